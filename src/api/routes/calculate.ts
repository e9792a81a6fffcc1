/** POST /api/v1/calculate/{slug}: a thin adapter over the dispatcher. */
import type { IRouter, RequestHandler } from 'express';
import { computePrepared, prepareInput } from '../../dispatch/calculate';
import { calculationJson } from '../../dispatch/calculation-json';
import { calculationOutcome } from '../../errors/api-error';
import { findCalculator } from '../../calculators/registry';
import { dispatchContext } from '../../dispatch/context';
import { jsonObjectBody } from '../middleware/json-body';
import type { RatesStore } from '../../rates/rates-store';
import type { Site } from '../../dispatch/context';
import type { Metrics } from '../metrics';
import type { RateLimiter } from '../middleware/rate-limit';
import { restOnPool, runsOnPool, type HeavyWork } from '../../heavy/offload';
import { resource } from '../resource';
import { preferredCoding, type JsonSender } from '../send-json';

export const CALCULATE_PATH = '/api/v1/calculate/:slug';

export interface CalculateRouteOptions {
  /** The `api` budget: an answer past `BYTES_PER_POINT` owes its extra weight. */
  limiter?: Pick<RateLimiter, 'weigh'>;
  rates: RatesStore;
  metrics: Pick<Metrics, 'calculations'>;
  site: Site;
  send: JsonSender;
  /** Where calculations with large answers run; absent: all run here. */
  heavy?: HeavyWork;
}

export function calculateRoute(router: IRouter, deps: CalculateRouteOptions): void {
  const answer: RequestHandler = async (req, res) => {
    const slug = String(req.params.slug);
    const tool = findCalculator(slug) ? slug : 'unknown';
    try {
      const prepared = prepareInput(slug, req.body, 'rest');
      if (runsOnPool(deps.heavy, prepared)) {
        const answer = await restOnPool(deps.heavy, res, slug, req.body, preferredCoding(req));
        deps.metrics.calculations.inc({ tool, outcome: 'ok', channel: 'rest' });
        await deps.limiter?.weigh(req, res, answer.chars);
        res.writeHead(200, answer.headers);
        res.end(answer.body);
        return;
      }
      const out = computePrepared(prepared, await dispatchContext(deps.rates, 'rest', deps.site));
      deps.metrics.calculations.inc({ tool, outcome: 'ok', channel: 'rest' });
      // Serialized here (send takes the text) to weigh it: a heavy answer costs its weight, the request counted one.
      const json = calculationJson(out);
      await deps.limiter?.weigh(req, res, json.length);
      deps.send(req, res, 200, out, json);
    } catch (e) {
      deps.metrics.calculations.inc({ tool, outcome: calculationOutcome(e), channel: 'rest' });
      throw e;
    }
  };
  resource(router, CALCULATE_PATH, { post: [...jsonObjectBody, answer] });
}
