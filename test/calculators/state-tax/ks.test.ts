/**
 * Kansas, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * K-40 (2025 instructions, https://www.ksrevenue.gov/): Kansas AGI − standard deduction ($3,605 single) − $9,160
 * exemption = taxable income; 5.2 % to $23,000, 5.58 % above (K.S.A. 79-32,110). Not indexed: the same both years.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Kansas 2025 and 2026 (golden cases)', () => {
  it('KS-1 (2025): 60,000 − 3,605 − 9,160 = 47,235; 5.2 % × 23,000 + 5.58 % × 24,235 = 2,548.313', () => {
    const t = stateTaxOf('KS', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(47235));
    // 2548.313 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 254831.3)).toBeLessThanOrEqual(2);
  });
  it('KS-2 (2026): the same figures: 1,196 + 5.58 % × 24,235 = 2,548.313', () => {
    const t = stateTaxOf('KS', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(47235));
    // 2548.313 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 254831.3)).toBeLessThanOrEqual(2);
  });
  it('KS-3 (2025): 90,000 − 8,240 − 18,320 − 2 × $700 (K.S.A. 79-32,119, married filers aged 65+)', () => {
    const t = stateTaxOf('KS', 2025, { status: 'mfj', wages: 90_000, aged: 2 });
    expect(t.taxableC).toBe(cents(62040));
    // 3287.032 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 328703.2)).toBeLessThanOrEqual(2);
  });
});

describeSchedules('KS', 2026, [
  // Kansas K-40 tax computation schedules I and II (2024 SB 1), by hand.
  [
    'joint',
    ['mfj'],
    [
      [46_000, 2_392],
      [146_000, 7_972],
    ],
  ],
  [
    'single, separate, head of household',
    ['single', 'mfs', 'hoh', 'qss'],
    [
      [23_000, 1_196],
      [123_000, 6_776],
    ],
  ],
]);

describeWorkedHouseholds('KS', {
  // 75,000 − 3,605 − 9,160 = 62,235; 1,196 + 5.58 % × 39,235.
  single: 3_385_31,
  // 140,000 − 8,240 − 18,320 − 2 × 2,320 = 108,800; 2,392 + 5.58 % × 62,800.
  family: 5_896_24,
});
