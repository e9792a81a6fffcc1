/**
 * South Carolina, Utah and Wisconsin 2026, computed by hand from the cited figures and named as such: South
 * Carolina's Act No. 110 of 2026 (H. 4216, https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm: 1.99 % to
 * $30,000, 5.21 % above, the Income Adjusted Deduction phased out in proportion over federal AGI, the
 * reduction rounded down to a multiple of $10); Utah Code
 * §59-10-1018 with the TC-40 instructions' figures (https://tax.utah.gov/forms/current/tc-40inst.pdf); Wisconsin's
 * 2025 Form 1 instructions (https://www.revenue.wi.gov/TaxForms2025/2025-Form1-inst.pdf) and Wis. Stat.
 * §71.05(22)'s sliding-scale standard deduction. Bracket edges: the tax at each bracket's bottom.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { SC } from '../../support/state-rules-2026';
import { UT } from '../../support/state-rules-2026';
import { WI } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';
import { calculator } from '../../support/run-calculator';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';

describe('South Carolina 2026', () => {
  it('1.99 % to $30,000 and 5.21 % above, for every status', () => {
    expectSchedule(SC, STATE_FILING_STATUSES, [
      [30_000, 597],
      [100_000, 4_244],
    ]);
  });
  it('single, $40,000: the whole $15,000 deduction; 25,000 × 1.99 % = 497.50', () => {
    expect(computeStateTax(SC, w2Household(40_000)).incomeTaxC).toBe(497_50);
  });
  it('single, $67,500: half way through the phase-out keeps half the deduction', () => {
    // 67,500 − 7,500 = 60,000; 597 + 5.21 % × 30,000 = 2,160.
    expect(computeStateTax(SC, w2Household(67_500)).incomeTaxC).toBe(2_160_00);
  });
  it('joint, $150,000, two children: 70/110 of the $30,000 deduction is lost', () => {
    // 30,000 × 70,000 / 110,000 = 19,090.91, rounded down to 19,090 lost; 150,000 − 10,910 − 2 × 4,930 = 129,230;
    // 597 + 5.21 % × 99,230 = 5,766.88.
    const t = computeStateTax(SC, w2Household(150_000, { filingStatus: 'mfj', children: 2 }));
    expect(t.incomeTaxC).toBe(5_766_88);
  });
  it('single, $100,000: no deduction above $95,000 (597 + 5.21 % × 70,000)', () => {
    expect(computeStateTax(SC, w2Household(100_000)).incomeTaxC).toBe(4_244_00);
    // $95,000: the end of the range; 597 + 5.21 % × 65,000 = 3,983.50.
    expect(computeStateTax(SC, w2Household(95_000)).incomeTaxC).toBe(3_983_50);
  });
  it('a couple both 65 with $60,000 deducts $30,000 and $15,000 each: no tax', () => {
    const t = computeStateTax(SC, w2Household(60_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.incomeTaxC).toBe(0);
  });
});

describe('Utah 2026', () => {
  it('4.45 % flat for every status', () => {
    expectSchedule(UT, STATE_FILING_STATUSES, [
      [10_000, 445],
      [100_000, 4_450],
    ]);
  });
  it('single, $80,000: 3,560 less the credit 6 % × 16,100 − 1.3 % × (80,000 − 18,213) = 162.77', () => {
    const t = computeStateTax(UT, w2Household(80_000));
    expect(t.creditsC).toBe(162_77);
    expect(t.incomeTaxC).toBe(3_397_23);
  });
  it('joint, $100,000, two children: credit 6 % × (32,200 + 2 × 2,111) − 1.3 % × (100,000 − 36,426)', () => {
    // 2,185.32 − 826.46 = 1,358.86; 4,450 − 1,358.86.
    expect(computeStateTax(UT, w2Household(100_000, { filingStatus: 'mfj', children: 2 })).incomeTaxC).toBe(3_091_14);
  });
  it('the credit is gone at high income and never more than the tax at low income', () => {
    expect(computeStateTax(UT, w2Household(200_000)).incomeTaxC).toBe(8_900_00);
    expect(computeStateTax(UT, w2Household(15_000)).incomeTaxC).toBe(0);
  });
});

describe('Wisconsin 2026', () => {
  it('single and head of household at each bracket edge', () => {
    expectSchedule(
      WI,
      ['single', 'hoh', 'qss'],
      [
        [14_680, 513.8],
        [51_130, 2_117.6],
        [323_290, 16_542.08],
      ],
    );
  });
  it('joint at each bracket edge', () => {
    expectSchedule(
      WI,
      ['mfj'],
      [
        [19_580, 685.3],
        [68_170, 2_823.26],
        [431_060, 22_056.43],
      ],
    );
  });
  it('separate at each bracket edge', () => {
    expectSchedule(
      WI,
      ['mfs'],
      [
        [9_790, 342.65],
        [34_090, 1_411.85],
        [215_530, 11_028.17],
      ],
    );
  });
  it('single, $80,000 with $5,000 to a 401(k): deduction 13,560 − 12 % × 55,450 = 6,906', () => {
    // 75,000 − 6,906 − 700 = 67,394; 2,117.60 + 5.3 % × 16,264 = 2,979.59.
    expect(computeStateTax(WI, w2Household(80_000, { deferrals: 5_000 })).incomeTaxC).toBe(2_979_59);
  });
  it('joint, $100,000, two children: deduction 25,110 − 19.778 % × 71,790 = 10,911.37', () => {
    // 100,000 − 10,911.37 − 4 × 700 = 86,288.63; 2,823.26 + 5.3 % × 18,118.63 = 3,783.55.
    expect(computeStateTax(WI, w2Household(100_000, { filingStatus: 'mfj', children: 2 })).incomeTaxC).toBe(3_783_55);
  });
  it('head of household: 22.515 % off its own amount, never below the single amount', () => {
    // $40,000: 17,520 − 22.515 % × 20,450 = 12,915.68 (single: 11,106); 40,000 − 12,915.68 − 1,400 = 25,684.32;
    // 513.80 + 4.4 % × 11,004.32 = 997.99.
    const hoh = { filingStatus: 'hoh', children: 1 } as const;
    expect(computeStateTax(WI, w2Household(40_000, hoh)).incomeTaxC).toBe(997_99);
    // $70,000: 17,520 − 22.515 % × 50,450 = 6,161.18, below single's 13,560 − 12 % × 50,450 = 7,506;
    // 70,000 − 7,506 − 1,400 = 61,094; 2,117.60 + 5.3 % × 9,964 = 2,645.69.
    expect(computeStateTax(WI, w2Household(70_000, hoh)).incomeTaxC).toBe(2_645_69);
  });
  it('single, $150,000: no standard deduction left (13,560 − 12 % × 130,450 < 0)', () => {
    // 150,000 − 700 = 149,300; 2,117.60 + 5.3 % × 98,170 = 7,320.61.
    expect(computeStateTax(WI, w2Household(150_000)).incomeTaxC).toBe(7_320_61);
  });
  it('single aged 67, $50,000: the $250 exemption for age 65 or older', () => {
    // 13,560 − 12 % × 30,450 = 9,906; 50,000 − 9,906 − 950 = 39,144; 513.80 + 4.4 % × 24,464 = 1,590.22.
    expect(computeStateTax(WI, w2Household(50_000, { filersAged65Plus: 1 })).incomeTaxC).toBe(1_590_22);
  });
  it('married couple credit: 3 % of the lower earner’s wages after 401(k) deferrals, counted up to $16,000', () => {
    const joint = { filingStatus: 'mfj', children: 2 } as const;
    // $100,000 as 70,000 + 30,000: the full $480 off the 3,783.55 above.
    const split = computeStateTax(WI, w2Household(100_000, { ...joint, earnerWagesC: [70_000_00, 30_000_00] }));
    expect(split.creditLines).toEqual([{ label: 'Married couple credit', amountC: 480_00 }]);
    expect(split.incomeTaxC).toBe(3_303_55);
    // The spouse's $20,000 less $6,000 deferred: 3 % × 14,000.
    const deferred = w2Household(100_000, {
      ...joint,
      deferrals: 6_000,
      earnerWagesC: [80_000_00, 20_000_00],
      earnerDeferrals401kC: [0, 6_000_00],
    });
    expect(computeStateTax(WI, deferred).creditLines).toEqual([{ label: 'Married couple credit', amountC: 420_00 }]);
    // One earner, or the split unknown: no credit.
    expect(computeStateTax(WI, w2Household(100_000, { ...joint, earnerWagesC: [100_000_00, 0] })).creditsC).toBe(0);
    expect(computeStateTax(WI, w2Household(100_000, joint)).creditsC).toBe(0);
  });
  it('the tax calculator passes each spouse’s wages and deferrals to the credit', () => {
    const { result } = calculator('tax-calculator');
    const r = result({
      grossIncome: 100000,
      filingStatus: 'mfj',
      spouseIncome: 20000,
      spouseRetirement401k: 6000,
      state: 'WI',
    });
    expect(r.state.creditLines).toEqual([{ label: 'Married couple credit', amount: 420 }]);
  });
});
