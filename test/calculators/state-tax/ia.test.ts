/**
 * Iowa, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * IA 1040 (2025 instructions, https://revenue.iowa.gov/): Iowa taxable income = federal taxable income (Iowa Code
 * §422.7) × 3.8 % (§422.5A), less $40 exemption credits (§422.12).
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Iowa 2025 and 2026 (golden cases)', () => {
  it('IA-1 (2025): 1,681.50 − 40', () => {
    const t = stateTaxOf('IA', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(44250));
    expect(t.incomeTaxC).toBe(cents(1641.5));
  });
  it('IA-2 (2026): 1,668.20 − 40', () => {
    const t = stateTaxOf('IA', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(43900));
    expect(t.incomeTaxC).toBe(cents(1628.2));
  });
  it('IA-3 (2025): federal taxable income 80,000 − 31,500 − 2 × 1,600 − 2 × 6,000 senior deduction (kept in Iowa taxable income, IA 1040 line 1f instructions); 1,265.40 − 2 × $40 − 2 × $20 (65+)', () => {
    const t = stateTaxOf('IA', 2025, { status: 'mfj', wages: 80_000, aged: 2, federalTaxable: 33_300 });
    expect(t.taxableC).toBe(cents(33300));
    expect(t.incomeTaxC).toBe(cents(1145.4));
  });
});

describeSchedules('IA', 2026, [
  // Flat rates: rate × taxable income, by hand.
  ['every status, 3.8 %', EVERY_STATUS, [[100_000, 3_800]]],
]);

describeWorkedHouseholds('IA', {
  // federal taxable income 58,900 × 3.8 % − $40 exemption credit.
  single: 2_198_20,
  // 107,800 × 3.8 % − 4 × $40.
  family: 3_936_40,
});
