/**
 * The states' own credits for low-income workers, by their own schedules rather than as a share of the federal
 * credit (each state's law file, `ownEarnedIncomeCredit` by year): Washington's Working Families Tax Credit
 * (RCW 82.08.0206) and Minnesota's child and working family credits (Minn. Stat. §§290.0661, 290.0671; Schedule
 * M1CWFC). Each is refundable: the state's income tax never falls below 0, and take-home pay carries the payment.
 */
import { calculator } from '../../support/run-calculator';

const { result, run } = calculator('tax-calculator');

type Line = { label: string; amount: number };
const ownLine = (r: Record<string, unknown>) =>
  (r.state as { creditLines: Line[] }).creditLines.find((l) =>
    /Working Families Tax Credit|Child and working family credit/.test(l.label),
  );

describe('tax-calculator: Washington Working Families Tax Credit', () => {
  it.each([
    // Department of Revenue, tax year 2025: the maxima $335 / $660 / $995 / $1,330 for 0 / 1 / 2 / 3+ children.
    ['single', 0, 12000, 335],
    ['hoh', 1, 20000, 660],
    ['hoh', 2, 25000, 995],
    ['mfj', 3, 30000, 1330],
  ] as const)('2025 %s, %i children, %d of wages: the maximum %d', (filingStatus, children, grossIncome, credit) => {
    const r = result({ grossIncome, filingStatus, children, state: 'WA', taxYear: 2025 });
    expect(r.earnedIncomeCredit).toBeGreaterThan(0);
    expect(ownLine(r)?.amount).toBe(credit);
    expect([r.state!.incomeTax, r.state!.refundableCredits]).toEqual([0, credit]);
  });

  it('2025 hoh, 1 child, 48,000: in the phase-out, 660 less 610 × 2,566 / 5,000 = 346.95', () => {
    // RCW 82.08.0206(3)(b): the federal limit for one child (2025 EIC Table, not joint) is 50,434; the phase-out
    // starts 5,000 below it (45,434) and reaches the $50 minimum at the limit: 660 − (660 − 50) × 2,566 / 5,000.
    const r = result({ grossIncome: 48000, filingStatus: 'hoh', children: 1, state: 'WA', taxYear: 2025 });
    expect(ownLine(r)?.amount).toBe(346.95);
    // Take-home: Texas (no income tax, no credit) plus the payment.
    const tx = result({ grossIncome: 48000, filingStatus: 'hoh', children: 1, state: 'TX', taxYear: 2025 });
    expect(r.takeHomePay).toBeCloseTo(tx.takeHomePay - r.statePayrollContributionsTotal + 346.95, 2);
  });

  it('the $50 minimum just under the federal limit, nothing at it', () => {
    const under = result({ grossIncome: 50400, filingStatus: 'hoh', children: 1, state: 'WA', taxYear: 2025 });
    expect(under.earnedIncomeCredit).toBeGreaterThan(0);
    expect(ownLine(under)?.amount).toBe(54.15); // 660 − 610 × 4,966 / 5,000 = 54.15, above the minimum
    const at = result({ grossIncome: 50434, filingStatus: 'hoh', children: 1, state: 'WA', taxYear: 2025 });
    expect(at.earnedIncomeCredit).toBe(0);
    expect(ownLine(at)).toBeUndefined();
  });

  it('2026 is the projection: 2025 × 1.023 rounded to $5 (675 for one child)', () => {
    const r = run({ grossIncome: 20000, filingStatus: 'hoh', children: 1, state: 'WA', taxYear: 2026 });
    expect(ownLine(r.result)?.amount).toBe(675);
    expect((r.assumptions ?? []).join(' ')).toMatch(
      /Washington credit for low-income workers for 2026 is a projection/,
    );
  });
});

describe('tax-calculator: Minnesota child and working family credits', () => {
  it('2025 hoh, 1 child, 20,000: 1,750 + 4 % × 9,480 = 2,129.20, all of it refunded', () => {
    // Schedule M1CWFC (2025): the child credit, the working family credit on earned income up to 9,480, no reduction
    // (income under 31,950).
    const r = result({ grossIncome: 20000, filingStatus: 'hoh', children: 1, state: 'MN', taxYear: 2025 });
    expect(ownLine(r)?.amount).toBe(2129.2);
    expect(r.state!.incomeTax).toBe(0);
    expect(r.state!.refundableCredits).toBe(Math.round((2129.2 - r.state!.credits) * 100) / 100);
  });

  it('2025 mfj, 2 children, 40,000: 3,500 + 379.20 − 12 % × (40,000 − 37,910) = 3,628.40', () => {
    const r = result({ grossIncome: 40000, filingStatus: 'mfj', children: 2, state: 'MN', taxYear: 2025 });
    expect(ownLine(r)?.amount).toBe(3628.4);
  });

  it('2025 single, no child, 15,000: 379.20, the tax of 2.68 taken first and 376.52 refunded', () => {
    const r = result({ grossIncome: 15000, filingStatus: 'single', children: 0, state: 'MN', taxYear: 2025 });
    expect(ownLine(r)?.amount).toBe(379.2);
    expect([r.state!.incomeTax, r.state!.refundableCredits]).toEqual([0, 376.52]);
  });

  it('none on a separate return, nor without a child for a filer outside 19–64', () => {
    const mfs = result({ grossIncome: 15000, filingStatus: 'mfs', children: 1, state: 'MN', taxYear: 2025 });
    expect(ownLine(mfs)).toBeUndefined();
    const old = result({ grossIncome: 15000, filingStatus: 'single', age: 70, state: 'MN', taxYear: 2025 });
    expect(ownLine(old)).toBeUndefined();
  });

  it('2026 is the projection: 1,800 per child, 4 % of 9,700', () => {
    const r = result({ grossIncome: 20000, filingStatus: 'hoh', children: 1, state: 'MN', taxYear: 2026 });
    expect(ownLine(r)?.amount).toBe(2188);
  });
});

describe('tax-calculator: the own credits, properties', () => {
  type Case = { state: 'WA' | 'MN'; taxYear: 2025 | 2026; filingStatus: string; children: number; grossIncome: number };
  const cases: Case[] = [];
  for (const state of ['WA', 'MN'] as const)
    for (const taxYear of [2025, 2026] as const)
      for (const filingStatus of ['single', 'mfj', 'hoh'] as const)
        for (const children of [0, 1, 2, 3, 4])
          for (const grossIncome of [0, 1, 5000, 9480, 20000, 35000, 50000, 65000, 90000, 150000])
            cases.push({ state, taxYear, filingStatus, children, grossIncome });

  it('within the maximum, never negative, nothing above the income limit', () => {
    for (const c of cases) {
      const r = result(c);
      const credit = ownLine(r)?.amount ?? 0;
      expect(credit).toBeGreaterThanOrEqual(0);
      expect(r.state!.incomeTax).toBeGreaterThanOrEqual(0);
      if (c.state === 'WA') {
        const max = (c.taxYear === 2025 ? [335, 660, 995, 1330] : [345, 675, 1020, 1360])[Math.min(c.children, 3)]!;
        expect(credit).toBeLessThanOrEqual(max);
        if (r.earnedIncomeCredit === 0) expect(credit).toBe(0);
        else expect(credit).toBeGreaterThanOrEqual(50);
      } else {
        const [perChild, upTo, other, joint] =
          c.taxYear === 2025 ? [1750, 9480, 31950, 37910] : [1800, 9700, 32710, 38810];
        const max = c.children * perChild + 0.04 * upTo;
        expect(credit).toBeLessThanOrEqual(max + 0.005);
        const threshold = c.filingStatus === 'mfj' ? joint : other;
        if (c.grossIncome >= threshold + max / 0.12) expect(credit).toBe(0);
      }
    }
  });
});
