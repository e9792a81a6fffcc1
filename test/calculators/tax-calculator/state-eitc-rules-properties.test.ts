/**
 * Oklahoma's earned income credit by the federal rules of 2020 and the District's own credit without a qualifying
 * child (fast-check), 2025 and 2026: each within its maximum (Oklahoma: 5 % of the 2020 maximum for the household's
 * qualifying children, 538 / 3,584 / 5,920 / 6,660 by Rev. Proc. 2019-44; the District: the federal maximum without
 * a qualifying child, 649 in 2025 and 664 in 2026 by Rev. Proc. 2024-40 and 2025-32), never below 0, refunded no more
 * than it is; and take-home pay never falls when wages or interest rise by $1 but at the earned income credits' own
 * steps (test/support/tax-cliffs.ts: the EIC Table's rows, 2020's for Oklahoma, and the investment income limits).
 */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');
const OK_MAX_2020 = [538, 3584, 5920, 6660] as const;
const DC_MAX_CHILDLESS = { 2025: 649, 2026: 664 } as const;

const household = fc.record({
  state: fc.constantFrom('OK', 'DC'),
  taxYear: fc.constantFrom(2025, 2026),
  filingStatus: fc.constantFrom('single', 'mfj', 'hoh'),
  grossIncome: fc.integer({ min: 0, max: 70_000 * 100 }).map((c) => c / 100),
  children: fc.integer({ min: 0, max: 4 }),
  age: fc.option(fc.integer({ min: 18, max: 70 }), { nil: undefined }),
  interestIncome: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 6_000 })),
  socialSecurityBenefits: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30_000 })),
});

type Line = { label: string; amount: number };
const eicLine = (r: { state?: { creditLines: Line[] } }) =>
  r.state!.creditLines.find((l) => l.label.startsWith('Earned income credit'));

describe('tax-calculator: Oklahoma’s and the District’s earned income credits by their own rules (fast-check)', () => {
  it('each is within its maximum, never below 0, refunded no more than it is; the state tax never below 0', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        const credit = eicLine(r)?.amount ?? 0;
        const children = Math.min(h.children, 3);
        const max =
          h.state === 'OK'
            ? Math.round(OK_MAX_2020[children]! * 5) / 100
            : children === 0
              ? DC_MAX_CHILDLESS[h.taxYear]
              : r.earnedIncomeCredit;
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(max);
        if (h.state === 'OK' && h.interestIncome > 3650) expect(credit).toBe(0);
        if (h.state === 'DC' && children === 0 && credit > 0) expect(eicLine(r)!.label).toMatch(/its own credit/);
        expect(r.state.refundableCredits).toBeLessThanOrEqual(credit + 0.005);
        expect(r.state.incomeTax).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('take-home never falls when wages or interest rise by $1, but at the earned income credits’ own steps', () => {
    fc.assert(
      fc.property(household, fc.constantFrom('grossIncome', 'interestIncome'), (h, field) => {
        const [a, b] = [result(h), result({ ...h, [field]: h[field] + 1 })];
        expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay);
      }),
      { numRuns: 300 },
    );
  });

  it('the District’s credit without a child falls by 8.48 cents when wages rise by $1 past its threshold', () => {
    // 2025, single, 30: 25,000 → 25,001 of wages, past the $23,288 threshold: 8.48 cents less (rounded to the cent).
    const h = { grossIncome: 25000, filingStatus: 'single', children: 0, state: 'DC', taxYear: 2025, age: 30 } as const;
    const [a, b] = [eicLine(result(h))!.amount, eicLine(result({ ...h, grossIncome: 25001 }))!.amount];
    expect(Math.round((a - b) * 100)).toBe(8);
  });
});
