/**
 * Louisiana, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * IT-540 (2025 instructions, https://dam.ldr.la.gov/taxforms/IT540i%20WEB(2025)D11.pdf): federal AGI − standard
 * deduction (2025 $12,500 / $25,000; 2026 $12,835 / $25,670, La. R.S. 47:294 indexed) = taxable income × 3 %.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Louisiana 2025 and 2026 (golden cases)', () => {
  it('LA-1 (2025): (60,000 − 12,500) × 3 % = 1,425', () => {
    const t = stateTaxOf('LA', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(47500));
    expect(t.incomeTaxC).toBe(cents(1425.0));
  });
  it('LA-2 (2026): (60,000 − 12,835) × 3 % = 1,414.95', () => {
    const t = stateTaxOf('LA', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(47165));
    expect(t.incomeTaxC).toBe(cents(1414.95));
  });
  it('LA-3 (2025): (100,000 − 25,000) × 3 % = 2,250', () => {
    const t = stateTaxOf('LA', 2025, { status: 'mfj', wages: 100_000 });
    expect(t.taxableC).toBe(cents(75000));
    expect(t.incomeTaxC).toBe(cents(2250.0));
  });
  it('LA-4 (2026): (100,000 − 25,670) × 3 % = 2,229.90', () => {
    const t = stateTaxOf('LA', 2026, { status: 'mfj', wages: 100_000 });
    expect(t.taxableC).toBe(cents(74330));
    expect(t.incomeTaxC).toBe(cents(2229.9));
  });
});

describeSchedules('LA', 2026, [
  // Flat rates: rate × taxable income, by hand.
  ['every status, 3 %', EVERY_STATUS, [[100_000, 3_000]]],
]);

describeWorkedHouseholds('LA', {
  // (75,000 − 12,835) × 3 %.
  single: 1_864_95,
  // (140,000 − 25,670) × 3 %.
  family: 3_429_90,
});
