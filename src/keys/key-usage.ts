/**
 * A key's monthly quota: requests counted per calendar month in UTC (the period a customer's
 * invoice names), in Redis with INCRBY, so that the count is exact across replicas and survives
 * their restarts. A refused request is taken back: the month counts requests served.
 *
 * While Redis cannot be reached a replica serves keyed requests without the quota check (the
 * per-minute limit still holds, counted by the insurance limiter) and adds what it served to the
 * next count it makes for that key, so the month's total stays exact once Redis is back.
 */
import type { RedisConnection } from '../redis/redis-connection';
import { periodOf, type KeyStore } from './key-store';

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

export interface MonthCount {
  window: MonthWindow;
  /** When it was counted (ms; the keys' clock): with `window.end`, the seconds left in the month. */
  at: number;
  /** Requests this month, this one included; undefined when Redis could not count it. */
  used: number | undefined;
  /** Over the quota: refuse (the count has been taken back). */
  exhausted: boolean;
}

export class MonthlyQuota {
  /** Requests served per key while Redis was unreachable, added to the next count. */
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly store: KeyStore,
    private readonly redis: RedisConnection,
    private readonly now: () => Date,
  ) {}

  /** Counts `cost` requests for key `id` against `quota` (null = none: counted, never refused). */
  async count(id: string, quota: number | null, cost: number): Promise<MonthCount> {
    const at = this.now();
    const window = monthOf(at);
    const owed = this.pending.get(id) ?? 0;
    let used: number;
    try {
      used = await this.redis.call(() => this.store.addUsage(id, window.period, cost + owed, (window.end.getTime() - at.getTime()) / 1000));
      if (owed > 0) this.pending.delete(id);
    } catch {
      this.pending.set(id, owed + cost);
      return { window, at: at.getTime(), used: undefined, exhausted: false };
    }
    if (quota === null || used <= quota) return { window, at: at.getTime(), used, exhausted: false };
    await this.refund(id, window, cost);
    return { window, at: at.getTime(), used: used - cost, exhausted: true };
  }

  /** Takes back `cost` requests of this month (refused after being counted). */
  async refund(id: string, window: MonthWindow, cost: number): Promise<void> {
    await this.redis.call(() => this.store.removeUsage(id, window.period, cost)).catch(() => {
      // Not taken back: the month shows these few requests more than were served.
    });
  }

  /** This month's requests so far, without counting one. */
  async peek(id: string): Promise<{ window: MonthWindow; used: number | undefined }> {
    const window = monthOf(this.now());
    const used = await this.redis.call(() => this.store.usage(id, window.period)).catch(() => undefined);
    return { window, used: used === undefined ? undefined : used + (this.pending.get(id) ?? 0) };
  }
}
