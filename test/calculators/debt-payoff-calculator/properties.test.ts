/** Debt payoff: rules and invariants (interest rounding, ordering, sums, schedules), with fast-check where inputs vary. */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';
import { isApiError } from '../../../src/errors/api-error';
import { findCalculator } from '../../../src/calculators/registry';
import { fromCents, monthlyInterestCents, toCents } from '../../../src/calculators/money';

const { run, result: payoff } = calculator('debt-payoff-calculator');

type Entry = { name: string; month: number; interestPaid: number; totalPaid: number };
type Row = { payment: number; interest: number; balance: number; payments: number[]; balances: number[] };
type Debt = { name: string; balance: number; rate: number; minPayment: number };

const order = (entries: Entry[]) => entries.map((e) => [e.name, e.month, e.interestPaid]);

describe('debt-payoff-calculator monthly interest', () => {
  it('is exactly what amortize.ts charges, toCents(balance × APR / 1200), half-cent ties included', () => {
    const balanceC = fc.oneof(
      fc.integer({ min: 0, max: 1e14 }),
      fc.integer({ min: 0, max: 2e6 }).map((k) => k * 50 + 50), // x.5 cents at 12 % (r = 0.01): ties
    );
    const rate = fc.oneof(
      fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
      fc.constantFrom(12, 6, 24, 3, 1.2),
    );
    fc.assert(
      fc.property(balanceC, rate, (b, apr) => {
        expect(monthlyInterestCents(b, apr / 1200)).toBe(toCents(fromCents(b) * (apr / 1200)));
      }),
      { numRuns: 5000 },
    );
    expect(monthlyInterestCents(50, 0.01)).toBe(1); // 0.5 cent rounds half away from zero
    expect(monthlyInterestCents(150, 0.01)).toBe(2); // 1.5 cents
  });
});

describe('debt-payoff-calculator ordering rules', () => {
  const twins = (names: [string, string]) => names.map((name) => ({ name, balance: 1000, rate: 10, minPayment: 20 }));

  it.each(['avalanche', 'snowball'])('%s: equal keys are taken in input order', (strategy) => {
    // Python decimal simulation: the first listed clears in month 5, the other in month 9; 81.68 of interest.
    const ab = payoff({ debts: twins(['A', 'B']), monthlyBudget: 240, strategy });
    expect(order(ab.payoffOrder)).toEqual([
      ['A', 5, 23.88],
      ['B', 9, 57.8],
    ]);
    const ba = payoff({ debts: twins(['B', 'A']), monthlyBudget: 240, strategy });
    expect(ba.payoffOrder.map((e: Entry) => e.name)).toEqual(['B', 'A']);
  });

  it('snowball targets the smallest balance even at a lower APR; avalanche the highest APR', () => {
    const debts = [
      { name: 'Big and dear', balance: 5000, rate: 25, minPayment: 100 },
      { name: 'Small and cheap', balance: 500, rate: 3, minPayment: 25 },
    ];
    expect(payoff({ debts, monthlyBudget: 600, strategy: 'snowball' }).payoffOrder[0].name).toBe('Small and cheap');
    expect(payoff({ debts, monthlyBudget: 600, strategy: 'avalanche' }).payoffOrder[0].name).toBe('Big and dear');
  });

  it('a debt with no balance is listed as paid in month 0, with a warning', () => {
    const out = run({
      debts: [
        { name: 'Paid card', balance: 0, rate: 20, minPayment: 25 },
        { name: 'Loan', balance: 1200, rate: 0, minPayment: 100 },
      ],
      monthlyBudget: 125,
      strategy: 'avalanche',
    });
    expect(order(out.result.payoffOrder)).toEqual([
      ['Paid card', 0, 0],
      ['Loan', 10, 0], // 125 a month: 9 × 125 = 1125, the last 75 in month 10
    ]);
    expect(out.warnings).toEqual(expect.arrayContaining([expect.stringContaining("'Paid card' has no balance")]));
  });

  it('warns when a minimum does not cover the interest, and still pays off when the budget reaches it', () => {
    const out = run({
      debts: [
        { name: 'Loan from family', balance: 5000, rate: 0, minPayment: 0 },
        { name: 'Payday loan', balance: 11000, rate: 100, minPayment: 0 },
      ],
      monthlyBudget: 1000,
      strategy: 'avalanche',
    });
    // Python decimal simulation: the payday loan (interest 916.67 a month) clears in month 32, the rest in 37.
    expect(out.result.monthsToDebtFree).toBe(37);
    expect(out.result.totalInterest).toBe(20046.57);
    expect(out.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          "Minimum payment on 'Payday loan' ($0.00) does not cover its monthly interest ($916.67)",
        ),
      ]),
    );
    // The snowball pays the family first while the payday loan outgrows the budget: it never finishes.
    expect(out.result.comparison.snowball).toBeNull();
    expect(out.result.comparison.interestSavedByAvalanche).toBeNull();
    expect(out.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('snowball strategy would not pay these debts off within 100 years'),
      ]),
    );
  });
});

describe('debt-payoff-calculator invariants', () => {
  const debtArb = fc.record({
    balanceC: fc.integer({ min: 0, max: 3_000_000 }),
    rateBp: fc.integer({ min: 0, max: 3600 }),
    minC: fc.integer({ min: 0, max: 30_000 }),
  });
  const caseArb = fc.record({
    debts: fc.array(debtArb, { minLength: 1, maxLength: 8 }),
    extraC: fc.integer({ min: 0, max: 200_000 }),
  });
  const toInput = (c: { debts: Array<{ balanceC: number; rateBp: number; minC: number }>; extraC: number }) => ({
    debts: c.debts.map((d, i) => ({
      name: `Debt ${i + 1}`,
      balance: d.balanceC / 100,
      rate: d.rateBp / 100,
      minPayment: d.minC / 100,
    })),
    monthlyBudget: (c.debts.reduce((s, d) => s + d.minC, 0) + c.extraC) / 100,
  });

  it('avalanche never pays more interest than snowball beyond cent rounding; totals and rows add up; balances end at 0', () => {
    let compared = 0;
    fc.assert(
      fc.property(caseArb, fc.constantFrom('avalanche', 'snowball'), (c, strategy) => {
        const input = toInput(c);
        let r;
        try {
          r = payoff({ ...input, strategy, schedule: 'monthly' });
        } catch (e) {
          if (isApiError(e) && e.code === 'unsatisfiable_input') return; // not paid off within 100 years
          throw e;
        }
        const debtSum = centsSum(input.debts.map((d: Debt) => d.balance));
        const { avalanche, snowball } = r.comparison;
        for (const s of [avalanche, snowball]) {
          if (!s) continue;
          expect(centsSum([debtSum, s.totalInterest])).toBe(s.totalPaid);
          expect(s.payoffOrder).toHaveLength(input.debts.length);
          expect(Math.max(...s.payoffOrder.map((e: Entry) => e.month))).toBe(s.monthsToDebtFree);
        }
        if (avalanche && snowball) {
          compared++;
          // Each month each open debt's interest is rounded by at most half a cent; unrounded, greedy
          // highest-APR-first is optimal, so the avalanche may lose only by that rounding (python found
          // a 6-cent case: 10,332.40 vs 10,332.34 rounded, 10,332.3021 vs 10,332.3078 unrounded).
          const roundingC = 0.5 * input.debts.length * (avalanche.monthsToDebtFree + snowball.monthsToDebtFree);
          expect(Math.round(avalanche.totalInterest * 100)).toBeLessThanOrEqual(
            Math.round(snowball.totalInterest * 100) + roundingC,
          );
          expect(r.comparison.interestSavedByAvalanche).toBe(
            centsSum([snowball.totalInterest, -avalanche.totalInterest]),
          );
        }
        const rows: Row[] = r.schedule;
        expect(rows).toHaveLength(r.monthsToDebtFree);
        expect(centsSum(rows.map((x) => x.payment))).toBe(r.totalPaid);
        expect(centsSum(rows.map((x) => x.interest))).toBe(r.totalInterest);
        expect(centsSum(r.yearlySchedule.map((x: Row) => x.interest))).toBe(r.totalInterest);
        // Row checks as one expect over the offending rows: an expect per row was most of this file's CPU.
        expect(rows.slice(0, -1).filter((x) => !Object.is(x.payment, input.monthlyBudget))).toEqual([]);
        if (rows.length > 0) {
          expect(rows[rows.length - 1]!.balance).toBe(0);
          expect(rows[rows.length - 1]!.balances.every((b) => b === 0)).toBe(true);
        }
        expect(
          rows.filter(
            (row) =>
              !Object.is(centsSum(row.payments), row.payment) ||
              !Object.is(centsSum(row.balances), row.balance) ||
              row.balances.length !== input.debts.length,
          ),
        ).toEqual([]);
        for (const e of r.payoffOrder as Entry[]) {
          const d = input.debts.find((x: Debt) => x.name === e.name)!;
          expect(centsSum([d.balance, e.interestPaid])).toBe(e.totalPaid);
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) },
    );
    expect(compared).toBeGreaterThan(0);
  });

  it('more budget never takes longer or costs more interest (the example, 700 → 800 → 1,000)', () => {
    const debts = findCalculator('debt-payoff-calculator')!.exampleInputs.debts;
    const at = (monthlyBudget: number) => payoff({ debts, monthlyBudget, strategy: 'avalanche', schedule: 'none' });
    const [a, b, c] = [at(700), at(800), at(1000)];
    expect(b.monthsToDebtFree).toBeLessThan(a.monthsToDebtFree);
    expect(c.monthsToDebtFree).toBeLessThan(b.monthsToDebtFree);
    expect(b.totalInterest).toBeLessThan(a.totalInterest);
    expect(c.totalInterest).toBeLessThan(b.totalInterest);
  });

  it('schedule "yearly" (the default) gives yearly rows only, "none" neither, "monthly" both', () => {
    const input = {
      debts: [{ name: 'Loan', balance: 8000, rate: 7, minPayment: 150 }],
      monthlyBudget: 150,
      strategy: 'avalanche',
    };
    const byDefault = payoff(input);
    expect(byDefault.schedule).toBeUndefined();
    expect(byDefault.yearlySchedule).toHaveLength(6); // 65 months
    expect(byDefault.yearlySchedule[5]).toMatchObject({ year: 6, payment: 611.06, balance: 0 }); // months 61–65: 4 × 150 + 11.06
    expect(byDefault.yearlySchedule[0]).toMatchObject({
      payments: [1800],
      balances: [byDefault.yearlySchedule[0].balance],
    });
    const none = payoff({ ...input, schedule: 'none' });
    expect(none.schedule).toBeUndefined();
    expect(none.yearlySchedule).toBeUndefined();
    const monthly = payoff({ ...input, schedule: 'monthly' });
    expect(monthly.schedule).toHaveLength(65);
    expect(monthly.yearlySchedule).toEqual(byDefault.yearlySchedule);
  });

  it('50 debts over 1,199 months: every row present and every balance cleared in the last', () => {
    // 100,000 at 1 % with 131.93 a month clears in month 1199 (python); 50 of them with no extra all clear
    // together. Its time is measured by `npm run bench:calc` (goal < 5 ms), not asserted here.
    const debts = Array.from({ length: 50 }, (_, i) => ({
      name: `Debt ${i + 1}`,
      balance: 100000,
      rate: 1,
      minPayment: 131.93,
    }));
    const r = payoff({ debts, monthlyBudget: 6596.5, strategy: 'snowball', schedule: 'monthly' });
    expect(r.monthsToDebtFree).toBe(1199);
    expect(r.comparison.avalanche.monthsToDebtFree).toBe(1199);
    expect(r.schedule).toHaveLength(1199);
    expect(r.yearlySchedule).toHaveLength(100);
    expect(r.payoffOrder.every((e: Entry) => e.month === 1199)).toBe(true);
    expect(r.schedule[1198].balances).toEqual(new Array(50).fill(0));
  });
});
