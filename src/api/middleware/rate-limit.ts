/**
 * Per-IP rate limits (DESIGN.md §3, seed §8), counted in Redis so every replica shares one budget
 * (rate-limiter-flexible `RateLimiterRedis`, one `keyPrefix` per limit). When Redis fails, an
 * in-memory insurance limiter holding the budget divided by the expected replica count takes
 * over, so the API keeps answering. Embedded mode counts in memory.
 *
 * Headers: `RateLimit-Policy` / `RateLimit` from the IETF httpapi ratelimit-headers draft
 * ("api";q=60;w=60 and "api";r=<remaining>;t=<seconds>), plus the widely used
 * `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` (epoch seconds); a 429 adds
 * `Retry-After` in whole seconds (RFC 9110 §10.2.3).
 */
import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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
}

function createLimiter(o: RateLimitOptions): RateLimiterAbstract {
  const duration = o.windowSeconds ?? 60;
  if (!o.redis) return new RateLimiterMemory({ keyPrefix: `rl:${o.name}`, points: o.points, duration });
  return new RateLimiterRedis({
    storeClient: o.redis.client,
    keyPrefix: `${o.keyPrefix ?? 'fincalc:'}rl:${o.name}`,
    points: o.points,
    duration,
    // With the offline queue disabled, a down Redis rejects at once and the insurance limiter answers.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({
      keyPrefix: `rl:${o.name}:insurance`,
      points: Math.max(1, Math.floor(o.points / Math.max(1, o.expectedReplicas ?? 1))),
      duration,
    }),
  });
}

export function rateLimit(o: RateLimitOptions): RequestHandler {
  const limiter = createLimiter(o);
  const windowSeconds = o.windowSeconds ?? 60;
  const now = o.now ?? Date.now;
  const policy = `"${o.name}";q=${o.points};w=${windowSeconds}`;

  return async (req, res, next) => {
    const key = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    let outcome: RateLimiterRes;
    let limited = false;
    try {
      outcome = await limiter.consume(key);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) {
        // Both the store and the insurance failed: let the request through rather than fail it.
        req.log?.error({ err: e }, 'rate limiter failed');
        next();
        return;
      }
      outcome = e;
      limited = true;
    }
    const resetSeconds = Math.max(0, Math.ceil(outcome.msBeforeNext / 1000));
    const remaining = Math.max(0, outcome.remainingPoints);
    res.setHeader('RateLimit-Policy', policy);
    res.setHeader('RateLimit', `"${o.name}";r=${remaining};t=${resetSeconds}`);
    res.setHeader('X-RateLimit-Limit', String(o.points));
    res.setHeader('X-RateLimit-Remaining', String(remaining));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil((now() + outcome.msBeforeNext) / 1000)));
    if (limited) {
      o.metrics.rateLimitRejections.inc({ limit: o.name });
      next(
        new ApiError('rate_limited', `Rate limit of ${o.points} requests per ${windowSeconds} s exceeded; retry in ${Math.max(1, resetSeconds)} s`, {
          headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
        }),
      );
      return;
    }
    next();
  };
}
