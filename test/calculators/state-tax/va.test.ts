/**
 * Virginia, 2025 and 2026: the 2025 Form 760 instructions
 * (https://www.tax.virginia.gov/sites/default/files/vatax-pdf/2025-760-instructions.pdf) and the 2026 Form 760ES
 * (https://www.tax.virginia.gov/sites/default/files/taxforms/individual-income-tax/2026/760es-2026.pdf): standard
 * deduction $8,750 / $17,500 both years (the rise to $9,200 / $18,400 is from 2027), $930 exemptions, $800 for each
 * filer 65 or older, the age deduction of $12,000 less $1 for each $1 of adjusted federal AGI over $50,000 ($75,000
 * married), and the rate schedule: 2 % to $3,000, 3 % to $5,000, 5 % to $17,000, 5.75 % above ($720 at $17,000).
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';
import { VA } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';

function va(year: number): StateTaxRules {
  const rules = lawFor('VA', year);
  if (rules === undefined) throw new Error(`no ${year} rules for VA`);
  return rules;
}

describe.each([2025, 2026])('Virginia %i', (year) => {
  it('the rate schedule: $60 at $3,000, $120 at $5,000, $720 at $17,000', () => {
    expectSchedule(
      va(year),
      ['single', 'mfj', 'mfs', 'hoh', 'qss'],
      [
        [3_000, 60],
        [5_000, 120],
        [17_000, 720],
      ],
    );
  });
  it('single, $50,000: taxable 50,000 − 8,750 − 930 = 40,320; tax 720 + 5.75 % × 23,320 = $2,060.90', () => {
    const t = computeStateTax(va(year), w2Household(50_000));
    expect(t.taxableC).toBe(40_320_00);
    expect(t.incomeTaxC).toBe(2_060_90);
  });
  it('single aged 70, $55,000: age deduction 12,000 − 5,000 and the $800 exemption: taxable $37,520, tax $1,899.90', () => {
    const t = computeStateTax(va(year), w2Household(55_000, { filersAged65Plus: 1 }));
    expect(t.taxableC).toBe(37_520_00);
    expect(t.incomeTaxC).toBe(1_899_90);
  });
  it('a couple both 65 with $80,000: the $24,000 age deduction less $5,000; 2 × $800 exemptions', () => {
    // 80,000 − 17,500 − 2 × 930 − 2 × 800 − 19,000 = 40,040; 720 + 5.75 % × 23,040 = 2,044.80.
    const t = computeStateTax(va(year), w2Household(80_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.taxableC).toBe(40_040_00);
    expect(t.incomeTaxC).toBe(2_044_80);
  });
});

describe('Virginia 2026', () => {
  it('one schedule for every status at each bracket edge', () => {
    expectSchedule(VA, STATE_FILING_STATUSES, [
      [3_000, 60],
      [5_000, 120],
      [17_000, 720],
      [100_000, 5_492.5],
    ]);
  });
  it('single, $60,000: 60,000 − 8,750 − 930 = 50,320; 720 + 33,320 × 5.75 % = 2,635.90', () => {
    expect(computeStateTax(VA, w2Household(60_000)).incomeTaxC).toBe(2_635_90);
  });
  it('joint, $100,000, two children: 100,000 − 17,500 − 4 × 930 = 78,780; 720 + 61,780 × 5.75 % = 4,272.35', () => {
    const t = computeStateTax(VA, w2Household(100_000, { filingStatus: 'mfj', children: 2 }));
    expect(t.taxableC).toBe(78_780_00);
    expect(t.incomeTaxC).toBe(4_272_35);
  });
});
