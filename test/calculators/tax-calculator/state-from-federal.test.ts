/**
 * A state figure that reads the federal return, through the whole calculation: Oregon subtracts the federal income
 * tax (ORS 316.800, at most $8,750 for 2026), Alabama deducts it in full (Code of Ala. §40-18-15(a)(2), Form 40 line
 * 12), Colorado adds back the federal deduction above $2,000 joint at $300,000 of AGI or more (C.R.S.
 * §39-22-104(3)(p.7), from 2026). The federal figures by hand from Rev. Proc. 2025-32 (schedules,
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
