/**
 * Massachusetts, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 1 (2025 instructions, https://www.mass.gov/): wages − Social Security and Medicare withheld (up to $2,000 per
 * earner) − exemptions ($4,400 single, $8,800 joint, $700 per filer aged 65+, M.G.L. c. 62, §3(B)(b)) = 5 % income.
 */
import { cents, stateTaxOf } from './golden';

describe('Massachusetts 2025 and 2026 (golden cases)', () => {
  it('MA-1 (2025): taxable 53,600 (60,000 − 2,000 − 4,400)', () => {
    const t = stateTaxOf('MA', 2025, { wages: 60_000, earners: [60_000] });
    expect(t.incomeTaxC).toBe(cents(2680.0));
  });
  it('MA-2 (2026): taxable 53,600', () => {
    const t = stateTaxOf('MA', 2026, { wages: 60_000, earners: [60_000] });
    expect(t.incomeTaxC).toBe(cents(2680.0));
  });
  it('MA-3 (2025): taxable 67,800 = 80,000 − 2,000 − 8,800 − 2 × 700', () => {
    const t = stateTaxOf('MA', 2025, { status: 'mfj', wages: 80_000, aged: 2, earners: [80_000, 0] });
    expect(t.incomeTaxC).toBe(cents(3390.0));
  });
});
