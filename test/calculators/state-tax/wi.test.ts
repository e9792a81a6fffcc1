/**
 * Wisconsin, 2025 and 2026, from the Department of Revenue's own schedules: the 2026 Form 1-ES instructions
 * (D-101A, R. 1-26, https://www.revenue.wi.gov/TaxForms2026/2026-Form1-ES-Inst.pdf: "2026 Tax Rate Schedules for
 * Full-Year Residents" and "2026 Standard Deduction") and the 2025 Form 1-ES instructions as updated for 2025
 * Wisconsin Act 15 (https://www.revenue.wi.gov/TaxForms2025/2025-Form1-ES-inst.pdf). The schedules print the tax at
 * each bracket's bottom (e.g. 2026 single: $528.85 at $15,110, $2,149.81 at $51,950, $17,030.62 at $332,720); the
 * households apply the standard deduction formula (Wis. Stat. §71.05(22)) and the $700 / $250 exemptions by hand.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { calculator } from '../../support/run-calculator';
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household, describeWorkedHouseholds } from './household';
import { describeBoundedAndMonotone } from './wage-properties';

function wi(year: number): StateTaxRules {
  const rules = lawFor('WI', year);
  if (rules === undefined) throw new Error(`no ${year} rules for WI`);
  return rules;
}

describe('Wisconsin 2026 (2026 Form 1-ES instructions)', () => {
  it('Schedule A (single, head of household): the printed tax at each bracket bottom', () => {
    expectSchedule(
      wi(2026),
      ['single', 'hoh'],
      [
        [15_110, 528.85],
        [51_950, 2_149.81],
        [332_720, 17_030.62],
      ],
    );
  });
  it('Schedule B (joint) and C (separate)', () => {
    expectSchedule(
      wi(2026),
      ['mfj'],
      [
        [20_150, 705.25],
        [69_260, 2_866.09],
        [443_630, 22_707.7],
      ],
    );
    expectSchedule(
      wi(2026),
      ['mfs'],
      [
        [10_080, 352.8],
        [34_630, 1_433],
        [221_820, 11_354.07],
      ],
    );
  });
  it('single, $50,000: $13,960 less 12 % of $29,880 = $10,374.40; taxable $38,925.60; tax $1,576.74', () => {
    expect(computeStateTax(wi(2026), w2Household(50_000)).incomeTaxC).toBe(1_576_74);
  });
  it('single, $60,000: deduction $9,174.40, taxable $50,125.60, tax $2,069.54', () => {
    expect(computeStateTax(wi(2026), w2Household(60_000)).incomeTaxC).toBe(2_069_54);
  });
  it('joint, $100,000: $25,840 less 19.778 % of $70,960 = $11,805.53; taxable $86,794.47; tax $3,795.42', () => {
    expect(computeStateTax(wi(2026), w2Household(100_000, { filingStatus: 'mfj' })).incomeTaxC).toBe(3_795_42);
  });
  it('single, $80,000 with $5,000 to a 401(k): deduction 13,960 − 12 % × 54,880 = 7,374.40; tax $2,943.52', () => {
    // 75,000 − 7,374.40 − 700 = 66,925.60; 2,149.81 + 5.3 % × 14,975.60 = 2,943.52.
    const t = computeStateTax(wi(2026), w2Household(80_000, { deferrals: 5_000 }));
    expect(t.taxableC).toBe(66_925_60);
    expect(t.incomeTaxC).toBe(2_943_52);
  });
  it('joint, $100,000, two children: taxable 100,000 − 11,805.53 − 4 × 700 = 85,394.47; tax $3,721.22', () => {
    expect(computeStateTax(wi(2026), w2Household(100_000, { filingStatus: 'mfj', children: 2 })).incomeTaxC).toBe(
      3_721_22,
    );
  });
  it('head of household: 22.515 % off its own amount, never below the single amount', () => {
    const hoh = { filingStatus: 'hoh', children: 1 } as const;
    // $40,000: 18,030 − 22.515 % × 19,880 = 13,554.02 (single: 11,569.60); 40,000 − 13,554.02 − 1,400 = 25,045.98;
    // 528.85 + 4.4 % × 9,935.98 = 966.03.
    expect(computeStateTax(wi(2026), w2Household(40_000, hoh)).incomeTaxC).toBe(966_03);
    // $70,000: 18,030 − 22.515 % × 49,880 = 6,799.52, below single's 13,960 − 12 % × 49,880 = 7,974.40;
    // 70,000 − 7,974.40 − 1,400 = 60,625.60; 2,149.81 + 5.3 % × 8,675.60 = 2,609.62.
    expect(computeStateTax(wi(2026), w2Household(70_000, hoh)).incomeTaxC).toBe(2_609_62);
  });
  it('single, $150,000: no standard deduction left (the 2026 table ends at $136,453)', () => {
    // 150,000 − 700 = 149,300; 2,149.81 + 5.3 % × 97,350 = 7,309.36.
    const t = computeStateTax(wi(2026), w2Household(150_000));
    expect(t.taxableC).toBe(149_300_00);
    expect(t.incomeTaxC).toBe(7_309_36);
  });
  it('married couple credit: 3 % of the lower earner’s wages after 401(k) deferrals, counted up to $16,000', () => {
    const joint = { filingStatus: 'mfj', children: 2 } as const;
    // $100,000 as 70,000 + 30,000: the full $480 off the 3,721.22 above.
    const split = computeStateTax(wi(2026), w2Household(100_000, { ...joint, earnerWagesC: [70_000_00, 30_000_00] }));
    expect(split.creditLines).toEqual([{ label: 'Married couple credit', amountC: 480_00 }]);
    expect(split.incomeTaxC).toBe(3_241_22);
    // The spouse's $20,000 less $6,000 deferred: 3 % × 14,000.
    const deferred = w2Household(100_000, {
      ...joint,
      deferrals: 6_000,
      earnerWagesC: [80_000_00, 20_000_00],
      earnerDeferrals401kC: [0, 6_000_00],
    });
    expect(computeStateTax(wi(2026), deferred).creditLines).toEqual([
      { label: 'Married couple credit', amountC: 420_00 },
    ]);
    // One earner, or the split unknown: no credit.
    expect(computeStateTax(wi(2026), w2Household(100_000, { ...joint, earnerWagesC: [100_000_00, 0] })).creditsC).toBe(
      0,
    );
    expect(computeStateTax(wi(2026), w2Household(100_000, joint)).creditsC).toBe(0);
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
  it('a single filer aged 65 adds the $250 exemption: 4.4 % × 250 = $11 less', () => {
    const young = computeStateTax(wi(2026), w2Household(50_000)).incomeTaxC;
    expect(young - computeStateTax(wi(2026), w2Household(50_000, { filersAged65Plus: 1 })).incomeTaxC).toBe(11_00);
  });
});

describe('Wisconsin 2025 (2025 Form 1-ES instructions, Act 15)', () => {
  it('the second bracket runs to $50,480 single, $67,300 joint, $33,650 separate (Act 15)', () => {
    expectSchedule(
      wi(2025),
      ['single', 'hoh'],
      [
        [14_680, 513.8],
        [50_480, 2_089],
        [323_290, 16_547.93],
      ],
    );
    expectSchedule(
      wi(2025),
      ['mfj'],
      [
        [19_580, 685.3],
        [67_300, 2_784.98],
        [431_060, 22_064.26],
      ],
    );
  });
  it('single, $50,000: $13,560 less 12 % of $30,450 = $9,906; taxable $39,394; tax $1,601.22', () => {
    expect(computeStateTax(wi(2025), w2Household(50_000)).incomeTaxC).toBe(1_601_22);
  });
  it('joint, $100,000: $25,110 less 19.778 % of $71,790 = $10,911.37; taxable $87,688.63; tax $3,865.58', () => {
    expect(computeStateTax(wi(2025), w2Household(100_000, { filingStatus: 'mfj' })).incomeTaxC).toBe(3_865_58);
  });
  it('single, $80,000 with $5,000 to a 401(k): deduction 13,560 − 12 % × 55,450 = 6,906; tax $2,985.44', () => {
    // 75,000 − 6,906 − 700 = 67,394; 2,089 + 5.3 % × 16,914 = 2,985.44.
    expect(computeStateTax(wi(2025), w2Household(80_000, { deferrals: 5_000 })).incomeTaxC).toBe(2_985_44);
  });
  it('head of household, $70,000: the single amount, 13,560 − 12 % × 50,450 = 7,506; tax $2,651.54', () => {
    // 70,000 − 7,506 − 1,400 = 61,094; 2,089 + 5.3 % × 10,614 = 2,651.54.
    expect(computeStateTax(wi(2025), w2Household(70_000, { filingStatus: 'hoh', children: 1 })).incomeTaxC).toBe(
      2_651_54,
    );
  });
  it('single aged 67, $50,000: the $250 exemption: taxable $39,144, tax $1,590.22', () => {
    expect(computeStateTax(wi(2025), w2Household(50_000, { filersAged65Plus: 1 })).incomeTaxC).toBe(1_590_22);
  });
});

describeWorkedHouseholds('WI', {
  // 13,960 − 12 % × 54,880 = 7,374.40; 75,000 − 7,374.40 − 700 = 66,925.60; 2,149.81 + 5.3 % × 14,975.60.
  single: 2_943_52,
  // 25,840 − 19.778 % × 110,960 = 3,894.33; 140,000 − 3,894.33 − 4 × 700 = 133,305.67;
  // 2,866.09 + 5.3 % × 64,045.67 = 6,260.51; less the married couple credit, 3 % × 16,000 = 480.
  family: 5_780_51,
});
describeBoundedAndMonotone('WI');
