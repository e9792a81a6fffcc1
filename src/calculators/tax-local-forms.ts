/**
 * A locality's taxes on a household, in cents: each tax's base (the household's: the state's taxable income, the
 * state's income tax, federal AGI; or each earner's own: wages, earned income), less its exemptions per person,
 * up to its cap, taxed by its form (a flat rate, a published schedule, a bracket's rate on the whole base, or a
 * flat amount a year or a month over a threshold).
 *
 * @example
 *   // A 1 % tax on each earner's wages: two earners of 60,000 and 40,000 → two lines, 600 and 400
 *   localityLines(kansasCity, household).map((l) => l.taxC); // [60_000, 40_000]
 */
import type { FilingStatus, LocalBase, LocalFlat, Locality, LocalTax, Source } from '../reference/law';
import { citedSource } from '../reference/law';
import { percentOfCentsHalfUp } from './schedule-math';
import { localCredits, type LocalCreditLineC } from './tax-local-credits';

type Earner = 'taxpayer' | 'spouse';

/** One local tax, in cents; `earner` where it is on one earner's own base (else the household's). */
export interface LocalTaxC {
  readonly id: string;
  readonly name: string;
  readonly base: LocalBase;
  readonly earner?: Earner;
  readonly taxableC: number;
  readonly taxC: number;
  readonly marginalRate: number;
  readonly flat?: LocalFlat;
  /** The part an earner's paychecks withhold, where the base holds a self-employment profit (paid with the return). */
  readonly paycheckC?: number;
  /** Credits against the tax (New York City's): the nonrefundable ones are out of `taxC`, the refundable ones paid. */
  readonly creditLines?: readonly LocalCreditLineC[];
  readonly refundableCreditsC?: number;
  readonly source: Source | undefined;
}

/** What a locality's taxes are on: the return's figures and each earner's own. */
export interface LocalHousehold {
  readonly status: FilingStatus;
  readonly stateTaxableC: number;
  readonly stateTaxC: number;
  readonly federalAgiC: number;
  /** The state's adjusted gross income (its starting income), and the federal earned income credit, for credits. */
  readonly stateAgiC?: number;
  readonly federalEicC?: number;
  /** Dependents (children and others): an exemption each on a household base, the taxpayer's on an earner's. */
  readonly dependents: number;
  readonly earners: readonly {
    readonly earner: Earner;
    /** Medicare wages (Form W-2 box 5). */
    readonly wagesC: number;
    /** Pre-tax 401(k) deferrals: out of Form W-2 box 1, not box 5. */
    readonly pretaxC: number;
    /** Pre-tax cafeteria-plan and commuter benefits: out of boxes 1 and 5, in gross wages. */
    readonly benefitsC: number;
    /** Net profit from self-employment (a loss negative). */
    readonly selfEmploymentC: number;
  }[];
}

export const EARNER_BASES: ReadonlySet<LocalBase> = new Set<LocalBase>([
  'wages',
  'grossWages',
  'federalWages',
  'earnedIncome',
]);

/** The tax of a schedule as published: the row the base is over, its `plus` and its rate on the excess. */
function scheduleTaxC(baseC: number, rows: NonNullable<LocalTax['schedule']>['single']) {
  const row = [...rows].reverse().find((r) => baseC > r.over * 100) ?? rows[0]!;
  return { taxC: row.plus * 100 + percentOfCentsHalfUp(Math.max(0, baseC - row.over * 100), row.rate), rate: row.rate };
}

/** One tax on a base already less its exemptions and capped: by its form. */
function formTaxC(t: LocalTax, status: FilingStatus, baseC: number, capped: boolean) {
  if (t.schedule) return scheduleTaxC(baseC, t.schedule[status]);
  if (t.wholeAtRate) {
    const bands = t.wholeAtRate[status];
    const band = bands.find((b) => b.upTo === null || baseC <= b.upTo * 100) ?? bands[bands.length - 1]!;
    return { taxC: percentOfCentsHalfUp(baseC, band.rate), rate: band.rate };
  }
  if (t.flat) {
    const months = t.flat.per === 'month' ? 12 : 1;
    // A month's base is the year's spread evenly: a monthly amount is due in every month or in none.
    const due = baseC >= t.flat.whenAtLeast * 100 * months;
    return { taxC: due ? Math.round(t.flat.amount * 100) * months : 0, rate: 0 };
  }
  const rate = t.rate ?? 0;
  return { taxC: percentOfCentsHalfUp(baseC, rate), rate: capped ? 0 : rate };
}

/** The base of one tax before its exemptions: the household's, or one earner's. */
function rawBaseC(base: LocalBase, h: LocalHousehold, e: LocalHousehold['earners'][number] | undefined): number {
  if (e && base === 'federalWages') return Math.max(0, e.wagesC - e.pretaxC);
  if (e && base === 'grossWages') return e.wagesC + e.benefitsC;
  if (e) return e.wagesC + (base === 'earnedIncome' ? Math.max(0, e.selfEmploymentC) : 0);
  if (base === 'stateTax') return h.stateTaxC;
  return base === 'federalAgi' ? h.federalAgiC : h.stateTaxableC;
}

const creditHousehold = (h: LocalHousehold, persons: number) => ({
  status: h.status,
  federalAgiC: h.federalAgiC,
  stateAgiC: h.stateAgiC ?? h.federalAgiC,
  federalEicC: h.federalEicC ?? 0,
  persons,
});

function line(id: string, t: LocalTax, h: LocalHousehold, persons: number, e?: LocalHousehold['earners'][number]) {
  const exemptC = Math.round((t.exemptionPerPerson ?? 0) * 100) * persons;
  const netC = Math.max(0, rawBaseC(t.base, h, e) - exemptC);
  const capC = t.baseCap === undefined ? Infinity : t.baseCap * 100;
  const baseC = Math.min(netC, capC);
  const { taxC: grossC, rate } = formTaxC(t, h.status, baseC, netC >= capC);
  const creditsOf = e || !t.credits ? undefined : localCredits(t.credits, creditHousehold(h, persons), baseC, grossC);
  const taxC = grossC - (creditsOf?.usedC ?? 0);
  const row: LocalTaxC = {
    id,
    name: t.name,
    base: t.base,
    taxableC: baseC,
    taxC,
    marginalRate: rate,
    ...(creditsOf ? { creditLines: creditsOf.lines, refundableCreditsC: creditsOf.refundableC } : {}),
    source: citedSource(t),
  };
  // Earned income's profit part is paid with the return: the paychecks withhold the wages' share of the tax.
  const rawC = e ? rawBaseC(t.base, h, e) : 0;
  const paycheckC = e && rawC > e.wagesC ? Math.floor((taxC * e.wagesC) / rawC) : undefined;
  return {
    ...row,
    ...(e ? { earner: e.earner } : {}),
    ...(t.flat ? { flat: t.flat } : {}),
    ...(paycheckC === undefined ? {} : { paycheckC }),
  };
}

/** A locality's taxes written in place (one) or in `taxes` (several). */
export const taxesOf = (l: Locality): readonly LocalTax[] => l.taxes ?? [l];

/**
 * The lines of a locality's taxes: one per household tax; one per earner with a base above 0 for a tax on each
 * earner's own wages or earned income.
 */
export function localityLines(l: Locality, h: LocalHousehold): LocalTaxC[] {
  const filers = h.status === 'mfj' ? 2 : 1;
  return taxesOf(l).flatMap((t) =>
    EARNER_BASES.has(t.base)
      ? h.earners
          .filter((e) => rawBaseC(t.base, h, e) > 0)
          .map((e) => line(l.id, t, h, 1 + (e.earner === 'taxpayer' ? h.dependents : 0), e))
      : [line(l.id, t, h, filers + h.dependents)],
  );
}
