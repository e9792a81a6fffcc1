/**
 * Fuzzing the dispatcher in-process (fast-check): thousands of inputs near each calculator's
 * schema and far from it, over both channels. `calculate()` must return a result valid against the
 * output schema with a meta block valid against its schema and only finite numbers, or throw an
 * ApiError with a 4xx status, a code from ERROR_CODES and well-formed field errors. Nothing else.
 * The HTTP layer's own fuzz (test/api/fuzz.test.ts) is a few hundred requests on top of this.
 */
import fc from 'fast-check';
import { calculators } from '../../src/calculators/registry';
import { calculate } from '../../src/dispatch/calculate';
import { calculationMetaSchema } from '../../src/dispatch/meta';
import { ERROR_CODE_LIST, isApiError } from '../../src/errors/api-error';
import { outputAjv } from '../../src/schemas/ajv';
import { compileOutputValidator } from '../../src/schemas/validate';
import { testDispatchContext } from '../support/dispatch';
import { numbersIn } from '../support/run-calculator';
import { fuzzInputs } from '../support/schema-arbitrary';

/** Inputs per calculator (`FUZZ_RUNS=20000` for a long soak). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const CODES = new Set<string>(ERROR_CODE_LIST);
const validMeta = outputAjv.compile(calculationMetaSchema);
const contexts = { rest: testDispatchContext('rest'), mcp: testDispatchContext('mcp') };

function checkError(e: unknown, input: unknown): void {
  if (!isApiError(e)) throw e;
  const where = `${e.code} for ${JSON.stringify(input)}`;
  if (e.status >= 500 || !CODES.has(e.code)) throw new Error(`${e.status} ${where}: ${e.detail}`);
  for (const f of e.errors ?? []) {
    if (typeof f.path !== 'string' || typeof f.code !== 'string' || typeof f.message !== 'string')
      throw new Error(`malformed field error in ${where}`);
  }
}

describe.each(calculators.map((c) => [c.slug, c] as const))('calculate(%s) over fuzzed inputs', (slug, calc) => {
  const validResult = compileOutputValidator(calc.outputSchema);

  it(`answers every one of ${RUNS} inputs with a valid result or a 4xx ApiError`, () => {
    let ok = 0;
    fc.assert(
      fc.property(
        fuzzInputs(calc.inputSchema, calc.exampleInputs),
        fc.constantFrom('rest', 'mcp') as fc.Arbitrary<'rest' | 'mcp'>,
        (input, channel) => {
          let out;
          try {
            out = calculate(slug, input, contexts[channel]);
          } catch (e) {
            checkError(e, input);
            return;
          }
          if (!validResult(out.result))
            throw new Error(`invalid result for ${JSON.stringify(input)}: ${JSON.stringify(validResult.errors)}`);
          if (!validMeta(out.meta))
            throw new Error(`invalid meta for ${JSON.stringify(input)}: ${JSON.stringify(validMeta.errors)}`);
          for (const [path, n] of numbersIn(out))
            if (!Number.isFinite(n)) throw new Error(`${path} is ${n} for ${JSON.stringify(input)}`);
          ok++;
        },
      ),
      { numRuns: RUNS },
    );
    expect(ok).toBeGreaterThan(0); // the generator reaches valid inputs too, so results are checked
  });
});
