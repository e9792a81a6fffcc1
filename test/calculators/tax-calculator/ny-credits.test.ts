/**
 * New York State's credits for low-income households, 2025 and 2026: the household credit (Tax Law §606(b); Form
 * IT-201 line 40, tables 1 and 2 of the instructions), the earned income credit less the household credit (§606(d)(1);
 * Form IT-215: 30 % of the federal credit less IT-201 line 40) and the Empire State child credit (§606(c-1); Form
 * IT-213, IT-201 line 63: $330 per child aged 4 to 16 in 2025, $500 in 2026, less $16.50 per whole $1,000 of federal
 * AGI over the threshold, IT-213 line 6 rounding AGI down to the nearest $1,000), refundable.
 */
import { calculator } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');

type Line = { label: string; amount: number };
const amountOf = (lines: Line[], start: string) => lines.find((l) => l.label.startsWith(start))?.amount;

describe('tax-calculator: New York household credit, earned income credit and Empire State child credit', () => {
  it('2025 hoh, 1 child, 20,000 of wages: IT-201 lines 39-40, IT-215 and IT-213', () => {
    // IT-201: 20,000 − 11,200 standard deduction − 1,000 dependent exemption = 7,800 (line 38); 4 % = 312.00 (line 39,
    // by the schedule). Line 40, table 2: federal AGI in the 7,001-20,000 row, household of 2 (you + 1 dependent,
    // item H): 60 + 15 = 75. IT-213: 1 child aged 4-16, AGI under 75,000: 330. IT-215: 30 % of the federal 4,328 =
    // 1,298.40, less the household credit of 75 = 1,223.40.
    const r = result({ grossIncome: 20000, filingStatus: 'hoh', children: 1, state: 'NY', taxYear: 2025 });
    expect(r.earnedIncomeCredit).toBe(4328);
    const s = r.state!;
    expect([s.taxableIncome, s.taxBeforeCredits]).toEqual([7800, 312]);
    expect(s.creditLines).toEqual([
      { label: 'Household credit', amount: 75 },
      { label: 'Empire State child credit (refundable)', amount: 330 },
      {
        label: 'Earned income credit (30 % of the federal credit less the household credit, refundable)',
        amount: 1223.4,
      },
    ]);
    // The tax (312) takes the household credit (75), then 237 of the child credit; 93 + 1,223.40 are refunded.
    expect([s.credits, s.incomeTax, s.refundableCredits]).toEqual([312, 0, 1316.4]);
  });

  it('2025 single, 20,000 of wages and 20,000 of Social Security: the household credit reads federal AGI with the taxable benefits (line 19)', () => {
    // Pub. 915 Worksheet 1: provisional income 20,000 + 10,000 = 30,000, 5,000 over the 25,000 base: 2,500 of the
    // benefits are taxable, federal AGI 22,500 (IT-201 line 19). New York subtracts the benefits (line 27), but table 1
    // reads line 19: the 20,001-25,000 row, 40 (45 if it read the 20,000 left after the subtraction).
    const r = result({
      grossIncome: 20000,
      socialSecurityBenefits: 20000,
      filingStatus: 'single',
      state: 'NY',
      taxYear: 2025,
    });
    expect(r.adjustedGrossIncome).toBe(22500);
    expect(r.state!.baseIncome).toBe(20000);
    expect(amountOf(r.state!.creditLines, 'Household credit')).toBe(40);
  });

  it('2026 hoh, 1 child, 20,000: the child credit is 500, the earned income credit 30 % of 4,427 less 75', () => {
    // 2026 rates (L. 2025, ch. 59, part A): 3.9 % of 7,800 = 304.20. IT-215: 1,328.10 − 75 = 1,253.10.
    const r = result({ grossIncome: 20000, filingStatus: 'hoh', children: 1, state: 'NY', taxYear: 2026 });
    expect(r.earnedIncomeCredit).toBe(4427);
    const s = r.state!;
    expect(s.taxBeforeCredits).toBe(304.2);
    expect(amountOf(s.creditLines, 'Household credit')).toBe(75);
    expect(amountOf(s.creditLines, 'Empire State child credit')).toBe(500);
    expect(amountOf(s.creditLines, 'Earned income credit')).toBe(1253.1);
    expect([s.incomeTax, s.refundableCredits]).toEqual([0, Math.round((500 - 229.2 + 1253.1) * 100) / 100]);
  });

  it.each([
    // Table 1 (single), by federal AGI (IT-201 line 19): 75 / 60 / 50 / 45 / 40 / 20, none over 28,000.
    [2025, 4000, 75],
    [2025, 5500, 60],
    [2026, 7000, 50],
    [2026, 20000, 45],
    [2025, 24000, 40],
    [2026, 28000, 20],
    [2025, 28001, undefined],
  ] as const)('table 1: %i single, AGI %i → household credit %s', (taxYear, grossIncome, credit) => {
    const r = result({ grossIncome, filingStatus: 'single', state: 'NY', taxYear });
    expect(amountOf(r.state!.creditLines, 'Household credit')).toBe(credit);
  });

  it.each([
    // Table 2 (joint, head of household, surviving spouse): the column for the household size (filers + dependents).
    [2025, 'mfj', 0, 4500, 105], // row to 5,000, 2 people: 90 + 15
    [2026, 'mfj', 2, 21000, 90], // row 20,001-22,000, 4 people: 60 + 3 × 10
    [2025, 'hoh', 2, 26000, 50], // row 25,001-28,000, 3 people: 40 + 2 × 5
    [2026, 'mfj', 3, 32000, 40], // row 28,001-32,000, 5 people: 20 + 4 × 5
    [2025, 'mfj', 3, 32001, undefined],
  ] as const)(
    'table 2: %i %s with %i children, AGI %i → household credit %s',
    (taxYear, filingStatus, children, grossIncome, credit) => {
      const spouseIncome = filingStatus === 'mfj' ? 0 : undefined;
      const r = result({ grossIncome, filingStatus, children, spouseIncome, state: 'NY', taxYear });
      expect(amountOf(r.state!.creditLines, 'Household credit')).toBe(credit);
    },
  );

  it('the household credit is nonrefundable: single, 12,000 in 2025 (NY tax 160), and it reduces the EIC by 45', () => {
    // 12,000 − 8,000 = 4,000 taxable, 4 % = 160. Table 1: 45. IT-215: 30 % of 542 = 162.60 − 45 = 117.60; the tax
    // left (115) takes 115 of it, 2.60 is refunded.
    const r = result({ grossIncome: 12000, filingStatus: 'single', state: 'NY', taxYear: 2025 });
    const s = r.state!;
    expect(r.earnedIncomeCredit).toBe(542);
    expect(amountOf(s.creditLines, 'Household credit')).toBe(45);
    expect(amountOf(s.creditLines, 'Earned income credit')).toBe(117.6);
    expect([s.incomeTax, s.refundableCredits]).toEqual([0, 2.6]);
  });

  it('the EIC is reduced by the household credit allowed, never more than the tax (single, 6,000 in 2025)', () => {
    // 6,000 − 8,000: no taxable income, no tax: the household credit of 60 allows 0, the EIC is 30 % of the federal.
    const r = result({ grossIncome: 6000, filingStatus: 'single', state: 'NY', taxYear: 2025 });
    const s = r.state!;
    expect(s.taxBeforeCredits).toBe(0);
    expect(amountOf(s.creditLines, 'Earned income credit (30 % of the federal credit, refundable)')).toBe(
      Math.round(r.earnedIncomeCredit * 30) / 100,
    );
  });

  it.each([
    // Form IT-213 (2025) lines 6-9: federal AGI rounded down to the nearest 1,000, less 110,000 joint / 75,000 single,
    // hoh, × 1.65 % (16.50 for each whole 1,000 over; a part of one does not count).
    [2025, 'mfj', 2, 110000, 660], // at the threshold: 2 × 330
    [2025, 'mfj', 2, 120500, 495], // 120,500 → 120,000: 10,000 over × 1.65 % = 165
    [2026, 'mfj', 2, 120500, 835], // 2 × 500 − 165
    [2026, 'hoh', 1, 80000, 417.5], // 5,000 over: 5 × 16.50 = 82.50
    [2025, 'single', 1, 95000, undefined], // 20 × 16.50 = 330: none left
    [2026, 'hoh', 1, 105999, 5], // 105,999 → 105,000: 30 × 16.50 = 495
    [2026, 'hoh', 1, 106000, undefined], // 31 × 16.50 = 511.50 > 500
  ] as const)(
    'Empire State child credit: %i %s, %i children, AGI %i → %s',
    (taxYear, filingStatus, children, grossIncome, credit) => {
      const spouseIncome = filingStatus === 'mfj' ? 0 : undefined;
      const r = result({ grossIncome, filingStatus, children, spouseIncome, state: 'NY', taxYear });
      expect(amountOf(r.state!.creditLines, 'Empire State child credit')).toBe(credit);
    },
  );

  it('the child credit is refundable: its rest is in take-home beside the tax (hoh, 1 child, 20,000, 2026)', () => {
    const household = { grossIncome: 20000, filingStatus: 'hoh', children: 1, taxYear: 2026 } as const;
    const ny = result({ ...household, state: 'NY' });
    const tx = result({ ...household, state: 'TX' });
    expect(ny.takeHomePay).toBeCloseTo(
      tx.takeHomePay - ny.stateIncomeTax - ny.statePayrollContributionsTotal + ny.state!.refundableCredits,
      2,
    );
    expect(ny.state!.notModelled.join(' ')).not.toMatch(/Empire State child credit, the household credit/);
  });

  it.each([
    // Cliffs of the law: table 1's last row (a dollar over 28,000 of AGI loses the $20 credit) and the child credit's
    // phase-out step (the dollar that takes AGI from 80,999 to 81,000 takes another $16.50: IT-213 line 6 rounds
    // AGI down to the nearest $1,000), named in the take-home properties.
    [{ grossIncome: 28000, filingStatus: 'single', taxYear: 2025 }, 20],
    [{ grossIncome: 80999, filingStatus: 'hoh', children: 1, taxYear: 2026 }, 16.5],
  ] as const)('a dollar more: take-home falls, by no more than the stepped credit (%j)', (h, step) => {
    const a = result({ ...h, state: 'NY' });
    const b = result({ ...h, grossIncome: h.grossIncome + 1, state: 'NY' });
    expect(b.takeHomePay).toBeLessThan(a.takeHomePay);
    expect(earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(step);
    expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay);
  });
});
