/** The nine states without a wage income tax answer 0 at any income, with their reason and source. */
import fc from 'fast-check';
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';

const NO_WAGE_TAX = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'] as const;

describe('states without a wage income tax (2025 and 2026)', () => {
  it('answer 0 for any household', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NO_WAGE_TAX),
        fc.constantFrom(2025, 2026),
        fc.constantFrom(...STATE_FILING_STATUSES),
        fc.integer({ min: 0, max: 1e11 }),
        (code, year, filingStatus, wagesC) => {
          const t = computeStateTax(lawFor(code, year)!, {
            filingStatus,
            wagesC,
            deferrals401kC: 0,
            federalAgiC: wagesC,
            federalTaxableIncomeC: wagesC,
            federalStandardDeductionC: 0,
            filers: 1,
            filersAged65Plus: 0,
            children: 0,
            otherDependents: 0,
          });
          expect(t.incomeTaxC).toBe(0);
          expect(t.marginalRate).toBe(0);
          expect(t.sources).toHaveLength(1);
        },
      ),
    );
  });
});
