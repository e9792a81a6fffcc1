/**
 * A state figure that reads the federal return, through the whole calculation: Oregon subtracts the federal income
 * tax (ORS 316.800, at most $8,750 for 2026), Alabama deducts it in full (Code of Ala. §40-18-15(a)(2), Form 40 line
 * 12), Colorado adds back the federal deduction above $2,000 joint at $300,000 of AGI or more (C.R.S.
 * §39-22-104(3)(p.7), from 2026); Alabama and Missouri take the refundable credits off the federal tax, Oregon
 * not the earned income credit (ORS 316.685(1)(b)). The federal figures by hand from Rev. Proc. 2025-32 (schedules,
 * standard deduction, $2,200 child tax credit); Oregon's from the 2026 withholding formulas' brackets, standard
 * deduction and $263 exemption credit (https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf).
 */
import { calculator } from '../../support/run-calculator';
import { WORKED_FAMILY, WORKED_SINGLE } from '../state-tax/household';

const { result } = calculator('tax-calculator');

/** The state tests' two worked households (test/calculators/state-tax/household.ts) as the calculator's inputs. */
const SINGLE = { grossIncome: 80000, filingStatus: 'single', retirement401k: 5000 } as const;
const FAMILY = {
  grossIncome: 150000,
  filingStatus: 'mfj',
  spouseIncome: 60000,
  retirement401k: 5000,
  spouseRetirement401k: 5000,
  children: 2,
} as const;

describe('tax-calculator: Oregon subtracts the federal tax the return computes', () => {
  it('single, $80,000, $5,000 to a 401(k): federal tax 7,670 is subtracted; Oregon 5,054.76', () => {
    const r = result({ ...SINGLE, state: 'OR' });
    // Federal: taxable 75,000 − 16,100 = 58,900: 1,240 + 4,560 + 22 % × 8,500 = 7,670.
    expect(r.federalIncomeTaxAfterCredits).toBe(7670);
    // Oregon: 75,000 − 2,910 − 7,670 = 64,420: 216.13 + 462.38 + 8.75 % × 53,020 (4,639.25) = 5,317.76; − 263.
    expect(r.state.incomeTax).toBe(5054.76);
    // The subtraction is a deduction: Oregon taxable income is OR-40's own line.
    expect(r.state.taxableIncome).toBe(64420);
    expect(r.state.creditLines).toEqual([{ label: 'Personal exemption credit', amount: 263 }]);
  });
  it('joint, $90,000 + $60,000, $5,000 each to 401(k)s, two children: the tax after the child tax credit', () => {
    const r = result({ ...FAMILY, state: 'OR' });
    // Federal: 140,000 − 32,200 = 107,800: 13,140 − 4,400 = 8,740.
    expect(r.federalIncomeTaxAfterCredits).toBe(8740);
    // Oregon: 140,000 − 5,820 − 8,740 = 125,440: 1,357 + 8.75 % × 102,640 = 10,338; − 4 × 263.
    expect(r.state.incomeTax).toBe(9286);
  });
});

describe('tax-calculator: Alabama deducts the federal tax the return computes (Form 40)', () => {
  it('single, $42,000: line 16 taxable 35,140 (42,000 − 2,500 − 2,860 − 1,500), line 17 tax 1,717, no credit', () => {
    const r = result({ grossIncome: 42000, filingStatus: 'single', state: 'AL' });
    // Federal: 42,000 − 16,100 = 25,900: 1,240 + 12 % × 13,500 = 2,860.
    expect(r.federalIncomeTaxAfterCredits).toBe(2860);
    expect(r.state.deductions).toBe(6860);
    expect(r.state.taxableIncome).toBe(35140);
    expect(r.state.taxBeforeCredits).toBe(1717);
    expect(r.state.creditLines).toEqual([]);
    expect(r.state.incomeTax).toBe(1717);
  });
});

describe('tax-calculator: the federal tax a state deducts is after the child and dependent care credit (Form 1040 line 22)', () => {
  // 2026 hoh $100,000, one child, 3,000 of care. Federal: 100,000 − 24,150 = 75,850: 1,770 + 5,970 + 22 % × 8,400 =
  // 9,588. Form 2441 (IRC §21(a)(2) as P.L. 119-21 amended it): 35 % less ⌈25,000 / 2,000⌉ = 22 %, 3,000 × 22 % = 660,
  // for a child of 4; a child of 14 is no qualifying person (IRC §21(b)(1)(A)): none. The child tax credit 2,200 either
  // way. Line 22: 9,588 − 660 − 2,200 = 6,728, or 7,388 without the care credit.
  const household = (age: number, state: string) => ({
    grossIncome: 100000,
    filingStatus: 'hoh',
    children: 1,
    childAges: [age],
    dependentCareExpenses: 3000,
    state,
  });
  it.each(['AL', 'OR'])('%s deducts 6,728 with the care credit of a child of 4, 7,388 for a child of 14', (state) => {
    const young = result(household(4, state));
    const older = result(household(14, state));
    expect([young.dependentCareCredit, older.dependentCareCredit]).toEqual([660, 0]);
    expect([young.federalIncomeTaxAfterCredits, older.federalIncomeTaxAfterCredits]).toEqual([6728, 7388]);
    // Alabama deducts the federal tax in full; Oregon's subtraction is under its 8,750 cap: the difference is the credit.
    expect(older.state.deductions - young.state.deductions).toBe(660);
  });
});

describe("the state tests' worked households (test/calculators/state-tax/household.ts)", () => {
  it.each([
    ['single, $80,000, $5,000 to a 401(k)', WORKED_SINGLE, SINGLE],
    ['joint, $90,000 + $60,000, $10,000 to 401(k)s, two children', WORKED_FAMILY, FAMILY],
  ] as const)('%s: carry the federal figures this return computes', (_name, household, input) => {
    const r = result(input);
    expect({
      agi: household.federalAgiC,
      taxable: household.federalTaxableIncomeC,
      tax: household.federalIncomeTaxC,
      standard: household.federalStandardDeductionC,
    }).toEqual({
      agi: r.adjustedGrossIncome * 100,
      taxable: r.taxableIncome * 100,
      tax: (r.federalIncomeTax - r.dependentCareCredit - r.childTaxCredit - r.otherDependentsCredit) * 100,
      standard: r.standardDeduction * 100,
    });
  });
});

describe('tax-calculator: Colorado adds back the federal deduction the return takes (DR 0104)', () => {
  it('joint, $600,000: federal taxable income 567,800 + 30,200 added back = 598,000; 4.4 % = 26,312', () => {
    const r = result({ grossIncome: 600000, filingStatus: 'mfj', state: 'CO' });
    expect(r.state.baseIncome).toBe(567800);
    expect(r.state.deductions).toBe(-30200);
    expect(r.state.taxableIncome).toBe(598000);
    expect(r.state.additions).toEqual([]);
    expect(r.state.incomeTax).toBe(26312);
  });
});

describe('tax-calculator: the refundable credits and the net investment income tax in the federal tax a state deducts', () => {
  // Single, $18,000 of wages, no child. Federal (Rev. Proc. 2024-40 / 2025-32): 18,000 − 15,750 = 2,250 × 10 % = 225
  // for 2025, 18,000 − 16,100 = 1,900 × 10 % = 190 for 2026 (Form 1040 line 22). Earned income credit with no child
  // (IRC §32, the EIC table's $18,000–$18,050 row, midpoint 18,025): 649 − 7.65 % × (18,025 − 10,620) = 83 for 2025,
  // 664 − 7.65 % × (18,025 − 10,860) = 116 for 2026 (Form 1040 line 27a).
  const single = (taxYear: number, state: string) =>
    result({ grossIncome: 18000, filingStatus: 'single', state, taxYear });
  it.each([
    // Alabama's Federal Income Tax Deduction Worksheet: Form 1040 line 22 less the EIC (line 27a), to Form 40 line 12;
    // beside the $3,000 chart deduction (line 11) and the $1,500 exemption (line 13).
    [2025, 'AL', 225, 83, 3_000 + 1_500 + 142],
    [2026, 'AL', 190, 116, 3_000 + 1_500 + 74],
    // Missouri (RSMo §143.171): line 22 less the EIC, 35 % of it below $25,000 of Missouri AGI, to MO-1040 line 13;
    // beside the federal standard deduction.
    [2025, 'MO', 225, 83, 15_750 + 49.7],
    [2026, 'MO', 190, 116, 16_100 + 25.9],
    // Oregon (ORS 316.685(1)(b)): the EIC is not taken into account, so all of line 22 is subtracted; beside the
    // standard deduction ($2,835 for 2025, $2,910 for 2026).
    [2025, 'OR', 225, 83, 2_835 + 225],
    [2026, 'OR', 190, 116, 2_910 + 190],
  ])('%i %s: line 22 %i less an earned income credit of %i', (taxYear, state, line22, eic, deductions) => {
    const r = single(taxYear, state);
    expect([r.federalIncomeTax, r.earnedIncomeCredit]).toEqual([line22, eic]);
    expect(r.state.deductions).toBeCloseTo(deductions, 2);
  });
  it.each([2025, 2026])(
    '%i: an earned income credit larger than line 22 leaves Alabama nothing to deduct',
    (taxYear) => {
      // Single, $17,000: line 22 is 125 (2025) or 90 (2026), the EIC 159 or 192; worksheet line 6 is never below 0.
      const r = result({ grossIncome: 17000, filingStatus: 'single', state: 'AL', taxYear });
      expect(r.earnedIncomeCredit).toBeGreaterThan(r.federalIncomeTax);
      expect(r.state.deductions).toBe(3_000 + 1_500);
    },
  );
  it.each([
    // Head of household, $30,000, two children under 17. Federal: 30,000 − 23,625 = 6,375 × 10 % = 637.50 (2025),
    // 30,000 − 24,150 = 5,850 × 10 % = 585 (2026), all of it taken by the $4,400 child tax credit, so line 22 is 0 and
    // the additional child tax credit (Schedule 8812, Form 1040 line 28) is 2 × 1,700 = 3,400, less than 15 % of
    // 27,500 and the 3,762.50 / 3,815 unused. Nothing is deducted; each state keeps its own deductions only.
    // Alabama: the head-of-family chart at $30,000 ($5,200 less 9 × $135 = 3,985), $3,000 exemption, 2 × $1,000.
    [2025, 'AL', 3_985 + 3_000 + 2_000],
    [2026, 'AL', 3_985 + 3_000 + 2_000],
    [2025, 'MO', 23_625],
    [2026, 'MO', 24_150],
  ])('%i %s: a household with an additional child tax credit deducts no federal tax', (taxYear, state, deductions) => {
    const r = result({ grossIncome: 30000, filingStatus: 'hoh', children: 2, state, taxYear });
    expect(r.federalIncomeTaxAfterCredits).toBeLessThan(0);
    expect(r.additionalChildTaxCredit).toBe(3_400);
    expect(r.federalIncomeTax - r.childTaxCredit).toBe(0);
    expect(r.state.deductions).toBe(deductions);
  });
  it.each([
    // Single, $180,000 of wages and $50,000 of interest. Federal: 230,000 − 15,750 = 214,250: 1,192.50 + 4,386 +
    // 12,072.50 + 22,548 + 32 % × 16,950 = 45,623 (2025); 230,000 − 16,100 = 213,900: 1,240 + 4,560 + 12,166 + 23,058
    // + 32 % × 12,125 = 44,904 (2026). Net investment income tax (IRC §1411): 3.8 % × (230,000 − 200,000) = 1,140.
    // Alabama's worksheet adds the net investment income tax (Form 8960 line 17) to Form 1040 line 22; the chart
    // deduction is at its $2,500 floor.
    [2025, 45_623],
    [2026, 44_904],
  ])('%i Alabama: worksheet line 2 adds the net investment income tax to line 22 (%i)', (taxYear, line22) => {
    const r = result({ grossIncome: 180000, interestIncome: 50000, filingStatus: 'single', state: 'AL', taxYear });
    expect([r.federalIncomeTax, r.netInvestmentIncomeTax]).toEqual([line22, 1_140]);
    expect(r.state.deductions).toBe(2_500 + 1_500 + line22 + 1_140);
  });
});
