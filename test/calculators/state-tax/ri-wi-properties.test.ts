/**
 * Rhode Island, South Carolina, Utah, Vermont, West Virginia and Wisconsin: the tax is never negative, never more
 * than the wages, and never falls as wages rise within a filing status and household (their phase-outs, the
 * Vermont minimum tax and the Utah credit's phase-out only ever add tax as income rises).
 */
import fc from 'fast-check';
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';
import { w2Household } from './household';

const CODES = ['RI', 'SC', 'UT', 'VT', 'WV', 'WI'] as const;

describe('RI, SC, UT, VT, WV, WI 2026: bounds and monotone in wages', () => {
  it('0 ≤ tax ≤ wages, and more wages never mean less tax', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CODES),
        fc.constantFrom(...STATE_FILING_STATUSES),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (code, filingStatus, wages, raise, children, aged, split) => {
          const rules = lawFor(code, 2026)!;
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
      { numRuns: 600 },
    );
  });
});
