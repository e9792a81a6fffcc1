/**
 * New York City's credits on the resident's IT-201, 2025 and 2026 (2026 with the 2025 figures, not indexed): the
 * household credit (line 48, tables 4 and 5 of the instructions: nonrefundable, out of the city's tax), the school
 * tax credit's fixed amount (line 69) and rate reduction amount (line 69a), and the earned income credit (line 70,
 * Form IT-215 Worksheet C with the NYC EIC rate worksheet), refundable: paid at filing, in take-home.
 */
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

type Line = { label: string; amount: number };
const amountOf = (lines: Line[], start: string) => lines.find((l) => l.label.startsWith(start))?.amount;
const nyc = (input: Record<string, unknown>) => {
  const r = result({ ...input, state: 'NY', locality: 'NY-NYC' });
  return { r, city: r.localTaxes[0] as { tax: number; creditLines: Line[]; refundableCredits: number } };
};

describe('tax-calculator: New York City household, school tax and earned income credits', () => {
  it('2025 hoh, 1 child, 20,000 of wages: IT-201 lines 47-48, 69, 69a, 70', () => {
    // Line 47: NY taxable income 7,800 × 3.078 % = 240.08. Line 48, table 5: federal AGI in the 17,501-20,000 row,
    // $15 for each of 2 people = 30; line 49: 210.08. Line 69 (head of household): 63. Line 69a: 0.171 % × 7,800 =
    // 13.34. IT-215 NYC EIC rate worksheet: NY AGI 20,000 − 19,999 = 1 × .00002 = .0000 (four decimals): .20 − 0 =
    // 20 %; Worksheet C: 4,328 × .20 = 865.60.
    const { r, city } = nyc({ grossIncome: 20000, filingStatus: 'hoh', children: 1, taxYear: 2025 });
    expect(r.earnedIncomeCredit).toBe(4328);
    expect(city.creditLines).toEqual([
      { label: 'New York City household credit', amount: 30 },
      { label: 'New York City school tax credit (fixed amount), refundable', amount: 63 },
      { label: 'New York City school tax credit (rate reduction amount), refundable', amount: 13.34 },
      { label: 'New York City earned income credit (20 % of the federal credit), refundable', amount: 865.6 },
    ]);
    expect([city.tax, city.refundableCredits]).toEqual([210.08, 941.94]);
  });

  it('2026 single, 9,000: table 4, 15; 0.171 % of 1,000; 25 % of the federal 664', () => {
    // NY taxable 9,000 − 8,000 = 1,000: line 47 30.78, less 15 (table 4, AGI to 10,000) = 15.78. Line 69a: 1.71.
    // NY AGI 9,000 is in the 7,500-14,999 row: 25 %; 664 × .25 = 166.
    const { r, city } = nyc({ grossIncome: 9000, filingStatus: 'single', taxYear: 2026 });
    expect(r.earnedIncomeCredit).toBe(664);
    expect(city.tax).toBe(15.78);
    expect(amountOf(city.creditLines, 'New York City household credit')).toBe(15);
    expect(amountOf(city.creditLines, 'New York City school tax credit (rate reduction')).toBe(1.71);
    expect(amountOf(city.creditLines, 'New York City earned income credit (25 %')).toBe(166);
    expect(city.refundableCredits).toBe(230.71);
  });

  it('2025 joint, 2 children, 16,000: the household credit takes no more than the tax; the EIC rate 23 %', () => {
    // Table 5: AGI in the 15,001-17,500 row, $25 × 4 = 100, but no NY taxable income, no city tax: allowed 0.
    // Rate worksheet: 16,000 − 14,999 = 1,001 × .00002 = .0200; .25 − .02 = .23; 6,410 × .23 = 1,474.30. Line 69: 125.
    const { r, city } = nyc({ grossIncome: 16000, filingStatus: 'mfj', spouseIncome: 0, children: 2, taxYear: 2025 });
    expect(r.earnedIncomeCredit).toBe(6410);
    expect(amountOf(city.creditLines, 'New York City household credit')).toBe(100);
    expect(city.tax).toBe(0);
    expect(amountOf(city.creditLines, 'New York City earned income credit (23 %')).toBe(1474.3);
    expect(city.refundableCredits).toBe(1599.3);
  });

  it.each([
    // The NYC EIC rate table: 30 % to 5,000, 25 % from 7,500, 20 % from 17,500, 15 % from 22,500, 10 % from 42,500.
    [2025, 'mfj', 2, 4800, 30],
    [2026, 'hoh', 2, 6250, 27.5], // (6,250 − 4,999) × .00002 = .02502 → .0250
    [2025, 'hoh', 1, 12000, 25],
    [2026, 'hoh', 3, 18000, 20],
    [2025, 'mfj', 3, 30000, 15],
    [2026, 'mfj', 3, 41000, 13], // (41,000 − 39,999) × .00002 = .02002 → .0200: .15 − .02
  ] as const)(
    '%i %s, %i children, NY AGI %i: the NYC EIC is %d % of the federal credit',
    (taxYear, filingStatus, children, grossIncome, pct) => {
      const spouseIncome = filingStatus === 'mfj' ? 0 : undefined;
      const { r, city } = nyc({ grossIncome, filingStatus, children, spouseIncome, taxYear });
      expect(r.earnedIncomeCredit).toBeGreaterThan(0);
      const line = city.creditLines.find((l) => l.label.startsWith('New York City earned income credit'))!;
      expect(line.label).toBe(`New York City earned income credit (${pct} % of the federal credit), refundable`);
      expect(line.amount).toBeCloseTo(Math.round(r.earnedIncomeCredit * pct) / 100, 2);
    },
  );

  it.each([
    // Line 69a: single 21 + 0.228 % over 12,000 up to NYC taxable income of 500,000; line 69 to income of 250,000.
    [2026, 100000, 63, 203.4], // NY taxable 92,000: 21 + 0.228 % × 80,000
    [2025, 300000, undefined, 659.4], // 292,000: 21 + 0.228 % × 280,000; AGI over 250,000: no fixed amount
    [2025, 600000, undefined, undefined], // over 500,000: neither
  ] as const)(
    '%i single, %i: school tax credit fixed %s, rate reduction %s',
    (taxYear, grossIncome, fixed, reduction) => {
      const { city } = nyc({ grossIncome, filingStatus: 'single', taxYear });
      expect(amountOf(city.creditLines, 'New York City school tax credit (fixed')).toBe(fixed);
      expect(amountOf(city.creditLines, 'New York City school tax credit (rate')).toBe(reduction);
    },
  );

  it('joint and head of household rate reduction rows: $37 over 21,600, $25 over 14,400 (2026)', () => {
    // Joint 60,000: NY taxable 60,000 − 16,050 = 43,950: 37 + 0.228 % × 22,350 = 87.96.
    const joint = nyc({ grossIncome: 60000, filingStatus: 'mfj', spouseIncome: 0, taxYear: 2026 }).city;
    expect(amountOf(joint.creditLines, 'New York City school tax credit (rate')).toBe(87.96);
    // Head of household 40,000, 1 child: 40,000 − 11,200 − 1,000 = 27,800: 25 + 0.228 % × 13,400 = 55.55.
    const hoh = nyc({ grossIncome: 40000, filingStatus: 'hoh', children: 1, taxYear: 2026 }).city;
    expect(amountOf(hoh.creditLines, 'New York City school tax credit (rate')).toBe(55.55);
  });

  it('the refundable credits are in take-home, beside the city tax after its household credit', () => {
    const household = { grossIncome: 20000, filingStatus: 'hoh', children: 1, taxYear: 2025 } as const;
    const { r, city } = nyc(household);
    const state = result({ ...household, state: 'NY' });
    expect(r.takeHomePay).toBeCloseTo(state.takeHomePay - city.tax + city.refundableCredits, 2);
  });

  it('another locality has no credits', () => {
    const r = result({ grossIncome: 50000, filingStatus: 'single', state: 'NY', locality: 'NY-YONKERS' });
    expect(r.localTaxes[0].creditLines).toEqual([]);
    expect(r.localTaxes[0].refundableCredits).toBe(0);
  });
});
