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

  it('(c)(3) odd final payment: $5,000, 23 × $230 and a final $280 → 10.50 %', () => {
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
