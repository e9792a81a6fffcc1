/**
 * Oregon 2026. Bracket edges worked by hand from the 2026 brackets in the Department's 2026 Withholding Tax Formulas
 * (https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf) and ORS 316.037;
 * households computed by hand from the cited figures: standard deduction, the federal tax liability subtraction
 * (ORS 316.800, the Form OR-40 AGI table) and the $263 exemption credit with its income limit.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { OR } from '../../support/state-rules-2026';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';

describe('Oregon 2026', () => {
  it('single and separate at each bracket edge', () => {
    expectSchedule(
      OR,
      ['single', 'mfs'],
      [
        [4_550, 216.13],
        [11_400, 678.5],
        [125_000, 10_618.5],
        [200_000, 18_043.5],
      ],
    );
  });
  it('joint, head of household and surviving spouse at each bracket edge', () => {
    expectSchedule(
      OR,
      ['mfj', 'hoh', 'qss'],
      [
        [9_100, 432.25],
        [22_800, 1_357],
        [250_000, 21_237],
      ],
    );
  });

  it('single $80,000, $5,000 deferred, $7,670 federal tax: 75,000 − 2,910 − 7,670 = 64,420; − $263', () => {
    const t = computeStateTax(OR, w2Household(80_000, { deferrals: 5_000, federalIncomeTaxC: 7_670_00 }));
    // Tax on 72,090 (before the subtraction) 5,988.89; on 64,420, 5,317.76.
    expect(t.taxBeforeCreditsC).toBe(5_988_89);
    expect(t.creditLines).toEqual([
      { label: 'Personal exemption credit', amountC: 263_00 },
      { label: 'Federal tax liability subtraction', amountC: 671_13 },
    ]);
    expect(t.incomeTaxC).toBe(5_054_76);
  });
  it('joint $150,000, $10,000 deferred, two children, $8,740 federal tax: four credits of $263', () => {
    // 140,000 − 5,820 − 8,740 = 125,440: 1,357 + 8.75 % × 102,640 = 10,338.00; − 1,052.
    const t = computeStateTax(
      OR,
      w2Household(150_000, { filingStatus: 'mfj', deferrals: 10_000, children: 2, federalIncomeTaxC: 8_740_00 }),
    );
    expect(t.incomeTaxC).toBe(9_286_00);
  });
  it('the subtraction cap falls 20 % a band from $125,000 of AGI; no exemption credit over $100,000', () => {
    const at = (wages: number) =>
      computeStateTax(OR, w2Household(wages, { federalIncomeTaxC: 20_000_00 })).creditLines.map((l) => l.amountC);
    // $132,000: 60 % of 8,750 = 5,250 subtracted from 129,090: tax 11,023.42 against 10,517.01.
    expect(at(132_000)).toEqual([506_41]);
    expect(computeStateTax(OR, w2Household(132_000, { federalIncomeTaxC: 20_000_00 })).incomeTaxC).toBe(10_517_01);
    // $124,999 of AGI keeps the whole cap (8,750 at 8.75 %); $145,000 keeps none.
    const full = computeStateTax(OR, w2Household(125_000, { agi: 124_999, federalIncomeTaxC: 20_000_00 }));
    expect(full.creditLines.at(-1)).toEqual({
      label: 'Federal tax liability subtraction',
      amountC: 765_63,
    });
    expect(at(145_000)).toEqual([]);
    // The exemption credit: $263 at $100,000 of AGI, none a dollar above.
    expect(computeStateTax(OR, w2Household(100_000)).creditLines).toEqual([
      { label: 'Personal exemption credit', amountC: 263_00 },
    ]);
    expect(computeStateTax(OR, w2Household(100_001)).creditLines).toEqual([]);
  });
  it('married filing separately: half the cap ($4,375, at 8.75 %: the two schedule taxes differ by 382.82)', () => {
    const t = computeStateTax(OR, w2Household(60_000, { filingStatus: 'mfs', federalIncomeTaxC: 6_000_00 }));
    expect(t.creditLines.at(-1)).toEqual({ label: 'Federal tax liability subtraction', amountC: 382_82 });
  });
});
