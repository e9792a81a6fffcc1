/**
 * A return is an assumption, and a loss is a valid one: investment return, compound interest,
 * SIP and rent vs buy's investment return accept rates down to −99.99 %, inclusive (MIN_RETURN_PCT);
 * −100 % and below are refused. Loan and savings rates stay ≥ 0. Balances stay finite and non-negative.
 *
 * Expected values: python3 Decimal (60 digits), simulated month by month without rounding and rounded
 * half up to the cent at the end (b = b·(1 + i) + c; SIP: b = (b + c)·(1 + i)); not the closed forms used here.
 */
import { MIN_RETURN_PCT } from '../../src/schemas/common';
import { centsSum, errorOf, fieldError, runCalculator } from '../support/run-calculator';

describe('negative expected returns', () => {
  it('compound interest: 10,000 + 100/month at −5 % for 10 years → 15,517.44, with negative yearly interest', () => {
    const out = runCalculator('compound-interest-calculator', {
      principal: 10000,
      monthlyContribution: 100,
      annualRate: -5,
      years: 10,
    });
    const r = out.result;
    expect(r.futureValue).toBe(15517.44);
    expect(r.totalContributions).toBe(22000);
    expect(r.totalInterest).toBe(-6482.56);
    expect(r.yearlySchedule.every((y: { interest: number; balance: number }) => y.interest < 0 && y.balance > 0)).toBe(
      true,
    );
    expect(centsSum(r.yearlySchedule.map((y: { interest: number }) => y.interest))).toBe(r.totalInterest);
    expect(r.effectiveAnnualRate).toBe(-4.887); // python Decimal: ((1 − 0.05/12)^12 − 1) × 100 = −4.886993…
    expect(out.warnings).toEqual([expect.stringContaining('loss of 5% a year')]);
  });

  it('compound interest compounded daily at −50 %: 1,000 → 606.32 after a year', () => {
    expect(
      runCalculator('compound-interest-calculator', {
        principal: 1000,
        monthlyContribution: 0,
        annualRate: -50,
        years: 1,
        compoundingFrequency: 'daily',
      }).result.futureValue,
    ).toBe(606.32);
  });

  it('SIP: 1,000 at the start of each month at −10 % for 5 years → 46,973.90', () => {
    const r = runCalculator('sip-calculator', { monthlyAmount: 1000, annualReturn: -10, years: 5 }).result;
    expect([r.futureValue, r.totalInvested, r.estimatedReturns]).toEqual([46973.9, 60000, -13026.1]);
  });

  it('investment return: 10,000 + 100/month at −20 % for 5 years, 3 % inflation → 6,926.06 nominal, 5,974.48 real', () => {
    const out = runCalculator('investment-return-calculator', {
      initialInvestment: 10000,
      monthlyContribution: 100,
      annualReturn: -20,
      years: 5,
      inflationRate: 3,
    });
    expect([out.result.futureValue, out.result.realFutureValue, out.result.realAnnualReturn]).toEqual([
      6926.06, 5974.48, -22.3301,
    ]);
    expect(out.warnings).toEqual([expect.stringContaining('loss of 20% a year')]);
  });

  it('accepts −99.99 % and refuses −100 % (no growth factor at a total loss)', () => {
    expect(MIN_RETURN_PCT).toBe(-99.99);
    expect(
      runCalculator('investment-return-calculator', {
        initialInvestment: 1000,
        annualReturn: -99.99,
        years: 1,
        inflationRate: 0,
      }).result.futureValue,
    ).toBe(0.1);
    for (const [slug, input] of [
      ['investment-return-calculator', { initialInvestment: 1000, annualReturn: -100, years: 1 }],
      ['compound-interest-calculator', { principal: 1000, monthlyContribution: 0, annualRate: -100, years: 1 }],
      ['sip-calculator', { monthlyAmount: 1000, annualReturn: -100, years: 1 }],
      ['rent-vs-buy-calculator', { homePrice: 400000, mortgageRate: 6, monthlyRent: 2000, investmentReturnRate: -100 }],
    ] as const) {
      expect(errorOf(slug, input).errors).toEqual([
        expect.objectContaining({ code: 'minimum', message: 'must be >= -99.99' }),
      ]);
    }
  });

  it('loan and savings rates stay at 0 or above', () => {
    expect(errorOf('emi-calculator', { principal: 1000, annualRate: -1, tenureYears: 1 }).errors).toEqual([
      fieldError('/annualRate', 'minimum'),
    ]);
    expect(errorOf('mortgage-calculator', { homePrice: 1000, annualRate: -1, tenureYears: 1 }).errors).toEqual([
      fieldError('/annualRate', 'minimum'),
    ]);
    expect(errorOf('savings-goal-calculator', { targetAmount: 1000, annualRate: -1, years: 1 }).errors).toEqual([
      fieldError('/annualRate', 'minimum'),
    ]);
  });

  it('rent vs buy: a losing investment return shrinks the renter’s pot, never below 0, and favours buying', () => {
    const base = { homePrice: 400000, mortgageRate: 6.5, monthlyRent: 2200, schedule: 'monthly' };
    const loss = runCalculator('rent-vs-buy-calculator', { ...base, investmentReturnRate: -30 });
    const gain = runCalculator('rent-vs-buy-calculator', { ...base, investmentReturnRate: 5 });
    const r = loss.result;
    expect(r.renterInvestmentGrowth).toBeLessThan(0);
    expect(
      r.schedule.every(
        (m: { renterInvestments: number; buyerInvestments: number }) =>
          m.renterInvestments >= 0 && m.buyerInvestments >= 0,
      ),
    ).toBe(true);
    expect(r.netAdvantageOfBuying).toBe(centsSum([r.equityAtEnd, r.buyerInvestmentsAtEnd, -r.renterInvestmentsAtEnd]));
    expect(r.netAdvantageOfBuying).toBeGreaterThan(gain.result.netAdvantageOfBuying);
    expect(loss.warnings).toEqual(expect.arrayContaining([expect.stringContaining('lose 30% a year')]));
    expect(loss.assumptions).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Investments lose 30%\/yr, credited monthly/)]),
    );
  });
});
