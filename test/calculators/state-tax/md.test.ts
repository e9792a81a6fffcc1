/**
 * Maryland, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 502 (2025 resident booklet, https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/2025/resident-booklet.pdf):
 * federal AGI − line 17 standard deduction (2025 $3,350 / $6,700, HB 352; 2026 $3,400 / $6,850 by Tax-General
 * §10-217(c)) − line 19 exemption amount ($3,200 each by the Exemption Amount Chart: $1,600 over $100,000 of federal
 * AGI, $800 over $125,000, none over $150,000; joint and head of household $150,000 / $175,000 / $200,000; plus
 * $1,000 per filer aged 65+) = line 20 taxable net income; line 21 state tax by Tax-General §10-105(a); less the
 * senior tax credit (§10-754). County tax not included.
 */
import { cents, stateTaxOf } from './golden';
import { BOTH_YEARS, describeSchedules } from './expect-schedule';
import { describeWorkedHouseholds, workedSingleEarning } from './household';

describe('Maryland 2025 and 2026 (golden cases)', () => {
  it('MD-1 (2025): 90 + 4.75 % × 50,400', () => {
    const t = stateTaxOf('MD', 2025, { wages: 59_950 });
    expect(t.taxableC).toBe(cents(53400));
    expect(t.incomeTaxC).toBe(cents(2484.0));
  });
  it('MD-2 (2026): 60,000 − 3,400 − 3,200 = 53,400; 90 + 4.75 % × 50,400 = 2,484', () => {
    const t = stateTaxOf('MD', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(53400));
    expect(t.incomeTaxC).toBe(cents(2484.0));
  });
  it('MD-3 (2025): 3,030.25 less the $1,750 senior tax credit (Tax-General §10-754, both spouses 65+)', () => {
    const t = stateTaxOf('MD', 2025, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(64900));
    expect(t.incomeTaxC).toBe(cents(1280.25));
  });
  it('MD-4 (2026): 80,150 − 6,850 − 6,400 − 2,000', () => {
    const t = stateTaxOf('MD', 2026, { status: 'mfj', wages: 80_150, aged: 2 });
    expect(t.taxableC).toBe(cents(64900));
    expect(t.incomeTaxC).toBe(cents(1280.25));
  });
  it('MD-6 (2026): AGI over $150,000: exemptions $1,600 each, 150,001 − 6,850 − 3,200 − 1,000 = 138,951; no senior tax credit', () => {
    const t = stateTaxOf('MD', 2026, { status: 'mfj', wages: 150_001, aged: 1 });
    expect(t.deductionsC).toBe(cents(6_850 + 2 * 1_600 + 1_000));
    expect(t.taxableC).toBe(cents(138_951));
    expect(t.additions).toEqual([]);
    // 6547.6725 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 654767.25)).toBeLessThanOrEqual(2);
  });
  it('MD-5 (2026): exemption $1,600 above $100,000: 100,001 − 3,400 − 1,600 − 1,000 = 94,001', () => {
    const t = stateTaxOf('MD', 2026, { wages: 100_001, aged: 1 });
    expect(t.taxableC).toBe(cents(94_001));
    // 4412.5475 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 441254.75)).toBeLessThanOrEqual(2);
  });
  it.each([
    [2025, 130_150],
    [2026, 130_200],
  ] as const)(
    'MD-7 (%i): single, exemption $800 over $125,000 of AGI (chart): line 20 = 126,000; tax 6,000',
    (year, wages) => {
      const t = stateTaxOf('MD', year, { wages });
      expect(t.deductionsC).toBe(cents(wages - 126_000));
      expect(t.taxableC).toBe(cents(126_000));
      // 20 + 30 + 40 + 4.75 % × 97,000 + 5 % × 25,000 + 5.25 % × 1,000
      expect(t.taxBeforeCreditsC).toBe(cents(6_000));
      expect(t.additions).toEqual([]);
      expect(t.incomeTaxC).toBe(cents(6_000));
    },
  );
  it.each([
    [2025, 210_000],
    [2026, 210_150],
  ] as const)(
    'MD-8 (%i): joint, two children, AGI over $200,000: no exemption; line 20 = 203,300; tax 9,808.25',
    (year, wages) => {
      const t = stateTaxOf('MD', year, { status: 'mfj', wages, children: 2 });
      expect(t.taxableC).toBe(cents(203_300));
      // 90 + 4.75 % × 147,000 + 5 % × 25,000 + 5.25 % × 28,300
      expect(t.taxBeforeCreditsC).toBe(cents(9_808.25));
      expect(t.incomeTaxC).toBe(cents(9_808.25));
    },
  );
});

describeSchedules('MD', BOTH_YEARS, [
  // Maryland 2025 resident booklet, tax computation worksheet schedules I and II ("$4,697.50 plus 5.00% of the
  // excess over $100,000", ...), unchanged for 2026.
  [
    'schedule I (single, separate)',
    ['single', 'mfs'],
    [
      [1_000, 20],
      [2_000, 50],
      [3_000, 90],
      [100_000, 4_697.5],
      [125_000, 5_947.5],
      [150_000, 7_260],
      [250_000, 12_760],
      [500_000, 27_135],
      [1_000_000, 58_385],
      [1_100_000, 64_885],
    ],
  ],
  [
    'schedule II (joint, head of household, surviving spouse)',
    ['mfj', 'hoh', 'qss'],
    [
      [1_000, 20],
      [2_000, 50],
      [3_000, 90],
      [150_000, 7_072.5],
      [175_000, 8_322.5],
      [225_000, 10_947.5],
      [300_000, 15_072.5],
      [600_000, 32_322.5],
      [1_200_000, 69_822.5],
      [1_300_000, 76_322.5],
    ],
  ],
]);

describeWorkedHouseholds('MD', {
  // (2026 standard deduction $3,400, Tax-General §10-217(c), projected): 75,000 − 3,400 − 3,200 = 68,400;
  // 90 + 4.75 % × 65,400.
  single: 3_196_50,
  // 140,000 − 6,850 − 4 × 3,200 = 120,350 on the joint schedule: 90 + 4.75 % × 117,350 = 5,664.125, half up.
  family: 5_664_13,
  more: [
    // Each exemption is $800 at federal AGI $130,000: 130,000 − 3,400 − 800 = 125,800; 5,947.50 + 5.25 % × 800.
    ['single $130,000: each exemption is $800', workedSingleEarning(130_000), 5_989_50],
  ],
});
