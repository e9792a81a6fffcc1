/** Debt payoff with a first payment month: a payoff month per debt, per strategy and for the plan. */
import { calculator } from '../../support/run-calculator';

const { result: payoff, errorOf } = calculator('debt-payoff-calculator');
const plan = {
  debts: [
    { name: 'Visa', balance: 5000, rate: 22.99, minPayment: 150 },
    { name: 'Car loan', balance: 9000, rate: 6.5, minPayment: 250 },
    { name: 'Paid', balance: 0, rate: 10, minPayment: 0 },
  ],
  monthlyBudget: 700,
  strategy: 'avalanche',
};

describe('debt payoff dates', () => {
  it('payoffDate is the month of the last payment, counted from startDate (month 1 = startDate)', () => {
    const r = payoff({ ...plan, startDate: '2027-11' });
    const months = r.monthsToDebtFree as number;
    const last = new Date(Date.UTC(2027, 10 + months - 1, 1)).toISOString().slice(0, 7);
    expect(r.payoffDate).toBe(last);
    for (const entry of r.payoffOrder as Array<{ month: number; payoffDate: string | null }>) {
      expect(entry.payoffDate).toBe(
        entry.month === 0 ? null : new Date(Date.UTC(2027, 10 + entry.month - 1, 1)).toISOString().slice(0, 7),
      );
    }
    expect(r.comparison.snowball.payoffDate).toMatch(/^\d{4}-\d{2}$/);
  });

  it('schedule rows carry their month: monthly rows a date, yearly rows their first and last month', () => {
    const r = payoff({ ...plan, startDate: '2027-11', schedule: 'monthly' });
    const rows = r.schedule as Array<{ month: number; date: string }>;
    expect(rows.slice(0, 3).map((row) => row.date)).toEqual(['2027-11', '2027-12', '2028-01']);
    // Every row's month is the start plus its number, and the last row is the plan's payoff month.
    for (const row of rows)
      expect(row.date).toBe(new Date(Date.UTC(2027, 10 + row.month - 1, 1)).toISOString().slice(0, 7));
    expect(rows[rows.length - 1]!.date).toBe(r.payoffDate);
    const years = r.yearlySchedule as Array<{ year: number; fromMonth: string; toMonth: string }>;
    expect(years[0]).toMatchObject({ year: 1, fromMonth: '2027-11', toMonth: '2028-10' });
    expect(years[1]).toMatchObject({ year: 2, fromMonth: '2028-11' });
    expect(years[years.length - 1]!.toMonth).toBe(r.payoffDate);
  });

  it('is absent without startDate, and a malformed month is refused', () => {
    expect(payoff(plan).payoffDate).toBeUndefined();
    const plain = payoff({ ...plan, schedule: 'monthly' });
    expect(plain.schedule[0]).not.toHaveProperty('date');
    expect(plain.yearlySchedule[0]).not.toHaveProperty('fromMonth');
    expect(errorOf({ ...plan, startDate: '2027-13' }).errors?.[0]?.path).toBe('/startDate');
  });
});
