/**
 * Montana, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 2 (2025 Tax Tables and Deductions, https://revenue.mt.gov/): Montana taxable income = federal taxable income;
 * 2025: 4.7 % to $21,100, 5.9 % above; 2026 (HB 337): 4.7 % to $47,500, 5.65 % above.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Montana 2025 and 2026 (golden cases)', () => {
  it('MT-1 (2025): federal taxable 44,250; 4.7 % × 21,100 + 5.9 % × 23,150 = 2,357.55', () => {
    const t = stateTaxOf('MT', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(44250));
    expect(t.incomeTaxC).toBe(cents(2357.55));
  });
  it('MT-2 (2026): federal taxable 43,900 × 4.7 % = 2,063.30', () => {
    const t = stateTaxOf('MT', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(43900));
    expect(t.incomeTaxC).toBe(cents(2063.3));
  });
});

describeSchedules('MT', 2026, [
  // Montana HB 337 (2025) brackets for 2026, by hand.
  [
    'single and separate',
    ['single', 'mfs'],
    [
      [47_500, 2_232.5],
      [147_500, 7_882.5],
    ],
  ],
  [
    'joint and surviving spouse',
    ['mfj', 'qss'],
    [
      [95_000, 4_465],
      [195_000, 10_115],
    ],
  ],
  [
    'head of household',
    ['hoh'],
    [
      [71_250, 3_348.75],
      [171_250, 8_998.75],
    ],
  ],
]);

describeWorkedHouseholds('MT', {
  // federal taxable income 58,900; 2,232.50 + 5.65 % × 11,400.
  single: 2_876_60,
  // 107,800; 4,465 + 5.65 % × 12,800.
  family: 5_188_20,
});
