/**
 * Per-IP rate limits (DESIGN.md §3, seed §8), counted in Redis so every replica shares one budget
 * (rate-limiter-flexible `RateLimiterRedis`, one `keyPrefix` per limit). Each check has the Redis
 * deadline (REDIS_COMMAND_TIMEOUT_MS) and goes through the connection's circuit breaker; when it
 * fails, misses the deadline or the breaker is open, an in-memory insurance limiter holding the
 * budget divided by the expected replica count counts that request instead, so no request waits on
 * Redis longer than the deadline. The headers then state the insurance budget, the one in force.
 * Embedded mode counts in memory.
 *
 * Headers: `RateLimit-Policy` / `RateLimit` from the IETF httpapi ratelimit-headers draft
 * ("api";q=60;w=60 — q=20 while the insurance limiter counts — and "api";r=<remaining>;t=<seconds>), plus the widely used
 * `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` (epoch seconds); a 429 adds
 * `Retry-After` in whole seconds (RFC 9110 §10.2.3).
 */
import type { Request, RequestHandler, Response } from 'express';
import { clientOf } from '../client-address';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../../errors/api-error';
import type { RedisConnection } from '../../redis/redis-connection';
import type { Metrics } from '../metrics';

export interface RateLimitOptions {
  /** Policy name in the headers and the Redis key prefix (`api`, `mcp`). */
  name: string;
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. @defaultValue 60 */
  windowSeconds?: number;
  /** Shared counting; absent = in-memory (embedded mode). */
  redis?: RedisConnection;
  /** Prefix of the Redis keys. @defaultValue 'fincalc:' */
  keyPrefix?: string;
  /** Replicas expected to share the budget; the insurance limiter allows points / replicas. @defaultValue 1 */
  expectedReplicas?: number;
  metrics: Metrics;
  now?: () => number;
  /** The client a request is counted as. @defaultValue its normalised address (client-address.ts), IPv6 by /64 */
  clientOf?: (req: Request) => string;
}

/** One counting: the outcome, whether it refused, and the budget that counted it. */
interface Verdict {
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

/** The limiter's middleware (one point per request), and `charge` for requests that cost more than one. */
export interface RateLimiter extends RequestHandler {
  /**
   * Counts `points` more for this request's client than the one point the middleware counted, and
   * updates its rate-limit headers; resolves with the 429 to answer when they are over the budget
   * (a JSON-RPC batch costs one point per message). A refused charge is given back.
   */
  charge(req: Request, res: Response, points: number): Promise<ApiError | undefined>;
}

export function rateLimit(o: RateLimitOptions): RateLimiter {
  const windowSeconds = o.windowSeconds ?? 60;
  const now = o.now ?? Date.now;
  const clientOfRequest = o.clientOf ?? clientOf(64);
  const { redis, metrics } = o;
  // Embedded mode: the memory limiter is the only one and holds the whole budget.
  const localPoints = redis ? Math.max(1, Math.floor(o.points / Math.max(1, o.expectedReplicas ?? 1))) : o.points;
  const local = new RateLimiterMemory({ keyPrefix: `rl:${o.name}${redis ? ':insurance' : ''}`, points: localPoints, duration: windowSeconds });
  const shared =
    redis &&
    new RateLimiterRedis({
      storeClient: redis.client,
      // One key per client and limit ({prefix}rl:{name}:{ip}); its Lua script touches only that key (Cluster-safe).
      keyPrefix: `${o.keyPrefix ?? 'fincalc:'}rl:${o.name}`,
      points: o.points,
      duration: windowSeconds,
      rejectIfRedisNotReady: true,
    });
  const policies = new Map([o.points, localPoints].map((p) => [p, `"${o.name}";q=${p};w=${windowSeconds}`]));

  const count = async (key: string, cost: number): Promise<Verdict> => {
    if (redis && shared) {
      try {
        return await redis.call(() => verdict(shared.consume(key, cost), o.points, 'shared'));
      } catch {
        // Redis failed, missed its deadline or the breaker is open (logged once per transition by the connection).
        metrics.redisDegraded.inc({ by: 'rate_limit' });
      }
    }
    return verdict(local.consume(key, cost), localPoints, 'local');
  };

  /** Gives back points a refused multi-point request took: it is refused whole, and costs nothing more. */
  const refund = async (key: string, cost: number, store: Verdict['store']): Promise<void> => {
    if (store === 'shared' && shared && redis) await redis.call(() => shared.reward(key, cost)).catch(() => undefined);
    else await local.reward(key, cost);
  };

  const apply = async (req: Request, res: Response, cost: number): Promise<ApiError | undefined> => {
    const key = clientOfRequest(req);
    let v: Verdict;
    try {
      v = await count(key, cost);
      if (v.limited && cost > 1) await refund(key, cost, v.store);
    } catch (e) {
      // The memory limiter failed too (it does not): let the request through rather than fail it.
      req.log?.error({ err: e }, 'rate limiter failed');
      return undefined;
    }
    const { outcome, limited, points } = v;
    const resetSeconds = Math.max(0, Math.ceil(outcome.msBeforeNext / 1000));
    // After a refund the points left are the budget less what was counted before this request.
    const remaining = Math.max(0, limited && cost > 1 ? points - (outcome.consumedPoints - cost) : outcome.remainingPoints);
    res.setHeader('RateLimit-Policy', policies.get(points)!);
    res.setHeader('RateLimit', `"${o.name}";r=${remaining};t=${resetSeconds}`);
    res.setHeader('X-RateLimit-Limit', String(points));
    res.setHeader('X-RateLimit-Remaining', String(remaining));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil((now() + outcome.msBeforeNext) / 1000)));
    if (!limited) return undefined;
    metrics.rateLimitRejections.inc({ limit: o.name });
    // `charge` counts what a request costs beyond the one point the middleware counted.
    const what = cost === 1 ? '' : `: this request costs ${cost + 1} (one per message)`;
    return new ApiError('rate_limited', `Rate limit of ${points} requests per ${windowSeconds} s exceeded${what}; retry in ${Math.max(1, resetSeconds)} s`, {
      headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
    });
  };

  const middleware: RequestHandler = async (req, res, next) => next(await apply(req, res, 1));
  return Object.assign(middleware, { charge: (req: Request, res: Response, points: number) => apply(req, res, points) });
}
