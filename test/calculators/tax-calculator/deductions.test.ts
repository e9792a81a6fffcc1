/**
 * The deductions after AGI (2025 and 2026), worked line by line on the IRS's forms and the law's text:
 * - Schedule 1-A (Form 1040) (2025), https://www.irs.gov/forms-pubs/about-schedule-1-a-form-1040, its lines as
 *   transcribed from the final form in a public tax-software repository's specification (secondary): Part II
 *   qualified tips (line 7 the smaller of the tips and $25,000; line 10 MAGI less $150,000, $300,000 joint; line 11
 *   that over $1,000, decreased to the next lower whole number; line 12 × $100; line 13 line 7 less line 12), Part III
 *   qualified overtime (line 15 up to $12,500, $25,000 joint; lines 18-20 the same reduction; line 21), Part IV
 *   car-loan interest (line 24 up to $10,000; line 27 MAGI less $100,000, $200,000 joint; line 28 over $1,000
 *   increased to the next higher whole number; line 29 × $200; line 30). The statute says the same: IRC §224(b)(2)
 *   and §225(b)(2) "$100 for each $1,000 by which the taxpayer's modified adjusted gross income exceeds $150,000
 *   ($300,000 in the case of a joint return)" (uscode.house.gov), §163(h)(4) "$200 for each $1,000 (or portion
 *   thereof)". Tips and overtime need a joint return when married (§224(f), §225(e)). MAGI is AGI here.
 * - Schedule A (Form 1040) (2025), https://www.irs.gov/forms-pubs/about-schedule-a-form-1040: lines 1-4 medical over
 *   7.5 % of AGI (IRC §213(a)); line 5e by the instructions' State and Local Tax Deduction Worksheet (IRC §164(b)(7)),
 *   as transcribed verbatim in public tax-software repositories (secondary): line 1 $40,000 for every status (2026:
 *   $40,400); line 5 $500,000, $250,000 separate (2026: $505,000 / $252,500); line 7 30 % of the MAGI over line 5;
 *   line 9 the larger of line 1 less line 7 and $10,000; line 10 half of line 9 on a separate return. From 2026
 *   charitable gifts over 0.5 % of AGI, the §68 reduction of 2/37, and the §170(p) deduction for non-itemizers.
 * - Form 8995 (2025) (https://www.irs.gov/forms-pubs/about-form-8995) lines 2-15: 20 % of qualified business income,
 *   at most 20 % of taxable income before it (line 11) less net capital gain (line 12); its threshold $197,300
 *   ($394,600 joint) for 2025 and Rev. Proc. 2025-32 §4.26's $201,750 ($403,500 joint, $201,775 separate) for 2026;
 *   Form 8995-A Part III's phase-in above the threshold for a business without W-2 wages or property, over $50,000
 *   ($100,000 joint) in 2025 and $75,000 ($150,000 joint) from 2026 (P.L. 119-21 §70105); from 2026 the $400 minimum
 *   with $1,000 of qualified business income (§199A(i)).
 */
import { calculator, fieldError } from '../../support/run-calculator';

const { result, errorOf } = calculator('tax-calculator');

/**
 * Schedule 1-A's caps and thresholds are not indexed (IRC §224(b), §225(b) and §163(h)(4) read the same for 2025
 * through 2028): each household below is asked in both years and gets the same deduction.
 */
const BOTH_YEARS = [2025, 2026] as const;

describe.each(BOTH_YEARS)('tax-calculator: Schedule 1-A qualified tips (Part II), %i', (taxYear) => {
  it.each([
    // status, wages (= MAGI), tips, line 13
    ['single', 60000, 12000, 12000], // under the threshold: all of it
    ['single', 40000, 30000, 25000], // line 7: the $25,000 cap
    ['single', 157350, 3000, 2300], // 7,350 over → 7 whole thousands × 100 = 700
    ['mfj', 320500, 25000, 23000], // 20,500 over $300,000 → 20 × 100 = 2,000
    ['hoh', 200000, 10000, 5000], // 50,000 over → 5,000
    ['single', 400000, 25000, 0], // 250,000 over → 25,000: nothing left
    ['single', 399999, 25000, 100], // 249,999 over → 249 × 100 = 24,900
    ['qss', 160000, 20000, 19000], // a surviving spouse is not a joint return: $150,000
    ['mfj', 150000, 30000, 25000], // the cap is per return, joint too
    ['single', 151999.99, 5000, 4900], // 1,999.99 over → 1 whole thousand
  ] as const)('%s, wages %d with %d of tips: deduction %d', (filingStatus, grossIncome, qualifiedTips, d) => {
    const r = result({ grossIncome, filingStatus, qualifiedTips, taxYear });
    expect(r.tipsDeduction).toBe(d);
    expect(r.adjustedGrossIncome).toBe(grossIncome); // after AGI
    expect(r.taxableIncome).toBe(Math.max(0, Math.round((grossIncome - r.standardDeduction - d) * 100) / 100));
  });
});

describe.each(BOTH_YEARS)('tax-calculator: Schedule 1-A qualified overtime (Part III), %i', (taxYear) => {
  it.each([
    ['single', 80000, 0, 5000, 0, 5000],
    ['single', 90000, 0, 15000, 0, 12500], // line 15: $12,500
    ['mfj', 120000, 0, 30000, 0, 25000], // $25,000 joint
    ['mfj', 310000, 0, 25000, 0, 24000], // 10,000 over $300,000 → 1,000
    ['hoh', 175500, 0, 12500, 0, 10000], // 25,500 over → 25 × 100
    ['single', 275000, 0, 12500, 0, 0], // 125,000 over → 12,500
    ['qss', 100000, 0, 20000, 0, 12500], // not a joint return
    ['single', 150999, 0, 3000, 0, 3000], // 999 over: no whole thousand
    ['mfj', 400000, 0, 20000, 0, 10000], // 100,000 over → 10,000
    // Tips and overtime together: 30,000 over $300,000 → 3,000 off each
    ['mfj', 330000, 10000, 20000, 7000, 17000],
  ] as const)(
    '%s, wages %d, tips %d, overtime %d: tips %d, overtime %d',
    (filingStatus, grossIncome, qualifiedTips, qualifiedOvertime, tips, overtime) => {
      const r = result({ grossIncome, filingStatus, qualifiedTips, qualifiedOvertime, taxYear });
      expect(r.tipsDeduction).toBe(tips);
      expect(r.overtimeDeduction).toBe(overtime);
      expect(r.taxableIncome).toBe(Math.round((grossIncome - r.standardDeduction - tips - overtime) * 100) / 100);
    },
  );
});

describe.each(BOTH_YEARS)('tax-calculator: Schedule 1-A car-loan interest (Part IV), %i', (taxYear) => {
  it.each([
    ['single', 60000, 4000, 4000],
    ['single', 60000, 12000, 10000], // line 24: $10,000
    ['single', 104050, 6000, 5000], // 4,050 over → 4.05 increased to 5 × 200 = 1,000
    ['mfj', 205500, 10000, 8800], // 5,500 over → 5.5 increased to 6 × 200 = 1,200
    ['mfj', 200001, 10000, 9800], // $1 over $200,000 → 1 × 200
    ['mfs', 100500, 3000, 2800], // allowed on a separate return
    ['hoh', 125000, 8000, 3000], // 25 × 200 = 5,000
    ['single', 150000, 10000, 0], // 50 × 200 = 10,000
    ['mfj', 240000, 10000, 2000], // 40 × 200 = 8,000
    ['qss', 120000, 5000, 1000], // $100,000 threshold: 20 × 200 = 4,000
  ] as const)('%s, wages %d, interest %d: deduction %d', (filingStatus, grossIncome, carLoanInterest, d) => {
    const r = result({ grossIncome, filingStatus, carLoanInterest, taxYear });
    expect(r.carLoanInterestDeduction).toBe(d);
    expect(r.taxableIncome).toBe(Math.max(0, Math.round((grossIncome - r.standardDeduction - d) * 100) / 100));
  });
});

describe('tax-calculator: Schedule A by kind (SALT limit, medical floor, 2026 charitable rules and §68)', () => {
  it.each([
    // year, status, wages (= AGI), itemized, deductionUsed, saltDeduction, charitableNonItemizer
    [2025, 'single', 120000, { saltPaid: 15000, mortgageInterest: 10000, charitable: 2000 }, 27000, 15000, 0],
    [2026, 'single', 150000, { saltPaid: 50000 }, 40400, 40400, 0], // the 2026 limit
    // 50,000 over $500,000: 40,000 − 15,000 = 25,000; + 20,000 mortgage
    [2025, 'mfj', 550000, { saltPaid: 60000, mortgageInterest: 20000 }, 45000, 25000, 0],
    // 95,000 over $505,000: 40,400 − 28,500 = 11,900; + 25,000
    [2026, 'mfj', 600000, { saltPaid: 60000, mortgageInterest: 25000 }, 36900, 11900, 0],
    // Separate return, worksheet line 6 50,000 over $250,000: line 8 40,000 − 15,000 = 25,000, line 10 half 12,500;
    // + 15,000
    [2025, 'mfs', 300000, { saltPaid: 30000, mortgageInterest: 15000 }, 27500, 12500, 0],
    // Under $250,000: line 9 is line 1, half 20,000 (the form's face)
    [2025, 'mfs', 200000, { saltPaid: 25000 }, 20000, 20000, 0],
    // 100,000 over: line 8 10,000, line 9 10,000, half 5,000; + 15,000
    [2025, 'mfs', 350000, { saltPaid: 30000, mortgageInterest: 15000 }, 20000, 5000, 0],
    // 150,000 over: line 8 below the floor, line 9 10,000, half 5,000
    [2025, 'mfs', 400000, { saltPaid: 30000, mortgageInterest: 15000 }, 20000, 5000, 0],
    // 2026: 50,000 over $252,500: 40,400 − 15,000 = 25,400, half 12,700; + 10,000
    [2026, 'mfs', 302500, { saltPaid: 30000, mortgageInterest: 10000 }, 22700, 12700, 0],
    // 200,000 over: the $10,000 floor
    [2025, 'single', 700000, { saltPaid: 30000, mortgageInterest: 30000 }, 40000, 10000, 0],
    // Medical 10,000 − 7.5 % × 60,000 = 5,500; + 5,000 + 8,000
    [2025, 'single', 60000, { saltPaid: 5000, mortgageInterest: 8000, medical: 10000 }, 18500, 5000, 0],
    // 2026: under every limit (SALT 15,000 of 40,400); 25,000 over the 16,100 standard deduction
    [2026, 'single', 120000, { saltPaid: 15000, mortgageInterest: 10000 }, 25000, 15000, 0],
    // 2026 separate: half of 40,400 under $252,500
    [2026, 'mfs', 200000, { saltPaid: 25000 }, 20200, 20200, 0],
    // 2026 joint: 45,000 over $505,000: 40,400 − 13,500 = 26,900; + 20,000 (under the 37 % band's 768,700)
    [2026, 'mfj', 550000, { saltPaid: 60000, mortgageInterest: 20000 }, 46900, 26900, 0],
    // 2026 medical 10,000 − 7.5 % × 60,000 = 5,500; + 5,000 + 8,000
    [2026, 'single', 60000, { saltPaid: 5000, mortgageInterest: 8000, medical: 10000 }, 18500, 5000, 0],
    // 2026 charitable floor: 10,000 − 0.5 % × 200,000 = 9,000; + 12,000
    [2026, 'single', 200000, { saltPaid: 12000, charitable: 10000 }, 21000, 12000, 0],
    // 2026, under the standard deduction: up to 1,000 (2,000 joint) of the gifts beside it
    [2026, 'single', 50000, { saltPaid: 3000, charitable: 1500 }, 16100, 0, 1000],
    [2026, 'mfj', 90000, { charitable: 3000 }, 32200, 0, 2000],
    [2025, 'single', 50000, { charitable: 1500 }, 15750, 0, 0], // none in 2025
    // §68 (2026): 10,000 + 30,000 + (100,000 − 5,000) = 135,000, all sheltering income over 640,600:
    // 135,000 × 2/37 = 7,297.30 → 127,702.70
    [2026, 'single', 1000000, { saltPaid: 50000, mortgageInterest: 30000, charitable: 100000 }, 127702.7, 10000, 0],
    [2025, 'single', 1000000, { saltPaid: 50000, mortgageInterest: 30000, charitable: 100000 }, 140000, 10000, 0],
  ] as const)(
    '%i %s, AGI %d, %j: deduction %d, SALT %d, non-itemizer charitable %d',
    (taxYear, filingStatus, grossIncome, itemized, used, salt, nonItemizer) => {
      const r = result({ grossIncome, filingStatus, itemized, taxYear });
      expect(r.deductionUsed).toBe(used);
      expect(r.saltDeduction).toBe(salt);
      expect(r.charitableNonItemizerDeduction).toBe(nonItemizer);
      expect(r.taxableIncome).toBe(Math.round((grossIncome - used - nonItemizer) * 100) / 100);
    },
  );

  it.each([
    // mfj 2026, 37 % from 768,700: min(100,000, 131,300) × 2/37 = 5,405.41
    [900000, 100000, 94594.59],
    // min(100,000, 900,000 − 768,700 ... ) with AGI 800,000: min(100,000, 31,300) × 2/37 = 1,691.89
    [800000, 100000, 98308.11],
  ])('2026 mfj, AGI %d, itemizedDeductions %d: §68 leaves %d', (grossIncome, itemizedDeductions, used) => {
    const r = result({ grossIncome, filingStatus: 'mfj', itemizedDeductions, taxYear: 2026 });
    expect(r.deductionUsed).toBe(used);
  });
});

describe('tax-calculator: qualified business income deduction (Form 8995)', () => {
  it.each([
    // year, status, wages, own profit, spouse profit, long-term gain, qbiDeduction
    // SE 100,000: QBI 92,935.22, line 5 18,587.04; line 11 76,835.22 (2026) / 77,185.22 (2025), × 20 % the limit
    [2026, 'single', 0, 100000, 0, 0, 15367.04],
    [2025, 'single', 0, 100000, 0, 0, 15437.04],
    // 20,000 profit: SE tax 2,825.91, half 1,412.96; QBI 18,587.04 × 20 % = 3,717.41 (under the limit)
    [2025, 'single', 80000, 20000, 0, 0, 3717.41],
    [2026, 'single', 80000, 20000, 0, 0, 3717.41],
    // Line 12: 50,000 of net capital gain out of line 11 62,130.56 → 12,130.56 × 20 % = 2,426.11
    [2025, 'single', 0, 30000, 0, 50000, 2426.11],
    // 2026 minimum: QBI 1,115.22 (≥ 1,000) but line 11 is 0: $400
    [2026, 'single', 0, 1200, 0, 0, 400],
    [2025, 'single', 0, 1200, 0, 0, 0],
    // QBI 929.35 (< 1,000): 20 % = 185.87, no minimum
    [2026, 'single', 50000, 1000, 0, 0, 185.87],
    // Phase-in: line 11 223,364.37, 21,614.37 over 201,750 of a 75,000 range: 7,892.87 − 2,274.66 = 5,618.21
    [2026, 'single', 200000, 40000, 0, 0, 5618.21],
    // Above the range a business without W-2 wages has no deduction, but from 2026 the $400 minimum stands (QBI ≥ 1,000)
    [2026, 'single', 300000, 20000, 0, 0, 400],
    [2025, 'single', 300000, 20000, 0, 0, 0],
    // Spouse's profit 60,000: half SE tax 4,238.87; QBI 55,761.13 × 20 % = 11,152.23
    [2025, 'mfj', 100000, 0, 60000, 0, 11152.23],
    [2025, 'single', 60000, -5000, 0, 0, 0], // a loss: none
    [2026, 'single', 60000, -5000, 0, 0, 0],
    // Joint, SE 100,000, no wages: the limit, 20 % of line 11 92,935.22 − 32,200 (2026) / 31,500 (2025)
    [2026, 'mfj', 0, 100000, 0, 0, 12147.04],
    [2025, 'mfj', 0, 100000, 0, 0, 12287.04],
    [2026, 'mfj', 100000, 0, 60000, 0, 11152.23], // the spouse's 60,000 as in 2025, under the 2026 threshold
    // 2026: line 11 77,880.56 − 16,100 = 61,780.56, less 50,000 of net capital gain: 11,780.56 × 20 % = 2,356.11
    [2026, 'single', 0, 30000, 0, 50000, 2356.11],
    [2025, 'single', 50000, 1000, 0, 0, 185.87], // QBI 929.35 × 20 %; 2025 has no minimum, none needed
    // Head of household, 10,000 profit: half SE tax 706.48; QBI 9,293.52 × 20 % = 1,858.70 (line 11 far above)
    [2025, 'hoh', 40000, 10000, 0, 0, 1858.7],
    [2026, 'hoh', 40000, 10000, 0, 0, 1858.7],
  ] as const)(
    '%i %s, wages %d, profit %d / spouse %d, long-term gain %d: %d',
    (taxYear, filingStatus, grossIncome, selfEmploymentIncome, spouseSelfEmploymentIncome, longTermCapitalGains, d) => {
      const r = result({
        grossIncome,
        filingStatus,
        selfEmploymentIncome,
        ...(filingStatus === 'mfj' ? { spouseSelfEmploymentIncome } : {}),
        longTermCapitalGains,
        taxYear,
      });
      expect(r.qbiDeduction).toBe(d);
      const before = Math.max(0, r.adjustedGrossIncome - r.deductionUsed);
      expect(r.taxableIncome).toBe(Math.max(0, Math.round((before - d) * 100) / 100));
    },
  );
});

describe('tax-calculator: deduction refusals', () => {
  it('tips and overtime on a separate return are a 422 naming each field', () => {
    const e = errorOf({ grossIncome: 80000, filingStatus: 'mfs', qualifiedTips: 1000, qualifiedOvertime: 500 });
    expect(e.errors).toEqual([
      fieldError('/qualifiedTips', 'not_allowed_mfs'),
      fieldError('/qualifiedOvertime', 'not_allowed_mfs'),
    ]);
  });
  it('tips above the wages are a 422 naming the field; tips and overtime together above them, both', () => {
    expect(errorOf({ grossIncome: 1000, filingStatus: 'single', qualifiedTips: 1000.01 }).errors).toEqual([
      fieldError('/qualifiedTips', 'exceeds_gross_income'),
    ]);
    expect(
      errorOf({ grossIncome: 1000, filingStatus: 'single', qualifiedTips: 600, qualifiedOvertime: 600 }).errors,
    ).toEqual([
      fieldError('/qualifiedTips', 'exceeds_gross_income'),
      fieldError('/qualifiedOvertime', 'exceeds_gross_income'),
    ]);
  });
  it('itemized with itemizedDeductions is a 422 naming both', () => {
    const e = errorOf({
      grossIncome: 80000,
      filingStatus: 'single',
      itemized: { saltPaid: 1 },
      itemizedDeductions: 20000,
    });
    expect(e.errors).toEqual([
      fieldError('/itemized', 'conflicts_with_itemizedDeductions'),
      fieldError('/itemizedDeductions', 'conflicts_with_itemized'),
    ]);
  });
  it('a negative, unbounded or unknown amount is refused by the schema, naming the field', () => {
    expect(errorOf({ grossIncome: 1, filingStatus: 'single', carLoanInterest: -1 }).errors).toEqual([
      fieldError('/carLoanInterest', 'minimum'),
    ]);
    expect(errorOf({ grossIncome: 1, filingStatus: 'single', itemized: { medical: 1e12 } }).errors).toEqual([
      fieldError('/itemized/medical', 'maximum'),
    ]);
    expect(errorOf({ grossIncome: 1, filingStatus: 'single', itemized: { other: 1 } }).errors).toHaveLength(1);
  });
  it('car-loan interest on a separate return is allowed', () => {
    expect(result({ grossIncome: 50000, filingStatus: 'mfs', carLoanInterest: 2000 }).carLoanInterestDeduction).toBe(
      2000,
    );
  });
});

describe('tax-calculator: the deductions after AGI in the states', () => {
  it.each(['CO', 'IA', 'MT', 'ND'])(
    '%s starts from federal taxable income: it takes the tips deduction in, and says its add-back is not modelled',
    (state) => {
      const base = result({ grossIncome: 60000, filingStatus: 'single', state, taxYear: 2026 });
      const r = result({ grossIncome: 60000, filingStatus: 'single', state, qualifiedTips: 10000, taxYear: 2026 });
      expect(r.state.baseIncome).toBe(base.state.baseIncome - 10000);
      expect(r.state.notModelled).toEqual(
        expect.arrayContaining([expect.stringContaining('adds back the federal deductions for tips')]),
      );
    },
  );
  it.each(['CA', 'NY', 'PA'])(
    '%s does not start from federal taxable income: the tips deduction is not in it',
    (state) => {
      const base = result({ grossIncome: 60000, filingStatus: 'single', state, taxYear: 2025 });
      const r = result({ grossIncome: 60000, filingStatus: 'single', state, qualifiedTips: 10000, taxYear: 2025 });
      expect(r.stateIncomeTax).toBe(base.stateIncomeTax);
      expect(r.state.notModelled.join(' ')).not.toContain('adds back the federal deductions');
    },
  );
});
