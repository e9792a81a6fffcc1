/**
 * One per-minute budget: counted in Redis (rate-limiter-flexible `RateLimiterRedis`, one key per
 * client, its Lua script touching only that key: Cluster-safe) through the connection's deadline
 * and circuit breaker, and by an in-memory insurance limiter holding the budget divided by the
 * expected replica count when that call fails. Embedded mode counts in memory only.
 *
 * The counts one client makes in one event-loop turn go to Redis as one call (their points
 * together) and each request is answered at its own place in the result: the answers counting them
 * one at a time would give, for a Redis call per client per turn instead of one per request.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisConnection } from '../../redis/redis-connection';
import { turnBatches } from '../../redis/turn-batches';
import type { Metrics } from '../metrics';

/** One counting: the outcome, whether it refused, and the budget that counted it. */
export interface Verdict {
  outcome: RateLimiterRes;
  limited: boolean;
  points: number;
  /** Which limiter counted it: the shared one in Redis, or this replica's. */
  store: 'shared' | 'local';
}

/** A refusal is an answer, not a failure: rate-limiter-flexible rejects with a `RateLimiterRes` past the budget. */
async function verdict(consume: Promise<RateLimiterRes>, points: number, store: Verdict['store']): Promise<Verdict> {
  try {
    return { outcome: await consume, limited: false, points, store };
  } catch (e) {
    if (e instanceof RateLimiterRes) return { outcome: e, limited: true, points, store };
    throw e;
  }
}

export interface BudgetOptions {
  /** Redis key prefix of this budget's counters (`{prefix}rl:api`). */
  keyPrefix: string;
  points: number;
  windowSeconds: number;
  redis?: RedisConnection;
  expectedReplicas: number;
  metrics: Pick<Metrics, 'redisDegraded'>;
}

export interface Budget {
  points: number;
  /** The insurance limiter's budget (the whole budget in embedded mode). */
  localPoints: number;
  count(key: string, cost: number): Promise<Verdict>;
  /** Gives back points a refused multi-point request took. */
  refund(key: string, cost: number, store: Verdict['store']): Promise<void>;
  /** Points used in the current window and milliseconds until it ends, without counting (undefined: nothing counted yet). */
  peek(key: string): Promise<{ used: number; msBeforeNext: number; points: number } | undefined>;
}

/** One request's count waiting for its batch's answer. */
interface Waiting {
  cost: number;
  resolve: (v: Promise<Verdict> | Verdict) => void;
}

export function budget(o: BudgetOptions): Budget {
  const { redis, metrics } = o;
  const localPoints = redis ? Math.max(1, Math.floor(o.points / Math.max(1, o.expectedReplicas))) : o.points;
  const local = new RateLimiterMemory({
    keyPrefix: `${o.keyPrefix}${redis ? ':insurance' : ''}`,
    points: localPoints,
    duration: o.windowSeconds,
  });
  const shared =
    redis &&
    new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: o.keyPrefix,
      points: o.points,
      duration: o.windowSeconds,
      rejectIfRedisNotReady: true,
    });
  const countLocally = (key: string, cost: number) => verdict(local.consume(key, cost), localPoints, 'local');

  /** This client's counting within its batch: the budget as it stood after its own points (`consumed`). */
  const share = (whole: RateLimiterRes, consumed: number, first: boolean): Verdict => ({
    outcome: new RateLimiterRes(
      Math.max(0, o.points - consumed),
      whole.msBeforeNext,
      consumed,
      whole.isFirstInDuration && first,
    ),
    limited: consumed > o.points,
    points: o.points,
    store: 'shared',
  });

  /**
   * One Redis call counts a batch's points together; each request then gets the budget as it stood
   * after its own points, exactly what counting them one by one would have answered.
   */
  const send = async (key: string, waiting: Waiting[]): Promise<void> => {
    const total = waiting.reduce((sum, w) => sum + w.cost, 0);
    let whole: Verdict;
    try {
      whole = await redis!.call(() => verdict(shared!.consume(key, total), o.points, 'shared'));
    } catch {
      // Redis failed, missed its deadline or the breaker is open (logged once per transition by the connection).
      for (const w of waiting) {
        metrics.redisDegraded.inc({ by: 'rate_limit' });
        w.resolve(countLocally(key, w.cost));
      }
      return;
    }
    let consumed = whole.outcome.consumedPoints - total;
    for (const [i, w] of waiting.entries()) {
      consumed += w.cost;
      w.resolve(share(whole.outcome, consumed, i === 0));
    }
  };
  // Concurrent requests of one client (a busy integration, a scripted caller, one address on many
  // connections) arrive in the same turn: they cost one Redis call, not one each.
  const batch = turnBatches<string, Waiting>((key, waiting) => void send(key, waiting));

  return {
    points: o.points,
    localPoints,
    count(key, cost) {
      if (!shared) return countLocally(key, cost);
      return new Promise<Verdict>((resolve) => batch(key, key, { cost, resolve }));
    },
    async refund(key, cost, store) {
      if (store === 'shared' && shared && redis)
        await redis.call(() => shared.reward(key, cost)).catch(() => undefined);
      else await local.reward(key, cost);
    },
    async peek(key) {
      if (redis && shared) {
        try {
          const res = await redis.call(() => shared.get(key));
          return res ? { used: res.consumedPoints, msBeforeNext: res.msBeforeNext, points: o.points } : undefined;
        } catch {
          // Degraded: what this replica's insurance limiter counted.
        }
      }
      const res = await local.get(key);
      return res ? { used: res.consumedPoints, msBeforeNext: res.msBeforeNext, points: localPoints } : undefined;
    },
  };
}
