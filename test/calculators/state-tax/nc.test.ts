/**
 * North Carolina, 2025 and 2026: N.C.G.S. §105-153.7 (4.25 % for 2025, 3.99 % for 2026, S.L. 2023-134), the fixed
 * standard deduction ($12,750 single, §105-153.5) and the NCDOR tax rate schedules
 * (https://www.ncdor.gov/taxes-forms/individual-income-tax/tax-rate-schedules).
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import { w2Household } from './household';
import { NC } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';

describe('North Carolina', () => {
  it('single, $50,050: taxable 37,300; 2025: 4.25 % = $1,585.25; 2026: 3.99 % = $1,488.27', () => {
    const t2025 = computeStateTax(lawFor('NC', 2025)!, w2Household(50_050));
    expect(t2025.taxableC).toBe(37_300_00);
    expect(t2025.incomeTaxC).toBe(1_585_25);
    expect(computeStateTax(lawFor('NC', 2026)!, w2Household(50_050)).incomeTaxC).toBe(1_488_27);
  });
});

describe('North Carolina 2026', () => {
  it('3.99 % flat for every status', () => {
    expectSchedule(NC, STATE_FILING_STATUSES, [
      [10_000, 399],
      [100_000, 3_990],
    ]);
  });
  it('single, $60,000: (60,000 − 12,750) × 3.99 % = 1,885.28', () => {
    expect(computeStateTax(NC, w2Household(60_000)).incomeTaxC).toBe(1_885_28);
  });
  it('joint, $90,000, two children: child deduction $1,500 each (three $20,000 steps over $40,000)', () => {
    // 90,000 − 25,500 − 3,000 = 61,500 × 3.99 % = 2,453.85.
    const t = computeStateTax(NC, w2Household(90_000, { filingStatus: 'mfj', children: 2, otherDependents: 1 }));
    expect(t.taxableC).toBe(61_500_00);
    expect(t.incomeTaxC).toBe(2_453_85);
  });
});
