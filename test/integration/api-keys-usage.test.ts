/**
 * GET /api/v1/usage (costs nothing, per key with a key and per address without), and a key while
 * Redis cannot be reached: recently verified keys are served on the insurance budget, unknown ones
 * are 503 (never anonymous), anonymous requests go on as before.
 */
import pino from 'pino';
import request from 'supertest';
import { generateKey } from '../../src/keys/key-format';
import { redisIt } from '../support/redis';
import { keyedReplicas, type Replicas } from '../support/keys';

const PLANS = JSON.stringify({
  pro: { restPerMinute: 600, mcpPerMinute: 1000, monthlyQuota: 1_000_000 },
  enterprise: { restPerMinute: 6000, mcpPerMinute: 10000, monthlyQuota: null },
});
let open: Replicas[] = [];
afterEach(async () => {
  await Promise.all(open.map((r) => r.close()));
  open = [];
});
// Collected as skipped when the run has no Redis.
const itRedis = redisIt();

async function replicas(env: Record<string, string> = {}, overrides?: Parameters<typeof keyedReplicas>[2]) {
  const r = await keyedReplicas(
    2,
    { API_PLANS: PLANS, RATE_LIMIT_API_PER_MIN: '60', RATE_LIMIT_MCP_PER_MIN: '100', ...env },
    overrides,
  );
  open.push(r);
  return r;
}

describe('GET /api/v1/usage', () => {
  itRedis(
    'without a key: the anonymous budgets of the address; asking costs one light point, shared by the replicas',
    async () => {
      const r = await replicas();
      await request(r.apps[0]!).get('/api/v1/tools').expect(200);
      await request(r.apps[1]!).get('/api/v1/tools').expect(200);
      for (let i = 0; i < 3; i++) {
        const res = await request(r.apps[i % 2]!)
          .get('/api/v1/usage')
          .expect(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        // Counted on the light budget only (test apps raise it to a million), never on the api budget.
        expect(res.headers['ratelimit-policy']).toBe('"light";q=1000000;w=60');
        expect(res.body).toMatchObject({ authenticated: false, plan: null, key: null, month: null });
        expect(res.body.limits.light).toMatchObject({ policy: 'light', used: i + 1 });
        expect(res.body.limits.api).toMatchObject({
          policy: 'api',
          limit: 60,
          used: 2,
          remaining: 58,
          window_seconds: 60,
        });
        expect(res.body.limits.mcp).toMatchObject({ policy: 'mcp', limit: 100, used: 0, remaining: 100 });
        expect(Date.parse(res.body.limits.api.resets_at)).toBeGreaterThan(Date.now() - 1000);
      }
    },
  );

  itRedis('with a key: its plan, the minute budgets and the month, with when each resets', async () => {
    const r = await replicas();
    const { key, id } = await r.issue('pro', 'Acme Corp');
    await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', key).expect(200);
    await request(r.apps[1]!)
      .post('/mcp')
      .set('X-API-Key', key)
      .set('Accept', 'application/json')
      .send({ jsonrpc: '2.0', id: 1, method: 'ping' })
      .expect(200);
    const res = await request(r.apps[1]!).get('/api/v1/usage').set('Authorization', `Bearer ${key}`).expect(200);
    const now = new Date();
    expect(res.body).toMatchObject({
      authenticated: true,
      plan: 'pro',
      key: { id, name: 'Acme Corp' },
      limits: {
        api: { policy: 'pro', limit: 600, used: 1, remaining: 599 },
        mcp: { policy: 'pro', limit: 1000, used: 1, remaining: 999 },
      },
      month: {
        period: now.toISOString().slice(0, 7),
        quota: 1_000_000,
        used: 2,
        remaining: 999_998,
        starts_at: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
        resets_at: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      },
    });
    // Asking again costs nothing.
    const again = await request(r.apps[0]!).get('/api/v1/usage').set('X-API-Key', key).expect(200);
    expect(again.body.month.used).toBe(2);
    expect(again.body.limits.api.used).toBe(1);
    expect(JSON.stringify(again.body)).not.toContain(key);
  });

  itRedis('a plan without a quota says so; a bad key is refused here too', async () => {
    const r = await replicas();
    const { key } = await r.issue('enterprise');
    const res = await request(r.apps[0]!).get('/api/v1/usage').set('X-API-Key', key).expect(200);
    expect(res.body.month).toMatchObject({ quota: null, used: 0, remaining: null });
    const bad = await request(r.apps[0]!).get('/api/v1/usage').set('X-API-Key', 'fc_live_nope').expect(401);
    expect(bad.body.code).toBe('invalid_api_key');
    await request(r.apps[0]!).post('/api/v1/usage').expect(405);
  });
});

describe('a key while Redis cannot be reached', () => {
  itRedis(
    'recently verified keys are served on the insurance budget; unknown keys are 503; anonymous use goes on',
    async () => {
      let now = Date.parse('2026-11-24T12:00:00Z');
      const r = await replicas({ RATE_LIMIT_EXPECTED_REPLICAS: '2' }, () => ({ now: () => new Date(now) }));
      const { key, id } = await r.issue('pro');
      const { key: unseen } = await r.issue('pro');
      await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', key).expect(200);
      // Redis goes away for replica 0 (its connection is closed for good); its cache has expired.
      r.connections[0]!.client.disconnect();
      now += 60_000;
      const served = await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', key).expect(200);
      expect(served.headers['ratelimit-policy']).toBe(`"pro";q=300;w=60, "pro-month";q=1000000;w=${30 * 86_400}`);
      expect(served.headers.ratelimit).toMatch(/^"pro";r=299;t=\d+$/); // the month cannot be counted now
      const unknown = await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', unseen).expect(503);
      expect(unknown.body.code).toBe('service_unavailable');
      expect(unknown.headers['retry-after']).toBe('5');
      await request(r.apps[0]!).get('/api/v1/tools').expect(200);
      // Past the stale window (15 min) even a known key is no longer vouched for.
      now += 15 * 60_000;
      await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', key).expect(503);
      // The other replica still reaches Redis: the key is fine there; the month holds the requests served with Redis.
      await request(r.apps[1]!).get('/api/v1/tools').set('X-API-Key', key).expect(200);
      expect(await r.store.usage(id, '2026-11')).toBe(2);
      // Redis is back for replica 0: the request it served without Redis is added with its next one.
      await r.connections[0]!.client.connect();
      await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', key).expect(200);
      expect(await r.store.usage(id, '2026-11')).toBe(4);
      expect(await r.deps[0]!.metrics.registry.getSingleMetricAsString('api_key_auth_failures_total')).toMatch(
        /reason="unverifiable"} 2/,
      );
    },
  );

  itRedis(
    'random keys while Redis is away: 503 for ten a minute from one address, then 429; one warning, no error line, no stack',
    async () => {
      const lines: string[] = [];
      const logger = pino({ level: 'info' }, { write: (l: string) => void lines.push(l) });
      const r = await replicas({}, () => ({ logger }));
      r.connections[0]!.client.disconnect();
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++)
        statuses.push((await request(r.apps[0]!).get('/api/v1/tools').set('X-API-Key', generateKey())).status);
      expect(statuses).toEqual([...Array<number>(10).fill(503), ...Array<number>(20).fill(429)]);
      // Anonymous use of the same address goes on.
      await request(r.apps[0]!).get('/api/v1/tools').expect(200);
      const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown });
      const warnings = logged.filter((l) => l.msg.startsWith('API key cannot be verified'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, keyPrefix: 'fc_live_' });
      expect(logged.filter((l) => l.level >= 50)).toEqual([]);
      expect(lines.join('\n')).not.toMatch(/"stack"|fc_live_[0-9A-Za-z]{8}/);
      const failures = await r.deps[0]!.metrics.registry.getSingleMetricAsString('api_key_auth_failures_total');
      expect(failures).toMatch(/reason="unverifiable"} 10/);
      expect(failures).toMatch(/reason="blocked"} 20/);
    },
  );
});
