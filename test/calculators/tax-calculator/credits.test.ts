/**
 * The earned income credit and the child and dependent care credit (2025 and 2026).
 *
 * EIC: EIC Worksheet A of the Form 1040 instructions (line 27a) and the EIC Table, whose rows IRC §32(f)(2) makes
 * $50 wide; a row's credit is the credit at the row's midpoint, rounded to the dollar (the table's first row, "at least
 * $1 but less than $50", is $2 / $9 / $10 / $11 for 0 / 1 / 2 / 3 children every year: 7.65 %, 34 %, 40 %, 45 % of $25).
 * The figures: Rev. Proc. 2024-40 §2.06 (2025) and Rev. Proc. 2025-32 §4.06 (2026), with IRC §32(b)(1)'s credit and
 * phase-out percentages (0 children 7.65 / 7.65; 1 child 34 / 15.98; 2 children 40 / 21.06; 3+ 45 / 21.06).
 *   2025: earned income amount 8,490 / 12,730 / 17,880 / 17,880; maximum 649 / 4,328 / 7,152 / 8,046; phase-out from
 *         10,620 / 23,350 (joint 17,730 / 30,470); none from 19,104 / 50,434 / 57,310 / 61,555 (joint 26,214 /
 *         57,554 / 64,430 / 68,675), as Publication 596 (2025) Rule 1 states them; investment income limit 11,950.
 *   2026: 8,680 / 13,020 / 18,290 / 18,290; maximum 664 / 4,427 / 7,316 / 8,231; phase-out from 10,860 / 23,890
 *         (joint 18,140 / 31,160); none from 19,540 / 51,593 / 58,629 / 62,974 (joint 26,820 / 58,863 / 65,899 /
 *         70,244); investment income limit 12,200.
 * Care: Form 2441 (2025) lines 3–11 and Part III lines 27–31; line 8's rate by IRC §21(a)(2) (2025: 35 % less 1 point
 * per $2,000 or part of AGI over $15,000, not below 20 %) and, for 2026, as P.L. 119-21 §70405 amended it: "50
 * percent (A) reduced (but not below 35 percent) by 1 percentage point for each $2,000 or fraction thereof by which
 * the taxpayer's adjusted gross income for the taxable year exceeds $15,000, and (B) further reduced (but not below
 * 20 percent) by 1 percentage point for each $2,000 ($4,000 in the case of a joint return) or fraction thereof by
 * which [it] exceeds $75,000 ($150,000 in the case of a joint return)" (the amended text as quoted in public tax code
 * and PolicyEngine's parameters, which cite the Senate Finance Committee's legislative text, title VII, p. 167;
 * secondary). The reductions run in turn: at AGI 43,000 or more the rate is 35 % before the second one starts.
 */
import { calculator } from '../../support/run-calculator';

const { result, run } = calculator('tax-calculator');

describe('tax-calculator: earned income credit (EIC Worksheet A and the EIC Table)', () => {
  it.each([
    // The table's first row, $1–$50 (midpoint 25): 1.91 → 2, 8.50 → 9, 10, 11.25 → 11.
    [2025, 'single', 30, 0, 2],
    [2025, 'hoh', 30, 1, 9],
    [2025, 'hoh', 30, 2, 10],
    [2026, 'hoh', 30, 3, 11],
    // Phase-in: row 5,000–5,050, 7.65 % × 5,025 = 384.41 → 384.
    [2025, 'single', 5000, 0, 384],
    // Row 10,000–10,050: 34 % × 10,025 = 3,408.50 → 3,409 (half up).
    [2025, 'hoh', 10000, 1, 3409],
    // 2026 row 12,000–12,050: 34 % × 12,025 = 4,088.50 → 4,089.
    [2026, 'hoh', 12000, 1, 4089],
    // Plateau: 20,000 is past 17,880 and under 23,350: the maximum.
    [2025, 'hoh', 20000, 2, 7152],
    // The row holding the earned income amount (18,250–18,300 holds 18,290) pays the maximum.
    [2026, 'hoh', 18290, 3, 8231],
    [2026, 'single', 8680, 0, 664],
    // Phase-out: 2025 single, no child, row 15,000–15,050: 649 − 7.65 % × (15,025 − 10,620) = 649 − 336.98 = 312.02 → 312.
    [2025, 'single', 15000, 0, 312],
    // 2025 single, 1 child: 4,328 − 15.98 % × (30,025 − 23,350) = 4,328 − 1,066.67 = 3,261.34 → 3,261.
    [2025, 'single', 30000, 1, 3261],
    // 2026 hoh, 3 children: 8,231 − 21.06 % × (25,025 − 23,890) = 8,231 − 239.03 = 7,991.97 → 7,992.
    [2026, 'hoh', 25000, 3, 7992],
    // 2026 hoh, 1 child: 4,427 − 15.98 % × (40,025 − 23,890) = 4,427 − 2,578.37 = 1,848.63 → 1,849.
    [2026, 'hoh', 40000, 1, 1849],
    // At the completed phase-out there is no credit.
    [2025, 'single', 50434, 1, 0],
    [2026, 'hoh', 62974, 3, 0],
  ] as const)('%i %s, earned income = AGI %d, %i children: EIC %d', (taxYear, filingStatus, wages, children, eic) => {
    const r = result({ grossIncome: wages, filingStatus, children, age: 30, taxYear });
    expect(r.earnedIncomeCredit).toBe(eic);
  });

  it.each([
    // 2025 mfj, 3 children, 40,000: 8,046 − 21.06 % × (40,025 − 30,470) = 8,046 − 2,012.28 = 6,033.72 → 6,034.
    [2025, 3, 40000, 0, 6034],
    // 2025 mfj, 2 children, 60,000: 7,152 − 21.06 % × (60,025 − 30,470) = 7,152 − 6,224.28 = 927.72 → 928.
    [2025, 2, 60000, 0, 928],
    // 2026 mfj, 2 children, 25,000 + 20,000: 7,316 − 21.06 % × (45,025 − 31,160) = 7,316 − 2,919.97 = 4,396.03 → 4,396.
    [2026, 2, 45000, 20000, 4396],
    // 2026 mfj, no child, 20,000: 664 − 7.65 % × (20,025 − 18,140) = 664 − 144.20 = 519.80 → 520 (single: none from 19,540).
    [2026, 0, 20000, 0, 520],
    // Joint: none from 58,863 with one child.
    [2026, 1, 58863, 0, 0],
  ] as const)('%i mfj, %i children, wages %d (spouse %d): EIC %d', (taxYear, children, wages, spouse, eic) => {
    const r = result({ grossIncome: wages, spouseIncome: spouse, filingStatus: 'mfj', children, taxYear });
    expect(r.earnedIncomeCredit).toBe(eic);
  });

  it('2025 single, 2 children, wages 25,000 and interest 2,000: the smaller of line 2 (6,799) and line 5 (6,378)', () => {
    // Line 2, earned income 25,000: 7,152 − 21.06 % × (25,025 − 23,350) = 7,152 − 352.76 = 6,799.25 → 6,799.
    // Line 5, AGI 27,000 ≥ 23,350: 7,152 − 21.06 % × (27,025 − 23,350) = 7,152 − 773.96 = 6,378.05 → 6,378.
    const r = result({ grossIncome: 25000, interestIncome: 2000, filingStatus: 'single', children: 2, taxYear: 2025 });
    expect(r.adjustedGrossIncome).toBe(27000);
    expect(r.earnedIncomeCredit).toBe(6378);
  });

  it('investment income: 11,950 keeps the 2025 credit, a cent more loses all of it (IRC §32(i), Pub. 596 Rule 6)', () => {
    const base = { grossIncome: 20000, filingStatus: 'hoh', children: 1, taxYear: 2025 } as const;
    // AGI 31,950: line 2 is the maximum 4,328 (20,000); line 5: 4,328 − 15.98 % × (31,975 − 23,350) = 2,949.73 → 2,950.
    expect(result({ ...base, interestIncome: 11950 }).earnedIncomeCredit).toBe(2950);
    const over = run({ ...base, interestIncome: 11950.01 });
    expect(over.result.earnedIncomeCredit).toBe(0);
    expect(over.assumptions!.join(' ')).toContain('investment income is over the $11,950.00 limit');
    // 2026's limit is 12,200: dividends and a capital gain count, a capital loss does not reduce them.
    const y26 = { ...base, taxYear: 2026, ordinaryDividends: 6000, longTermCapitalGains: 6200 } as const;
    expect(result(y26).earnedIncomeCredit).toBeGreaterThan(0);
    expect(result({ ...y26, longTermCapitalGains: 6200.01 }).earnedIncomeCredit).toBe(0);
    const loss = { ...base, taxYear: 2026, shortTermCapitalGains: -3000 } as const;
    expect(result({ ...loss, interestIncome: 12200 }).earnedIncomeCredit).toBeGreaterThan(0);
    expect(result({ ...loss, interestIncome: 12200.01 }).earnedIncomeCredit).toBe(0);
  });

  it('without a child, the filer or a joint spouse must be 25–64 (IRC §32(c)(1)(A)(ii)): 8,000 → 7.65 % × 8,025 = 614', () => {
    const single = { grossIncome: 8000, filingStatus: 'single', taxYear: 2025 } as const;
    expect(result({ ...single, age: 24 }).earnedIncomeCredit).toBe(0);
    expect(result({ ...single, age: 25 }).earnedIncomeCredit).toBe(614);
    expect(result({ ...single, age: 64 }).earnedIncomeCredit).toBe(614);
    expect(result({ ...single, age: 65 }).earnedIncomeCredit).toBe(0);
    // No age given: taken to meet the test (the assumptions say so).
    expect(result(single).earnedIncomeCredit).toBe(614);
    const joint = { grossIncome: 8000, filingStatus: 'mfj', taxYear: 2025 } as const;
    expect(result({ ...joint, age: 70, spouseAge: 70 }).earnedIncomeCredit).toBe(0);
    expect(result({ ...joint, age: 70, spouseAge: 40 }).earnedIncomeCredit).toBe(614);
    // With a child the age test does not apply.
    expect(result({ ...single, filingStatus: 'hoh', children: 1, age: 70 }).earnedIncomeCredit).toBe(2729); // 34 % × 8,025 = 2,728.50
  });

  it('self-employment: earned income is the net profit less half the SE tax (2026, 20,000 profit, 1 child: the maximum 4,427)', () => {
    // 20,000 × 92.35 % = 18,470 × 15.3 % = 2,825.91; earned income 20,000 − 1,412.96 = 18,587.04: past 13,020, under 23,890.
    const r = result({
      grossIncome: 0,
      selfEmploymentIncome: 20000,
      filingStatus: 'single',
      children: 1,
      taxYear: 2026,
    });
    expect(r.adjustedGrossIncome).toBe(18587.04);
    expect(r.earnedIncomeCredit).toBe(4427);
    // A business loss larger than the wages leaves no earned income.
    expect(
      result({ grossIncome: 5000, selfEmploymentIncome: -6000, filingStatus: 'single', children: 1 })
        .earnedIncomeCredit,
    ).toBe(0);
  });

  it('is refundable: the tax after credits goes below 0 and take-home includes it (2025 single, 5,000 wages)', () => {
    const r = result({ grossIncome: 5000, filingStatus: 'single', age: 30, taxYear: 2025 });
    expect(r.federalIncomeTax).toBe(0);
    expect(r.federalIncomeTaxAfterCredits).toBe(-384);
    // 5,000 − FICA 382.50 + 384.
    expect(r.takeHomePay).toBe(5001.5);
    expect(r.refundOrBalanceDue).toBe(384);
  });

  it('separate returns are taken to meet the separated-spouse rule, at the thresholds of other returns', () => {
    const r = run({ grossIncome: 30000, filingStatus: 'mfs', children: 1, taxYear: 2025 });
    expect(r.result.earnedIncomeCredit).toBe(3261);
    expect(r.assumptions!.join(' ')).toContain('separated-spouse rule');
  });

  it.each([2025, 2026])(
    '%i: a separate return without a qualifying child has none (IRC §32(d)(1)-(2)(B); Pub. 596, "Married filing separately": only a separated spouse with a qualifying child)',
    (taxYear) => {
      // 9,000 of wages, 30 years old: on a single return the full 649 / 664 (plateau: 8,490 / 8,680 to 10,620 / 10,860).
      expect(result({ grossIncome: 9000, filingStatus: 'single', age: 30, taxYear }).earnedIncomeCredit).toBe(
        taxYear === 2025 ? 649 : 664,
      );
      const r = run({ grossIncome: 9000, filingStatus: 'mfs', age: 30, taxYear });
      expect(r.result.earnedIncomeCredit).toBe(0);
      expect(r.assumptions!.join(' ')).toContain(
        'none: on a separate return only a separated spouse with a qualifying child',
      );
      expect(r.assumptions!.join(' ')).not.toContain('taken to meet the separated-spouse rule');
    },
  );
});

describe('tax-calculator: child and dependent care credit (Form 2441)', () => {
  it('2025 mfj 35,000 + 25,000, 2 children, 8,000 of care: line 3 6,000 × 20 % = 1,200, used before the child tax credit', () => {
    // Line 8: AGI 60,000, 35 − ⌈45,000 / 2,000⌉ = 12 → the 20 % floor. Tax on 28,500: 2,385 + 12 % × 4,650 = 2,943.
    // The care credit takes 1,200 of it, the child tax credit the 1,743 left; line 16a 4,400 − 1,743 = 2,657 is
    // refundable (under 2 × 1,700 and 15 % × 57,500).
    const r = result({
      grossIncome: 60000,
      spouseIncome: 25000,
      filingStatus: 'mfj',
      children: 2,
      dependentCareExpenses: 8000,
      taxYear: 2025,
    });
    expect(r.federalIncomeTax).toBe(2943);
    expect([r.dependentCareCredit, r.childTaxCredit, r.additionalChildTaxCredit]).toEqual([1200, 1743, 2657]);
    expect(r.earnedIncomeCredit).toBe(928);
    expect(r.federalIncomeTaxAfterCredits).toBe(2943 - 1200 - 1743 - 2657 - 928);
  });

  it.each([
    // 2025 hoh 25,000, 1 child: 35 − ⌈10,000 / 2,000⌉ = 30 %; 3,000 × 30 % = 900, but the tax is 10 % × (25,000 − 23,625) = 137.50.
    [2025, 'hoh', 25000, 0, 1, 4000, 137.5],
    // 2025 mfj, the lower earner's 2,000 limits line 6: AGI 50,000 → 20 %: 400.
    [2025, 'mfj', 50000, 2000, 2, 6000, 400],
    // 2025 mfj with one earner: no spouse earned income, no credit.
    [2025, 'mfj', 50000, 0, 2, 6000, 0],
    // 2026 hoh 40,000: 50 − ⌈25,000 / 2,000⌉ = 37 %: 3,000 × 37 % = 1,110 (tax 1,585 on 15,850).
    [2026, 'hoh', 40000, 0, 1, 3000, 1110],
    // 2026 hoh 80,000: 35 % floor, then 35 − ⌈5,000 / 2,000⌉ = 32 %: 960.
    [2026, 'hoh', 80000, 0, 1, 3000, 960],
    // 2026 mfj 60,000 + 40,000: 35 % (under 150,000 joint): 3,000 × 35 % = 1,050.
    [2026, 'mfj', 100000, 40000, 1, 5000, 1050],
    // 2026 mfj 120,000 + 80,000: 35 − ⌈50,000 / 4,000⌉ = 22 %: 6,000 × 22 % = 1,320.
    [2026, 'mfj', 200000, 80000, 2, 10000, 1320],
    // 2026 single 75,000: the second reduction has not started: 35 %: 3,000 × 35 % = 1,050.
    [2026, 'single', 75000, 0, 1, 3000, 1050],
    // 2026 single 75,000.01: a fraction of $2,000 over counts: 34 %: 1,020.
    [2026, 'single', 75000.01, 0, 1, 3000, 1020],
    // 2026 hoh 44,999: 50 − ⌈29,999 / 2,000⌉ = 35 %; 2026 hoh 42,999: 50 − ⌈27,999 / 2,000⌉ = 36 %.
    [2026, 'hoh', 44999, 0, 1, 3000, 1050],
    [2026, 'hoh', 42999, 0, 1, 3000, 1080],
    // 2026 mfj, the spouse's 50,000: AGI 150,000 exactly: 35 %, 6,000 × 35 % = 2,100; 150,001: 34 %, 2,040.
    [2026, 'mfj', 150000, 50000, 2, 6000, 2100],
    [2026, 'mfj', 150001, 50000, 2, 6000, 2040],
    // 2026 mfj 210,000: 35 − ⌈60,000 / 4,000⌉ = 20 %, the floor reached exactly: 1,200.
    [2026, 'mfj', 210000, 60000, 2, 6000, 1200],
    // 2026 single 105,000: 35 − ⌈30,000 / 2,000⌉ = 20 %: 600.
    [2026, 'single', 105000, 0, 1, 3000, 600],
    // 2026 mfj 400,000: 35 − ⌈250,000 / 4,000⌉ → the 20 % floor: 1,200.
    [2026, 'mfj', 400000, 150000, 2, 10000, 1200],
    // 2025 hoh 30,000: 35 − ⌈15,000 / 2,000⌉ = 27 %: 810, but the tax is 10 % × (30,000 − 23,625) = 637.50.
    [2025, 'hoh', 30000, 0, 1, 3000, 637.5],
    // 2025 hoh 43,000: 35 − ⌈28,000 / 2,000⌉ = 21 %: 630 (tax 1,700 + 12 % × 2,375 = 1,985); 43,001: the 20 % floor.
    [2025, 'hoh', 43000, 0, 1, 3000, 630],
    [2025, 'hoh', 43001, 0, 1, 3000, 600],
    // 2025 mfj 50,000 + 30,000, 2 children, 10,000 of care: line 3 6,000 × 20 % = 1,200 (tax 5,343 on 48,500).
    [2025, 'mfj', 80000, 30000, 2, 10000, 1200],
    // 2025 mfj, the spouse's 1,500 of wages is line 6: 1,500 × 20 % = 300.
    [2025, 'mfj', 60000, 1500, 1, 3000, 300],
    // 2025 hoh 17,000: no tax (under the 23,625 standard deduction), and the 2025 credit is not refundable: none.
    [2025, 'hoh', 17000, 0, 1, 3000, 0],
    // Expenses below the limit: 2,500 × 20 % = 500 (2025 single parent at 70,000 files hoh).
    [2025, 'hoh', 70000, 0, 1, 2500, 500],
    // No child given: no qualifying person.
    [2025, 'single', 40000, 0, 0, 3000, 0],
  ] as const)(
    '%i %s, wages %d (spouse %d), %i children, expenses %d: credit %d',
    (taxYear, filingStatus, wages, spouse, children, expenses, credit) => {
      const r = result({
        grossIncome: wages,
        spouseIncome: spouse,
        filingStatus,
        children,
        dependentCareExpenses: expenses,
        taxYear,
      });
      expect(r.dependentCareCredit).toBe(credit);
    },
  );

  it('a dependent care FSA reduces the limit (Part III line 29) and the expenses (line 30)', () => {
    const base = {
      grossIncome: 100000,
      spouseIncome: 40000,
      filingStatus: 'mfj',
      children: 2,
      dependentCareExpenses: 9000,
      taxYear: 2026,
    } as const;
    // Line 29: 6,000 − 5,000 = 1,000; line 30: 9,000 − 5,000 = 4,000; line 3: 1,000; AGI 95,000: 35 % → 350.
    expect(result({ ...base, preTaxDeductions: { dependentCareFsa: 5000 } }).dependentCareCredit).toBe(350);
    // 7,500 excluded: line 29 is below 0, no credit.
    expect(result({ ...base, preTaxDeductions: { dependentCareFsa: 7500 } }).dependentCareCredit).toBe(0);
  });

  it('names the credit, its line 6 and its rate in the assumptions', () => {
    const r = run({ grossIncome: 40000, filingStatus: 'hoh', children: 1, dependentCareExpenses: 3000, taxYear: 2026 });
    expect(r.assumptions!.join(' ')).toContain('Child and dependent care credit $1,110.00 (Form 2441)');
    expect(r.assumptions!.join(' ')).toContain('$3,000.00 at 37%');
  });
});
