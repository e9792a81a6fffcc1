/**
 * What a keyed request counts: its minute on the plan's limit for the scope (REST `api`, `mcp`) and
 * its calendar month (UTC: the period an invoice names) against the plan's quota, both in Redis in
 * one script (`KeyStore.count`), so the counts are exact across replicas and survive their
 * restarts. A refused request is taken back from the month: the month counts requests served.
 *
 * While Redis cannot be reached (the connection's deadline, breaker, not connected) the minute is
 * counted by an in-memory insurance limiter holding the plan's limit divided by the expected
 * replica count, the quota is not checked, and what the replica served is added to the key's month
 * with its next count in Redis, so the month's total stays exact once Redis is back. (A call that
 * missed its deadline is not owed: its script most likely ran and only its answer was late.)
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RedisUnavailableError, type RedisConnection } from '../redis/redis-connection';
import { turnBatches } from '../redis/turn-batches';
import { periodOf, type KeyedCount, type KeyStore } from './key-store';

export interface MonthWindow {
  /** `2026-11`. */
  period: string;
  start: Date;
  /** The start of the next month: when the quota resets. */
  end: Date;
}

/** The calendar month (UTC) that `at` falls in. */
export function monthOf(at: Date): MonthWindow {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { period: periodOf(at), start, end };
}

export interface KeyCount {
  minute: {
    /** The limit in force: the plan's, or this replica's share of it while Redis is unreachable. */
    limit: number;
    remaining: number;
    msBeforeNext: number;
    limited: boolean;
  };
  month: {
    window: MonthWindow;
    /** When it was counted (ms, the keys' clock): with `window.end`, the time left in the month. */
    at: number;
    /** Requests served this month, this one included if served; undefined while Redis could not count. */
    used: number | undefined;
    exhausted: boolean;
  };
}

export interface KeyUsageOptions {
  store: KeyStore;
  redis: RedisConnection;
  now: () => Date;
  /** Replicas sharing a limit: the insurance limiter allows limit / this. */
  expectedReplicas: number;
  /** Called when a count could not be made in Redis. */
  onDegraded?: () => void;
  /** @defaultValue 60 */
  windowSeconds?: number;
}

/** One keyed request waiting for its batch's answer. */
interface Waiting {
  cost: number;
  /** When it was counted (ms, the keys' clock). */
  at: number;
  resolve: (count: KeyCount | Promise<KeyCount>) => void;
}

/** What the requests of one batch share: one key on one scope, limit, quota and month. */
interface Batch {
  scope: string;
  id: string;
  limit: number;
  quota: number | null;
  window: MonthWindow;
}

export class KeyUsage {
  /** Requests served per key while Redis was unreachable, added to the next count. */
  private readonly owed = new Map<string, number>();
  private readonly insurance = new Map<number, RateLimiterMemory>();
  private readonly windowMs: number;
  /** The month of the last count (worked out again only when it ends: dates cost a request ~2 µs). */
  private current: MonthWindow | undefined;
  /** This turn's batches: a key's concurrent requests cost one Redis call, not one each. */
  private readonly batch = turnBatches<Batch, Waiting>((b, waiting) => void this.send(b, waiting));

  constructor(private readonly o: KeyUsageOptions) {
    this.windowMs = (o.windowSeconds ?? 60) * 1000;
  }

  /**
   * Counts `cost` requests of key `id` on `scope`, limited to `limit` a minute and `quota` a month
   * (null = none). The key's other requests of this event-loop turn are counted in the same script
   * call, one after another in the order they came, so each answer is what counting alone gives.
   */
  count(scope: string, id: string, limit: number, quota: number | null, cost: number): Promise<KeyCount> {
    const at = this.o.now();
    const window = this.windowAt(at);
    const key = `${scope}\n${id}\n${limit}\n${quota}\n${window.period}`;
    return new Promise<KeyCount>((resolve) =>
      this.batch(key, { scope, id, limit, quota, window }, { cost, at: at.getTime(), resolve }),
    );
  }

  private async send({ scope, id, limit, quota, window }: Batch, waiting: Waiting[]): Promise<void> {
    // What this replica served without Redis goes with this call; given back if the call fails.
    const owed = this.owed.get(id) ?? 0;
    if (owed > 0) this.owed.delete(id);
    let counts: KeyedCount[];
    try {
      counts = await this.o.redis.call(() =>
        this.o.store.count(scope, id, {
          costs: waiting.map((w) => w.cost),
          windowMs: this.windowMs,
          limit,
          quota,
          period: window.period,
          monthTtlS: (window.end.getTime() - (waiting[0]?.at ?? 0)) / 1000,
          owed,
        }),
      );
    } catch (e) {
      // A call that missed its deadline most likely ran (its answer came late): owing it again would count it twice.
      const late = e instanceof RedisUnavailableError && e.reason === 'deadline';
      if (!late && owed > 0) this.owed.set(id, (this.owed.get(id) ?? 0) + owed);
      for (const w of waiting) {
        this.o.onDegraded?.();
        w.resolve(this.countLocally(scope, id, limit, w, window, late));
      }
      return;
    }
    for (const [i, w] of waiting.entries()) {
      const c = counts[i]!;
      w.resolve({
        minute: { limit, remaining: Math.max(0, limit - c.minute), msBeforeNext: c.msBeforeNext, limited: c.limited },
        month: { window, at: w.at, used: c.month, exhausted: c.exhausted },
      });
    }
  }

  /** Counts a request in this replica's insurance limiter, and owes it to the month if served. */
  private async countLocally(
    scope: string,
    id: string,
    limit: number,
    w: Waiting,
    window: MonthWindow,
    late: boolean,
  ): Promise<KeyCount> {
    const local = this.insuranceFor(limit);
    const { cost } = w;
    const served = await local.consume(`${scope}:${id}`, cost).then(
      (r) => ({ r, limited: false }),
      (e: unknown) => (e instanceof RateLimiterRes ? { r: e, limited: true } : Promise.reject(e)),
    );
    if (served.limited && cost > 1) await local.reward(`${scope}:${id}`, cost);
    if (!late && !served.limited) this.owed.set(id, (this.owed.get(id) ?? 0) + cost);
    const points = local.points;
    const used = served.limited && cost > 1 ? served.r.consumedPoints - cost : served.r.consumedPoints;
    return {
      minute: {
        limit: points,
        remaining: Math.max(0, points - used),
        msBeforeNext: served.r.msBeforeNext,
        limited: served.limited,
      },
      month: { window, at: w.at, used: undefined, exhausted: false },
    };
  }

  /** The key's minute on `scope` as it stands, without counting. */
  async minute(
    scope: string,
    id: string,
    limit: number,
  ): Promise<{ limit: number; used: number; msBeforeNext: number }> {
    try {
      const m = await this.o.redis.call(() => this.o.store.minute(scope, id));
      return { limit, used: m.msBeforeNext === undefined ? 0 : m.used, msBeforeNext: m.msBeforeNext ?? this.windowMs };
    } catch {
      const local = this.insuranceFor(limit);
      const r = await local.get(`${scope}:${id}`);
      return { limit: local.points, used: r?.consumedPoints ?? 0, msBeforeNext: r?.msBeforeNext ?? this.windowMs };
    }
  }

  /** This month's requests so far, without counting one (undefined while Redis cannot be asked). */
  async month(id: string): Promise<{ window: MonthWindow; used: number | undefined }> {
    const window = monthOf(this.o.now());
    const used = await this.o.redis.call(() => this.o.store.usage(id, window.period)).catch(() => undefined);
    return { window, used: used === undefined ? undefined : used + (this.owed.get(id) ?? 0) };
  }

  private windowAt(at: Date): MonthWindow {
    const t = at.getTime();
    if (!this.current || t < this.current.start.getTime() || t >= this.current.end.getTime())
      this.current = monthOf(at);
    return this.current;
  }

  private insuranceFor(limit: number): RateLimiterMemory {
    let l = this.insurance.get(limit);
    if (!l) {
      l = new RateLimiterMemory({
        keyPrefix: 'rl:key:insurance',
        points: Math.max(1, Math.floor(limit / Math.max(1, this.o.expectedReplicas))),
        duration: this.windowMs / 1000,
      });
      this.insurance.set(limit, l);
    }
    return l;
  }
}
