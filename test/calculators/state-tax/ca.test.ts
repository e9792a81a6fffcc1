/**
 * California, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 540 (FTB 2025 booklet, https://www.ftb.ca.gov/forms/2025/2025-540-booklet.html; 2025 Tax Rate Schedules,
 * https://www.ftb.ca.gov/forms/2025/2025-540-tax-rate-schedules.pdf): federal AGI − standard deduction (2025 $5,706 /
 * $11,412) = taxable income; tax by Schedule X / Y / Z; less exemption credits: $153 per personal credit (line 7: 2
 * for a joint return or a qualifying surviving spouse), $153 per filer aged 65+ (line 9), $475 per dependent
 * (line 10). 2026: the FTB's indexed figures are not published; R&TC §17041(h) indexes them by the California CPI
 * (3.4 %): standard deduction $5,900 / $11,800, credits $158 and $491, brackets 2025 × 1.034 to the dollar.
 */
import { cents, stateTaxOf } from './golden';

describe('California 2025 and 2026 (golden cases)', () => {
  it('CA-1 (2025): schedule 1,792.53 − 153', () => {
    const t = stateTaxOf('CA', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(54294));
    expect(t.incomeTaxC).toBe(cents(1639.53));
  });
  it('CA-2 (2026): schedule 1,731.08 − 158', () => {
    const t = stateTaxOf('CA', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(54100));
    expect(t.incomeTaxC).toBe(cents(1573.08));
  });
  it('CA-3 (2025): 3,585.06 − 2 × 153 − 2 × 475', () => {
    const t = stateTaxOf('CA', 2025, { status: 'mfj', wages: 120_000, children: 2 });
    expect(t.taxableC).toBe(cents(108588));
    expect(t.incomeTaxC).toBe(cents(2329.06));
  });
  it('CA-4 (2026): 3,462.16 − 2 × 158 − 2 × 491', () => {
    const t = stateTaxOf('CA', 2026, { status: 'mfj', wages: 120_000, children: 2 });
    expect(t.taxableC).toBe(cents(108200));
    expect(t.incomeTaxC).toBe(cents(2164.16));
  });
  it('CA-5 (2025): 1,471.38 − 2 × 153 − 475', () => {
    const t = stateTaxOf('CA', 2025, { status: 'qss', wages: 80_000, children: 1 });
    expect(t.taxableC).toBe(cents(68588));
    expect(t.incomeTaxC).toBe(cents(690.38));
  });
  it('CA-6 (2026): 1,412.60 − 2 × 158 − 491', () => {
    const t = stateTaxOf('CA', 2026, { status: 'qss', wages: 80_000, children: 1 });
    expect(t.taxableC).toBe(cents(68200));
    expect(t.incomeTaxC).toBe(cents(605.6));
  });
  it('CA-7 (2025): 1,071.38 − 4 × 153', () => {
    const t = stateTaxOf('CA', 2025, { status: 'mfj', wages: 70_000, aged: 2 });
    expect(t.taxableC).toBe(cents(58588));
    expect(t.incomeTaxC).toBe(cents(459.38));
  });
  it('CA-8 (2026): 1,012.60 − 4 × 158', () => {
    const t = stateTaxOf('CA', 2026, { status: 'mfj', wages: 70_000, aged: 2 });
    expect(t.taxableC).toBe(cents(58200));
    expect(t.incomeTaxC).toBe(cents(380.6));
  });
});
