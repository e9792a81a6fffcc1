/**
 * The work every peer of `npm run bench` does, with the service's own dispatcher: the dispatch
 * context from a rates store (the bundled snapshot in memory), `calculate()` (validation with
 * defaults, the formula, the meta block), and the dispatcher's refusals as a status and a JSON body.
 * Only the HTTP pipeline around it differs between the service and its peers.
 */
import { calculate, compileInputValidators, type Calculation } from '../src/dispatch/calculate';
import { dispatchContext, type Site } from '../src/dispatch/context';
import { isApiError } from '../src/errors/api-error';
import { loadSnapshot } from '../src/rates/rates-data';
import { MemoryRatesStore } from '../src/rates/rates-store';

compileInputValidators();
const rates = new MemoryRatesStore(loadSnapshot());
const site: Site = {
  baseUrl: `http://localhost:${process.env.PORT ?? 3000}`,
  serviceName: 'Financial Calculation Service',
};

/** The path of the calculate route, as the service routes it. */
export const CALCULATE = /^\/api\/v1\/calculate\/([a-z0-9-]+)$/;

/** A status and what to answer: the calculation, or the dispatcher's error as `{ code, detail }`. */
export async function dispatch(slug: string, body: unknown): Promise<[number, Calculation | object]> {
  try {
    return [200, calculate(slug, body, await dispatchContext(rates, 'rest', site))];
  } catch (e) {
    if (!isApiError(e)) throw e;
    return [e.status, { code: e.code, detail: e.message }];
  }
}
