/** Debt payoff: what it refuses (a budget too small, 100 years, past 2^46 dollars, bad inputs) beside the edges it still accepts. */
import { calculator, fieldError } from '../../support/run-calculator';

const { run, result: payoff, errorOf } = calculator('debt-payoff-calculator');

describe('debt-payoff-calculator refusals', () => {
  it('a budget below the sum of the minimums is 422 unsatisfiable_input at /monthlyBudget, saying what is needed', () => {
    const e = errorOf({
      debts: [
        { name: 'Visa', balance: 5000, rate: 22, minPayment: 150 },
        { name: 'Car', balance: 9000, rate: 6, minPayment: 250 },
      ],
      monthlyBudget: 399.99,
      strategy: 'avalanche',
    });
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.status).toBe(422);
    expect(e.errors).toEqual([fieldError('/monthlyBudget', 'minimum', { message: expect.stringContaining('400.00') })]);
  });

  it('a budget exactly at the sum of the minimums is accepted', () => {
    expect(
      payoff({
        debts: [{ name: 'Visa', balance: 1000, rate: 12, minPayment: 100 }],
        monthlyBudget: 100,
        strategy: 'snowball',
      }).monthsToDebtFree,
    ).toBe(11);
  });

  describe('the budget floor is what month 1 really needs, not the sum of the entered minimums', () => {
    // 'Small' owes 30 at 12 %: month 1 needs 30 + 0.30 interest = 30.30, not its minimum of 50. Floor = 30.30 + 100 = 130.30.
    const debts = [
      { name: 'Small', balance: 30, rate: 12, minPayment: 50 },
      { name: 'Big', balance: 1000, rate: 12, minPayment: 100 },
    ];

    it('accepts a budget at that floor, below the sum of the minimums (150)', () => {
      // python3 Decimal month by month (interest rounded half up, avalanche): 9 months, interest 48.48, paid 1,078.48
      const r = payoff({ debts, monthlyBudget: 130.3, strategy: 'avalanche' });
      expect([r.monthsToDebtFree, r.totalInterest, r.totalPaid]).toEqual([9, 48.48, 1078.48]);
      expect(r.payoffOrder[0]).toEqual(expect.objectContaining({ name: 'Small', month: 1, totalPaid: 30.3 }));
    });

    it('refuses a cent less, naming what month 1 requires', () => {
      const e = errorOf({ debts, monthlyBudget: 130.29, strategy: 'avalanche' });
      expect(e.code).toBe('unsatisfiable_input');
      expect(e.errors).toEqual([
        fieldError('/monthlyBudget', 'minimum', {
          message: expect.stringMatching(/^must be >= 130\.30, what month 1 requires/),
        }),
      ]);
    });
  });

  it('not paid off within 100 years is 422 naming the debt whose payment does not cover its interest', () => {
    const e = errorOf({
      debts: [
        { name: 'Visa', balance: 1000, rate: 20, minPayment: 50 },
        { name: 'Mortgage', balance: 100000, rate: 1, minPayment: 80 },
      ],
      monthlyBudget: 130,
      strategy: 'snowball',
    });
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.detail).toContain(
      "the minimum payment on 'Mortgage' ($80.00) does not cover its monthly interest ($83.33)",
    );
    expect(e.errors).toEqual([
      fieldError('/monthlyBudget', 'insufficient', { message: expect.stringContaining("'Mortgage'") }),
      fieldError('/debts/1/minPayment', 'below_interest'),
    ]);
  });

  it('a payment that covers the interest but is too slow for 100 years is 422 naming what is left', () => {
    // Python decimal simulation: 100,000 at 1 % (interest 83.33 a month) with 131.87 a month is paid off in
    // month 1200 exactly; with 131.86 a month 7.01 is left after 1200 payments (58,239.01 of interest).
    const ok = payoff({
      debts: [{ name: 'Long', balance: 100000, rate: 1, minPayment: 131.87 }],
      monthlyBudget: 131.87,
      strategy: 'avalanche',
    });
    expect(ok.monthsToDebtFree).toBe(1200);
    const e = errorOf({
      debts: [{ name: 'Long', balance: 100000, rate: 1, minPayment: 131.86 }],
      monthlyBudget: 131.86,
      strategy: 'avalanche',
    });
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.detail).toContain("'Long' would still owe $7.01");
    expect(e.errors).toEqual([fieldError('/monthlyBudget', 'insufficient')]);
  });

  it('a chosen strategy whose debts grow without end is 422 naming the debt', () => {
    const e = errorOf({
      debts: [
        { name: 'Loan from family', balance: 5000, rate: 0, minPayment: 0 },
        { name: 'Payday loan', balance: 11000, rate: 100, minPayment: 0 },
      ],
      monthlyBudget: 1000,
      strategy: 'snowball',
    });
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.detail).toContain("'Payday loan'");
    expect(e.errors).toEqual(expect.arrayContaining([fieldError('/debts/1/minPayment', 'below_interest')]));
  });

  const trillions = (rate: number) =>
    Array.from({ length: 50 }, (_, i) => ({ name: `Debt ${i + 1}`, balance: 1e12, rate, minPayment: 0 }));

  it('totals up to 2^46 dollars (about $70 trillion) are exact: 50 debts of $1e12 at 0 % take 50 months', () => {
    const r = payoff({ debts: trillions(0), monthlyBudget: 1e12, strategy: 'avalanche', schedule: 'none' });
    expect([r.monthsToDebtFree, r.totalPaid, r.totalInterest]).toEqual([50, 5e13, 0]);
  });

  it('payments past 2^46 dollars are 422 rather than approximate', () => {
    // 5e13 at 21.6 % costs 9e11 a month in interest against a 1e12 budget: ~500 months, ~5e14 paid.
    const e = errorOf({ debts: trillions(21.6), monthlyBudget: 1e12, strategy: 'avalanche' });
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.detail).toContain('payments would add up to more than $70 trillion');
  });

  it('balances growing past 2^46 dollars are 422 naming the debts whose minimum does not cover the interest', () => {
    const e = errorOf({ debts: trillions(100), monthlyBudget: 1e12, strategy: 'avalanche' });
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.detail).toContain('the balances grow past $70 trillion');
    // Debts 1–3 are cleared first (avalanche, input order); by month 5 the other 47 have grown past the bound.
    expect(e.detail).toContain(
      "the minimum payment on 'Debt 4' ($0.00) does not cover its monthly interest ($83,333,333,333.33)",
    );
    expect(e.detail).toContain('and 44 more');
    expect(e.errors).toHaveLength(48); // /monthlyBudget and the 47 minimum payments
  });
});

describe('debt-payoff-calculator input validation', () => {
  const visa = { name: 'Visa', balance: 1000, rate: 20, minPayment: 50 };

  it('accepts apr for rate and minimumPayment for minPayment, with the same result', () => {
    const aliased = run({
      debts: [{ name: 'Visa', balance: 1000, apr: 20, minimumPayment: 50 }],
      monthlyBudget: 200,
      strategy: 'avalanche',
    });
    expect(aliased.input.debts).toEqual([visa]);
    expect(aliased.result).toEqual(payoff({ debts: [visa], monthlyBudget: 200, strategy: 'avalanche' }));
  });

  it('an alias and its canonical name with different values is alias_conflict at the alias', () => {
    const e = errorOf({ debts: [{ ...visa, apr: 21 }], monthlyBudget: 200, strategy: 'avalanche' });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual([fieldError('/debts/0/apr', 'alias_conflict')]);
    // The same value under both names is not a conflict.
    expect(
      payoff({ debts: [{ ...visa, minimumPayment: 50 }], monthlyBudget: 200, strategy: 'avalanche' }).monthsToDebtFree,
    ).toBe(6);
  });

  it('duplicate names (trimmed, any case) are refused at the later item', () => {
    const e = errorOf({ debts: [visa, { ...visa, name: ' visa ' }], monthlyBudget: 200, strategy: 'avalanche' });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual([fieldError('/debts/1/name', 'duplicate')]);
  });

  it('a duplicate name quotes the earlier debt as it was entered, and the later one as entered', () => {
    const e = errorOf({ debts: [visa, { ...visa, name: ' VISA' }], monthlyBudget: 200, strategy: 'avalanche' });
    expect(e.errors).toEqual([
      expect.objectContaining({
        path: '/debts/1/name',
        message: "' VISA' repeats the name of debt 1 ('Visa'); names must be unique",
      }),
    ]);
  });

  it('lists bad item fields with their paths', () => {
    const e = errorOf({ debts: [{ name: '', balance: -1, rate: 101, minPaymnet: 5 }], monthlyBudget: 1e13 });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual(
      expect.arrayContaining([
        fieldError('/debts/0/name', 'minLength'),
        fieldError('/debts/0/balance', 'minimum'),
        fieldError('/debts/0/rate', 'maximum'),
        fieldError('/debts/0/minPaymnet', 'unknown_field', { message: expect.stringContaining("'minPayment'") }),
        fieldError('/debts/0/minPayment', 'required'),
        fieldError('/monthlyBudget', 'maximum'),
      ]),
    );
  });

  it('needs 1 to 50 debts and a known strategy', () => {
    expect(errorOf({ debts: [], monthlyBudget: 100, strategy: 'avalanche' }).errors).toEqual([
      fieldError('/debts', 'minItems'),
    ]);
    const many = Array.from({ length: 51 }, (_, i) => ({ ...visa, name: `d${i}` }));
    expect(errorOf({ debts: many, monthlyBudget: 1e6, strategy: 'avalanche' }).errors).toEqual([
      fieldError('/debts', 'maxItems'),
    ]);
    expect(errorOf({ debts: [visa], monthlyBudget: 100, strategy: 'highest' }).errors).toEqual([
      fieldError('/strategy', 'enum', { allowed: ['avalanche', 'snowball'] }),
    ]);
  });

  it('rounds fractions of a cent in money inputs and says so', () => {
    const out = run({ debts: [{ ...visa, balance: 1000.004 }], monthlyBudget: 200, strategy: 'avalanche' });
    expect(out.result.totalDebt).toBe(1000);
    expect(out.assumptions).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Balance of debt 1 ('Visa') 1000.004 rounded to the cent: 1000.00"),
      ]),
    );
  });
});
