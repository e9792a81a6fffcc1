/**
 * Idaho, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 40 (2025 instructions, https://tax.idaho.gov/wp-content/uploads/forms/EIN00046/EIN00046_09-29-2025.pdf):
 * federal AGI − the federal standard deduction (with its 65+ additions) = taxable income; tax 5.3 % of the excess
 * over $4,811 ($9,622 joint) for 2025. 2026: Idaho Code §63-3024(3) indexes the band: $4,937 / $9,875.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Idaho 2025 and 2026 (golden cases)', () => {
  it('ID-1 (2025): 60,000 − 15,750 = 44,250; 5.3 % × (44,250 − 4,811) = 2,090.267', () => {
    const t = stateTaxOf('ID', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(44250));
    // 2090.267 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 209026.7)).toBeLessThanOrEqual(2);
  });
  it('ID-2 (2026): 60,000 − 16,100 = 43,900; 5.3 % × (43,900 − 4,937) = 2,065.039', () => {
    const t = stateTaxOf('ID', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(43900));
    // 2065.039 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 206503.9)).toBeLessThanOrEqual(2);
  });
  it('ID-3 (2025): 100,000 − 31,500 = 68,500; 5.3 % × (68,500 − 9,622) = 3,120.534', () => {
    const t = stateTaxOf('ID', 2025, { status: 'mfj', wages: 100_000 });
    expect(t.taxableC).toBe(cents(68500));
    // 3120.534 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 312053.4)).toBeLessThanOrEqual(2);
  });
  it('ID-4 (2026): 100,000 − 32,200 = 67,800; 5.3 % × (67,800 − 9,875) = 3,070.025', () => {
    const t = stateTaxOf('ID', 2026, { status: 'mfj', wages: 100_000 });
    expect(t.taxableC).toBe(cents(67800));
    // 3070.025 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 307002.5)).toBeLessThanOrEqual(2);
  });
  it('ID-5 (2026): 60,000 − 32,200 − 2 × 1,650', () => {
    const t = stateTaxOf('ID', 2026, { status: 'mfj', wages: 60_000, aged: 2 });
    expect(t.taxableC).toBe(cents(24500));
    // 775.125 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 77512.5)).toBeLessThanOrEqual(2);
  });
});

describeSchedules('ID', 2026, [
  // Idaho 2026: nothing on the first $4,937 ($9,875), 5.3 % above (Idaho Code §63-3024(3): the statutory $2,500 /
  // $5,000 × the CPI factor, projected); by hand.
  [
    'single and separate',
    ['single', 'mfs'],
    [
      [4_937, 0],
      [104_937, 5_300],
    ],
  ],
  [
    'joint, head of household, surviving spouse',
    ['mfj', 'hoh', 'qss'],
    [
      [9_875, 0],
      [109_875, 5_300],
    ],
  ],
]);

describeWorkedHouseholds('ID', {
  // 75,000 − 16,100 = 58,900; 5.3 % × (58,900 − 4,937) (Idaho Code §63-3024(3), 2026 band projected).
  single: 2_860_04,
  // 140,000 − 32,200 = 107,800; 5.3 % × (107,800 − 9,875).
  family: 5_190_03,
});
