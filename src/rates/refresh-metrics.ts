/**
 * The refresh's Prometheus metrics, defined once and registered wherever a refresh runs: the API
 * registry in embedded mode, the worker's registry with Redis.
 */
import { Counter, Histogram, type Registry } from 'prom-client';

export interface RefreshMetrics {
  ratesRefresh: Counter<'source' | 'outcome'>;
  ratesRefreshDuration: Histogram<'source'>;
  ratesRefused: Counter<'source' | 'rate' | 'reason'>;
}

export function createRefreshMetrics(registry: Registry): RefreshMetrics {
  return {
    ratesRefused: new Counter({
      name: 'rates_refused_total',
      help: 'Fetched values refused as implausible and not served, by source, rate (a benchmark id or fx) and reason (out_of_range, implausible_jump)',
      labelNames: ['source', 'rate', 'reason'],
      registers: [registry],
    }),
    ratesRefresh: new Counter({
      name: 'rates_refresh_total',
      help: 'Rates refresh attempts by source (fred, ecb, curated) and outcome (success, partial, failure)',
      labelNames: ['source', 'outcome'],
      registers: [registry],
    }),
    ratesRefreshDuration: new Histogram({
      name: 'rates_refresh_duration_seconds',
      help: 'Time to read one source during a rates refresh, by source',
      labelNames: ['source'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
      registers: [registry],
    }),
  };
}
