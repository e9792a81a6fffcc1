/**
 * Where the API reads rates from. Embedded mode keeps them in memory; with Redis they are shared
 * by every replica (written by the refresh worker) and read through a short in-process cache.
 * Either way a read never fails: the last good data set, or the bundled snapshot, is returned, and
 * a read from Redis has the connection's deadline, so no request waits on Redis longer than that.
 */
import type { RedisConnection } from '../redis/redis-connection';
import { BENCHMARK_IDS } from './benchmarks';
import type { RatesData } from './rates-data';

export interface RatesStore {
  /** The current data set (never throws). */
  current(): Promise<RatesData>;
  /** Replaces the data set (the refresh's write). */
  save(data: RatesData): Promise<void>;
}

/** What a refresh needs of a store. */
export interface RatesWriter {
  /**
   * The data set as stored right now, bypassing caches, for a refresh about to write; throws when the
   * store cannot be read, so that a refresh never writes over data it could not see.
   */
  latest(): Promise<RatesData>;
  /** Replaces the data set in one write: readers see the old set or the new one, never a mix. */
  save(data: RatesData): Promise<void>;
}

/** Embedded mode: the data set lives in this process. */
export class MemoryRatesStore implements RatesStore, RatesWriter {
  constructor(private data: RatesData) {}

  async current(): Promise<RatesData> {
    return this.data;
  }

  async latest(): Promise<RatesData> {
    return this.data;
  }

  async save(data: RatesData): Promise<void> {
    this.data = data;
  }
}

/** The Redis key of the shared data set, under the configured key prefix. */
/**
 * Deadline of a refresh's read and write of the data set: a refresh is off the request path and may
 * wait for a slow Redis longer than a request would, but a frozen one fails the job (BullMQ retries it)
 * instead of holding the worker until Redis comes back.
 */
export const REFRESH_DEADLINE_MS = 5000;

export function ratesKey(prefix: string): string {
  return `${prefix}rates:v1`;
}

/** Checks the shape of a data set read from Redis; anything else is ignored, never served. */
export function isRatesData(v: unknown): v is RatesData {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Partial<RatesData>;
  if (typeof d.benchmarks !== 'object' || d.benchmarks === null || typeof d.fx !== 'object' || d.fx === null)
    return false;
  for (const id of BENCHMARK_IDS) {
    const b = (d.benchmarks as Record<string, unknown>)[id] as Record<string, unknown> | undefined;
    if (!b || !(b.value === null || (typeof b.value === 'number' && Number.isFinite(b.value)))) return false;
    if (!(b.as_of === null || typeof b.as_of === 'string')) return false;
  }
  if (d.refresh !== undefined) {
    if (typeof d.refresh !== 'object' || d.refresh === null) return false;
    for (const state of Object.values(d.refresh)) if (!Array.isArray(state?.failures)) return false;
  }
  const rates = d.fx.rates as Record<string, unknown> | undefined;
  return (
    !!rates &&
    typeof d.fx.asOf === 'string' &&
    Object.values(rates).every((x) => typeof x === 'number' && x > 0 && Number.isFinite(x))
  );
}

export interface RedisRatesStoreOptions {
  /** Prefix of the Redis key. @defaultValue 'fincalc:' */
  keyPrefix?: string;
  /** How long a replica reuses what it read. @defaultValue 15000 */
  cacheMs?: number;
  /** Clock, for tests. */
  now?: () => number;
  /** Called for each `current()` that needed Redis and got no answer (served the last good data set). */
  onDegraded?: () => void;
}

/** Shared mode: Redis holds the data set; this replica caches it briefly and remembers the last good one. */
export class RedisRatesStore implements RatesStore, RatesWriter {
  private lastGood: RatesData;
  private readAt = -Infinity;
  /** The read in flight: requests arriving meanwhile wait for it (within its deadline) instead of sending their own. */
  private reading: Promise<boolean> | undefined;
  private readonly cacheMs: number;
  private readonly now: () => number;
  private readonly key: string;

  constructor(
    private readonly redis: RedisConnection,
    fallback: RatesData,
    private readonly options: RedisRatesStoreOptions = {},
  ) {
    this.lastGood = fallback;
    this.key = ratesKey(options.keyPrefix ?? 'fincalc:');
    this.cacheMs = options.cacheMs ?? 15_000;
    this.now = options.now ?? Date.now;
  }

  async current(): Promise<RatesData> {
    if (this.now() - this.readAt < this.cacheMs) return this.lastGood;
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    if (!(await this.reading)) this.options.onDegraded?.();
    return this.lastGood;
  }

  /** One GET with the connection's deadline and breaker; false when Redis gave no answer. */
  private async read(): Promise<boolean> {
    let raw: string | null;
    try {
      raw = await this.redis.call((client) => client.get(this.key));
    } catch {
      // Degraded: keep serving the last good data set; the connection logs the outage once.
      return false;
    }
    this.readAt = this.now();
    if (raw === null) return true;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isRatesData(parsed)) this.lastGood = parsed;
    } catch {
      // Garbage in Redis is ignored, never served.
    }
    return true;
  }

  /** The stored data set, for a refresh to merge into: off the request path, so a longer deadline than a request's. */
  async latest(): Promise<RatesData> {
    const raw = await this.redis.call((client) => client.get(this.key), REFRESH_DEADLINE_MS);
    let parsed: unknown;
    try {
      parsed = raw === null ? null : JSON.parse(raw);
    } catch {
      parsed = null;
    }
    // Nothing (or garbage) stored yet: the refresh starts from this replica's last good data set.
    if (isRatesData(parsed)) this.lastGood = parsed;
    this.readAt = this.now();
    return this.lastGood;
  }

  async save(data: RatesData): Promise<void> {
    await this.redis.call((client) => client.set(this.key, JSON.stringify(data)), REFRESH_DEADLINE_MS);
    this.lastGood = data;
    this.readAt = this.now();
  }
}
