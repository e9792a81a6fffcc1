/**
 * Self-employment income (2025 and 2026): Schedule SE (Form 1040) Part I worked line by line for each earner
 * (line 4a 92.35 % of net profit; line 4c under $400 owes nothing; lines 7-9 the SSA contribution and benefit base
 * less the earner's own Social Security wages: $176,100 for 2025, $184,500 for 2026 (SSA fact sheets); line 10
 * 12.4 %, line 11 2.9 %, line 13 half of line 12 deducted on Schedule 1 line 15), and Form 8959 Part II (lines
 * 8-13) with the examples of the IRS "Questions and Answers for the Additional Medicare Tax" (Q&A on
 * self-employment income, https://www.irs.gov/businesses/small-businesses-self-employed/questions-and-answers-for-the-additional-medicare-tax).
 */
import { calculator, fieldError } from '../../support/run-calculator';

const { result, errorOf } = calculator('tax-calculator');

describe('tax-calculator: self-employment income (Schedule SE, Form 8959 Part II)', () => {
  it.each([
    // year, wages, net profit, line 10 (Social Security), line 11 (Medicare), line 12, line 13
    // 2025: line 9 = 176,100 − 150,000 = 26,100 < line 6 46,175 → 26,100 × 12.4 %; 46,175 × 2.9 % = 1,339.075
    [2025, 150000, 50000, 3236.4, 1339.08, 4575.48, 2287.74],
    // 2026: line 9 = 184,500 − 150,000 = 34,500
    [2026, 150000, 50000, 4278, 1339.08, 5617.08, 2808.54],
    // No wages: all 92,350 under the base; 92,350 × 12.4 % = 11,451.40, × 2.9 % = 2,678.15
    [2025, 0, 100000, 11451.4, 2678.15, 14129.55, 7064.78],
    [2026, 0, 100000, 11451.4, 2678.15, 14129.55, 7064.78],
    // Wages over the base: line 9 is 0, Medicare only (9,235 × 2.9 % = 267.815)
    [2025, 180000, 10000, 0, 267.82, 267.82, 133.91],
    [2026, 190000, 10000, 0, 267.82, 267.82, 133.91],
    // Profit above the base by itself: 250,000 × 92.35 % = 230,875; 12.4 % of the base, 2.9 % of all
    [2025, 0, 250000, 21836.4, 6695.38, 28531.78, 14265.89],
    [2026, 0, 250000, 22878, 6695.38, 29573.38, 14786.69],
  ])('%i, wages %d, net profit %d: Schedule SE lines 10-13', (taxYear, wages, profit, ss, medicare, tax, half) => {
    const r = result({ grossIncome: wages, filingStatus: 'single', selfEmploymentIncome: profit, taxYear });
    const [e] = r.selfEmployment;
    expect(e.netEarnings).toBe(Math.round(profit * 92.35) / 100);
    expect([e.socialSecurityTax, e.medicareTax, e.selfEmploymentTax]).toEqual([ss, medicare, tax]);
    expect(r.selfEmploymentTax).toBe(tax);
    expect(r.selfEmploymentTaxDeduction).toBe(half);
    // Schedule 1: business income in, half the SE tax out.
    expect(r.adjustedGrossIncome).toBe(Math.round((wages + profit - half) * 100) / 100);
  });

  it('2026, single, 100,000 of profit and no wages: AGI 92,935.22, taxable 61,468.18 after the QBI deduction (Form 8995; Rev. Proc. 2025-32 Table 3)', () => {
    const r = result({ grossIncome: 0, filingStatus: 'single', selfEmploymentIncome: 100000 });
    // Form 8995: QBI 100,000 − 7,064.78 = 92,935.22, line 5 20 % = 18,587.04; line 11 taxable income before it
    // 92,935.22 − 16,100 = 76,835.22, line 14 20 % = 15,367.04 (the smaller: line 15).
    expect(r.qbiDeduction).toBe(15367.04);
    expect(r.taxableIncome).toBe(61468.18);
    expect(r.federalIncomeTax).toBe(8235); // 5,800 + 22 % × 11,068.18 = 5,800 + 2,435.00
    expect(r.ficaTax).toBe(0);
    expect(r.totalTax).toBe(8235 + 14129.55);
    expect(r.takeHomePay).toBe(Math.round((100000 - 8235 - 14129.55) * 100) / 100);
    expect(r.totalIncome).toBe(100000);
  });

  it.each([2025, 2026])(
    '%i: line 4c under $400 owes nothing (433 × 92.35 % = 399.88); 434 owes 15.3 % of 400.80',
    (taxYear) => {
      const low = result({ grossIncome: 30000, filingStatus: 'single', selfEmploymentIncome: 433, taxYear });
      expect(low.selfEmploymentTax).toBe(0);
      expect(low.adjustedGrossIncome).toBe(30433);
      const high = result({ grossIncome: 30000, filingStatus: 'single', selfEmploymentIncome: 434, taxYear });
      expect(high.selfEmployment[0].netEarnings).toBe(400.8);
      expect(high.selfEmploymentTax).toBe(49.7 + 11.62);
    },
  );

  it.each([2025, 2026])('%i: a business loss owes no SE tax and offsets wages in AGI', (taxYear) => {
    const r = result({ grossIncome: 80000, filingStatus: 'single', selfEmploymentIncome: -20000, taxYear });
    expect(r.selfEmploymentTax).toBe(0);
    expect(r.adjustedGrossIncome).toBe(60000);
    expect(r.totalIncome).toBe(60000);
  });

  it.each([2025, 2026])(
    '%i, IRS Q&A example: C, single, wages 130,000 and SE income 145,000: Additional Medicare Tax on 75,000 (200,000 − 130,000 = 70,000 left)',
    (taxYear) => {
      // A net profit of 157,011.37 is 145,000.00 of SE income (Schedule SE line 6).
      const r = result({ grossIncome: 130000, filingStatus: 'single', selfEmploymentIncome: 157011.37, taxYear });
      expect(r.selfEmployment[0].netEarnings).toBe(145000);
      expect(r.additionalMedicareTax).toBe(0);
      expect(r.additionalMedicareTaxOnSelfEmployment).toBe(675);
    },
  );

  it.each([2025, 2026])(
    '%i, IRS Q&A example: D and E, joint, D wages 150,000, E SE income 175,000: Additional Medicare Tax on 75,000',
    (taxYear) => {
      const r = result({
        grossIncome: 150000,
        filingStatus: 'mfj',
        spouseSelfEmploymentIncome: 189496.48, // 175,000.00 of SE income
        taxYear,
      });
      expect(r.selfEmployment.map((e: { netEarnings: number }) => e.netEarnings)).toEqual([0, 175000]);
      expect(r.additionalMedicareTaxOnSelfEmployment).toBe(675);
      // The spouse has no wages: the whole wage base is theirs.
      expect(r.selfEmployment[1].socialSecurityTax).toBe(21700);
    },
  );

  it.each([2025, 2026])(
    '%i, IRS Q&A example: F and G, joint, F wages 275,000, G an SE loss of 50,000: Additional Medicare Tax on 25,000 of wages only',
    (taxYear) => {
      const r = result({
        grossIncome: 275000,
        spouseIncome: 0,
        filingStatus: 'mfj',
        spouseSelfEmploymentIncome: -50000,
        taxYear,
      });
      expect(r.additionalMedicareTax).toBe(225);
      expect(r.additionalMedicareTaxOnSelfEmployment).toBe(0);
      expect(r.selfEmploymentTax).toBe(0);
      expect(r.adjustedGrossIncome).toBe(225000);
    },
  );

  it('each spouse their own Schedule SE and wage base; Form 8959 combines them (2026)', () => {
    const r = result({
      grossIncome: 200000,
      filingStatus: 'mfj',
      selfEmploymentIncome: 10000,
      spouseSelfEmploymentIncome: 50000,
    });
    // Taxpayer: wages 200,000 over the base, Medicare on 9,235 only. Spouse: 46,175 × 15.3 %.
    expect(r.selfEmployment.map((e: { selfEmploymentTax: number }) => e.selfEmploymentTax)).toEqual([267.82, 7064.78]);
    // Form 8959: 250,000 − 200,000 = 50,000 left; 55,410 − 50,000 = 5,410 × 0.9 %.
    expect(r.additionalMedicareTaxOnSelfEmployment).toBe(48.69);
    expect(r.totalTax).toBe(
      Math.round((r.federalIncomeTaxAfterCredits + r.ficaTax + 267.82 + 7064.78 + 48.69 + r.stateIncomeTax) * 100) /
        100,
    );
  });

  it('the SE taxes are owed with the return: no paycheck withholds them', () => {
    const wages = result({ grossIncome: 60000, filingStatus: 'single' });
    const r = result({ grossIncome: 60000, filingStatus: 'single', selfEmploymentIncome: 20000 });
    expect(r.federalWithholding).toBe(wages.federalWithholding);
    expect(r.refundOrBalanceDue).toBe(
      Math.round((r.federalWithholding - r.federalIncomeTaxAfterCredits - r.selfEmploymentTax) * 100) / 100,
    );
  });

  it('refuses a spouse’s self-employment income on any return but a joint one, and one out of bounds', () => {
    expect(errorOf({ grossIncome: 50000, filingStatus: 'single', spouseSelfEmploymentIncome: 1000 }).errors).toEqual([
      fieldError('/spouseSelfEmploymentIncome', 'joint_return_only'),
    ]);
    expect(errorOf({ grossIncome: 50000, filingStatus: 'single', selfEmploymentIncome: -2e9 }).errors).toEqual([
      fieldError('/selfEmploymentIncome', 'minimum'),
    ]);
  });
});
