/**
 * Where requests are counted, picked once at start: `MemoryBudgets` in embedded mode (this process counts alone,
 * no API keys), `RedisBudgets` with Redis (every replica shares one count per client and per key, with this
 * replica's insurance behind it). Callers ask for a counter and never ask which mode they are in.
 */
import type { RedisConnection } from '../redis/redis-connection';
import type { Counter } from './counter';
import { insured } from './insured';
import { KeyCounter, KeyInsurance, type KeyCount, type KeySubject, type MonthWindow } from './key-counter';
import { MemoryCounter } from './memory-counter';
import { RedisWindow } from './redis-counter';
import { batchedByTurn } from './turn-batches';

/** Window length of every budget. */
export const WINDOW_SECONDS = 60;

export interface WindowOptions {
  /** Replicas sharing this budget: the insurance allows limit / this. @defaultValue the service's expected replicas */
  expectedReplicas?: number;
}

/** An API key's counting: its minute per scope and its month. */
export interface KeyBudgets {
  counter: Counter<KeySubject, KeyCount>;
  /** The key's requests this month so far, without counting (used undefined while Redis cannot be asked). */
  month(id: string): Promise<{ window: MonthWindow; used: number | undefined }>;
}

export interface Budgets {
  /** A per-client window (`api`, `mcp`, `page`, `keyfail`) of `limit` points a minute. */
  window(name: string, limit: number, o?: WindowOptions): Counter<string>;
  /** Keyed counting; undefined in embedded mode (keys live in Redis). */
  readonly keys: KeyBudgets | undefined;
}

/** Embedded mode: this process counts alone. */
export class MemoryBudgets implements Budgets {
  readonly keys = undefined;

  window(_name: string, limit: number): Counter<string> {
    return new MemoryCounter(limit, WINDOW_SECONDS);
  }
}

export interface RedisBudgetsOptions {
  /** Prefix of every Redis key (REDIS_KEY_PREFIX). */
  keyPrefix: string;
  /** Replicas expected to share the budgets (RATE_LIMIT_EXPECTED_REPLICAS). */
  expectedReplicas: number;
  /** Called for each request the insurance counted because Redis could not. */
  onDegraded: () => void;
  /** The keys' clock (months). */
  now: () => Date;
}

/** Shared counting in Redis, insured by this replica. */
export class RedisBudgets implements Budgets {
  readonly keys: KeyBudgets;

  constructor(
    private readonly redis: RedisConnection,
    private readonly o: RedisBudgetsOptions,
  ) {
    const shared = new KeyCounter({ redis, keyPrefix: o.keyPrefix, now: o.now, windowSeconds: WINDOW_SECONDS });
    this.keys = {
      counter: insured(batchedByTurn(shared), new KeyInsurance(o.expectedReplicas, o.now, WINDOW_SECONDS), {
        onDegraded: o.onDegraded,
        servedLocally: (subject, cost, error) => shared.servedLocally(subject, cost, error),
      }),
      month: (id) => shared.month(id),
    };
  }

  window(name: string, limit: number, w: WindowOptions = {}): Counter<string> {
    const replicas = Math.max(1, w.expectedReplicas ?? this.o.expectedReplicas);
    const shared = new RedisWindow(this.redis, `${this.o.keyPrefix}rl:${name}`, limit, WINDOW_SECONDS);
    const insurance = new MemoryCounter(Math.max(1, Math.floor(limit / replicas)), WINDOW_SECONDS);
    return insured(batchedByTurn(shared), insurance, { onDegraded: this.o.onDegraded });
  }
}

export function createBudgets(redis: RedisConnection | undefined, o: RedisBudgetsOptions): Budgets {
  return redis ? new RedisBudgets(redis, o) : new MemoryBudgets();
}
