/**
 * The state earned income credits whose law is more than a flat share (each state's law file, by year): Maryland
 * (Md. Code Tax-Gen. §10-704(c); Form 502 lines 22 and 42), Montana (Mont. Code Ann. §15-30-2318; HB 337 for 2026),
 * New Mexico's working families tax credit (NMSA §7-2-18.15), Ohio (R.C. 5747.71; IT 1040 Schedule of Credits),
 * Oregon (ORS 315.266; SB 1507 for 2026), Rhode Island (R.I. Gen. Laws §44-30-2.6(c)(2)(N)), South Carolina (S.C.
 * Code §12-6-3632; H. 4216's $200 cap from 2026), Virginia (Code §58.1-339.8; Form 760) and Wisconsin (Wis. Stat.
 * §71.07(9e); Form 1). The federal credit of each household is the IRS's EIC table (2025: 4,328 / 3,640 / 8,046
 * and 864 at 45,000 with one child; 2026: 4,427 / 3,918 / 8,231 and 1,050).
 */
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

interface Line {
  label: string;
  amount: number;
}
type Status = 'single' | 'mfj' | 'hoh';
const run = (state: string, taxYear: number, grossIncome: number, children: number, filingStatus: Status) =>
  result({ grossIncome, filingStatus, children, state, taxYear });
const eicLines = (lines: Line[]) => lines.filter((l) => /arned income credit/.test(l.label));

describe('tax-calculator: state earned income credits with twists', () => {
  // [state, year, wages, children, status, federal credit, state tax before credits, EIC lines, credits, tax, refund]
  // prettier-ignore
  it.each([
    // Maryland 2025, hoh, 2 children, 40,000: line 22 the lesser of 50 % × 3,640 = 1,820 and the tax 1,073.25;
    // line 42: 45 % × 3,640 = 1,638 less the tax 1,073.25 = 564.75 refunded.
    ['MD', 2025, 40000, 2, 'hoh', 3640, 1073.25, [['50 % of the federal credit, nonrefundable', 1820], ['45 %', 564.75]], 1073.25, 0, 564.75],
    // Maryland 2026, single without a child, 12,000: 100 % of 575, the 371 beyond the tax of 204 refunded.
    ['MD', 2026, 12000, 0, 'single', 575, 204, [['100 % of the federal credit, refundable', 575]], 204, 0, 371],
    // Montana: 10 % of 4,328 (2025); 20 % of 1,050 = 210 against 979.95 of tax (2026).
    ['MT', 2025, 20000, 1, 'hoh', 4328, 0, [['10 %', 432.8]], 0, 0, 432.8],
    ['MT', 2026, 45000, 1, 'hoh', 1050, 979.95, [['20 %', 210]], 210, 769.95, 0],
    // New Mexico's working families tax credit, 25 %: 910 against 118.13 of tax (2025); 25 % of 8,231 (2026).
    ['NM', 2025, 40000, 2, 'hoh', 3640, 118.13, [['25 %', 910]], 118.13, 0, 791.87],
    ['NM', 2026, 30000, 3, 'mfj', 8231, 0, [['25 %', 2057.75]], 0, 0, 2057.75],
    // Ohio, 30 %, nonrefundable: 259.20 of 864 against 744.88 (2025); 30 % of 3,918 = 1,175.40 takes the whole
    // 517.63 although taxable income is over 20,000 (the half-of-the-tax limit is repealed since 2019).
    ['OH', 2025, 45000, 1, 'hoh', 864, 744.88, [['30 % of the federal credit, nonrefundable', 259.2]], 259.2, 485.68, 0],
    ['OH', 2026, 40000, 2, 'hoh', 3918, 517.63, [['30 %', 1175.4]], 517.63, 0, 0],
    // Oregon: 9 % of 4,328 = 389.52 after the exemption credits of 512 (2025); 14 % of 3,918 = 548.52 (2026).
    ['OR', 2025, 20000, 1, 'hoh', 4328, 866.2, [['9 %', 389.52]], 866.2, 0, 35.32],
    ['OR', 2026, 40000, 2, 'hoh', 3918, 2452.5, [['14 %', 548.52]], 1337.52, 1114.98, 0],
    // Rhode Island, 16 %, the part over the tax refunded.
    ['RI', 2025, 45000, 2, 'mfj', 4087, 105, [['16 %', 653.92]], 105, 0, 548.92],
    ['RI', 2026, 20000, 1, 'hoh', 4427, 0, [['16 %', 708.32]], 0, 0, 708.32],
    // South Carolina, 125 %, nonrefundable: 1,080 takes all 420.30 (2025); from 2026 at most 200.
    ['SC', 2025, 45000, 1, 'hoh', 864, 420.3, [['125 % of the federal credit, nonrefundable', 1080]], 420.3, 0, 0],
    ['SC', 2026, 45000, 1, 'hoh', 1050, 347.65, [['125 % of the federal credit, nonrefundable, at most 200', 200]], 200, 147.65, 0],
    // Virginia, 20 % refundable (Code §58.1-339.8; Form 760 instructions), worth as much as the nonrefundable 20 %.
    ['VA', 2025, 20000, 1, 'hoh', 4328, 339.5, [['20 % of the federal credit, refundable', 865.6]], 339.5, 0, 526.1],
    ['VA', 2026, 40000, 2, 'hoh', 3918, 1378.95, [['20 % of the federal credit, refundable', 783.6]], 783.6, 595.35, 0],
    // Wisconsin: 4 % with one child (2025); 34 % with three: 1,805.74 of 5,311 (2026).
    ['WI', 2025, 20000, 1, 'hoh', 4328, 41.35, [['4 %', 173.12]], 41.35, 0, 131.77],
    ['WI', 2026, 45000, 3, 'mfj', 5311, 658.58, [['34 %', 1805.74]], 658.58, 0, 1147.16],
  ] as const)(
    '%s %i, %i of wages, %i children, %s: federal %d',
    (state, year, wages, children, status, federal, before, lines, credits, tax, refund) => {
      const r = run(state, year, wages, children, status);
      expect(r.earnedIncomeCredit).toBe(federal);
      const s = r.state!;
      expect(s.taxBeforeCredits).toBe(before);
      const got = eicLines(s.creditLines);
      expect(got.map((l) => l.amount)).toEqual(lines.map(([, amount]) => amount));
      lines.forEach(([words], i) => expect(got[i]!.label).toContain(words));
      expect([s.credits, s.incomeTax, s.refundableCredits]).toEqual([credits, tax, refund]);
      expect(r.stateIncomeTax).toBe(tax);
    },
  );

  it('Wisconsin has no credit without a qualifying child', () => {
    for (const year of [2025, 2026]) {
      const s = run('WI', year, 12000, 0, 'single').state!;
      expect([eicLines(s.creditLines), s.refundableCredits]).toEqual([[], 0]);
    }
  });

  it('Maryland: a joint return without a child keeps the 50 % / 45 % rule (the 100 % is for single, hoh, qss)', () => {
    // 2026, joint, 12,000: the federal credit is the maximum 664 and the Maryland tax 0; 50 % = 332 has nothing to
    // take, and 45 % = 298.80 less the tax of 0 is refunded (not the 664 a single filer would have).
    const r = run('MD', 2026, 12000, 0, 'mfj');
    const s = r.state!;
    expect([r.earnedIncomeCredit, s.taxBeforeCredits]).toEqual([664, 0]);
    expect(eicLines(s.creditLines).map((l) => l.amount)).toEqual([332, 298.8]);
    expect([s.credits, s.incomeTax, s.refundableCredits]).toEqual([0, 0, 298.8]);
  });

  it('Oregon names the higher percent with a child under 3 as not modelled', () => {
    const r = run('OR', 2026, 20000, 1, 'hoh');
    expect(r.state!.notModelled.some((n: string) => n.includes('dependent under 3'))).toBe(true);
  });
});

describe('property: each state earned income credit is within its maximum', () => {
  // The federal maximum for none, one, two, three or more children (IRS EIC table; Rev. Proc. 2024-40, 2025-32).
  const federalMax: Record<number, readonly number[]> = {
    2025: [649, 4328, 7152, 8046],
    2026: [664, 4427, 7316, 8231],
  };
  /** The largest percent of the federal credit the household can get from the state. */
  const maxPct = (state: string, year: number, children: number, status: Status): number => {
    if (state === 'MD') return children === 0 && status !== 'mfj' ? 100 : 50;
    if (state === 'WI') return [0, 4, 11, 34][Math.min(children, 3)]!;
    if (state === 'OR') return year === 2025 ? 9 : 14;
    if (state === 'MT') return year === 2025 ? 10 : 20;
    return { NM: 25, OH: 30, RI: 16, SC: 125, VA: 20 }[state]!;
  };

  it.each([2025, 2026])(
    '%i: tax saved plus refund never above the share of the federal credit or its maximum',
    (year) => {
      for (const state of ['MD', 'MT', 'NM', 'OH', 'OR', 'RI', 'SC', 'VA', 'WI'])
        for (const status of ['hoh', 'mfj'] as const)
          for (let children = 0; children <= 3; children++)
            for (let wages = 0; wages <= 67500; wages += 7500) {
              const r = run(state, year, wages, children, status);
              const s = r.state!;
              const others = s.creditLines.filter((l: Line) => !/arned income credit/.test(l.label));
              const otherUsed = Math.min(
                others.reduce((sum: number, l: Line) => sum + l.amount, 0),
                s.taxBeforeCredits,
              );
              const benefit = s.credits - otherUsed + s.refundableCredits;
              const pct = maxPct(state, year, children, status);
              const at = `${state} ${status} ${children} ${wages}`;
              expect([at, benefit >= -0.005]).toEqual([at, true]);
              expect([at, benefit <= (pct * r.earnedIncomeCredit) / 100 + 0.005]).toEqual([at, true]);
              expect([at, benefit <= (pct * federalMax[year]![Math.min(children, 3)]!) / 100 + 0.005]).toEqual([
                at,
                true,
              ]);
              if (state === 'SC' && year === 2026) expect([at, benefit <= 200]).toEqual([at, true]);
              expect(s.incomeTax).toBeGreaterThanOrEqual(0);
            }
    },
  );
});
