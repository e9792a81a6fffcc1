/**
 * Prometheus metrics (prom-client), one registry per app instance so tests stay independent.
 * Labels are bounded: routes are Express route patterns (never raw URLs), tools are known slugs.
 */
import { collectDefaultMetrics, Registry, type Counter, type Gauge, type Histogram } from 'prom-client';
import { counter, gauge, histogram } from '../metrics/define';
import { BENCHMARK_IDS } from '../rates/benchmarks';
import { REFRESH_SOURCES } from '../rates/rates-data';
import type { RatesStore } from '../rates/rates-store';
import { createRefreshMetrics, type RefreshMetrics } from '../rates/refresh-metrics';
import { STATIC_KINDS } from '../pages/static-answer';
import type { RedisConnection } from '../redis/redis-connection';

export interface Metrics extends RefreshMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  calculations: Counter<'tool' | 'outcome' | 'channel'>;
  rateLimitRejections: Counter<'limit'>;
  inFlightRejections: Counter<'limit'>;
  weightPoints: Counter<'limit'>;
  rateAge: Gauge<'rate'>;
  ratesRefreshAge: Gauge<'source'>;
  redisUp: Gauge;
  redisBreakerOpen: Gauge;
  redisDegraded: Counter<'by'>;
  mcpRequests: Counter<'method' | 'revision' | 'outcome'>;
  mcpRequestDuration: Histogram<'method' | 'revision'>;
  mcpToolCalls: Counter<'tool' | 'revision' | 'outcome'>;
  planRequests: Counter<'plan' | 'limit'>;
  apiKeyAuthFailures: Counter<'reason'>;
  quotaExhaustions: Counter<'plan'>;
  staticAnswers: Counter<'kind' | 'outcome'>;
  staticUnreadBytes: Gauge;
  staticUnreadDrops: Counter;
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const metrics: Metrics = {
    registry,
    httpDuration: histogram(
      registry,
      'http_request_duration_seconds',
      'HTTP request duration by route pattern and status code',
      ['method', 'route', 'status_code'],
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    ),
    calculations: counter(
      registry,
      'calculations_total',
      'Calculations by tool, outcome (ok; a client error code: invalid_input, unsatisfiable_input, rate_limited; refused: a designed 503, the replica shedding or the heavy pool full; error) and channel (rest, mcp, page)',
      ['tool', 'outcome', 'channel'],
    ),
    rateLimitRejections: counter(
      registry,
      'rate_limit_rejections_total',
      'Requests refused with 429 for their budget, by limit (api, mcp, page, light)',
      ['limit'],
    ),
    inFlightRejections: counter(
      registry,
      'rate_limit_in_flight_rejections_total',
      'Requests refused with 429 because their client already had its places in flight on this replica, by the limit that refused them (api, mcp, page)',
      ['limit'],
    ),
    weightPoints: counter(
      registry,
      'rate_limit_weight_points_total',
      'Points charged past the one each request costs, by limit: the weight of large answers and the messages of JSON-RPC batches',
      ['limit'],
    ),
    ...createRefreshMetrics(registry),
    rateAge: gauge(
      registry,
      'rate_age_seconds',
      'Age of each benchmark rate and of the FX table, from its observation date',
      ['rate'],
    ),
    ratesRefreshAge: gauge(
      registry,
      'rates_refresh_age_seconds',
      'Seconds since each source (fred, ecb, curated) was last refreshed successfully, from the shared data set (absent until one was)',
      ['source'],
    ),
    redisUp: gauge(
      registry,
      'redis_up',
      '1 when Redis is configured, reachable and answering within REDIS_COMMAND_TIMEOUT_MS (shared mode), 0 otherwise (absent in embedded mode)',
    ),
    redisBreakerOpen: gauge(
      registry,
      'redis_breaker_open',
      "1 while this replica's Redis circuit breaker is open (request-path calls kept off Redis, background probes), 0 when closed (absent in embedded mode)",
    ),
    redisDegraded: counter(
      registry,
      'redis_degraded_requests_total',
      'Requests served without Redis for one call, by the call (rate_limit: the insurance limiter counted it; rates: the last good rates answered)',
      ['by'],
    ),
    mcpRequests: counter(
      registry,
      'mcp_requests_total',
      'MCP JSON-RPC messages by method (served methods, notification, other, none = refused before reading), protocol revision and outcome (ok, tool_error or a JSON-RPC error name)',
      ['method', 'revision', 'outcome'],
    ),
    mcpRequestDuration: histogram(
      registry,
      'mcp_request_duration_seconds',
      'Time to answer one MCP JSON-RPC message, by method and protocol revision',
      ['method', 'revision'],
      [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    ),
    mcpToolCalls: counter(
      registry,
      'mcp_tool_calls_total',
      'MCP tools/call by tool, protocol revision and outcome (ok, invalid_input, unsatisfiable_input, unknown_tool, rate_limited, refused: a designed 503, the replica shedding or the heavy pool full; error)',
      ['tool', 'revision', 'outcome'],
    ),
    planRequests: counter(
      registry,
      'plan_requests_total',
      'Requests counted by a limit (api, mcp), by plan: a configured plan name for requests with a valid API key, anonymous without one (never by key: unbounded)',
      ['plan', 'limit'],
    ),
    apiKeyAuthFailures: counter(
      registry,
      'api_key_auth_failures_total',
      'Requests refused for their API key, by reason (malformed, unknown, revoked, unknown_plan, unverifiable = key store unreachable, answered 503, blocked = too many failures from the address, no_key_store = embedded mode)',
      ['reason'],
    ),
    quotaExhaustions: counter(
      registry,
      'quota_exhaustions_total',
      'Requests refused because their API key used up its monthly quota, by plan',
      ['plan'],
    ),
    staticAnswers: counter(
      registry,
      'static_answers_total',
      'Answers built once per process (docs, OpenAPI, tools list, catalog, error pages, assets, MCP resources/read of fixed documents), by kind and outcome (sent: the cached bytes, not_modified: 304 to If-None-Match, refused: 503 past HTTP_MAX_STATIC_UNREAD_BYTES)',
      ['kind', 'outcome'],
    ),
    staticUnreadBytes: gauge(
      registry,
      'static_unread_bytes',
      'Bytes of static answers handed to responses and not yet to the kernel: their clients have not read them (HTTP_MAX_STATIC_UNREAD_BYTES)',
    ),
    staticUnreadDrops: counter(
      registry,
      'static_unread_drops_total',
      'Connections closed because their static answer had waited unread for a second or more while a new one needed the room',
    ),
  };
  // Served from the start at 0: the error-rate alert subtracts these designed 503s from the 5xx (prometheusrule.yaml).
  metrics.apiKeyAuthFailures.inc({ reason: 'unverifiable' }, 0);
  metrics.staticUnreadBytes.set(0);
  // Served from the start at 0: the unread-static alert adds the refusals to the drops (prometheusrule.yaml).
  for (const kind of STATIC_KINDS) metrics.staticAnswers.inc({ kind, outcome: 'refused' }, 0);
  return metrics;
}

export interface ScrapeSources {
  metrics: Metrics;
  rates: RatesStore;
  /** Absent in embedded mode. */
  redis?: RedisConnection;
  now: () => Date;
}

const ageSeconds = (now: number, at: string) => Math.max(0, (now - Date.parse(at)) / 1000);

/**
 * What the metrics port answers: the registry, with the gauges that are read at scrape time
 * brought up to date first (rate ages, time since each source's last refresh, Redis state).
 */
export async function scrapeMetrics(s: ScrapeSources): Promise<string> {
  const data = await s.rates.current();
  const now = s.now().getTime();
  for (const id of BENCHMARK_IDS) {
    const asOf = data.benchmarks[id].as_of;
    if (asOf) s.metrics.rateAge.set({ rate: id }, ageSeconds(now, `${asOf}T00:00:00Z`));
    else s.metrics.rateAge.remove({ rate: id });
  }
  s.metrics.rateAge.set({ rate: 'fx' }, ageSeconds(now, `${data.fx.asOf}T00:00:00Z`));
  for (const source of REFRESH_SOURCES) {
    const at = data.refresh?.[source]?.succeededAt;
    if (at) s.metrics.ratesRefreshAge.set({ source }, ageSeconds(now, at));
    else s.metrics.ratesRefreshAge.remove({ source });
  }
  if (s.redis) {
    s.metrics.redisUp.set(s.redis.isUp() ? 1 : 0);
    s.metrics.redisBreakerOpen.set(s.redis.breakerState === 'open' ? 1 : 0);
  }
  return s.metrics.registry.metrics();
}
