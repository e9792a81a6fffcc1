/** The in-replica verification cache: 30 s for a good key, a few seconds for a bad one, one lookup at a time, stale answers only while the store is down. */
import { generateKey, hashKey } from '../../src/keys/key-format';
import type { KeyRecord } from '../../src/keys/key-store';
import { KeyVerifier } from '../../src/keys/key-verifier';

function setup(options: Partial<ConstructorParameters<typeof KeyVerifier>[0]> = {}) {
  let now = 0;
  const records = new Map<string, KeyRecord>();
  let down = false;
  const lookups: string[] = [];
  const verifier = new KeyVerifier({
    lookup: async (digest) => {
      lookups.push(digest);
      if (down) throw new Error('Redis unavailable');
      return records.get(digest);
    },
    now: () => now,
    ...options,
  });
  const issue = (status: KeyRecord['status'] = 'active') => {
    const key = generateKey();
    const digest = hashKey(key);
    records.set(digest, { id: 'key_x', name: 'n', plan: 'pro', status, created: '', digest });
    return key;
  };
  return {
    verifier,
    records,
    lookups,
    issue,
    advance: (ms: number) => (now += ms),
    setDown: (d: boolean) => (down = d),
  };
}

describe('KeyVerifier', () => {
  it('trusts a verified key for 30 s by default, then asks again (a revocation takes at most that long)', async () => {
    const t = setup();
    expect(t.verifier.ttlMs).toBe(30_000);
    const key = t.issue();
    expect(await t.verifier.check(key)).toMatchObject({ ok: true });
    t.records.get(hashKey(key))!.status = 'revoked';
    t.advance(29_999);
    expect(await t.verifier.check(key)).toMatchObject({ ok: true });
    expect(t.lookups).toHaveLength(1);
    t.advance(1);
    expect(await t.verifier.check(key)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('never trusts longer than 30 s, whatever it is told', () => {
    expect(setup({ ttlMs: 120_000 }).verifier.ttlMs).toBe(30_000);
  });

  it('remembers an unknown key for 5 s: a flood of one bad key costs one lookup', async () => {
    const t = setup();
    const bad = generateKey();
    for (let i = 0; i < 100; i++) expect(await t.verifier.check(bad)).toEqual({ ok: false, reason: 'unknown' });
    expect(t.lookups).toHaveLength(1);
    t.advance(5000);
    await t.verifier.check(bad);
    expect(t.lookups).toHaveLength(2);
  });

  it('asks once for concurrent requests with the same key', async () => {
    const t = setup();
    const key = t.issue();
    const results = await Promise.all(Array.from({ length: 50 }, () => t.verifier.check(key)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(t.lookups).toHaveLength(1);
  });

  it('checks the form first: a malformed key costs no lookup', async () => {
    const t = setup();
    expect(await t.verifier.check('fc_live_short')).toEqual({ ok: false, reason: 'malformed' });
    expect(await t.verifier.check('nope')).toEqual({ ok: false, reason: 'malformed' });
    expect(t.lookups).toHaveLength(0);
  });

  it('store down: serves a key verified in the last 15 min, refuses nothing it knew to be bad, vouches for nothing unknown', async () => {
    const t = setup();
    const good = t.issue();
    const revoked = t.issue('revoked');
    await t.verifier.check(good);
    await t.verifier.check(revoked);
    t.setDown(true);
    t.advance(60_000);
    expect(await t.verifier.check(good)).toMatchObject({ ok: true });
    expect(await t.verifier.check(revoked)).toEqual({ ok: false, reason: 'revoked' });
    expect(await t.verifier.check(t.issue())).toEqual({ ok: false, reason: 'unverifiable' });
    t.advance(15 * 60_000);
    expect(await t.verifier.check(good)).toEqual({ ok: false, reason: 'unverifiable' });
  });

  it('keeps at most maxEntries answers (a flood of distinct bad keys cannot grow memory)', async () => {
    const t = setup({ maxEntries: 10 });
    const keys = Array.from({ length: 11 }, generateKey);
    for (const k of keys) await t.verifier.check(k);
    // A held answer needs no lookup; the evicted one needs a lookup again.
    const lookedUp = jest.fn();
    expect(await t.verifier.check(keys[10]!, lookedUp)).toEqual({ ok: false, reason: 'unknown' });
    expect(lookedUp).not.toHaveBeenCalled();
    expect(t.lookups).toHaveLength(11);
    expect(await t.verifier.check(keys[0]!, lookedUp)).toEqual({ ok: false, reason: 'unknown' });
    expect(lookedUp).toHaveBeenCalledTimes(1);
    expect(t.lookups).toHaveLength(12);
  });

  it('says when an answer needs the store, before the lookup starts (a caller reads beside it)', async () => {
    const t = setup();
    const key = t.issue();
    const order: string[] = [];
    const first = t.verifier.check(key, () => order.push(`onLookup after ${t.lookups.length} lookups`));
    expect(order).toEqual(['onLookup after 0 lookups']);
    expect(await first).toMatchObject({ ok: true });
    const cached = jest.fn();
    expect(await t.verifier.check(key, cached)).toMatchObject({ ok: true });
    expect(cached).not.toHaveBeenCalled();
    expect(await t.verifier.check('nope', cached)).toEqual({ ok: false, reason: 'malformed' });
    expect(cached).not.toHaveBeenCalled();
  });
});
