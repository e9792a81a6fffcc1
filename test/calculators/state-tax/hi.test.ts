/**
 * Hawaii, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * N-11 (instructions, https://files.hawaii.gov/tax/forms/2025/n11ins.pdf): Hawaii AGI − standard deduction (2025
 * $4,400 / $8,800 joint; 2026 $8,000 / $16,000, HRS §235-2.4 as amended by Act 46 of 2024) − $1,144 per exemption,
 * and another $1,144 per filer aged 65+ (HRS §235-54) = taxable income; tax by the HRS §235-51 rate schedule.
 */
import { cents, stateTaxOf } from './golden';

describe('Hawaii 2025 and 2026 (golden cases)', () => {
  it('HI-1 (2025): as the form computes it', () => {
    const t = stateTaxOf('HI', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(54456));
    // 3029.856 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 302985.6)).toBeLessThanOrEqual(2);
  });
  it('HI-2 (2026): as the form computes it', () => {
    const t = stateTaxOf('HI', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(50856));
    // 2756.256 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 275625.6)).toBeLessThanOrEqual(2);
  });
  it('HI-3 (2025): 80,000 − 8,800 − 4 × 1,144', () => {
    const t = stateTaxOf('HI', 2025, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(66624));
    // 2984.832 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 298483.2)).toBeLessThanOrEqual(2);
  });
  it('HI-4 (2026): 80,000 − 16,000 − 4 × 1,144', () => {
    const t = stateTaxOf('HI', 2026, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(59424));
    // 2495.232 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 249523.2)).toBeLessThanOrEqual(2);
  });
});
