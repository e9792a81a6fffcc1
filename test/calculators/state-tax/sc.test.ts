/**
 * South Carolina, 2025 and 2026. 2025: the SC1040 and its instructions (https://dor.sc.gov/sites/dor/files/forms/SC1040Instr_2025.pdf:
 * line 1 federal taxable income, line 1e adding back what P.L. 119-21 added to the federal deductions, line q $15,000
 * for each taxpayer 65 or older, line w $4,930 per dependent) and the SC1040TT rate schedule (0 % to $3,560, 3 % to
 * $17,830, 6 % above; for $100,000 or more, 6 % × income − $642). 2026: Act No. 110 of 2026 (H. 4216,
 * https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm): the Income Adjusted Deduction (SCIAD) on the
 * SC1040's own taxable income line, 1.99 % to $30,000 and 5.21 % above.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household, describeWorkedHouseholds } from './household';
import { describeBoundedAndMonotone } from './wage-properties';

function sc(year: number): StateTaxRules {
  const rules = lawFor('SC', year);
  if (rules === undefined) throw new Error(`no ${year} rules for SC`);
  return rules;
}

describe('South Carolina 2025 (SC1040, SC1040TT)', () => {
  it('0 % to $3,560, 3 % to $17,830, 6 % above; at $100,000 the schedule is 6 % × 100,000 − 642 (to the dollar)', () => {
    expectSchedule(
      sc(2025),
      ['single', 'mfj', 'mfs', 'hoh', 'qss'],
      [
        [3_560, 0],
        [17_830, 428.1],
        [100_000, 5_358.3],
      ],
    );
  });
  it('single, $40,000: taxable 25,000; 428.10 + 6 % × 7,170 = $858.30', () => {
    expect(computeStateTax(sc(2025), w2Household(40_000)).incomeTaxC).toBe(858_30);
  });
  it('single, $67,500: federal taxable income $51,750 + the $750 add-back = SC taxable $52,500; tax $2,508.30', () => {
    const t = computeStateTax(sc(2025), w2Household(67_500));
    expect(t.taxableC).toBe(52_500_00);
    expect(t.incomeTaxC).toBe(2_508_30);
  });
  it('joint, both 66, $100,000: $30,000 + 2 × $1,600 federal, then 2 × $15,000 at line q: taxable $36,800; tax $1,566.30', () => {
    const t = computeStateTax(sc(2025), w2Household(100_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.taxableC).toBe(36_800_00);
    expect(t.incomeTaxC).toBe(1_566_30);
  });
});

describe('South Carolina 2026 (Act No. 110 of 2026)', () => {
  it('1.99 % to $30,000 and 5.21 % above, for every status', () => {
    expectSchedule(
      sc(2026),
      ['single', 'mfj', 'mfs', 'hoh', 'qss'],
      [
        [30_000, 597],
        [100_000, 4_244],
      ],
    );
  });
  it('single, $40,000: the whole $15,000 deduction; 25,000 × 1.99 % = 497.50', () => {
    expect(computeStateTax(sc(2026), w2Household(40_000)).incomeTaxC).toBe(497_50);
  });
  it('single, $67,500: the SCIAD of $7,500 is a deduction: SC1040 taxable $60,000, tax $2,160', () => {
    const t = computeStateTax(sc(2026), w2Household(67_500));
    expect(t.taxableC).toBe(60_000_00);
    expect(t.incomeTaxC).toBe(2_160_00);
  });
  it('joint, $150,000, two children: 70/110 of the $30,000 deduction is lost; two projected $5,030 exemptions', () => {
    // 30,000 × 70,000 / 110,000 = 19,090.91, rounded down to 19,090 lost; 150,000 − 10,910 − 2 × 5,030 = 129,030;
    // 597 + 5.21 % × 99,030 = 5,756.46.
    const t = computeStateTax(sc(2026), w2Household(150_000, { filingStatus: 'mfj', children: 2 }));
    expect(t.taxableC).toBe(129_030_00);
    expect(t.incomeTaxC).toBe(5_756_46);
  });
  it('single, $100,000: no deduction above $95,000 (597 + 5.21 % × 70,000)', () => {
    expect(computeStateTax(sc(2026), w2Household(100_000)).incomeTaxC).toBe(4_244_00);
    // $95,000: the end of the range; 597 + 5.21 % × 65,000 = 3,983.50.
    expect(computeStateTax(sc(2026), w2Household(95_000)).incomeTaxC).toBe(3_983_50);
  });
  it('a couple both 65 with $60,000 deducts $30,000 and $15,000 each: no tax', () => {
    const t = computeStateTax(sc(2026), w2Household(60_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.incomeTaxC).toBe(0);
  });
  it('the 2026 dependent exemption is projected, and the answer says how', () => {
    const dependent = sc(2026).provenance.find((p) => p.figure === 'dependent exemption');
    expect(dependent?.projected?.method).toMatch(/§12-6-1140\(13\)/);
    expect(dependent?.source).toBeUndefined();
  });
});

describeWorkedHouseholds('SC', {
  // 15,000 less 15,000 × 35,000 / 55,000 = 9,545.45, rounded down to 9,540: 5,460; 75,000 − 5,460 = 69,540;
  // 597 + 5.21 % × 39,540.
  single: 2_657_03,
  // 30,000 less 30,000 × 60,000 / 110,000 = 16,363.64, rounded down to 16,360: 13,640; 140,000 − 13,640 −
  // 2 × 5,030 (the projected 2026 exemption) = 116,300; 597 + 5.21 % × 86,300.
  family: 5_093_23,
});
describeBoundedAndMonotone('SC');
