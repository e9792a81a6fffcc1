/**
 * API keys in Redis, shared by every replica and the operator's CLI. Only digests are stored:
 *
 * - `{prefix}{apikeys}:key:<sha256>`: a hash per key (id, name, plan, status, created, last_used,
 *   revoked, digest), the record a request's key is looked up by (one HGETALL);
 * - `{prefix}{apikeys}:ids`: a hash from key id to digest, for the CLI (list, revoke, plan);
 * - `{prefix}usage:<id>:<YYYY-MM>`: the key's requests in a calendar month (UTC), an exact
 *   counter (INCRBY), kept until `USAGE_KEPT_AFTER_PERIOD_S` after the month ends.
 *
 * The records share the hash tag `{apikeys}`, so a key's creation, revocation and re-plan are one
 * MULTI on one Cluster slot; the usage counters are single-key commands on any slot.
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

/** INCRBY with the counter's expiry set when it is created (one round trip, one key). */
const INCREMENT_USAGE = `local n = redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return n`;

/** Sets last_used only when the stored one is older than ARGV[3] ms (the once-a-minute rule, across replicas). */
const TOUCH = `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local last = tonumber(redis.call('HGET', KEYS[1], 'last_used_ms') or '0')
if tonumber(ARGV[1]) - last < tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], 'last_used', ARGV[2], 'last_used_ms', ARGV[1])
return 1`;

type Scripted = RedisClient & {
  fincalcIncrementUsage(key: string, by: number, ttl: number): Promise<number>;
  fincalcTouchKey(key: string, nowMs: number, iso: string, everyMs: number): Promise<number>;
};

function scripted(client: RedisClient): Scripted {
  const c = client as Scripted;
  if (typeof c.fincalcIncrementUsage !== 'function') {
    client.defineCommand('fincalcIncrementUsage', { numberOfKeys: 1, lua: INCREMENT_USAGE });
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
    return `${this.prefix}usage:${id}:${period}`;
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

  /** Adds `by` requests to the key's month and returns the month's total. */
  async addUsage(id: string, period: string, by: number, secondsToPeriodEnd: number): Promise<number> {
    return Number(await this.client.fincalcIncrementUsage(this.usageKey(id, period), by, Math.ceil(secondsToPeriodEnd) + USAGE_KEPT_AFTER_PERIOD_S));
  }

  /** Takes back requests that were refused after being counted. */
  async removeUsage(id: string, period: string, by: number): Promise<void> {
    await this.client.decrby(this.usageKey(id, period), by);
  }

  async usage(id: string, period: string): Promise<number> {
    return Number((await this.client.get(this.usageKey(id, period))) ?? 0);
  }
}
