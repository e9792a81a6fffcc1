/**
 * Hawaii, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * N-11 (instructions, https://files.hawaii.gov/tax/forms/2025/n11ins.pdf): Hawaii AGI − standard deduction (2025
 * $4,400 / $8,800 joint; 2026 $8,000 / $16,000, HRS §235-2.4 as amended by Act 46 of 2024) − $1,144 per exemption,
 * and another $1,144 per filer aged 65+ (HRS §235-54) = taxable income; tax by the HRS §235-51 rate schedule.
 */
import { cents, stateTaxOf } from './golden';
import { BOTH_YEARS, describeSchedules } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Hawaii 2025 and 2026 (golden cases)', () => {
  it('HI-1 (2025): 60,000 − 4,400 − 1,144 = 54,456; 2,539.20 to $48,000 + 7.6 % × 6,456 = 3,029.856', () => {
    const t = stateTaxOf('HI', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(54456));
    // 3029.856 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 302985.6)).toBeLessThanOrEqual(2);
  });
  it('HI-2 (2026): 60,000 − 8,000 − 1,144 = 50,856; 2,539.20 to $48,000 + 7.6 % × 2,856 = 2,756.256', () => {
    const t = stateTaxOf('HI', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(50856));
    // 2756.256 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 275625.6)).toBeLessThanOrEqual(2);
  });
  it('HI-3 (2025): 80,000 − 8,800 − 4 × 1,144', () => {
    const t = stateTaxOf('HI', 2025, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(66624));
    // 2984.832 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 298483.2)).toBeLessThanOrEqual(2);
  });
  it('HI-4 (2026): 80,000 − 16,000 − 4 × 1,144', () => {
    const t = stateTaxOf('HI', 2026, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(59424));
    // 2495.232 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 249523.2)).toBeLessThanOrEqual(2);
  });
});

describeSchedules('HI', BOTH_YEARS, [
  // Hawaii N-11 tax rate schedules for years after 2024 (HRS §235-51 as amended by Act 46, SLH 2024).
  [
    'single and separate',
    ['single', 'mfs'],
    [
      [9_600, 134.4],
      [14_400, 288],
      [19_200, 552],
      [24_000, 859.2],
      [36_000, 1_675.2],
      [48_000, 2_539.2],
      [125_000, 8_391.2],
      [175_000, 12_341.2],
      [225_000, 16_466.2],
      [275_000, 20_966.2],
      [325_000, 25_966.2],
      [425_000, 36_966.2],
    ],
  ],
  [
    'joint and surviving spouse',
    ['mfj', 'qss'],
    [
      [19_200, 268.8],
      [28_800, 576],
      [38_400, 1_104],
      [48_000, 1_718.4],
      [72_000, 3_350.4],
      [96_000, 5_078.4],
      [250_000, 16_782.4],
      [350_000, 24_682.4],
      [450_000, 32_932.4],
      [550_000, 41_932.4],
      [650_000, 51_932.4],
      [750_000, 62_932.4],
    ],
  ],
  [
    'head of household',
    ['hoh'],
    [
      [14_400, 201.6],
      [21_600, 432],
      [28_800, 828],
      [36_000, 1_288.8],
      [54_000, 2_512.8],
      [72_000, 3_808.8],
      [187_500, 12_586.8],
      [262_500, 18_511.8],
      [337_500, 24_699.3],
      [412_500, 31_449.3],
      [487_500, 38_949.3],
      [587_500, 49_949.3],
    ],
  ],
]);

describeWorkedHouseholds('HI', {
  // 75,000 − 8,000 − 1,144 = 65,856; 2,539.20 + 7.6 % × 17,856.
  single: 3_896_26,
  // 140,000 − 16,000 − 4 × 1,144 = 119,424; 5,078.40 + 7.6 % × 23,424.
  family: 6_858_62,
});
