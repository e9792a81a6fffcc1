/**
 * Loans as lenders write them (EMI calculator): frequencies, payment dates, extra payments and lump sums. Golden
 * values name their independent source; the invariants run over random loans (fast-check).
 */
import fc from 'fast-check';
import { PAYMENT_FREQUENCIES } from '../../../src/schemas/loan-terms';
import { calculator, centsSum, fieldError } from '../../support/run-calculator';

const { result: emi, errorOf } = calculator('emi-calculator');
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);

type Row = { month: number; date?: string; payment: number; principal: number; interest: number; balance: number };

describe('level payment per frequency', () => {
  // The annuity formula P·r / (1 − (1 + r)^−n), r = rate / payments a year, n = years × payments a year,
  // recomputed here with Math.pow (Excel PMT(6.5%/24, 720, −200000) = 631.7915, PMT(6.5%/26, 780, …) = 583.1725,
  // PMT(6.5%/52, 1560, …) = 291.5273).
  it.each([
    ['semimonthly', 24],
    ['biweekly', 26],
    ['weekly', 52],
  ] as const)('%s: $200,000 at 6.5 %% for 30 years is the annuity payment to the cent', (paymentFrequency, perYear) => {
    const r = 0.065 / perYear;
    const n = 30 * perYear;
    const exact = (200000 * r) / (1 - Math.pow(1 + r, -n));
    const result = emi({ principal: 200000, annualRate: 6.5, tenureYears: 30, paymentFrequency, schedule: 'none' });
    expect(result.emi).toBe(Math.round(exact * 100) / 100);
    expect(result.numberOfPayments).toBe(n);
    expect(result.paymentsPerYear).toBe(perYear);
  });

  it('accelerated biweekly: $100,000 at 12 % for 30 years is repaid in 19 years and 2 weeks', () => {
    // realestatedefinition.com "Biweekly Accelerated Mortgage": monthly $1,028.62, biweekly $514.31 "pays off the
    // 30 year loan in 19 years and 2 weeks and saves $115,975.18 in interest". Here the monthly payment is the nearer
    // cent, $1,028.61, whose half rounds up to the same $514.31; the interest is rounded to the cent every 14 days,
    // so the saving is within 0.1 % of the published one.
    const r = emi({ principal: 100000, annualRate: 12, tenureYears: 30, paymentFrequency: 'acceleratedBiweekly' });
    expect(r.emi).toBe(514.31);
    expect(r.numberOfPayments).toBe(19 * 26 + 1);
    expect(r.versusMonthly.monthlyPayment).toBe(1028.61);
    expect(Math.abs(r.versusMonthly.interestSaved - 115975.18) / 115975.18).toBeLessThan(0.001);
    expect(r.yearlySchedule).toHaveLength(20);
  });

  it('accelerated weekly pays a quarter of the monthly payment, rounded up to the cent', () => {
    const r = emi({
      principal: 300000,
      annualRate: 6,
      tenureYears: 30,
      paymentFrequency: 'acceleratedWeekly',
      schedule: 'none',
    });
    expect(r.emi).toBe(Math.ceil((1798.65 / 4) * 100) / 100); // Excel PMT(6%/12, 360, −300000) = 1798.65
    expect(r.versusMonthly.monthlyPayment).toBe(1798.65);
    expect(r.numberOfPayments).toBeLessThan(30 * 52);
  });

  it('a term bound per frequency keeps schedules to 3,000 rows', () => {
    expect(errorOf({ principal: 1000, annualRate: 5, tenureYears: 58, paymentFrequency: 'weekly' }).errors).toEqual([
      fieldError('/tenureYears', 'maximum', { message: expect.stringContaining('57.69') }),
    ]);
    expect(
      emi({ principal: 3000, annualRate: 0, tenureYears: 57.69, paymentFrequency: 'weekly' }).schedule,
    ).toHaveLength(3000);
  });
});

describe('payment dates', () => {
  const dates = (raw: Record<string, unknown>) =>
    emi({ principal: 1200, annualRate: 0, tenureYears: 1, ...raw }).schedule.map((r: Row) => r.date);

  it('monthly: the same day, clamped to the month end and back (31 Jan → 28 Feb → 31 Mar; 29 Feb in a leap year)', () => {
    expect(dates({ firstPaymentDate: '2027-01-31' }).slice(0, 4)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(dates({ firstPaymentDate: '2028-01-30' })[1]).toBe('2028-02-29');
  });

  it('semi-monthly: days d and d + 15, the second clamped to the month end', () => {
    expect(dates({ firstPaymentDate: '2027-01-15', paymentFrequency: 'semimonthly' }).slice(0, 4)).toEqual([
      '2027-01-15',
      '2027-01-30',
      '2027-02-15',
      '2027-02-28',
    ]);
    expect(dates({ firstPaymentDate: '2027-03-01', paymentFrequency: 'semimonthly' }).slice(0, 2)).toEqual([
      '2027-03-01',
      '2027-03-16',
    ]);
  });

  it('semi-monthly refuses a first day after the 15th, saying why', () => {
    const e = errorOf({
      principal: 1200,
      annualRate: 5,
      tenureYears: 1,
      paymentFrequency: 'semimonthly',
      firstPaymentDate: '2027-01-16',
    });
    expect(e.status).toBe(422);
    expect(e.errors).toEqual([
      fieldError('/firstPaymentDate', 'semimonthly_day', { message: expect.stringContaining('day 1 to 15') }),
    ]);
  });

  it('weekly and biweekly: every 7 and 14 days; payoffDate is the last row', () => {
    expect(dates({ firstPaymentDate: '2027-12-27', paymentFrequency: 'weekly' }).slice(0, 2)).toEqual([
      '2027-12-27',
      '2028-01-03',
    ]);
    const r = emi({
      principal: 1300,
      annualRate: 0,
      tenureYears: 0.5,
      paymentFrequency: 'biweekly',
      firstPaymentDate: '2027-01-01',
    });
    expect(r.schedule).toHaveLength(13);
    expect(r.payoffDate).toBe('2027-06-18');
    expect(r.schedule[12].date).toBe(r.payoffDate);
  });

  it('yearly rows are calendar years when dated', () => {
    const r = emi({ principal: 12000, annualRate: 6, tenureYears: 2, firstPaymentDate: '2027-07-01' });
    expect(r.yearlySchedule.map((y: { year: number }) => y.year)).toEqual([2027, 2028, 2029]);
    expect(centsSum(r.yearlySchedule.map((y: { interestPaid: number }) => y.interestPaid))).toBe(r.totalInterest);
  });

  it('"payments" is a synonym of "monthly"', () => {
    const input = { principal: 5000, annualRate: 7, tenureYears: 1, paymentFrequency: 'weekly' };
    expect(emi({ ...input, schedule: 'payments' })).toEqual(emi({ ...input, schedule: 'monthly' }));
  });
});

describe('extra payments and lump sums', () => {
  const loan = { principal: 200000, annualRate: 6, tenureYears: 30, firstPaymentDate: '2027-01-01' };

  it('a lump sum by date is paid after the last payment on or before it; savings against the same loan', () => {
    const r = emi({ ...loan, lumpSums: [{ amount: 10000, date: '2027-06-15' }] });
    const row = r.schedule[5] as Row & { extra: number };
    expect(row.date).toBe('2027-06-01');
    expect(row.extra).toBe(10000);
    const plain = emi(loan);
    expect(r.interestSaved).toBe(Math.round((plain.totalInterest - r.totalInterest) * 100) / 100);
    expect(r.paymentsSaved).toBe(plain.numberOfPayments - r.numberOfPayments);
    expect(r.monthsSaved).toBe(r.paymentsSaved);
    expect(r.payoffDate < plain.payoffDate).toBe(true);
  });

  it('lowerPayment re-amortizes over the payments left: a lower payment, the same payoff', () => {
    const r = emi({ ...loan, lumpSums: [{ amount: 50000, paymentNumber: 60 }], prepaymentEffect: 'lowerPayment' });
    expect(r.numberOfPayments).toBe(360);
    expect(r.paymentChanges).toEqual([{ afterPayment: 60, date: '2031-12-01', payment: r.lastRegularPayment }]);
    expect(r.lastRegularPayment).toBeLessThan(r.emi);
    expect(r.schedule[60].payment).toBe(r.lastRegularPayment);
  });

  it('refuses lump sums outside the schedule, by date without a first date, or with both or neither reference', () => {
    const base = { principal: 1000, annualRate: 5, tenureYears: 1 };
    expect(errorOf({ ...base, lumpSums: [{ amount: 10, paymentNumber: 13 }] }).errors).toEqual([
      fieldError('/lumpSums/0/paymentNumber', 'outside_schedule'),
    ]);
    expect(errorOf({ ...base, lumpSums: [{ amount: 10, date: '2027-01-01' }] }).errors).toEqual([
      fieldError('/lumpSums/0/date', 'requires_first_payment_date'),
    ]);
    expect(
      errorOf({ ...base, firstPaymentDate: '2027-02-01', lumpSums: [{ amount: 10, date: '2027-01-31' }] }).errors,
    ).toEqual([
      fieldError('/lumpSums/0/date', 'outside_schedule', {
        message: expect.stringContaining('2027-02-01 to 2028-01-01'),
      }),
    ]);
    expect(errorOf({ ...base, lumpSums: [{ amount: 10 }] }).errors).toEqual([fieldError('/lumpSums/0', 'oneOf')]);
    expect(errorOf({ ...base, lumpSums: [{ amount: 10, paymentNumber: 2, date: '2027-01-01' }] }).status).toBe(422);
  });
});

describe('invariants over random loans (fast-check)', () => {
  const arbLoan = fc.record({
    principal: fc.integer({ min: 1, max: 5_000_000_00 }).map((c) => c / 100),
    annualRate: fc.integer({ min: 0, max: 3000 }).map((b) => b / 100),
    tenureYears: fc.integer({ min: 1, max: 30 }),
    paymentFrequency: fc.constantFrom(...PAYMENT_FREQUENCIES),
    firstPaymentDate: fc.integer({ min: Date.UTC(2000, 0, 1) / 864e5, max: Date.UTC(2060, 0, 1) / 864e5 }).map((d) =>
      new Date(d * 864e5)
        .toISOString()
        .slice(0, 10)
        .replace(/-(1[6-9]|2\d|3[01])$/, '-15'),
    ),
  });
  const arbLump = fc.record({
    share: fc.double({ min: 0.001, max: 0.5, noNaN: true }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are read as JSON
  function check(r: Record<string, any>, principal: number) {
    const rows = r.schedule as Row[];
    expect(rows).toHaveLength(r.numberOfPayments);
    expect(centsSum(rows.map((x) => x.principal))).toBe(principal);
    expect(centsSum(rows.map((x) => x.payment))).toBe(r.totalPayment);
    expect(centsSum(rows.map((x) => x.interest))).toBe(r.totalInterest);
    expect(rows.at(-1)!.balance).toBe(0);
    expect(rows.at(-1)!.date).toBe(r.payoffDate);
    expect(rows.every((x, i) => i === 0 || x.date! > rows[i - 1]!.date!)).toBe(true);
  }

  it('principal sums to the loan, the balance is 0 at payoffDate, dates strictly increase; a lump sum never adds interest; lowerPayment never lengthens', () => {
    fc.assert(
      fc.property(arbLoan, arbLump, (loan, lump) => {
        const plain = emi(loan);
        check(plain, loan.principal);
        const amount = Math.max(0.01, Math.round(loan.principal * lump.share * 100) / 100);
        const paymentNumber = 1 + Math.floor(lump.at * (plain.numberOfPayments - 1));
        const lumpSums = [{ amount, paymentNumber }];
        const shorter = emi({ ...loan, lumpSums });
        check(shorter, loan.principal);
        expect(shorter.totalInterest).toBeLessThanOrEqual(plain.totalInterest);
        expect(shorter.interestSaved).toBeGreaterThanOrEqual(0);
        const lower = emi({ ...loan, lumpSums, prepaymentEffect: 'lowerPayment' });
        check(lower, loan.principal);
        expect(lower.numberOfPayments).toBeLessThanOrEqual(plain.numberOfPayments);
      }),
      { numRuns: RUNS },
    );
  });

  it('at 0 % every frequency pays exactly the principal', () => {
    fc.assert(
      fc.property(arbLoan, (loan) => {
        const r = emi({ ...loan, annualRate: 0 });
        check(r, loan.principal);
        expect(r.totalInterest).toBe(0);
        expect(r.totalPayment).toBe(loan.principal);
      }),
      { numRuns: RUNS },
    );
  });
});
