/**
 * North Dakota, 2025 and 2026: taxable income starts from federal taxable income. 2025: the 2025 individual income
 * tax booklet's Form ND-1 rate schedules
 * (https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2025-iit/2025-individual-income-tax-booklet.pdf):
 * single 0 % to $48,475, 1.95 % to $244,825, 2.5 % above. 2026: Form ND-1ES 2026: 0 % to $49,575, 1.95 % to $250,400.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';
import { ND } from '../../support/state-rules-2026';

describe('North Dakota', () => {
  it('2025 single schedule: nothing to $48,475, then 1.95 %', () => {
    expectSchedule(
      lawFor('ND', 2025)!,
      ['single'],
      [
        [48_475, 0],
        [68_475, 390],
      ],
    );
  });
  it('single with federal taxable income $68,475: 2025 1.95 % × 20,000 = $390; 2026 1.95 % × 18,900 = $368.55', () => {
    const h = w2Household(90_000, { federalTaxable: 68_475 });
    expect(computeStateTax(lawFor('ND', 2025)!, h).incomeTaxC).toBe(390_00);
    expect(computeStateTax(lawFor('ND', 2026)!, h).incomeTaxC).toBe(368_55);
  });
});

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
