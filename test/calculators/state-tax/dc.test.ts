/**
 * District of Columbia, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * D-40 (2025 booklet, https://otr.cfo.dc.gov/): federal AGI − standard deduction ($15,000 single) = taxable income;
 * tax by D.C. Code §47-1806.03(a)(10): 4 % to $10,000, 6 % to $40,000, 6.5 % to $60,000, …
 */
import { cents, stateTaxOf } from './golden';
import { BOTH_YEARS, describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('District of Columbia 2025 and 2026 (golden cases)', () => {
  it('DC-1 (2025): 400 + 1,800 + 6.5 % × 5,000', () => {
    const t = stateTaxOf('DC', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(45000));
    expect(t.incomeTaxC).toBe(cents(2525.0));
  });
  it('DC-2 (2026): the 2025 deduction stands in for 2026', () => {
    const t = stateTaxOf('DC', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(45000));
    expect(t.incomeTaxC).toBe(cents(2525.0));
  });
  it('DC-3 (2025): 80,000 − 30,000 − 2 × $1,600 (65+)', () => {
    const t = stateTaxOf('DC', 2025, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(46800));
    expect(t.incomeTaxC).toBe(cents(2642.0));
  });
});

describeSchedules('DC', BOTH_YEARS, [
  // D-40 booklet tax rate table ("$400 plus 6 % of the amount over $10,000", ...).
  [
    'every status',
    EVERY_STATUS,
    [
      [10_000, 400],
      [40_000, 2_200],
      [60_000, 3_500],
      [250_000, 19_650],
      [500_000, 42_775],
      [1_000_000, 91_525],
      [1_100_000, 102_275],
    ],
  ],
]);

describeWorkedHouseholds('DC', {
  // 75,000 − 15,000 = 60,000: the table's $3,500.
  single: 3_500_00,
  // 140,000 − 30,000 = 110,000; 3,500 + 8.5 % × 50,000.
  family: 7_750_00,
});
