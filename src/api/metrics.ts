/**
 * Prometheus metrics (prom-client), one registry per app instance so tests stay independent.
 * Labels are bounded: routes are Express route patterns (never raw URLs), tools are known slugs.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { BENCHMARK_IDS } from '../rates/benchmarks';
import { REFRESH_SOURCES } from '../rates/rates-data';
import type { RatesStore } from '../rates/rates-store';
import { createRefreshMetrics, type RefreshMetrics } from '../rates/refresh-metrics';
import type { RedisConnection } from '../redis/redis-connection';

export interface Metrics extends RefreshMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  calculations: Counter<'tool' | 'outcome' | 'channel'>;
  rateLimitRejections: Counter<'limit'>;
  rateAge: Gauge<'rate'>;
  ratesRefreshAge: Gauge<'source'>;
  redisUp: Gauge;
  redisBreakerOpen: Gauge;
  redisDegraded: Counter<'by'>;
  mcpRequests: Counter<'method' | 'revision' | 'outcome'>;
  mcpRequestDuration: Histogram<'method' | 'revision'>;
  mcpToolCalls: Counter<'tool' | 'revision' | 'outcome'>;
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    calculations: new Counter({
      name: 'calculations_total',
      help: 'Calculations by tool, outcome (ok, invalid_input, unsatisfiable_input, error) and channel (rest, mcp, page)',
      labelNames: ['tool', 'outcome', 'channel'],
      registers: [registry],
    }),
    rateLimitRejections: new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused with 429, by limit (api, mcp)',
      labelNames: ['limit'],
      registers: [registry],
    }),
    ...createRefreshMetrics(registry),
    rateAge: new Gauge({
      name: 'rate_age_seconds',
      help: 'Age of each benchmark rate and of the FX table, from its observation date',
      labelNames: ['rate'],
      registers: [registry],
    }),
    ratesRefreshAge: new Gauge({
      name: 'rates_refresh_age_seconds',
      help: 'Seconds since each source (fred, ecb, curated) was last refreshed successfully, from the shared data set (absent until one was)',
      labelNames: ['source'],
      registers: [registry],
    }),
    redisUp: new Gauge({
      name: 'redis_up',
      help: '1 when Redis is configured, reachable and answering within REDIS_COMMAND_TIMEOUT_MS (shared mode), 0 otherwise (absent in embedded mode)',
      registers: [registry],
    }),
    redisBreakerOpen: new Gauge({
      name: 'redis_breaker_open',
      help: "1 while this replica's Redis circuit breaker is open (request-path calls kept off Redis, background probes), 0 when closed (absent in embedded mode)",
      registers: [registry],
    }),
    redisDegraded: new Counter({
      name: 'redis_degraded_requests_total',
      help: 'Requests served without Redis for one call, by the call (rate_limit: the insurance limiter counted it; rates: the last good rates answered)',
      labelNames: ['by'],
      registers: [registry],
    }),
    mcpRequests: new Counter({
      name: 'mcp_requests_total',
      help: 'MCP JSON-RPC messages by method (served methods, notification, other, none = refused before reading), protocol revision and outcome (ok, tool_error or a JSON-RPC error name)',
      labelNames: ['method', 'revision', 'outcome'],
      registers: [registry],
    }),
    mcpRequestDuration: new Histogram({
      name: 'mcp_request_duration_seconds',
      help: 'Time to answer one MCP JSON-RPC message, by method and protocol revision',
      labelNames: ['method', 'revision'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
    mcpToolCalls: new Counter({
      name: 'mcp_tool_calls_total',
      help: 'MCP tools/call by tool, protocol revision and outcome (ok, invalid_input, unsatisfiable_input, unknown_tool, error)',
      labelNames: ['tool', 'revision', 'outcome'],
      registers: [registry],
    }),
  };
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
