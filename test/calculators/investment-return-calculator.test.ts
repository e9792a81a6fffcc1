import { calculator, runCalculator, centsSum, fieldError } from '../support/run-calculator';
import { FALLBACK_INFLATION_PCT } from '../../src/calculators/investment-return-calculator';

const { result: invest, errorOf } = calculator('investment-return-calculator');

type Row = { contributions: number; totalContributions: number; nominalValue: number; realValue: number };

// Expected values recomputed independently with python3 (decimal module, 60 digits) by simulating the
// account month by month at j = (1+r)^(1/12) − 1 (b = b·(1+j) + contribution) and deflating by
// (1+π)^(months/12); not with the closed form used here.
describe('investment-return-calculator golden values', () => {
  it('10,000 at 7 % for 20 years with 3 % inflation → nominal 38,696.84, real 21,425.50', () => {
    const r = invest({ initialInvestment: 10000, annualReturn: 7, years: 20, inflationRate: 3 });
    expect(r.futureValue).toBe(38696.84); // 10000 × 1.07^20 = 38,696.8446…
    expect(r.realFutureValue).toBe(21425.5); // 10000 × (1.07/1.03)^20 = 21,425.5046…
    expect(r.totalContributions).toBe(10000);
    expect(r.totalGrowth).toBe(28696.84);
    expect(r.purchasingPowerLost).toBe(17271.34);
    expect(r.realAnnualReturn).toBe(3.8835); // Fisher: 1.07/1.03 − 1 = 3.88349…%, not 7 − 3 = 4
  });

  it.each([
    // 10,000 + 500/month at 7 % for 10 years, 3 % inflation
    [
      { initialInvestment: 10000, monthlyContribution: 500, annualReturn: 7, years: 10, inflationRate: 3 },
      105197.38,
      78276.73,
      3.8835,
    ],
    // 1,000/month at 10 % for 30 years, 2.5 % inflation (Fisher 1.10/1.025 − 1 = 7.3171 %)
    [
      { initialInvestment: 0, monthlyContribution: 1000, annualReturn: 10, years: 30, inflationRate: 2.5 },
      2062843.31,
      983445.46,
      7.3171,
    ],
    // Zero return, zero inflation: nothing changes
    [{ initialInvestment: 5000, annualReturn: 0, years: 10, inflationRate: 0 }, 5000, 5000, 0],
    // Deflation of 1 %: real value above nominal (Fisher 1.05/0.99 − 1 = 6.0606 %)
    [{ initialInvestment: 10000, annualReturn: 5, years: 10, inflationRate: -1 }, 16288.95, 18011.13, 6.0606],
    // 18 months: 1000 × 1.06^1.5 = 1,091.34; real / 1.02^1.5 = 1,059.40
    [{ initialInvestment: 1000, annualReturn: 6, years: 1.5, inflationRate: 2 }, 1091.34, 1059.4, 3.9216],
  ])('%o → nominal %d, real %d, real return %d %%', (input, nominal, real, realReturn) => {
    const r = invest(input);
    expect(r.futureValue).toBe(nominal);
    expect(r.realFutureValue).toBe(real);
    expect(r.realAnnualReturn).toBe(realReturn);
  });
});

describe('investment-return-calculator inflation source', () => {
  const input = { initialInvestment: 10000, monthlyContribution: 100, annualReturn: 7, years: 20 };

  it('uses current CPI inflation from the context when inflationRate is omitted, and says so', () => {
    const ctx = { inflation: { value: 4.2, asOf: '2026-05-01', source: 'fred' } };
    const out = runCalculator('investment-return-calculator', input, ctx);
    // python month-by-month with π = 4.2 %: nominal 89,450.48, real 39,285.14
    expect(out.result.futureValue).toBe(89450.48);
    expect(out.result.realFutureValue).toBe(39285.14);
    expect(out.result.inflationRate).toBe(4.2);
    expect(out.meta).toEqual({ inflation_source: 'fred', inflation_as_of: '2026-05-01' });
    expect(out.assumptions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Inflation 4\.2%\/yr: the current 12-month US CPI inflation \(as of 2026-05-01/),
      ]),
    );
  });

  it('names a stale CPI figure as stale, never as current, in assumptions and warnings', () => {
    const ctx = { inflation: { value: 4.2, asOf: '2026-05-01', source: 'snapshot', stale: true } };
    const out = runCalculator('investment-return-calculator', input, ctx);
    expect(out.result.inflationRate).toBe(4.2);
    expect(out.assumptions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Inflation 4\.2%\/yr: the latest .*as of 2026-05-01.*which is stale/),
      ]),
    );
    expect(out.warnings).toEqual([
      expect.stringMatching(/CPI inflation figure used \(4\.2%, as of 2026-05-01\) is stale/),
    ]);
    expect([...out.assumptions!, ...out.warnings!].join(' ')).not.toMatch(/current/i);
    expect(out.meta).toEqual({ inflation_source: 'snapshot', inflation_as_of: '2026-05-01' });
  });

  it('a supplied inflationRate wins over the context and adds no inflation meta', () => {
    const out = runCalculator(
      'investment-return-calculator',
      { ...input, inflationRate: 2 },
      { inflation: { value: 9, asOf: '2026-05-01', source: 'fred' } },
    );
    expect(out.result.inflationRate).toBe(2);
    expect(out.meta).toBeUndefined();
  });

  it('falls back to the stated default with a warning when no CPI figure is available', () => {
    const out = runCalculator('investment-return-calculator', input, {});
    expect(out.result.inflationRate).toBe(FALLBACK_INFLATION_PCT);
    expect(out.meta).toEqual({ inflation_source: 'default', inflation_as_of: null });
    expect(out.warnings).toEqual([expect.stringContaining('No CPI inflation figure was available')]);
  });

  it('ignores an unusable CPI figure in the context (not finite or out of range)', () => {
    const out = runCalculator('investment-return-calculator', input, {
      inflation: { value: Number.NaN, asOf: '2026-05-01', source: 'fred' },
    });
    expect(out.result.inflationRate).toBe(FALLBACK_INFLATION_PCT);
  });

  it('warns when inflation outruns the return', () => {
    const out = runCalculator('investment-return-calculator', { ...input, annualReturn: 2, inflationRate: 5 });
    expect(out.result.realAnnualReturn).toBe(-2.8571); // 1.02/1.05 − 1
    expect(out.result.realFutureValue).toBeLessThan(out.result.totalContributions);
    expect(out.warnings).toEqual([expect.stringContaining('loses purchasing power')]);
  });
});

describe('investment-return-calculator schedule invariants', () => {
  it.each([
    { initialInvestment: 10000, monthlyContribution: 200, annualReturn: 7, years: 20, inflationRate: 3 },
    { initialInvestment: 0.01, monthlyContribution: 1234.56, annualReturn: 0.0001, years: 100, inflationRate: -0.5 },
    { initialInvestment: 1e9, monthlyContribution: 0, annualReturn: 12, years: 45.5, inflationRate: 8 },
  ])('rows end at the totals and stay consistent: %o', (input) => {
    const r = invest({ ...input, schedule: 'monthly' });
    const n = Math.round(input.years * 12);
    expect(r.schedule).toHaveLength(n);
    expect(r.yearlySchedule).toHaveLength(Math.ceil(n / 12));
    for (const rows of [r.schedule as Row[], r.yearlySchedule as Row[]]) {
      const last = rows[rows.length - 1]!;
      expect(last).toEqual(
        expect.objectContaining({
          nominalValue: r.futureValue,
          realValue: r.realFutureValue,
          totalContributions: r.totalContributions,
        }),
      );
      // A row's contributions are that period's (docs/decisions.md "Schedule rows"); with the initial investment they add up to the total.
      expect(centsSum([input.initialInvestment, ...rows.map((x) => x.contributions)])).toBe(r.totalContributions);
    }
    expect(centsSum([r.totalContributions, r.totalGrowth])).toBe(r.futureValue);
    expect(centsSum([r.futureValue, -r.realFutureValue])).toBe(r.purchasingPowerLost);
    expect(r.totalContributions).toBe(centsSum([input.initialInvestment, input.monthlyContribution * n]));
    for (let k = 1; k < n; k++)
      expect(r.schedule[k].nominalValue).toBeGreaterThanOrEqual(r.schedule[k - 1].nominalValue);
  });

  it('real value falls as inflation rises; nominal value does not depend on it', () => {
    const base = { initialInvestment: 10000, monthlyContribution: 100, annualReturn: 6, years: 15 };
    const a = invest({ ...base, inflationRate: 2 });
    const b = invest({ ...base, inflationRate: 3 });
    expect(b.futureValue).toBe(a.futureValue);
    expect(b.realFutureValue).toBeLessThan(a.realFutureValue);
  });
});

describe('investment-return-calculator large results and validation', () => {
  it('accepts deflation down to −50 % and refuses below', () => {
    expect(invest({ initialInvestment: 100, annualReturn: 5, years: 1, inflationRate: -50 }).realFutureValue).toBe(210); // 105 / 0.5
    expect(errorOf({ initialInvestment: 100, annualReturn: 5, years: 1, inflationRate: -60 }).errors).toEqual([
      fieldError('/inflationRate', 'minimum'),
    ]);
  });

  it("warns when the value in today's dollars passes $70 trillion (deflation), though the nominal value does not", () => {
    // Nominal 1e12; in today's dollars 1e12 / 0.5^10 = 1.024e15
    const out = runCalculator('investment-return-calculator', {
      initialInvestment: 1e12,
      annualReturn: 0,
      years: 10,
      inflationRate: -50,
    });
    expect(out.result.futureValue).toBe(1e12);
    // Beyond 2^46 dollars a double cannot carry every cent: correct to double precision, not to the cent.
    expect(out.result.realFutureValue / 1.024e15).toBeCloseTo(1, 12);
    expect(out.warnings).toEqual([expect.stringContaining('cents are not exact')]);
  });

  it('lists missing and out-of-range inputs with their paths', () => {
    const e = errorOf({ monthlyContribution: -1, annualReturn: 101 });
    expect(e.errors).toEqual(
      expect.arrayContaining([
        fieldError('/initialInvestment', 'required'),
        fieldError('/monthlyContribution', 'minimum'),
        fieldError('/annualReturn', 'maximum'),
        fieldError('/years', 'required'),
      ]),
    );
  });
});
