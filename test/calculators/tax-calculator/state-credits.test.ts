/**
 * The states' earned income credits as a share of the federal credit (each state's law file, by year): New York 30 %
 * (N.Y. Tax Law §606(d)), New Jersey 40 % (N.J.S.A. 54A:4-7; NJ-1040 line 58), Massachusetts 40 % (M.G.L. c.62
 * §6(h), Acts 2023 c.50), Illinois 20 % (35 ILCS 5/212), Vermont 38 % (32 V.S.A. §5828b), Michigan 30 % (MCL
 * 206.272), Iowa 15 % (Iowa Code §422.12B), each refundable (New York's less its household credit): used against the state's tax after its other credits,
 * the rest refunded. The state's income tax never falls below 0; take-home pay includes the refund.
 */
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

describe('tax-calculator: state earned income credits', () => {
  // 2026 hoh, 1 child, 20,000 of wages: the federal credit is the maximum 4,427 (past 13,020, under 23,890).
  const household = { grossIncome: 20000, filingStatus: 'hoh', children: 1, taxYear: 2026 } as const;

  it.each([
    // New York's is less its household credit (§606(d)(1)): 30 % of 4,427 − 75 (ny-credits.test.ts).
    ['NY', 30, 1253.1],
    ['NJ', 40, 1770.8],
    ['MA', 40, 1770.8],
    ['IL', 20, 885.4],
    ['VT', 38, 1682.26],
    ['MI', 30, 1328.1],
    ['IA', 15, 664.05],
  ] as const)('%s: %i %% of the federal 4,427 = %d', (state, pct, credit) => {
    const r = result({ ...household, state });
    expect(r.earnedIncomeCredit).toBe(4427);
    expect(Math.round(4427 * pct) / 100 - (state === 'NY' ? 75 : 0)).toBeCloseTo(credit, 2);
    const line = r.state!.creditLines.find((l: { label: string }) => l.label.startsWith('Earned income credit'));
    expect(line?.amount).toBe(credit);
    // Used against the state's tax first, the rest refunded; the tax never below 0.
    expect(r.state!.incomeTax).toBeGreaterThanOrEqual(0);
    const used = Math.round((r.state!.taxBeforeCredits - r.state!.incomeTax) * 100) / 100;
    expect(Math.round((r.state!.refundableCredits + Math.min(used, credit)) * 100) / 100).toBeGreaterThanOrEqual(
      credit - 0.005,
    );
    // Take-home: the same household with no state EIC (Texas, no income tax) less this state's tax, plus the refund.
    const tx = result({ ...household, state: 'TX' });
    const contributions = r.statePayrollContributionsTotal;
    expect(r.takeHomePay).toBeCloseTo(
      tx.takeHomePay - r.stateIncomeTax - contributions + r.state!.refundableCredits,
      2,
    );
  });

  it('New Jersey, 2025 hoh, 1 child, 30,000: 40 % of 3,261 = 1,304.40; the tax takes 411.25, 893.15 is refunded', () => {
    // Federal: 4,328 − 15.98 % × (30,025 − 23,350) = 3,261.34 → 3,261. NJ-1040: 30,000 − 1,000 exemption − 1,500 for
    // the dependent = 27,500 taxable; the joint / head of household schedule: 1.4 % × 20,000 + 1.75 % × 7,500 = 411.25.
    const r = result({ grossIncome: 30000, filingStatus: 'hoh', children: 1, state: 'NJ', taxYear: 2025 });
    expect(r.earnedIncomeCredit).toBe(3261);
    const s = r.state!;
    expect([s.taxableIncome, s.taxBeforeCredits]).toEqual([27500, 411.25]);
    expect(s.creditLines).toEqual([
      { label: 'Earned income credit (40 % of the federal credit, refundable)', amount: 1304.4 },
    ]);
    expect([s.credits, s.incomeTax, s.refundableCredits]).toEqual([411.25, 0, 893.15]);
    expect(r.stateIncomeTax).toBe(0);
  });

  it('a state without a share (California) or without an income tax (Texas) refunds nothing', () => {
    for (const state of ['CA', 'TX'] as const) {
      const r = result({ ...household, state });
      expect(r.state!.refundableCredits).toBe(0);
    }
  });

  it('the comparison of states carries the refund in take-home', () => {
    const r = result({ ...household, state: 'TX', compareStates: ['NY', 'TX'] });
    const ny = r.stateComparison.find((row: { code: string }) => row.code === 'NY')!;
    const nyResult = result({ ...household, state: 'NY' });
    expect(ny.takeHomePay).toBeCloseTo(nyResult.takeHomePay, 2);
  });
});
