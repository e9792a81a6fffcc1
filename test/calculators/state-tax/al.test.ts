/**
 * Alabama, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 40 lines (2025 Form 40 instructions, https://www.revenue.alabama.gov/): AGI − federal income tax (line 11)
 * − standard deduction (chart: $3,000 less $25 per $500 of AGI over $26,000, at least $2,500) − $1,500 personal
 * exemption = taxable income; tax 2 % / 4 % / 5 % (Code of Ala. §40-18-5). Amounts are fixed in statute: the same
 * law both years; the federal tax deducted is that year's.
 */
import { cents, stateTaxOf } from './golden';

describe('Alabama 2025 and 2026 (golden cases)', () => {
  it('AL-1 (2026): federal tax 2,860 (2026 schedule on 25,900); taxable 35,140 (issue example)', () => {
    const t = stateTaxOf('AL', 2026, { wages: 42_000, federalIncomeTax: 2_860 });
    expect(t.incomeTaxC).toBe(cents(1717.0));
  });
  it('AL-2 (2025): federal tax 2,911.50 (2025 schedule on 26,250); taxable 35,088.50', () => {
    const t = stateTaxOf('AL', 2025, { wages: 42_000, federalIncomeTax: 2911.5 });
    // 1714.425 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 171442.5)).toBeLessThanOrEqual(2);
  });
});
