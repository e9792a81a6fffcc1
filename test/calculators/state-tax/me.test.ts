/**
 * Maine, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 1040ME (2025 instructions, https://www.maine.gov/revenue/): Maine AGI − standard deduction ($15,000) − $5,150
 * exemption = taxable income; tax by the 36 M.R.S. §5111 schedule (2025: 5.8 % to $26,800, 6.75 % to $63,450; 2026:
 * $27,400 / $64,850).
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Maine 2025 and 2026 (golden cases)', () => {
  it('ME-1 (2025): 60,000 − 15,000 − 5,150 = 39,850; 5.8 % × 26,800 + 6.75 % × 13,050 = 2,435.275', () => {
    const t = stateTaxOf('ME', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(39850));
    // 2435.275 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 243527.5)).toBeLessThanOrEqual(2);
  });
  it('ME-2 (2026): 39,850 (the 2025 deduction and exemption stand in); 5.8 % × 27,400 + 6.75 % × 12,450 = 2,429.575', () => {
    const t = stateTaxOf('ME', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(39850));
    // 2429.575 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 242957.5)).toBeLessThanOrEqual(2);
  });
  it('ME-3 (2025): 80,000 − 30,000 − 2 × 1,600 − 2 × 5,150', () => {
    const t = stateTaxOf('ME', 2025, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(36500));
    expect(t.incomeTaxC).toBe(cents(2117.0));
  });
});

describeSchedules('ME', 2025, [
  // Maine Revenue Services, 2025 individual income tax rate schedules (5.8 %, 6.75 %, 7.15 %): single $1,554 plus
  // 6.75 % over $26,800, $4,028 plus 7.15 % over $63,450 (the schedule prints whole dollars; here to the cent).
  [
    'single and separate',
    ['single', 'mfs'],
    [
      [26_800, 1_554.4],
      [63_450, 4_028.28],
      [163_450, 11_178.28],
    ],
  ],
  [
    'joint and surviving spouse',
    ['mfj', 'qss'],
    [
      [53_600, 3_108.8],
      [126_900, 8_056.55],
      [226_900, 15_206.55],
    ],
  ],
  [
    'head of household',
    ['hoh'],
    [
      [40_200, 2_331.6],
      [95_150, 6_040.73],
      [195_150, 13_190.73],
    ],
  ],
]);

describeSchedules('ME', 2026, [
  // Maine 2026 individual income tax rate schedules.
  [
    'single and separate',
    ['single', 'mfs'],
    [
      [27_400, 1_589.2],
      [64_850, 4_117.08],
      [164_850, 11_267.08],
    ],
  ],
  [
    'joint and surviving spouse',
    ['mfj', 'qss'],
    [
      [54_850, 3_181.3],
      [129_750, 8_237.05],
      [229_750, 15_387.05],
    ],
  ],
  [
    'head of household',
    ['hoh'],
    [
      [41_100, 2_383.8],
      [97_300, 6_177.3],
      [197_300, 13_327.3],
    ],
  ],
]);

describeWorkedHouseholds('ME', {
  // 75,000 − 15,000 − 5,150 = 54,850; 1,589.20 + 6.75 % × 27,450.
  single: 3_442_08,
  // 140,000 − 30,000 − 2 × 5,150 = 99,700; 3,181.30 + 6.75 % × 44,850 − 2 × $300.
  family: 5_608_68,
});
