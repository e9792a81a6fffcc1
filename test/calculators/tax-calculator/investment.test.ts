/**
 * Investment income (2025 and 2026). The tax on qualified dividends and net capital gain is worked line by line
 * through the Qualified Dividends and Capital Gain Tax Worksheet of the Form 1040 instructions (line 16), with the
 * maximum zero rate and 15-percent rate amounts of Rev. Proc. 2024-40 §3.03 (2025) and Rev. Proc. 2025-32 §4.03
 * (2026) and the rate schedules of the same sections; the capital loss limit is IRC §1211(b) (Schedule D line 21).
 * The net investment income tax is Form 8960 (lines 12-17), with the examples of the IRS "Questions and Answers on
 * the Net Investment Income Tax" (Q17, https://www.irs.gov/newsroom/questions-and-answers-on-the-net-investment-income-tax).
 */
import { calculator, fieldError } from '../../support/run-calculator';

const { result, errorOf } = calculator('tax-calculator');

describe('tax-calculator: investment income', () => {
  it.each([
    // Worksheet: all 15,000 of qualified dividends and gain under the 0 % top (line 9); tax on line 5 only.
    // 2025: taxable 55,000 − 15,750 = 39,250; line 5 = 24,250: 1,192.50 + 12 % × 12,325 = 2,671.50
    [2025, 'single', 40000, 5000, 10000, 2671.5, 0],
    // 2026: taxable 38,900; line 5 = 23,900: 1,240 + 12 % × 11,500 = 2,620
    [2026, 'single', 40000, 5000, 10000, 2620, 0],
  ])(
    '%i %s, wages %d, qualified dividends %d, long-term gain %d: all at 0 %%, tax %d',
    (taxYear, filingStatus, wages, qualified, gain, tax, cgTax) => {
      const r = result({
        grossIncome: wages,
        filingStatus,
        ordinaryDividends: qualified,
        qualifiedDividends: qualified,
        longTermCapitalGains: gain,
        taxYear,
      });
      expect(r.federalIncomeTax).toBe(tax);
      expect(r.capitalGainsTax).toBe(cgTax);
    },
  );

  it.each([
    // 2026 single, wages 100,000, gain 50,000: taxable 133,900; line 5 83,900 (5,800 + 22 % × 33,500 = 13,170);
    // line 7 = 49,450 = line 8, line 9 = 0; line 17 = 50,000 at 15 % = 7,500
    [2026, 'single', 100000, 50000, 13170, 7500],
    // 2025: taxable 134,250; line 5 84,250 (5,578.50 + 22 % × 35,775 = 13,449); 50,000 at 15 %
    [2025, 'single', 100000, 50000, 13449, 7500],
    // 2026 mfj, wages 100,000, gain 60,000: taxable 127,800; line 5 67,800 (2,480 + 12 % × 43,000 = 7,640);
    // line 9 = 98,900 − 67,800 = 31,100 at 0 %; 28,900 at 15 % = 4,335
    [2026, 'mfj', 100000, 60000, 7640, 4335],
    // 2025 mfj: taxable 128,500; line 5 68,500 (2,385 + 12 % × 44,650 = 7,743); line 9 = 28,200; 31,800 at 15 %
    [2025, 'mfj', 100000, 60000, 7743, 4770],
    // 2026 hoh, no wages, gain 100,000: taxable 75,850, all of it gain; line 9 = 66,200 at 0 %; 9,650 at 15 %
    [2026, 'hoh', 0, 100000, 0, 1447.5],
    // 2025 hoh: taxable 76,375; line 9 = 64,750; 11,625 at 15 %
    [2025, 'hoh', 0, 100000, 0, 1743.75],
  ])(
    '%i %s, wages %d, long-term gain %d: ordinary tax %d on line 5 and %d at the 15 %% rate',
    (taxYear, filingStatus, wages, gain, ordinary, cgTax) => {
      const r = result({ grossIncome: wages, filingStatus, longTermCapitalGains: gain, taxYear });
      expect(r.capitalGainsTax).toBe(cgTax);
      expect(r.federalIncomeTax).toBe(Math.round((ordinary + cgTax) * 100) / 100);
      const bracketsTax = r.brackets.reduce((sum: number, b: { tax: number }) => sum + b.tax, 0);
      expect(Math.round(bracketsTax * 100) / 100).toBe(ordinary);
    },
  );

  it('2026 single, a 1,000,000 gain alone: 0 %, 15 % and 20 % bands (lines 9, 17, 20) and the 3.8 % tax on 800,000', () => {
    const r = result({ grossIncome: 0, filingStatus: 'single', longTermCapitalGains: 1000000 });
    // Taxable 983,900: 49,450 at 0 %; 545,500 − 49,450 = 496,050 at 15 % (74,407.50); 438,400 at 20 % (87,680).
    expect(r.capitalGainsTax).toBe(162087.5);
    expect(r.federalIncomeTax).toBe(162087.5);
    // Form 8960: MAGI 1,000,000 − 200,000 = 800,000 < net investment income 1,000,000.
    expect(r.netInvestmentIncomeTax).toBe(30400);
    expect(r.totalTax).toBe(162087.5 + 30400);
    expect(r.takeHomePay).toBe(1000000 - 162087.5 - 30400);
  });

  it('2025 single, a 1,000,000 gain alone: 48,350 at 0 %, 485,050 at 15 %, 451,250 at 20 %', () => {
    const r = result({ grossIncome: 0, filingStatus: 'single', longTermCapitalGains: 1000000, taxYear: 2025 });
    // Taxable 984,250; 533,400 − 48,350 = 485,050 × 15 % = 72,757.50; 984,250 − 533,400 = 450,850 × 20 % = 90,170
    expect(r.capitalGainsTax).toBe(162927.5);
    expect(r.netInvestmentIncomeTax).toBe(30400);
  });

  it.each([2025, 2026])(
    '%i, IRS NIIT Q&A: single, wages 180,000 and 90,000 of net investment income: 3.8 % of 70,000 = 2,660',
    (taxYear) => {
      const r = result({ grossIncome: 180000, filingStatus: 'single', interestIncome: 90000, taxYear });
      expect(r.netInvestmentIncomeTax).toBe(2660);
      expect(r.capitalGainsTax).toBe(0);
    },
  );

  it.each([2025, 2026])(
    '%i, IRS NIIT Q&A: joint, wages 300,000 and 75,000 of net investment income: 3.8 % of 75,000 = 2,850',
    (taxYear) => {
      const r = result({ grossIncome: 300000, filingStatus: 'mfj', ordinaryDividends: 75000, taxYear });
      expect(r.netInvestmentIncomeTax).toBe(2850);
    },
  );

  it.each([2025, 2026])(
    '%i, IRS NIIT Q&A: single, wages 180,000 and 15,000 of dividends and gains: MAGI 195,000, no tax',
    (taxYear) => {
      const r = result({
        grossIncome: 180000,
        filingStatus: 'single',
        ordinaryDividends: 5000,
        qualifiedDividends: 5000,
        longTermCapitalGains: 10000,
        taxYear,
      });
      expect(r.netInvestmentIncomeTax).toBe(0);
      expect(r.adjustedGrossIncome).toBe(195000);
    },
  );

  it.each([
    [2025, 'single', -3000],
    [2025, 'mfs', -1500],
    [2026, 'single', -3000],
    [2026, 'mfs', -1500],
  ])(
    '%i %s: a net capital loss of 10,000 deducts %d (Schedule D line 21, not indexed); take-home counts all of it',
    (taxYear, filingStatus, line7) => {
      const r = result({ grossIncome: 60000, filingStatus, shortTermCapitalGains: -10000, taxYear });
      expect(r.investmentIncome).toBe(line7);
      expect(r.adjustedGrossIncome).toBe(60000 + line7);
      expect(r.totalIncome).toBe(50000);
      expect(r.takeHomePay).toBe(Math.round((50000 - r.totalTax) * 100) / 100);
    },
  );

  it.each([2025, 2026])(
    '%i: a short-term loss nets against a long-term gain first (Schedule D line 16); only the rest is taxed at 15 %%',
    (taxYear) => {
      // Taxable income 103,000 less the standard deduction: above the 0 % top of either year, under the 15 % top.
      const both = result({
        grossIncome: 100000,
        filingStatus: 'single',
        shortTermCapitalGains: -5000,
        longTermCapitalGains: 8000,
        taxYear,
      });
      // Worksheet line 3: the smaller of line 15 (8,000) and line 16 (3,000).
      expect(both.capitalGainsTax).toBe(450);
      const shortOnly = result({
        grossIncome: 100000,
        filingStatus: 'single',
        shortTermCapitalGains: 10000,
        longTermCapitalGains: -4000,
        taxYear,
      });
      expect(shortOnly.capitalGainsTax).toBe(0); // line 3 is 0: the 6,000 left is short-term, ordinary income
      expect(shortOnly.adjustedGrossIncome).toBe(106000);
    },
  );

  it('refuses qualified dividends above the ordinary dividends, naming both fields', () => {
    const e = errorOf({
      grossIncome: 50000,
      filingStatus: 'single',
      ordinaryDividends: 1000,
      qualifiedDividends: 2000,
    });
    expect(e.status).toBe(422);
    expect(e.errors).toEqual([
      fieldError('/qualifiedDividends', 'exceeds_ordinary_dividends'),
      fieldError('/ordinaryDividends', 'below_qualified_dividends'),
    ]);
  });
});
