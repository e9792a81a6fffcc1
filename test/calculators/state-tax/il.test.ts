/**
 * Illinois, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * IL-1040 (IDOR, https://tax.illinois.gov/questionsandanswers/851.html): base income − $2,850 per exemption (2025;
 * the 2026 amount is not published, 2025's stands in) − $1,000 per filer aged 65+ (35 ILCS 5/204(d)); none above
 * federal AGI of $250,000 ($500,000 joint) = net income × 4.95 %.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Illinois 2025 and 2026 (golden cases)', () => {
  it('IL-1 (2025): (60,000 − 2,850) × 4.95 % = 2,828.925', () => {
    const t = stateTaxOf('IL', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(57150));
    // 2828.925 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 282892.5)).toBeLessThanOrEqual(2);
  });
  it('IL-2 (2025): 80,000 − 2 × 2,850 − 2 × 1,000', () => {
    const t = stateTaxOf('IL', 2025, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(72300));
    expect(t.incomeTaxC).toBe(cents(3578.85));
  });
  it('IL-3 (2025): AGI over $250,000: no exemption', () => {
    const t = stateTaxOf('IL', 2025, { wages: 260_000, aged: 1 });
    expect(t.taxableC).toBe(cents(260000));
    expect(t.incomeTaxC).toBe(cents(12870.0));
  });
  it('IL-4 (2026): (60,000 − 2,850, the 2025 exemption standing in) × 4.95 % = 2,828.925', () => {
    const t = stateTaxOf('IL', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(57150));
    // 2828.925 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 282892.5)).toBeLessThanOrEqual(2);
  });
});

describeSchedules('IL', 2026, [
  // Flat rates: rate × taxable income, by hand.
  [
    'every status, 4.95 %',
    EVERY_STATUS,
    [
      [100_000, 4_950],
      [1, 0.0495],
    ],
  ],
]);

describeWorkedHouseholds('IL', {
  // (75,000 − 2,850) × 4.95 % = 3,571.425, half up.
  single: 3_571_43,
  // (140,000 − 4 × 2,850) × 4.95 %.
  family: 6_365_70,
});
