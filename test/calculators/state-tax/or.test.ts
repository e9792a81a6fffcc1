/**
 * Oregon 2026. Bracket edges worked by hand from the 2026 brackets in the Department's 2026 Withholding Tax Formulas
 * (https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf) and ORS 316.037;
 * households computed by hand from the cited figures: standard deduction, the federal tax liability subtraction
 * (ORS 316.800, the Form OR-40 AGI table) and the $263 exemption credit with its income limit.
 */
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
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
    // The subtraction is a deduction (OR-40 line 14), so taxable income is the return's own line: tax on 64,420.
    expect(t.taxableC).toBe(64_420_00);
    expect(t.taxBeforeCreditsC).toBe(5_317_76);
    expect(t.creditLines).toEqual([{ label: 'Personal exemption credit', amountC: 263_00 }]);
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
    const taxable = (wages: number, agi = wages) =>
      computeStateTax(OR, w2Household(wages, { agi, federalIncomeTaxC: 20_000_00 })).taxableC;
    // $132,000: 60 % of 8,750 = 5,250 subtracted from 129,090: taxable 123,840, tax 10,517.01.
    expect(taxable(132_000)).toBe(123_840_00);
    expect(computeStateTax(OR, w2Household(132_000, { federalIncomeTaxC: 20_000_00 })).incomeTaxC).toBe(10_517_01);
    // $124,999 of AGI keeps the whole cap (8,750); $145,000 keeps none.
    expect(taxable(125_000, 124_999)).toBe(124_999_00 - 2_910_00 - 8_750_00);
    expect(taxable(145_000)).toBe(145_000_00 - 2_910_00);
    // The exemption credit: $263 at $100,000 of AGI, none a dollar above.
    expect(computeStateTax(OR, w2Household(100_000)).creditLines).toEqual([
      { label: 'Personal exemption credit', amountC: 263_00 },
    ]);
    expect(computeStateTax(OR, w2Household(100_001)).creditLines).toEqual([]);
  });
  it('married filing separately: half the cap ($4,375)', () => {
    const t = computeStateTax(OR, w2Household(60_000, { filingStatus: 'mfs', federalIncomeTaxC: 6_000_00 }));
    expect(t.taxableC).toBe(60_000_00 - 2_910_00 - 4_375_00);
  });
});

/**
 * Oregon 2025: the 2025 Form OR-40 instructions
 * (https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2025.pdf): tax rate chart (4.75 % to $4,400,
 * 6.75 % to $11,100, 8.75 % to $125,000, 9.9 % above; joint doubled), standard deduction $2,835 / $5,670, $1,200 more
 * for an unmarried filer 65 or older ($1,000 each married), $256 exemption credit, federal tax subtraction to $8,500.
 */
describe('Oregon 2025 (OR-40 instructions)', () => {
  const or2025 = (): StateTaxRules => {
    const rules = lawFor('OR', 2025);
    if (rules === undefined) throw new Error('no 2025 rules for OR');
    return rules;
  };
  it('single, $50,000, federal tax $3,871.50: taxable 50,000 − 3,871.50 − 2,835 = 43,293.50; tax $3,478.18 − $256', () => {
    const t = computeStateTax(or2025(), w2Household(50_000, { federalIncomeTaxC: 3_871_50 }));
    expect(t.taxableC).toBe(43_293_50);
    expect(t.incomeTaxC).toBe(3_222_18);
  });
  it('single aged 66, the same: $1,200 more deducted: $3,117.18', () => {
    const t = computeStateTax(or2025(), w2Household(50_000, { federalIncomeTaxC: 3_871_50, filersAged65Plus: 1 }));
    expect(t.incomeTaxC).toBe(3_117_18);
  });
});

describe('Oregon 2026: the additional standard deduction at 65', () => {
  it('single, $50,000, federal tax $3,820: taxable $43,270, tax $3,467.125 − $263; aged 66: $1,200 less taxable income', () => {
    const rules = lawFor('OR', 2026)!;
    const young = computeStateTax(rules, w2Household(50_000, { federalIncomeTaxC: 3_820_00 }));
    // The exact schedule gives $3,204.125: each band is taxed to the cent, so the engine may land either side of it.
    expect(Math.abs(young.incomeTaxC - 320_412.5)).toBeLessThanOrEqual(1.5);
    const old = computeStateTax(rules, w2Household(50_000, { federalIncomeTaxC: 3_820_00, filersAged65Plus: 1 }));
    expect(young.taxableC - old.taxableC).toBe(1_200_00);
  });
});
