/**
 * California, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 540 (FTB 2025 booklet, https://www.ftb.ca.gov/forms/2025/2025-540-booklet.html; 2025 Tax Rate Schedules,
 * https://www.ftb.ca.gov/forms/2025/2025-540-tax-rate-schedules.pdf): federal AGI − standard deduction (2025 $5,706 /
 * $11,412) = taxable income; tax by Schedule X / Y / Z; less exemption credits: $153 per personal credit (line 7: 2
 * for a joint return or a qualifying surviving spouse), $153 per filer aged 65+ (line 9), $475 per dependent
 * (line 10). 2026: the FTB's indexed figures are not published; R&TC §17041(h) indexes them by the California CPI
 * (3.4 %): standard deduction $5,900 / $11,800, credits $158 and $491, brackets 2025 × 1.034 to the dollar.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules } from './expect-schedule';
import { describeWorkedHouseholds, workedSingleEarning } from './household';

describe('California 2025 and 2026 (golden cases)', () => {
  it('CA-1 (2025): schedule 1,792.53 − 153', () => {
    const t = stateTaxOf('CA', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(54294));
    expect(t.incomeTaxC).toBe(cents(1639.53));
  });
  it('CA-2 (2026): schedule 1,731.08 − 158', () => {
    const t = stateTaxOf('CA', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(54100));
    expect(t.incomeTaxC).toBe(cents(1573.08));
  });
  it('CA-3 (2025): 3,585.06 − 2 × 153 − 2 × 475', () => {
    const t = stateTaxOf('CA', 2025, { status: 'mfj', wages: 120_000, children: 2 });
    expect(t.taxableC).toBe(cents(108588));
    expect(t.incomeTaxC).toBe(cents(2329.06));
  });
  it('CA-4 (2026): 3,462.16 − 2 × 158 − 2 × 491', () => {
    const t = stateTaxOf('CA', 2026, { status: 'mfj', wages: 120_000, children: 2 });
    expect(t.taxableC).toBe(cents(108200));
    expect(t.incomeTaxC).toBe(cents(2164.16));
  });
  it('CA-5 (2025): 1,471.38 − 2 × 153 − 475', () => {
    const t = stateTaxOf('CA', 2025, { status: 'qss', wages: 80_000, children: 1 });
    expect(t.taxableC).toBe(cents(68588));
    expect(t.incomeTaxC).toBe(cents(690.38));
  });
  it('CA-6 (2026): 1,412.60 − 2 × 158 − 491', () => {
    const t = stateTaxOf('CA', 2026, { status: 'qss', wages: 80_000, children: 1 });
    expect(t.taxableC).toBe(cents(68200));
    expect(t.incomeTaxC).toBe(cents(605.6));
  });
  it('CA-7 (2025): 1,071.38 − 4 × 153', () => {
    const t = stateTaxOf('CA', 2025, { status: 'mfj', wages: 70_000, aged: 2 });
    expect(t.taxableC).toBe(cents(58588));
    expect(t.incomeTaxC).toBe(cents(459.38));
  });
  it('CA-8 (2026): 1,012.60 − 4 × 158', () => {
    const t = stateTaxOf('CA', 2026, { status: 'mfj', wages: 70_000, aged: 2 });
    expect(t.taxableC).toBe(cents(58200));
    expect(t.incomeTaxC).toBe(cents(380.6));
  });
});

describeSchedules('CA', 2025, [
  // FTB 2025 Tax Rate Schedules X, Y, Z ("$110.79 plus 2% of the amount over $11,079", ...), tax year 2025.
  [
    'Schedule X (single, separate)',
    ['single', 'mfs'],
    [
      [11_079, 110.79],
      [26_264, 414.49],
      [41_452, 1_022.01],
      [57_542, 1_987.41],
      [72_724, 3_201.97],
      [371_479, 30_986.19],
      [445_771, 38_638.26],
      [742_953, 72_219.83],
      [842_953, 84_519.83],
    ],
  ],
  [
    'Schedule Y (joint, surviving spouse)',
    ['mfj', 'qss'],
    [
      [22_158, 221.58],
      [52_528, 828.98],
      [82_904, 2_044.02],
      [115_084, 3_974.82],
      [145_448, 6_403.94],
      [742_958, 61_972.37],
      [891_542, 77_276.52],
      [1_485_906, 144_439.65],
      [1_585_906, 156_739.65],
    ],
  ],
  [
    'Schedule Z (head of household)',
    ['hoh'],
    [
      [22_173, 221.73],
      [52_530, 828.87],
      [67_716, 1_436.31],
      [83_805, 2_401.65],
      [98_990, 3_616.45],
      [505_208, 41_394.72],
      [606_251, 51_802.15],
      [1_010_417, 97_472.91],
      [1_110_417, 109_772.91],
    ],
  ],
]);

describeSchedules('CA', 2026, [
  // California 2026: the FTB has not published the 2026 schedules; R&TC §17041(h) indexes the 2025 bracket tops by
  // the California CPI (3.4 %), each to the nearest dollar, joint twice single. The tax at each edge by hand.
  [
    'Schedule X',
    ['single', 'mfs'],
    [
      [11_456, 114.56],
      [27_157, 428.58],
      [42_861, 1_056.74],
      [59_498, 2_054.96],
      [75_197, 3_310.88],
      [384_109, 32_039.7],
      [460_927, 39_951.95],
      [768_213, 74_675.27],
      [868_213, 86_975.27],
    ],
  ],
  [
    'Schedule Y',
    ['mfj', 'qss'],
    [
      [22_912, 229.12],
      [54_314, 857.16],
      [85_722, 2_113.48],
      [118_996, 4_109.92],
      [150_394, 6_621.76],
      [768_218, 64_079.39],
      [921_854, 79_903.9],
      [1_536_426, 149_350.54],
      [1_636_426, 161_650.54],
    ],
  ],
  [
    'Schedule Z',
    ['hoh'],
    [
      [22_927, 229.27],
      [54_316, 857.05],
      [70_018, 1_485.13],
      [86_654, 2_483.29],
      [102_356, 3_739.45],
      [522_385, 42_802.15],
      [626_864, 53_563.48],
      [1_044_771, 100_786.98],
      [1_144_771, 113_086.98],
    ],
  ],
]);

describeWorkedHouseholds('CA', {
  // (2026 figures projected by R&TC §17041(h) at 3.4 %): 75,000 − 5,900 = 69,100; 2,054.96 + 8 % × 9,602 =
  // 2,823.12; − 158 exemption credit.
  single: 2_665_12,
  // 140,000 − 11,800 = 128,200 on the 2026 schedule Y: 4,109.92 + 8 % × 9,204 = 4,846.24; − 2 × 158 − 2 × 491.
  family: 3_548_24,
  more: [
    // 294,100 on the 2026 schedule X: 3,310.88 + 9.3 % × 218,903 = 23,668.86; the $158 credit loses $6 × 16 steps
    // of $2,500 over 260,778 = $62 left.
    ['single $300,000: the exemption credit phased out', workedSingleEarning(300_000), 23_606_86],
  ],
});
