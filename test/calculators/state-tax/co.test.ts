/**
 * Colorado, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * DR 0104 (2025 Filing Guide, https://tax.colorado.gov/sites/tax/files/documents/Book104_2025.pdf): federal taxable
 * income (line 1) + the add-back of federal deductions above the cap when federal AGI is $300,000 or more (C.R.S.
 * §39-22-104(3)(p.5): caps $12,000 / $16,000 joint for 2025; (3)(p.7), HB25-1274 and Proposition MM: $1,000 / $2,000
 * joint from 2026), an addition from the DR 0104AD = Colorado taxable income × 4.4 %.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Colorado 2025 and 2026 (golden cases)', () => {
  it('CO-1 (2026): 598,000 × 4.4 % (add-back 30,200)', () => {
    const t = stateTaxOf('CO', 2026, { status: 'mfj', wages: 600_000 });
    // Federal taxable income 567,800 + the add-back (32,200 − 2,000): Colorado taxable income 598,000.
    expect(t.baseC).toBe(cents(567_800));
    expect(t.deductionsC).toBe(cents(-30_200));
    expect(t.taxableC).toBe(cents(598_000));
    expect(t.additions).toEqual([]);
    expect(t.taxBeforeCreditsC).toBe(cents(26312.0));
    expect(t.incomeTaxC).toBe(cents(26312.0));
  });
  it('CO-2 (2025): 584,000 × 4.4 % (add-back 15,500)', () => {
    const t = stateTaxOf('CO', 2025, { status: 'mfj', wages: 600_000 });
    expect(t.taxableC).toBe(cents(584_000));
    expect(t.incomeTaxC).toBe(cents(25696.0));
  });
  it('CO-3 (2026): 349,000 × 4.4 % (add-back 15,100)', () => {
    const t = stateTaxOf('CO', 2026, { wages: 350_000 });
    expect(t.taxableC).toBe(cents(349_000));
    expect(t.incomeTaxC).toBe(cents(15356.0));
  });
  it('CO-4 (2025): 338,000 × 4.4 % (add-back 3,750)', () => {
    const t = stateTaxOf('CO', 2025, { wages: 350_000 });
    expect(t.taxableC).toBe(cents(338_000));
    expect(t.incomeTaxC).toBe(cents(14872.0));
  });
  it('CO-5 (2026): AGI under $300,000: no add-back', () => {
    const t = stateTaxOf('CO', 2026, { wages: 299_000 });
    expect(t.taxableC).toBe(cents(282900));
    expect(t.incomeTaxC).toBe(cents(12447.6));
  });
});

describeSchedules('CO', 2026, [
  // Flat rates: rate × taxable income, by hand.
  [
    'every status, 4.4 %',
    EVERY_STATUS,
    [
      [100_000, 4_400],
      [1, 0.044],
    ],
  ],
]);

describeWorkedHouseholds('CO', {
  // federal taxable income 58,900 × 4.4 %.
  single: 2_591_60,
  // 107,800 × 4.4 %.
  family: 4_743_20,
});
