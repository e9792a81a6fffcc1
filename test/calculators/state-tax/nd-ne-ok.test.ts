/**
 * North Dakota, Nebraska and Oklahoma 2026. Bracket edges: North Dakota's are the base amounts printed in its 2026
 * rate schedules (Form ND-1ES, SFN 28709, page 2:
 * https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2025-iit/28709-form-nd-1es-2026.pdf); Nebraska's
 * (2026 Form 1040N-ES schedules, https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/drafts/f_1040n-es.pdf)
 * and Oklahoma's (68 O.S. §2355 as amended by HB 2764,
 * https://www.oklegislature.gov/cf_pdf/2025-26%20ENR/hB/HB2764%20ENR.PDF) worked by hand from the cited rates.
 * Households computed by hand from the cited figures.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { ND } from '../../support/state-rules-2026';
import { NE } from '../../support/state-rules-2026';
import { OK } from '../../support/state-rules-2026';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';

describe('North Dakota 2026', () => {
  it('single: 0 % to $49,575, $3,916.09 at $250,400 as printed', () => {
    expectSchedule(
      ND,
      ['single'],
      [
        [49_575, 0],
        [250_400, 3_916.09],
        [300_000, 5_156.09],
      ],
    );
  });
  it('joint and surviving spouse: $4,329.98 at $304,850 as printed', () => {
    expectSchedule(
      ND,
      ['mfj', 'qss'],
      [
        [82_800, 0],
        [304_850, 4_329.98],
      ],
    );
  });
  it('separate: $2,164.99 at $152,425; head of household: $4,118.40 at $277,600, as printed', () => {
    expectSchedule(
      ND,
      ['mfs'],
      [
        [41_400, 0],
        [152_425, 2_164.99],
      ],
    );
    expectSchedule(
      ND,
      ['hoh'],
      [
        [66_400, 0],
        [277_600, 4_118.4],
      ],
    );
  });
  it('starts from federal taxable income: single $80,000 with $5,000 deferred, (58,900 − 49,575) × 1.95 %', () => {
    const t = computeStateTax(ND, w2Household(80_000, { deferrals: 5_000 }));
    expect(t.taxableC).toBe(58_900_00);
    expect(t.incomeTaxC).toBe(181_84);
    expect(t.marginalRate).toBe(1.95);
  });
  it('a household under the 0 % band pays nothing', () => {
    expect(computeStateTax(ND, w2Household(60_000)).incomeTaxC).toBe(0);
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

describe('Oklahoma 2026', () => {
  it('single and separate at each bracket edge (0 %, 2.5 %, 3.5 %, 4.5 %)', () => {
    expectSchedule(
      OK,
      ['single', 'mfs'],
      [
        [3_750, 0],
        [4_900, 28.75],
        [7_200, 109.25],
        [10_000, 235.25],
      ],
    );
  });
  it('joint, surviving spouse and head of household share the doubled schedule', () => {
    expectSchedule(
      OK,
      ['mfj', 'qss', 'hoh'],
      [
        [7_500, 0],
        [9_800, 57.5],
        [14_400, 218.5],
      ],
    );
  });
  it('single $80,000, $5,000 deferred: 75,000 − 6,350 − 1,000 = 67,650; 109.25 + 4.5 % × 60,450', () => {
    const t = computeStateTax(OK, w2Household(80_000, { deferrals: 5_000 }));
    expect(t.taxableC).toBe(67_650_00);
    expect(t.incomeTaxC).toBe(2_829_50);
  });
  it('joint $150,000, $10,000 deferred, two children: 140,000 − 12,700 − 4 × 1,000 = 123,300', () => {
    const t = computeStateTax(OK, w2Household(150_000, { filingStatus: 'mfj', deferrals: 10_000, children: 2 }));
    expect(t.taxableC).toBe(123_300_00);
    expect(t.incomeTaxC).toBe(5_119_00);
  });
});
