/**
 * Montana, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 2 (2025 Tax Tables and Deductions, https://revenue.mt.gov/): Montana taxable income = federal taxable income;
 * 2025: 4.7 % to $21,100, 5.9 % above; 2026 (HB 337): 4.7 % to $47,500, 5.65 % above.
 */
import { cents, stateTaxOf } from './golden';

describe('Montana 2025 and 2026 (golden cases)', () => {
  it('MT-1 (2025): as the form computes it', () => {
    const t = stateTaxOf('MT', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(44250));
    expect(t.incomeTaxC).toBe(cents(2357.55));
  });
  it('MT-2 (2026): as the form computes it', () => {
    const t = stateTaxOf('MT', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(43900));
    expect(t.incomeTaxC).toBe(cents(2063.3));
  });
});
