/**
 * Ohio 2026. Schedule: HB 96's 2026 table for R.C. 5747.02(A) ("$0" to $26,050; "$332 plus 2.75 % of the amount
 * in excess of $26,050"). Households computed by hand from the cited figures (exemptions by MAGI, R.C. 5747.025;
 * exemption credit, R.C. 5747.022; joint filing credit, R.C. 5747.05(E)).
 */
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
import { computeStateTax } from '../../../src/calculators/state-tax';
import { OH } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';

describe('Ohio 2026', () => {
  it('one schedule for every status: 0 % to $26,050, 2.75 % above', () => {
    expectSchedule(OH, STATE_FILING_STATUSES, [
      [26_050, 0],
      [100_000, 2_033.63],
      [1_000_000, 26_783.63],
    ]);
  });

  it('adds the $332 step once taxable income exceeds $26,050, and not at $26,050', () => {
    // Taxable = wages − one exemption of $2,400 (AGI ≤ $40,000).
    expect(computeStateTax(OH, w2Household(28_450)).incomeTaxC).toBe(0);
    const over = computeStateTax(OH, w2Household(28_451));
    expect(over.taxableC).toBe(26_051_00);
    // 332 + 1 × 2.75 % = 332.03 (332.0275), less the $20 exemption credit (base under $30,000).
    expect(over.taxBeforeCreditsC).toBe(332_03);
    expect(over.incomeTaxC).toBe(312_03);
  });

  it('exemptions follow the MAGI table: $2,400, $2,150, $1,900, none above $500,000', () => {
    expect(computeStateTax(OH, w2Household(40_000)).deductionsC).toBe(2_400_00);
    expect(computeStateTax(OH, w2Household(40_001)).deductionsC).toBe(2_150_00);
    expect(computeStateTax(OH, w2Household(80_001)).deductionsC).toBe(1_900_00);
    expect(computeStateTax(OH, w2Household(500_001)).deductionsC).toBe(0);
  });

  it('single, $60,000 wages, $3,000 to a 401(k)', () => {
    // AGI 57,000 → exemption 2,150; taxable 54,850; 332 + 28,800 × 2.75 % = 332 + 792 = 1,124.00.
    const t = computeStateTax(OH, w2Household(60_000, { deferrals: 3_000 }));
    expect(t.taxableC).toBe(54_850_00);
    expect(t.incomeTaxC).toBe(1_124_00);
    expect(t.marginalRate).toBe(2.75);
  });

  it('joint, two earners ($40,000 and $30,000) and two children: joint filing credit of 10 %', () => {
    // AGI 70,000 → 4 exemptions of 2,150 = 8,600; taxable 61,400; 332 + 35,350 × 2.75 % = 1,304.13;
    // joint filing credit 10 % (taxable over 50,000, not over 75,000) = 130.41; tax 1,173.72.
    const t = computeStateTax(
      OH,
      w2Household(70_000, { filingStatus: 'mfj', children: 2, earnerWagesC: [40_000_00, 30_000_00] }),
    );
    expect(t.taxableC).toBe(61_400_00);
    expect(t.taxBeforeCreditsC).toBe(1_304_13);
    expect(t.creditsC).toBe(130_41);
    expect(t.incomeTaxC).toBe(1_173_72);
    // One earner: no joint filing credit.
    expect(computeStateTax(OH, w2Household(70_000, { filingStatus: 'mfj', children: 2 })).creditsC).toBe(0);
  });

  it('caps the joint filing credit at $650 and drops it above $500,000 of MAGI', () => {
    const two = (wages: number) => ({
      filingStatus: 'mfj' as const,
      earnerWagesC: [(wages / 2) * 100, (wages / 2) * 100],
    });
    // 400,000: taxable 396,200; 332 + 370,150 × 2.75 % = 10,511.13; 5 % = 525.56.
    expect(computeStateTax(OH, w2Household(400_000, two(400_000))).creditsC).toBe(525_56);
    // 480,000: taxable 476,200; 332 + 450,150 × 2.75 % = 12,711.13; 5 % = 635.56, still under the cap.
    expect(computeStateTax(OH, w2Household(480_000, two(480_000))).creditsC).toBe(635_56);
    // 495,000: taxable 491,200; 332 + 465,150 × 2.75 % = 13,123.63; 5 % = 656.18, capped at 650.
    expect(computeStateTax(OH, w2Household(495_000, two(495_000))).creditsC).toBe(650_00);
    expect(computeStateTax(OH, w2Household(600_000, two(600_000))).creditsC).toBe(0);
  });

  it('leaves municipal and school district income taxes out, and says so', () => {
    expect(OH.notModelled.join(' ')).toMatch(/Municipal income taxes.*school district/);
  });
});

/**
 * Ohio 2025: R.C. 5747.02(A)(3) as amended by HB 96 and the 2025 IT 1040 instructions
 * (https://dam.assets.ohio.gov/image/upload/v1767095693/tax.ohio.gov/forms/ohio_individual/individual/2025/it1040-booklet.pdf):
 * $342.00 plus 2.75 % over $26,050; $2,394.32 plus 3.125 % over $100,000 (the statute's base, $18.69 above the
 * middle band's sum); exemptions $2,400 / $2,150 / $1,900 by MAGI, none above $750,000.
 */
describe('Ohio 2025 (IT 1040, HB 96)', () => {
  const oh2025 = (): StateTaxRules => {
    const rules = lawFor('OH', 2025);
    if (rules === undefined) throw new Error('no 2025 rules for OH');
    return rules;
  };
  it('single, $50,000: exemption $2,150; taxable $47,850; 342 + 2.75 % × 21,800 = $941.50', () => {
    const t = computeStateTax(oh2025(), w2Household(50_000));
    expect(t.taxableC).toBe(47_850_00);
    expect(t.incomeTaxC).toBe(941_50);
  });
  it('single, $105,000: exemption $1,900; taxable $103,100; 2,394.32 + 3.125 % × 3,100 = $2,491.20', () => {
    expect(computeStateTax(oh2025(), w2Household(105_000)).incomeTaxC).toBe(2_491_20);
  });
  it('single aged 66, $50,000: the $50 senior citizen credit', () => {
    expect(computeStateTax(oh2025(), w2Household(50_000, { filersAged65Plus: 1 })).incomeTaxC).toBe(891_50);
  });
});

describe('Ohio 2026: the senior citizen credit is $50 a return, not a person', () => {
  it('single, $50,000: 332 + 2.75 % × 21,800 = $931.50; a couple both 66 with $50,000 has one $50 credit', () => {
    const rules = lawFor('OH', 2026)!;
    expect(computeStateTax(rules, w2Household(50_000)).incomeTaxC).toBe(931_50);
    expect(computeStateTax(rules, w2Household(50_000, { filersAged65Plus: 1 })).incomeTaxC).toBe(881_50);
    const couple = (n: number) =>
      computeStateTax(rules, w2Household(60_000, { filingStatus: 'mfj', filersAged65Plus: n }));
    expect(couple(0).incomeTaxC - couple(2).incomeTaxC).toBe(50_00);
  });
});
