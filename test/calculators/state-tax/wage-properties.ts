import fc from 'fast-check';
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import { STATE_FILING_STATUSES, STATE_NAMES, type StateCode } from '../../../src/reference/law';
import { w2Household } from './household';

/**
 * `code`'s 2026 tax is never negative, never more than the wages, and never falls as wages rise within a filing
 * status and household (for a state whose phase-outs, minimum tax and credit phase-outs only ever add tax as income
 * rises), over `numRuns` random households: any status, up to six children, filers aged 65+, one or two earners.
 */
export function describeBoundedAndMonotone(code: StateCode, numRuns = 100): void {
  describe(`${STATE_NAMES[code]} 2026: bounds and monotone in wages`, () => {
    it('0 ≤ tax ≤ wages, and more wages never mean less tax', () => {
      const rules = lawFor(code, 2026)!;
      fc.assert(
        fc.property(
          fc.constantFrom(...STATE_FILING_STATUSES),
          fc.integer({ min: 0, max: 3_000_000 }),
          fc.integer({ min: 0, max: 300_000 }),
          fc.integer({ min: 0, max: 6 }),
          fc.integer({ min: 0, max: 2 }),
          fc.boolean(),
          (filingStatus, wages, raise, children, aged, split) => {
            const filers = filingStatus === 'mfj' ? 2 : 1;
            const at = (w: number) =>
              computeStateTax(
                rules,
                w2Household(w, {
                  filingStatus,
                  children,
                  filersAged65Plus: Math.min(aged, filers),
                  // Two earners on a joint return: a fixed $20,000 spouse (or all of it when less), the rest the taxpayer.
                  ...(split && filingStatus === 'mfj'
                    ? { earnerWagesC: [Math.max(0, w - 20_000) * 100, Math.min(w, 20_000) * 100] }
                    : {}),
                }),
              ).incomeTaxC;
            const low = at(wages);
            const high = at(wages + raise);
            expect(low).toBeGreaterThanOrEqual(0);
            expect(low).toBeLessThanOrEqual(wages * 100);
            expect(high).toBeGreaterThanOrEqual(low);
          },
        ),
        { numRuns },
      );
    });
  });
}
