/**
 * Loan inputs that must not be answered as if they made sense: a down payment above the home price, fees that leave
 * nothing financed or no APR to find, and a lump sum larger than what is owed (paid up to the balance, and said so).
 */
import { calculator, fieldError } from '../../support/run-calculator';

const mortgage = calculator('mortgage-calculator');
const emi = calculator('emi-calculator');
const home = { homePrice: 400000, annualRate: 6.5, tenureYears: 30 };

describe('a down payment above the home price', () => {
  it('is a 422 on downPayment naming the price, not "there is no loan"', () => {
    const e = mortgage.errorOf({ ...home, downPayment: 400000.01 });
    expect(e.status).toBe(422);
    expect(e.errors).toEqual([
      fieldError('/downPayment', 'maximum', { message: expect.stringContaining('$400,000.00') }),
    ]);
  });

  it('the whole price is still a purchase without a loan', () => {
    const r = mortgage.run({ ...home, downPayment: 400000 });
    expect(r.result.loanAmount).toBe(0);
    expect(r.notes).toEqual(['There is no loan: the down payment covers the whole home price.']);
  });
});

describe('fees', () => {
  it('with a loan of 0 leave nothing financed: a 422 on fees, never amountFinanced -5', () => {
    const e = emi.errorOf({ principal: 0, annualRate: 6, tenureYears: 1, fees: 5 });
    expect([e.status, e.code]).toEqual([422, 'unsatisfiable_input']);
    expect(e.errors).toEqual([fieldError('/fees', 'maximum')]);
    expect(e.detail).toMatch(/amount financed.*must be positive/);
    expect(mortgage.errorOf({ ...home, downPaymentPct: 100, fees: 5 }).errors).toEqual([
      fieldError('/fees', 'maximum'),
    ]);
  });

  it('that leave an APR past what any rate reaches: a 422 on fees, never "apr": null', () => {
    // $0.01 financed, repaid by twelve payments of $86,066.43: a rate of more than a million a month.
    const e = emi.errorOf({ principal: 1000000, annualRate: 6, tenureYears: 1, fees: 999999.99 });
    expect([e.status, e.code]).toEqual([422, 'unsatisfiable_input']);
    expect(e.errors).toEqual([fieldError('/fees', 'maximum', { message: expect.stringContaining('$0.01') })]);
    const points = mortgage.errorOf({
      homePrice: 1000000,
      downPaymentPct: 0,
      annualRate: 6,
      tenureYears: 1,
      points: 20,
      fees: 799999.99,
    });
    expect(points.errors).toEqual([fieldError('/fees', 'maximum')]);
  });

  it('a large APR the solver reaches is still answered', () => {
    // $0.01 financed by $1,000 less $999.99 of fees, repaid by 12 × $86.07: 8,607 a month, 10,328,400 % a year.
    expect(emi.result({ principal: 1000, annualRate: 6, tenureYears: 1, fees: 999.99, schedule: 'none' }).apr).toBe(
      10328400,
    );
  });
});

describe('a lump sum larger than the balance', () => {
  it('is applied up to the balance then owed, and a warning says so', () => {
    const out = emi.run({
      principal: 100000,
      annualRate: 6,
      tenureYears: 30,
      lumpSums: [{ amount: 1e12, paymentNumber: 3 }],
      schedule: 'payments',
    });
    const third = out.result.schedule[2];
    expect(out.result.numberOfPayments).toBe(3);
    expect(third.balance).toBe(0);
    // The balance after the third regular payment of $599.55 is $99,699.85 (the row's principal less its extra).
    expect(third.extra).toBe(99699.85);
    expect(out.warnings).toEqual([
      'The lump sum after payment 3, $1,000,000,000,000.00, is more than the $99,699.85 then owed: ' +
        '$99,699.85 of it is applied, which repays the loan.',
    ]);
  });

  it('on the payment that repays the loan is not paid, and a warning says so', () => {
    const out = emi.run({
      principal: 1000,
      annualRate: 6,
      tenureYears: 1,
      lumpSums: [{ amount: 500, paymentNumber: 12 }],
    });
    expect(out.result.interestSaved).toBe(0);
    expect(out.warnings).toEqual([
      'The loan is repaid with payment 12: nothing is owed for the lump sum after payment 12, so it is not paid.',
    ]);
  });

  it('on a dated mortgage names the date', () => {
    const out = mortgage.run({
      ...home,
      firstPaymentDate: '2027-01-01',
      lumpSums: [{ amount: 5e8, date: '2027-03-15' }],
    });
    expect(out.warnings).toEqual([
      expect.stringMatching(
        /^The lump sum after payment 3 \(2027-03-01\), \$500,000,000\.00, is more than the \$[\d,.]+ then owed/,
      ),
    ]);
  });
});
