/**
 * Earned income credits of ten more states as a share of the federal credit, 2025 and 2026 (each state's law file by
 * year, its source there): Colorado 50 % / 25 % (C.R.S. 39-22-123.5, HB24-1134; DR 0104CR lines 3-6), Connecticut
 * 40 % and $250 with a qualifying child (C.G.S. §12-704e; Schedule CT-EITC), the District of Columbia 100 % with a
 * qualifying child (D.C. Code §47-1806.04(f); D-40 line 27c; without one its own credit, state-eitc-rules.test.ts), Delaware 20 % not refunded or 4.5 % refunded, whichever
 * is worth more (30 Del. C. §1117(a)(2); Form PIT-RES), Hawaii 40 % (HRS §235-55.75; Form N-356), Indiana 10 %
 * (IC 6-3.1-21-6; Schedule IN-EIC line A-3), Kansas 17 % (K.S.A. 79-32,205; K-40 line 17), Louisiana 5 % (R.S.
 * 47:297.8; IT-540), Maine 25 %, 50 % without a qualifying child (36 M.R.S. §5219-S(1-A); Schedule A and its EITC
 * worksheet) and Nebraska 10 % (Neb. Rev. Stat. §77-2715.07; Form 1040N). Each is used against the state's tax
 * after its other credits; a refundable credit's rest is refunded.
 */
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

type Line = { label: string; amount: number };
const eicLine = (r: { state?: { creditLines: Line[] } }) =>
  r.state!.creditLines.find((l) => l.label.startsWith('Earned income credit'));
const cents = (x: number) => Math.round(x * 100) / 100;

describe('tax-calculator: state earned income credits as a share (CO CT DC DE HI IN KS LA ME NE)', () => {
  // Head of household, 1 child, 20,000 of wages: the federal credit is the EIC Table's maximum for one child (past
  // the earned income amount, under the phase-out start): 4,328 in 2025 (Rev. Proc. 2024-40), 4,427 in 2026
  // (Rev. Proc. 2025-32).
  const federal = { 2025: 4328, 2026: 4427 } as const;
  it.each([
    // state, year, label, credit (share × federal + the amount with a qualifying child), tax left, refunded
    ['CO', 2025, '50 % of the federal credit, refundable', 2164, 0, 2164],
    ['CO', 2026, '25 % of the federal credit, refundable', 1106.75, 0, 1106.75],
    // Connecticut: 40 % + $250; its 20 of tax (less the 15 personal tax credit of Table E) takes 5.
    ['CT', 2025, '40 % of the federal credit + $250 with a qualifying child, refundable', 1981.2, 0, 1976.2],
    ['CT', 2026, '40 % of the federal credit + $250 with a qualifying child, refundable', 2020.8, 0, 2015.8],
    ['DC', 2025, '100 % of the federal credit, refundable', 4328, 0, 4328],
    ['DC', 2026, '100 % of the federal credit, refundable', 4427, 0, 4427],
    // Delaware: 585 of tax less the 110 personal and 110 dependent credits = 365; 20 % (865.60) takes all of it,
    // worth more than 4.5 % refunded (194.76).
    ['DE', 2025, '20 % of the federal credit, nonrefundable', 865.6, 0, 0],
    ['DE', 2026, '20 % of the federal credit, nonrefundable', 885.4, 0, 0],
    ['HI', 2025, '40 % of the federal credit, refundable', 1731.2, 0, 1573.17],
    ['HI', 2026, '40 % of the federal credit, refundable', 1770.8, 0, 1690.83],
    // Indiana: 3 % of 16,500 (20,000 less 1,000 for each of the two exemptions and 1,500 for the child) = 495.
    ['IN', 2025, '10 % of the federal credit, refundable', 432.8, 62.2, 0],
    ['IN', 2026, '10 % of the federal credit, refundable', 442.7, 44.05, 0],
    ['KS', 2025, '17 % of the federal credit, refundable', 735.76, 0, 734.72],
    ['KS', 2026, '17 % of the federal credit, refundable', 752.59, 0, 751.55],
    ['LA', 2025, '5 % of the federal credit, refundable', 216.4, 0, 216.4],
    ['LA', 2026, '5 % of the federal credit, refundable', 221.35, 0, 221.35],
    ['ME', 2025, '25 % of the federal credit, refundable', 1082, 0, 1082],
    ['ME', 2026, '25 % of the federal credit, refundable', 1106.75, 0, 1106.75],
    ['NE', 2025, '10 % of the federal credit, refundable', 432.8, 0, 432.8],
    ['NE', 2026, '10 % of the federal credit, refundable', 442.7, 0, 442.7],
  ] as const)('%s %i, hoh, 1 child, 20,000: %s = %d', (state, taxYear, label, credit, taxLeft, refunded) => {
    const r = result({ grossIncome: 20000, filingStatus: 'hoh', children: 1, state, taxYear });
    expect(r.earnedIncomeCredit).toBe(federal[taxYear]);
    expect(eicLine(r)).toEqual({ label: `Earned income credit (${label})`, amount: credit });
    const s = r.state!;
    expect([s.incomeTax, s.refundableCredits]).toEqual([taxLeft, refunded]);
    // Used against the tax after the other credits, the rest refunded (or, not refundable, lost).
    const otherCredits = s.creditLines
      .filter((l: Line) => l !== eicLine(r))
      .reduce((a: number, l: Line) => a + l.amount, 0);
    const taxAfterOthers = Math.max(0, cents(s.taxBeforeCredits - otherCredits));
    const used = Math.min(credit, taxAfterOthers);
    expect(cents(taxAfterOthers - used)).toBe(taxLeft);
    if (label.includes(', refundable')) expect(cents(credit - used)).toBe(refunded);
  });

  it('Delaware takes 4.5 % refunded when it is worth more: 2025 hoh, 1 child, 10,000 (no tax after its credits)', () => {
    // Federal: 34 % × 10,025 (the EIC Table row 10,000-10,050) = 3,408.50 → 3,409. Delaware: 10,000 − 3,250 =
    // 6,750 taxable, 2.2 % × 3,000 + 3.9 % × 1,750 = 134.25, less 220 of exemption credits: no tax. 20 % (681.80)
    // is worth 0; 4.5 % = 153.41, all refunded.
    const r = result({ grossIncome: 10000, filingStatus: 'hoh', children: 1, state: 'DE', taxYear: 2025 });
    expect(r.earnedIncomeCredit).toBe(3409);
    expect(eicLine(r)).toEqual({
      label: 'Earned income credit (4.5 % of the federal credit, refundable)',
      amount: 153.41,
    });
    expect([r.state!.incomeTax, r.state!.refundableCredits]).toEqual([0, 153.41]);
  });

  it('Delaware 2026, single, 10,000, no child: 4.5 % (29.88) used against 24.25 of tax and 5.63 refunded beats 20 % capped at 24.25', () => {
    // Federal: the 0-child maximum 664 (Rev. Proc. 2025-32). Delaware: 134.25 of tax less the 110 personal credit.
    const r = result({ grossIncome: 10000, filingStatus: 'single', children: 0, state: 'DE', taxYear: 2026, age: 30 });
    expect(r.earnedIncomeCredit).toBe(664);
    expect(eicLine(r)?.amount).toBe(29.88);
    expect([r.state!.incomeTax, r.state!.refundableCredits]).toEqual([0, 5.63]);
  });

  it.each([
    [2025, 542, 271],
    [2026, 575, 287.5],
  ] as const)('Maine %i, single, no child, 12,000: 50 %% of the federal %d = %d', (taxYear, fed, credit) => {
    // Federal: the EIC Table row 12,000-12,050 of the 0-child column. 36 M.R.S. §5219-S(1-A): 50 % without a child.
    const r = result({ grossIncome: 12000, filingStatus: 'single', children: 0, state: 'ME', taxYear, age: 30 });
    expect(r.earnedIncomeCredit).toBe(fed);
    expect(eicLine(r)).toEqual({
      label: 'Earned income credit (50 % of the federal credit, refundable)',
      amount: credit,
    });
    expect(r.state!.refundableCredits).toBe(credit);
  });

  it('Connecticut adds the $250 only with a qualifying child: 2025 single, no child, 12,000 = 40 % of 542', () => {
    const r = result({ grossIncome: 12000, filingStatus: 'single', children: 0, state: 'CT', taxYear: 2025, age: 30 });
    expect(eicLine(r)).toEqual({
      label: 'Earned income credit (40 % of the federal credit, refundable)',
      amount: 216.8,
    });
  });

  it('the District’s credit without a qualifying child is its own, not a share (state-eitc-rules.test.ts)', () => {
    for (const taxYear of [2025, 2026] as const) {
      const r = result({ grossIncome: 12000, filingStatus: 'single', children: 0, state: 'DC', taxYear, age: 30 });
      expect(r.earnedIncomeCredit).toBeGreaterThan(0);
      expect(eicLine(r)?.label).toMatch(/^Earned income credit \(100 % of its own credit without a qualifying child/);
      expect(r.state!.notModelled.join(' ')).not.toMatch(/earned income credit of a filer without a qualifying child/);
    }
  });

  it('Louisiana 2026, joint, 2 children, 40,000: 5 % of 5,449 = 272.45 against the tax, none refunded', () => {
    // Federal: 7,316 − 21.06 % × (40,025 − 31,160) = 5,449 (the EIC Table row 40,000-40,050, joint).
    const r = result({ grossIncome: 40000, filingStatus: 'mfj', children: 2, state: 'LA', taxYear: 2026 });
    expect(r.earnedIncomeCredit).toBe(5449);
    expect(eicLine(r)?.amount).toBe(272.45);
    expect(r.state!.refundableCredits).toBe(0);
    expect(r.state!.incomeTax).toBe(cents(r.state!.taxBeforeCredits - 272.45));
  });

  it('the eight whose credit is wholly a share no longer list it as not modelled (the District and Maine name the rest)', () => {
    for (const state of ['CO', 'CT', 'DE', 'HI', 'IN', 'KS', 'LA', 'NE'] as const) {
      const r = result({ grossIncome: 20000, filingStatus: 'hoh', children: 1, state, taxYear: 2026 });
      expect(r.state!.notModelled.join(' ')).not.toMatch(/earned income (tax )?credit(,|;| and|$)/i);
    }
  });
});
