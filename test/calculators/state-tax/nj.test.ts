/**
 * New Jersey, 2025 and 2026 (rates and exemptions fixed in N.J.S.A. 54A:2-1 and 54A:3-1, not indexed): the 2025
 * NJ-1040 instructions (https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf): Tax Rate Schedule A (single,
 * separate: over $40,000 to $75,000, × .05525 − $1,492.50) and B (joint, head of household, surviving spouse: over
 * $80,000 to $150,000, × .05525 − $2,775), $1,000 per filer (line 6), $1,000 for each filer 65 or older (line 7),
 * $1,500 per dependent.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';
import { NJ } from '../../support/state-rules-2026';

function nj(year: number): StateTaxRules {
  const rules = lawFor('NJ', year);
  if (rules === undefined) throw new Error(`no ${year} rules for NJ`);
  return rules;
}

describe.each([2025, 2026])('New Jersey %i', (year) => {
  it('Schedule A at its bracket tops', () => {
    expectSchedule(
      nj(year),
      ['single', 'mfs'],
      [
        [20_000, 280],
        [35_000, 542.5],
        [40_000, 717.5],
        [75_000, 2_651.25],
      ],
    );
  });
  it('single, $50,000: taxable $49,000; 49,000 × .05525 − 1,492.50 = $1,214.75', () => {
    expect(computeStateTax(nj(year), w2Household(50_000)).incomeTaxC).toBe(1_214_75);
  });
  it('single aged 65, $50,000: the line 7 exemption: 48,000 × .05525 − 1,492.50 = $1,159.50', () => {
    expect(computeStateTax(nj(year), w2Household(50_000, { filersAged65Plus: 1 })).incomeTaxC).toBe(1_159_50);
  });
  it('joint, both 65, $100,000: taxable 100,000 − 2,000 − 2,000 = 96,000; × .05525 − 2,775 = $2,529', () => {
    const t = computeStateTax(nj(year), w2Household(100_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.taxableC).toBe(96_000_00);
    expect(t.incomeTaxC).toBe(2_529_00);
  });
});

describe('New Jersey 2026', () => {
  it('Schedule A (single, separate) at each bracket edge', () => {
    expectSchedule(
      NJ,
      ['single', 'mfs'],
      [
        [20_000, 280],
        [35_000, 542.5],
        [40_000, 717.5],
        [75_000, 2_651.25],
        [500_000, 29_723.75],
        [1_000_000, 74_573.75],
      ],
    );
  });
  it('Schedule B (joint, head of household, surviving spouse) at each bracket edge', () => {
    expectSchedule(
      NJ,
      ['mfj', 'hoh', 'qss'],
      [
        [20_000, 280],
        [50_000, 805],
        [70_000, 1_295],
        [80_000, 1_645],
        [150_000, 5_512.5],
        [500_000, 27_807.5],
        [1_000_000, 72_657.5],
      ],
    );
  });
  it('joint, $120,000 wages, $10,000 to a 401(k), one child', () => {
    // 110,000 − 2 × 1,000 − 1,500 = 106,500; 1,645 + 26,500 × 5.525 % = 3,109.13.
    const t = computeStateTax(NJ, w2Household(120_000, { filingStatus: 'mfj', deferrals: 10_000, children: 1 }));
    expect(t.taxableC).toBe(106_500_00);
    expect(t.incomeTaxC).toBe(3_109_13);
  });
});
