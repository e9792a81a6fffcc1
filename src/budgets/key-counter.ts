/**
 * What a keyed request counts: its minute on the plan's limit for the scope (REST `api`, `mcp`) and its calendar
 * month (UTC: the period an invoice names) against the plan's quota, both in Redis in one script
 * (`count-key-minute-and-month.lua`), so the counts are exact across replicas and survive their restarts. A refused
 * request is taken back from the month: the month counts requests served.
 *
 * While Redis cannot be reached the insurance (`KeyInsurance`, through `insured`) counts the minute on the plan's
 * limit divided by the expected replica count, the quota is not checked, and what the replica served is owed: added
 * to the key's month with its next count in Redis, so the month's total stays exact once Redis is back. (A call
 * that missed its deadline is not owed: its script most likely ran and only its answer was late.)
 *
 * Redis keys (a key's counters share the hash tag of its id: one script, one slot):
 * - `{prefix}rl:<api|mcp>:key:{<id>}`: the key's requests in the current minute (a fixed window);
 * - `{prefix}usage:{<id>}:<YYYY-MM>`: its requests in a calendar month, kept `USAGE_KEPT_AFTER_PERIOD_S` after it.
 */
import { RedisUnavailableError, type RedisConnection } from '../redis/redis-connection';
import { luaScript, scriptOn } from '../redis/lua-script';
import { countOf, type BatchCounter, type Count, type Counter, type Standing } from './counter';
import { MemoryCounter } from './memory-counter';

/** How long a month's counter outlives the month: `keys list` can still be asked about last month. */
export const USAGE_KEPT_AFTER_PERIOD_S = 62 * 86_400;

const COUNT_KEY_MINUTE_AND_MONTH = luaScript(__dirname, 'count-key-minute-and-month.lua', 2);

/** `2026-11` for a time in November 2026 UTC. */
export function periodOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

export function usageKey(prefix: string, id: string, period: string): string {
  return `${prefix}usage:{${id}}:${period}`;
}

export function keyMinuteKey(prefix: string, scope: string, id: string): string {
  return `${prefix}rl:${scope}:key:{${id}}`;
}

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

/** A key's requests on one scope, on its plan's limits. */
export interface KeySubject {
  scope: string;
  id: string;
  /** Requests a minute. */
  limit: number;
  /** Requests a month; null = no quota. */
  quota: number | null;
}

export interface KeyCount extends Count {
  month: {
    window: MonthWindow;
    /** When it was counted (ms, the keys' clock): with `window.end`, the time left in the month. */
    at: number;
    /** Requests served this month, this one included if served; undefined while Redis could not count. */
    used: number | undefined;
    exhausted: boolean;
  };
}

export interface KeyCounterOptions {
  redis: RedisConnection;
  keyPrefix: string;
  now: () => Date;
  /** @defaultValue 60 */
  windowSeconds?: number;
}

/** The key's minute and month in Redis. */
export class KeyCounter implements BatchCounter<KeySubject, KeyCount> {
  /** Requests served per key while Redis was unreachable, added to the next count. */
  private readonly owed = new Map<string, number>();
  private readonly windowMs: number;
  /** The month of the last count (worked out again only when it ends: dates cost a request ~2 µs). */
  private current: MonthWindow | undefined;
  private readonly count;

  constructor(private readonly o: KeyCounterOptions) {
    this.windowMs = (o.windowSeconds ?? 60) * 1000;
    this.count = scriptOn(o.redis.client, COUNT_KEY_MINUTE_AND_MONTH);
  }

  batchKey({ scope, id, limit, quota }: KeySubject): string {
    return `${scope}\n${id}\n${limit}\n${quota}`;
  }

  /** Work already done, on the minute and the month, whatever the limit and the quota (the script with neither). */
  async owe(subject: KeySubject, cost: number): Promise<KeyCount> {
    const [count] = await this.consumeAll({ ...subject, limit: Number.MAX_SAFE_INTEGER, quota: null }, [cost]);
    return { ...count!, ...countOf(subject.limit, count!.used, false, count!.resetMs, 'shared') };
  }

  /** The key's requests of `costs`, one after another; what was owed goes with the first. */
  async consumeAll({ scope, id, limit, quota }: KeySubject, costs: number[]): Promise<KeyCount[]> {
    const now = this.o.now();
    const at = now.getTime();
    const window = this.windowAt(now);
    // What this replica served without Redis goes with this call; given back if the call fails.
    const owed = this.owed.get(id) ?? 0;
    if (owed > 0) this.owed.delete(id);
    let counts: number[];
    try {
      counts = (await this.o.redis.call(() =>
        this.count(
          keyMinuteKey(this.o.keyPrefix, scope, id),
          usageKey(this.o.keyPrefix, id, window.period),
          this.windowMs,
          limit,
          quota ?? -1,
          owed,
          Math.ceil((window.end.getTime() - at) / 1000) + USAGE_KEPT_AFTER_PERIOD_S,
          ...costs,
        ),
      )) as number[];
    } catch (e) {
      // A call that missed its deadline most likely ran (its answer came late): owing it again would count it twice.
      if (!lateAnswer(e) && owed > 0) this.addOwed(id, owed);
      throw e;
    }
    const resetMs = counts[0] ?? 0;
    return costs.map((_, i) => ({
      ...countOf(limit, counts[1 + 4 * i] ?? 0, counts[3 + 4 * i] === 1, resetMs, 'shared'),
      month: { window, at, used: counts[2 + 4 * i] ?? 0, exhausted: counts[4 + 4 * i] === 1 },
    }));
  }

  /** The key's minute on its scope as it stands, without counting. */
  async peek({ scope, id, limit }: KeySubject): Promise<Standing> {
    const key = keyMinuteKey(this.o.keyPrefix, scope, id);
    const client = this.o.redis.client;
    const [used, pttl] = await this.o.redis.call(() => Promise.all([client.get(key), client.pttl(key)]));
    return pttl > 0 ? { limit, used: Number(used ?? 0), resetMs: pttl } : { limit, used: 0, resetMs: this.windowMs };
  }

  /** A request the insurance served while this call failed: owed to the month, unless the call was only late. */
  servedLocally({ id }: KeySubject, cost: number, error: unknown): void {
    if (!lateAnswer(error)) this.addOwed(id, cost);
  }

  /** This month's requests so far, without counting one (undefined while Redis cannot be asked). */
  async month(id: string): Promise<{ window: MonthWindow; used: number | undefined }> {
    const window = monthOf(this.o.now());
    const key = usageKey(this.o.keyPrefix, id, window.period);
    const used = await this.o.redis
      .call(() => this.o.redis.client.get(key))
      .then(
        (v) => Number(v ?? 0),
        () => undefined,
      );
    return { window, used: used === undefined ? undefined : used + (this.owed.get(id) ?? 0) };
  }

  private addOwed(id: string, cost: number) {
    this.owed.set(id, (this.owed.get(id) ?? 0) + cost);
  }

  private windowAt(at: Date): MonthWindow {
    const t = at.getTime();
    if (!this.current || t < this.current.start.getTime() || t >= this.current.end.getTime())
      this.current = monthOf(at);
    return this.current;
  }
}

const lateAnswer = (e: unknown) => e instanceof RedisUnavailableError && e.reason === 'deadline';

/** The key's minute counted by this replica alone (the plan's limit / the expected replicas); the month not at all. */
export class KeyInsurance implements Counter<KeySubject, KeyCount> {
  private readonly windows = new Map<number, MemoryCounter>();

  constructor(
    private readonly expectedReplicas: number,
    private readonly now: () => Date,
    private readonly windowSeconds = 60,
  ) {}

  async consume(subject: KeySubject, cost: number): Promise<KeyCount> {
    const now = this.now();
    const count = await this.windowFor(subject.limit).consume(`${subject.scope}:${subject.id}`, cost);
    return { ...count, month: { window: monthOf(now), at: now.getTime(), used: undefined, exhausted: false } };
  }

  async owe(subject: KeySubject, cost: number): Promise<KeyCount> {
    const now = this.now();
    const count = await this.windowFor(subject.limit).owe(`${subject.scope}:${subject.id}`, cost);
    return { ...count, month: { window: monthOf(now), at: now.getTime(), used: undefined, exhausted: false } };
  }

  peek(subject: KeySubject): Promise<Standing> {
    return this.windowFor(subject.limit).peek(`${subject.scope}:${subject.id}`);
  }

  private windowFor(limit: number): MemoryCounter {
    let w = this.windows.get(limit);
    if (!w) {
      w = new MemoryCounter(Math.max(1, Math.floor(limit / Math.max(1, this.expectedReplicas))), this.windowSeconds);
      this.windows.set(limit, w);
    }
    return w;
  }
}
