/** Builds the real Express app with the embedded stores (or a given Redis) and a silent logger. */
import pino from 'pino';
import { createApp, type AppDeps } from '../../src/api/app';
import { createMetrics, scrapeMetrics } from '../../src/api/metrics';
import { loadConfig } from '../../src/config';
import { loadSnapshot } from '../../src/rates/rates-data';
import { MemoryRatesStore } from '../../src/rates/rates-store';

export const TEST_BASE_URL = 'http://fincalc.test';
/** The fixed "now" of HTTP tests (staleness is judged against it). */
export const TEST_NOW = new Date('2026-11-22T12:00:00Z');

export function testDeps(env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    config: loadConfig({
      BASE_URL: TEST_BASE_URL,
      RATE_LIMIT_API_PER_MIN: '1000000',
      RATE_LIMIT_MCP_PER_MIN: '1000000',
      // Every test request comes from one address: the light budget and the places in flight are tested on their own.
      RATE_LIMIT_LIGHT_PER_MIN: '1000000',
      RATE_LIMIT_IN_FLIGHT_PER_CLIENT: '10000',
      // Refusals are answered at once; the hold is tested on its own (test/api/refusal-hold.test.ts).
      REFUSAL_HOLD_MS: '0',
      ...env,
    }),
    logger: pino({ level: 'silent' }),
    metrics: createMetrics({ defaultMetrics: false }),
    rates: new MemoryRatesStore(loadSnapshot()),
    lifecycle: { shuttingDown: false },
    now: () => TEST_NOW,
    ...overrides,
  };
}

/** What the metrics port (METRICS_PORT) would answer for an app built from `deps`. */
export function scrape(deps: AppDeps): Promise<string> {
  return scrapeMetrics({ metrics: deps.metrics, rates: deps.rates, redis: deps.redis, now: deps.now });
}

export function testApp(env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}) {
  const deps = testDeps(env, overrides);
  return { app: createApp(deps), deps };
}
