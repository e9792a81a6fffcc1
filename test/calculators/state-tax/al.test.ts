/**
 * Alabama, tax years 2025 and 2026: golden cases worked by the lines of the state's own return, Form 40 (2025 Form 40
 * instructions, https://www.revenue.alabama.gov/wp-content/uploads/2026/01/25f40bk.pdf): line 10 AGI − line 11
 * standard deduction (the Standard Deduction Chart: $3,000 single, $8,500 joint, less $25 / $175 for each full $500
 * of AGI over $25,500, so first at $26,000; at least $2,500 / $5,000) − line 12 federal income tax (Federal Income
 * Tax Deduction Worksheet: Form 1040 line 22, less refundable credits) − line 13 personal exemption ($1,500 single,
 * $3,000 joint) − line 14 dependent exemptions ($1,000 each to $50,000 of AGI, $500 to $100,000, $300 above) = line
 * 16 taxable income; line 17 tax 2 % / 4 % / 5 % (Code of Ala. §40-18-5). Amounts are fixed in statute: the same law
 * both years; the federal tax deducted is that year's.
 */
import { cents, stateTaxOf } from './golden';
import { BOTH_YEARS, describeSchedules } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Alabama 2025 and 2026 (golden cases, Form 40)', () => {
  it('AL-1 (2026), single $42,000: Form 40 line 16 = 42,000 − 2,500 − 2,860 − 1,500 = 35,140; line 17 tax 1,717', () => {
    // Federal tax 2,860: the 2026 schedule on 42,000 − 16,100 = 25,900.
    const t = stateTaxOf('AL', 2026, { wages: 42_000, federalIncomeTax: 2_860 });
    expect(t.deductionsC).toBe(cents(2_500 + 2_860 + 1_500));
    expect(t.taxableC).toBe(cents(35_140));
    expect(t.taxBeforeCreditsC).toBe(cents(1_717));
    expect(t.additions).toEqual([]);
    expect(t.creditLines).toEqual([]);
    expect(t.incomeTaxC).toBe(cents(1_717));
  });
  it('AL-2 (2025), single $42,000: federal tax 2,911.50 (2025 schedule on 26,250); line 16 = 35,088.50', () => {
    const t = stateTaxOf('AL', 2025, { wages: 42_000, federalIncomeTax: 2911.5 });
    expect(t.taxableC).toBe(cents(35_088.5));
    // 1714.425 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 171442.5)).toBeLessThanOrEqual(2);
  });
  it('AL-3 (2026), joint $26,000: the chart row $26,000–$26,499 gives $8,325; line 16 = 14,675; tax 653.75', () => {
    const t = stateTaxOf('AL', 2026, { status: 'mfj', wages: 26_000, federalIncomeTax: 0 });
    expect(t.deductionsC).toBe(cents(8_325 + 3_000));
    expect(t.taxableC).toBe(cents(14_675));
    expect(t.incomeTaxC).toBe(cents(20 + 200 + 433.75));
  });
  it('AL-4 (2025), joint $30,000: the chart row $30,000–$30,499 gives $6,925; line 16 = 20,075; tax 923.75', () => {
    const t = stateTaxOf('AL', 2025, { status: 'mfj', wages: 30_000, federalIncomeTax: 0 });
    expect(t.taxableC).toBe(cents(20_075));
    expect(t.incomeTaxC).toBe(cents(923.75));
  });
  it('AL-5 (2026), joint $60,000, two children: $500 per dependent over $50,000 of AGI; line 16 = 51,000; tax 2,470', () => {
    // Federal tax 2,840 on 27,800 is all met by the $4,400 child tax credit: line 12 is 0.
    const t = stateTaxOf('AL', 2026, { status: 'mfj', wages: 60_000, children: 2, federalIncomeTax: 0 });
    expect(t.deductionsC).toBe(cents(5_000 + 3_000 + 2 * 500));
    expect(t.taxableC).toBe(cents(51_000));
    expect(t.incomeTaxC).toBe(cents(2_470));
  });
});

describeSchedules('AL', BOTH_YEARS, [
  // Code of Alabama §40-18-5 and the Form 40 instructions' tax rate: 2 % of the first $500, 4 % of the next $2,500,
  // 5 % above $3,000; the bands doubled on a joint return (not indexed, the same both years).
  [
    'single, separate and head of household',
    ['single', 'mfs', 'hoh'],
    [
      [500, 10],
      [3_000, 110],
      [103_000, 5_110],
    ],
  ],
  [
    'joint',
    ['mfj', 'qss'],
    [
      [1_000, 20],
      [6_000, 220],
      [106_000, 5_220],
    ],
  ],
]);

describeWorkedHouseholds('AL', {
  // standard deduction 3,000 falls to its 2,500 minimum; 75,000 − 2,500 − 1,500 − 7,670 federal tax = 63,330;
  // 10 + 100 + 5 % × 60,330.
  single: 3_126_50,
  // standard deduction at its 5,000 minimum, exemption 3,000, two dependents at $300 (AGI over $100,000),
  // federal tax 8,740: 122,660 taxable; 20 + 200 + 5 % × 116,660.
  family: 6_053_00,
});
