/**
 * Rhode Island, Vermont and West Virginia 2026. Bracket edges: the tax at each bracket's bottom of the cited
 * schedules (RI Advisory ADV 2025-22; Vermont's 2025 rate schedules; W. Va. Code §11-21-4j as enacted by SB 392),
 * worked by hand. Households computed by hand from the cited figures; Rhode Island's phase-out follows its
 * Standard Deduction and Exemption Worksheets (2025 RI-1040 instructions,
 * https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-12/2025%201040R%20Instructions%20122025.pdf): 20 % less
 * for each $7,450 of modified federal AGI over $261,000, a part of an increment counting as a whole one.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { RI } from '../../support/state-rules-2026';
import { VT } from '../../support/state-rules-2026';
import { WV } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';

describe('Rhode Island 2026', () => {
  it('one schedule for every status at each bracket edge', () => {
    expectSchedule(RI, STATE_FILING_STATUSES, [
      [82_050, 3_076.88],
      [186_450, 8_035.88],
    ]);
  });
  it('single, $80,000: 80,000 − 11,200 − 5,250 = 63,550; × 3.75 % = 2,383.13', () => {
    const t = computeStateTax(RI, w2Household(80_000));
    expect(t.taxableC).toBe(63_550_00);
    expect(t.incomeTaxC).toBe(2_383_13);
  });
  it('single, $270,000: two increments over $261,000 take 40 % off the deduction and the exemption', () => {
    // 270,000 − 6,720 − 3,150 = 260,130; 8,035.88 + 5.99 % × 73,680 = 12,449.31.
    const t = computeStateTax(RI, w2Household(270_000));
    expect(t.deductionsC).toBe(9_870_00);
    expect(t.incomeTaxC).toBe(12_449_31);
  });
  it('joint, $300,000, two children: more than four increments over $261,000 leave no deduction or exemption', () => {
    // 8,035.88 + 5.99 % × 113,550 = 14,837.53.
    const t = computeStateTax(RI, w2Household(300_000, { filingStatus: 'mfj', children: 2 }));
    expect(t.taxableC).toBe(300_000_00);
    expect(t.incomeTaxC).toBe(14_837_53);
  });
  it('the deduction falls by exactly 20 % at one increment and by 80 % at four', () => {
    const at = (agi: number) => computeStateTax(RI, w2Household(agi)).deductionsC;
    expect(at(261_000)).toBe(16_450_00);
    expect(at(261_001)).toBe(13_160_00);
    expect(at(261_000 + 4 * 7_450)).toBe(3_290_00);
    expect(at(261_000 + 4 * 7_450 + 1)).toBe(0);
  });
});

describe('Vermont 2026', () => {
  it('single at each bracket edge', () => {
    expectSchedule(
      VT,
      ['single'],
      [
        [49_400, 1_654.9],
        [119_700, 6_294.7],
        [249_700, 16_174.7],
      ],
    );
  });
  it('joint and surviving spouse at each bracket edge', () => {
    expectSchedule(
      VT,
      ['mfj', 'qss'],
      [
        [82_500, 2_763.75],
        [199_450, 10_482.45],
        [304_000, 18_428.25],
      ],
    );
  });
  it('separate at each bracket edge', () => {
    expectSchedule(
      VT,
      ['mfs'],
      [
        [41_250, 1_381.88],
        [99_725, 5_241.23],
        [152_000, 9_214.13],
      ],
    );
  });
  it('head of household at each bracket edge', () => {
    expectSchedule(
      VT,
      ['hoh'],
      [
        [66_200, 2_217.7],
        [171_000, 9_134.5],
        [276_850, 17_179.1],
      ],
    );
  });
  it('single, $80,000 with $5,000 to a 401(k): 75,000 − 7,650 − 5,300 = 62,050; 1,654.90 + 6.6 % × 12,650', () => {
    expect(computeStateTax(VT, w2Household(80_000, { deferrals: 5_000 })).incomeTaxC).toBe(2_489_80);
  });
  it('a couple both 65 deduct $1,250 more each', () => {
    // 60,000 − 15,300 − 2 × 1,250 − 2 × 5,300 = 31,600; × 3.35 % = 1,058.60.
    const t = computeStateTax(VT, w2Household(60_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.incomeTaxC).toBe(1_058_60);
  });
  it('over $150,000 of AGI the tax is at least 3 % of AGI', () => {
    // Joint, four children: 150,000 − 15,300 − 6 × 5,300 = 102,900; 2,763.75 + 6.6 % × 20,400 = 4,110.15.
    const family = { filingStatus: 'mfj', children: 4 } as const;
    expect(computeStateTax(VT, w2Household(150_000, family)).incomeTaxC).toBe(4_110_15);
    // 155,000: the schedule gives 2,763.75 + 6.6 % × 25,400 = 4,440.15, less than 3 % × 155,000 = 4,650.
    const t = computeStateTax(VT, w2Household(155_000, family));
    expect(t.additions).toEqual([{ label: 'Minimum tax (3 % of federal AGI)', amountC: 209_85 }]);
    expect(t.incomeTaxC).toBe(4_650_00);
    // A single filer's schedule tax is far above 3 % of AGI.
    expect(computeStateTax(VT, w2Household(155_000)).additions).toEqual([]);
  });
});

describe('West Virginia 2026', () => {
  it('single, joint, head of household, surviving spouse at each bracket edge', () => {
    expectSchedule(
      WV,
      ['single', 'mfj', 'hoh', 'qss'],
      [
        [10_000, 211],
        [25_000, 632.5],
        [40_000, 1_106.5],
        [60_000, 1_950.5],
      ],
    );
  });
  it('separate at each bracket edge (half the widths)', () => {
    expectSchedule(
      WV,
      ['mfs'],
      [
        [5_000, 105.5],
        [12_500, 316.25],
        [20_000, 553.25],
        [30_000, 975.25],
      ],
    );
  });
  it('single, $60,000: 60,000 − 2,000 = 58,000; 1,106.50 + 4.22 % × 18,000 = 1,866.10', () => {
    expect(computeStateTax(WV, w2Household(60_000)).incomeTaxC).toBe(1_866_10);
  });
  it('joint, $100,000, two children: 100,000 − 4 × 2,000 = 92,000; 1,950.50 + 4.58 % × 32,000 = 3,416.10', () => {
    expect(computeStateTax(WV, w2Household(100_000, { filingStatus: 'mfj', children: 2 })).incomeTaxC).toBe(3_416_10);
  });
  it('separate, $40,000: 38,000; 975.25 + 4.58 % × 8,000 = 1,341.65', () => {
    expect(computeStateTax(WV, w2Household(40_000, { filingStatus: 'mfs' })).incomeTaxC).toBe(1_341_65);
  });
});
