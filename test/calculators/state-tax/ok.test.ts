/**
 * Oklahoma, 2025 and 2026. 2025: the 2025 Form 511 packet
 * (https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/current/511-Pkt.pdf): 0.25 % to $1,000 …
 * 4.75 % over $7,200 (doubled for joint, head of household and surviving spouse), standard deduction $6,350 /
 * $12,700 / $9,350, $1,000 exemptions, and $1,000 more for each filer 65 or older when federal AGI is not over
 * $15,000 single, $25,000 joint, $19,000 head of household, $12,500 separate. 2026: HB 2764 (2025), 68 O.S. §2355:
 * 0 % to $3,750, 2.5 % to $4,900, 3.5 % to $7,200, 4.5 % above (doubled likewise); the deductions are unchanged.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household } from './household';
import { OK } from '../../support/state-rules-2026';

function ok(year: number): StateTaxRules {
  const rules = lawFor('OK', year);
  if (rules === undefined) throw new Error(`no ${year} rules for OK`);
  return rules;
}

describe('Oklahoma 2025 (Form 511 packet)', () => {
  it('the six brackets', () => {
    expectSchedule(
      ok(2025),
      ['single', 'mfs'],
      [
        [1_000, 2.5],
        [2_500, 13.75],
        [4_900, 67.25],
        [7_200, 153.5],
      ],
    );
    expectSchedule(
      ok(2025),
      ['mfj', 'hoh', 'qss'],
      [
        [2_000, 5],
        [5_000, 27.5],
        [9_800, 134.5],
        [14_400, 307],
      ],
    );
  });
  it('joint, $100,000: taxable 85,300; tax 307 + 4.75 % × 70,900 = $3,674.75', () => {
    expect(computeStateTax(ok(2025), w2Household(100_000, { filingStatus: 'mfj' })).incomeTaxC).toBe(3_674_75);
  });
});

describe('Oklahoma 2026 (HB 2764)', () => {
  it('joint, $100,000: taxable 85,300; tax 57.50 + 161 + 4.5 % × 70,900 = $3,409', () => {
    expect(computeStateTax(ok(2026), w2Household(100_000, { filingStatus: 'mfj' })).incomeTaxC).toBe(3_409_00);
  });
});

describe.each([
  [2025, 93_25, 190_75],
  [2026, 20_00, 110_00],
])('Oklahoma %i: the $1,000 exemption at 65 stops above $25,000 of joint federal AGI', (year, at25k, at26k) => {
  it('a couple both 65 with $25,000 takes 2 × $1,000 more: taxable $8,300', () => {
    const t = computeStateTax(ok(year), w2Household(25_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.taxableC).toBe(8_300_00);
    expect(t.incomeTaxC).toBe(at25k);
  });
  it('with $26,000 it is gone: taxable $11,300', () => {
    const t = computeStateTax(ok(year), w2Household(26_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.taxableC).toBe(11_300_00);
    expect(t.incomeTaxC).toBe(at26k);
  });
});

describe('Oklahoma 2026', () => {
  it('single and separate at each bracket edge (0 %, 2.5 %, 3.5 %, 4.5 %)', () => {
    expectSchedule(
      OK,
      ['single', 'mfs'],
      [
        [3_750, 0],
        [4_900, 28.75],
        [7_200, 109.25],
        [10_000, 235.25],
      ],
    );
  });
  it('joint, surviving spouse and head of household share the doubled schedule', () => {
    expectSchedule(
      OK,
      ['mfj', 'qss', 'hoh'],
      [
        [7_500, 0],
        [9_800, 57.5],
        [14_400, 218.5],
      ],
    );
  });
  it('single $80,000, $5,000 deferred: 75,000 − 6,350 − 1,000 = 67,650; 109.25 + 4.5 % × 60,450', () => {
    const t = computeStateTax(OK, w2Household(80_000, { deferrals: 5_000 }));
    expect(t.taxableC).toBe(67_650_00);
    expect(t.incomeTaxC).toBe(2_829_50);
  });
  it('joint $150,000, $10,000 deferred, two children: 140,000 − 12,700 − 4 × 1,000 = 123,300', () => {
    const t = computeStateTax(OK, w2Household(150_000, { filingStatus: 'mfj', deferrals: 10_000, children: 2 }));
    expect(t.taxableC).toBe(123_300_00);
    expect(t.incomeTaxC).toBe(5_119_00);
  });
});
