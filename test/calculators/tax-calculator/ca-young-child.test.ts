/**
 * California's Young Child Tax Credit (R&TC §17052.1; FTB 3514), 2025 and 2026. The 2025 figures, as PolicyEngine-US
 * cites the 2025 FTB 3514 booklet (secondary): $1,189 per return with a qualifying child under 6, less $21.71 for
 * each $100 or fraction of earned income over $27,425; only with earned income and federal AGI under $32,901 (the
 * CalEITC limit) and investment income of at most $4,814; earned income of 0, or a net loss of at most $35,640, is
 * allowed (§17052.1(b); the FTB's EITC calculator help). 2026 stands in with 2025's figures (no 2026 booklet yet).
 * Refundable: California's tax on these households is 0 after its exemption credits, so all of it is paid.
 */
import fc from 'fast-check';
import { summaryLine } from '../../../src/mcp/result-summary';
import { calculator } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result, run } = calculator('tax-calculator');
const YCTC = 'Young Child Tax Credit (refundable)';

type Household = Record<string, unknown>;
const ca = (h: Household) => ({ filingStatus: 'hoh', children: 1, childAges: [3], state: 'CA', taxYear: 2025, ...h });
const yctcOf = (h: Household) =>
  (result(ca(h)).state!.creditLines.find((l: { label: string }) => l.label === YCTC)?.amount as number) ?? 0;

describe('tax-calculator: California Young Child Tax Credit (R&TC §17052.1)', () => {
  it.each([
    // Below the threshold amount: the whole credit.
    ['wages 20,000, a child of 3', { grossIncome: 20000 }, 1189],
    ['at the threshold, 27,425', { grossIncome: 27425 }, 1189],
    // 1 dollar over: one $100 step ("or fraction thereof"): 1,189 − 21.71.
    ['27,426: one step', { grossIncome: 27426 }, 1167.29],
    // 30,000: 2,575 over, 26 steps: 1,189 − 564.46.
    ['30,000: 26 steps', { grossIncome: 30000 }, 624.54],
    // 32,800: 5,375 over, 54 steps: 1,189 − 1,172.34; the 55th step (from 32,826) takes the rest.
    ['32,800: 54 steps', { grossIncome: 32800 }, 16.66],
    ['32,826: 55 steps, none left', { grossIncome: 32826 }, 0],
    ['at the earned income limit, 32,901', { grossIncome: 32901 }, 0],
    // Since 2022 a qualified taxpayer needs no earned income.
    ['no earned income, a child of 2', { grossIncome: 0, childAges: [2] }, 1189],
    ['a self-employment loss within the net loss limit', { grossIncome: 0, selfEmploymentIncome: -10000 }, 1189],
    ['a net loss over 35,640', { grossIncome: 0, selfEmploymentIncome: -35641 }, 0],
    // One credit per return, whatever the number of young children.
    [
      'joint, three children of 1, 4 and 10',
      { filingStatus: 'mfj', grossIncome: 26000, children: 3, childAges: [1, 4, 10] },
      1189,
    ],
    ['a child of 6 is not young enough', { grossIncome: 20000, childAges: [6] }, 0],
    ['no child', { filingStatus: 'single', grossIncome: 20000, children: 0, childAges: [] }, 0],
    // The CalEITC's limits: investment income over 4,814, federal AGI at 32,901.
    ['interest at the investment income limit, 4,814', { grossIncome: 20000, interestIncome: 4814 }, 1189],
    ['interest 4,815, over the limit', { grossIncome: 20000, interestIncome: 4815 }, 0],
    ['AGI 32,901 with earned income 30,000', { grossIncome: 30000, interestIncome: 2901 }, 0],
  ] as const)('2025, %s (%j): %d', (_, h, credit) => {
    expect(yctcOf(h)).toBeCloseTo(credit, 2);
  });

  it('is refundable: paid in take-home, the state tax staying at 0', () => {
    const withAge = result(ca({ grossIncome: 20000 }));
    const older = result(ca({ grossIncome: 20000, childAges: [9] }));
    expect(withAge.state!.incomeTax).toBe(0);
    expect(withAge.state!.refundableCredits).toBe(1189);
    expect(withAge.takeHomePay - older.takeHomePay).toBeCloseTo(1189, 2);
  });

  it('2026 stands in with 2025’s figures and says so', () => {
    const out = run(ca({ grossIncome: 30000, taxYear: 2026 }));
    expect(out.result.state!.creditLines).toContainEqual({ label: YCTC, amount: 624.54 });
    expect(out.assumptions).toContainEqual(
      expect.stringMatching(
        /^California credit for low-income workers: the 2025 figure is used for 2026, .*Young Child Tax Credit/,
      ),
    );
    expect(out.result.state!.notModelled.join(' ')).toMatch(/California earned income tax credit \(CalEITC/);
  });

  it('without childAges it is not claimed, and notModelled says why', () => {
    const r = result(ca({ grossIncome: 20000, childAges: undefined }));
    expect(r.state!.creditLines.map((l: { label: string }) => l.label)).not.toContain(YCTC);
    expect(r.state!.notModelled).toContainEqual(
      expect.stringMatching(/Young Child Tax Credit.*no child age was given/),
    );
    expect(result(ca({ grossIncome: 20000 })).state!.notModelled.join(' ')).not.toMatch(/no child age was given/);
  });

  // FTB EITC calculator, "Help with filing status" (https://www.ftb.ca.gov/file/personal/credits/EITC-calculator/Help/FilingStatus,
  // read 2026-11-29): married/RDP filing separately qualifies only with a qualifying child who lived with the filer more
  // than half the year and the spouses apart the last 6 months (or legally separated); the YCTC needs CalEITC eligibility.
  it('on a separate return it is allowed, the return taken to meet the FTB’s rule for separated spouses, and says so', () => {
    const r = result(ca({ filingStatus: 'mfs', grossIncome: 20000 }));
    expect(r.state!.creditLines).toContainEqual({ label: YCTC, amount: 1189 });
    expect(r.state!.assumptions).toContainEqual(
      expect.stringMatching(/^Young Child Tax Credit on a separate return: .*lived apart the last 6 months/),
    );
    expect(result(ca({ grossIncome: 20000 })).state!.assumptions.join(' ')).not.toMatch(/separate return/);
    expect(
      result(ca({ filingStatus: 'mfs', grossIncome: 20000, childAges: [8] })).state!.assumptions.join(' '),
    ).not.toMatch(/Young Child Tax Credit on a separate return/);
  });

  it('the words name it', () => {
    const out = run(ca({ grossIncome: 20000 }));
    expect(summaryLine('tax-calculator', out.result, out.input)).toMatch(
      /California income tax \$0 and a refund of \$1,189 from its refundable credits \(Young Child Tax Credit\)/,
    );
  });
});

describe('tax-calculator: California Young Child Tax Credit properties (fast-check)', () => {
  const household = fc.record({
    taxYear: fc.constantFrom(2025, 2026),
    filingStatus: fc.constantFrom('single', 'mfj', 'hoh'),
    grossIncome: fc.integer({ min: 0, max: 40_000 }),
    childAges: fc.array(fc.integer({ min: 0, max: 16 }), { minLength: 0, maxLength: 4 }),
    interestIncome: fc.constantFrom(0, 1000, 5000),
  });

  it('is within its published maximum, $1,189, and never negative', () => {
    fc.assert(
      fc.property(household, (h) => {
        const credit = yctcOf({ ...h, children: h.childAges.length });
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(1189);
        if (!h.childAges.some((a) => a < 6)) expect(credit).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('take-home never falls as wages rise by $1 but by the credits’ own steps (test/support/tax-cliffs.ts)', () => {
    fc.assert(
      fc.property(household, (h) => {
        const a = result(ca({ ...h, children: h.childAges.length, interestIncome: 0 }));
        const b = result(ca({ ...h, children: h.childAges.length, interestIncome: 0, grossIncome: h.grossIncome + 1 }));
        expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay - 0.005);
      }),
      { numRuns: 200 },
    );
  });

  it('the step is a cliff of the law: 27,425 → 27,426 loses $21.71 for one dollar more', () => {
    const [a, b] = [result(ca({ grossIncome: 27425 })), result(ca({ grossIncome: 27426 }))];
    expect(b.takeHomePay).toBeLessThan(a.takeHomePay);
    expect(earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(21.71);
  });
});
