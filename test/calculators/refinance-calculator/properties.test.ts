/**
 * Refinance on any input: the cost of each path month by month is what was paid plus what is still owed (plus costs
 * paid in cash, less cash out), to the cent; the break-even is the first month the refinance costs no more; the simple
 * break-even brackets the costs; the recommendation follows its rule; the APR is the mortgage calculator's for the
 * same loan.
 */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const { result: refi } = calculator('refinance-calculator');
const { result: mortgage } = calculator('mortgage-calculator');

const rate = fc.double({ min: 0, max: 15, noNaN: true }).map((r) => Math.round(r * 1000) / 1000);
const inputs = fc
  .record({
    currentBalance: fc.integer({ min: 1_000, max: 2_000_000 }),
    currentRate: rate,
    remainingYears: fc.integer({ min: 1, max: 40 }),
    newRate: rate,
    newTenureYears: fc.constantFrom(10, 15, 20, 25, 30, 40),
    points: fc.constantFrom(0, 0.25, 1, 2.5),
    closingCosts: fc.integer({ min: 0, max: 20_000 }),
    financeClosingCosts: fc.boolean(),
    cashOut: fc.constantFrom(0, 0, 25_000),
    yearsToStay: fc.integer({ min: 1, max: 40 }),
  })
  // Costs that leave something financed (more is a 422: golden.test.ts).
  .map((i) => ({ ...i, closingCosts: Math.min(i.closingCosts, Math.floor(i.currentBalance / 4)) }));

const cents = (v: number) => Math.round(v * 100);

describe('refinance-calculator properties', () => {
  it('costs are payments plus balance owed, the break-even is the first month refinancing costs no more', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const r = refi({ ...input, schedule: 'monthly' });
        let paidOld = 0;
        let paidNew = 0;
        let first: number | null = null;
        const startC = cents(r.currentBalance);
        for (const row of r.schedule) {
          paidOld += cents(row.currentPayment);
          paidNew += cents(row.newPayment);
          const keep = paidOld + cents(row.currentBalance) - startC;
          const refinance = paidNew + cents(row.newBalance) + cents(r.costsPaidInCash) - cents(input.cashOut) - startC;
          expect(cents(row.keepCost)).toBe(keep);
          expect(cents(row.refinanceCost)).toBe(refinance);
          if (first === null && refinance <= keep) first = row.month;
        }
        expect(r.breakEvenMonth).toBe(first);
        const last = r.schedule.at(-1);
        expect(cents(r.netSavingOverLife)).toBe(cents(last.keepCost) - cents(last.refinanceCost));
      }),
      { numRuns: RUNS },
    );
  });

  it('the simple break-even brackets the costs; the recommendation follows its rule', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const r = refi(input);
        if (r.monthlySaving > 0) {
          expect(r.simpleBreakEvenMonth * r.monthlySaving).toBeGreaterThanOrEqual(r.totalCosts - 1e-6);
          expect(Math.max(0, r.simpleBreakEvenMonth - 1) * r.monthlySaving).toBeLessThan(r.totalCosts + 1e-6);
        } else expect(r.simpleBreakEvenMonth).toBeNull();
        const refinance = r.breakEvenMonth !== null && r.breakEvenMonth <= r.stayMonths && r.netSavingOverStay >= 0;
        expect(r.recommendation).toBe(refinance ? 'refinance' : 'keep');
        expect(r.totalCosts).toBeCloseTo(r.financedCosts + r.costsPaidInCash, 2);
        expect(r.newLoanAmount).toBeCloseTo(r.currentBalance + input.cashOut + r.financedCosts, 2);
      }),
      { numRuns: RUNS },
    );
  });

  it('the APR is the mortgage calculator’s for the same loan and finance charges', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const r = refi({ ...input, schedule: 'none' });
        const m = mortgage({
          homePrice: r.newLoanAmount,
          downPaymentPct: 0,
          annualRate: input.newRate,
          tenureYears: input.newTenureYears,
          fees: r.totalCosts,
          pmiRate: 0,
          schedule: 'none',
        });
        expect(r.apr).toBe(m.apr);
        expect(r.newPayment).toBe(m.principalAndInterestPerPayment);
      }),
      { numRuns: RUNS },
    );
  });
});
