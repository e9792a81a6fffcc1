/**
 * Nebraska, 2025 and 2026. 2025: the 2025 Individual Income Tax Booklet
 * (https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2025/f_Individual_Income_Tax_Booklet.pdf): rates
 * 2.46 %, 3.51 %, 5.01 %, 5.20 % (single tops $4,030 / $24,120 / $38,870), standard deduction $8,600 / $17,200 /
 * $12,600, $2,000 more for an unmarried filer 65 or older ($1,650 each married), $171 exemption credits. 2026: the
 * 2026 Form 1040N-ES (https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/drafts/f_1040n-es.pdf): 2.46 %,
 * 3.51 %, 4.55 % (single tops $4,130 / $24,760), standard deduction $8,850 / $17,700, $2,050 / $1,700 at 65, $176
 * credits.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';
import { NE } from '../../support/state-rules-2026';

function ne(year: number): StateTaxRules {
  const rules = lawFor('NE', year);
  if (rules === undefined) throw new Error(`no ${year} rules for NE`);
  return rules;
}

describe('Nebraska 2025 (2025 booklet)', () => {
  it('the single schedule at its bracket tops', () => {
    expectSchedule(
      ne(2025),
      ['single', 'mfs'],
      [
        [4_030, 99.14],
        [24_120, 804.3],
        [38_870, 1_543.27],
      ],
    );
  });
  it('single, $22,630: taxable $14,030; 99.14 + 3.51 % × 10,000 = $450.14, less the $171 credit = $279.14', () => {
    const t = computeStateTax(ne(2025), w2Household(22_630));
    expect(t.taxableC).toBe(14_030_00);
    expect(t.incomeTaxC).toBe(279_14);
  });
  it('single aged 66, $24,630: $2,000 more deducted: the same taxable $14,030 and tax', () => {
    const t = computeStateTax(ne(2025), w2Household(24_630, { filersAged65Plus: 1 }));
    expect(t.taxableC).toBe(14_030_00);
    expect(t.incomeTaxC).toBe(279_14);
  });
  it('a couple both 66: $1,650 each', () => {
    const t = computeStateTax(ne(2025), w2Household(80_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.taxableC).toBe(80_000_00 - 17_200_00 - 3_300_00);
  });
});

describe('Nebraska 2026 (2026 Form 1040N-ES)', () => {
  it('single, $50,000: taxable $41,150; tax $1,571.46 less the $176 credit = $1,395.46', () => {
    expect(computeStateTax(ne(2026), w2Household(50_000)).incomeTaxC).toBe(1_395_46);
  });
  it('single aged 66, $50,000: $2,050 more deducted: taxable $39,100; $1,302.18', () => {
    const t = computeStateTax(ne(2026), w2Household(50_000, { filersAged65Plus: 1 }));
    expect(t.taxableC).toBe(39_100_00);
    expect(t.incomeTaxC).toBe(1_302_18);
  });
  it('a couple both 66: $1,700 each', () => {
    const t = computeStateTax(ne(2026), w2Household(80_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.taxableC).toBe(80_000_00 - 17_700_00 - 3_400_00);
  });
});

describe('Nebraska 2026', () => {
  it('single and separate at each bracket edge (2.46 %, 3.51 %, 4.55 % twice)', () => {
    expectSchedule(
      NE,
      ['single', 'mfs'],
      [
        [4_130, 101.6],
        [24_760, 825.71],
        [39_900, 1_514.58],
        [50_000, 1_974.13],
      ],
    );
  });
  it('joint and surviving spouse; head of household', () => {
    expectSchedule(
      NE,
      ['mfj', 'qss'],
      [
        [8_260, 203.2],
        [49_520, 1_651.42],
        [79_860, 3_031.89],
      ],
    );
    expectSchedule(
      NE,
      ['hoh'],
      [
        [7_700, 189.42],
        [39_620, 1_309.81],
        [59_160, 2_198.88],
      ],
    );
  });
  it('single $80,000, $5,000 deferred: 75,000 − 8,850 = 66,150; band by band 2,708.96 − $176 credit', () => {
    const t = computeStateTax(NE, w2Household(80_000, { deferrals: 5_000 }));
    expect(t.taxableC).toBe(66_150_00);
    expect(t.taxBeforeCreditsC).toBe(2_708_96);
    expect(t.incomeTaxC).toBe(2_532_96);
  });
  it('joint $150,000, $10,000 deferred, two children: 140,000 − 17,700; four $176 credits', () => {
    const t = computeStateTax(NE, w2Household(150_000, { filingStatus: 'mfj', deferrals: 10_000, children: 2 }));
    expect(t.taxableC).toBe(122_300_00);
    expect(t.taxBeforeCreditsC).toBe(4_962_92);
    expect(t.creditsC).toBe(704_00);
    expect(t.incomeTaxC).toBe(4_258_92);
  });
});
