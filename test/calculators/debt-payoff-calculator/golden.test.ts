/** Debt payoff: whole payoffs checked against independent references (numpy-financial, a python decimal simulation, by hand). */
import { calculator, runCalculator } from '../../support/run-calculator';

const { result: payoff } = calculator('debt-payoff-calculator');

type Entry = { name: string; month: number; interestPaid: number; totalPaid: number };
type Row = { payment: number; interest: number; balance: number; payments: number[]; balances: number[] };

const order = (entries: Entry[]) => entries.map((e) => [e.name, e.month, e.interestPaid]);

// Expected values come from an independent month-by-month simulation in python3 with the decimal module
// (exact arithmetic, interest = balance × APR / 1200 quantized to the cent ROUND_HALF_UP; every minimum
// paid, or the balance when smaller; the rest to the target in priority order, rolling on within the month).
describe('debt-payoff-calculator golden values: one debt', () => {
  it('numpy-financial docs: nper(0.07/12, -150, 8000) = 64.07 → 8,000 at 7 % with 150 a month is paid off in month 65', () => {
    const r = payoff({
      debts: [{ name: 'Loan', balance: 8000, rate: 7, minPayment: 150 }],
      monthlyBudget: 150,
      strategy: 'avalanche',
      schedule: 'monthly',
    });
    expect(r.monthsToDebtFree).toBe(65);
    expect(r.totalInterest).toBe(1611.06); // python decimal simulation
    expect(r.totalPaid).toBe(9611.06);
    expect(r.schedule).toHaveLength(65);
    expect(r.schedule[64].payment).toBe(11.06); // 64 × 150 paid before: the 65th payment is the rest
  });

  it('Excel/numpy NPER(1%, -100, 1000) = 10.59 → 1,000 at 12 % with 100 a month is paid off in month 11', () => {
    // n = −ln(1 − r·P/A) / ln(1 + r) = −ln(0.9)/ln(1.01) = 10.5886 (python3 math)
    const r = payoff({
      debts: [{ name: 'Card', balance: 1000, rate: 12, minPayment: 100 }],
      monthlyBudget: 100,
      strategy: 'snowball',
    });
    expect(r.monthsToDebtFree).toBe(11);
    expect(r.totalInterest).toBe(58.98);
  });

  it.each([
    // numpy-financial pmt(0.08/12, 60, 15000) = −304.1459 → EMI 304.15; the EMI schedule's last payment is 303.84
    [15000, 8, 5, 304.15, 60, 3248.69],
    // 500,000 at 8.5 % over 20 years: EMI 4,339.12, last payment 4,336.66
    [500000, 8.5, 20, 4339.12, 240, 541386.34],
  ])(
    'a single debt paid at its EMI is the EMI amortization: %d at %d%% over %d years',
    (principal, rate, years, emi, months, interest) => {
      const r = payoff({
        debts: [{ name: 'Loan', balance: principal, rate, minPayment: emi }],
        monthlyBudget: emi,
        strategy: 'avalanche',
      });
      const loan = runCalculator('emi-calculator', {
        principal,
        annualRate: rate,
        tenureYears: years,
        schedule: 'none',
      }).result;
      expect(loan.emi).toBe(emi);
      expect(r.monthsToDebtFree).toBe(months);
      expect(r.totalInterest).toBe(interest); // python decimal simulation
      expect(r.totalInterest).toBe(loan.totalInterest);
      expect(r.totalPaid).toBe(loan.totalPayment);
    },
  );

  it('zero rate: 1,200 at 0 % with 100 a month takes 12 months and no interest', () => {
    const r = payoff({
      debts: [{ name: 'Loan', balance: 1200, rate: 0, minPayment: 100 }],
      monthlyBudget: 100,
      strategy: 'avalanche',
    });
    expect([r.monthsToDebtFree, r.totalInterest, r.totalPaid]).toEqual([12, 0, 1200]);
  });
});

describe('debt-payoff-calculator golden values: several debts', () => {
  const example = [
    { name: 'Visa', balance: 5000, rate: 22.99, minPayment: 150 },
    { name: 'Car loan', balance: 9000, rate: 6.5, minPayment: 250 },
    { name: 'Store card', balance: 1200, rate: 14.9, minPayment: 40 },
  ];

  it('the example: avalanche 1,728.92 of interest in 25 months, snowball 1,830.50', () => {
    const r = payoff({ debts: example, monthlyBudget: 700, strategy: 'avalanche' });
    expect(r.monthsToDebtFree).toBe(25);
    expect(r.totalInterest).toBe(1728.92);
    expect(r.totalPaid).toBe(16928.92);
    expect(order(r.payoffOrder)).toEqual([
      ['Visa', 15, 749.18],
      ['Store card', 16, 193.76],
      ['Car loan', 25, 785.98],
    ]);
    expect(r.comparison.snowball).toMatchObject({ monthsToDebtFree: 25, totalInterest: 1830.5, totalPaid: 17030.5 });
    expect(order(r.comparison.snowball.payoffOrder)).toEqual([
      ['Store card', 5, 38.66],
      ['Visa', 17, 1001.25],
      ['Car loan', 25, 790.59],
    ]);
    expect(r.comparison.interestSavedByAvalanche).toBe(101.58);
    expect(r.comparison.avalanche).toEqual({
      monthsToDebtFree: 25,
      totalInterest: 1728.92,
      totalPaid: 16928.92,
      payoffOrder: r.payoffOrder,
    });
  });

  it('four debts: the snowball clears the 0 % medical bill first, the avalanche last but one', () => {
    const debts = [
      { name: 'Credit card', balance: 3000, rate: 24, minPayment: 90 },
      { name: 'Medical', balance: 800, rate: 0, minPayment: 40 },
      { name: 'Personal loan', balance: 6000, rate: 11, minPayment: 180 },
      { name: 'Student loan', balance: 12000, rate: 5.5, minPayment: 130 },
    ];
    const snowball = payoff({ debts, monthlyBudget: 800, strategy: 'snowball' });
    expect(snowball.strategy).toBe('snowball');
    expect([snowball.monthsToDebtFree, snowball.totalInterest]).toEqual([30, 2179.34]);
    expect(order(snowball.payoffOrder)).toEqual([
      ['Medical', 2, 0],
      ['Credit card', 9, 343.65],
      ['Personal loan', 17, 623.52],
      ['Student loan', 30, 1212.17],
    ]);
    expect(order(snowball.comparison.avalanche.payoffOrder)).toEqual([
      ['Credit card', 8, 252.64],
      ['Personal loan', 16, 592.49],
      ['Medical', 20, 0],
      ['Student loan', 30, 1202.36],
    ]);
    expect(snowball.comparison.avalanche.totalInterest).toBe(2047.49);
    expect(snowball.comparison.interestSavedByAvalanche).toBe(131.85);
  });

  it('money freed in the month a debt is cleared goes to the next debt that month (worked by hand)', () => {
    // Month 1: A pays its whole 100 (minimum 150), B is charged 10.00 and pays its 50 minimum: 300 − 150 = 150 is
    // left and A is gone, so B gets it too: 1000 + 10 − 50 − 150 = 810.00. Month 2: 810 + 8.10 − 300 = 518.10.
    // Month 3: 518.10 + 5.18 − 300 = 223.28. Month 4: 223.28 + 2.23 = 225.51 paid off. Interest 25.51.
    const r = payoff({
      debts: [
        { name: 'A', balance: 100, rate: 0, minPayment: 150 },
        { name: 'B', balance: 1000, rate: 12, minPayment: 50 },
      ],
      monthlyBudget: 300,
      strategy: 'avalanche',
      schedule: 'monthly',
    });
    expect(r.schedule.map((row: Row) => row.balances)).toEqual([
      [0, 810],
      [0, 518.1],
      [0, 223.28],
      [0, 0],
    ]);
    expect(r.schedule.map((row: Row) => row.payments)).toEqual([
      [100, 200],
      [0, 300],
      [0, 300],
      [0, 225.51],
    ]);
    expect(r.schedule.map((row: Row) => row.interest)).toEqual([10, 8.1, 5.18, 2.23]);
    expect(order(r.payoffOrder)).toEqual([
      ['A', 1, 0],
      ['B', 4, 25.51],
    ]);
  });
});

describe('strategy is optional: both are always computed', () => {
  const debts = [
    { name: 'Visa', balance: 5000, rate: 22.99, minPayment: 150 },
    { name: 'Car loan', balance: 9000, rate: 6.5, minPayment: 250 },
  ];
  it('without a strategy the answer is the avalanche one, with the same comparison', () => {
    const omitted = runCalculator('debt-payoff-calculator', { debts, monthlyBudget: 700 });
    const avalanche = runCalculator('debt-payoff-calculator', { debts, monthlyBudget: 700, strategy: 'avalanche' });
    expect(omitted.result).toEqual(avalanche.result);
    expect(omitted.input).toEqual(expect.objectContaining({ strategy: 'avalanche' }));
  });
});
