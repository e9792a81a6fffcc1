/**
 * The state credits that read a child's age from `childAges`, 2025 and 2026:
 * - New York's Empire State child credit (Tax Law §606(c-1) as amended by L. 2025, ch. 59, part C; Form IT-213
 *   lines 1-5 and the Department of Taxation and Finance's credit page): $1,000 for each qualifying child under 4,
 *   $330 (2025) or $500 (2026) for each aged 4 to 16, less $16.50 for each $1,000 of federal AGI over the threshold;
 * - Oregon's earned income credit (ORS 315.266(1)(b); the Department of Revenue's EIC page): 12 % of the federal
 *   credit (2025), 17 % (2026, SB 1507), with a dependent under 3 at the end of the year, else 9 % / 14 %.
 * Without the ages each New York child is taken to be 4 to 16 and Oregon's lower percent applies, as `notModelled`
 * says; with them that entry is gone.
 */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');

type Line = { label: string; amount: number };
type Answer = { state?: { creditLines: Line[]; notModelled: string[] } };
const lineOf = (r: Answer, start: string) => r.state!.creditLines.find((l) => l.label.startsWith(start));
const agesWords = (r: Answer) => r.state!.notModelled.filter((n) => n.includes('when childAges is not given'));

describe('New York: the Empire State child credit for a child under 4', () => {
  const ny = (taxYear: 2025 | 2026, grossIncome: number, children: number, childAges?: number[]) =>
    result({ grossIncome, filingStatus: 'hoh', children, childAges, state: 'NY', taxYear });

  it.each([
    // IT-213 lines 1-5: children under 4 × 1,000 + children 4 to 16 × 330 (2025) or 500 (2026); AGI under 75,000.
    [2025, [2, 7], 1330],
    [2026, [2, 7], 1500],
    [2025, [0, 3, 4], 2330],
    [2026, [4, 16], 1000],
  ] as const)('%i, hoh, 50,000, ages %j: %d', (taxYear, ages, credit) => {
    const r = ny(taxYear, 50000, ages.length, [...ages]);
    expect(lineOf(r, 'Empire State child credit')?.amount).toBe(credit);
    expect(agesWords(r)).toEqual([]);
  });

  it('less $16.50 for each $1,000 over 75,000: 2026, hoh, 80,000, one child aged 1: 1,000 − 82.50 = 917.50', () => {
    expect(lineOf(ny(2026, 80000, 1, [1]), 'Empire State child credit')?.amount).toBe(917.5);
  });

  it.each([
    // Form IT-213 (2025) line 6: federal AGI rounded down to the nearest $1,000 (80,500 → 80,000); line 7 less
    // 75,000 = 5,000; line 8 × 1.65 % = 82.50; line 9: 1,000 − 82.50 = 917.50 (a part of $1,000 does not count).
    [2025, 80500, 917.5],
    [2026, 80999, 917.5],
    [2026, 81000, 901],
  ] as const)('a part of $1,000 does not count: %i, hoh, %d, one child aged 1: %d', (taxYear, agi, credit) => {
    expect(lineOf(ny(taxYear, agi, 1, [1]), 'Empire State child credit')?.amount).toBe(credit);
  });

  it('without the ages each child is taken to be 4 to 16, and the answer says so', () => {
    for (const [taxYear, credit] of [
      [2025, 660],
      [2026, 1000],
    ] as const) {
      const r = ny(taxYear, 50000, 2);
      expect(lineOf(r, 'Empire State child credit')?.amount).toBe(credit);
      expect(agesWords(r)).toEqual([expect.stringMatching(/^A child's age for the Empire State child credit/)]);
    }
  });
});

describe('Oregon: the earned income credit with a dependent under 3', () => {
  const or = (taxYear: 2025 | 2026, childAges?: number[]) =>
    result({ grossIncome: 20000, filingStatus: 'hoh', children: 1, childAges, state: 'OR', taxYear });
  const young = (pct: number) =>
    `Earned income credit (${pct} % of the federal credit with a dependent under 3, refundable)`;
  const plain = (pct: number) => `Earned income credit (${pct} % of the federal credit, refundable)`;

  it.each([
    // hoh, 1 child, 20,000: the federal credit is the one-child maximum, 4,328 (2025) and 4,427 (2026).
    [2025, [2], young(12), 519.36],
    [2025, [3], plain(9), 389.52],
    [2026, [0], young(17), 752.59],
    [2026, [5], plain(14), 619.78],
  ] as const)('%i, child aged %j: %s = %d', (taxYear, ages, label, amount) => {
    const r = or(taxYear, [...ages]);
    expect(lineOf(r, 'Earned income credit')).toEqual({ label, amount });
    expect(agesWords(r)).toEqual([]);
  });

  it('without the ages the lower percent applies and the answer names the higher one', () => {
    const r = or(2026);
    expect(lineOf(r, 'Earned income credit')).toEqual({ label: plain(14), amount: 619.78 });
    expect(agesWords(r)).toEqual([expect.stringMatching(/dependent under 3 \(12 % for 2025, 17 % for 2026\)/)]);
  });
});

describe('the age credits (fast-check)', () => {
  const household = fc
    .record({
      state: fc.constantFrom('NY', 'OR'),
      taxYear: fc.constantFrom(2025, 2026),
      filingStatus: fc.constantFrom('single', 'mfj', 'hoh'),
      grossIncome: fc.integer({ min: 0, max: 150_000 * 100 }).map((c) => c / 100),
      childAges: fc.array(fc.integer({ min: 0, max: 16 }), { minLength: 0, maxLength: 4 }),
    })
    .map((h) => ({ ...h, children: h.childAges.length }));

  it('each is within its maximum for the ages; take-home never falls by $1 of wages but at the credits’ steps', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        const under = (age: number) => h.childAges.filter((a) => a < age).length;
        if (h.state === 'NY') {
          const perChild = h.taxYear === 2025 ? 330 : 500;
          const max = under(4) * 1000 + (h.children - under(4)) * perChild;
          const credit = lineOf(r, 'Empire State child credit')?.amount ?? 0;
          expect(credit).toBeGreaterThanOrEqual(0);
          expect(credit).toBeLessThanOrEqual(max);
        } else {
          const pct = under(3) > 0 ? (h.taxYear === 2025 ? 12 : 17) : h.taxYear === 2025 ? 9 : 14;
          const credit = lineOf(r, 'Earned income credit')?.amount ?? 0;
          expect(credit).toBeCloseTo(Math.floor(r.earnedIncomeCredit * pct + 0.5) / 100, 2);
        }
        const b = result({ ...h, grossIncome: h.grossIncome + 1 });
        expect(b.takeHomePay + earnedIncomeCreditFall(r, b)).toBeGreaterThanOrEqual(r.takeHomePay);
      }),
      { numRuns: 200 },
    );
  });
});
