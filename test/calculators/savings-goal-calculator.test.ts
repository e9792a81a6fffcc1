import { calculator, runCalculator, centsSum, fieldError } from '../support/run-calculator';

const { result: goal, errorOf } = calculator('savings-goal-calculator');

type Row = { deposits: number; interest: number; balance: number };
type MonthRow = { deposit: number; interest: number; balance: number };

// Expected deposits: the exact PMT (python3, decimal module, 60 digits: (target − S·(1+i)^n)·i/((1+i)^n − 1))
// rounded UP to the cent, then checked by simulating the account month by month (b = b·(1+i) + deposit)
// that the balance reaches the goal; the balance printed is that simulation's, rounded to cents.
describe('savings-goal-calculator golden values', () => {
  it('Excel PMT(6%/12, 18×12, 0, 50000) = −129.08 (exact 129.0812), rounded up to 129.09 so that the goal is reached', () => {
    const r = goal({ targetAmount: 50000, annualRate: 6, years: 18 });
    expect(r.monthlySavings).toBe(129.09);
    expect(r.finalBalance).toBe(50003.42);
    expect(r.goalAlreadyMet).toBe(false);
    expect(r.numberOfDeposits).toBe(216);
    expect(r.totalDeposits).toBe(27883.44); // 216 × 129.09
    // Excel's nearest-cent 129.08 falls short: the same account at 129.08 a month ends at 49,999.55 (python month-by-month).
    const at12908 = runCalculator('compound-interest-calculator', {
      principal: 0,
      monthlyContribution: 129.08,
      annualRate: 6,
      years: 18,
    });
    expect(at12908.result.futureValue).toBe(49999.55);
  });

  it.each([
    // 100,000 in 10 years at 5 % with 20,000 saved: exact 431.8575 → 431.86; current savings grow to 32,940.19
    [{ targetAmount: 100000, currentSavings: 20000, annualRate: 5, years: 10 }, 431.86, 100000.4, 32940.19],
    // Rate 0: 12,000 over 12 months = 1,000.00 exactly (no rounding needed, none applied)
    [{ targetAmount: 12000, annualRate: 0, years: 1 }, 1000, 12000, 0],
    // Rate 0: 1,000 over 3 months = 333.33… → 333.34 (333.33 × 3 = 999.99 would miss the goal)
    [{ targetAmount: 1000, annualRate: 0, years: 0.25 }, 333.34, 1000.02, 0],
    // 1,000,000 in 30 years at 7 % with 50,000 saved: exact 487.0404 → 487.05
    [{ targetAmount: 1000000, currentSavings: 50000, annualRate: 7, years: 30 }, 487.05, 1000011.75, 405824.87],
    // 20,000 in 3 years at 4.5 %: exact 519.9385 → 519.94
    [{ targetAmount: 20000, annualRate: 4.5, years: 3 }, 519.94, 20000.06, 0],
  ])('%o → %d a month, balance %d', (input, monthly, balance, fvCurrent) => {
    const r = goal(input);
    expect(r.monthlySavings).toBe(monthly);
    expect(r.finalBalance).toBe(balance);
    expect(r.futureValueOfCurrentSavings).toBe(fvCurrent);
  });

  it('goal already met by current savings: 10,000 at 7 % for 20 years grows to 40,387.39 > 30,000', () => {
    const out = runCalculator('savings-goal-calculator', {
      targetAmount: 30000,
      currentSavings: 10000,
      annualRate: 7,
      years: 20,
    });
    expect(out.result).toMatchObject({
      goalAlreadyMet: true,
      monthlySavings: 0,
      totalDeposits: 0,
      futureValueOfCurrentSavings: 40387.39,
      finalBalance: 40387.39,
    });
    expect(out.result.interestEarned).toBe(30387.39);
    // Good news is a note, not a warning.
    expect(out.notes).toEqual([expect.stringContaining('no monthly deposit is needed')]);
    expect(out.warnings).toEqual([]);
  });

  it('a goal of exactly the current savings at 0 % is met; one cent more needs a deposit', () => {
    expect(goal({ targetAmount: 500, currentSavings: 500, annualRate: 0, years: 1 }).goalAlreadyMet).toBe(true);
    const r = goal({ targetAmount: 500.01, currentSavings: 500, annualRate: 0, years: 1 });
    expect(r.goalAlreadyMet).toBe(false);
    expect(r.monthlySavings).toBe(0.01);
  });
});

describe('savings-goal-calculator rounding rule', () => {
  // The deposit is the smallest whole-cent amount that reaches the goal: one cent less must miss it.
  it.each([
    { targetAmount: 50000, annualRate: 6, years: 18 },
    { targetAmount: 73519.27, currentSavings: 1234.56, annualRate: 3.9, years: 7.5 },
    { targetAmount: 1e12, annualRate: 12, years: 40 },
    { targetAmount: 999.99, annualRate: 0.0001, years: 1 / 12 },
    { targetAmount: 250000, currentSavings: 100000, annualRate: 2, years: 25 },
  ])('%o: the deposit reaches the goal and one cent less does not', (input) => {
    const r = goal(input);
    expect(r.finalBalance).toBeGreaterThanOrEqual(input.targetAmount);
    const lower = runCalculator('compound-interest-calculator', {
      principal: input.currentSavings ?? 0,
      monthlyContribution: Math.round(r.monthlySavings * 100 - 1) / 100,
      annualRate: input.annualRate,
      years: input.years,
    });
    expect(lower.result.futureValue).toBeLessThan(input.targetAmount);
  });
});

describe('savings-goal-calculator schedule invariants', () => {
  it.each([
    { targetAmount: 50000, currentSavings: 5000, annualRate: 4, years: 5 },
    { targetAmount: 1e9, currentSavings: 12345.67, annualRate: 9.99, years: 100 },
    { targetAmount: 1000, annualRate: 0, years: 0.25 },
    { targetAmount: 30000, currentSavings: 10000, annualRate: 7, years: 20 },
  ])('rows add up exactly to the totals: %o', (input) => {
    const r = goal({ ...input, schedule: 'monthly' });
    const n = Math.round(input.years * 12);
    const current = input.currentSavings ?? 0;
    expect(r.schedule).toHaveLength(n);
    expect(r.yearlySchedule).toHaveLength(Math.ceil(n / 12));
    expect(centsSum(r.schedule.map((x: MonthRow) => x.deposit))).toBe(r.totalDeposits);
    expect(centsSum(r.yearlySchedule.map((x: Row) => x.deposits))).toBe(r.totalDeposits);
    expect(centsSum(r.schedule.map((x: MonthRow) => x.interest))).toBe(r.interestEarned);
    expect(centsSum(r.yearlySchedule.map((x: Row) => x.interest))).toBe(r.interestEarned);
    expect(r.yearlySchedule[r.yearlySchedule.length - 1].balance).toBe(r.finalBalance);
    expect(centsSum([current, r.totalDeposits, r.interestEarned])).toBe(r.finalBalance);
    expect(r.totalDeposits).toBe(Math.round(n * r.monthlySavings * 100) / 100);
    for (const row of r.schedule as MonthRow[]) expect(row.deposit).toBe(r.monthlySavings);
  });

  it('needs less each month with more time, a higher rate or more saved', () => {
    const base = { targetAmount: 100000, currentSavings: 10000, annualRate: 5, years: 10 };
    const monthly = (over: Record<string, unknown>) => goal({ ...base, ...over }).monthlySavings;
    expect(monthly({ years: 11 })).toBeLessThan(monthly({}));
    expect(monthly({ annualRate: 6 })).toBeLessThan(monthly({}));
    expect(monthly({ currentSavings: 20000 })).toBeLessThan(monthly({}));
    expect(monthly({ targetAmount: 100001 })).toBeGreaterThanOrEqual(monthly({}));
  });
});

describe('savings-goal-calculator large results and validation', () => {
  it('answers when current savings grow past $70 trillion, with a warning that cents are not exact', () => {
    const out = runCalculator('savings-goal-calculator', {
      targetAmount: 1,
      currentSavings: 1e12,
      annualRate: 50,
      years: 100,
    });
    expect(out.result.goalAlreadyMet).toBe(true);
    expect(Number.isFinite(out.result.finalBalance)).toBe(true);
    expect(out.warnings).toEqual(expect.arrayContaining([expect.stringContaining('cents are not exact')]));
  });

  it('lists missing and out-of-range inputs with their paths', () => {
    const e = errorOf({ currentSavings: -1, annualRate: 100.5, years: 101 });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual(
      expect.arrayContaining([
        fieldError('/targetAmount', 'required'),
        fieldError('/currentSavings', 'minimum'),
        fieldError('/annualRate', 'maximum'),
        fieldError('/years', 'maximum'),
      ]),
    );
  });

  it('rejects a wrongly typed amount (no coercion)', () => {
    expect(errorOf({ targetAmount: '50000', annualRate: 6, years: 18 }).errors).toEqual([
      fieldError('/targetAmount', 'type'),
    ]);
  });
});
