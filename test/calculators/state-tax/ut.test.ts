/**
 * Utah, 2025 and 2026: 4.5 % for 2025 (Utah Code §59-10-104; 2025 TC-40 instructions,
 * https://tax.utah.gov/forms/current/tc-40inst.pdf), 4.45 % for 2026 (SB 60, 2026,
 * https://le.utah.gov/Session/2026/bills/enrolled/SB0060.pdf); the taxpayer tax credit (§59-10-1018): 6 % of the
 * federal standard deduction (+ $2,111 per dependent), less 1.3 % of income over $18,213 single (2025 amounts; the
 * 2026 amounts are not published and 2025's answer).
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import { w2Household, describeWorkedHouseholds } from './household';
import { UT } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { describeBoundedAndMonotone } from './wage-properties';

describe('Utah', () => {
  it('2025, single, $50,000 (federal standard deduction $15,750): 2,250 − (945 − 413.23) = $1,718.23', () => {
    const h = w2Household(50_000, { federalStandardDeductionC: 15_750_00, federalTaxable: 34_250 });
    expect(computeStateTax(lawFor('UT', 2025)!, h).incomeTaxC).toBe(1_718_23);
  });
  it('2026, single, $50,000 (federal standard deduction $16,100): 2,225 − (966 − 413.23) = $1,672.23', () => {
    expect(computeStateTax(lawFor('UT', 2026)!, w2Household(50_000)).incomeTaxC).toBe(1_672_23);
  });
  it("2026's taxpayer credit figures are 2025's, and the answer says so", () => {
    const special = lawFor('UT', 2026)!.provenance.find((p) => p.figure === 'special rules');
    expect(special).toMatchObject({ year: 2026, from: 2025 });
  });
});

describe('Utah 2026', () => {
  it('4.45 % flat for every status', () => {
    expectSchedule(UT, STATE_FILING_STATUSES, [
      [10_000, 445],
      [100_000, 4_450],
    ]);
  });
  it('single, $80,000: 3,560 less the credit 6 % × 16,100 − 1.3 % × (80,000 − 18,213) = 162.77', () => {
    const t = computeStateTax(UT, w2Household(80_000));
    expect(t.creditsC).toBe(162_77);
    expect(t.incomeTaxC).toBe(3_397_23);
  });
  it('joint, $100,000, two children: credit 6 % × (32,200 + 2 × 2,111) − 1.3 % × (100,000 − 36,426)', () => {
    // 2,185.32 − 826.46 = 1,358.86; 4,450 − 1,358.86.
    expect(computeStateTax(UT, w2Household(100_000, { filingStatus: 'mfj', children: 2 })).incomeTaxC).toBe(3_091_14);
  });
  it('the credit is gone at high income and never more than the tax at low income', () => {
    expect(computeStateTax(UT, w2Household(200_000)).incomeTaxC).toBe(8_900_00);
    expect(computeStateTax(UT, w2Household(15_000)).incomeTaxC).toBe(0);
  });
});

describeWorkedHouseholds('UT', {
  // 4.45 % × 75,000 = 3,337.50, less 6 % × 16,100 − 1.3 % × (75,000 − 18,213) = 227.77.
  single: 3_109_73,
  // 4.45 % × 140,000 = 6,230, less 6 % × (32,200 + 2 × 2,111) − 1.3 % × (140,000 − 36,426) = 838.86.
  family: 5_391_14,
});
describeBoundedAndMonotone('UT');
