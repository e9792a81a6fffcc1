/**
 * Investment income: invariants over any household (fast-check). Take-home pay never falls when interest,
 * dividends (ordinary, or the qualified part of them) or a short- or long-term gain rises by $1: the worksheet's
 * rates stack on ordinary income without a cliff, the net investment income tax takes 3.8 % of a dollar at most and
 * the capital loss limit only stops a loss from deducting more; but where the qualified business income deduction
 * phases out over the §199A threshold (a business without W-2 wages, Form 8995-A Part III). Households here have no children or other
 * dependents: the child tax credit's own cliff ($50 for each $1,000 of MAGI or part over the threshold, Schedule 8812
 * line 10) would answer for a fall of its own.
 */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');

const dollars = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

const household = fc
  .record({
    filingStatus: fc.constantFrom('single', 'mfj', 'mfs', 'hoh', 'qss'),
    grossIncome: dollars(0, 500_000),
    selfEmploymentIncome: fc.oneof(fc.constant(0), dollars(-50_000, 300_000)),
    interestIncome: dollars(0, 200_000),
    ordinaryDividends: dollars(0, 300_000),
    qualifiedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    shortTermCapitalGains: dollars(-50_000, 300_000),
    longTermCapitalGains: dollars(-50_000, 1_500_000),
    taxYear: fc.constantFrom(2025, 2026),
    age: fc.option(fc.integer({ min: 18, max: 90 }), { nil: undefined }),
  })
  .map(({ qualifiedShare, ...h }) => ({
    ...h,
    qualifiedDividends: Math.floor(h.ordinaryDividends * qualifiedShare * 100) / 100,
  }));

const RISES = [
  ['interestIncome'],
  ['ordinaryDividends'],
  ['ordinaryDividends', 'qualifiedDividends'],
  ['shortTermCapitalGains'],
  ['longTermCapitalGains'],
] as const;

describe('tax-calculator investment invariants (fast-check)', () => {
  it('take-home never falls when any investment income rises by $1', () => {
    fc.assert(
      fc.property(household, fc.constantFrom(...RISES), (h, fields) => {
        const raised: Record<string, unknown> = { ...h };
        for (const field of fields) raised[field] = h[field] + 1;
        const [a, b] = [result(h), result(raised)];
        // Over the §199A threshold the QBI deduction of a business without W-2 wages phases out (Form 8995-A).
        // The EIC Table's $50 rows and its investment income limit: steps of the credit (test/support/tax-cliffs.ts).
        if (b.qbiDeduction >= a.qbiDeduction)
          expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay);
      }),
      { numRuns: 400 },
    );
  });

  it('the tax is the brackets plus the 0 / 15 / 20 % part, never more than the schedule alone; all taxes in take-home', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        const brackets = centsSum(r.brackets.map((b: { tax: number }) => b.tax));
        expect(r.federalIncomeTax).toBe(centsSum([brackets, r.capitalGainsTax]));
        const ordinaryOnly = result({
          ...h,
          qualifiedDividends: 0,
          longTermCapitalGains: 0,
          shortTermCapitalGains: centsSum([h.shortTermCapitalGains, h.longTermCapitalGains]),
        });
        expect(r.federalIncomeTax).toBeLessThanOrEqual(ordinaryOnly.federalIncomeTax);
        expect(r.netInvestmentIncomeTax).toBeLessThanOrEqual(Math.max(0, r.investmentIncome) * 0.038 + 0.01);
        expect(r.takeHomePay).toBe(
          centsSum([
            r.grossIncome,
            r.selfEmploymentIncome,
            h.interestIncome,
            h.ordinaryDividends,
            h.shortTermCapitalGains,
            h.longTermCapitalGains,
            -r.totalTax,
          ]),
        );
      }),
      { numRuns: 300 },
    );
  });
});
