/**
 * Minnesota, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form M1 (2025 instructions, https://www.revenue.state.mn.us/sites/default/files/2025-11/m1-inst-25_0.pdf; 2026 DOR
 * inflation adjustments): line 1 federal AGI − line 4 standard deduction (2025 $14,950 / $29,900; 2026 $15,300 /
 * $30,600), limited by the worksheet for line 4 above $238,950 of AGI (2026: $244,600 projected, 2025 × 1.02369 rounded down to $50) by 3 % and
 * above $330,300 ($338,100) by 10 % of AGI, at most 80 % of it, 80 % above $1,083,150 ($1,108,800) − line 5 dependent exemptions
 * ($5,200; $5,300) = line 9 taxable income; line 10 tax by the rate schedule.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules } from './expect-schedule';
import { describeWorkedHouseholds, workedSingleEarning } from './household';

describe('Minnesota 2025 and 2026 (golden cases)', () => {
  it('MN-1 (2025): 60,000 − 14,950 = 45,050; 5.35 % × 32,570 + 6.8 % × 12,480 = 2,591.135', () => {
    const t = stateTaxOf('MN', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(45050));
    // 2591.135 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 259113.5)).toBeLessThanOrEqual(2);
  });
  it('MN-2 (2026): 60,000 − 15,300 = 44,700; 5.35 % × 33,310 + 6.8 % × 11,390 = 2,556.605', () => {
    const t = stateTaxOf('MN', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(44700));
    // 2556.605 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 255660.5)).toBeLessThanOrEqual(2);
  });
  it('MN-3 (2025): 120,000 − 29,900 − 2 × 5,200 = 79,700; 5.35 % × 47,620 + 6.8 % × 32,080 = 4,729.11', () => {
    const t = stateTaxOf('MN', 2025, { status: 'mfj', wages: 120_000, children: 2 });
    expect(t.taxableC).toBe(cents(79700));
    expect(t.incomeTaxC).toBe(cents(4729.11));
  });
  it('MN-4 (2026): 120,000 − 30,600 − 2 × 5,300 = 78,800; 5.35 % × 48,700 + 6.8 % × 30,100 = 4,652.25', () => {
    const t = stateTaxOf('MN', 2026, { status: 'mfj', wages: 120_000, children: 2 });
    expect(t.taxableC).toBe(cents(78800));
    expect(t.incomeTaxC).toBe(cents(4652.25));
  });
  it('MN-5 (2025): deduction 14,950 − 9,710.50', () => {
    const t = stateTaxOf('MN', 2025, { wages: 400_000 });
    // Line 4: 14,950 − (3 % × 91,350 + 10 % × 69,700) = 5,239.50; line 9: 394,760.50.
    expect(t.deductionsC).toBe(cents(5_239.5));
    expect(t.taxableC).toBe(cents(394_760.5));
    expect(t.additions).toEqual([]);
    // 33315.649 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 3331564.9)).toBeLessThanOrEqual(2);
  });
  it('MN-7 (2025): 60,000 − 14,950 − $2,000 (aged 65+)', () => {
    const t = stateTaxOf('MN', 2025, { wages: 60_000, aged: 1 });
    expect(t.taxableC).toBe(cents(43050));
    // 2455.135 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 245513.5)).toBeLessThanOrEqual(2);
  });
  it('MN-8 (2026): 90,000 − 30,600 − 2 × $1,550 (the 2025 amount stands in)', () => {
    const t = stateTaxOf('MN', 2026, { status: 'mfj', wages: 90_000, aged: 2 });
    expect(t.taxableC).toBe(cents(56300));
    expect(t.incomeTaxC).toBe(cents(3122.25));
  });
  it('MN-6 (2026): deduction 15,300 − 8,995', () => {
    const t = stateTaxOf('MN', 2026, { wages: 400_000 });
    // Line 4: 15,300 − (3 % × 93,500 + 10 % × 61,900) = 6,305; line 9: 393,695.
    expect(t.taxableC).toBe(cents(393_695));
    expect(t.additions).toEqual([]);
    // 14,315.27 to 203,150 + 9.85 % × 190,545 = 33,083.9475; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 3308394.75)).toBeLessThanOrEqual(2);
  });
  it('MN-9 (2025): single $260,000, 3 % band: line 4 = 14,950 − 631.50; line 9 = 245,681.50', () => {
    const t = stateTaxOf('MN', 2025, { wages: 260_000 });
    expect(t.deductionsC).toBe(cents(14_318.5));
    expect(t.taxableC).toBe(cents(245_681.5));
    // 1,742.495 + 5,060.56 + 7,193.74 + 9.85 % × 47,051.50 = 18,631.36775
    expect(Math.abs(t.taxBeforeCreditsC - 1_863_136.775)).toBeLessThanOrEqual(2);
    expect(t.taxBeforeCreditsC).toBe(t.incomeTaxC);
  });
  it('MN-10 (2026): single $260,000, 3 % band: line 4 = 15,300 − 3 % × 15,400 (462); line 9 = 245,162', () => {
    const t = stateTaxOf('MN', 2026, { wages: 260_000 });
    expect(t.taxableC).toBe(cents(245_162));
    // 1,782.085 + 5,176.16 + 7,357.02 + 9.85 % × 42,012 = 18,453.447
    expect(Math.abs(t.incomeTaxC - 1_845_344.7)).toBeLessThanOrEqual(2);
  });
  it('MN-11 (2025): joint $1,200,000, over $1,083,150: line 4 = 20 % of 29,900; line 9 = 1,194,020', () => {
    const t = stateTaxOf('MN', 2025, { status: 'mfj', wages: 1_200_000 });
    expect(t.deductionsC).toBe(cents(5_980));
    expect(t.taxableC).toBe(cents(1_194_020));
    // 2,547.67 + 9,626.08 + 11,086.555 + 9.85 % × 863,610 = 108,325.89
    expect(Math.abs(t.incomeTaxC - 10_832_589)).toBeLessThanOrEqual(2);
  });
});

describeSchedules('MN', 2025, [
  // Minnesota 2025 Form M1 instructions, tax rate schedules (5.35 %, 6.8 %, 7.85 %, 9.85 %); tax at each edge by hand,
  // e.g. single 1,742.495 + 6.8 % × 74,420 = 6,803.055 at $106,990.
  [
    'single',
    ['single'],
    [
      [32_570, 1_742.5],
      [106_990, 6_803.06],
      [198_630, 13_996.8],
      [298_630, 23_846.8],
    ],
  ],
  [
    'married filing jointly and surviving spouse',
    ['mfj', 'qss'],
    [
      [47_620, 2_547.67],
      [189_180, 12_173.75],
      [330_410, 23_260.31],
      [430_410, 33_110.31],
    ],
  ],
  [
    'married filing separately',
    ['mfs'],
    [
      [23_810, 1_273.84],
      [94_590, 6_086.88],
      [165_205, 11_630.15],
      [265_205, 21_480.15],
    ],
  ],
  [
    'head of household',
    ['hoh'],
    [
      [40_100, 2_145.35],
      [161_130, 10_375.39],
      [264_050, 18_454.61],
      [364_050, 28_304.61],
    ],
  ],
]);

describeSchedules('MN', 2026, [
  // Minnesota 2026 brackets as announced by the Department of Revenue; tax at each edge worked by hand.
  [
    'single',
    ['single'],
    [
      [33_310, 1_782.09],
      [109_430, 6_958.25],
      [203_150, 14_315.27],
      [303_150, 24_165.27],
    ],
  ],
  [
    'married filing jointly and surviving spouse',
    ['mfj', 'qss'],
    [
      [48_700, 2_605.45],
      [193_480, 12_450.49],
      [337_930, 23_789.82],
      [437_930, 33_639.82],
    ],
  ],
  [
    'married filing separately',
    ['mfs'],
    [
      [24_350, 1_302.73],
      [96_740, 6_225.25],
      [168_965, 11_894.91],
      [268_965, 21_744.91],
    ],
  ],
  [
    'head of household',
    ['hoh'],
    [
      [41_010, 2_194.04],
      [164_800, 10_611.76],
      [270_060, 18_874.67],
      [370_060, 28_724.67],
    ],
  ],
]);

describeWorkedHouseholds('MN', {
  // 75,000 − 15,300 = 59,700; 1,782.09 + 6.8 % × 26,390.
  single: 3_576_61,
  // 140,000 − 30,600 − 2 × 5,300 = 98,800; 2,605.45 + 6.8 % × 50,100.
  family: 6_012_25,
  more: [
    // The standard deduction loses 3 % × (300,000 − 244,600) = 1,662 (2026 threshold projected, 2025 × 1.02369
    // rounded down to $50): taxable 286,362; 1,782.09 + 5,176.16 + 7,357.02 + 9.85 % × 83,212 = 22,511.652.
    ['single $300,000: the standard deduction phased out', workedSingleEarning(300_000), 22_511_65],
  ],
});
