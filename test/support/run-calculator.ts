/** Runs a calculator the way the dispatcher does (aliases, validation, defaults) and checks the output schema. */
import type { CalcContext, Calculator } from '../../src/calculators/define';
import { findCalculator } from '../../src/calculators/registry';
import { isApiError, type ApiError } from '../../src/errors/api-error';
import { compileInputValidator, compileOutputValidator } from '../../src/schemas/validate';

const validators = new Map<
  string,
  { input: ReturnType<typeof compileInputValidator>; output: ReturnType<typeof compileOutputValidator> }
>();

function validatorsFor(calc: Calculator) {
  let v = validators.get(calc.slug);
  if (!v) {
    v = { input: compileInputValidator(calc.inputSchema), output: compileOutputValidator(calc.outputSchema) };
    validators.set(calc.slug, v);
  }
  return v;
}

/** A context like the bundled snapshot's, for calculators that use live data. */
export const testContext: CalcContext = {
  inflation: { value: 3, asOf: '2026-05-01', source: 'snapshot' },
  mortgage30y: { value: 6.11, asOf: '2026-03-12', source: 'snapshot' },
  fx: {
    base: 'EUR',
    asOf: '2026-10-06',
    source: 'snapshot',
    rates: { EUR: 1, USD: 1.1269, JPY: 178.15, GBP: 0.8488, INR: 108.6615, CHF: 0.9359 },
  },
};

/**
 * Validates `raw`, computes, asserts the result matches the output schema, and returns everything, with the CPU
 * milliseconds of what a server does (validation and compute; not the test's own output check).
 */
export function runCalculator(slug: string, raw: unknown, context: CalcContext = testContext) {
  const calc = findCalculator(slug);
  if (!calc) throw new Error(`unknown calculator ${slug}`);
  const v = validatorsFor(calc);
  const started = process.cpuUsage();
  const input = v.input(raw);
  const out = calc.compute(input, context);
  const used = process.cpuUsage(started);
  const serverCpuMs = (used.user + used.system) / 1000;
  if (!v.output(out.result)) {
    throw new Error(`${slug} result does not match its output schema: ${JSON.stringify(v.output.errors?.slice(0, 5))}`);
  }
  return { input, ...out, serverCpuMs, result: out.result as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * The ApiError a calculator refuses `raw` with. Fails the test when the calculator computes a result
 * instead, and rethrows anything that is not an ApiError (a TypeError is a bug, not a refusal).
 */
export function errorOf(slug: string, raw: unknown, context: CalcContext = testContext): ApiError {
  try {
    runCalculator(slug, raw, context);
  } catch (e) {
    if (isApiError(e)) return e;
    throw e;
  }
  throw new Error(`${slug} computed ${JSON.stringify(raw)} instead of refusing it`);
}

/**
 * One calculator under test, in a given context: `run` (everything), `result` (the result alone) and
 * `errorOf` (the refusal), so that a test file names its calculator once.
 * @example const { result: mortgage, errorOf } = calculator('mortgage-calculator');
 */
export function calculator(slug: string, context: CalcContext = testContext) {
  return {
    run: (raw: unknown, ctx: CalcContext = context) => runCalculator(slug, raw, ctx),
    result: (raw: unknown, ctx: CalcContext = context) => runCalculator(slug, raw, ctx).result,
    errorOf: (raw: unknown, ctx: CalcContext = context) => errorOf(slug, raw, ctx),
  };
}

/** Matches one field error of a refusal: its JSON Pointer, its code, and any other members given. */
export function fieldError(path: string, code: string, more: Record<string, unknown> = {}) {
  return expect.objectContaining({ path, code, ...more }) as unknown;
}

/** Every number anywhere in a value, with its path (for finiteness checks). */
export function numbersIn(value: unknown, path = ''): Array<[string, number]> {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}/${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbersIn(v, `${path}/${k}`));
  return [];
}

/** Sum of dollar amounts in integer cents (the way totals must add up). */
export function centsSum(values: number[]): number {
  return values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;
}
