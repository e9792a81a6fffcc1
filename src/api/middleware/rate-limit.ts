/**
 * Per-client rate limits (docs/api.md, "Limits and headers"), counted in Redis so every replica shares one
 * budget (`budget.ts`: the Redis deadline, the circuit breaker and the in-memory insurance limiter).
 * An anonymous request is counted per address, exactly as before keys existed; a request with a
 * valid API key (`api-keys.ts`) is counted per key id on its plan's per-minute limit and, when the
 * plan has one, against its monthly quota, both in one Redis script (`keys/key-usage.ts`).
 *
 * Headers: `RateLimit-Policy` / `RateLimit` from the IETF httpapi ratelimit-headers draft
 * ("api";q=60;w=60 — q=20 while the insurance limiter counts — and "api";r=<remaining>;t=<seconds>;
 * with a key, one item per policy: "pro";q=600;w=60, "pro-month";q=1000000;w=<seconds in the month>),
 * plus the widely used `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` (epoch
 * seconds) of the policy nearest to refusing; a 429 adds `Retry-After` in whole seconds (RFC 9110 §10.2.3).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Plan } from '../../config';
import { ApiError } from '../../errors/api-error';
import type { KeyCount } from '../../keys/key-usage';
import { clientOf } from '../client-address';
import type { Metrics } from '../metrics';
import type { RedisConnection } from '../../redis/redis-connection';
import type { ApiKeys, KeyIdentity } from './api-keys';
import { budget, type Budget, type Verdict } from './budget';

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
  /** API keys: absent = every request is counted per address (the pages' budget). */
  keys?: ApiKeys;
  /** A plan's limit for this budget (REST or MCP per minute). */
  planPoints?: (plan: Plan) => number;
}

/** The state of one per-minute budget of a caller, without counting (GET /api/v1/usage). */
export interface BudgetState {
  policy: string;
  limit: number;
  used: number;
  resetMs: number;
}

/** The limiter's middleware (one point per request), and `charge` for requests that cost more than one. */
export interface RateLimiter extends RequestHandler {
  /**
   * Counts `points` more for this request's client than the one point the middleware counted, and
   * updates its rate-limit headers; resolves with the 429 to answer when they are over the budget
   * (a JSON-RPC batch costs one point per message). A refused charge is given back.
   */
  charge(req: Request, res: Response, points: number): Promise<ApiError | undefined>;
  /** The caller's minute budget on this limit as it stands (`who` from `keys.identify`). */
  state(req: Request, who: KeyIdentity | undefined): Promise<BudgetState>;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

export function rateLimit(o: RateLimitOptions): RateLimiter {
  const windowSeconds = o.windowSeconds ?? 60;
  const now = o.now ?? Date.now;
  const clientOfRequest = o.clientOf ?? clientOf(64);
  const { metrics } = o;
  const prefix = `${o.keyPrefix ?? 'fincalc:'}rl:${o.name}`;
  const options = { windowSeconds, redis: o.redis, expectedReplicas: o.expectedReplicas ?? 1, metrics };
  const anonymous = budget({ ...options, keyPrefix: prefix, points: o.points });

  /** Counts the minute; on a refused multi-point request gives the points back. */
  const minute = async (b: Budget, key: string, cost: number): Promise<Verdict> => {
    const v = await b.count(key, cost);
    if (v.limited && cost > 1) await b.refund(key, cost, v.store);
    return v;
  };

  const rateLimited = (points: number, resetSeconds: number, cost: number) => {
    metrics.rateLimitRejections.inc({ limit: o.name });
    // `charge` counts what a request costs beyond the one point the middleware counted.
    const what = cost === 1 ? '' : `: this request costs ${cost + 1} (one per message)`;
    return new ApiError(
      'rate_limited',
      `Rate limit of ${points} requests per ${windowSeconds} s exceeded${what}; retry in ${Math.max(1, resetSeconds)} s`,
      {
        headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
      },
    );
  };

  /** Remaining points after this counting (after a refund: the budget less what was counted before this request). */
  const remainingOf = (v: Verdict, cost: number) =>
    Math.max(0, v.limited && cost > 1 ? v.points - (v.outcome.consumedPoints - cost) : v.outcome.remainingPoints);

  const anonymousRequest = async (req: Request, res: Response, cost: number): Promise<ApiError | undefined> => {
    const v = await minute(anonymous, clientOfRequest(req), cost);
    const reset = seconds(v.outcome.msBeforeNext);
    const remaining = remainingOf(v, cost);
    res.setHeader('RateLimit-Policy', `"${o.name}";q=${v.points};w=${windowSeconds}`);
    res.setHeader('RateLimit', `"${o.name}";r=${remaining};t=${reset}`);
    res.setHeader('X-RateLimit-Limit', String(v.points));
    res.setHeader('X-RateLimit-Remaining', String(remaining));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil((now() + v.outcome.msBeforeNext) / 1000)));
    if (v.limited) return rateLimited(v.points, reset, cost);
    metrics.planRequests.inc({ plan: 'anonymous', limit: o.name });
    return undefined;
  };

  const keyedRequest = async (res: Response, who: KeyIdentity, cost: number): Promise<ApiError | undefined> => {
    const quota = who.limits.monthlyQuota;
    const { minute, month } = await o.keys!.usage!.count(o.name, who.id, o.planPoints!(who.limits), quota, cost);
    const reset = seconds(minute.msBeforeNext);
    const monthPolicy = monthHeaders(who.plan, quota, month);
    // One item per policy: the minute's, then the month's when the plan has a quota (and Redis could count it).
    const policy = `"${who.plan}";q=${minute.limit};w=${windowSeconds}`;
    const state = `"${who.plan}";r=${minute.remaining};t=${reset}`;
    res.setHeader('RateLimit-Policy', monthPolicy ? `${policy}, ${monthPolicy.policy}` : policy);
    res.setHeader('RateLimit', monthPolicy?.state ? `${state}, ${monthPolicy.state}` : state);
    // The X- set speaks of one policy: the one nearer to refusing.
    const byMonth = monthPolicy?.remaining !== undefined && monthPolicy.remaining < minute.remaining;
    res.setHeader('X-RateLimit-Limit', String(byMonth ? quota : minute.limit));
    res.setHeader('X-RateLimit-Remaining', String(byMonth ? monthPolicy.remaining : minute.remaining));
    res.setHeader(
      'X-RateLimit-Reset',
      String(Math.ceil(now() / 1000 + (byMonth ? monthPolicy.resetSeconds : minute.msBeforeNext / 1000))),
    );
    if (month.exhausted) {
      metrics.quotaExhaustions.inc({ plan: who.plan });
      return new ApiError(
        'quota_exhausted',
        `The monthly quota of ${quota} requests of plan "${who.plan}" is used up; it resets at ${month.window.end.toISOString()}`,
        {
          headers: { 'Retry-After': String(Math.max(1, monthPolicy!.resetSeconds)) },
          extra: { resets_at: month.window.end.toISOString() },
        },
      );
    }
    if (minute.limited) return rateLimited(minute.limit, reset, cost);
    metrics.planRequests.inc({ plan: who.plan, limit: o.name });
    return undefined;
  };

  const apply = async (req: Request, res: Response, cost: number): Promise<ApiError | undefined> => {
    let who: KeyIdentity | undefined;
    try {
      who = o.keys && o.planPoints ? await o.keys.identify(req, res) : undefined;
    } catch (e) {
      if (e instanceof ApiError) return e;
      throw e;
    }
    try {
      return who && o.keys?.usage ? await keyedRequest(res, who, cost) : await anonymousRequest(req, res, cost);
    } catch (e) {
      // The memory limiter failed too (it does not): let the request through rather than fail it.
      req.log?.error({ err: e }, 'rate limiter failed');
      return undefined;
    }
  };

  const middleware: RequestHandler = async (req, res, next) => next(await apply(req, res, 1));
  return Object.assign(middleware, {
    charge: (req: Request, res: Response, points: number) => apply(req, res, points),
    async state(req: Request, who: KeyIdentity | undefined): Promise<BudgetState> {
      if (who && o.planPoints && o.keys?.usage) {
        const m = await o.keys.usage.minute(o.name, who.id, o.planPoints(who.limits));
        return { policy: who.plan, limit: m.limit, used: m.used, resetMs: m.msBeforeNext };
      }
      const s = await anonymous.peek(clientOfRequest(req));
      return {
        policy: o.name,
        limit: s?.points ?? anonymous.points,
        used: s?.used ?? 0,
        resetMs: s?.msBeforeNext ?? windowSeconds * 1000,
      };
    },
  });
}

/** The month's policy item and its state (no state while Redis could not count). */
function monthHeaders(plan: string, quota: number | null, month: KeyCount['month']) {
  if (quota === null) return undefined;
  const w = seconds(month.window.end.getTime() - month.window.start.getTime());
  const resetSeconds = seconds(month.window.end.getTime() - month.at);
  const remaining = month.used === undefined ? undefined : Math.max(0, quota - month.used);
  return {
    policy: `"${plan}-month";q=${quota};w=${w}`,
    state: remaining === undefined ? undefined : `"${plan}-month";r=${remaining};t=${resetSeconds}`,
    remaining,
    resetSeconds,
  };
}
