/**
 * HTTP fuzz (fast-check) over a real listening server: a few hundred random bodies, JSON or not,
 * through body parsing, the rate limiter and the error mapper. The service must never answer
 * 5xx; every answer is a result valid against the calculator's output schema or a problem+json
 * body with a code from ERROR_CODES. The dispatcher itself is fuzzed in-process, thousands of
 * inputs per calculator, in test/dispatch/fuzz.test.ts.
 */
import fc from 'fast-check';
import { calculators } from '../../src/calculators/registry';
import { ERROR_CODE_LIST } from '../../src/errors/api-error';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { compileOutputValidator } from '../../src/schemas/validate';
import { testApp } from '../support/app';
import { listenOnLoopback, type Loopback } from '../support/loopback';
import { fuzzInputs } from '../support/schema-arbitrary';

/** Bodies per calculator (`HTTP_FUZZ_RUNS=2000` for a long run). */
const RUNS = Number(process.env.HTTP_FUZZ_RUNS ?? 25);
const CODES = new Set<string>(ERROR_CODE_LIST);

let server: Loopback;
let base: string;
beforeAll(async () => {
  server = await listenOnLoopback(testApp().app);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

/** JSON bodies near the schema and far from it, and strings that are not JSON at all. */
function bodies(schema: SchemaObject, example: Readonly<Record<string, unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fuzzInputs(schema, example).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  );
}

describe.each(calculators.map((c) => [c.slug, c] as const))('HTTP fuzz %s', (slug, calc) => {
  const validResult = compileOutputValidator(calc.outputSchema);

  it(`never answers 5xx over ${RUNS} random bodies`, async () => {
    await fc.assert(
      fc.asyncProperty(bodies(calc.inputSchema, calc.exampleInputs), async (body) => {
        const res = await fetch(`${base}/api/v1/calculate/${slug}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const text = await res.text();
        if (res.status >= 500) throw new Error(`${res.status} for ${body}: ${text}`);
        const parsed = JSON.parse(text) as { result?: unknown; code?: string };
        if (res.status === 200) {
          if (!validResult(parsed.result))
            throw new Error(`invalid result for ${body}: ${JSON.stringify(validResult.errors)}`);
        } else {
          if (!res.headers.get('content-type')?.startsWith('application/problem+json'))
            throw new Error(`not problem+json: ${res.status}`);
          if (!CODES.has(parsed.code ?? '')) throw new Error(`unknown code ${parsed.code}`);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
