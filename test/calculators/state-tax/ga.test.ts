/**
 * Georgia, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 500 (2025 IT-511 booklet, https://dor.georgia.gov/document/document/2025-it-511-individual-income-tax-booklet/download):
 * federal AGI − the retirement income exclusion of each filer 62 or older (Schedule 1; at most $5,000 of the filer's
 * earned income, O.C.G.A. §48-7-27(a)(5); here the filers counted as 65+ are the first ones) = Georgia AGI − standard deduction (2025 $12,000 / $24,000 joint; 2026
 * $15,000 / $30,000, HB 463) − $1,300 per filer aged 65+ − dependent exemptions (2025 $4,000; 2026 $5,000) = taxable
 * income × 5.19 % (2025) / 4.99 % (2026).
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Georgia 2025 and 2026 (golden cases)', () => {
  it('GA-1 (2025): (60,000 − 12,000) × 5.19 % = 2,491.20', () => {
    const t = stateTaxOf('GA', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(48000));
    expect(t.incomeTaxC).toBe(cents(2491.2));
  });
  it('GA-2 (2026): (60,000 − 15,000) × 4.99 % = 2,245.50', () => {
    const t = stateTaxOf('GA', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(45000));
    expect(t.incomeTaxC).toBe(cents(2245.5));
  });
  it('GA-3 (2025): 80,000 − 5,000 earned-income exclusion (65+) − 24,000 − 2 × 1,300 = 48,400', () => {
    const t = stateTaxOf('GA', 2025, { status: 'mfj', wages: 80_000, aged: 2, earners: [80_000, 0] });
    expect(t.deductionsC).toBe(cents(5_000 + 24_000 + 2_600));
    expect(t.taxableC).toBe(cents(48_400));
    expect(t.creditLines).toEqual([]);
    expect(t.incomeTaxC).toBe(cents(2511.96));
  });
  it('GA-4 (2026): 80,000 − 5,000 − 30,000 − 2,600 = 42,400', () => {
    const t = stateTaxOf('GA', 2026, { status: 'mfj', wages: 80_000, aged: 2, earners: [80_000, 0] });
    expect(t.taxableC).toBe(cents(42_400));
    expect(t.incomeTaxC).toBe(cents(2115.76));
  });
  it('GA-5 (2025): 100,000 − 24,000 − 2 × 4,000 = 68,000 × 5.19 % = 3,529.20', () => {
    const t = stateTaxOf('GA', 2025, { status: 'mfj', wages: 100_000, children: 2 });
    expect(t.taxableC).toBe(cents(68000));
    expect(t.incomeTaxC).toBe(cents(3529.2));
  });
  it('GA-6 (2026): 100,000 − 30,000 − 2 × 5,000 = 60,000 × 4.99 % = 2,994', () => {
    const t = stateTaxOf('GA', 2026, { status: 'mfj', wages: 100_000, children: 2 });
    expect(t.taxableC).toBe(cents(60000));
    expect(t.incomeTaxC).toBe(cents(2994.0));
  });
  it('GA-7 (2026): both 65+, each earning: 70,000 − 2 × 5,000 − 30,000 − 2,600 = 27,400; × 4.99 % = 1,367.26', () => {
    const t = stateTaxOf('GA', 2026, { status: 'mfj', wages: 70_000, aged: 2, earners: [40_000, 30_000] });
    expect(t.taxableC).toBe(cents(27_400));
    expect(t.creditLines).toEqual([]);
    expect(t.incomeTaxC).toBe(cents(1_367.26));
  });
  it('GA-8 (2025): one of two spouses 65+: the 65+ earner excludes 5,000; 70,000 − 5,000 − 24,000 − 1,300 = 39,700', () => {
    const t = stateTaxOf('GA', 2025, { status: 'mfj', wages: 70_000, aged: 1, earners: [40_000, 30_000] });
    expect(t.taxableC).toBe(cents(39_700));
  });
});

describeSchedules('GA', 2026, [
  // Flat rates: rate × taxable income, by hand.
  [
    'every status, 4.99 %',
    EVERY_STATUS,
    [
      [100_000, 4_990],
      [1, 0.0499],
    ],
  ],
]);

describeWorkedHouseholds('GA', {
  // (75,000 − 15,000) × 4.99 %.
  single: 2_994_00,
  // (140,000 − 30,000 − 2 × 5,000) × 4.99 %.
  family: 4_990_00,
});
