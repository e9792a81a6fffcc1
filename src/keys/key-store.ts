/**
 * API keys in Redis, shared by every replica and the operator's CLI. Only digests are stored:
 *
 * - `{prefix}{apikeys}:key:<sha256>`: a hash per key (id, name, plan, status, created, last_used,
 *   revoked, digest), the record a request's key is looked up by (one HGETALL);
 * - `{prefix}{apikeys}:ids`: a hash from key id to digest, for the CLI (list, revoke, plan);
 * - `{prefix}usage:{<id>}:<YYYY-MM>`: the key's requests in a calendar month (UTC), an exact
 *   counter (INCRBY), kept until `USAGE_KEPT_AFTER_PERIOD_S` after the month ends;
 * - `{prefix}rl:<api|mcp>:key:{<id>}`: the key's requests in the current minute (a fixed window, as
 *   rate-limiter-flexible counts anonymous clients).
 *
 * The records share the hash tag `{apikeys}`, so a key's creation (record and index entry) is one
 * MULTI on one Cluster slot, and a revocation or re-plan is one HSET of the record found through the
 * index; a key's counters share the hash tag of its id, so that one script counts a request's minute
 * and month together (one round trip, one slot).
 */
import type { RedisClient } from '../redis/client-factory';
import { generateKey, generateKeyId, hashKey } from './key-format';

export type KeyStatus = 'active' | 'revoked';

export interface KeyRecord {
  id: string;
  name: string;
  plan: string;
  status: KeyStatus;
  /** RFC 3339. */
  created: string;
  lastUsed?: string;
  revoked?: string;
  /** SHA-256 of the key, hex. */
  digest: string;
}

/** How long a month's counter outlives the month: `keys list` can still be asked about last month. */
export const USAGE_KEPT_AFTER_PERIOD_S = 62 * 86_400;
/** A key's last-used time is written at most this often. */
export const LAST_USED_EVERY_MS = 60_000;

/**
 * Keyed requests of one key, in the order they came (ARGV[6..], their costs): each counts the
 * minute (KEYS[1], a window of ARGV[1] ms from its first request) and the month (KEYS[2], kept
 * ARGV[5] s; the first request also adds ARGV[4] served while Redis was unreachable), and is taken
 * back from the month when it is refused (over the minute's ARGV[2] or the quota ARGV[3], -1 =
 * none), and from the minute when a refused request cost more than one. Returns the minute's
 * milliseconds left, then for each request the minute's count, the month's count, and whether it
 * was limited or exhausted.
 */
const COUNT_KEYED = `local limit, quota, owed = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local out = {}
for i = 6, #ARGV do
  local cost = tonumber(ARGV[i])
  local minute = redis.call('INCRBY', KEYS[1], cost)
  if i == 6 then
    out[1] = redis.call('PTTL', KEYS[1])
    if out[1] < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) out[1] = tonumber(ARGV[1]) end
  end
  local limited = minute > limit
  if limited and cost > 1 then minute = redis.call('DECRBY', KEYS[1], cost) end
  local month = redis.call('INCRBY', KEYS[2], cost + owed)
  owed = 0
  if i == 6 and redis.call('TTL', KEYS[2]) < 0 then redis.call('EXPIRE', KEYS[2], ARGV[5]) end
  local exhausted = quota >= 0 and month > quota
  if limited or exhausted then month = redis.call('DECRBY', KEYS[2], cost) end
  out[#out + 1] = minute
  out[#out + 1] = month
  out[#out + 1] = limited and 1 or 0
  out[#out + 1] = exhausted and 1 or 0
end
return out`;

/** One request's counts, as COUNT_KEYED answers them. */
export interface KeyedCount {
  minute: number;
  msBeforeNext: number;
  month: number;
  limited: boolean;
  exhausted: boolean;
}

/** Sets last_used only when the stored one is older than ARGV[3] ms (the once-a-minute rule, across replicas). */
const TOUCH = `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local last = tonumber(redis.call('HGET', KEYS[1], 'last_used_ms') or '0')
if tonumber(ARGV[1]) - last < tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], 'last_used', ARGV[2], 'last_used_ms', ARGV[1])
return 1`;

type Scripted = RedisClient & {
  fincalcCountKeyed(minuteKey: string, monthKey: string, ...args: number[]): Promise<number[]>;
  fincalcTouchKey(key: string, nowMs: number, iso: string, everyMs: number): Promise<number>;
};

function scripted(client: RedisClient): Scripted {
  const c = client as Scripted;
  if (typeof c.fincalcCountKeyed !== 'function') {
    client.defineCommand('fincalcCountKeyed', { numberOfKeys: 2, lua: COUNT_KEYED });
    client.defineCommand('fincalcTouchKey', { numberOfKeys: 1, lua: TOUCH });
  }
  return c;
}

/** `2026-11` for a time in November 2026 UTC. */
export function periodOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

function record(fields: Record<string, string>): KeyRecord | undefined {
  if (!fields.id || !fields.digest) return undefined;
  return {
    id: fields.id,
    name: fields.name ?? '',
    plan: fields.plan ?? '',
    status: fields.status === 'active' ? 'active' : 'revoked',
    created: fields.created ?? '',
    ...(fields.last_used ? { lastUsed: fields.last_used } : {}),
    ...(fields.revoked ? { revoked: fields.revoked } : {}),
    digest: fields.digest,
  };
}

export class KeyStore {
  private readonly client: Scripted;

  constructor(
    client: RedisClient,
    private readonly prefix: string,
  ) {
    this.client = scripted(client);
  }

  private recordKey(digest: string): string {
    return `${this.prefix}{apikeys}:key:${digest}`;
  }

  private get indexKey(): string {
    return `${this.prefix}{apikeys}:ids`;
  }

  usageKey(id: string, period: string): string {
    return `${this.prefix}usage:{${id}}:${period}`;
  }

  minuteKey(scope: string, id: string): string {
    return `${this.prefix}rl:${scope}:key:{${id}}`;
  }

  /** Issues a key: the record and the index entry in one transaction; the key itself is returned once and stored nowhere. */
  async create(name: string, plan: string, now: Date): Promise<{ key: string; record: KeyRecord }> {
    const key = generateKey();
    const digest = hashKey(key);
    const rec: KeyRecord = { id: generateKeyId(), name, plan, status: 'active', created: now.toISOString(), digest };
    const fields = { id: rec.id, name, plan, status: rec.status, created: rec.created, digest };
    await this.client.multi().hset(this.recordKey(digest), fields).hset(this.indexKey, rec.id, digest).exec();
    return { key, record: rec };
  }

  /** The record of the key whose digest this is (the request path; one command). */
  async findByDigest(digest: string): Promise<KeyRecord | undefined> {
    return record(await this.client.hgetall(this.recordKey(digest)));
  }

  async findById(id: string): Promise<KeyRecord | undefined> {
    const digest = await this.client.hget(this.indexKey, id);
    return digest ? this.findByDigest(digest) : undefined;
  }

  /** Every key, oldest first. */
  async list(): Promise<KeyRecord[]> {
    const digests = Object.values(await this.client.hgetall(this.indexKey));
    const records = await Promise.all(digests.map((d) => this.findByDigest(d)));
    return records.filter((r): r is KeyRecord => r !== undefined).sort((a, b) => a.created.localeCompare(b.created));
  }

  /** Marks a key revoked (kept, for the listing and the audit trail); false when no key has this id. */
  async revoke(id: string, now: Date): Promise<KeyRecord | undefined> {
    const rec = await this.findById(id);
    if (!rec) return undefined;
    if (rec.status === 'revoked') return rec;
    await this.client.hset(this.recordKey(rec.digest), { status: 'revoked', revoked: now.toISOString() });
    return { ...rec, status: 'revoked', revoked: now.toISOString() };
  }

  async setPlan(id: string, plan: string): Promise<KeyRecord | undefined> {
    const rec = await this.findById(id);
    if (!rec) return undefined;
    await this.client.hset(this.recordKey(rec.digest), { plan });
    return { ...rec, plan };
  }

  /** Records a use, unless one was recorded less than a minute ago (by any replica). */
  async touch(digest: string, now: Date): Promise<void> {
    await this.client.fincalcTouchKey(this.recordKey(digest), now.getTime(), now.toISOString(), LAST_USED_EVERY_MS);
  }

  /**
   * Counts requests of `costs` for key `id`, one after another, in its minute on `scope` (limit
   * `limit`) and in the month `period` (quota `quota`, null = none), adding `owed` requests served
   * without Redis; answers each request's counts, in order.
   */
  async count(
    scope: string,
    id: string,
    o: {
      costs: number[];
      windowMs: number;
      limit: number;
      quota: number | null;
      period: string;
      monthTtlS: number;
      owed: number;
    },
  ): Promise<KeyedCount[]> {
    const [msBeforeNext = 0, ...counts] = await this.client.fincalcCountKeyed(
      this.minuteKey(scope, id),
      this.usageKey(id, o.period),
      o.windowMs,
      o.limit,
      o.quota ?? -1,
      o.owed,
      Math.ceil(o.monthTtlS) + USAGE_KEPT_AFTER_PERIOD_S,
      ...o.costs,
    );
    return o.costs.map((_, i) => ({
      minute: counts[4 * i] ?? 0,
      msBeforeNext,
      month: counts[4 * i + 1] ?? 0,
      limited: counts[4 * i + 2] === 1,
      exhausted: counts[4 * i + 3] === 1,
    }));
  }

  /** The key's requests in its current minute on `scope` and the milliseconds left of it (0 and undefined: none yet). */
  async minute(scope: string, id: string): Promise<{ used: number; msBeforeNext: number | undefined }> {
    const key = this.minuteKey(scope, id);
    const [used, pttl] = await Promise.all([this.client.get(key), this.client.pttl(key)]);
    return { used: Number(used ?? 0), msBeforeNext: pttl > 0 ? pttl : undefined };
  }

  async usage(id: string, period: string): Promise<number> {
    return Number((await this.client.get(this.usageKey(id, period))) ?? 0);
  }
}
