/**
 * Delaware, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * PIT-RES (2025 instructions, https://revenuefiles.delaware.gov/): federal AGI − standard deduction ($3,250; $6,500
 * joint) − $2,500 per filer aged 65+ (30 Del. C. §1108) = taxable income; tax by the rate table (30 Del. C.
 * §1102(a)(14)); less $110 per personal credit (30 Del. C. §1110). Fixed in statute: the same both years.
 */
import { cents, stateTaxOf } from './golden';
import { BOTH_YEARS, describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Delaware 2025 and 2026 (golden cases)', () => {
  it('DE-1 (2025): 2,208.125 − 110', () => {
    const t = stateTaxOf('DE', 2025, { wages: 50_000 });
    expect(t.taxableC).toBe(cents(46750));
    // 2098.125 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 209812.5)).toBeLessThanOrEqual(2);
  });
  it('DE-2 (2026): the same statute: 66 + 195 + 480 + 260 + 5.55 % × 21,750 = 2,208.125 − 110', () => {
    const t = stateTaxOf('DE', 2026, { wages: 50_000 });
    expect(t.taxableC).toBe(cents(46750));
    // 2098.125 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 209812.5)).toBeLessThanOrEqual(2);
  });
  it('DE-3 (2026): 2,860.25 − 2 personal credits − 2 credits for age 60+ ($110 each)', () => {
    const t = stateTaxOf('DE', 2026, { status: 'mfj', wages: 70_000, aged: 2 });
    expect(t.taxableC).toBe(cents(58500));
    expect(t.incomeTaxC).toBe(cents(2420.25));
  });
});

describeSchedules('DE', BOTH_YEARS, [
  // Delaware PIT-RES instructions, tax rate table ("$66.00 plus 3.9 % of the excess over $5,000", ...).
  [
    'every status',
    EVERY_STATUS,
    [
      [2_000, 0],
      [5_000, 66],
      [10_000, 261],
      [20_000, 741],
      [25_000, 1_001],
      [60_000, 2_943.5],
      [160_000, 9_543.5],
    ],
  ],
]);

describeWorkedHouseholds('DE', {
  // 75,000 − 3,250 = 71,750; 2,943.50 + 6.6 % × 11,750 − $110 personal credit.
  single: 3_609_00,
  // 140,000 − 6,500 = 133,500; 2,943.50 + 6.6 % × 73,500 − 4 × $110.
  family: 7_354_50,
});
