/**
 * The earned income credit and the child and dependent care credit (fast-check): each within its published maximum
 * (Rev. Proc. 2024-40 §2.06 / 2025-32 §4.06: 649 / 4,328 / 7,152 / 8,046 in 2025, 664 / 4,427 / 7,316 / 8,231 in
 * 2026; Form 2441: at most 6,000 of expenses at 35 % in 2025, 50 % in 2026), and take-home pay never falls when the
 * wages rise by $1 except at the cliffs the law has: a row of the EIC Table (IRC §32(f): $50 rows, so $1 more can
 * move into a row with a lower credit in the phase-out) and the investment income limit (none of the credit a cent
 * over it), each named by how much of the credit it takes.
 */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');
const MAX_EIC = { 2025: [649, 4328, 7152, 8046], 2026: [664, 4427, 7316, 8231] } as const;
const MAX_CARE = { 2025: 6000 * 0.35, 2026: 6000 * 0.5 } as const;

const household = fc.record({
  taxYear: fc.constantFrom(2025, 2026),
  filingStatus: fc.constantFrom('single', 'hoh', 'mfs', 'qss'),
  grossIncome: fc.integer({ min: 0, max: 90_000 * 100 }).map((c) => c / 100),
  children: fc.integer({ min: 0, max: 5 }),
  interestIncome: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 15_000 * 100 }).map((c) => c / 100),
  ),
  dependentCareExpenses: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 12_000 })),
  age: fc.option(fc.integer({ min: 18, max: 80 }), { nil: undefined }),
});

describe('tax-calculator credits (fast-check)', () => {
  it('each credit is within its published maximum', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        expect(r.earnedIncomeCredit).toBeGreaterThanOrEqual(0);
        expect(r.earnedIncomeCredit).toBeLessThanOrEqual(MAX_EIC[h.taxYear][Math.min(h.children, 3)]!);
        expect(r.dependentCareCredit).toBeGreaterThanOrEqual(0);
        expect(r.dependentCareCredit).toBeLessThanOrEqual(MAX_CARE[h.taxYear]);
        // Nonrefundable: never more than the tax.
        expect(r.dependentCareCredit).toBeLessThanOrEqual(r.federalIncomeTax);
      }),
      { numRuns: 150 },
    );
  });

  it('take-home never falls when the wages rise by $1, but by the credit an EIC Table row or the investment limit takes', () => {
    fc.assert(
      fc.property(household, (h) => {
        const before = result(h);
        const after = result({ ...h, grossIncome: centsSum([h.grossIncome, 1]) });
        const cliff = Math.max(0, before.earnedIncomeCredit - after.earnedIncomeCredit);
        expect(centsSum([after.takeHomePay, -before.takeHomePay, cliff])).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it('the investment income limit is a cliff: a cent over it takes the whole credit', () => {
    for (const [taxYear, limit] of [
      [2025, 11950],
      [2026, 12200],
    ] as const) {
      const base = { grossIncome: 20000, filingStatus: 'hoh', children: 2, taxYear } as const;
      const at = result({ ...base, interestIncome: limit });
      const over = result({ ...base, interestIncome: limit + 0.01 });
      expect(at.earnedIncomeCredit).toBeGreaterThan(0);
      expect(over.earnedIncomeCredit).toBe(0);
      expect(over.takeHomePay).toBeLessThan(at.takeHomePay);
    }
  });
});
