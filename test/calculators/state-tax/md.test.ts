/**
 * Maryland, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 502 (2025 resident booklet, https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/2025/resident-booklet.pdf):
 * federal AGI − standard deduction (2025 $3,350 / $6,700, HB 352; 2026 $3,400 / $6,850 by Tax-General §10-217(c)) −
 * $3,200 exemptions (fewer above $100,000 of AGI) − $1,000 per filer aged 65+ = taxable net income; state tax by
 * Tax-General §10-105(a); less the senior tax credit (§10-754). County tax not included.
 */
import { cents, stateTaxOf } from './golden';

describe('Maryland 2025 and 2026 (golden cases)', () => {
  it('MD-1 (2025): 90 + 4.75 % × 50,400', () => {
    const t = stateTaxOf('MD', 2025, { wages: 59_950 });
    expect(t.taxableC).toBe(cents(53400));
    expect(t.incomeTaxC).toBe(cents(2484.0));
  });
  it('MD-2 (2026): as the form computes it', () => {
    const t = stateTaxOf('MD', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(53400));
    expect(t.incomeTaxC).toBe(cents(2484.0));
  });
  it('MD-3 (2025): 3,030.25 less the $1,750 senior tax credit (Tax-General §10-754, both spouses 65+)', () => {
    const t = stateTaxOf('MD', 2025, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(64900));
    expect(t.incomeTaxC).toBe(cents(1280.25));
  });
  it('MD-4 (2026): 80,150 − 6,850 − 6,400 − 2,000', () => {
    const t = stateTaxOf('MD', 2026, { status: 'mfj', wages: 80_150, aged: 2 });
    expect(t.taxableC).toBe(cents(64900));
    expect(t.incomeTaxC).toBe(cents(1280.25));
  });
  it('MD-6 (2026): AGI over $150,000: exemptions $1,600 each, 150,001 − 6,850 − 3,200 − 1,000 = 138,951; no senior tax credit', () => {
    const t = stateTaxOf('MD', 2026, { status: 'mfj', wages: 150_001, aged: 1 });
    // 6547.6725 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 654767.25)).toBeLessThanOrEqual(2);
  });
  it('MD-5 (2026): exemption $1,600 above $100,000: 100,001 − 3,400 − 1,600 − 1,000 = 94,001', () => {
    const t = stateTaxOf('MD', 2026, { wages: 100_001, aged: 1 });
    // 4412.5475 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 441254.75)).toBeLessThanOrEqual(2);
  });
});
