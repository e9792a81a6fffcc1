/**
 * The states' own capital gains rules: invariants over any household (fast-check). A state's tax, less the part of
 * its refundable credits it pays out, never falls when a long-term or short-term gain rises by $1 — an exclusion
 * takes at most the dollar out (New Mexico's and Vermont's amounts up to a cap, Vermont's limit of 40 % of federal
 * taxable income rising with it), Montana's stacked rates and Hawaii's smaller of two taxes rise with taxable income,
 * and Massachusetts' 8.5 % is a rate on the gain itself.
 */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

const dollars = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

const household = fc.record({
  filingStatus: fc.constantFrom('single', 'mfj', 'mfs', 'hoh'),
  grossIncome: fc.oneof(fc.constant(0), dollars(0, 400_000)),
  longTermCapitalGains: fc.oneof(fc.constant(0), dollars(-5_000, 50_000), dollars(0, 2_000_000)),
  shortTermCapitalGains: fc.oneof(fc.constant(0), dollars(-5_000, 50_000)),
  qualifiedDividends: fc.constantFrom(0, 2_000),
  taxYear: fc.constantFrom(2025, 2026),
  state: fc.constantFrom('AR', 'NM', 'VT', 'MT', 'HI', 'MA', 'ND', 'SC', 'WI', 'WA'),
});

/** The state's tax less what it pays out beyond it (its refundable credits), in dollars. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the result is read as the API returns it
const stateTaxNet = (r: Record<string, any>) => Math.round((r.stateIncomeTax - r.state.refundableCredits) * 100) / 100;

describe('tax-calculator state capital gains invariants (fast-check)', () => {
  it('the state tax never falls when a gain rises by $1', () => {
    fc.assert(
      fc.property(
        household,
        fc.constantFrom('longTermCapitalGains', 'shortTermCapitalGains'),
        ({ qualifiedDividends, ...h }, field) => {
          const input = { ...h, ordinaryDividends: qualifiedDividends, qualifiedDividends };
          const raised = { ...input, [field]: input[field] + 1 };
          expect(stateTaxNet(result(raised))).toBeGreaterThanOrEqual(stateTaxNet(result(input)));
        },
      ),
      { numRuns: 400 },
    );
  });
});
