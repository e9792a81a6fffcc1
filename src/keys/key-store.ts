/**
 * API keys in Redis, shared by every replica and the operator's CLI: who a key belongs to, never what it counted
 * (src/budgets counts requests). Only digests are stored:
 *
 * - `{prefix}{apikeys}:key:<sha256>`: a hash per key (id, name, plan, status, created, last_used,
 *   revoked, digest), the record a request's key is looked up by (one HGETALL);
 * - `{prefix}{apikeys}:ids`: a hash from key id to digest, for the CLI (list, revoke, plan);
 * - and, read for the listing, `{prefix}usage:{<id>}:<YYYY-MM>`: the key's requests in a calendar month (UTC),
 *   counted by src/budgets/key-counter.ts.
 *
 * The records share the hash tag `{apikeys}`, so a key's creation (record and index entry) is one
 * MULTI on one Cluster slot, and a revocation or re-plan is one HSET of the record found through the
 * index.
 */
import { usageKey } from '../budgets/key-counter';
import type { RedisClient } from '../redis/client-factory';
import { luaScript, scriptOn } from '../redis/lua-script';
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

/** A key's last-used time is written at most this often. */
export const LAST_USED_EVERY_MS = 60_000;

const TOUCH_KEY_LAST_USED = luaScript(__dirname, 'touch-key-last-used.lua', 1);

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
  private readonly touchScript;

  constructor(
    private readonly client: RedisClient,
    private readonly prefix: string,
  ) {
    this.touchScript = scriptOn(client, TOUCH_KEY_LAST_USED);
  }

  private recordKey(digest: string): string {
    return `${this.prefix}{apikeys}:key:${digest}`;
  }

  private get indexKey(): string {
    return `${this.prefix}{apikeys}:ids`;
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
    await this.touchScript(this.recordKey(digest), now.getTime(), now.toISOString(), LAST_USED_EVERY_MS);
  }

  /** The key's requests served in the month `period` (`2026-11`), for the operator's listing. */
  async usage(id: string, period: string): Promise<number> {
    return Number((await this.client.get(usageKey(this.prefix, id, period))) ?? 0);
  }
}
