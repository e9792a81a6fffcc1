/**
 * Kentucky, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 740 (2025 instructions, https://revenue.ky.gov/Forms/740%20Packet%20Instructions%20(2025).pdf): federal AGI
 * − standard deduction = taxable income × rate, less personal tax credits ($40 per filer aged 65+, KRS
 * 141.020(3)(a)). 2025: $3,270 and 4 %; 2026: $3,360 and 3.5 % (the DOR's 2026 withholding formula, KRS 141.081).
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Kentucky 2025 and 2026 (golden cases)', () => {
  it('KY-1 (2025): (50,000 − 3,270) × 4 % = 1,869.20', () => {
    const t = stateTaxOf('KY', 2025, { wages: 50_000 });
    expect(t.taxableC).toBe(cents(46730));
    expect(t.incomeTaxC).toBe(cents(1869.2));
  });
  it('KY-2 (2026): (50,000 − 3,360) × 3.5 % = 1,632.40', () => {
    const t = stateTaxOf('KY', 2026, { wages: 50_000 });
    expect(t.taxableC).toBe(cents(46640));
    expect(t.incomeTaxC).toBe(cents(1632.4));
  });
  it('KY-3 (2026): 1,982.40 − 2 × 40', () => {
    const t = stateTaxOf('KY', 2026, { status: 'mfj', wages: 60_000, aged: 2 });
    expect(t.taxableC).toBe(cents(56640));
    expect(t.incomeTaxC).toBe(cents(1902.4));
  });
  it('KY-4 (2025): 2,269.20 − 2 × 40', () => {
    const t = stateTaxOf('KY', 2025, { status: 'mfj', wages: 60_000, aged: 2 });
    expect(t.taxableC).toBe(cents(56730));
    expect(t.incomeTaxC).toBe(cents(2189.2));
  });
});

describeSchedules('KY', 2026, [
  // Flat rates: rate × taxable income, by hand.
  ['every status, 3.5 %', EVERY_STATUS, [[100_000, 3_500]]],
]);

describeWorkedHouseholds('KY', {
  // (75,000 − 3,360) × 3.5 % (2026 standard deduction, Kentucky DOR 2026 withholding formula).
  single: 2_507_40,
  // (140,000 − 3,360) × 3.5 %.
  family: 4_782_40,
});
