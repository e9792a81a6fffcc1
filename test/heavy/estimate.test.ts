/** The size of an answer, estimated before computing: what sends a calculation to the heavy-work pool. */
import { calculators } from '../../src/calculators/registry';
import { loadConfig } from '../../src/config';
import { calculate, prepareInput } from '../../src/dispatch/calculate';
import { dispatchContext } from '../../src/dispatch/context';
import { payoffMonthsBound } from '../../src/calculators/estimate';
import { estimatedCells } from '../../src/heavy/estimate';
import { csvOnPool, pageOnPool, type Answering } from '../../src/heavy/offload';
import type { HeavyPool } from '../../src/heavy/pool';
import { loadSnapshot } from '../../src/rates/rates-data';
import { MemoryRatesStore } from '../../src/rates/rates-store';
import { WORST } from '../../scripts/worst-inputs';

const MIN = loadConfig({}).heavyMinCells;
const cells = (slug: string, input: unknown, channel: 'rest' | 'mcp' | 'page' = 'rest') => {
  const p = prepareInput(slug, input, channel);
  return estimatedCells(p.calc.slug, p.input);
};

describe('estimatedCells', () => {
  it.each(['debt-payoff-calculator', 'mortgage-calculator', 'emi-calculator'])(
    '%s: the worst input is heavy',
    (slug) => {
      expect(cells(slug, WORST[slug])).toBeGreaterThanOrEqual(MIN);
    },
  );

  it.each(calculators.map((c) => c.slug))('%s: the published example stays on the main thread', (slug) => {
    const example = calculators.find((c) => c.slug === slug)!.exampleInputs;
    for (const channel of ['rest', 'mcp', 'page'] as const) expect(cells(slug, example, channel)).toBeLessThan(MIN);
  });

  it('a 30-year monthly loan stays on the main thread; weekly rows for 50 years do not', () => {
    const loan = { principal: 300000, annualRate: 6.5, tenureYears: 30, schedule: 'monthly' };
    expect(cells('emi-calculator', loan)).toBeLessThan(MIN);
    expect(cells('emi-calculator', { ...loan, tenureYears: 50, paymentFrequency: 'weekly' })).toBeGreaterThanOrEqual(
      MIN,
    );
  });

  it('debt payoff: the months estimated are within a factor of two of the months simulated', async () => {
    const ctx = await dispatchContext(new MemoryRatesStore(loadSnapshot()), 'rest', {
      baseUrl: 'http://x',
      serviceName: 'x',
    });
    const debts = (n: number, rate: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `D${i}`, balance: 5000 + 100 * i, rate, minPayment: 100 }));
    for (const [n, rate, budget] of [
      [3, 18, 600],
      [10, 12, 1500],
      [20, 24, 4000],
      [50, 12, 6000],
      [5, 0, 600],
    ] as const) {
      const input = { debts: debts(n, rate), monthlyBudget: budget, schedule: 'monthly' };
      const months = (calculate('debt-payoff-calculator', input, ctx).result as { monthsToDebtFree: number })
        .monthsToDebtFree;
      const estimated = payoffMonthsBound(input.debts, budget);
      expect(cells('debt-payoff-calculator', input)).toBeGreaterThanOrEqual(estimated * (2 * n));
      expect([n, estimated / months]).toEqual([n, expect.any(Number)]);
      expect(estimated / months).toBeGreaterThan(0.5);
      expect(estimated / months).toBeLessThan(2);
    }
  });
});

describe('which pages go to the pool', () => {
  const heavy = {
    pool: {} as HeavyPool,
    minCells: MIN,
    compressMinBytes: 8192,
    site: { baseUrl: 'http://x', serviceName: 'x' },
  };
  const calc = calculators.find((c) => c.slug === 'debt-payoff-calculator')!;
  // Only a render uses the response (none happens here).
  const res = {} as Answering;
  const many = new URLSearchParams({ debts: `[${Array(1300).fill('{}').join(',')}]`, monthlyBudget: '1' });

  it('not a page or CSV whose input does not validate (1,300 debts; the form shows the bound, 50)', () => {
    expect(pageOnPool(heavy, res, calc, false, many, false)).toBeUndefined();
    expect(csvOnPool(heavy, res, calc, many)).toBeUndefined();
  });

  it('not the example, nor a limited page of a heavy schedule (nothing is calculated)', () => {
    expect(pageOnPool(heavy, res, calc, false, new URLSearchParams(), false)).toBeUndefined();
    const worst = new URLSearchParams({
      ...WORST['debt-payoff-calculator'],
      debts: JSON.stringify(WORST['debt-payoff-calculator']!.debts),
    } as Record<string, string>);
    worst.set('monthlyBudget', String(WORST['debt-payoff-calculator']!.monthlyBudget));
    expect(pageOnPool(heavy, res, calc, false, worst, false)).toBeDefined();
    expect(pageOnPool(heavy, res, calc, false, worst, true)).toBeUndefined();
  });
});
