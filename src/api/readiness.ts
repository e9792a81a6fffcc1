/**
 * The probes' answers: `/healthz` (the process answers) and `/readyz` (rates loaded, Redis mode, not shutting down).
 * Both answer on the public port and on the metrics port (`METRICS_PORT`), where the kubelet asks. The rates store
 * is read at most once per `refreshMs` (1 s): a flood of probes reads it once a second, not once per request. The
 * Redis connection's state (connection and circuit breaker, held in-process, no Redis call) and shutting down are
 * read at every answer, so `/readyz` never contradicts the mode requests are served in, and the 503 of a draining
 * replica is never late.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ratesAsOf, ratesStatus, refreshFailures, type RatesData } from '../rates/rates-data';
import type { RatesStore } from '../rates/rates-store';
import type { RedisConnection, RedisState } from '../redis/redis-connection';
import { closedObject } from '../schemas/output';
import { ratesResponseSchema } from './routes/rates';

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

type ReadinessBody = FromSchema<typeof readinessResponseSchema>;

export interface ReadinessDeps {
  rates: RatesStore;
  /** Absent in embedded mode. */
  redis: RedisConnection | undefined;
  lifecycle: { readonly shuttingDown: boolean };
  now: () => Date;
  /** How long a read state answers. @defaultValue 1000 */
  refreshMs?: number;
  /** The cache's clock. @defaultValue Date.now */
  clock?: () => number;
}

export interface ProbeAnswer {
  status: number;
  /** The JSON text of the answer. */
  json: string;
}

/** `GET /readyz` (`strict`: `?strict=1`, 503 when Redis is configured and unreachable). */
export type Readiness = (strict: boolean) => Promise<ProbeAnswer>;

export const HEALTHY: ProbeAnswer = { status: 200, json: '{"status":"ok"}' };

interface State {
  data: RatesData;
  at: Date;
}

export function readiness(deps: ReadinessDeps): Readiness {
  const refreshMs = deps.refreshMs ?? 1000;
  const clock = deps.clock ?? Date.now;
  let state: { value: Promise<State>; until: number } | undefined;
  const read = async (): Promise<State> => ({
    data: await deps.rates.current(),
    at: deps.now(),
  });
  return async (strict) => {
    const t = clock();
    // One read per period, shared by every probe that asks while it runs or within the period after it.
    if (state === undefined || t >= state.until) state = { value: read(), until: t + refreshMs };
    const { data, at } = await state.value;
    // Read live: the mode this replica serves requests in right now (in-process, never a Redis call).
    const redis = deps.redis ? deps.redis.state : 'not_configured';
    const mode = !deps.redis ? 'embedded' : redis === 'up' ? 'redis' : 'degraded';
    const shuttingDown = deps.lifecycle.shuttingDown;
    const ready = !shuttingDown && !(strict && mode === 'degraded');
    const body: ReadinessBody = {
      status: shuttingDown ? 'shutting_down' : ready ? 'ready' : 'not_ready',
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
            : Math.max(0, Math.round((at.getTime() - Date.parse(data.fetched_at)) / 1000)),
        failed: refreshFailures(data).map((f) => f.item),
      },
    };
    return { status: ready ? 200 : 503, json: JSON.stringify(body) };
  };
}
