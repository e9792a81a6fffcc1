import type { StateHousehold } from '../../../src/calculators/state-tax';

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
