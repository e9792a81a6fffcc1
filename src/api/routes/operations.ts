/** /healthz, /readyz and /openapi.json: the operator's endpoints on the public port (/metrics has its own port). */
import { sendStaticJson, staticJson } from '../static-json';
import type { IRouter } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { ratesAsOf, ratesStatus, refreshFailures } from '../../rates/rates-data';
import type { RatesStore } from '../../rates/rates-store';
import type { RedisConnection, RedisState } from '../../redis/redis-connection';
import { closedObject } from '../../schemas/output';
import { resource } from '../resource';
import { ratesResponseSchema } from './rates';

/** `GET /healthz` (the OpenAPI document imports it). */
export const healthResponseSchema = closedObject({ status: { const: 'ok' } });

const REDIS_STATES = Object.keys({ connecting: 0, up: 0, unresponsive: 0, down: 0, not_configured: 0 } satisfies Record<
  RedisState | 'not_configured',
  0
>);

/** `GET /readyz` (the OpenAPI document imports it). */
export const readinessResponseSchema = closedObject({
  status: { enum: ['ready', 'not_ready', 'shutting_down'] },
  mode: {
    enum: ['embedded', 'redis', 'degraded'],
    description:
      'degraded: Redis is configured but unreachable or not answering within its deadline; in-memory stand-ins answer.',
  },
  redis: {
    enum: REDIS_STATES,
    description:
      'unresponsive: connected, but calls failed or missed their deadline; the circuit breaker keeps requests off Redis.',
  },
  rates: closedObject({
    status: ratesResponseSchema.properties.status,
    rates_as_of: { type: 'string', format: 'date' },
    fx_as_of: { type: 'string', format: 'date' },
    fetched_at: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'The last successful refresh of any source; null while only the snapshot is loaded.',
    },
    age_seconds: { type: ['integer', 'null'], minimum: 0, description: 'Seconds since `fetched_at`.' },
    failed: {
      type: 'array',
      items: { type: 'string' },
      description: 'What the last refresh could not update (sources or series), kept at its last good value.',
    },
  }),
});

type Readiness = FromSchema<typeof readinessResponseSchema>;

export interface OperationsRouteOptions {
  rates: RatesStore;
  /** Absent in embedded mode. */
  redis: RedisConnection | undefined;
  lifecycle: { readonly shuttingDown: boolean };
  now: () => Date;
  /** The OpenAPI document served at /openapi.json. */
  openapi: object;
}

export function operationsRoute(router: IRouter, deps: OperationsRouteOptions): void {
  const openapi = staticJson(JSON.stringify(deps.openapi));

  // Liveness: the process answers. Nothing external is checked, so a Redis outage never restarts pods.
  resource(router, '/healthz', {
    get: (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ status: 'ok' } satisfies FromSchema<typeof healthResponseSchema>);
    },
  });

  // Readiness: rates loaded and not shutting down. Redis down is reported as `degraded` with 200,
  // because every replica shares one Redis: failing them all would turn degraded into down. It never
  // waits on Redis longer than the Redis deadline (the rates read has it; the state is in memory).
  // `?strict=1` answers 503 when Redis is configured and unreachable, for operators who want that.
  resource(router, '/readyz', {
    get: async (req, res) => {
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
          age_seconds:
            data.fetched_at === null
              ? null
              : Math.max(0, Math.round((deps.now().getTime() - Date.parse(data.fetched_at)) / 1000)),
          failed: refreshFailures(data).map((f) => f.item),
        },
      } satisfies Readiness);
    },
  });

  resource(router, '/openapi.json', {
    get: (req, res) => sendStaticJson(req, res, openapi, 'public, max-age=300'),
  });
}
