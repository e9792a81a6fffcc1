/**
 * The state's tax on income beyond wages: a state that starts from federal AGI sees the self-employment and
 * investment income in it; Pennsylvania and New Jersey, which start from wages, add each class of income at 0 or
 * more (61 Pa. Code §101.1 and N.J.S.A. 54A:5-1: a loss in one class does not offset income of another); and what a
 * state does with that income beyond its starting point is named in its `notModelled`.
 */
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

const base = { grossIncome: 50000, filingStatus: 'single' } as const;

describe('tax-calculator: the state and income beyond wages', () => {
  it.each([2025, 2026])(
    '%i: a state from federal AGI (California) starts from the AGI with the new income',
    (taxYear) => {
      const r = result({
        ...base,
        state: 'CA',
        taxYear,
        interestIncome: 4000,
        longTermCapitalGains: 6000,
        selfEmploymentIncome: 10000,
      });
      const wagesOnly = result({ ...base, state: 'CA', taxYear });
      expect(r.state.baseIncome - wagesOnly.state.baseIncome).toBe(
        r.adjustedGrossIncome - wagesOnly.adjustedGrossIncome,
      );
      expect(r.stateIncomeTax).toBeGreaterThan(wagesOnly.stateIncomeTax);
    },
  );

  it.each([2025, 2026])(
    '%i: Pennsylvania adds interest, dividends, gains and net profits to compensation',
    (taxYear) => {
      const wagesOnly = result({ ...base, state: 'PA', taxYear });
      const r = result({
        ...base,
        state: 'PA',
        taxYear,
        interestIncome: 1000,
        ordinaryDividends: 2000,
        qualifiedDividends: 2000,
        longTermCapitalGains: 3000,
        selfEmploymentIncome: 4000,
      });
      expect(r.state.baseIncome - wagesOnly.state.baseIncome).toBe(10000);
      // 3.07 % flat (72 P.S. §7302): 10,000 more is 307 more.
      expect(Math.round((r.stateIncomeTax - wagesOnly.stateIncomeTax) * 100) / 100).toBe(307);
    },
  );

  it.each([2025, 2026])('%i: in Pennsylvania and New Jersey a capital or business loss offsets no wages', (taxYear) => {
    for (const state of ['PA', 'NJ']) {
      const wagesOnly = result({ ...base, state, taxYear });
      const r = result({ ...base, state, taxYear, shortTermCapitalGains: -5000, selfEmploymentIncome: -2000 });
      expect(r.adjustedGrossIncome).toBe(45000);
      expect(r.state.baseIncome).toBe(wagesOnly.state.baseIncome);
    }
  });

  it('names the state rules for capital gains it does not model, only when there are gains', () => {
    const gains = { ...base, longTermCapitalGains: 10000, shortTermCapitalGains: 1000 };
    // Washington's excise is computed (state-capital-gains.test.ts): its words are in the assumptions.
    expect(result({ ...gains, state: 'WA' }).state.assumptions.join(' ')).toMatch(
      /Washington capital gains excise tax \$0\.00/,
    );
    expect(result({ ...base, state: 'WA' }).state.notModelled).not.toContain(
      "Washington's capital gains excise tax on long-term gains",
    );
    expect(result({ ...gains, state: 'MA' }).state.notModelled.join(' ')).toMatch(
      /12 % rate on long-term gains from collectibles/,
    );
    expect(result({ ...gains, state: 'AR' }).state.notModelled.join(' ')).toMatch(
      /part of a net capital gain over \$10,000,000/,
    );
    expect(result({ ...base, state: 'AR' }).state.notModelled.join(' ')).not.toMatch(/\$10,000,000/);
    const ny = result({ ...base, state: 'NY', interestIncome: 100, selfEmploymentIncome: 100 }).state.notModelled;
    expect(ny.some((n: string) => n.includes('interest, dividends and capital gains'))).toBe(true);
    expect(ny.some((n: string) => n.includes('self-employment income'))).toBe(true);
    expect(result({ ...base, state: 'NY' }).state.notModelled.join(' ')).not.toMatch(
      /treatment of (self-employment income|interest, dividends)/,
    );
  });

  it('the comparison of states answers each with the same income beyond wages', () => {
    const r = result({ ...base, longTermCapitalGains: 10000, compareStates: ['PA', 'WA'] });
    const pa = r.stateComparison.find((row: { code: string }) => row.code === 'PA');
    expect(pa.takeHomePay).toBeLessThan(r.takeHomePay);
  });
});
