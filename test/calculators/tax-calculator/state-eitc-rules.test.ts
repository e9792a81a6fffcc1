/**
 * State earned income credits whose federal credit is not the return's (src/calculators/state-eic-basis.ts), 2025
 * and 2026, each state's law file by year:
 * - Oklahoma: 5 % of the federal credit as the federal rules of the 2020 tax year compute it (68 O.S. §2357.43 as
 *   amended by Laws 2021, c. 493), prorated by Oklahoma AGI over federal AGI, refundable; the 2020 figures of
 *   Pub. 596 (2020) and Rev. Proc. 2019-44 §3.06, looked up as the 2020 EIC Table does ($50 rows, midpoints);
 * - the District without a qualifying child: its own credit (D.C. Code §47-1806.04(f)(1)(C)), the federal credit's
 *   phase-in less 8.48 % of the greater of AGI and earned income over $23,288 (2025; 2026 projected: $23,814).
 */
import { stateEicBasis } from '../../../src/calculators/state-eic-basis';
import { earnedIncomeCredit } from '../../../src/calculators/tax-credits';
import { lawFor } from '../../../src/calculators/law';
import type { StateEarnedIncomeCredit, WageIncomeTax } from '../../../src/reference/law';
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

type Line = { label: string; amount: number };
const eicLine = (r: { state?: { creditLines: Line[] } }) =>
  r.state!.creditLines.find((l) => l.label.startsWith('Earned income credit'));
const OK_LABEL = 'Earned income credit (5 % of the federal credit by the federal rules of 2020, refundable)';
const okRule = (year: number) => (lawFor('OK', year) as WageIncomeTax).earnedIncomeCredit!;

describe('Oklahoma: 5 % of the federal credit by the federal rules of 2020', () => {
  it.each([
    // The 2020 EIC Table (Form 1040 instructions for 2020, as reproduced in a public copy of its page 55), married
    // filing jointly, the row 51,200-51,250: 443 with two children, 1,183 with three; the row 54,400-54,450: 509 with
    // three. These rows are the 2020 rules' credit, not the return's (2025: 3,090 and 3,675 at 51,220).
    [51220, 2, 443],
    [51220, 3, 1183],
    [54420, 3, 509],
  ])('the 2020 EIC Table: joint, %d, %d children = %d', (wages, children, credit2020) => {
    for (const year of [2025, 2026]) {
      const input = {
        filingStatus: 'mfj' as const,
        children,
        earnedC: wages * 100,
        agiC: wages * 100,
        investmentC: 0,
        ages: [40],
      };
      const eic = earnedIncomeCredit({ earnedIncomeCredit: okRule(year).federalRulesOf!.figures }, input);
      expect(eic.creditC).toBe(credit2020 * 100);
      const basis = stateEicBasis(okRule(year), { ...input, eic, stateAgiC: wages * 100 });
      expect(basis).toEqual({
        creditC: credit2020 * 100,
        children,
        basis: 'the federal credit by the federal rules of 2020',
      });
    }
  });

  it.each([2025, 2026] as const)(
    '%i: joint, 3 children, 51,220 of wages: 5 % of 1,183 = 59.15, not 5 % of the return’s credit',
    (taxYear) => {
      const r = result({ grossIncome: 51220, filingStatus: 'mfj', children: 3, state: 'OK', taxYear });
      expect(r.earnedIncomeCredit).toBeGreaterThan(3000);
      expect(eicLine(r)).toEqual({ label: OK_LABEL, amount: 59.15 });
      // Oklahoma's tax takes it all: none refunded.
      expect(r.state!.refundableCredits).toBe(0);
    },
  );

  it.each([2025, 2026] as const)(
    '%i: hoh, 1 child, 15,000: the 2020 maximum 3,584 → 179.20, the rest of the tax refunded',
    (taxYear) => {
      // 15,000 is past 2020's earned income amount (10,540) and under its threshold (19,330): the maximum.
      const r = result({ grossIncome: 15000, filingStatus: 'hoh', children: 1, state: 'OK', taxYear });
      expect(eicLine(r)).toEqual({ label: OK_LABEL, amount: 179.2 });
      expect(r.state!.incomeTax).toBe(0);
      expect(r.state!.refundableCredits).toBeGreaterThan(0);
      expect(r.state!.refundableCredits).toBeLessThanOrEqual(179.2);
    },
  );

  it('2025: hoh, 2 children, 30,000: 2020 rules 5,920 − 21.06 % × (30,025 − 19,330) = 3,668 → 183.40', () => {
    const r = result({ grossIncome: 30000, filingStatus: 'hoh', children: 2, state: 'OK', taxYear: 2025, age: 40 });
    expect(eicLine(r)).toEqual({ label: OK_LABEL, amount: 183.4 });
  });

  it('the 2020 investment income limit ($3,650): 4,000 of interest leaves the federal credit but not Oklahoma’s', () => {
    for (const taxYear of [2025, 2026] as const) {
      const h = { grossIncome: 10000, filingStatus: 'single', children: 0, state: 'OK', taxYear, age: 30 } as const;
      const r = result({ ...h, interestIncome: 4000 });
      expect(r.earnedIncomeCredit).toBeGreaterThan(0);
      expect(eicLine(r)).toBeUndefined();
      // At the limit it is allowed: 2020's childless column at 13,650 of AGI (8,790 + 538 / 7.65 % ends 15,820).
      expect(eicLine(result({ ...h, interestIncome: 3650 }))?.amount).toBeGreaterThan(0);
    }
  });

  it('prorated by Oklahoma AGI over federal AGI: hoh, 1 child, 20,000 of wages and 20,000 of Social Security (2,500 taxable)', () => {
    // Federal AGI 22,500; Oklahoma exempts the benefits: its AGI 20,000, 88.8888 %. 2020 rules: the smaller of the
    // lookups on earned income (3,584 − 15.98 % × (20,025 − 19,330) = 3,473) and AGI (… × (22,525 − 19,330) = 3,073):
    // 3,073 × 20,000 / 22,500 = 2,731.56 (the ratio to six places: 2,731.55), 5 % = 136.58.
    const r = result({
      grossIncome: 20000,
      filingStatus: 'hoh',
      children: 1,
      state: 'OK',
      taxYear: 2025,
      age: 60,
      socialSecurityBenefits: 20000,
    });
    expect(r.adjustedGrossIncome).toBe(22500);
    expect(eicLine(r)).toEqual({
      label:
        "Earned income credit (5 % of the federal credit by the federal rules of 2020 × 88.89 % (the state's AGI over federal AGI), refundable)",
      amount: 136.58,
    });
  });

  it('is no longer named as not modelled', () => {
    const r = result({ grossIncome: 20000, filingStatus: 'hoh', children: 1, state: 'OK', taxYear: 2026 });
    expect(r.state!.notModelled.join(' ')).not.toMatch(/Oklahoma earned income credit/);
  });
});

describe('the District without a qualifying child: its own credit', () => {
  const dc = (grossIncome: number, taxYear: 2025 | 2026, extra: Record<string, unknown> = {}) =>
    result({ grossIncome, filingStatus: 'single', children: 0, state: 'DC', taxYear, age: 30, ...extra });
  const label = (threshold: string) =>
    `Earned income credit (100 % of its own credit without a qualifying child: the federal credit's phase-in less 8.48 % of the greater of AGI and earned income over ${threshold}, refundable)`;

  it.each([
    // 2025 (threshold 23,288, D-40 booklet): 7.65 % × 8,000 = 612 (the federal credit's EIC Table row gives 614);
    // 20,000: the federal maximum 649 (the federal credit ended at 19,104); 26,000: 649 − 8.48 % × 2,712 = 419.02.
    [2025, 8000, 612, '$23,288'],
    [2025, 20000, 649, '$23,288'],
    [2025, 26000, 419.02, '$23,288'],
    // 2026 (threshold projected 23,814; the federal maximum 664): 664 − 8.48 % × 2,186 = 478.63; 30,000: 664 −
    // 8.48 % × 6,186 = 139.43.
    [2026, 20000, 664, '$23,814'],
    [2026, 26000, 478.63, '$23,814'],
    [2026, 30000, 139.43, '$23,814'],
  ] as const)('%i, single, 30, %d of wages: %d', (taxYear, wages, credit, threshold) => {
    const r = dc(wages, taxYear);
    expect(eicLine(r)).toEqual({ label: label(threshold), amount: credit });
    expect(r.state!.incomeTax).toBeGreaterThanOrEqual(0);
  });

  it('none past its phase-out, and none where the federal tests deny it (ages 25–64, the investment income limit)', () => {
    // 2025: 649 / 8.48 % = 7,653 over 23,288: none from 30,942.
    expect(eicLine(dc(31000, 2025))).toBeUndefined();
    expect(eicLine(dc(20000, 2025, { age: 24 }))).toBeUndefined();
    expect(eicLine(dc(20000, 2026, { age: 65 }))).toBeUndefined();
    expect(eicLine(dc(20000, 2025, { interestIncome: 12000 }))).toBeUndefined();
  });

  it('a filer with a qualifying child keeps 100 % of the federal credit; the rule is no longer named as not modelled', () => {
    const r = result({ grossIncome: 20000, filingStatus: 'hoh', children: 1, state: 'DC', taxYear: 2025 });
    expect(eicLine(r)).toEqual({
      label: 'Earned income credit (100 % of the federal credit, refundable)',
      amount: 4328,
    });
    expect(dc(20000, 2026).state!.notModelled.join(' ')).not.toMatch(/without a qualifying child/);
  });

  it('the rule is the District’s law data by year, the 2026 threshold projected', () => {
    const rule = (y: number): StateEarnedIncomeCredit => (lawFor('DC', y) as WageIncomeTax).earnedIncomeCredit!;
    expect(rule(2025).ownChildless).toEqual({ phaseOutStart: 23288, phaseOutRatePct: 8.48 });
    expect(rule(2026).ownChildless).toEqual({ phaseOutStart: 23814, phaseOutRatePct: 8.48 });
    expect(rule(2026).projected?.value).toBe(2.26);
  });
});
