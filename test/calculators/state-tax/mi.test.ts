/**
 * Michigan, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * MI-1040 (Treasury): AGI − $5,800 per exemption (MCL 206.30; the 2026 amount is not published, 2025's stands in) =
 * taxable income × 4.25 %.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Michigan 2025 and 2026 (golden cases)', () => {
  it('MI-1 (2025): (60,000 − 5,800) × 4.25 % = 2,303.50', () => {
    const t = stateTaxOf('MI', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(54200));
    expect(t.incomeTaxC).toBe(cents(2303.5));
  });
  it('MI-2 (2026): (60,000 − 5,800, the 2025 exemption standing in) × 4.25 % = 2,303.50', () => {
    const t = stateTaxOf('MI', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(54200));
    expect(t.incomeTaxC).toBe(cents(2303.5));
  });
  it('MI-3 (2025): (100,000 − 4 × 5,800) × 4.25 % = 3,264', () => {
    const t = stateTaxOf('MI', 2025, { status: 'mfj', wages: 100_000, children: 2 });
    expect(t.taxableC).toBe(cents(76800));
    expect(t.incomeTaxC).toBe(cents(3264.0));
  });
});

describeSchedules('MI', 2026, [
  // Flat rates: rate × taxable income, by hand.
  [
    'every status, 4.25 %',
    EVERY_STATUS,
    [
      [100_000, 4_250],
      [1, 0.0425],
    ],
  ],
]);

describeWorkedHouseholds('MI', {
  // (75,000 − 5,800) × 4.25 %.
  single: 2_941_00,
  // (140,000 − 4 × 5,800) × 4.25 %.
  family: 4_964_00,
});
