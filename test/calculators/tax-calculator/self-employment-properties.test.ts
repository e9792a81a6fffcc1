/**
 * Self-employment income: invariants over any household (fast-check). Take-home pay never falls when net profit
 * rises by $1, but for the one cliff of the law itself: Schedule SE line 4c (IRC §1402(b)), below $400 of net
 * earnings there is no self-employment tax, at $400 there is 15.3 % of all of it; and the phase-out of the qualified
 * business income deduction over the §199A threshold (Form 8995-A Part III, for a business without W-2 wages or
 * property, where 20 % of a large QBI goes within a $50,000 / $75,000 range). Households here have no children
 * or other dependents: the child tax credit's own cliff ($50 for each $1,000 of MAGI or part over the threshold,
 * Schedule 8812 line 10) would answer for a fall of its own.
 */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');

const dollars = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

const household = fc
  .record({
    filingStatus: fc.constantFrom('single', 'mfj', 'mfs', 'hoh', 'qss'),
    grossIncome: dollars(0, 600_000),
    selfEmploymentIncome: dollars(-100_000, 600_000),
    spouseSelfEmploymentIncome: dollars(-50_000, 400_000),
    taxYear: fc.constantFrom(2025, 2026),
    age: fc.option(fc.integer({ min: 18, max: 90 }), { nil: undefined }),
  })
  .map(({ spouseSelfEmploymentIncome, ...h }) => (h.filingStatus === 'mfj' ? { ...h, spouseSelfEmploymentIncome } : h));

describe('tax-calculator self-employment invariants (fast-check)', () => {
  it('take-home never falls when either earner’s net profit rises by $1, but across the $400 floor', () => {
    fc.assert(
      fc.property(household, fc.boolean(), (h, spouse) => {
        const field = spouse && h.filingStatus === 'mfj' ? 'spouseSelfEmploymentIncome' : 'selfEmploymentIncome';
        const a = result(h);
        const b = result({ ...h, [field]: (((h as Record<string, unknown>)[field] as number | undefined) ?? 0) + 1 });
        const i = field === 'selfEmploymentIncome' ? 0 : 1;
        // A spouse without wages or profit has no Schedule SE until the profit rises.
        const crossesFloor = (a.selfEmployment[i]?.netEarnings ?? 0) === 0 && b.selfEmployment[i].netEarnings > 0;
        // Over the §199A threshold the deduction of a business without W-2 wages phases out (Form 8995-A Part III).
        const phasesOut = b.qbiDeduction < a.qbiDeduction;
        // The EIC Table's $50 rows: a step of the credit, not of the tax (test/support/tax-cliffs.ts).
        if (!crossesFloor && !phasesOut)
          expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay);
      }),
      { numRuns: 300 },
    );
  });

  it('the SE taxes add up: per earner to the total, half deducted, all in totalTax and take-home', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        const per = r.selfEmployment.map((e: { selfEmploymentTax: number }) => e.selfEmploymentTax);
        expect(r.selfEmploymentTax).toBe(centsSum(per));
        // Each earner's half is rounded to the cent: a cent each at most.
        const twiceHalfC = Math.round(r.selfEmploymentTaxDeduction * 100) * 2;
        expect(Math.abs(twiceHalfC - Math.round(r.selfEmploymentTax * 100))).toBeLessThanOrEqual(2);
        expect(r.totalTax).toBe(
          centsSum([
            r.federalIncomeTaxAfterCredits,
            r.ficaTax,
            r.selfEmploymentTax,
            r.additionalMedicareTaxOnSelfEmployment,
            r.stateIncomeTax,
          ]),
        );
        expect(r.takeHomePay).toBe(centsSum([r.grossIncome, r.selfEmploymentIncome, -r.totalTax]));
        for (const e of r.selfEmployment) {
          expect(e.selfEmploymentTax).toBeLessThanOrEqual(Math.max(0, e.netProfit) * 0.153);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the Social Security part of wages and SE together never exceeds 12.4 % of the wage base per earner', () => {
    fc.assert(
      fc.property(dollars(0, 400_000), dollars(0, 400_000), fc.constantFrom(2025, 2026), (wages, profit, taxYear) => {
        const r = result({ grossIncome: wages, filingStatus: 'single', selfEmploymentIncome: profit, taxYear });
        const base = taxYear === 2025 ? 176_100 : 184_500;
        expect(r.socialSecurityTax * 2 + r.selfEmployment[0].socialSecurityTax).toBeLessThanOrEqual(
          base * 0.124 + 0.02,
        );
      }),
      { numRuns: 200 },
    );
  });
});
