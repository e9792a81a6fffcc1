/**
 * Who a request is: anonymous (no key: counted per address, exactly as before keys existed) or the
 * holder of a valid API key (counted per key id, on its plan). A key that is malformed, unknown or
 * revoked is refused with 401 `invalid_api_key` and never served anonymously; one that cannot be verified now
 * (Redis away, never seen by this replica) is answered 503, a designed answer logged as one warning per key prefix
 * a minute. More than `FAILURES_PER_MINUTE` failed or unverifiable keys a minute from one address turn that
 * address's keyed requests into 429s, whatever key they carry, until its minute is over (a key is never confirmed
 * to a guesser).
 *
 * The answer is worked out once per request and kept in `res.locals.apiKey`; the key itself is
 * never kept, logged or echoed: only its id and plan are.
 */
import type { Request, Response } from 'express';
import type { Plan, Plans } from '../../config';
import { ApiError } from '../../errors/api-error';
import { KEY_PREFIX, presentedKey } from '../../keys/key-format';
import { KeyStore, type KeyRecord } from '../../keys/key-store';
import { KeyVerifier } from '../../keys/key-verifier';
import type { RedisConnection } from '../../redis/redis-connection';
import type { Counter } from '../../budgets/counter';
import type { Metrics } from '../metrics';

/** Failed key attempts allowed per address and minute; the next is answered 429. */
export const FAILURES_PER_MINUTE = 10;

export interface KeyIdentity {
  id: string;
  name: string;
  plan: string;
  limits: Plan;
}

export type AuthFailure =
  'malformed' | 'unknown' | 'revoked' | 'unknown_plan' | 'unverifiable' | 'blocked' | 'no_key_store';

export interface ApiKeys {
  /** The key holder, undefined for an anonymous request; rejects with the ApiError to answer. */
  identify(req: Request, res: Response): Promise<KeyIdentity | undefined>;
  store?: KeyStore;
}

export interface ApiKeysOptions {
  /** Absent = embedded mode: every presented key is refused (keys live in Redis). */
  redis?: RedisConnection;
  keyPrefix: string;
  plans: Plans;
  /** How long a verified key is trusted (API_KEY_CACHE_SECONDS). */
  cacheSeconds: number;
  metrics: Pick<Metrics, 'apiKeyAuthFailures'>;
  /** Failed key attempts per address, `FAILURES_PER_MINUTE` a minute (src/budgets: shared in Redis, insured). */
  failures: Counter<string>;
  clientOf: (req: Request) => string;
  now: () => Date;
}

const DETAILS: Record<Exclude<AuthFailure, 'blocked' | 'unverifiable'>, string> = {
  malformed:
    'The API key is malformed: keys are fc_live_ followed by at least 32 letters and digits, sent as "Authorization: Bearer <key>" or "X-API-Key: <key>"',
  unknown: 'The API key is not known',
  revoked: 'The API key has been revoked',
  unknown_plan: "The API key's plan is not offered by this service any more; contact the operator",
  no_key_store: 'This server issues no API keys (it runs without Redis); send the request without a key',
};

function invalidKey(reason: keyof typeof DETAILS): ApiError {
  // RFC 6750 §3: the challenge of a Bearer resource server refusing a token.
  return new ApiError('invalid_api_key', DETAILS[reason], {
    headers: {
      'WWW-Authenticate': `Bearer realm="api", error="invalid_token", error_description="${DETAILS[reason].replace(/"/g, "'")}"`,
    },
  });
}

export function apiKeys(o: ApiKeysOptions): ApiKeys {
  const { redis, metrics } = o;
  const store = redis && new KeyStore(redis.client, o.keyPrefix);
  const verifier =
    redis &&
    store &&
    new KeyVerifier({
      lookup: (digest) => redis.call(() => store.findByDigest(digest)),
      now: () => o.now().getTime(),
      ttlMs: o.cacheSeconds * 1000,
    });
  const { failures } = o;
  /** When a key that could not be verified was last logged, per key prefix, and how many went unlogged since. */
  const unverifiableLogged = new Map<string, { at: number; since: number }>();
  /** One warning per key prefix a minute (no stack: the connection logs the outage itself), however many keys. */
  const unverifiableWarning = (req: Request, presented: string) => {
    const prefix = presented.startsWith(KEY_PREFIX) ? KEY_PREFIX : 'other';
    const now = o.now().getTime();
    const last = unverifiableLogged.get(prefix);
    if (last && now - last.at < 60_000) {
      last.since++;
      return;
    }
    unverifiableLogged.set(prefix, { at: now, since: 0 });
    req.log?.warn(
      { keyPrefix: prefix, unloggedSince: last?.since ?? 0 },
      'API key cannot be verified (key store unreachable): answered 503; one line per key prefix a minute',
    );
  };
  /** Last-used writes this replica made, per key id: at most one a minute. */
  const touched = new Map<string, number>();

  /** Seconds until the address may try again, or 0 when it is not blocked. */
  const blockedFor = async (address: string): Promise<number> => {
    const state = await failures.peek(address);
    return state.used > FAILURES_PER_MINUTE ? Math.max(1, Math.ceil(state.resetMs / 1000)) : 0;
  };
  /** Counts a failure; the seconds the address is now blocked for, or 0. */
  const failed = async (address: string): Promise<number> => {
    const v = await failures.consume(address, 1);
    return v.allowed ? 0 : Math.max(1, Math.ceil(v.resetMs / 1000));
  };
  const blocked = (seconds: number) => {
    metrics.apiKeyAuthFailures.inc({ reason: 'blocked' });
    return new ApiError(
      'rate_limited',
      `More than ${FAILURES_PER_MINUTE} failed API key attempts a minute from this address; retry in ${seconds} s`,
      {
        headers: { 'Retry-After': String(seconds) },
      },
    );
  };

  const touch = (id: string, digest: string) => {
    const now = o.now();
    if (now.getTime() - (touched.get(id) ?? -Infinity) < 60_000) return;
    touched.set(id, now.getTime());
    if (redis && store) redis.call(() => store.touch(digest, now)).catch(() => touched.delete(id));
  };

  /** One identity per verified record (a request of a cached key allocates nothing for it). */
  const identities = new WeakMap<KeyRecord, KeyIdentity>();

  const decide = async (req: Request, presented: string): Promise<KeyIdentity> => {
    if (!verifier) {
      metrics.apiKeyAuthFailures.inc({ reason: 'no_key_store' });
      throw invalidKey('no_key_store');
    }
    // A key this replica does not hold as good: the address's failures are read beside the lookup (one round trip).
    let beside: Promise<number> | undefined;
    const result = await verifier.check(presented, () => (beside = blockedFor(o.clientOf(req))));
    const wait = beside ? await beside : result.ok ? 0 : await blockedFor(o.clientOf(req));
    if (wait > 0) throw blocked(wait);
    if (!result.ok) {
      // Every failure counts against the address, a key that cannot be verified now too: random keys sent while
      // Redis is away are refused 429 after ten like guessed ones, instead of each costing a lookup and a 503.
      if (result.reason !== 'unverifiable') metrics.apiKeyAuthFailures.inc({ reason: result.reason });
      const wait = await failed(o.clientOf(req));
      if (wait > 0) throw blocked(wait);
      if (result.reason === 'unverifiable') {
        // Counted only when answered 503: the error-rate alert subtracts these designed answers from the 5xx.
        metrics.apiKeyAuthFailures.inc({ reason: 'unverifiable' });
        unverifiableWarning(req, presented);
        throw new ApiError(
          'service_unavailable',
          'The API key cannot be verified right now (the key store does not answer); retry in a few seconds',
          { headers: { 'Retry-After': '5' }, designed: true },
        );
      }
      throw invalidKey(result.reason);
    }
    const limits = o.plans[result.key.plan];
    if (!limits) {
      metrics.apiKeyAuthFailures.inc({ reason: 'unknown_plan' });
      throw invalidKey('unknown_plan');
    }
    touch(result.key.id, result.key.digest);
    let identity = identities.get(result.key);
    if (!identity || identity.limits !== limits) {
      identity = { id: result.key.id, name: result.key.name, plan: result.key.plan, limits };
      identities.set(result.key, identity);
    }
    return identity;
  };

  return {
    store,
    async identify(req, res) {
      const known = res.locals.apiKey as KeyIdentity | null | undefined;
      if (known !== undefined) return known ?? undefined;
      const presented = presentedKey(req.headers);
      if (presented === undefined) {
        res.locals.apiKey = null;
        return undefined;
      }
      const identity = await decide(req, presented);
      res.locals.apiKey = identity;
      return identity;
    },
  };
}
