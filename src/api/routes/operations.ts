/** /healthz, /readyz, /metrics and /openapi.json: the operator's endpoints, never rate limited. */
import { Router } from 'express';
import { ratesAsOf, ratesStatus, refreshFailures, REFRESH_SOURCES } from '../../rates/rates-data';
import { BENCHMARK_IDS } from '../../rates/benchmarks';
import { buildOpenApi } from '../openapi';
import type { Site } from '../../dispatch/context';
import type { RatesStore } from '../../rates/rates-store';
import type { RedisConnection } from '../../redis/redis-connection';
import type { Metrics } from '../metrics';

export interface OperationsRouteOptions {
  rates: RatesStore;
  /** Absent in embedded mode. */
  redis: RedisConnection | undefined;
  lifecycle: { readonly shuttingDown: boolean };
  metrics: Metrics;
  now: () => Date;
  site: Site;
}

export function operationsRoute(deps: OperationsRouteOptions): Router {
  const router = Router();
  const openapi = JSON.stringify(buildOpenApi(deps.site.baseUrl, deps.site.serviceName));

  // Liveness: the process answers. Nothing external is checked, so a Redis outage never restarts pods.
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  // Readiness: rates loaded and not shutting down. Redis down is reported as `degraded` with 200,
  // because every replica shares one Redis: failing them all would turn degraded into down.
  // `?strict=1` answers 503 when Redis is configured and unreachable, for operators who want that.
  router.get('/readyz', async (req, res) => {
    const data = await deps.rates.current();
    const redis = deps.redis ? deps.redis.state : 'not_configured';
    const mode = !deps.redis ? 'embedded' : deps.redis.isUp() ? 'redis' : 'degraded';
    const ready = !deps.lifecycle.shuttingDown && !(req.query.strict === '1' && mode === 'degraded');
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({
      status: deps.lifecycle.shuttingDown ? 'shutting_down' : ready ? 'ready' : 'not_ready',
      mode,
      redis,
      rates: {
        status: ratesStatus(data),
        rates_as_of: ratesAsOf(data),
        fx_as_of: data.fx.asOf,
        fetched_at: data.fetched_at,
        // Seconds since the last successful refresh of anything; null while only the snapshot is loaded.
        age_seconds: data.fetched_at === null ? null : Math.max(0, Math.round((deps.now().getTime() - Date.parse(data.fetched_at)) / 1000)),
        failed: refreshFailures(data).map((f) => f.item),
      },
    });
  });

  router.get('/metrics', async (_req, res) => {
    const data = await deps.rates.current();
    const now = deps.now().getTime();
    for (const id of BENCHMARK_IDS) {
      const asOf = data.benchmarks[id].as_of;
      if (asOf) deps.metrics.rateAge.set({ rate: id }, Math.max(0, (now - Date.parse(`${asOf}T00:00:00Z`)) / 1000));
      else deps.metrics.rateAge.remove({ rate: id });
    }
    deps.metrics.rateAge.set({ rate: 'fx' }, Math.max(0, (now - Date.parse(`${data.fx.asOf}T00:00:00Z`)) / 1000));
    for (const source of REFRESH_SOURCES) {
      const at = data.refresh?.[source]?.succeededAt;
      if (at) deps.metrics.ratesRefreshAge.set({ source }, Math.max(0, (now - Date.parse(at)) / 1000));
      else deps.metrics.ratesRefreshAge.remove({ source });
    }
    if (deps.redis) deps.metrics.redisUp.set(deps.redis.isUp() ? 1 : 0);
    res.setHeader('Content-Type', deps.metrics.registry.contentType);
    res.send(await deps.metrics.registry.metrics());
  });

  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(openapi);
  });

  return router;
}
