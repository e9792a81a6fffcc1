/**
 * Arizona, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Form 140 (2025 instructions, https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2025_140i.pdf): federal
 * AGI − $2,100 per filer aged 65+ (A.R.S. §43-1023) − standard deduction (the federal basic amount: 2025 $15,750 /
 * $31,500; 2026 $16,100 / $32,200) = taxable income × 2.5 %, less the dependent credit ($100 under 17, A.R.S.
 * §43-1073.01, 5 % less per $1,000 or part of federal AGI over $400,000 joint). The 2026 credit stays $100: the
 * reported $125 of Laws 2026 ch. 140 could not be read in its enacted text.
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Arizona 2025 and 2026 (golden cases)', () => {
  it('AZ-1 (2025): 60,000 − 15,750 = 44,250 × 2.5 % = 1,106.25', () => {
    const t = stateTaxOf('AZ', 2025, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(44250));
    expect(t.incomeTaxC).toBe(cents(1106.25));
  });
  it('AZ-2 (2026): 60,000 − 16,100 = 43,900 × 2.5 % = 1,097.50', () => {
    const t = stateTaxOf('AZ', 2026, { wages: 60_000 });
    expect(t.taxableC).toBe(cents(43900));
    expect(t.incomeTaxC).toBe(cents(1097.5));
  });
  it('AZ-3 (2026): 1,695 less 2 × $100', () => {
    const t = stateTaxOf('AZ', 2026, { status: 'mfj', wages: 100_000, children: 2 });
    expect(t.taxableC).toBe(cents(67800));
    expect(t.incomeTaxC).toBe(cents(1495.0));
  });
  it('AZ-4 (2025): 50,000 − 31,500 − 2 × 2,100', () => {
    const t = stateTaxOf('AZ', 2025, { status: 'mfj', wages: 50_000, aged: 2 });
    expect(t.taxableC).toBe(cents(14300));
    expect(t.incomeTaxC).toBe(cents(357.5));
  });
  it('AZ-5 (2025): 9,475 less $100 × (1 − 11 × 5 %) = $45', () => {
    const t = stateTaxOf('AZ', 2025, { status: 'mfj', wages: 410_500, children: 1 });
    expect(t.taxableC).toBe(cents(379000));
    expect(t.incomeTaxC).toBe(cents(9430.0));
  });
});

describeSchedules('AZ', 2026, [
  // Flat rates: rate × taxable income, by hand.
  [
    'every status, 2.5 %',
    EVERY_STATUS,
    [
      [100_000, 2_500],
      [1, 0.025],
    ],
  ],
]);

describeWorkedHouseholds('AZ', {
  // (75,000 − 16,100) × 2.5 %.
  single: 1_472_50,
  // (140,000 − 32,200) × 2.5 % − 2 × $100 dependent credits.
  family: 2_495_00,
});
