/** Shared pieces of the rates tests: a store, metrics, a log that records lines, providers from config. */
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import { loadConfig } from '../../../src/config';
import { loadSnapshot } from '../../../src/rates/rates-data';
import { MemoryRatesStore } from '../../../src/rates/rates-store';
import { refreshGroups } from '../../../src/rates/refresh-groups';
import { createRefreshMetrics, type RefreshMetrics } from '../../../src/rates/refresh-metrics';
import type { FakeSources } from './fake-sources';

export interface LogLine {
  level: 'info' | 'warn' | 'debug' | 'error';
  msg: string;
  obj: unknown;
}

/** A logger that records what it is asked to log. */
export function recordingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (obj: unknown, msg?: string) =>
    void lines.push({ level, msg: msg ?? String(obj), obj });
  const logger = { info: at('info'), warn: at('warn'), debug: at('debug'), error: at('error') } as unknown as Logger;
  return { logger, lines };
}

export function refreshMetrics(): { registry: Registry; metrics: RefreshMetrics } {
  const registry = new Registry();
  return { registry, metrics: createRefreshMetrics(registry) };
}

/** The value of `rates_refresh_total{source,outcome}`. */
export async function refreshCount(metrics: RefreshMetrics, source: string, outcome: string): Promise<number> {
  const { values } = await metrics.ratesRefresh.get();
  return values.find((v) => v.labels.source === source && v.labels.outcome === outcome)?.value ?? 0;
}

/**
 * The fetch timeout of the refresh groups under test: long enough that the fake on loopback always answers a good
 * request within it while two Jest workers and a browser share the 2 cores (at 500 ms a good refresh of eight series
 * timed out now and then in the full suite), short enough that a hang costs a test a few seconds.
 */
export const FETCH_TIMEOUT_MS = 3000;

/** The refresh groups as `loadConfig` builds them, pointed at `fake` (FETCH_TIMEOUT_MS, small size cap). */
export function groupsFor(fake: FakeSources, env: Record<string, string> = {}) {
  return refreshGroups(
    loadConfig({
      ...fake.env(),
      RATES_FETCH_TIMEOUT_MS: String(FETCH_TIMEOUT_MS),
      RATES_FETCH_MAX_BYTES: '65536',
      ...env,
    }),
  );
}

export const snapshotStore = () => new MemoryRatesStore(loadSnapshot());
