/**
 * HTTP fuzz (fast-check): thousands of random JSON bodies per calculator, over a real listening
 * server. The service must never answer 5xx; every answer is either a result valid against the
 * calculator's output schema or a problem+json body with a known code.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fc from 'fast-check';
import { calculators } from '../../src/calculators/registry';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { compileOutputValidator } from '../../src/schemas/validate';
import { testApp } from '../support/app';
import { arbitraryFor } from '../support/schema-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const CODES = new Set([
  'malformed_json',
  'invalid_body',
  'unsupported_media_type',
  'payload_too_large',
  'unknown_tool',
  'invalid_input',
  'unsatisfiable_input',
  'rate_limited',
  'not_found',
]);

let server: Server;
let base: string;
beforeAll(async () => {
  const { app } = testApp();
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** Bodies near the schema (valid ones, mutated ones, wrong types, extra keys) and far from it. */
function bodies(schema: SchemaObject): fc.Arbitrary<string> {
  const names = Object.keys((schema.properties ?? {}) as object);
  const valid = arbitraryFor(schema) as fc.Arbitrary<Record<string, unknown>>;
  const anyJson = fc.jsonValue({ maxDepth: 4 });
  const mutated = fc.tuple(valid, fc.constantFrom(...names, '__proto__', 'constructor', 'x'), anyJson).map(([v, k, x]) => ({ ...v, [k]: x }));
  const dropped = fc.tuple(valid, fc.constantFrom(...names)).map(([v, k]) => {
    const copy = { ...v };
    delete copy[k];
    return copy;
  });
  const extreme = fc
    .tuple(valid, fc.constantFrom(...names), fc.constantFrom(-1, 0, 1e308, -1e308, 5e-324, 1e12 + 1, 101, 0.1 + 0.2, 2 ** 53))
    .map(([v, k, x]) => ({ ...v, [k]: x }));
  const keyed = fc.dictionary(fc.constantFrom(...names), anyJson);
  return fc.oneof(
    valid.map((v) => JSON.stringify(v)),
    mutated.map((v) => JSON.stringify(v)),
    dropped.map((v) => JSON.stringify(v)),
    extreme.map((v) => JSON.stringify(v)),
    keyed.map((v) => JSON.stringify(v)),
    anyJson.map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 50 }),
  );
}

describe.each(calculators.map((c) => [c.slug, c] as const))('fuzz %s', (slug, calc) => {
  const validResult = compileOutputValidator(calc.outputSchema);

  it(`never answers 5xx over ${RUNS} random bodies`, async () => {
    let ok = 0;
    await fc.assert(
      fc.asyncProperty(bodies(calc.inputSchema), async (body) => {
        const res = await fetch(`${base}/api/v1/calculate/${slug}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const text = await res.text();
        if (res.status >= 500) throw new Error(`${res.status} for ${body}: ${text}`);
        const parsed = JSON.parse(text) as { result?: unknown; code?: string };
        if (res.status === 200) {
          if (!validResult(parsed.result)) throw new Error(`invalid result for ${body}: ${JSON.stringify(validResult.errors)}`);
          ok++;
        } else {
          if (!res.headers.get('content-type')?.startsWith('application/problem+json')) throw new Error(`not problem+json: ${res.status}`);
          if (!CODES.has(parsed.code ?? '')) throw new Error(`unknown code ${parsed.code}`);
        }
      }),
      { numRuns: RUNS },
    );
    expect(ok).toBeGreaterThan(0); // the generator reaches valid inputs too, so results are checked
  });
});
