/**
 * The compiled serializers of REST answers (src/api/calculation-json.ts) write exactly the value:
 * parsed back, the text equals what `JSON.stringify` would have written, for every calculator's
 * example and worst-case-shaped fuzzed inputs, including fields the output schemas do not list.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { openSchema, stringifyCalculation } from '../../src/api/calculation-json';
import { calculators } from '../../src/calculators/registry';
import { calculate } from '../../src/dispatch/calculate';
import { testDispatchContext } from '../support/dispatch';
import { fuzzInputs } from '../support/schema-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const ctx = testDispatchContext('rest');

function roundTrips(slug: string, input: unknown): boolean {
  let out;
  try {
    out = calculate(slug, input, ctx);
  } catch {
    return true; // refused inputs have no answer to serialize
  }
  return isDeepStrictEqual(JSON.parse(stringifyCalculation(slug, out)), JSON.parse(JSON.stringify(out)));
}

describe.each(calculators.map((c) => [c.slug, c] as const))('%s', (slug, calc) => {
  it('writes the example answer exactly', () => {
    expect(JSON.parse(stringifyCalculation(slug, calculate(slug, calc.exampleInputs, ctx)))).toEqual(
      JSON.parse(JSON.stringify(calculate(slug, calc.exampleInputs, ctx))),
    );
  });

  it(`writes ${RUNS} fuzzed answers exactly`, () => {
    fc.assert(
      fc.property(fuzzInputs(calc.inputSchema), (input) => roundTrips(slug, input)),
      { numRuns: RUNS },
    );
  });
});

it('keeps fields a schema does not list', () => {
  const out = calculate('emi-calculator', { principal: 1000, annualRate: 5, tenureYears: 1 }, ctx);
  const extended = { ...out, result: { ...out.result, notInTheSchema: { a: [1, 'x'] } }, meta: { ...out.meta, extra: 1 } };
  expect(JSON.parse(stringifyCalculation('emi-calculator', extended))).toEqual(JSON.parse(JSON.stringify(extended)));
});

it('opens closed objects and leaves enum values alone', () => {
  expect(openSchema({ type: 'object', additionalProperties: false, properties: { a: { enum: [{ type: 'object' }] } } })).toEqual({
    type: 'object',
    additionalProperties: true,
    properties: { a: { enum: [{ type: 'object' }] } },
  });
});
