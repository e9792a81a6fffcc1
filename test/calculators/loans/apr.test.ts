/**
 * The APR solver (Regulation Z, Appendix J actuarial method) on the regulation's own worked examples and on a
 * published state loan chart, then through the calculators' `fees`.
 */
import { annualPercentageRate, unitPeriodsBetween, type DatedPayment } from '../../../src/calculators/apr';
import { dayNumber, formatDate, parseDate, paymentDays } from '../../../src/calculators/payment-dates';
import type { PaymentFrequency } from '../../../src/schemas/loan-terms';
import { calculator } from '../../support/run-calculator';

/** `count` payments of `amounts` (one amount, or one per payment) from `first` at a frequency's calendar. */
function stream(first: string, count: number, frequency: PaymentFrequency, amounts: number | number[]): DatedPayment[] {
  return Array.from(paymentDays(parseDate(first)!, frequency, count), (day, j) => ({
    date: formatDate(day),
    amount: Array.isArray(amounts) ? amounts[j]! : amounts,
  }));
}

const apr2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Regulation Z, Appendix J to Part 1026, paragraph (c) "Examples for the actuarial method":
 * https://www.ecfr.gov/current/title-12/chapter-X/part-1026/appendix-Appendix%20J%20to%20Part%201026
 * (also https://www.consumerfinance.gov/rules-policy/regulations/1026/j/). Each case is the example's amount
 * financed, dates and payments, and its published APR to two decimals.
 */
describe('Regulation Z, Appendix J (12 CFR 1026), paragraph (c) examples', () => {
  it('(c)(1)(i) monthly payments, regular first period: $5,000, 24 × $230 → 9.69 %', () => {
    const apr = annualPercentageRate({
      amountFinanced: 5000,
      advanceDate: '1978-01-10',
      payments: stream('1978-02-10', 24, 'monthly', 230),
      unitPeriod: 'month',
    });
    expect(apr2(apr)).toBe(9.69);
  });

  it('(c)(1)(ii) monthly payments, long first period (1 month 19 days): $6,000, 36 × $200 → 11.82 %', () => {
    expect(unitPeriodsBetween(dayNumber(1978, 2, 10), dayNumber(1978, 4, 1), 'month')).toEqual([1, 19 / 30]);
    const apr = annualPercentageRate({
      amountFinanced: 6000,
      advanceDate: '1978-02-10',
      payments: stream('1978-04-01', 36, 'monthly', 200),
      unitPeriod: 'month',
    });
    expect(apr2(apr)).toBe(11.82);
  });

  it('(c)(1)(iii) semimonthly payments, short first period (6 days): $5,000, 24 × $219.17 → 10.34 %', () => {
    expect(unitPeriodsBetween(dayNumber(1978, 2, 23), dayNumber(1978, 3, 1), 'semimonth')).toEqual([0, 6 / 15]);
    const apr = annualPercentageRate({
      amountFinanced: 5000,
      advanceDate: '1978-02-23',
      payments: stream('1978-03-01', 24, 'semimonthly', 219.17),
      unitPeriod: 'semimonth',
    });
    expect(apr2(apr)).toBe(10.34);
  });

  it('(c)(1)(iv) quarterly payments, long first period: $10,000 on 1978-05-23, 40 × $385 from 1978-10-01 → 8.97 %', () => {
    const payments = Array.from({ length: 40 }, (_, k) => ({
      date: formatDate(dayNumber(1978 + Math.floor((9 + 3 * k) / 12), ((9 + 3 * k) % 12) + 1, 1)),
      amount: 385,
    }));
    // The first period: one quarter back from 1978-10-01 to 07-01, then a month and 9 days: 39 days over 90.
    expect(unitPeriodsBetween(dayNumber(1978, 5, 23), dayNumber(1978, 10, 1), 'quarter')).toEqual([1, 39 / 90]);
    const apr = annualPercentageRate({
      amountFinanced: 10000,
      advanceDate: '1978-05-23',
      payments,
      unitPeriod: 'quarter',
    });
    expect(apr2(apr)).toBe(8.97);
  });

  it('(c)(1)(v) weekly payments, long first period: $500 on 1978-03-20, 30 × $17.60 from 1978-04-21 → 14.96 %', () => {
    // The first period is 32 days: 4 full weeks and 4/7 of a week.
    expect(unitPeriodsBetween(dayNumber(1978, 3, 20), dayNumber(1978, 4, 21), 'week')).toEqual([4, 4 / 7]);
    const apr = annualPercentageRate({
      amountFinanced: 500,
      advanceDate: '1978-03-20',
      payments: stream('1978-04-21', 30, 'weekly', 17.6),
      unitPeriod: 'week',
    });
    expect(apr2(apr)).toBe(14.96);
  });

  it('(c)(2)(i) monthly payments, irregular first payment: $5,000, $250 then 23 × $230 → 10.08 %', () => {
    const apr = annualPercentageRate({
      amountFinanced: 5000,
      advanceDate: '1978-01-10',
      payments: stream('1978-02-10', 24, 'monthly', [250, ...Array<number>(23).fill(230)]),
      unitPeriod: 'month',
    });
    expect(apr2(apr)).toBe(10.08);
  });

  it('(c)(3)(ii) payments every 2 weeks, short first period, irregular final payment: $200 on 1978-04-03, 19 × $9.50 from 1978-04-11 and $30 → 12.22 %', () => {
    // The first period is 8 days: no full unit-period and 8/14 of one.
    expect(unitPeriodsBetween(dayNumber(1978, 4, 3), dayNumber(1978, 4, 11), 'biweek')).toEqual([0, 8 / 14]);
    const apr = annualPercentageRate({
      amountFinanced: 200,
      advanceDate: '1978-04-03',
      payments: stream('1978-04-11', 20, 'biweekly', [...Array<number>(19).fill(9.5), 30]),
      unitPeriod: 'biweek',
    });
    expect(apr2(apr)).toBe(12.22);
  });

  it('(c)(4)(i) monthly payments, irregular first and final payments: $5,000, $250, 22 × $230 and $280 → 10.90 %', () => {
    const apr = annualPercentageRate({
      amountFinanced: 5000,
      advanceDate: '1978-01-10',
      payments: stream('1978-02-10', 24, 'monthly', [250, ...Array<number>(22).fill(230), 280]),
      unitPeriod: 'month',
    });
    expect(apr2(apr)).toBe(10.9);
  });

  it('(c)(3)(i) odd final payment: $5,000, 23 × $230 and a final $280 → 10.50 %', () => {
    const amounts = [...Array<number>(23).fill(230), 280];
    const apr = annualPercentageRate({
      amountFinanced: 5000,
      advanceDate: '1978-01-10',
      payments: stream('1978-02-10', 24, 'monthly', amounts),
      unitPeriod: 'month',
    });
    expect(apr2(apr)).toBe(10.5);
  });
});

describe('a published APR chart', () => {
  // Oklahoma 3-508B installment loan chart (Financial Software Systems, effective 2014-07-01): a $20 advance
  // repaid by 2 monthly payments of $12 is 156.79 %, one of $10 by a single $12 payment 240.00 %.
  it('$20 repaid by 2 × $12 a month → 156.79 %; $10 by 1 × $12 → 240.00 %', () => {
    const two = stream('2014-08-01', 2, 'monthly', 12);
    expect(
      apr2(annualPercentageRate({ amountFinanced: 20, advanceDate: '2014-07-01', payments: two, unitPeriod: 'month' })),
    ).toBe(156.79);
    const one = stream('2014-08-01', 1, 'monthly', 12);
    expect(
      apr2(annualPercentageRate({ amountFinanced: 10, advanceDate: '2014-07-01', payments: one, unitPeriod: 'month' })),
    ).toBe(240);
  });
});

describe('unit-periods between dates, Appendix J (b)(5)', () => {
  it('weeks and biweeks count days over 7 and 14', () => {
    expect(unitPeriodsBetween(dayNumber(1978, 3, 20), dayNumber(1978, 4, 21), 'week')).toEqual([4, 4 / 7]);
    expect(unitPeriodsBetween(dayNumber(2027, 1, 1), dayNumber(2027, 1, 29), 'biweek')).toEqual([2, 0]);
  });
  it('months are counted back from the payment; a month-end series measures month ends (b)(3)(iv)', () => {
    expect(unitPeriodsBetween(dayNumber(2027, 1, 31), dayNumber(2027, 2, 28), 'month')).toEqual([1, 0]);
    expect(unitPeriodsBetween(dayNumber(2027, 1, 10), dayNumber(2027, 3, 15), 'month')).toEqual([2, 5 / 30]);
  });
  it('a quarter is 90 days of 30-day months (b)(5)(iii)', () => {
    expect(unitPeriodsBetween(dayNumber(1978, 10, 10), dayNumber(1979, 4, 20), 'quarter')).toEqual([2, 10 / 90]);
  });
});

describe('apr from fees', () => {
  const { result: emi, errorOf } = calculator('emi-calculator');

  it('is the note rate without fees, at every frequency (the stream repays the loan at its own rate)', () => {
    for (const paymentFrequency of ['monthly', 'semimonthly', 'biweekly', 'weekly'] as const) {
      const r = emi({
        principal: 250000,
        annualRate: 6.5,
        tenureYears: 30,
        paymentFrequency,
        fees: 0,
        schedule: 'none',
      });
      expect(Math.abs(r.apr - 6.5)).toBeLessThanOrEqual(0.001);
    }
  });

  it('rises with fees: $200,000 at 6 % for 30 years with $4,000 of fees → 6.189 %', () => {
    // The annuity identity: 196,000 = 1,199.10 × (1 − (1 + i)^−360) / i at i = 6.18947 % / 12 (RATE(360, −1199.10,
    // 196000) × 12, e.g. in a spreadsheet); the schedule's last payment is $1,200.14, which moves it by < 0.001.
    const r = emi({ principal: 200000, annualRate: 6, tenureYears: 30, fees: 4000, schedule: 'none' });
    expect(r.emi).toBe(1199.1);
    expect(r.amountFinanced).toBe(196000);
    expect(r.apr).toBe(6.189);
    expect(r.financeCharge).toBeCloseTo(r.totalPayment - 196000, 2);
  });

  it('is not moved by lump sums or extra payments (the legal obligation is the scheduled payments)', () => {
    const plain = emi({ principal: 200000, annualRate: 6, tenureYears: 30, fees: 4000, schedule: 'none' });
    const prepaid = emi({
      principal: 200000,
      annualRate: 6,
      tenureYears: 30,
      fees: 4000,
      extraPayment: 100,
      lumpSums: [{ amount: 20000, paymentNumber: 24 }],
      schedule: 'none',
    });
    expect(prepaid.apr).toBe(plain.apr);
  });

  it('refuses fees that leave nothing financed', () => {
    const e = errorOf({ principal: 1000, annualRate: 6, tenureYears: 1, fees: 1000 });
    expect(e.status).toBe(422);
    expect(e.errors?.[0]?.path).toBe('/fees');
  });
});
