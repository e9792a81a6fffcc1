import { computeStateTax, type StateHousehold } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import { STATE_NAMES, type StateCode } from '../../../src/reference/law';

/**
 * A W-2 household as the state engine sees it, in whole dollars: federal AGI = wages − 401(k) deferrals unless
 * given, one filer (two on a joint return), no dependents; `federalTaxable` defaults to AGI − the 2026 federal
 * standard deduction for the status.
 */
export function w2Household(
  wages: number,
  over: Partial<StateHousehold> & { deferrals?: number; agi?: number; federalTaxable?: number } = {},
): StateHousehold {
  const { deferrals = 0, agi, federalTaxable, ...rest } = over;
  const status = rest.filingStatus ?? 'single';
  const federalStandard = { single: 16_100, mfs: 16_100, hoh: 24_150, mfj: 32_200, qss: 32_200 }[status];
  const agiDollars = agi ?? wages - deferrals;
  return {
    filingStatus: status,
    wagesC: wages * 100,
    deferrals401kC: deferrals * 100,
    federalAgiC: agiDollars * 100,
    federalTaxableIncomeC: (federalTaxable ?? Math.max(0, agiDollars - federalStandard)) * 100,
    federalStandardDeductionC: federalStandard * 100,
    filers: status === 'mfj' ? 2 : 1,
    filersAged65Plus: 0,
    children: 0,
    otherDependents: 0,
    ...rest,
  };
}

/**
 * The two worked households every state is checked on. One: single, wages $80,000, $5,000 to a 401(k): federal AGI
 * $75,000, federal taxable income $58,900, federal income tax $7,670 (Rev. Proc. 2025-32 schedule). Two: married filing
 * jointly, wages $90,000 + $60,000, $10,000 to 401(k)s, two children under 17: AGI $140,000, federal taxable income
 * $107,800, federal tax $13,140 − $4,400 child tax credit = $8,740.
 */
export const WORKED_SINGLE = w2Household(80_000, {
  deferrals: 5_000,
  earnerWagesC: [80_000_00],
  federalIncomeTaxC: 7_670_00,
});
export const WORKED_FAMILY = w2Household(150_000, {
  filingStatus: 'mfj',
  deferrals: 10_000,
  children: 2,
  earnerWagesC: [90_000_00, 60_000_00],
  federalIncomeTaxC: 8_740_00,
});

/** A household's 2026 state income tax in cents under the state's registered rules. */
export function stateIncomeTax2026(code: StateCode, household: StateHousehold): number {
  const rules = lawFor(code, 2026);
  if (rules === undefined) throw new Error(`no 2026 rules for ${code}`);
  return computeStateTax(rules, household).incomeTaxC;
}

/** The worked single household earning `wages` with no 401(k) deferrals (its other federal figures kept). */
export function workedSingleEarning(wages: number): StateHousehold {
  return {
    ...WORKED_SINGLE,
    wagesC: wages * 100,
    deferrals401kC: 0,
    federalAgiC: wages * 100,
    earnerWagesC: [wages * 100],
  };
}

/** A further worked household of a state: what it shows, the household, and its 2026 tax in cents. */
export type WorkedCase = readonly [name: string, household: StateHousehold, cents: number];

/**
 * The two worked households in `code` under its 2026 law (and any `more` of the state's own), one test each: the
 * expected tax in cents is computed by hand from the figures cited in the state's data (each band's tax rounded to
 * the cent, as the engine prints it), since no state publishes a 2026 worked example for these households.
 */
export function describeWorkedHouseholds(
  code: StateCode,
  cents: { single: number; family: number; more?: readonly WorkedCase[] },
): void {
  describe(`${STATE_NAMES[code]} 2026: the worked households (by hand from the cited figures)`, () => {
    it.each<WorkedCase>([
      ['single $80,000 with $5,000 to a 401(k)', WORKED_SINGLE, cents.single],
      ['married couple $150,000 with two children', WORKED_FAMILY, cents.family],
      ...(cents.more ?? []),
    ])('%s', (_name, household, expected) => {
      expect(stateIncomeTax2026(code, household)).toBe(expected);
    });
  });
}
