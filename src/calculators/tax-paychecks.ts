/**
 * Take-home per paycheck: each annual figure spread evenly over the year's paychecks, rounded toward zero to the
 * cent; the last paycheck of the year carries the cents left over, so every column sums to its annual figure
 * exactly, and each paycheck's net is its gross less its taxes and deferrals.
 */
import { PAY_FREQUENCIES, type PayFrequency } from '../schemas/tax-calculator';
import { fromCents } from './money';

export interface AnnualFigures {
  readonly grossC: number;
  readonly federalIncomeTaxC: number;
  readonly ficaC: number;
  readonly stateIncomeTaxC: number;
  readonly retirement401kC: number;
}

function paycheck(p: AnnualFigures) {
  return {
    gross: fromCents(p.grossC),
    federalIncomeTax: fromCents(p.federalIncomeTaxC),
    fica: fromCents(p.ficaC),
    stateIncomeTax: fromCents(p.stateIncomeTaxC),
    retirement401k: fromCents(p.retirement401kC),
    net: fromCents(p.grossC - p.federalIncomeTaxC - p.ficaC - p.stateIncomeTaxC - p.retirement401kC),
  };
}

/** The regular and the last paycheck of `frequency` for the annual figures. */
export function paychecks(frequency: PayFrequency, annual: AnnualFigures) {
  const n = PAY_FREQUENCIES[frequency];
  const regular = {} as Record<keyof AnnualFigures, number>;
  const last = {} as Record<keyof AnnualFigures, number>;
  for (const key of Object.keys(annual) as (keyof AnnualFigures)[]) {
    regular[key] = Math.trunc(annual[key] / n);
    last[key] = annual[key] - regular[key] * (n - 1);
  }
  return { payFrequency: frequency, paychecksPerYear: n, regular: paycheck(regular), last: paycheck(last) };
}
