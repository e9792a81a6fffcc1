/**
 * Golden cases of a state's own return for a W-2 household, by tax year: the household's federal figures of that
 * year (federal standard deduction of Rev. Proc. 2024-40 as amended by P.L. 119-21 for 2025 — $15,750 / $31,500 /
 * $23,625 — and of Rev. Proc. 2025-32 for 2026 — $16,100 / $32,200 / $24,150 —, each with its additional amount for
 * each filer aged 65 or older: $2,000 / $1,600 married for 2025, $2,050 / $1,650 for 2026), then the state's law of
 * that year (`lawFor(code, year)`).
 */
import { lawFor } from '../../../src/calculators/law';
import { computeStateTax, type StateTaxComputation } from '../../../src/calculators/state-tax';
import type { StateHousehold } from '../../../src/calculators/state-household';
import type { StateCode, StateFilingStatus } from '../../../src/reference/law';

export type TaxYear = 2025 | 2026;

const BASIC: Readonly<Record<TaxYear, Readonly<Record<StateFilingStatus, number>>>> = {
  2025: { single: 15_750, mfj: 31_500, mfs: 15_750, hoh: 23_625, qss: 31_500 },
  2026: { single: 16_100, mfj: 32_200, mfs: 16_100, hoh: 24_150, qss: 32_200 },
};
const ADDITIONAL_65: Readonly<Record<TaxYear, { readonly unmarried: number; readonly married: number }>> = {
  2025: { unmarried: 2_000, married: 1_600 },
  2026: { unmarried: 2_050, married: 1_650 },
};

export interface GoldenHousehold {
  readonly status?: StateFilingStatus;
  /** Wages, whole dollars (no 401(k) deferrals: federal AGI = wages). */
  readonly wages: number;
  /** Filers aged 65 or older on 31 December. */
  readonly aged?: number;
  readonly children?: number;
  readonly otherDependents?: number;
  /** Federal income tax after nonrefundable credits, dollars (for states that deduct it). */
  readonly federalIncomeTax?: number;
  /**
   * Federal taxable income, dollars, where it is not AGI − the standard deduction (from 2025 a filer aged 65+ also
   * subtracts the §151(f) senior deduction of P.L. 119-21, $6,000 each below $75,000 / $150,000 of MAGI).
   */
  readonly federalTaxable?: number;
  /** Each earner's wages, dollars, where a rule reads them. */
  readonly earners?: readonly number[];
}

/** The household as the state engine sees it in `year`. */
export function householdOf(year: TaxYear, h: GoldenHousehold): StateHousehold {
  const status = h.status ?? 'single';
  const aged = h.aged ?? 0;
  const married = status === 'mfj' || status === 'mfs' || status === 'qss';
  const extra = ADDITIONAL_65[year][married ? 'married' : 'unmarried'];
  const standard = BASIC[year][status] + aged * extra;
  return {
    filingStatus: status,
    wagesC: h.wages * 100,
    deferrals401kC: 0,
    federalAgiC: h.wages * 100,
    federalTaxableIncomeC: (h.federalTaxable ?? Math.max(0, h.wages - standard)) * 100,
    federalStandardDeductionC: standard * 100,
    filers: status === 'mfj' ? 2 : 1,
    filersAged65Plus: aged,
    children: h.children ?? 0,
    otherDependents: h.otherDependents ?? 0,
    ...(h.earners ? { earnerWagesC: h.earners.map((w) => w * 100) } : {}),
    ...(h.federalIncomeTax !== undefined ? { federalIncomeTaxC: Math.round(h.federalIncomeTax * 100) } : {}),
  };
}

/** `code`'s tax computation for the household in `year`. */
export function stateTaxOf(code: StateCode, year: TaxYear, h: GoldenHousehold): StateTaxComputation {
  const rules = lawFor(code, year);
  if (rules === undefined) throw new Error(`no ${year} law for ${code}`);
  return computeStateTax(rules, householdOf(year, h));
}

/** Dollars (with cents) as integer cents, half a cent up. */
export const cents = (dollars: number): number => Math.round(dollars * 100);

/**
 * A state without a wage income tax: for 2025 and 2026, households from one wage earner to a $1,000,000 couple aged
 * 65+ with children owe 0, and the state's answer cites `source` (a part of its source's title: the constitution,
 * statute or revenue department page that says so).
 */
export function describeNoWageTax(code: StateCode, source: string): void {
  const households: readonly (readonly [string, GoldenHousehold])[] = [
    ['single, $60,000', { wages: 60_000 }],
    ['joint, $1,000,000, both 65+, two children', { status: 'mfj', wages: 1_000_000, aged: 2, children: 2 }],
    ['head of household, $45,000, one child', { status: 'hoh', wages: 45_000, children: 1 }],
  ];
  describe(`${code} 2025 and 2026: no wage income tax (${source})`, () => {
    it.each(([2025, 2026] as const).flatMap((year) => households.map(([name, h]) => [year, name, h] as const)))(
      '%i, %s: owes 0',
      (year, _name, h) => {
        const t = stateTaxOf(code, year, h);
        expect([t.taxableC, t.taxBeforeCreditsC, t.incomeTaxC, t.marginalRate]).toEqual([0, 0, 0, 0]);
        expect(t.sources.map((s) => s.title).join('\n')).toContain(source);
      },
    );
  });
}
