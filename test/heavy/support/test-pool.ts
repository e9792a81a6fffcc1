/** A heavy-work pool for tests: one thread over the bundled snapshot, its warnings and errors kept for assertions. */
import { Registry } from 'prom-client';
import { HeavyPool, heavyPoolMetrics } from '../../../src/heavy/pool';
import { loadSnapshot } from '../../../src/rates/rates-data';
import { MemoryRatesStore } from '../../../src/rates/rates-store';

/** The rates every test pool reads (the bundled snapshot). */
export const rates = new MemoryRatesStore(loadSnapshot());

export function newPool(o: Partial<ConstructorParameters<typeof HeavyPool>[0]> = {}) {
  const registry = new Registry();
  const warnings: object[] = [];
  const errors: object[] = [];
  const pool = new HeavyPool({
    threads: 1,
    queue: 16,
    taskTimeoutMs: 30_000,
    maxHeapMb: 256,
    rates,
    metrics: heavyPoolMetrics(registry),
    logger: { warn: (obj) => warnings.push(obj), error: (obj) => errors.push(obj) },
    ...o,
  });
  return { pool, registry, warnings, errors };
}
