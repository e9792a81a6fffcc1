/**
 * Minnesota, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form M1 (2025 instructions, https://www.revenue.state.mn.us/sites/default/files/2025-11/m1-inst-25_0.pdf; 2026 DOR
 * inflation adjustments): federal AGI − standard deduction (2025 $14,950 / $29,900; 2026 $15,300 / $30,600), limited
 * above $238,950 (2026: $244,610 projected, 2.369 %) by 3 % and above $330,300 ($338,120) by 10 % of AGI − dependent
 * exemptions ($5,200; $5,300) = taxable income; tax by the rate schedule.
 */
import { cents, stateTaxOf } from './golden';

describe('Minnesota 2025 and 2026 (golden cases)', () => {
  it('MN-1 (2025): as the form computes it', () => {
    const t = stateTaxOf('MN', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(45050));
    // 2591.135 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 259113.5)).toBeLessThanOrEqual(2);
  });
  it('MN-2 (2026): as the form computes it', () => {
    const t = stateTaxOf('MN', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(44700));
    // 2556.605 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 255660.5)).toBeLessThanOrEqual(2);
  });
  it('MN-3 (2025): as the form computes it', () => {
    const t = stateTaxOf('MN', 2025, { status: 'mfj', wages: 120_000, children: 2 });
    expect(t.taxableC).toBe(cents(79700));
    expect(t.incomeTaxC).toBe(cents(4729.11));
  });
  it('MN-4 (2026): as the form computes it', () => {
    const t = stateTaxOf('MN', 2026, { status: 'mfj', wages: 120_000, children: 2 });
    expect(t.taxableC).toBe(cents(78800));
    expect(t.incomeTaxC).toBe(cents(4652.25));
  });
  it('MN-5 (2025): deduction 14,950 − 9,710.50', () => {
    const t = stateTaxOf('MN', 2025, { wages: 400_000 });
    // 33315.649 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 3331564.9)).toBeLessThanOrEqual(2);
  });
  it('MN-7 (2025): 60,000 − 14,950 − $2,000 (aged 65+)', () => {
    const t = stateTaxOf('MN', 2025, { wages: 60_000, aged: 1 });
    expect(t.taxableC).toBe(cents(43050));
    // 2455.135 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 245513.5)).toBeLessThanOrEqual(2);
  });
  it('MN-8 (2026): 90,000 − 30,600 − 2 × $1,550 (the 2025 amount stands in)', () => {
    const t = stateTaxOf('MN', 2026, { status: 'mfj', wages: 90_000, aged: 2 });
    expect(t.taxableC).toBe(cents(56300));
    expect(t.incomeTaxC).toBe(cents(3122.25));
  });
  it('MN-6 (2026): deduction 15,300 − 8,993.30', () => {
    const t = stateTaxOf('MN', 2026, { wages: 400_000 });
    // 33083.78005 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 3308378.005)).toBeLessThanOrEqual(2);
  });
});
