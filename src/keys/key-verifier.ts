/**
 * Verification off the hot path: a key verified in Redis is trusted by this replica for `ttlMs`
 * (30 s at most, which is how long a revocation takes to reach every replica); a key found unknown
 * or revoked is remembered for a few seconds, so a flood of bad keys costs one lookup per key and
 * not one per request. Concurrent requests with the same uncached key share one lookup.
 *
 * When the lookup cannot be made (Redis down, late, breaker open), a key this replica verified in
 * the last `staleMs` is still served and a key it never saw is `unverifiable`: the caller answers
 * 503, never anonymous (docs/decisions.md, "API keys and plans").
 */
import { hashKey, isWellFormedKey, sameDigest } from './key-format';
import type { KeyRecord } from './key-store';

export type Verification =
  { ok: true; key: KeyRecord } | { ok: false; reason: 'malformed' | 'unknown' | 'revoked' | 'unverifiable' };

export interface KeyVerifierOptions {
  /** The record for a digest; rejects when the store cannot be asked. */
  lookup: (digest: string) => Promise<KeyRecord | undefined>;
  /** Milliseconds clock. @defaultValue Date.now */
  now?: () => number;
  /** How long a verified key is trusted without asking again. @defaultValue 30000 */
  ttlMs?: number;
  /** How long an unknown or revoked key is remembered (at most `ttlMs`). @defaultValue 5000 */
  negativeTtlMs?: number;
  /** How long after its verification a key is still served while the store cannot be asked. @defaultValue 900000 */
  staleMs?: number;
  /** Entries kept; past it the oldest go (a flood of distinct bad keys cannot grow memory). @defaultValue 10000 */
  maxEntries?: number;
}

interface Entry {
  result: Verification;
  verifiedAt: number;
  freshUntil: number;
}

export class KeyVerifier {
  private readonly cache = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Verification>>();
  private readonly now: () => number;
  readonly ttlMs: number;
  private readonly negativeTtlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;

  constructor(private readonly o: KeyVerifierOptions) {
    this.now = o.now ?? Date.now;
    this.ttlMs = Math.min(o.ttlMs ?? 30_000, 30_000);
    this.negativeTtlMs = Math.min(o.negativeTtlMs ?? 5000, this.ttlMs);
    this.staleMs = o.staleMs ?? 900_000;
    this.maxEntries = o.maxEntries ?? 10_000;
  }

  /**
   * The answer for `key`: the one this replica holds while it is fresh (no I/O), else a lookup (one per key in
   * flight, whatever the number of callers). `onLookup` is called, before anything is awaited, when the answer
   * needs the store, so that a caller can start what it reads beside the lookup.
   */
  async check(key: string, onLookup?: () => void): Promise<Verification> {
    if (!isWellFormedKey(key)) return { ok: false, reason: 'malformed' };
    const digest = hashKey(key);
    const entry = this.cache.get(digest);
    if (entry && this.now() < entry.freshUntil) return entry.result;
    onLookup?.();
    let pending = this.inflight.get(digest);
    if (!pending) {
      pending = this.lookup(digest, entry).finally(() => this.inflight.delete(digest));
      this.inflight.set(digest, pending);
    }
    return pending;
  }

  private async lookup(digest: string, previous: Entry | undefined): Promise<Verification> {
    let found: KeyRecord | undefined;
    try {
      found = await this.o.lookup(digest);
    } catch {
      // Degraded: what this replica knew, if it knew it recently enough; else nothing is assumed.
      if (previous && (!previous.result.ok || this.now() - previous.verifiedAt < this.staleMs)) return previous.result;
      return { ok: false, reason: 'unverifiable' };
    }
    // The store is addressed by digest; the record's own digest is compared too, in constant time.
    const result: Verification =
      !found || !sameDigest(found.digest, digest)
        ? { ok: false, reason: 'unknown' }
        : found.status === 'active'
          ? { ok: true, key: found }
          : { ok: false, reason: 'revoked' };
    const now = this.now();
    this.cache.delete(digest);
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(digest, {
      result,
      verifiedAt: now,
      freshUntil: now + (result.ok ? this.ttlMs : this.negativeTtlMs),
    });
    return result;
  }
}
