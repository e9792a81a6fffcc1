/**
 * Affordability: the largest price against a closed form computed here, independently of the search; the program
 * figures against their publishers; the limits against two peers' worked examples.
 *
 * Closed form (payment linear in the price P between the steps of mortgage insurance):
 *   payment(P) = P × [(1 − d)(1 + f)·k + tax/1200 + (1 − d)·mi/1200] + insurance + HOA,
 *   k = r / (1 − (1 + r)^−n), r = rate / 1200, d the down payment share, f the financed fee share, mi the annual MI %.
 *   The price at a limit L (a housing payment) is (L − insurance − HOA) / [ … ]; the answer is the smaller one. Cent
 *   roundings of the payment move it by at most a few dollars.
 */
import { fhaAnnualMipPct, vaFundingFeePct } from '../../../src/calculators/home-loan-programs';
import { CONFORMING_LIMIT_2026 } from '../../../src/reference/home-loan-programs-2026';
import { calculator, testContext } from '../../support/run-calculator';

const { run, result: afford, errorOf } = calculator('affordability-calculator');

/** The closed-form price at a housing payment `limit` (dollars a month). */
function closedFormPrice(o: {
  limit: number;
  rate: number;
  years: number;
  downShare: number;
  feeShare?: number;
  miPct?: number;
  taxPct?: number;
  fixed?: number;
}): number {
  const r = o.rate / 1200;
  const n = o.years * 12;
  const k = r === 0 ? 1 / n : r / (1 - (1 + r) ** -n);
  const loanShare = 1 - o.downShare;
  const coef = loanShare * (1 + (o.feeShare ?? 0)) * k + (o.taxPct ?? 1.1) / 1200 + (loanShare * (o.miPct ?? 0)) / 1200;
  return (o.limit - (o.fixed ?? 150)) / coef;
}

describe('affordability-calculator: the price against the closed form', () => {
  it('conventional, 10 % down, the front end binds: $120,000 income allows $2,800 of housing', () => {
    const r = afford({ annualIncome: 120000, monthlyDebts: 500, downPaymentPct: 10, annualRate: 6.5 });
    const expected = closedFormPrice({ limit: 2800, rate: 6.5, years: 30, downShare: 0.1, miPct: 0.5 });
    expect(Math.abs(r.maxHomePrice - expected)).toBeLessThan(3);
    expect(r.bindingLimit).toBe('frontEnd');
    expect(r.maxHousingPayment).toBe(2800);
    expect(r.totalMonthlyPayment).toBeLessThanOrEqual(2800);
    expect(r.frontEndRatio).toBeLessThanOrEqual(28);
    expect(r.downPayment).toBe(Math.round(r.maxHomePrice * 10) / 100);
    expect(r.cashToClose).toBeCloseTo(r.downPayment + r.closingCosts, 2);
    expect(r.closingCosts).toBe(Math.round(r.maxHomePrice * 3) / 100);
  });

  it('conventional, 20 % down (no PMI), the back end binds: $1,500 of other debts leave $2,100', () => {
    const r = afford({ annualIncome: 120000, monthlyDebts: 1500, annualRate: 7, tenureYears: 15 });
    const expected = closedFormPrice({ limit: 2100, rate: 7, years: 15, downShare: 0.2 });
    expect(Math.abs(r.maxHomePrice - expected)).toBeLessThan(3);
    expect(r.bindingLimit).toBe('backEnd');
    expect(r.monthlyMortgageInsurance).toBe(0);
    expect(r.backEndRatio).toBeLessThanOrEqual(36);
  });

  it('FHA, 3.5 % down: 1.75 % upfront MIP financed, annual MIP 0.55 % (LTV over 95), 31 % front end', () => {
    const r = afford({ annualIncome: 120000, loanType: 'fha', annualRate: 6.5 });
    const expected = closedFormPrice({
      limit: 3100,
      rate: 6.5,
      years: 30,
      downShare: 0.035,
      feeShare: 0.0175,
      miPct: 0.55,
    });
    expect(Math.abs(r.maxHomePrice - expected)).toBeLessThan(3);
    expect(r.mortgageInsuranceRate).toBe(0.55);
    expect(r.financedFee).toBe(Math.round(r.baseLoanAmount * 1.75) / 100);
    expect(r.frontEndLimit).toBe(31);
    expect(r.backEndLimit).toBe(43);
  });

  it('VA, no down payment, first use: 2.15 % funding fee financed, no mortgage insurance, 41 % back end only', () => {
    const r = afford({ annualIncome: 120000, monthlyDebts: 800, loanType: 'va', annualRate: 6.5 });
    const expected = closedFormPrice({ limit: 4100 - 800, rate: 6.5, years: 30, downShare: 0, feeShare: 0.0215 });
    expect(Math.abs(r.maxHomePrice - expected)).toBeLessThan(3);
    expect(r.frontEndLimit).toBeNull();
    expect(r.bindingLimit).toBe('backEnd');
    expect(r.monthlyMortgageInsurance).toBe(0);
    expect(r.financedFee).toBe(Math.round(r.maxHomePrice * 2.15) / 100);
  });

  it('a down payment in dollars is the same at every price', () => {
    const r = afford({ annualIncome: 150000, downPayment: 60000, annualRate: 6 });
    expect(r.downPayment).toBe(60000);
    expect(r.baseLoanAmount).toBe(r.maxHomePrice - 60000);
  });
});

describe('affordability-calculator: the programs as published', () => {
  // HUD Mortgagee Letter 2023-05, amended Appendix 1.0 (annual MIP, basis points), terms over 15 years.
  it.each([
    [300_000, 96.5, 30, 0.55],
    [300_000, 95, 30, 0.5],
    [800_000, 96.5, 30, 0.75],
    [800_000, 90, 30, 0.7],
    // Terms of 15 years or less.
    [300_000, 90, 15, 0.15],
    [300_000, 96.5, 15, 0.4],
    [800_000, 78, 15, 0.15],
    [800_000, 85, 15, 0.4],
    [800_000, 96.5, 15, 0.65],
  ])('FHA annual MIP, base loan %d, LTV %d, %d years: %d %%', (base, ltv, years, pct) => {
    expect(fhaAnnualMipPct(base, ltv, years)).toBe(pct);
  });

  // VA funding fee for purchase and construction loans (va.gov, "VA funding fee and loan closing costs").
  it.each([
    [0, true, 2.15],
    [4.99, true, 2.15],
    [5, true, 1.5],
    [10, true, 1.25],
    [0, false, 3.3],
    [5, false, 1.5],
    [10, false, 1.25],
  ])('VA funding fee, %d %% down, first use %s: %d %%', (down, firstUse, pct) => {
    expect(vaFundingFeePct(down, firstUse, false)).toBe(pct);
    expect(vaFundingFeePct(down, firstUse, true)).toBe(0);
  });

  it("a loan past FHFA's 2026 baseline conforming limit ($832,750) warns that it is jumbo outside high-cost areas", () => {
    expect(CONFORMING_LIMIT_2026.baseline).toBe(832_750);
    const out = run({ annualIncome: 400000, annualRate: 6.5 });
    expect(out.result.maxLoanAmount).toBeGreaterThan(832_750);
    expect(out.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/above FHFA's 2026 baseline conforming limit of \$832,750.00/)]),
    );
    expect(run({ annualIncome: 120000, annualRate: 6.5 }).warnings).toEqual([]);
  });
});

describe('affordability-calculator: limits as peers state them', () => {
  // mortgage-info.com, "How Much House Can I Afford 2026": $8,333/month × 0.28 = $2,333 of housing on $100,000.
  it('$100,000 of income allows $2,333.33 of housing at 28 %', () => {
    expect(afford({ annualIncome: 100000, annualRate: 6.5 }).maxHousingPayment).toBe(2333.33);
  });
  // HonestCasa, "How Much House Can I Afford? The Real Math" (February 16, 2026): $7,500 a month, $850 of debts:
  // 28 % allows $2,100, 36 % less the debts $1,850, so the back end decides.
  it('$90,000 of income and $850 of debts: the back end decides at $1,850', () => {
    const r = afford({ annualIncome: 90000, monthlyDebts: 850, annualRate: 6.5 });
    expect(r.maxHousingPayment).toBe(1850);
    expect(r.bindingLimit).toBe('backEnd');
  });
});

describe('affordability-calculator: the rate, the price by rate, what cannot be answered', () => {
  it('without a rate, the 30-year average of the context, named with its date', () => {
    const out = run({ annualIncome: 120000 });
    expect(out.result.annualRate).toBe(testContext.mortgage30y!.value);
    expect(out.assumptions![0]).toMatch(/30-year fixed mortgage average \(Freddie Mac PMMS\) of 2026-03-12/);
    expect(out.ratesUsed).toEqual(['2026-03-12']);
    expect(out.meta).toEqual({ rate_source: 'snapshot', rate_as_of: '2026-03-12' });
  });

  it('without a rate or an average: the stated fallback, with a warning', () => {
    const out = run({ annualIncome: 120000 }, {});
    expect(out.result.annualRate).toBe(6.5);
    expect(out.warnings![0]).toMatch(/No 30-year mortgage average was available/);
  });

  it('byRate: a point lower, the rate, a point higher, each the answer at that rate', () => {
    const input = { annualIncome: 120000, monthlyDebts: 500, downPaymentPct: 10, annualRate: 6.5 };
    const r = afford(input);
    expect(r.byRate.map((x: { annualRate: number }) => x.annualRate)).toEqual([5.5, 6.5, 7.5]);
    for (const row of r.byRate)
      expect(row.maxHomePrice).toBe(afford({ ...input, annualRate: row.annualRate }).maxHomePrice);
    expect(r.byRate[0].maxHomePrice).toBeGreaterThan(r.maxHomePrice);
    expect(r.byRate[2].maxHomePrice).toBeLessThan(r.maxHomePrice);
  });

  it('debts that take the whole back end: no price, with a warning', () => {
    const out = run({ annualIncome: 20000, monthlyDebts: 900, annualRate: 6.5 });
    expect(out.result.maxHomePrice).toBe(0);
    expect(out.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^No price meets the limits/)]));
  });

  it('a down payment in both forms, or the tax in both forms, is a 422 naming both', () => {
    expect(errorOf({ annualIncome: 1e5, downPayment: 1e4, downPaymentPct: 5 }).errors!.map((e) => e.path)).toEqual([
      '/downPayment',
      '/downPaymentPct',
    ]);
    expect(
      errorOf({ annualIncome: 1e5, propertyTaxAnnual: 4000, propertyTaxRate: 2 }).errors!.map((e) => e.path),
    ).toEqual(['/propertyTaxAnnual', '/propertyTaxRate']);
  });

  it('FHA under 3.5 % down warns', () => {
    expect(run({ annualIncome: 1e5, loanType: 'fha', downPaymentPct: 2, annualRate: 6 }).warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^FHA requires at least 3.5% down/)]),
    );
  });
});
