/**
 * New York 2026. Bracket edges: the tax at the bottom of each bracket of Tax Law §601's 2026 schedules (rates of
 * L. 2025 ch. 59 part A), worked by hand. Households: computed by hand from the cited figures (standard
 * deduction §614, dependent exemption §616, the supplemental tax of §601(d-1) as the IT-201 worksheets compute it).
 */
import { lawFor } from '../../../src/calculators/law';
import { computeStateTax } from '../../../src/calculators/state-tax';
import { NY } from '../../support/state-rules-2026';
import { describeSchedules, expectSchedule } from './expect-schedule';
import { w2Household } from './household';

describe('New York 2026', () => {
  it('single and married filing separately schedule at each bracket edge', () => {
    expectSchedule(
      NY,
      ['single', 'mfs'],
      [
        [8_500, 331.5],
        [11_700, 472.3],
        [13_900, 585.6],
        [80_650, 4_190.1],
        [215_400, 12_140.35],
        [1_077_550, 71_197.63],
        [5_000_000, 449_714.05],
        [25_000_000, 2_509_714.05],
      ],
    );
  });
  it('joint and surviving spouse schedule at each bracket edge', () => {
    expectSchedule(
      NY,
      ['mfj', 'qss'],
      [
        [17_150, 668.85],
        [23_600, 952.65],
        [27_900, 1_174.1],
        [161_550, 8_391.2],
        [323_200, 17_928.55],
        [2_155_350, 143_430.83],
        [5_000_000, 417_939.55],
        [25_000_000, 2_477_939.55],
      ],
    );
  });
  it('head of household schedule at each bracket edge', () => {
    expectSchedule(
      NY,
      ['hoh'],
      [
        [12_800, 499.2],
        [17_650, 712.6],
        [20_900, 879.98],
        [107_650, 5_564.48],
        [269_300, 15_101.83],
        [1_616_450, 107_381.6],
        [5_000_000, 433_894.18],
        [25_000_000, 2_493_894.18],
      ],
    );
  });

  it('below $107,650 of AGI: standard deduction and dependent exemptions, no supplemental tax', () => {
    // MFJ, wages 90,000, 401(k) 5,000, two children: 85,000 − 16,050 − 2,000 = 66,950;
    // 1,174.10 + (66,950 − 27,900) × 5.4 % = 1,174.10 + 2,108.70 = 3,282.80; less the Empire State child credit,
    // 2 × 500 (AGI under 110,000), refundable: 2,282.80.
    const t = computeStateTax(NY, w2Household(90_000, { filingStatus: 'mfj', deferrals: 5_000, children: 2 }));
    expect(t.taxableC).toBe(66_950_00);
    expect(t.additions).toEqual([]);
    expect(t.taxBeforeCreditsC).toBe(3_282_80);
    expect(t.incomeTaxC).toBe(2_282_80);
    expect(t.marginalRate).toBe(5.4);
  });

  it('single at $140,000 of AGI: the first recapture, 64.7 % phased in (worksheet 1)', () => {
    // TI 132,000: schedule 4,190.10 + 51,350 × 5.9 % = 7,219.75. Full benefit 132,000 × 5.9 % − 7,219.75 = 568.25,
    // × (140,000 − 107,650) / 50,000 = 0.6470 → 367.66. Tax 7,587.41.
    const t = computeStateTax(NY, w2Household(150_000, { deferrals: 10_000 }));
    expect(t.taxableC).toBe(132_000_00);
    expect(t.taxBeforeCreditsC - t.additions[0]!.amountC).toBe(7_219_75);
    expect(t.additions.map((line) => line.amountC)).toEqual([367_66]);
    expect(t.incomeTaxC).toBe(7_587_41);
  });

  it('single at $240,000 of AGI: recapture base plus 49.2 % of the 6.85 % bracket’s increment (worksheet 2)', () => {
    // TI 232,000: schedule 12,140.35 + 16,600 × 6.85 % = 13,277.45. Base 215,400 × 5.9 % − 12,140.35 = 568.25;
    // full 232,000 × 6.85 % − 13,277.45 = 2,614.55; increment (2,614.55 − 568.25) × 0.4920 = 1,006.78.
    const t = computeStateTax(NY, w2Household(240_000));
    expect(t.taxableC).toBe(232_000_00);
    expect(t.additions[0]!.amountC).toBe(568_25 + 1_006_78);
    expect(t.incomeTaxC).toBe(13_277_45 + 568_25 + 1_006_78);
  });

  it('joint at $380,000 of AGI with two children: fully recaptured, all taxable income at 6.85 %', () => {
    // TI 380,000 − 16,050 − 2,000 = 361,950; AGI is over 323,200 + 50,000, so the tax is 361,950 × 6.85 %
    // = 24,793.575 (the schedule's 20,582.93 plus the recapture 4,210.65).
    const t = computeStateTax(NY, w2Household(400_000, { filingStatus: 'mfj', deferrals: 20_000, children: 2 }));
    expect(t.taxableC).toBe(361_950_00);
    expect(t.incomeTaxC).toBe(24_793_58);
  });

  it('head of household: the first recapture uses the 5.9 % bracket that starts at $107,650', () => {
    // AGI 130,000, TI 118,800: schedule 5,564.475 + 11,150 × 5.9 % = 6,222.325; full 118,800 × 5.9 % − 6,222.325
    // = 786.875; × (130,000 − 107,650) / 50,000 = 0.4470 → 351.73.
    const t = computeStateTax(NY, w2Household(130_000, { filingStatus: 'hoh' }));
    expect(t.taxableC).toBe(118_800_00);
    expect(t.additions[0]!.amountC).toBe(351_73);
  });

  it('above $25,000,000 of AGI: all taxable income at 10.9 %', () => {
    const t = computeStateTax(NY, w2Household(30_000_000));
    expect(t.incomeTaxC).toBe(Math.round(29_992_000_00 * 0.109));
  });

  it('leaves New York City and Yonkers out, and says so', () => {
    expect(NY.notModelled.join(' ')).toMatch(/New York City.*Yonkers/);
  });
});

/**
 * New York 2025: Tax Law §601 before L. 2025 ch. 59 part A's cut (4 %, 4.5 %, 5.25 %, 5.5 %, 6 % on the same
 * thresholds) and the 2025 Form IT-201 instructions' New York State tax rate schedule
 * (https://www.tax.ny.gov/pdf/current_forms/it/it201i.pdf): single, over $13,900 to $80,650, "$600 plus 5.5 %"
 * ($599.50 before the schedule rounds it).
 */
describe('New York 2025 (IT-201 instructions)', () => {
  it('single, $50,000: taxable $42,000; 340 + 144 + 115.50 + 5.5 % × 28,100 = $2,145; 2026: $2,103', () => {
    const t2025 = computeStateTax(lawFor('NY', 2025)!, w2Household(50_000));
    expect(t2025.taxableC).toBe(42_000_00);
    expect(t2025.incomeTaxC).toBe(2_145_00);
    expect(computeStateTax(lawFor('NY', 2026)!, w2Household(50_000)).incomeTaxC).toBe(2_103_00);
  });
});

describeSchedules('NY', 2025, [
  // New York 2025 IT-201 instructions, tax rate schedule (Tax Law §601 rates for 2025): single $4,271 plus 6 % over
  // $80,650, $12,356 plus 6.85 % over $215,400, $71,413 plus 9.65 % over $1,077,550, ... (printed to the dollar; here to the
  // cent, e.g. 340 + 144 + 115.50 + 5.5 % × 66,750 = 4,270.75).
  [
    'single and married filing separately',
    ['single', 'mfs'],
    [
      [8_500, 340],
      [11_700, 484],
      [13_900, 599.5],
      [80_650, 4_270.75],
      [215_400, 12_355.75],
      [1_077_550, 71_413.03],
      [5_000_000, 449_929.45],
      [25_000_000, 2_509_929.45],
    ],
  ],
  [
    'joint and surviving spouse',
    ['mfj', 'qss'],
    [
      [17_150, 686],
      [23_600, 976.25],
      [27_900, 1_202],
      [161_550, 8_552.75],
      [323_200, 18_251.75],
      [2_155_350, 143_754.03],
      [5_000_000, 418_262.75],
      [25_000_000, 2_478_262.75],
    ],
  ],
  [
    'head of household',
    ['hoh'],
    [
      [12_800, 512],
      [17_650, 730.25],
      [20_900, 900.88],
      [107_650, 5_672.13],
      [269_300, 15_371.13],
      [1_616_450, 107_650.9],
      [5_000_000, 434_163.48],
      [25_000_000, 2_494_163.48],
    ],
  ],
]);
