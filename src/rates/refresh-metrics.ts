/**
 * The refresh's Prometheus metrics, defined once and registered wherever a refresh runs: the API
 * registry in embedded mode, the worker's registry with Redis.
 */
import type { Counter, Histogram, Registry } from 'prom-client';
import { counter, histogram } from '../metrics/define';

export interface RefreshMetrics {
  ratesRefresh: Counter<'source' | 'outcome'>;
  ratesRefreshDuration: Histogram<'source'>;
  ratesRefused: Counter<'source' | 'rate' | 'reason'>;
  /** The worker process's BullMQ workers replaced because a tick stayed due with nothing running (refresh-worker.ts). */
  ratesRefreshWorkerReplaced?: Counter;
}

export function createRefreshMetrics(registry: Registry): RefreshMetrics {
  return {
    ratesRefused: counter(
      registry,
      'rates_refused_total',
      'Fetched values refused as implausible and not served, by source, rate (a benchmark id or fx) and reason (out_of_range, implausible_jump; no_band: currencies of a table left out)',
      ['source', 'rate', 'reason'],
    ),
    ratesRefresh: counter(
      registry,
      'rates_refresh_total',
      'Rates refresh attempts by source (fred, ecb, curated) and outcome (success, partial, failure)',
      ['source', 'outcome'],
    ),
    ratesRefreshWorkerReplaced: counter(
      registry,
      'rates_refresh_worker_replaced_total',
      'BullMQ workers replaced because a refresh tick stayed due with nothing running (a worker stuck after a failover)',
      [],
    ),
    ratesRefreshDuration: histogram(
      registry,
      'rates_refresh_duration_seconds',
      'Time to read one source during a rates refresh, by source',
      ['source'],
      [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    ),
  };
}
