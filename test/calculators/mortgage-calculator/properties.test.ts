/** Mortgage: schedule invariants that hold on any input. */
import { calculator, centsSum } from '../../support/run-calculator';

const { run, result: mortgage } = calculator('mortgage-calculator');

type Row = {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  extra: number;
  pmi: number;
  balance: number;
};
type YearRow = { year: number; principalPaid: number; interestPaid: number; pmiPaid: number; balance: number };

describe('mortgage-calculator schedule invariants', () => {
  const cases = [
    { homePrice: 400000, annualRate: 6.5, tenureYears: 30 },
    { homePrice: 387654.32, downPaymentPct: 7.5, annualRate: 6.875, tenureYears: 30, extraMonthlyPayment: 321.09 },
    { homePrice: 1e12, downPaymentPct: 1, annualRate: 9.99, tenureYears: 40, extraMonthlyPayment: 1e6 },
    { homePrice: 0.05, downPaymentPct: 0, annualRate: 3, tenureYears: 1 },
    { homePrice: 123456, downPaymentPct: 12.5, annualRate: 0, tenureYears: 7.5, hoaMonthly: 45.5 },
  ];
  it.each(cases)('rows sum exactly to the totals and end at 0.00: %o', (input) => {
    const r = mortgage(input);
    const rows: Row[] = r.schedule;
    expect(rows).toHaveLength(r.payoffMonths);
    expect(rows.map((x) => x.month)).toEqual(Array.from({ length: r.payoffMonths }, (_, i) => i + 1));
    expect(centsSum([r.loanAmount, r.downPayment])).toBe(input.homePrice);
    expect(centsSum(rows.map((x) => x.payment))).toBe(r.totalOfPayments);
    expect(centsSum(rows.map((x) => x.interest))).toBe(r.totalInterest);
    expect(centsSum(rows.map((x) => x.principal))).toBe(r.loanAmount);
    expect(centsSum(rows.map((x) => x.pmi))).toBe(r.totalPmi);
    expect(centsSum([r.totalOfPayments, -r.totalInterest])).toBe(r.loanAmount);
    expect(rows[rows.length - 1]!.balance).toBe(0);
    for (const x of rows) expect(centsSum([x.principal, x.interest])).toBe(x.payment);
    const years: YearRow[] = r.yearlySchedule;
    expect(years).toHaveLength(Math.ceil(r.payoffMonths / 12));
    expect(centsSum(years.map((y) => y.interestPaid))).toBe(r.totalInterest);
    expect(centsSum(years.map((y) => y.principalPaid))).toBe(r.loanAmount);
    expect(centsSum(years.map((y) => y.pmiPaid))).toBe(r.totalPmi);
  });

  it('a 30-year mortgage has exactly 360 rows', () => {
    expect(
      mortgage({ homePrice: 512345, downPaymentPct: 15, annualRate: 6.11, tenureYears: 30 }).schedule,
    ).toHaveLength(360);
  });

  it('P&I rises with the rate and falls with a longer term', () => {
    const pi = (annualRate: number, tenureYears: number) =>
      mortgage({ homePrice: 400000, annualRate, tenureYears }).monthlyPrincipalAndInterest;
    expect(pi(5, 30)).toBeLessThan(pi(6, 30));
    expect(pi(6, 30)).toBeLessThan(pi(7, 30));
    expect(pi(6, 30)).toBeLessThan(pi(6, 15));
  });

  it('schedule "yearly" returns yearly rows only and "none" neither', () => {
    const yearly = mortgage({ homePrice: 400000, annualRate: 6.5, tenureYears: 30, schedule: 'yearly' });
    expect(yearly.schedule).toBeUndefined();
    expect(yearly.yearlySchedule).toHaveLength(30);
    const none = mortgage({ homePrice: 400000, annualRate: 6.5, tenureYears: 30, schedule: 'none' });
    expect(none.schedule).toBeUndefined();
    expect(none.yearlySchedule).toBeUndefined();
  });

  it('a full down payment means no loan, and says so', () => {
    const out = run({ homePrice: 250000, downPaymentPct: 100, annualRate: 6, tenureYears: 30 });
    expect(out.result.loanAmount).toBe(0);
    expect(out.result.loanToValuePct).toBe(0);
    expect(out.result.totalMonthlyPayment).toBe(centsSum([229.17, 150]));
    expect(out.notes).toEqual([expect.stringContaining('no loan')]);
    expect(out.warnings).toEqual([]);
  });
});
