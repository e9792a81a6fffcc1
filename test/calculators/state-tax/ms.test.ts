/**
 * Mississippi, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 80-105 (2025 instructions, https://www.dor.ms.gov/): AGI − standard deduction ($2,300 / $4,600) − exemptions
 * ($6,000 / $12,000; $1,500 per filer aged 65+) = taxable income; tax on the excess over $10,000 at 4.4 % (2025) /
 * 4.0 % (2026) (Miss. Code Ann. §27-7-5).
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Mississippi 2025 and 2026 (golden cases)', () => {
  it('MS-1 (2025): 60,000 − 2,300 − 6,000 = 51,700; 4.4 % × (51,700 − 10,000) = 1,834.80', () => {
    const t = stateTaxOf('MS', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(51700));
    expect(t.incomeTaxC).toBe(cents(1834.8));
  });
  it('MS-2 (2026): 51,700; 4.0 % × 41,700 = 1,668', () => {
    const t = stateTaxOf('MS', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(51700));
    expect(t.incomeTaxC).toBe(cents(1668.0));
  });
  it('MS-3 (2025): 80,000 − 4,600 − 12,000 − 2 × 1,500 = 60,400; 4.4 % × 50,400 = 2,217.60', () => {
    const t = stateTaxOf('MS', 2025, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(60400));
    expect(t.incomeTaxC).toBe(cents(2217.6));
  });
  it('MS-4 (2026): 60,400; 4.0 % × 50,400 = 2,016', () => {
    const t = stateTaxOf('MS', 2026, { status: 'mfj', wages: 80_000, aged: 2 });
    expect(t.taxableC).toBe(cents(60400));
    expect(t.incomeTaxC).toBe(cents(2016.0));
  });
});

describeSchedules('MS', 2026, [
  // Mississippi: nothing on the first $10,000, 4 % above (HB 1, 2025); by hand.
  [
    'every status',
    EVERY_STATUS,
    [
      [10_000, 0],
      [110_000, 4_000],
    ],
  ],
]);

describeWorkedHouseholds('MS', {
  // 75,000 − 2,300 − 6,000 = 66,700; 4 % × 56,700.
  single: 2_268_00,
  // 140,000 − 4,600 − 12,000 − 2 × 1,500 = 120,400; 4 % × 110,400.
  family: 4_416_00,
});
