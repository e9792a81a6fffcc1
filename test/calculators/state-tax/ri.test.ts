/**
 * Rhode Island, 2025 and 2026: one schedule for every status. 2025: the 2025 RI-1040 instructions
 * (https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-12/2025%201040R%20Instructions%20122025.pdf): 3.75 % to
 * $79,900, 4.75 % to $181,650, 5.99 % above; standard deduction $10,900 single; exemption $5,100. 2026: Advisory
 * ADV 2025-22 (https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf):
 * $82,050 / $186,450; $11,200; $5,250.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import { expectSchedule } from './expect-schedule';
import { w2Household, describeWorkedHouseholds } from './household';
import { RI } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';
import { describeBoundedAndMonotone } from './wage-properties';

describe('Rhode Island', () => {
  it('2025: $2,996.25 at $79,900, $7,829.38 at $181,650, then 5.99 % (the schedule); single, $50,000: taxable $34,000, $1,275', () => {
    const rules = lawFor('RI', 2025)!;
    expectSchedule(
      rules,
      ['single', 'mfj'],
      [
        [79_900, 2_996.25],
        // 2,996.25 + 4.75 % × 101,750 = 7,829.375
        [181_650, 7_829.38],
        [281_650, 13_819.38],
      ],
    );
    const t = computeStateTax(rules, w2Household(50_000));
    expect(t.taxableC).toBe(34_000_00);
    expect(t.incomeTaxC).toBe(1_275_00);
  });
  it('2026: single, $50,010: taxable 50,010 − 11,200 − 5,250 = 33,560; $1,258.50', () => {
    const t = computeStateTax(lawFor('RI', 2026)!, w2Household(50_010));
    expect(t.taxableC).toBe(33_560_00);
    expect(t.incomeTaxC).toBe(1_258_50);
  });
});

describe('Rhode Island 2026', () => {
  it('one schedule for every status at each bracket edge', () => {
    expectSchedule(RI, STATE_FILING_STATUSES, [
      [82_050, 3_076.88],
      [186_450, 8_035.88],
    ]);
  });
  it('single, $80,000: 80,000 − 11,200 − 5,250 = 63,550; × 3.75 % = 2,383.13', () => {
    const t = computeStateTax(RI, w2Household(80_000));
    expect(t.taxableC).toBe(63_550_00);
    expect(t.incomeTaxC).toBe(2_383_13);
  });
  it('single, $270,000: two increments over $261,000 take 40 % off the deduction and the exemption', () => {
    // 270,000 − 6,720 − 3,150 = 260,130; 8,035.88 + 5.99 % × 73,680 = 12,449.31.
    const t = computeStateTax(RI, w2Household(270_000));
    expect(t.deductionsC).toBe(9_870_00);
    expect(t.incomeTaxC).toBe(12_449_31);
  });
  it('joint, $300,000, two children: more than four increments over $261,000 leave no deduction or exemption', () => {
    // 8,035.88 + 5.99 % × 113,550 = 14,837.53.
    const t = computeStateTax(RI, w2Household(300_000, { filingStatus: 'mfj', children: 2 }));
    expect(t.taxableC).toBe(300_000_00);
    expect(t.incomeTaxC).toBe(14_837_53);
  });
  it('the deduction falls by exactly 20 % at one increment and by 80 % at four', () => {
    const at = (agi: number) => computeStateTax(RI, w2Household(agi)).deductionsC;
    expect(at(261_000)).toBe(16_450_00);
    expect(at(261_001)).toBe(13_160_00);
    expect(at(261_000 + 4 * 7_450)).toBe(3_290_00);
    expect(at(261_000 + 4 * 7_450 + 1)).toBe(0);
  });
});

describeWorkedHouseholds('RI', {
  // 75,000 − 11,200 − 5,250 = 58,550; × 3.75 %.
  single: 2_195_63,
  // 140,000 − 22,400 − 4 × 5,250 = 96,600; 3,076.88 + 4.75 % × 14,550.
  family: 3_768_01,
});
describeBoundedAndMonotone('RI');
