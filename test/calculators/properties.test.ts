/**
 * Property-based tests over every calculator's schema (fast-check): any input the schema accepts
 * either computes to a result that validates against the output schema, with only finite numbers
 * and no negative balance, within 250 ms of CPU time (a guard against work that runs away, not a timing); or is refused with a 422 ApiError (inputs valid alone
 * but impossible together). Nothing else may escape.
 */
import fc from 'fast-check';
import { calculators } from '../../src/calculators/registry';
import { isApiError } from '../../src/errors/api-error';
import { arbitraryFor } from '../support/schema-arbitrary';
import { numbersIn, runCalculator } from '../support/run-calculator';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const BOUND_MS = 250;

describe.each(calculators.map((c) => [c.slug, c] as const))('%s over its whole input schema', (slug, calc) => {
  // Compile the validators before timing anything: compilation happens once, at start, in the service.
  beforeAll(() => runCalculator(slug, calc.exampleInputs));

  it('yields a finite, schema-valid result or a 422, within 250 ms of CPU', () => {
    fc.assert(
      fc.property(arbitraryFor(calc.inputSchema), (input) => {
        // CPU time of this process, not wall time: what a request costs the server (validation and compute, not
        // this test's own output-schema check), unaffected by other processes competing for the 2 cores.
        const check = () => {
          const started = process.cpuUsage();
          try {
            const { result, serverCpuMs } = runCalculator(slug, input);
            for (const [path, n] of numbersIn(result)) {
              if (!Number.isFinite(n)) throw new Error(`${path} is ${n}`);
              if (/balance$/i.test(path) && n < 0) throw new Error(`${path} is a negative balance: ${n}`);
            }
            return serverCpuMs;
          } catch (e) {
            if (!(isApiError(e) && e.status === 422)) throw e;
          }
          const used = process.cpuUsage(started);
          return (used.user + used.system) / 1000;
        };
        // A runaway input is slow every time; a GC pause is not: the cheapest of up to three runs must be under
        // BOUND_MS. The bound catches work that runs away (seconds), not a timing: the process's CPU time counts its
        // GC threads too, and on a machine at load 20 a 422 that costs 1-14 ms read over 50 ms three times running.
        let elapsed = check();
        for (let retry = 0; retry < 2 && elapsed > BOUND_MS; retry++) elapsed = Math.min(elapsed, check());
        if (elapsed > BOUND_MS) throw new Error(`took ${elapsed.toFixed(1)} ms of CPU`);
      }),
      { numRuns: RUNS },
    );
  });

  it('computes its example inputs', () => {
    expect(() => runCalculator(slug, calc.exampleInputs)).not.toThrow();
  });
});
