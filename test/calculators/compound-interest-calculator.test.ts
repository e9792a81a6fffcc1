import { calculator, runCalculator, centsSum, fieldError } from '../support/run-calculator';

const { result: compound, errorOf } = calculator('compound-interest-calculator');

type Row = { contributions: number; interest: number; balance: number };
type MonthRow = { contribution: number; interest: number; balance: number };

// Expected values: the public references named in each comment, each recomputed independently with
// python3 (decimal module, 60 digits) by simulating the account month by month
// (b = b·(1+j) + C, or (b + C)·(1+j) for contributions at the start), not with the closed form used here.
describe('compound-interest-calculator golden values', () => {
  it.each([
    // Excel FV documentation: FV(1%, 12, −1000) = 12,682.50
    [{ principal: 0, monthlyContribution: 1000, annualRate: 12, years: 1 }, 12682.5],
    // Excel FV(0.5%, 12, −100, −1000, 1) = 2,301.40 (contributions at the beginning)
    [{ principal: 1000, monthlyContribution: 100, annualRate: 6, years: 1, contributionTiming: 'beginning' }, 2301.4],
    // numpy-financial fv docstring: npf.fv(0.05/12, 10*12, -100, -100) = 15692.928894335748
    [{ principal: 100, monthlyContribution: 100, annualRate: 5, years: 10 }, 15692.93],
    // Microsoft FV documentation example: FV(0.06/12, 10, −200, −500, 1) = $2,581.40
    [
      { principal: 500, monthlyContribution: 200, annualRate: 6, years: 10 / 12, contributionTiming: 'beginning' },
      2581.4,
    ],
    // Microsoft FV documentation example: FV(0.11/12, 35, −2000, , 1) = $82,846.25
    [
      { principal: 0, monthlyContribution: 2000, annualRate: 11, years: 35 / 12, contributionTiming: 'beginning' },
      82846.25,
    ],
    // Rate 0: principal + n × contribution = 1000 + 24 × 100
    [{ principal: 1000, monthlyContribution: 100, annualRate: 0, years: 2 }, 3400],
    // Annual compounding, no contributions: 10000 × 1.05^10 = 16,288.946…
    [
      { principal: 10000, monthlyContribution: 0, annualRate: 5, years: 10, compoundingFrequency: 'annually' },
      16288.95,
    ],
    // Quarterly compounding (textbook): 1000 × (1 + 0.08/4)^20 = 1,485.947…
    [{ principal: 1000, monthlyContribution: 0, annualRate: 8, years: 5, compoundingFrequency: 'quarterly' }, 1485.95],
    // Daily compounding, 365-day year: 10000 × (1 + 0.05/365)^365 = 10,512.6749…
    [{ principal: 10000, monthlyContribution: 0, annualRate: 5, years: 1, compoundingFrequency: 'daily' }, 10512.67],
    // Quarterly compounding with monthly contributions at j = (1.02)^(1/3) − 1 (python month-by-month): 8,823.539…
    [
      { principal: 1000, monthlyContribution: 100, annualRate: 8, years: 5, compoundingFrequency: 'quarterly' },
      8823.54,
    ],
    // Annual compounding, contributions at the start, j = 1.04^(1/12) − 1 (python month-by-month): 15,190.81
    [
      {
        principal: 5000,
        monthlyContribution: 250,
        annualRate: 4,
        years: 3,
        compoundingFrequency: 'annually',
        contributionTiming: 'beginning',
      },
      15190.81,
    ],
    // Daily compounding with contributions, j = (1 + 0.0325/365)^(365/12) − 1 (python month-by-month): 7,848.34
    [{ principal: 2500, monthlyContribution: 50, annualRate: 3.25, years: 7, compoundingFrequency: 'daily' }, 7848.34],
  ])('%o → futureValue %d', (input, expected) => {
    expect(compound(input).futureValue).toBe(expected);
  });

  it('reports totals: contributions include the principal, interest is the rest', () => {
    const r = compound({ principal: 100, monthlyContribution: 100, annualRate: 5, years: 10 });
    expect(r.totalContributions).toBe(12100);
    expect(r.totalInterest).toBe(3592.93);
    expect(r.numberOfContributions).toBe(120);
  });

  it('reports the effective annual rate of the compounding frequency', () => {
    // (1 + 0.12/12)^12 − 1 = 12.6825030 %; (1 + 0.08/4)^4 − 1 = 8.243216 %; annual = the rate itself (4 decimals, like every percent)
    expect(compound({ principal: 1, monthlyContribution: 0, annualRate: 12, years: 1 }).effectiveAnnualRate).toBe(
      12.6825,
    );
    expect(
      compound({ principal: 1, monthlyContribution: 0, annualRate: 8, years: 1, compoundingFrequency: 'quarterly' })
        .effectiveAnnualRate,
    ).toBe(8.2432);
    expect(
      compound({ principal: 1, monthlyContribution: 0, annualRate: 7, years: 1, compoundingFrequency: 'annually' })
        .effectiveAnnualRate,
    ).toBe(7);
  });
});

describe('compound-interest-calculator conventions', () => {
  it('annual compounding matches (1+r)^n exactly on each anniversary, also with fractional years', () => {
    const r = compound({
      principal: 10000,
      monthlyContribution: 0,
      annualRate: 6,
      years: 3,
      compoundingFrequency: 'annually',
    });
    expect(r.yearlySchedule.map((y: Row) => y.balance)).toEqual([10600, 11236, 11910.16]);
  });

  it('states the equivalent-monthly-rate convention for non-monthly compounding', () => {
    const { assumptions } = runCalculator('compound-interest-calculator', {
      principal: 1000,
      monthlyContribution: 100,
      annualRate: 8,
      years: 5,
      compoundingFrequency: 'quarterly',
    });
    expect(assumptions).toEqual(expect.arrayContaining([expect.stringContaining('(1 + 8%/4)^(4/12) − 1 = 0.662271%')]));
  });

  it('contributions at the beginning earn one more month of interest than at the end', () => {
    const base = { principal: 0, monthlyContribution: 100, annualRate: 6, years: 5 };
    const end = compound(base).futureValue;
    const start = compound({ ...base, contributionTiming: 'beginning' }).futureValue;
    expect(start).toBeCloseTo(end * 1.005, 1);
    expect(start).toBeGreaterThan(end);
  });

  it('more frequent compounding never gives less', () => {
    const base = { principal: 5000, monthlyContribution: 100, annualRate: 7, years: 15 };
    const fv = (f: string) => compound({ ...base, compoundingFrequency: f }).futureValue;
    expect(fv('annually')).toBeLessThan(fv('quarterly'));
    expect(fv('quarterly')).toBeLessThan(fv('monthly'));
    expect(fv('monthly')).toBeLessThan(fv('daily'));
  });
});

describe('compound-interest-calculator schedule invariants', () => {
  const cases = [
    { principal: 10000, monthlyContribution: 200, annualRate: 6, years: 10 },
    {
      principal: 123.45,
      monthlyContribution: 67.89,
      annualRate: 7.37,
      years: 30,
      compoundingFrequency: 'daily',
      contributionTiming: 'beginning',
    },
    { principal: 0, monthlyContribution: 0.01, annualRate: 0.001, years: 100, compoundingFrequency: 'quarterly' },
    { principal: 1e9, monthlyContribution: 1e6, annualRate: 12, years: 40 },
    { principal: 999.99, monthlyContribution: 10, annualRate: 0, years: 2.5, compoundingFrequency: 'annually' },
  ];
  it.each(cases)('rows add up exactly to the totals: %o', (input) => {
    const r = compound({ ...input, schedule: 'monthly' });
    const n = Math.round(input.years * 12);
    expect(r.schedule).toHaveLength(n);
    expect(r.yearlySchedule).toHaveLength(Math.ceil(n / 12));
    for (const rows of [r.schedule as MonthRow[], r.yearlySchedule as Row[]]) {
      expect(centsSum(rows.map((x) => x.interest))).toBe(r.totalInterest);
      expect(rows[rows.length - 1]!.balance).toBe(r.futureValue);
    }
    expect(centsSum([input.principal, ...r.schedule.map((x: MonthRow) => x.contribution)])).toBe(r.totalContributions);
    expect(centsSum([input.principal, ...r.yearlySchedule.map((x: Row) => x.contributions)])).toBe(
      r.totalContributions,
    );
    expect(centsSum([r.totalContributions, r.totalInterest])).toBe(r.futureValue);
    // Every row: previous balance + contribution + interest = balance, and interest is never negative
    let previous = input.principal;
    for (const row of r.schedule as MonthRow[]) {
      expect(centsSum([previous, row.contribution, row.interest])).toBe(row.balance);
      expect(row.interest).toBeGreaterThanOrEqual(0);
      previous = row.balance;
    }
  });

  it('the future value rises with the rate, the years and the contribution', () => {
    const base = { principal: 1000, monthlyContribution: 50, annualRate: 5, years: 10 };
    const fv = (over: Record<string, unknown>) => compound({ ...base, ...over }).futureValue;
    expect(fv({ annualRate: 5.01 })).toBeGreaterThan(fv({}));
    expect(fv({ years: 11 })).toBeGreaterThan(fv({}));
    expect(fv({ monthlyContribution: 51 })).toBeGreaterThan(fv({}));
  });

  it('schedule "yearly" (the default) gives yearly rows only, "none" neither', () => {
    const yearly = compound({ principal: 1000, monthlyContribution: 10, annualRate: 5, years: 2 });
    expect(yearly.schedule).toBeUndefined();
    expect(yearly.yearlySchedule).toHaveLength(2);
    const none = compound({ principal: 1000, monthlyContribution: 10, annualRate: 5, years: 2, schedule: 'none' });
    expect(none.schedule).toBeUndefined();
    expect(none.yearlySchedule).toBeUndefined();
  });

  it('rounds a sub-cent contribution to the cent and says so', () => {
    const out = runCalculator('compound-interest-calculator', {
      principal: 0,
      monthlyContribution: 10.004,
      annualRate: 0,
      years: 1,
    });
    expect(out.result.totalContributions).toBe(120);
    expect(out.assumptions).toEqual(expect.arrayContaining([expect.stringContaining('rounded to the cent: 10.00')]));
  });
});

describe('compound-interest-calculator large results and validation', () => {
  it('answers a future value past $70 trillion, finite, with a warning that its cents are not exact', () => {
    // 1e12 at 100 %/yr for 100 years ≈ 1e12 · (13/12)^1200 ≈ 5.2e53 (docs/decisions.md "Cent exactness")
    const out = runCalculator('compound-interest-calculator', {
      principal: 1e12,
      monthlyContribution: 0,
      annualRate: 100,
      years: 100,
    });
    expect(Number.isFinite(out.result.futureValue)).toBe(true);
    expect(out.result.futureValue / (1e12 * Math.pow(13 / 12, 1200))).toBeCloseTo(1, 12);
    expect(out.warnings).toEqual([expect.stringContaining('cents are not exact')]);
  });

  it('gives no such warning below $10 trillion', () => {
    // 1e12 at 10 % for 20 years ≈ 7.3e12
    const out = runCalculator('compound-interest-calculator', {
      principal: 1e12,
      monthlyContribution: 0,
      annualRate: 10,
      years: 20,
    });
    expect(out.result.futureValue).toBeGreaterThan(7e12);
    expect(out.warnings).toEqual([]);
  });

  it('lists missing and out-of-range inputs with their paths', () => {
    const e = errorOf({ principal: -5, annualRate: 101, years: 0 });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual(
      expect.arrayContaining([
        fieldError('/principal', 'minimum'),
        fieldError('/annualRate', 'maximum'),
        fieldError('/years', 'minimum'),
        fieldError('/monthlyContribution', 'required'),
      ]),
    );
  });

  it('rejects an unknown compounding frequency listing the allowed values', () => {
    const e = errorOf({
      principal: 1,
      monthlyContribution: 1,
      annualRate: 1,
      years: 1,
      compoundingFrequency: 'weekly',
    });
    expect(e.errors).toEqual([
      fieldError('/compoundingFrequency', 'enum', { allowed: ['monthly', 'quarterly', 'annually', 'daily'] }),
    ]);
  });

  it('rejects a misspelt option instead of silently using the default', () => {
    const e = errorOf({
      principal: 1,
      monthlyContribution: 1,
      annualRate: 1,
      years: 1,
      contributionTimming: 'beginning',
    });
    expect(e.errors).toEqual([
      fieldError('/contributionTimming', 'unknown_field', { message: expect.stringContaining("'contributionTiming'") }),
    ]);
  });
});
