/**
 * Every percent a result reports is rounded the same way: to 4 decimals (docs/decisions.md "Percent
 * outputs"). Checked on every calculator's outputs marked `x-unit: "percent"` in its output schema.
 */
import fc from 'fast-check';
import { calculators } from '../../src/calculators/registry';
import { isApiError } from '../../src/errors/api-error';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { validInputs } from '../support/schema-arbitrary';
import { runCalculator } from '../support/run-calculator';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);

/**
 * Percents a result echoes from the input as given (the rate a debt or a CD was entered with, the inflation used, a
 * local tax's rate: a locality's from the law's data, or localIncomeTaxRate as sent).
 */
const ECHOED =
  /^\/(inflationRate|liabilities\/(\d+|\*)\/rate|rungs\/(\d+|\*)\/rate|localTaxes\/(\d+|\*)\/marginalRate)$/;

/** The paths of an output schema marked as percents (an array's items as `*`). */
function percentPaths(schema: SchemaObject, path = ''): string[] {
  const own = schema['x-unit'] === 'percent' ? [path] : [];
  const props = Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>).flatMap(([k, s]) =>
    percentPaths(s, `${path}/${k}`),
  );
  const items = schema.items ? percentPaths(schema.items as SchemaObject, `${path}/*`) : [];
  return [...own, ...props, ...items];
}

/**
 * The calculators that compute a percent of their own. The others (EMI, rent vs buy, savings goal, SIP,
 * debt payoff, currency) report money, counts and rows only: a property over them would check nothing.
 */
const computingPercents = calculators.filter((c) => percentPaths(c.outputSchema).some((p) => !ECHOED.test(p)));

/** Every percent in `value`, found by walking the output schema beside it. */
function percentsIn(schema: SchemaObject, value: unknown, path = ''): Array<[string, number]> {
  if (typeof value === 'number') return schema['x-unit'] === 'percent' ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => percentsIn(schema.items as SchemaObject, v, `${path}/${i}`));
  if (value && typeof value === 'object') {
    const props = (schema.properties ?? {}) as Record<string, SchemaObject>;
    return Object.entries(value).flatMap(([k, v]) => (props[k] ? percentsIn(props[k]!, v, `${path}/${k}`) : []));
  }
  return [];
}

describe.each(computingPercents.map((c) => [c.slug, c] as const))('%s percent outputs', (slug, calc) => {
  it('have at most 4 decimals', () => {
    let checked = 0;
    fc.assert(
      fc.property(validInputs(calc.inputSchema, calc.exampleInputs), (input) => {
        let result: unknown;
        try {
          result = runCalculator(slug, {
            ...(input as object),
            ...('schedule' in (calc.inputSchema.properties as object) ? { schedule: 'none' } : {}),
          }).result;
        } catch (e) {
          if (isApiError(e) && e.status === 422) return;
          throw e;
        }
        for (const [path, pct] of percentsIn(calc.outputSchema, result)) {
          if (ECHOED.test(path) || Math.abs(pct) >= 1e11) continue;
          expect([path, Math.round(pct * 1e4) / 1e4]).toEqual([path, pct]);
          checked++;
        }
      }),
      { numRuns: RUNS },
    );
    expect(checked).toBeGreaterThan(0);
  });
});
