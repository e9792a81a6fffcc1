/**
 * Pennsylvania 2026, computed by hand from the cited figures (72 P.S. §7302's 3.07 % on compensation, 401(k)
 * deferrals included; PA-40 Schedule SP's forgiveness table) and named as such. The Department of Revenue's own
 * worked figures: "a family of four (couple with two dependent children) can earn up to $34,250 and qualify for
 * Tax Forgiveness", "a single-parent, two-child family with income of up to $27,750" (pa.gov, Tax Forgiveness).
 */
import { w2Household } from './household';
import { lawFor } from '../../../src/calculators/law';
import { computeStateTax, type StateHousehold } from '../../../src/calculators/state-tax';
import { PA } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';

const household = (wages: number, over: Partial<StateHousehold> = {}): StateHousehold => ({
  filingStatus: 'single',
  wagesC: wages * 100,
  deferrals401kC: 0,
  federalAgiC: wages * 100,
  federalTaxableIncomeC: Math.max(0, wages - 16_100) * 100,
  federalStandardDeductionC: 16_100_00,
  filers: 1,
  filersAged65Plus: 0,
  children: 0,
  otherDependents: 0,
  ...over,
});

describe('Pennsylvania 2026', () => {
  it('taxes compensation at 3.07 % for every filing status, with no deduction', () => {
    for (const filingStatus of STATE_FILING_STATUSES) {
      const t = computeStateTax(PA, household(100_000, { filingStatus }));
      expect(t.taxableC).toBe(100_000_00);
      expect(t.incomeTaxC).toBe(3_070_00); // 100,000 × 3.07 %
      expect(t.marginalRate).toBe(3.07);
    }
  });

  it('taxes 401(k) deferrals and ignores federal adjustments (IRA, student loan)', () => {
    // Wages 80,000 with 10,000 deferred and 2,000 of IRA: PA compensation is still 80,000 → 2,456.
    const t = computeStateTax(PA, household(80_000, { deferrals401kC: 10_000_00, federalAgiC: 68_000_00 }));
    expect(t.baseC).toBe(80_000_00);
    expect(t.incomeTaxC).toBe(2_456_00);
  });

  it("forgives the whole tax up to the Schedule SP limit: the department's family of four", () => {
    // Married, two children: 13,000 + 2 × 9,500 = 32,000 forgiven in full (tax 982.40 → 0).
    const full = computeStateTax(PA, household(32_000, { filingStatus: 'mfj', filers: 2, children: 2 }));
    expect(full.taxBeforeCreditsC).toBe(982_40);
    expect(full.incomeTaxC).toBe(0);
    // 34,250 is the last income with forgiveness: 9 steps of 250 over 32,000 → 10 % of 1,051.475 → 105.15 forgiven.
    const last = computeStateTax(PA, household(34_250, { filingStatus: 'mfj', filers: 2, children: 2 }));
    expect(last.taxBeforeCreditsC).toBe(1_051_48);
    expect(last.creditsC).toBe(105_15);
    // One dollar more: nothing is forgiven.
    const none = computeStateTax(PA, household(34_251, { filingStatus: 'mfj', filers: 2, children: 2 }));
    expect(none.creditsC).toBe(0);
  });

  it("forgives 90 % … 10 % in steps of $250: the department's single parent of two", () => {
    // Unmarried, two children: 6,500 + 19,000 = 25,500. 25,750 is one step over: 90 % of 790.525 (790.53).
    const step1 = computeStateTax(PA, household(25_750, { filingStatus: 'hoh', children: 2 }));
    expect(step1.creditsC).toBe(Math.round(790_53 * 0.9));
    expect(computeStateTax(PA, household(27_750, { filingStatus: 'hoh', children: 2 })).creditsC).toBeGreaterThan(0);
    expect(computeStateTax(PA, household(27_751, { filingStatus: 'hoh', children: 2 })).creditsC).toBe(0);
  });

  it('names its sources and what it leaves out (local earned income taxes)', () => {
    const t = computeStateTax(PA, household(50_000));
    expect(t.sources.map((s) => s.url)).toEqual(
      expect.arrayContaining([PA.brackets.source!.url, PA.base.source!.url, PA.special![0]!.source!.url]),
    );
    expect(PA.notModelled.join(' ')).toMatch(/earned income taxes/);
  });
});

describe('Pennsylvania 2025 and 2026 (3.07 %, 72 P.S. §7302, not indexed)', () => {
  it.each([2025, 2026])('%i: single, wages $50,000: $1,535', (year) => {
    expect(computeStateTax(lawFor('PA', year)!, w2Household(50_000)).incomeTaxC).toBe(1_535_00);
  });
});
