/**
 * Indiana, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * IT-40 (2025 instructions, https://forms.in.gov/Download.aspx?id=16915): federal AGI − $1,000 per exemption − $1,000
 * per filer aged 65+, $1,500 under $40,000 of federal AGI (IC 6-3-1-3.5(a)) = Indiana AGI × 3.0 % (2025) / 2.95 %
 * (2026, IC 6-3-2-1(b)).
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Indiana 2025 and 2026 (golden cases)', () => {
  it('IN-1 (2025): (60,000 − 1,000) × 3.0 % = 1,770', () => {
    const t = stateTaxOf('IN', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(59000));
    expect(t.incomeTaxC).toBe(cents(1770.0));
  });
  it('IN-2 (2026): (60,000 − 1,000) × 2.95 % = 1,740.50', () => {
    const t = stateTaxOf('IN', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(59000));
    expect(t.incomeTaxC).toBe(cents(1740.5));
  });
  it('IN-3 (2025): 80,000 − 2,000 − 2 × 1,000', () => {
    const t = stateTaxOf('IN', 2025, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(76000));
    expect(t.incomeTaxC).toBe(cents(2280.0));
  });
  it('IN-4 (2026): federal AGI under $40,000: $1,500 per filer aged 65+ (IC 6-3-1-3.5(a)(5))', () => {
    const t = stateTaxOf('IN', 2026, { status: 'mfj', wages: 30_000, aged: 2 });
    expect(t.taxableC).toBe(cents(25000));
    expect(t.incomeTaxC).toBe(cents(737.5));
  });
});

describeSchedules('IN', 2026, [
  // Flat rates: rate × taxable income, by hand.
  [
    'every status, 2.95 %',
    EVERY_STATUS,
    [
      [100_000, 2_950],
      [1, 0.0295],
    ],
  ],
]);

describeWorkedHouseholds('IN', {
  // (75,000 − 1,000) × 2.95 %.
  single: 2_183_00,
  // (140,000 − 2 × 1,000 − 2 × 2,500) × 2.95 %.
  family: 3_923_50,
});
