/**
 * Missouri, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * MO-1040 (2025 instructions): Missouri AGI − federal standard deduction − 15 % of the federal income tax (AGI
 * $50,001–$100,000, RSMo §143.171) = taxable income; tax by the 2025 chart ($1,313 brackets, 4.7 % top; the 2026
 * chart is not published, 2025's stands in).
 */
import { stateTaxOf } from './golden';

describe('Missouri 2025 and 2026 (golden cases)', () => {
  it('MO-1 (2025): taxable 43,489.27', () => {
    const t = stateTaxOf('MO', 2025, { wages: 60_000, federalIncomeTax: 5071.5 });
    // 1868.05369 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 186805.369)).toBeLessThanOrEqual(2);
  });
  it('MO-2 (2026): taxable 43,147', () => {
    const t = stateTaxOf('MO', 2026, { wages: 60_000, federalIncomeTax: 5020.0 });
    // 1851.967 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 185196.7)).toBeLessThanOrEqual(2);
  });
});
