/**
 * A state's own rates on capital gains (the law file's `capitalGains`), as a change to the schedule's tax on the
 * state's taxable income, in integer cents: Montana's rates on the net long-term capital gain stacked on the other
 * taxable income (Mont. Code Ann. §15-30-2103(2)), Hawaii's alternative tax (HRS §235-51(f), Form N-11's Capital
 * Gains Tax Worksheet) and Massachusetts' rate on short-term gains (M.G.L. c. 62, §4). The gain in taxable income is
 * at most the taxable income (the deductions come off the other income first). Pure.
 */
import type { Band, WageIncomeTax } from '../reference/law';
import { percentOfCentsHalfUp, taxBySchedule } from './schedule-math';
import type { StateHousehold } from './state-household';

/** A line the capital gains rates add to the schedule's tax (negative where they are lower than the schedule's). */
export interface CapitalGainsRateLineC {
  readonly label: string;
  readonly amountC: number;
}

/** The tax of `bands` on `gainC` taxed on top of `belowC` of other income (the bands' tops count both). */
export function stackedTaxC(belowC: number, gainC: number, bands: readonly Band[]): number {
  let taxC = 0;
  let bottomC = 0;
  for (const { rate, upTo } of bands) {
    const topC = upTo === null ? Infinity : upTo * 100;
    const inBandC = Math.max(0, Math.min(belowC + gainC, topC) - Math.max(belowC, bottomC));
    taxC += percentOfCentsHalfUp(inBandC, rate);
    bottomC = topC;
  }
  return taxC;
}

/** The income the schedule taxes at rates below `ratePct`: the top of the last such band from the bottom; cents. */
function taxedBelowC(schedule: readonly Band[], ratePct: number): number {
  let belowC = 0;
  for (const { rate, upTo } of schedule) {
    if (rate >= ratePct || upTo === null) break;
    belowC = upTo * 100;
  }
  return belowC;
}

/**
 * What the state's capital gains rates change in `scheduleTaxC`, the schedule's tax on `taxableC`; undefined where
 * the state has none or they change nothing.
 */
export function capitalGainsRateLine(
  rules: WageIncomeTax,
  h: StateHousehold,
  taxableC: number,
  scheduleTaxC: number,
): CapitalGainsRateLineC | undefined {
  const rule = rules.capitalGains;
  const gains = h.capitalGains;
  if (!rule || !gains) return undefined;
  const schedule = rules.brackets.byStatus[h.filingStatus];
  const gainC = Math.min(gains.netCapitalGainC, taxableC);
  let taxC: number | undefined;
  let label = '';
  if (rule.rates && gainC > 0) {
    const bands = rule.rates[h.filingStatus];
    const otherC = taxableC - gainC;
    taxC = taxBySchedule(otherC, schedule).taxC + stackedTaxC(otherC, gainC, bands);
    label = `Net long-term capital gain at ${bands.map((b) => `${b.rate} %`).join(' / ')} instead of the schedule's rates`;
  } else if (rule.alternativeRatePct !== undefined && gainC > 0) {
    // Form N-11's Capital Gains Tax Worksheet: the schedule taxes the greater of taxable income less the gain and the
    // income it taxes below the rate (not more than taxable income), the rate the rest; the smaller tax applies.
    const ordinaryC = Math.max(taxableC - gainC, Math.min(taxedBelowC(schedule, rule.alternativeRatePct), taxableC));
    const alternativeC =
      taxBySchedule(ordinaryC, schedule).taxC + percentOfCentsHalfUp(taxableC - ordinaryC, rule.alternativeRatePct);
    if (alternativeC < scheduleTaxC) taxC = alternativeC;
    label = `Capital gains alternative tax: ${rule.alternativeRatePct} % on the net capital gain`;
  } else if (rule.shortTermRatePct !== undefined) {
    const shortC = Math.min(gains.shortTermGainC, taxableC);
    if (shortC > 0) {
      taxC = taxBySchedule(taxableC - shortC, schedule).taxC + percentOfCentsHalfUp(shortC, rule.shortTermRatePct);
      label = `Short-term capital gain at ${rule.shortTermRatePct} %`;
    }
  }
  if (taxC === undefined || taxC === scheduleTaxC) return undefined;
  return { label, amountC: taxC - scheduleTaxC };
}
