/**
 * Dates stay within 1900-01-01 … 2199-12-31: the date inputs (a loan's first payment and its lump sums, a debt
 * plan's first month) and every date an answer gives (a payoff date, the monthly loan an accelerated one is compared
 * with, a debt's payoff month). Outside is a 422 naming the bound, never a payoff in the year 10029.
 */
import fc from 'fast-check';
import { findCalculator } from '../../../src/calculators/registry';
import { compileInputValidator } from '../../../src/schemas/validate';
import { isApiError } from '../../../src/errors/api-error';
import { calculator, fieldError } from '../../support/run-calculator';

const emi = calculator('emi-calculator');
const mortgage = calculator('mortgage-calculator');
const debts = calculator('debt-payoff-calculator');
const loan = { principal: 100000, annualRate: 6, tenureYears: 30 };
const RANGE = 'must be a date from 1900-01-01 to 2199-12-31';

describe('date inputs', () => {
  it.each(['9999-12-31', '0000-01-01', '1800-01-01', '1899-12-31', '2200-01-01'])(
    'firstPaymentDate %s is refused naming the bounds',
    (firstPaymentDate) => {
      expect(emi.errorOf({ ...loan, firstPaymentDate }).errors).toEqual([
        fieldError('/firstPaymentDate', 'pattern', { message: RANGE }),
      ]);
    },
  );

  it('a date that does not exist is said once, in the words of a date', () => {
    expect(emi.errorOf({ ...loan, firstPaymentDate: 'soon' }).errors).toEqual([
      fieldError('/firstPaymentDate', 'format'),
    ]);
  });

  it('the first and last days of the range are dates like any other', () => {
    expect(emi.result({ ...loan, firstPaymentDate: '1900-01-01', schedule: 'none' }).payoffDate).toBe('1929-12-01');
    expect(
      emi.result({ principal: 1000, annualRate: 6, tenureYears: 1 / 12, firstPaymentDate: '2199-12-31' }).payoffDate,
    ).toBe('2199-12-31');
  });

  it('a lump sum dated outside the range is refused by the same bound', () => {
    const e = mortgage.errorOf({
      homePrice: 300000,
      annualRate: 6,
      tenureYears: 30,
      firstPaymentDate: '2027-01-01',
      lumpSums: [{ amount: 1000, date: '3027-01-01' }],
    });
    expect(e.errors).toEqual([fieldError('/lumpSums/0/date', 'pattern', { message: RANGE })]);
  });

  it('a debt plan month outside the range is refused naming the bounds', () => {
    const e = debts.errorOf({
      debts: [{ name: 'Visa', balance: 3000, rate: 22, minPayment: 90 }],
      monthlyBudget: 500,
      startDate: '9998-01',
    });
    expect(e.errors).toEqual([
      fieldError('/startDate', 'pattern', { message: 'must be a month written YYYY-MM, from 1900-01 to 2199-12' }),
    ]);
  });
});

describe('the dates an answer gives', () => {
  it('a payoff past 2199-12-31 is a 422 on firstPaymentDate naming the date and the bound', () => {
    // 360 monthly payments from 2190-01-01: the last on 2219-12-01.
    expect(emi.errorOf({ ...loan, firstPaymentDate: '2190-01-01' }).errors).toEqual([
      fieldError('/firstPaymentDate', 'maximum', {
        message: 'puts the last payment on 2219-12-01, after 2199-12-31: every payment must fall by 2199-12-31',
      }),
    ]);
  });

  it('so is the monthly loan an accelerated one is compared with', () => {
    // Accelerated biweekly from 2171-01-01 ends in 2195; the 360 monthly payments it is compared with in 2200-12.
    const e = emi.errorOf({ ...loan, paymentFrequency: 'acceleratedBiweekly', firstPaymentDate: '2171-01-01' });
    expect(e.errors).toEqual([
      fieldError('/firstPaymentDate', 'maximum', {
        message: expect.stringContaining('monthly loan it is compared with on 2200-12-01'),
      }),
    ]);
    expect(
      emi.result({ ...loan, paymentFrequency: 'acceleratedBiweekly', firstPaymentDate: '2170-01-01' }).versusMonthly
        .monthlyPayoffDate,
    ).toBe('2199-12-01');
  });

  it('a debt plan whose last month falls after 2199-12 is a 422 on startDate', () => {
    // $50,000 at 20 % paid $840 a month takes 293 months: from 2199-01 it would end in 2223-05.
    const plan = { debts: [{ name: 'Visa', balance: 50000, rate: 20, minPayment: 840 }], monthlyBudget: 840 };
    expect(debts.errorOf({ ...plan, startDate: '2199-01' }).errors).toEqual([
      fieldError('/startDate', 'maximum', { message: expect.stringContaining('2223-05, after 2199-12') }),
    ]);
    expect(debts.result({ ...plan, startDate: '2175-01' }).payoffDate).toBe('2199-05');
  });

  it('no answer ever carries a date outside the range (fast-check over first dates and terms)', () => {
    const validate = compileInputValidator(findCalculator('mortgage-calculator')!.inputSchema);
    const date = fc
      .date({ min: new Date(Date.UTC(1890, 0, 1)), max: new Date(Date.UTC(2210, 11, 31)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('monthly', 'semimonthly', 'biweekly', 'acceleratedWeekly'),
        (firstPaymentDate, tenureYears, paymentFrequency) => {
          const day = Number(firstPaymentDate.slice(8));
          const input = {
            homePrice: 300000,
            downPaymentPct: 5,
            annualRate: 6,
            tenureYears: Math.min(tenureYears, 57),
            paymentFrequency,
            firstPaymentDate:
              paymentFrequency === 'semimonthly' && day > 15 ? firstPaymentDate.slice(0, 8) + '15' : firstPaymentDate,
            schedule: 'payments',
          };
          try {
            validate(input);
            const r = mortgage.result(input);
            const dates = JSON.stringify(r).match(/\d{4,}-\d\d-\d\d/g) ?? [];
            expect(dates.filter((d) => d < '1900-01-01' || d > '2199-12-31' || d.length > 10)).toEqual([]);
          } catch (e) {
            if (!isApiError(e)) throw e;
            expect(e.status).toBe(422);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
