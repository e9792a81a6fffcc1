/**
 * The heavy-work estimate is an upper bound: for random and adversarial inputs, the cells a calculation builds (every
 * value in the rows of its schedules, counted in the answer itself, and on the page the series it charts beside them)
 * are never more than the cells estimated before computing. An estimate below the work is how a request estimated
 * light ran a second on the event loop; counting the answer's own values, not the estimate's idea of a row, is what
 * catches a member added to a row.
 */
import fc from 'fast-check';
import { isApiError } from '../../src/errors/api-error';
import { calculators } from '../../src/calculators/registry';
import { calculate, prepareInput, type DispatchContext } from '../../src/dispatch/calculate';
import { dispatchContext } from '../../src/dispatch/context';
import { estimatedCells } from '../../src/heavy/estimate';
import { pageCells } from '../../src/heavy/offload';
import { loadConfig } from '../../src/config';
import { loadSnapshot } from '../../src/rates/rates-data';
import { SCHEDULES } from '../../src/schemas/output';
import { MemoryRatesStore } from '../../src/rates/rates-store';
import { CRAFTED_DEBT_PAYOFF, WORST } from '../../scripts/worst-inputs';
import { validInputs } from '../support/schema-arbitrary';

const MIN = loadConfig({}).heavyMinCells;
const DEBT = 'debt-payoff-calculator';
let ctx: DispatchContext;
beforeAll(async () => {
  ctx = await dispatchContext(new MemoryRatesStore(loadSnapshot()), 'rest', { baseUrl: 'http://x', serviceName: 'x' });
});

/** The values in `v`: 1 a scalar, an object's or a list's values summed. */
function valuesIn(v: unknown): number {
  if (Array.isArray(v)) return v.reduce((sum: number, x) => sum + valuesIn(x), 0);
  if (typeof v === 'object' && v !== null) return Object.values(v).reduce((sum: number, x) => sum + valuesIn(x), 0);
  return 1;
}

/** The cells of the schedules a calculation built, or undefined when the input does not compute (a 4xx). */
function cellsBuilt(slug: string, input: Record<string, unknown>): number | undefined {
  try {
    const result = calculate(slug, input, ctx).result as Record<string, unknown>;
    return SCHEDULES.reduce((sum, member) => sum + (Array.isArray(result[member]) ? valuesIn(result[member]) : 0), 0);
  } catch (e) {
    if (isApiError(e) && e.status < 500) return undefined;
    throw e;
  }
}

/** The estimate against the work built, for the input as a request carries it; the page's series too. */
function compare(slug: string, raw: Record<string, unknown>) {
  let prepared: ReturnType<typeof prepareInput>;
  try {
    prepared = prepareInput(slug, raw, 'rest');
  } catch (e) {
    // A term past the frequency's payment cap is a 422, an input the rules between inputs refuse a 4xx: no work.
    if (isApiError(e) && e.status < 500) return;
    throw e;
  }
  const input = prepared.input as Record<string, unknown>;
  const built = cellsBuilt(slug, input);
  if (built === undefined) return;
  const estimate = estimatedCells(slug, input);
  expect({ slug, estimate, built, under: estimate < built }).toEqual({ slug, estimate, built, under: false });
  const series = calculators.find((c) => c.slug === slug)!.parts.view?.series?.(input as never) ?? {};
  let pageBuilt = built;
  for (const s of Object.values(series) as Record<string, unknown>[]) pageBuilt += cellsBuilt(slug, s) ?? 0;
  expect(pageCells(prepared)).toBeGreaterThanOrEqual(pageBuilt);
}

const debt = fc.record({
  name: fc.constantFrom('Card', 'Loan', 'Car'),
  balance: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0.01, max: 100_000, noNaN: true })),
  rate: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 60, noNaN: true }), fc.constantFrom(0.01, 29.99, 99)),
  minPayment: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 2000 })),
});

describe('the estimate is never below the work', () => {
  it('debt payoff, random debts and budgets, monthly and yearly schedules', () => {
    fc.assert(
      fc.property(
        fc.array(debt, { minLength: 1, maxLength: 50 }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        fc.constantFrom('monthly', 'yearly'),
        fc.constantFrom('avalanche', 'snowball'),
        (debts, factor, schedule, strategy) => {
          const minimums = debts.reduce((s, d) => s + d.minPayment, 0);
          compare(DEBT, { debts, monthlyBudget: Math.ceil(minimums * factor), schedule, strategy });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('debt payoff, adversarial: large low-rate debts with small minimums beside a small high-rate one', () => {
    const crafted = CRAFTED_DEBT_PAYOFF;
    compare(DEBT, crafted);
    expect(estimatedCells(DEBT, prepareInput(DEBT, crafted, 'rest').input)).toBeGreaterThanOrEqual(MIN);
    // The page computes both strategies' monthly series even for a yearly schedule: counted.
    const yearly = prepareInput(DEBT, { ...crafted, schedule: 'yearly' }, 'page');
    expect(pageCells(yearly)).toBeGreaterThanOrEqual(MIN);
  });

  it.each(['emi-calculator', 'mortgage-calculator'])('%s, random terms and frequencies', (slug) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('monthly', 'biweekly', 'acceleratedBiweekly', 'weekly', 'semimonthly'),
        fc.constantFrom('monthly', 'payments', 'yearly'),
        (tenureYears, paymentFrequency, schedule) => {
          const base =
            slug === 'emi-calculator'
              ? { principal: 250_000, annualRate: 6 }
              : { homePrice: 400_000, downPaymentPct: 20, annualRate: 6 };
          compare(slug, { ...base, tenureYears, paymentFrequency, schedule });
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each(['emi-calculator', 'mortgage-calculator'])('%s, dated with prepayments: rows at their widest', (slug) => {
    // firstPaymentDate gives every row a date and calendar-year rows (a term not starting in January spans one more
    // year); an extra payment gives every row its extra.
    const base =
      slug === 'emi-calculator'
        ? { principal: 250_000, annualRate: 6 }
        : { homePrice: 400_000, downPaymentPct: 5, annualRate: 6, pmiRate: 1 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom('monthly', 'biweekly', 'acceleratedWeekly', 'semimonthly'),
        fc.constantFrom('2026-01-01', '2026-07-15', '2026-12-31'),
        fc.constantFrom(0, 50),
        (tenureYears, paymentFrequency, firstPaymentDate, extraPayment) =>
          compare(slug, {
            ...base,
            tenureYears,
            paymentFrequency,
            firstPaymentDate,
            extraPayment,
            schedule: 'monthly',
          }),
      ),
      { numRuns: 30 },
    );
  });

  it.each(calculators.map((c) => c.slug))('%s: inputs drawn from its schema, every schedule', (slug) => {
    const c = calculators.find((x) => x.slug === slug)!;
    fc.assert(
      fc.property(validInputs(c.inputSchema, c.exampleInputs), (input) => compare(slug, input)),
      { numRuns: 40 },
    );
  });

  it.each(calculators.map((c) => c.slug))('%s: the example and the worst input', (slug) => {
    const c = calculators.find((x) => x.slug === slug)!;
    // A calculator without a worst input of its own (scripts/worst-inputs.ts) is checked on its example.
    for (const input of [c.exampleInputs, WORST[slug] ?? c.exampleInputs]) {
      compare(slug, input as Record<string, unknown>);
      for (const schedule of ['monthly', 'yearly'])
        if ('schedule' in (input as object)) compare(slug, { ...(input as object), schedule });
    }
  });
});
