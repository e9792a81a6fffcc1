import { calculator, runCalculator, centsSum, fieldError } from '../support/run-calculator';

const { result: sip, errorOf } = calculator('sip-calculator');

type Row = { year: number; monthlyAmount: number; invested: number; value: number; estimatedReturns: number };
type MonthRow = { month: number; instalment: number; invested: number; value: number };

// Expected values recomputed independently with python3 (decimal module, 60 digits) by simulating the plan
// month by month: v = (v + instalment)·(1 + annualReturn/1200), the instalment being
// round_half_up(M·(1+s)^(year−1), cents) in each year, not with the closed form used here.
describe('sip-calculator golden values', () => {
  it('5,000 a month at 10 % for 3 years → 210,650 (to the unit)', () => {
    const r = sip({ monthlyAmount: 5000, annualReturn: 10, years: 3 });
    expect(Math.round(r.futureValue)).toBe(210650);
    expect(r.futureValue).toBe(210650.01);
    expect(r.totalInvested).toBe(180000);
    expect(r.estimatedReturns).toBe(30650.01);
  });

  it.each([
    // Groww SIP calculator worked example: 1,000 a month, 12 %, 12 months → ≈ 12,809 (python: 12,809.328…)
    [{ monthlyAmount: 1000, annualReturn: 12, years: 1 }, 12809.33, 12000],
    // Excel FV(1%, 120, −10000, 0, 1) = 2,323,390.76 (annuity-due)
    [{ monthlyAmount: 10000, annualReturn: 12, years: 10 }, 2323390.76, 1200000],
    // Step-up 10 %/yr: 5,000 → 5,500 → 6,050 … (python month-by-month): 1,687,163.26, invested 956,245.56
    [{ monthlyAmount: 5000, annualReturn: 12, years: 10, stepUpPercent: 10 }, 1687163.26, 956245.56],
    // Step-up 5 % over a partial last year (30 months: 12 × 2500, 12 × 2625, 6 × 2756.25) at 8 %: 86,477.73
    [{ monthlyAmount: 2500, annualReturn: 8, years: 2.5, stepUpPercent: 5 }, 86477.73, 78037.5],
    // Rate 0 with step-up 10 %: value = invested = 12 × (100 + 110 + 121 + 133.10 + 146.41) = 7,326.12
    [{ monthlyAmount: 100, annualReturn: 0, years: 5, stepUpPercent: 10 }, 7326.12, 7326.12],
  ])('%o → futureValue %d, invested %d', (input, fv, invested) => {
    const r = sip(input);
    expect(r.futureValue).toBe(fv);
    expect(r.totalInvested).toBe(invested);
  });

  it('step-up rows show the instalment of each year', () => {
    const r = sip({ monthlyAmount: 100, annualReturn: 0, years: 5, stepUpPercent: 10 });
    expect(r.yearlySchedule.map((y: Row) => y.monthlyAmount)).toEqual([100, 110, 121, 133.1, 146.41]);
    expect(r.finalMonthlyAmount).toBe(146.41);
  });

  it('finalMonthlyAmount is monthlyAmount × (1 + stepUpPercent / 100)^(years of the plan − 1): a partial last year is a year', () => {
    // 2.5 years = 30 months in 3 plan years: 2,500 × 1.05² = 2,756.25 (the published description's formula)
    expect(sip({ monthlyAmount: 2500, annualReturn: 8, years: 2.5, stepUpPercent: 5 }).finalMonthlyAmount).toBe(
      2756.25,
    );
    // Rounded to the cent once, from the first instalment: 333.33 × 1.07⁴ = 436.9276… → 436.93 (1.07 applied to the rounded 408.34 of year 4 would give 436.92)
    expect(sip({ monthlyAmount: 333.33, annualReturn: 6, years: 5, stepUpPercent: 7 }).finalMonthlyAmount).toBe(436.93);
  });
});

describe('sip-calculator conventions', () => {
  it('is an annuity-due: one month of return more than the same deposits at month end', () => {
    const input = { monthlyAmount: 1000, annualReturn: 12, years: 1 };
    const due = sip(input).futureValue;
    // The same plan in arrears is Excel FV(1%, 12, −1000) = 12,682.50; due = 12,682.50 × 1.01 = 12,809.33
    const arrears = runCalculator('compound-interest-calculator', {
      principal: 0,
      monthlyContribution: 1000,
      annualRate: 12,
      years: 1,
    }).result.futureValue;
    expect(arrears).toBe(12682.5);
    expect(due).toBe(Math.round(arrears * 1.01 * 100) / 100);
  });

  it('a step-up of 0 gives the flat plan', () => {
    const flat = sip({ monthlyAmount: 2000, annualReturn: 9, years: 7 });
    expect(sip({ monthlyAmount: 2000, annualReturn: 9, years: 7, stepUpPercent: 0 })).toEqual(flat);
    expect(flat.finalMonthlyAmount).toBe(2000);
  });
});

describe('sip-calculator schedule invariants', () => {
  it.each([
    { monthlyAmount: 5000, annualReturn: 12, years: 10, stepUpPercent: 10 },
    { monthlyAmount: 123.45, annualReturn: 7.77, years: 33.4, stepUpPercent: 3.5 },
    { monthlyAmount: 0.01, annualReturn: 0.0001, years: 100 },
    { monthlyAmount: 1e6, annualReturn: 15, years: 30, stepUpPercent: 20 },
  ])('rows add up exactly to the totals: %o', (input) => {
    const r = sip({ ...input, schedule: 'monthly' });
    const n = Math.round(input.years * 12);
    expect(r.numberOfInstalments).toBe(n);
    expect(r.schedule).toHaveLength(n);
    expect(r.yearlySchedule).toHaveLength(Math.ceil(n / 12));
    expect(centsSum(r.schedule.map((m: MonthRow) => m.instalment))).toBe(r.totalInvested);
    expect(
      centsSum(r.yearlySchedule.map((y: Row) => centsSum([y.monthlyAmount * Math.min(12, n - 12 * (y.year - 1))]))),
    ).toBe(r.totalInvested);
    const last: Row = r.yearlySchedule[r.yearlySchedule.length - 1];
    expect(last).toMatchObject({
      invested: r.totalInvested,
      value: r.futureValue,
      estimatedReturns: r.estimatedReturns,
    });
    expect(centsSum([r.totalInvested, r.estimatedReturns])).toBe(r.futureValue);
    for (const y of r.yearlySchedule as Row[]) expect(centsSum([y.invested, y.estimatedReturns])).toBe(y.value);
    // The value never falls and the instalment never falls
    for (let k = 1; k < n; k++) {
      expect(r.schedule[k].value).toBeGreaterThan(r.schedule[k - 1].value);
      expect(r.schedule[k].instalment).toBeGreaterThanOrEqual(r.schedule[k - 1].instalment);
    }
  });

  it('more return, more years or a bigger step-up never give less', () => {
    const base = { monthlyAmount: 3000, annualReturn: 10, years: 15, stepUpPercent: 5 };
    const fv = (over: Record<string, unknown>) => sip({ ...base, ...over }).futureValue;
    expect(fv({ annualReturn: 10.5 })).toBeGreaterThan(fv({}));
    expect(fv({ years: 16 })).toBeGreaterThan(fv({}));
    expect(fv({ stepUpPercent: 6 })).toBeGreaterThan(fv({}));
  });
});

describe('sip-calculator aliases, large results and validation', () => {
  it('accepts "monthly" for monthlyAmount', () => {
    const out = runCalculator('sip-calculator', { monthly: 5000, annualReturn: 10, years: 3 });
    expect(out.input.monthlyAmount).toBe(5000);
    expect(out.input).not.toHaveProperty('monthly');
    expect(out.result.futureValue).toBe(210650.01);
  });

  it('accepts both names with the same value, refuses different values with alias_conflict', () => {
    expect(sip({ monthly: 5000, monthlyAmount: 5000, annualReturn: 10, years: 3 }).futureValue).toBe(210650.01);
    const e = errorOf({ monthly: 5000, monthlyAmount: 6000, annualReturn: 10, years: 3 });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual(expect.arrayContaining([fieldError('/monthly', 'alias_conflict')]));
  });

  it('bounds the step-up to 0..100 %', () => {
    expect(errorOf({ monthlyAmount: 1, annualReturn: 1, years: 1, stepUpPercent: 150 }).errors).toEqual([
      fieldError('/stepUpPercent', 'maximum'),
    ]);
    expect(errorOf({ monthlyAmount: 1, annualReturn: 1, years: 1, stepUpPercent: -5 }).errors).toEqual([
      fieldError('/stepUpPercent', 'minimum'),
    ]);
  });

  it('answers a plan that grows past $70 trillion, finite, with a warning that cents are not exact', () => {
    const out = runCalculator('sip-calculator', {
      monthlyAmount: 1e12,
      annualReturn: 100,
      years: 100,
      stepUpPercent: 100,
    });
    expect(Number.isFinite(out.result.futureValue)).toBe(true);
    expect(out.result.finalMonthlyAmount).toBeCloseTo(1e12 * 2 ** 99, -30);
    expect(out.warnings).toEqual([expect.stringContaining('cents are not exact')]);
  });

  it('lists missing inputs', () => {
    const e = errorOf({ annualReturn: 12 });
    expect(e.errors).toEqual(
      expect.arrayContaining([fieldError('/monthlyAmount', 'required'), fieldError('/years', 'required')]),
    );
  });
});
