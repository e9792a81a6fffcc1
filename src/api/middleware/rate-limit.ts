/**
 * Per-client rate limits at the HTTP edge: who the request is counted as (its key's id with a valid API key, else
 * its normalised address), which counter counts it (src/budgets: shared in Redis with this replica's insurance, or
 * in memory in embedded mode), and the headers that tell the client where it stands, written once per request
 * (docs/api.md, "Limits and headers").
 *
 * Headers: `RateLimit-Policy` / `RateLimit` from the IETF httpapi ratelimit-headers draft
 * ("api";q=60;w=60 — q=20 while the insurance limiter counts — and "api";r=<remaining>;t=<seconds>;
 * with a key, one item per policy: "pro";q=600;w=60, "pro-month";q=1000000;w=<seconds in the month>),
 * plus the widely used `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` (epoch
 * seconds) of the policy nearest to refusing; a 429 adds `Retry-After` in whole seconds (RFC 9110 §10.2.3).
 */
import type { Request, RequestHandler, Response } from 'express';
import { WINDOW_SECONDS } from '../../budgets/budgets';
import type { Count, Counter } from '../../budgets/counter';
import type { InFlight } from '../../budgets/in-flight';
import { afterWork, type RequestPlaces } from '../../heavy/request-work';
import type { KeyCount, KeySubject } from '../../budgets/key-counter';
import type { Plan } from '../../config';
import { ApiError } from '../../errors/api-error';
import { clientOf } from '../client-address';
import type { Metrics } from '../metrics';
import type { ApiKeys, KeyIdentity } from './api-keys';

export interface RateLimitOptions {
  /** Policy name in the headers and the Redis key prefix (`api`, `mcp`, `page`). */
  name: string;
  /** Counts a client's requests (anonymous, or every request when there are no keys). */
  counter: Counter<string>;
  metrics: Metrics;
  now?: () => number;
  /** The client a request is counted as. @defaultValue its normalised address (client-address.ts), IPv6 by /64 */
  clientOf?: (req: Request) => string;
  /**
   * Requests in flight per client, shared by the limiters of one app: past its places (`anonymous` without a key,
   * the plan's `inFlight` with one) a request is refused 429 before it is counted. Absent: no such limit.
   */
  inFlight?: { tracker: InFlight; anonymous: number };
  /** API keys: absent = every request is counted per client (the pages' budget). */
  keyed?: {
    keys: ApiKeys;
    /** A key's counts; absent in embedded mode (no keys there). */
    counter: Counter<KeySubject, KeyCount> | undefined;
    /** A plan's limit for this budget (REST or MCP per minute). */
    planPoints: (plan: Plan) => number;
  };
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
  /**
   * Charges an answer already built its weight past the `counted` points taken up front (one point per
   * `BYTES_PER_POINT` of its `chars` characters, at least one), whatever is left, and updates the headers: the answer
   * is sent, the next requests pay. Nothing is counted for an answer within its points.
   */
  weigh(req: Request, res: Response, chars: number, counted?: number): Promise<void>;
  /** The caller's minute budget on this limit as it stands (`who` from `keys.identify`). */
  state(req: Request, who: KeyIdentity | undefined): Promise<BudgetState>;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** Counting a request before its work (`consume`: refused past the limit) or after it (`owe`: counted whatever). */
type How = 'consume' | 'owe';

/**
 * An answer's weight: one point per this many characters of its JSON (about bytes: answers are ASCII), at least
 * one. An ordinary answer is one point (the EMI calculator's default, a 20-year monthly schedule, is 24 kB; 30 years,
 * 36 kB); the heaviest valid debt payoff (50 debts, monthly schedule, 1.1 MB, 32 ms of CPU) is 18.
 */
export const BYTES_PER_POINT = 64 * 1024;

/** The points an answer of `chars` JSON characters weighs beyond the `counted` ones already taken. */
function owedFor(chars: number, counted: number): number {
  return Math.max(0, Math.ceil(chars / BYTES_PER_POINT) - counted);
}

export function rateLimit(o: RateLimitOptions): RateLimiter {
  const windowSeconds = WINDOW_SECONDS;
  const now = o.now ?? Date.now;
  const clientOfRequest = o.clientOf ?? clientOf(64);
  const { metrics, keyed } = o;

  const rateLimited = (points: number, resetSeconds: number, cost: number) => {
    metrics.rateLimitRejections.inc({ limit: o.name });
    // `charge` counts what a request costs beyond the one point the middleware counted.
    const what = cost === 1 ? '' : `: this request costs ${cost + 1} (one per message)`;
    return new ApiError(
      'rate_limited',
      `Rate limit of ${points} ${points === 1 ? 'request' : 'requests'} per ${windowSeconds} s exceeded${what}; retry in ${Math.max(1, resetSeconds)} s`,
      {
        headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
      },
    );
  };

  const anonymousRequest = async (
    client: string,
    res: Response,
    cost: number,
    how: How,
  ): Promise<ApiError | undefined> => {
    const c: Count = await o.counter[how](client, cost);
    const reset = seconds(c.resetMs);
    res.setHeader('RateLimit-Policy', `"${o.name}";q=${c.limit};w=${windowSeconds}`);
    res.setHeader('RateLimit', `"${o.name}";r=${c.remaining};t=${reset}`);
    res.setHeader('X-RateLimit-Limit', String(c.limit));
    res.setHeader('X-RateLimit-Remaining', String(c.remaining));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil((now() + c.resetMs) / 1000)));
    if (!c.allowed) return rateLimited(c.limit, reset, cost);
    metrics.planRequests.inc({ plan: 'anonymous', limit: o.name });
    return undefined;
  };

  const subjectOf = (who: KeyIdentity): KeySubject => ({
    scope: o.name,
    id: who.id,
    limit: keyed!.planPoints(who.limits),
    quota: who.limits.monthlyQuota,
  });

  const keyedRequest = async (
    res: Response,
    who: KeyIdentity,
    counter: Counter<KeySubject, KeyCount>,
    cost: number,
    how: How,
  ): Promise<ApiError | undefined> => {
    const quota = who.limits.monthlyQuota;
    const minute = await counter[how](subjectOf(who), cost);
    const { month } = minute;
    const reset = seconds(minute.resetMs);
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
      String(Math.ceil(now() / 1000 + (byMonth ? monthPolicy.resetSeconds : minute.resetMs / 1000))),
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
    if (!minute.allowed) return rateLimited(minute.limit, reset, cost);
    metrics.planRequests.inc({ plan: who.plan, limit: o.name });
    return undefined;
  };

  /** Takes one of the client's places in flight until the answer is done; the 429 when none is left. */
  const enter = (res: Response, who: KeyIdentity | undefined, client: string | undefined): ApiError | undefined => {
    const inFlight = o.inFlight;
    if (!inFlight) return undefined;
    const limit = who ? who.limits.inFlight : inFlight.anonymous;
    const id = who ? `key:${who.id}` : `client:${client}`;
    const release = inFlight.tracker.enter(id, limit);
    if (release) {
      // Who the request's heavy work queues for, and how many places that client has (an MCP batch's heavy calls
      // each take one more: src/heavy/offload.ts).
      res.locals.inFlight = { id, limit, tracker: inFlight.tracker } satisfies RequestPlaces;
      // Given back once the answer is done and any calculation still running for it has stopped.
      res.once('close', () => afterWork(res, release));
      return undefined;
    }
    metrics.inFlightRejections.inc({ limit: o.name });
    return new ApiError(
      'rate_limited',
      `Too many requests at once: this replica works on at most ${limit} of one client's requests at a time; retry when one of them is answered`,
      { headers: { 'Retry-After': '1' } },
    );
  };

  const apply = async (
    req: Request,
    res: Response,
    cost: number,
    how: How = 'consume',
    first = false,
  ): Promise<ApiError | undefined> => {
    let who: KeyIdentity | undefined;
    try {
      who = keyed ? await keyed.keys.identify(req, res) : undefined;
    } catch (e) {
      if (e instanceof ApiError) return e;
      throw e;
    }
    // The client's normalised address, read once: counted by address unless a key's counter counts it.
    const client = who && keyed?.counter ? undefined : clientOfRequest(req);
    if (first) {
      const refused = enter(res, who, client);
      if (refused) return refused;
    } else if (cost > 0) {
      metrics.weightPoints.inc({ limit: o.name }, cost);
    }
    try {
      return who && keyed?.counter
        ? await keyedRequest(res, who, keyed.counter, cost, how)
        : await anonymousRequest(client ?? clientOfRequest(req), res, cost, how);
    } catch (e) {
      // The memory limiter failed too (it does not): let the request through rather than fail it.
      req.log?.error({ err: e }, 'rate limiter failed');
      return undefined;
    }
  };

  const middleware: RequestHandler = async (req, res, next) => next(await apply(req, res, 1, 'consume', true));
  return Object.assign(middleware, {
    charge: (req: Request, res: Response, points: number) => apply(req, res, points),
    async weigh(req: Request, res: Response, chars: number, counted = 1): Promise<void> {
      const owed = owedFor(chars, counted);
      if (owed > 0) await apply(req, res, owed, 'owe');
    },
    async state(req: Request, who: KeyIdentity | undefined): Promise<BudgetState> {
      if (who && keyed?.counter) {
        const m = await keyed.counter.peek(subjectOf(who));
        return { policy: who.plan, limit: m.limit, used: m.used, resetMs: m.resetMs };
      }
      const s = await o.counter.peek(clientOfRequest(req));
      return { policy: o.name, limit: s.limit, used: s.used, resetMs: s.resetMs };
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
