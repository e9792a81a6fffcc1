/**
 * North Carolina, New Jersey and Virginia 2026. Bracket edges: the tax at each bracket's bottom of the cited
 * schedules (NJ-1040 Tax Rate Schedules A and B; Code of Virginia §58.1-320), worked by hand. Households computed
 * by hand from the cited figures.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { NC } from '../../support/state-rules-2026';
import { NJ } from '../../support/state-rules-2026';
import { VA } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';

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

describe('New Jersey 2026', () => {
  it('Schedule A (single, separate) at each bracket edge', () => {
    expectSchedule(
      NJ,
      ['single', 'mfs'],
      [
        [20_000, 280],
        [35_000, 542.5],
        [40_000, 717.5],
        [75_000, 2_651.25],
        [500_000, 29_723.75],
        [1_000_000, 74_573.75],
      ],
    );
  });
  it('Schedule B (joint, head of household, surviving spouse) at each bracket edge', () => {
    expectSchedule(
      NJ,
      ['mfj', 'hoh', 'qss'],
      [
        [20_000, 280],
        [50_000, 805],
        [70_000, 1_295],
        [80_000, 1_645],
        [150_000, 5_512.5],
        [500_000, 27_807.5],
        [1_000_000, 72_657.5],
      ],
    );
  });
  it('joint, $120,000 wages, $10,000 to a 401(k), one child', () => {
    // 110,000 − 2 × 1,000 − 1,500 = 106,500; 1,645 + 26,500 × 5.525 % = 3,109.13.
    const t = computeStateTax(NJ, w2Household(120_000, { filingStatus: 'mfj', deferrals: 10_000, children: 1 }));
    expect(t.taxableC).toBe(106_500_00);
    expect(t.incomeTaxC).toBe(3_109_13);
  });
});

describe('Virginia 2026', () => {
  it('one schedule for every status at each bracket edge', () => {
    expectSchedule(VA, STATE_FILING_STATUSES, [
      [3_000, 60],
      [5_000, 120],
      [17_000, 720],
      [100_000, 5_492.5],
    ]);
  });
  it('single, $60,000: 60,000 − 8,750 − 930 = 50,320; 720 + 33,320 × 5.75 % = 2,635.90', () => {
    expect(computeStateTax(VA, w2Household(60_000)).incomeTaxC).toBe(2_635_90);
  });
  it('joint, $100,000, two children: 100,000 − 17,500 − 4 × 930 = 78,780; 720 + 61,780 × 5.75 % = 4,272.35', () => {
    const t = computeStateTax(VA, w2Household(100_000, { filingStatus: 'mfj', children: 2 }));
    expect(t.taxableC).toBe(78_780_00);
    expect(t.incomeTaxC).toBe(4_272_35);
  });
});
