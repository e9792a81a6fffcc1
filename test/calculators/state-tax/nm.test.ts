/**
 * New Mexico 2026 (and 2025 where named). Bracket edges worked by hand from NMSA 1978 §7-2-7 (rates for years from 2025,
 * https://law.justia.com/codes/new-mexico/chapter-7/article-2/section-7-2-7-d-1/); households computed by hand
 * from the cited figures: the federal standard deduction, the low- and middle-income exemption (§7-2-5.8) and the
 * deduction for certain dependents (§7-2-39).
 */
import { lawFor } from '../../../src/calculators/law';
import { computeStateTax } from '../../../src/calculators/state-tax';
import { NM } from '../../support/state-rules-2026';
import { BOTH_YEARS, describeSchedules } from './expect-schedule';
import { w2Household } from './household';

describeSchedules('NM', BOTH_YEARS, [
  // NMSA 1978 §7-2-7, the rates for taxable years from 2025 (the same for 2025 and 2026), by hand at each bracket edge.
  [
    'single (1.5 % to 5.9 %)',
    ['single'],
    [
      [5_500, 82.5],
      [16_500, 434.5],
      [33_500, 1_165.5],
      [66_500, 2_716.5],
      [210_000, 9_748],
      [300_000, 15_058],
    ],
  ],
  [
    'joint, head of household and surviving spouse',
    ['mfj', 'hoh', 'qss'],
    [
      [8_000, 120],
      [25_000, 664],
      [50_000, 1_739],
      [100_000, 4_089],
      [315_000, 14_624],
    ],
  ],
  [
    'married filing separately',
    ['mfs'],
    [
      [4_000, 60],
      [12_500, 332],
      [25_000, 869.5],
      [50_000, 2_044.5],
      [157_500, 7_312],
    ],
  ],
]);

describe('New Mexico 2026', () => {
  it('single $30,000: low- and middle-income exemption 2,500 − 15 % × 10,000 = 1,000; taxable 12,900', () => {
    const t = computeStateTax(NM, w2Household(30_000));
    expect(t.taxableC).toBe(12_900_00);
    expect(t.incomeTaxC).toBe(319_30);
  });
  it('the exemption is gone at $36,667 of AGI (single)', () => {
    expect(computeStateTax(NM, w2Household(36_667)).taxableC).toBe(20_567_00);
  });
  it('joint $50,000, three children: five exemptions of 500, and $4,000 for each child but one', () => {
    // Taxable income 50,000 − 32,200 − 2,500 − 8,000 = 7,300 (tax 1.5 % = 109.50): the dependents deduction is a
    // deduction on the PIT-1, not a credit.
    const t = computeStateTax(NM, w2Household(50_000, { filingStatus: 'mfj', children: 3 }));
    expect(t.deductionsC).toBe((32_200 + 2_500 + 8_000) * 100);
    expect(t.taxableC).toBe(7_300_00);
    expect(t.taxBeforeCreditsC).toBe(109_50);
    expect(t.creditLines).toEqual([]);
    expect(t.incomeTaxC).toBe(109_50);
  });
  it('the dependents deduction is not for single filers, and not for the first dependent', () => {
    // Single: 50,000 − 16,100 (the exemptions are gone at this AGI); joint: 90,000 − 32,200.
    expect(computeStateTax(NM, w2Household(50_000, { children: 3 })).taxableC).toBe(33_900_00);
    expect(computeStateTax(NM, w2Household(90_000, { filingStatus: 'mfj', children: 1 })).taxableC).toBe(57_800_00);
  });
  it('2025, joint $50,000, three children: 50,000 − 31,500 − 5 × (2,500 − 10 % × 20,000) − 2 × 4,000 = 8,000', () => {
    const t = computeStateTax(
      lawFor('NM', 2025)!,
      w2Household(50_000, { filingStatus: 'mfj', children: 3, federalStandardDeductionC: 31_500_00 }),
    );
    expect(t.taxableC).toBe(8_000_00);
    expect(t.incomeTaxC).toBe(120_00);
  });
  it('single $80,000, $5,000 deferred: 75,000 − 16,100 = 58,900; 1,165.50 + 4.7 % × 25,400', () => {
    expect(computeStateTax(NM, w2Household(80_000, { deferrals: 5_000 })).incomeTaxC).toBe(2_359_30);
  });
});

/**
 * New Mexico's exemption for persons 65 or older (NMSA 1978 §7-2-5.2; 2025 PIT packet ADJ-5, Table 1): $8,000 each,
 * $1,000 less for each $1,500 of federal AGI over $18,000 single ($3,000 over $30,000 joint, head of household,
 * surviving spouse; $1,500 over $15,000 separate), or part. Not indexed: 2025 and 2026 alike.
 */
describe('New Mexico: the exemption at 65 (2025 PIT packet, Table 1)', () => {
  it('2025, joint, both 66, $45,000 (federal standard deduction $31,500 + 2 × $1,600): $3,000 each; taxable $2,300', () => {
    const rules = lawFor('NM', 2025)!;
    const h = w2Household(45_000, { filingStatus: 'mfj', filersAged65Plus: 2, federalStandardDeductionC: 34_700_00 });
    // Low- and middle-income exemption 2 × (2,500 − 10 % × 15,000) = 2,000; 65+: 15,000 over $30,000 is 5 steps.
    const t = computeStateTax(rules, h);
    expect(t.taxableC).toBe(2_300_00);
    expect(t.incomeTaxC).toBe(34_50);
  });
  it('2026, single: $8,000 to $18,000 of AGI, $7,000 to $19,500, $6,000 just above, $1,000 to $28,500, none above', () => {
    const rules = lawFor('NM', 2026)!;
    // The same federal standard deduction either way, so the difference is the state's 65+ exemption alone.
    const deductions = (agi: number, aged: number) =>
      computeStateTax(rules, w2Household(agi, { filersAged65Plus: aged, federalStandardDeductionC: 16_100_00 }))
        .deductionsC;
    const exemption = (agi: number) => deductions(agi, 1) - deductions(agi, 0);
    expect([18_000, 19_500, 19_501, 28_500, 28_501].map(exemption)).toEqual([
      8_000_00, 7_000_00, 6_000_00, 1_000_00, 0,
    ]);
  });
});
