import { calculator, runCalculator, centsSum, fieldError } from '../support/run-calculator';

const { result: emi, errorOf } = calculator('emi-calculator');

describe('emi-calculator golden values', () => {
  it.each([
    // numpy-financial test suite: npf.pmt(0.08/12, 5*12, 15000) = -304.1459143262052
    [15000, 8, 5, 304.15],
    // Excel PMT documentation / formulajs: PMT(10%/12, 24, 100000) = -4614.49263375167
    [100000, 10, 2, 4614.49],
    // Excel PMT documentation: PMT(8%/12, 10, 10000) = -1037.03 (10 months ≈ 10/12 years)
    [10000, 8, 10 / 12, 1037.03],
    // Zero rate: P / n (numpy-financial pmt(0, 12, 1200) = -100)
    [1200, 0, 1, 100],
    // A common bank example: 500000 at 8.5 % for 20 years = 4339.12 (P·r/(1−(1+r)^−240))
    [500000, 8.5, 20, 4339.12],
    // 30-year mortgage-style loan: 200000 at 6.5 % → 1264.14 (Excel PMT(6.5%/12,360,200000) = −1264.136)
    [200000, 6.5, 30, 1264.14],
  ])('principal %d at %d%% over %d years → EMI %d', (principal, annualRate, tenureYears, expected) => {
    expect(emi({ principal, annualRate, tenureYears }).emi).toBe(expected);
  });

  it('first-month principal of 55000 at 10 % over 5 years is within a cent of numpy-financial ppmt', () => {
    // npf.ppmt(0.1/12, 1, 60, 55000) = -710.2542943722106 (unrounded). The bank schedule pays the
    // cent-rounded EMI 1168.59 and cent-rounded interest 458.33, so its first principal is 710.26.
    const first = emi({ principal: 55000, annualRate: 10, tenureYears: 5 }).schedule[0];
    expect(first).toEqual({
      paymentNumber: 1,
      month: 1,
      payment: 1168.59,
      interest: 458.33,
      principal: 710.26,
      balance: 54289.74,
    });
    expect(Math.abs(first.principal - 710.2542943722106)).toBeLessThanOrEqual(0.01);
  });
});

describe('emi-calculator schedule invariants', () => {
  const cases = [
    { principal: 500000, annualRate: 8.5, tenureYears: 20 },
    { principal: 123456.78, annualRate: 7.37, tenureYears: 30 },
    // A loan whose totals stay below 2^46 dollars (every cent exact in a JSON number): see docs/decisions.md
    { principal: 1e11, annualRate: 100, tenureYears: 100 },
    { principal: 999.99, annualRate: 0, tenureYears: 7 },
  ];
  it.each(cases)('rows sum exactly to the totals and end at 0.00: %o', (input) => {
    const r = emi(input);
    const n = Math.round(input.tenureYears * 12);
    expect(r.numberOfPayments).toBe(n);
    expect(r.schedule).toHaveLength(n);
    expect(centsSum(r.schedule.map((x: { payment: number }) => x.payment))).toBe(r.totalPayment);
    expect(centsSum(r.schedule.map((x: { interest: number }) => x.interest))).toBe(r.totalInterest);
    expect(centsSum(r.schedule.map((x: { principal: number }) => x.principal))).toBe(input.principal);
    expect(r.schedule[n - 1].balance).toBe(0);
    expect(r.schedule[n - 1].payment).toBe(r.finalPayment);
    expect(centsSum([r.totalPayment, -r.totalInterest])).toBe(input.principal);
    expect(r.yearlySchedule).toHaveLength(Math.ceil(n / 12));
    expect(centsSum(r.yearlySchedule.map((y: { interestPaid: number }) => y.interestPaid))).toBe(r.totalInterest);
  });

  it('a 30-year loan has exactly 360 rows, never a 361st', () => {
    expect(emi({ principal: 300000, annualRate: 6.11, tenureYears: 30 }).schedule).toHaveLength(360);
  });

  it('schedule "yearly" returns yearly rows only and "none" neither', () => {
    const yearly = emi({ principal: 1000, annualRate: 5, tenureYears: 2, schedule: 'yearly' });
    expect(yearly.schedule).toBeUndefined();
    expect(yearly.yearlySchedule).toHaveLength(2);
    const none = emi({ principal: 1000, annualRate: 5, tenureYears: 2, schedule: 'none' });
    expect(none.schedule).toBeUndefined();
    expect(none.yearlySchedule).toBeUndefined();
  });
});

describe('emi-calculator input validation', () => {
  it('lists every invalid field with its JSON Pointer', () => {
    const e = errorOf({ principal: -1, annualRate: 101 });
    expect(e.status).toBe(422);
    expect(e.errors).toEqual(
      expect.arrayContaining([
        fieldError('/principal', 'minimum'),
        fieldError('/annualRate', 'maximum', { message: 'must be <= 100' }),
        fieldError('/tenureYears', 'required'),
      ]),
    );
  });

  it('rejects a misspelt input with a did-you-mean hint', () => {
    const e = errorOf({ principal: 1000, annualRate: 5, tenureYears: 2, anualRate: 6 });
    expect(e.errors).toEqual([
      fieldError('/anualRate', 'unknown_field', { message: expect.stringContaining("'annualRate'") }),
    ]);
  });

  it('rejects strings where numbers are expected (no coercion)', () => {
    expect(errorOf({ principal: '1000', annualRate: 5, tenureYears: 2 }).errors).toEqual([
      fieldError('/principal', 'type'),
    ]);
  });

  it('rejects a bad select value listing the allowed values', () => {
    const e = errorOf({ principal: 1000, annualRate: 5, tenureYears: 2, schedule: 'weekly' });
    expect(e.errors).toEqual([fieldError('/schedule', 'enum', { allowed: ['none', 'yearly', 'monthly', 'payments'] })]);
  });

  it('rejects a tenure shorter than one month', () => {
    expect(errorOf({ principal: 1000, annualRate: 5, tenureYears: 0.01 }).errors).toEqual([
      fieldError('/tenureYears', 'minimum'),
    ]);
  });
});

// Expected values: python3 Decimal (60 digits), month by month with interest rounded half up to the cent
// (the rule of docs/decisions.md "Loan payments"): both cent roundings of the exact
// numpy-financial pmt(r, n, P) are simulated and the one whose schedule ends closer to n payments is kept.
describe('emi-calculator at a high rate over a long term', () => {
  it('5,000 at 28.16 % for 40 years: 117.33 (down) leaves a balloon of 43 EMIs, 117.34 (up) would repay in 422 months, further from 480', () => {
    // pmt(0.2816/12, 480, 5000) = −117.335047…; down: 480 rows, final 5,117.33; up: 422 rows, final 47.98
    const out = runCalculator('emi-calculator', { principal: 5000, annualRate: 28.16, tenureYears: 40 });
    const r = out.result;
    expect([r.emi, r.numberOfPayments, r.finalPayment, r.totalPayment, r.totalInterest]).toEqual([
      117.33, 480, 5117.33, 61318.4, 56318.4,
    ]);
    expect(r.schedule).toHaveLength(480);
    expect(out.warnings).toEqual([
      expect.stringMatching(/final payment is \$5,117\.33, about 44 times the regular \$117\.33/),
    ]);
  });

  it('1,000 at 36 % for 30 years: 30.00 is interest-only and ends in a balloon; 30.01 would repay in 274 months', () => {
    // pmt(0.03, 360, 1000) = −30.000717…; down: principal 0 every month, final 1,030.00; up: 274 rows
    const out = runCalculator('emi-calculator', { principal: 1000, annualRate: 36, tenureYears: 30 });
    const r = out.result;
    expect([r.emi, r.numberOfPayments, r.finalPayment, r.totalPayment, r.totalInterest]).toEqual([
      30, 360, 1030, 11800, 10800,
    ]);
    expect(out.warnings).toEqual([expect.stringContaining('final payment is $1,030.00')]);
  });

  it('10,000 at 24 % for 40 years: 200.02 (up) repays in 467 payments, closer to 480 than the balloon of 200.01', () => {
    // pmt(0.02, 480, 10000) = −200.014892…; up: 467 rows, final 46.03; down: 480 rows, final 4,010.72
    const out = runCalculator('emi-calculator', { principal: 10000, annualRate: 24, tenureYears: 40 });
    const r = out.result;
    expect([r.emi, r.numberOfPayments, r.finalPayment, r.totalPayment, r.totalInterest]).toEqual([
      200.02, 467, 46.03, 93255.35, 83255.35,
    ]);
    expect(r.schedule).toHaveLength(467);
    expect(r.schedule.every((row: { payment: number }) => row.payment > 0)).toBe(true);
    expect(r.yearlySchedule).toHaveLength(39);
    expect(out.warnings).toEqual([
      expect.stringMatching(/repays the loan in 467 payments, not 480 \(the last one \$46\.03\)/),
    ]);
  });

  it('a loan smaller than a cent a month is repaid in as many whole-cent payments as it takes, never with $0 rows', () => {
    // 0.01 over 24 months: the exact payment is 0.0004; 0.00 is never a payment
    const out = runCalculator('emi-calculator', { principal: 0.01, annualRate: 3, tenureYears: 2 });
    expect(out.result.schedule).toEqual([
      { paymentNumber: 1, month: 1, payment: 0.01, principal: 0.01, interest: 0, balance: 0 },
    ]);
    expect(out.result.numberOfPayments).toBe(1);
    expect(out.warnings).toEqual([expect.stringContaining('repays the loan in 1 payments, not 24')]);
  });

  it('a loan of 0 has no payments at all', () => {
    const out = runCalculator('emi-calculator', { principal: 0, annualRate: 5, tenureYears: 2 });
    expect(out.result).toEqual(
      expect.objectContaining({ emi: 0, numberOfPayments: 0, totalPayment: 0, schedule: [], yearlySchedule: [] }),
    );
    expect(out.warnings).toEqual([]);
  });

  it('ordinary loans keep the nearest cent and exactly n rows, without a warning', () => {
    for (const input of [
      { principal: 15000, annualRate: 8, tenureYears: 5 },
      { principal: 200000, annualRate: 6.5, tenureYears: 30 },
    ]) {
      const out = runCalculator('emi-calculator', input);
      expect(out.result.numberOfPayments).toBe(input.tenureYears * 12);
      expect(out.warnings).toEqual([]);
    }
  });
});
