/**
 * The ten states' earned income credits as a share of the federal credit (fast-check): each is within its maximum,
 * the state's percent of the federal maximum for the household's qualifying children (Rev. Proc. 2024-40 §2.06 /
 * 2025-32 §4.06: 649 / 4,328 / 7,152 / 8,046 in 2025, 664 / 4,427 / 7,316 / 8,231 in 2026), plus Connecticut's $250
 * with a qualifying child; it is exactly that percent of the household's federal credit (Delaware: 20 % or 4.5 %,
 * whichever it takes); what is refunded is never more than the credit, and the state's tax never falls below 0.
 */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');
const MAX_EIC = { 2025: [649, 4328, 7152, 8046], 2026: [664, 4427, 7316, 8231] } as const;

/** The percent of the federal credit by year, [without a qualifying child, with one] (the law files' figures). */
const SHARE: Record<string, { 2025: readonly [number, number]; 2026: readonly [number, number] }> = {
  CO: { 2025: [50, 50], 2026: [25, 25] },
  CT: { 2025: [40, 40], 2026: [40, 40] },
  DC: { 2025: [100, 100], 2026: [100, 100] },
  DE: { 2025: [20, 20], 2026: [20, 20] },
  HI: { 2025: [40, 40], 2026: [40, 40] },
  IN: { 2025: [10, 10], 2026: [10, 10] },
  KS: { 2025: [17, 17], 2026: [17, 17] },
  LA: { 2025: [5, 5], 2026: [5, 5] },
  ME: { 2025: [50, 25], 2026: [50, 25] },
  NE: { 2025: [10, 10], 2026: [10, 10] },
};
const withChildAmount = (state: string, children: number) => (state === 'CT' && children > 0 ? 250 : 0);
const pctOf = (cents: number, pct: number) => Math.floor((cents * pct + 50) / 100) / 100;

const household = fc.record({
  state: fc.constantFrom(...Object.keys(SHARE)),
  taxYear: fc.constantFrom(2025, 2026),
  filingStatus: fc.constantFrom('single', 'mfj', 'hoh'),
  grossIncome: fc.integer({ min: 0, max: 70_000 * 100 }).map((c) => c / 100),
  children: fc.integer({ min: 0, max: 4 }),
  age: fc.constantFrom(30),
});

describe('tax-calculator: the ten states’ earned income credits (fast-check)', () => {
  it('each is its percent of the federal credit and within its percent of the federal maximum', () => {
    fc.assert(
      fc.property(household, (h) => {
        // The District's credit without a qualifying child is its own (state-eitc-rules-properties.test.ts).
        fc.pre(!(h.state === 'DC' && Math.min(h.children, 3) === 0));
        const r = result(h);
        const s = r.state!;
        const line = s.creditLines.find((l: { label: string }) => l.label.startsWith('Earned income credit'));
        const credit = line?.amount ?? 0;
        const withChild = Math.min(h.children, 3) > 0 ? 1 : 0;
        const pct = SHARE[h.state]![h.taxYear][withChild]!;
        const added = r.earnedIncomeCredit > 0 ? withChildAmount(h.state, h.children) : 0;
        const max = pctOf(MAX_EIC[h.taxYear][Math.min(h.children, 3)]! * 100, pct) + added;
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(max);
        const federalC = Math.round(r.earnedIncomeCredit * 100);
        const expected =
          h.state === 'DE' && line?.label.includes('4.5 %') ? pctOf(federalC, 4.5) : pctOf(federalC, pct) + added;
        expect(credit).toBeCloseTo(pct === 0 ? 0 : expected, 2);
        expect(s.refundableCredits).toBeLessThanOrEqual(credit + 0.005);
        expect(s.incomeTax).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('a share the state tax takes steps with the federal credit: Hawaii 2026, single, wages crossing the EIC Table row at 16,600', () => {
    // The federal credit falls by a row's step (7.65 % of $50, rounded to dollars); Hawaii's 40 % of it, all used
    // against Hawaii's tax, falls with it and the tax takes that back: take-home falls by more than the federal fall,
    // by no more than the two together (test/support/tax-cliffs.ts).
    const h = { grossIncome: 16599.5, filingStatus: 'single', state: 'HI', taxYear: 2026, age: 30 } as const;
    const [a, b] = [result(h), result({ ...h, grossIncome: 16600.5 })];
    const federalFall = a.earnedIncomeCredit - b.earnedIncomeCredit;
    expect(federalFall).toBeGreaterThan(0);
    expect(a.state!.refundableCredits).toBe(0);
    expect(b.takeHomePay + federalFall).toBeLessThan(a.takeHomePay);
    expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay);
  });
});
