/**
 * West Virginia, 2025 and 2026. 2025: the 2025 Personal Income Tax Forms and Instructions
 * (https://tax.wv.gov/Documents/PIT/2025/it140.PersonalIncomeTaxFormsAndInstructions.2025.pdf): 2.22 % to $10,000,
 * 2.96 % to $25,000, 3.33 % to $40,000, 4.44 % to $60,000, 4.82 % above (half the widths married filing separately),
 * $2,000 exemptions, Schedule M's senior citizen modification (up to $8,000 for each filer 65 or older, W. Va. Code
 * §11-21-12(c)(9)). 2026: SB 392 (W. Va. Code §11-21-4j): 2.11 %, 2.81 %, 3.16 %, 4.22 %, 4.58 %.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household, describeWorkedHouseholds } from './household';
import { WV } from '../../support/state-rules-2026';
import { describeBoundedAndMonotone } from './wage-properties';

function wv(year: number): StateTaxRules {
  const rules = lawFor('WV', year);
  if (rules === undefined) throw new Error(`no ${year} rules for WV`);
  return rules;
}

describe('West Virginia 2025', () => {
  it('the schedule: $222 at $10,000, $666 at $25,000, $1,165.50 at $40,000, $2,053.50 at $60,000', () => {
    expectSchedule(
      wv(2025),
      ['single', 'mfj', 'hoh', 'qss'],
      [
        [10_000, 222],
        [25_000, 666],
        [40_000, 1_165.5],
        [60_000, 2_053.5],
      ],
    );
  });
  it('single aged 66, $50,000: 50,000 − 2,000 − 8,000 = 40,000; $1,165.50', () => {
    const t = computeStateTax(wv(2025), w2Household(50_000, { filersAged65Plus: 1 }));
    expect(t.taxableC).toBe(40_000_00);
    expect(t.incomeTaxC).toBe(1_165_50);
  });
});

describe('West Virginia 2026', () => {
  it('the schedule: $211 at $10,000, $632.50 at $25,000, $1,106.50 at $40,000, $1,950.50 at $60,000', () => {
    expectSchedule(
      wv(2026),
      ['single', 'mfj', 'hoh', 'qss'],
      [
        [10_000, 211],
        [25_000, 632.5],
        [40_000, 1_106.5],
        [60_000, 1_950.5],
      ],
    );
  });
  it('single aged 66, $50,000: taxable $40,000; $1,106.50', () => {
    expect(computeStateTax(wv(2026), w2Household(50_000, { filersAged65Plus: 1 })).incomeTaxC).toBe(1_106_50);
  });
});

describe('West Virginia 2026', () => {
  it('single, joint, head of household, surviving spouse at each bracket edge', () => {
    expectSchedule(
      WV,
      ['single', 'mfj', 'hoh', 'qss'],
      [
        [10_000, 211],
        [25_000, 632.5],
        [40_000, 1_106.5],
        [60_000, 1_950.5],
      ],
    );
  });
  it('separate at each bracket edge (half the widths)', () => {
    expectSchedule(
      WV,
      ['mfs'],
      [
        [5_000, 105.5],
        [12_500, 316.25],
        [20_000, 553.25],
        [30_000, 975.25],
      ],
    );
  });
  it('single, $60,000: 60,000 − 2,000 = 58,000; 1,106.50 + 4.22 % × 18,000 = 1,866.10', () => {
    expect(computeStateTax(WV, w2Household(60_000)).incomeTaxC).toBe(1_866_10);
  });
  it('joint, $100,000, two children: 100,000 − 4 × 2,000 = 92,000; 1,950.50 + 4.58 % × 32,000 = 3,416.10', () => {
    expect(computeStateTax(WV, w2Household(100_000, { filingStatus: 'mfj', children: 2 })).incomeTaxC).toBe(3_416_10);
  });
  it('separate, $40,000: 38,000; 975.25 + 4.58 % × 8,000 = 1,341.65', () => {
    expect(computeStateTax(WV, w2Household(40_000, { filingStatus: 'mfs' })).incomeTaxC).toBe(1_341_65);
  });
});

describeWorkedHouseholds('WV', {
  // 75,000 − 2,000 = 73,000; 1,950.50 + 4.58 % × 13,000.
  single: 2_545_90,
  // 140,000 − 4 × 2,000 = 132,000; 1,950.50 + 4.58 % × 72,000.
  family: 5_248_10,
});
describeBoundedAndMonotone('WV');
