/**
 * Pre-tax benefits through payroll: out of income-tax and FICA wages (IRC §125, §223, §129, §132(f)), within the
 * year's limits (2025: IRS Rev. Proc. 2024-25 and 2024-40; 2026: Rev. Proc. 2025-19 and 2025-32; dependent care
 * IRC §129(a)(2)(A) as amended by P.L. 119-21), on the pay stub line by line, and back in state wages where the
 * state's law keeps them (California's HSA; each state's treatment is in benefit-states.test.ts).
 */
import { calculator, centsSum, fieldError } from '../../support/run-calculator';

const { run, result, errorOf } = calculator('tax-calculator');

describe('tax-calculator: pre-tax benefits', () => {
  it('come out of income-tax and FICA wages, and out of each paycheck', () => {
    // 2026 single, 60,000 with 2,400 of premiums and 3,000 to an HSA: FICA wages 54,600; AGI 54,600; taxable 38,500.
    const r = result({
      grossIncome: 60000,
      filingStatus: 'single',
      preTaxDeductions: { healthPremiums: 2400, hsa: 3000 },
    });
    expect(r.socialSecurityTax).toBe(3385.2); // 6.2 % × 54,600
    expect(r.medicareTax).toBe(791.7); // 1.45 % × 54,600
    expect(r.adjustedGrossIncome).toBe(54600);
    expect(r.federalIncomeTax).toBe(4372); // 1,240 + 12 % × 26,100
    expect(r.takeHomePay).toBe(centsSum([60000, -r.totalTax, -5400]));
    const p = r.perPaycheck.earners[0].regular;
    expect([p.healthPremiums, p.hsa, p.healthFsa, p.dependentCareFsa, p.commuter]).toEqual([200, 250, 0, 0, 0]);
    // Pub. 15-T on 4,550 a month: 54,600 − 8,600 = 46,000; 1,240 + 12 % × 26,100 = 4,372; ÷ 12.
    expect(p.federalWithholding).toBe(364.33);
    expect(p.net).toBe(centsSum([p.gross, -450, -p.federalWithholding, -p.socialSecurity, -p.medicare]));
    expect(r.perPaycheck.regular.preTaxBenefits).toBe(450);
    expect(run({ grossIncome: 60000, filingStatus: 'single', preTaxDeductions: { hsa: 3000 } }).assumptions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Pre-tax benefits \$3,000\.00: out of income-tax wages and FICA wages/),
      ]),
    );
  });

  it('California keeps HSA contributions in state wages; premiums leave them as federal wages do', () => {
    const base = { grossIncome: 80000, filingStatus: 'single', state: 'CA' };
    const none = result(base);
    const hsa = result({ ...base, preTaxDeductions: { hsa: 4000 } });
    const premiums = result({ ...base, preTaxDeductions: { healthPremiums: 4000 } });
    expect(hsa.state.baseIncome).toBe(none.state.baseIncome);
    expect(premiums.state.baseIncome).toBe(centsSum([none.state.baseIncome, -4000]));
    expect(hsa.stateIncomeTax).toBeGreaterThan(premiums.stateIncomeTax);
  });

  it.each([
    [2025, { hsa: 4300.01 }, 'hsa'],
    [2026, { hsa: 4400.01 }, 'hsa'],
    [2026, { hsa: 8750.01, hsaCoverage: 'family' }, 'hsa'],
    [2025, { healthFsa: 3300.01 }, 'healthFsa'],
    [2026, { healthFsa: 3400.01 }, 'healthFsa', 'maximum'], // the highest year's limit is the schema's bound
    [2025, { dependentCareFsa: 5000.01 }, 'dependentCareFsa'],
    [2026, { commuter: 8160.01 }, 'commuter', 'maximum'], // 340 a month, transit and parking each
    [2025, { commuter: 7800.01 }, 'commuter'], // 325 a month, transit and parking each
  ])('%i: refuses %j above the limit', (taxYear, preTaxDeductions, key, code = 'exceeds_benefit_limit') => {
    const input = { grossIncome: 100000, filingStatus: 'single', taxYear, preTaxDeductions };
    expect(errorOf(input).errors).toEqual([fieldError(`/preTaxDeductions/${key}`, code)]);
  });

  it('takes each year’s limits: 7,500 of dependent care in 2026, 5,000 in 2025; the HSA catch-up at 55', () => {
    expect(() =>
      result({ grossIncome: 100000, filingStatus: 'single', preTaxDeductions: { dependentCareFsa: 7500 } }),
    ).not.toThrow();
    expect(() =>
      result({ grossIncome: 100000, filingStatus: 'single', age: 55, preTaxDeductions: { hsa: 5400 } }),
    ).not.toThrow();
    // A separate return has half the dependent care limit; both spouses' reductions share the household's.
    expect(
      errorOf({ grossIncome: 100000, filingStatus: 'mfs', preTaxDeductions: { dependentCareFsa: 3750.01 } }).errors,
    ).toEqual([fieldError('/preTaxDeductions/dependentCareFsa', 'exceeds_benefit_limit')]);
    const joint = { grossIncome: 150000, spouseIncome: 50000, filingStatus: 'mfj' };
    expect(
      errorOf({
        ...joint,
        preTaxDeductions: { dependentCareFsa: 5000 },
        spousePreTaxDeductions: { dependentCareFsa: 2500.01 },
      }).errors,
    ).toEqual([fieldError('/spousePreTaxDeductions/dependentCareFsa', 'exceeds_benefit_limit')]);
  });

  it('refuses benefits beyond the wages and a spouse’s without spouse wages', () => {
    expect(
      errorOf({ grossIncome: 5000, filingStatus: 'single', preTaxDeductions: { healthPremiums: 5000.01 } }).errors,
    ).toEqual([fieldError('/preTaxDeductions', 'exceeds_gross_income')]);
    expect(
      errorOf({ grossIncome: 50000, filingStatus: 'single', spousePreTaxDeductions: { hsa: 100 } }).errors,
    ).toEqual([fieldError('/spousePreTaxDeductions', 'joint_return_only')]);
  });
});
