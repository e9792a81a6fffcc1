/**
 * API keys across two replicas sharing a real Redis: a key's limits are shared and exact, its
 * headers state both policies, a revoked key is refused on both within the cache time, a bad key
 * is never served anonymously, failed attempts from one address are cut off, and nothing in Redis
 * holds a key in plaintext. Limits, quotas and clocks are made small instead of waited for.
 */
import request from 'supertest';
import { keysUnder, redisIt } from '../support/redis';
import { keyedReplicas, type Replicas } from '../support/keys';

const EMI = '/api/v1/calculate/emi-calculator';
const valid = { principal: 1000, annualRate: 5, tenureYears: 1, schedule: 'none' };
const PLANS = JSON.stringify({
  small: { restPerMinute: 5, mcpPerMinute: 7, monthlyQuota: 1000 },
  capped: { restPerMinute: 100, mcpPerMinute: 100, monthlyQuota: 7 },
  wide: { restPerMinute: 1000, mcpPerMinute: 1000, monthlyQuota: null },
});

let open: Replicas[] = [];
afterEach(async () => {
  await Promise.all(open.map((r) => r.close()));
  open = [];
});

async function replicas(
  env: Record<string, string> = {},
  overrides?: Parameters<typeof keyedReplicas>[2],
): Promise<Replicas> {
  const r = await keyedReplicas(2, { API_PLANS: PLANS, ...env }, overrides);
  open.push(r);
  return r;
}

/** Seconds in the calendar month (UTC) of `at`. */
function monthSeconds(at = new Date()): number {
  return (
    (Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1) - Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)) / 1000
  );
}

// Collected as skipped when the run has no Redis.
const itRedis = redisIt();

describe('a key is limited per key, on its plan, across replicas', () => {
  itRedis('the minute limit is shared and exact, and the headers state both policies', async () => {
    const r = await replicas();
    const { key } = await r.issue('small');
    for (let i = 0; i < 5; i++) {
      const res = await request(r.apps[i % 2]!)
        .post(EMI)
        .set('Authorization', `Bearer ${key}`)
        .send(valid)
        .expect(200);
      expect(res.headers['ratelimit-policy']).toBe(`"small";q=5;w=60, "small-month";q=1000;w=${monthSeconds()}`);
      expect(res.headers.ratelimit).toMatch(
        new RegExp(`^"small";r=${4 - i};t=\\d+, "small-month";r=${999 - i};t=\\d+$`),
      );
      expect(res.headers['x-ratelimit-limit']).toBe('5');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(4 - i));
    }
    const refused = await request(r.apps[1]!).get('/api/v1/tools').set('X-API-Key', key).expect(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Per key, not per address: anonymous requests from the same address are still served.
    await request(r.apps[0]!).get('/api/v1/tools').expect(200);
  });

  itRedis('concurrent requests on two replicas: exactly the limit is served', async () => {
    const r = await replicas();
    const { key } = await r.issue('small');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        request(r.apps[i % 2]!)
          .get('/api/v1/rates')
          .set('X-API-Key', key),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(11);
  });

  itRedis("/mcp counts on the plan's MCP limit, and a monthly quota is exact across replicas", async () => {
    const r = await replicas();
    const { key, id } = await r.issue('capped');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(r.apps[i % 2]!)
          .get('/api/v1/tools')
          .set('X-API-Key', key),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    for (const a of refused) {
      expect(a.body.code).toBe('quota_exhausted');
      const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
      expect(a.body.resets_at).toBe(next.toISOString());
      expect(Math.abs(Number(a.headers['retry-after']) - (next.getTime() - Date.now()) / 1000)).toBeLessThan(5);
    }
    // Refused requests are taken back: the month counts what was served.
    expect(await r.store.usage(id, new Date().toISOString().slice(0, 7))).toBe(7);
    const mcp = await request(r.apps[0]!)
      .post('/mcp')
      .set('Authorization', `Bearer ${key}`)
      .set('Accept', 'application/json, text/event-stream')
      .send({ jsonrpc: '2.0', id: 7, method: 'ping' })
      .expect(429);
    expect(mcp.body).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -31429, data: { code: 'quota_exhausted' } },
    });
  });

  itRedis('a plan without a monthly quota states only its minute policy', async () => {
    const r = await replicas();
    const { key } = await r.issue('wide');
    const res = await request(r.apps[0]!)
      .post('/mcp')
      .set('X-API-Key', key)
      .set('Accept', 'application/json, text/event-stream')
      .send({ jsonrpc: '2.0', id: 1, method: 'ping' })
      .expect(200);
    expect(res.headers['ratelimit-policy']).toBe('"wide";q=1000;w=60');
    expect(res.headers.ratelimit).toMatch(/^"wide";r=999;t=\d+$/);
  });
});

describe('revocation', () => {
  itRedis('a revoked key is refused on both replicas once their cache time has passed (30 s by default)', async () => {
    let now = Date.parse('2026-11-24T12:00:00Z');
    const r = await replicas({}, () => ({ now: () => new Date(now) }));
    expect(r.deps[0]!.config.apiKeyCacheSeconds).toBe(30);
    const { key, id } = await r.issue('wide');
    for (const app of r.apps) await request(app).get('/api/v1/tools').set('X-API-Key', key).expect(200);
    await r.store.revoke(id, new Date());
    now += 29_000; // still trusted from the cache: the documented delay
    for (const app of r.apps) await request(app).get('/api/v1/tools').set('X-API-Key', key).expect(200);
    now += 1_001;
    for (const app of r.apps) {
      const res = await request(app).get('/api/v1/tools').set('X-API-Key', key).expect(401);
      expect(res.body.code).toBe('invalid_api_key');
      expect(res.body.detail).toMatch(/revoked/);
    }
  });
});

describe('a bad key is never served anonymously', () => {
  itRedis(
    'malformed, unknown, revoked, empty or conflicting keys: 401 with the Bearer challenge, no anonymous budget spent',
    async () => {
      const r = await replicas({ RATE_LIMIT_API_PER_MIN: '3' });
      const { key, id } = await r.issue('wide');
      const { key: revoked, id: revokedId } = await r.issue('wide');
      await r.store.revoke(revokedId, new Date());
      const bad: Array<[string, Record<string, string>, RegExp]> = [
        ['malformed', { Authorization: 'Bearer not-a-key' }, /malformed/],
        ['unknown', { 'X-API-Key': `fc_live_${'A'.repeat(43)}` }, /not known/],
        ['revoked', { Authorization: `Bearer ${revoked}` }, /revoked/],
        ['empty bearer', { Authorization: 'Bearer ' }, /malformed/],
        ['two different keys', { Authorization: `Bearer ${key}`, 'X-API-Key': revoked }, /malformed/],
        [
          'a key with one character changed',
          { 'X-API-Key': `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}` },
          /not known/,
        ],
      ];
      for (const [what, headers, detail] of bad) {
        const res = await request(r.apps[0]!).get('/api/v1/rates').set(headers);
        expect([what, res.status, res.body.code]).toEqual([what, 401, 'invalid_api_key']);
        expect(res.body.detail).toMatch(detail);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="api", error="invalid_token"/);
        expect(res.headers['ratelimit-policy']).toBeUndefined();
      }
      // The anonymous budget of this address (3) was not touched by any of them; another Authorization
      // scheme is not a key (Basic credentials are ignored, as they always were) and counts as anonymous.
      await request(r.apps[1]!).get('/api/v1/rates').set('Authorization', 'Basic dXNlcjpwYXNz').expect(200);
      await request(r.apps[0]!).get('/api/v1/rates').expect(200);
      await request(r.apps[1]!).get('/api/v1/rates').expect(200);
      await request(r.apps[0]!).get('/api/v1/rates').expect(429);
      // And the good key works from that same address.
      await request(r.apps[1]!).get('/api/v1/rates').set('X-API-Key', key).expect(200);
      expect(id).toMatch(/^key_/);
      const failures = await r.deps[0]!.metrics.registry.getSingleMetricAsString('api_key_auth_failures_total');
      expect(failures).toMatch(/reason="malformed"} 3/);
      expect(failures).toMatch(/reason="unknown"} 2/);
      expect(failures).toMatch(/reason="revoked"} 1/);
    },
  );

  itRedis('on /mcp: a JSON-RPC error with HTTP 401 and the challenge', async () => {
    const r = await replicas();
    const res = await request(r.apps[0]!)
      .post('/mcp')
      .set('Authorization', `Bearer fc_live_${'z'.repeat(40)}`)
      .set('Accept', 'application/json, text/event-stream')
      .send({ jsonrpc: '2.0', id: 3, method: 'ping' })
      .expect(401);
    expect(res.headers['www-authenticate']).toMatch(/error="invalid_token"/);
    expect(res.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32600, data: { code: 'invalid_api_key' } } });
  });

  itRedis(
    'more than 10 failed keys a minute from one address: 429 for that address, whatever key it sends',
    async () => {
      const r = await replicas({ TRUST_PROXY: '1' });
      const { key } = await r.issue('wide');
      const from = (app: number, address: string, k: string) =>
        request(r.apps[app]!).get('/api/v1/tools').set('X-Forwarded-For', address).set('X-API-Key', k);
      for (let i = 0; i < 10; i++) await from(i % 2, '203.0.113.9', `fc_live_${String(i).repeat(40)}`).expect(401);
      const cut = await from(0, '203.0.113.9', `fc_live_${'q'.repeat(40)}`).expect(429);
      expect(cut.body.detail).toMatch(/failed API key attempts/);
      // On the other replica too, and even with a valid key (never confirmed to a guesser).
      await from(1, '203.0.113.9', key).expect(429);
      // Other addresses, and anonymous requests from this one, are not affected.
      await from(1, '203.0.113.10', key).expect(200);
      await request(r.apps[0]!).get('/api/v1/tools').set('X-Forwarded-For', '203.0.113.9').expect(200);
      expect(await r.deps[0]!.metrics.registry.getSingleMetricAsString('api_key_auth_failures_total')).toMatch(
        /reason="blocked"} 1/,
      );
    },
  );
});

describe('what Redis holds', () => {
  itRedis('a SCAN of every key finds no key in plaintext, in a name or a value', async () => {
    const r = await replicas();
    const issued = await Promise.all([r.issue('small'), r.issue('wide'), r.issue('capped')]);
    for (const { key } of issued) {
      await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', key).expect(200);
      await request(r.apps[1]!).get('/api/v1/usage').set('Authorization', `Bearer ${key}`).expect(200);
    }
    await request(r.apps[0]!)
      .get('/api/v1/tools')
      .set('X-API-Key', `fc_live_${'B'.repeat(43)}`)
      .expect(401);
    const names = await keysUnder(r.client, r.prefix);
    expect(names.length).toBeGreaterThan(5);
    const dump: string[] = [];
    for (const name of names) {
      const type = await r.client.type(name);
      if (type === 'string') dump.push(name, String(await r.client.get(name)));
      else if (type === 'hash') dump.push(name, JSON.stringify(await r.client.hgetall(name)));
      else if (type === 'zset') dump.push(name, JSON.stringify(await r.client.zrange(name, 0, -1, 'WITHSCORES')));
      else throw new Error(`unexpected ${type} at ${name}`);
    }
    const all = dump.join('\n');
    for (const { key } of issued) {
      expect(all).not.toContain(key);
      expect(all).not.toContain(key.slice('fc_live_'.length, 'fc_live_'.length + 16));
    }
    expect(all).not.toContain('fc_live_');
    // The records are digests, with the last use written once (a minute).
    const record = await r.store.findById(issued[0]!.id);
    expect(record?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(record?.lastUsed).toBeDefined();
  });
});

describe('metrics and last use', () => {
  itRedis('requests are counted by plan, never by key; the last use is written once a minute', async () => {
    let now = Date.parse('2026-11-24T12:00:00Z');
    const r = await replicas({}, () => ({ now: () => new Date(now) }));
    const { key, id } = await r.issue('small');
    for (let i = 0; i < 3; i++) await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', key).expect(200);
    await request(r.apps[0]!).get('/api/v1/tools').expect(200);
    const text = await r.deps[0]!.metrics.registry.metrics();
    expect(text).toMatch(/plan_requests_total{plan="small",limit="api"} 3/);
    expect(text).toMatch(/plan_requests_total{plan="anonymous",limit="api"} 1/);
    expect(text).not.toContain(id);
    const first = (await r.store.findById(id))!.lastUsed;
    expect(first).toBe('2026-11-24T12:00:00.000Z');
    now += 59_000;
    await request(r.apps[1]!).get('/api/v1/tools').set('X-API-Key', key).expect(200); // another replica: Redis keeps the minute
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await r.store.findById(id))!.lastUsed).toBe(first);
    now += 2_000;
    await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', key).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await r.store.findById(id))!.lastUsed).toBe('2026-11-24T12:01:01.000Z');
  });

  itRedis('a JSON-RPC batch costs one request per message on the key too', async () => {
    const r = await replicas();
    const { key } = await r.issue('small'); // 7 a minute on /mcp
    const batch = (n: number) => Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'ping' }));
    const post = (body: unknown) =>
      request(r.apps[0]!)
        .post('/mcp')
        .set('X-API-Key', key)
        .set('Accept', 'application/json')
        .send(body as object);
    const ok = await post(batch(5)).expect(200);
    expect(ok.headers.ratelimit).toMatch(/^"small";r=2;t=\d+, "small-month";r=995;t=\d+$/);
    const refused = await post(batch(3)).expect(429);
    expect(refused.body.error.code).toBe(-31429);
    // Refused whole: the messages past the first are given back (as for anonymous clients), so one is left.
    const last = await post({ jsonrpc: '2.0', id: 9, method: 'ping' }).expect(200);
    expect(last.headers.ratelimit).toMatch(/^"small";r=0;/);
  });
});
