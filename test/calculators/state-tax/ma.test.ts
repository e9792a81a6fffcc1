/**
 * Massachusetts, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 1 (2025 instructions, https://www.mass.gov/doc/2025-form-1-instructions/download): wages − lines 11a and 11b,
 * Social Security and Medicare withheld (up to $2,000 per earner, M.G.L. c. 62, §3(B)(a)(9)) − exemptions ($4,400
 * single, $8,800 joint, $700 per filer aged 65+, §3(B)(b)) = line 21 taxable 5.0 % income; line 22 tax at 5 %. The
 * 4 % surtax (§4(d); DOR, "4% Surtax on Taxable Income Over $1,000,000",
 * https://www.mass.gov/info-details/4-surtax-on-taxable-income-over-1000000) is on taxable income, the sum of Part A,
 * B and C taxable income, over the threshold ($1,083,150 for 2025, standing in for 2026): Part B taxable income is
 * after the line 11 deduction.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Massachusetts 2025 and 2026 (golden cases, Form 1)', () => {
  it.each([2025, 2026] as const)('MA-1 (%i): line 21 = 60,000 − 2,000 − 4,400 = 53,600; tax 2,680', (year) => {
    const t = stateTaxOf('MA', year, { wages: 60_000, earners: [60_000] });
    expect(t.deductionsC).toBe(cents(2_000 + 4_400));
    expect(t.taxableC).toBe(cents(53_600));
    expect(t.taxBeforeCreditsC).toBe(cents(2_680));
    expect(t.creditLines).toEqual([]);
    expect(t.incomeTaxC).toBe(cents(2_680));
  });
  it('MA-3 (2025): line 21 = 67,800 = 80,000 − 2,000 − 8,800 − 2 × 700', () => {
    const t = stateTaxOf('MA', 2025, { status: 'mfj', wages: 80_000, aged: 2, earners: [80_000, 0] });
    expect(t.taxableC).toBe(cents(67_800));
    expect(t.incomeTaxC).toBe(cents(3390.0));
  });
  it('MA-4 (2026): joint, two earners of $40,000: 7.65 % × 40,000 = 3,060 capped at 2,000 each; line 21 = 67,200', () => {
    const t = stateTaxOf('MA', 2026, { status: 'mfj', wages: 80_000, earners: [40_000, 40_000] });
    expect(t.deductionsC).toBe(cents(2 * 2_000 + 8_800));
    expect(t.taxableC).toBe(cents(67_200));
    expect(t.incomeTaxC).toBe(cents(3_360));
  });
  it.each([2025, 2026] as const)(
    'MA-5 (%i): single $2,000,000: line 21 = 1,993,600; 5 % = 99,680 + 4 % surtax on 910,450 (36,418) = 136,098',
    (year) => {
      const t = stateTaxOf('MA', year, { wages: 2_000_000, earners: [2_000_000] });
      expect(t.taxableC).toBe(cents(1_993_600));
      expect(t.additions.map((line) => line.amountC)).toEqual([cents(36_418)]);
      expect(t.taxBeforeCreditsC).toBe(cents(136_098));
      expect(t.creditLines).toEqual([]);
      expect(t.incomeTaxC).toBe(cents(136_098));
    },
  );
});

describeSchedules('MA', 2026, [
  // Flat rates: rate × taxable income, by hand.
  [
    'every status, 5 % (before the surtax)',
    EVERY_STATUS,
    [
      [100_000, 5_000],
      [1, 0.05],
    ],
  ],
]);

describeWorkedHouseholds('MA', {
  // (75,000 − 4,400) × 5 % = 3,530, less 5 % of the $2,000 Social Security and Medicare deduction.
  single: 3_430_00,
  // (140,000 − 8,800 − 2 × 1,000 − 2 × 2,000) × 5 %.
  family: 6_260_00,
});
