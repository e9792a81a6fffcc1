/**
 * Every calculator rounds money inputs with fractions of a cent the same way and names each one in
 * `assumptions`, list items included (issue 6: "not only some"; src/calculators/sub-cent-inputs.ts).
 */
import { calculators } from '../../src/calculators/registry';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { runCalculator } from '../support/run-calculator';

type Props = Record<string, SchemaObject>;
const propsOf = (s: SchemaObject) => (s.properties ?? {}) as Props;
const isUsd = (s: SchemaObject) => s.type === 'number' && s['x-unit'] === 'USD';

describe.each(calculators.map((c) => [c.slug, c] as const))('%s: sub-cent money inputs', (slug, calc) => {
  const props = propsOf(calc.inputSchema);
  const example = calc.exampleInputs as Record<string, unknown>;
  const top = Object.keys(props).filter((k) => isUsd(props[k]!) && typeof example[k] === 'number');
  const lists = Object.keys(props).filter((k) => props[k]!.type === 'array' && Array.isArray(example[k]));

  it('are rounded to the cent and named in assumptions, top-level and in list items', () => {
    const input: Record<string, unknown> = { ...example };
    const expected: string[] = [];
    for (const k of top) {
      input[k] = (example[k] as number) + 0.004;
      expected.push(`${props[k]!.title as string} ${input[k]} rounded to the cent: ${(example[k] as number).toFixed(2)}`);
    }
    for (const k of lists) {
      const item = props[k]!.items as SchemaObject;
      const fields = Object.keys(propsOf(item)).filter((f) => isUsd(propsOf(item)[f]!));
      input[k] = (example[k] as Array<Record<string, unknown>>).map((entry, i) => {
        const changed = { ...entry };
        for (const f of fields) {
          changed[f] = (entry[f] as number) + 0.004;
          const title = propsOf(item)[f]!.title as string;
          expected.push(
            `${title} of ${(item.title as string).toLowerCase()} ${i + 1} ('${entry.name as string}') ${changed[f]} rounded to the cent: ${(entry[f] as number).toFixed(2)}`,
          );
        }
        return changed;
      });
    }
    if (expected.length === 0) return; // no USD input (currency amounts are in their own currency)
    const rounded = runCalculator(slug, input);
    expect(rounded.assumptions).toEqual(expect.arrayContaining(expected));
    // The calculation itself used whole cents: the same result as the example.
    expect(rounded.result).toEqual(runCalculator(slug, example).result);
  });

  it('whole-cent inputs add no rounding note', () => {
    expect(runCalculator(slug, example).assumptions!.filter((a) => a.includes('rounded to the cent:'))).toEqual([]);
  });
});

it('rounds half a cent away from zero, without changing the caller’s input object', () => {
  const input = { principal: 1000.005, annualRate: 5, tenureYears: 1, schedule: 'none' };
  const out = runCalculator('emi-calculator', input);
  expect(out.assumptions![0]).toBe('Loan amount 1000.005 rounded to the cent: 1000.01');
  expect(out.input.principal).toBe(1000.005);
});
