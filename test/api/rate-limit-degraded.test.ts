/**
 * The rate-limit headers state the budget in force: with Redis configured but not answering (here a
 * refused port, so the shared counter cannot be reached), the per-replica insurance budget counts
 * every request and the headers, the 429 and its message say so. Shared counting: test/integration.
 */
import pino from 'pino';
import request from 'supertest';
import { RedisConnection } from '../../src/redis/redis-connection';
import { testApp } from '../support/app';

const EMI = '/api/v1/calculate/emi-calculator';
const valid = { principal: 1000, annualRate: 5, tenureYears: 1, schedule: 'none' };
const connections: RedisConnection[] = [];
afterAll(() => Promise.all(connections.map((c) => c.close())));

describe('rate limits while Redis does not answer', () => {
  it('count in the insurance budget (points / expected replicas) and say so in every header', async () => {
    const redis = new RedisConnection('redis://127.0.0.1:1', pino({ level: 'silent' }), { commandTimeoutMs: 50 });
    connections.push(redis);
    await redis.start(500);
    const { app, deps } = testApp(
      { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_API_PER_MIN: '60', RATE_LIMIT_EXPECTED_REPLICAS: '3' },
      { redis },
    );
    for (let i = 19; i >= 0; i--) {
      const res = await request(app).post(EMI).send(valid).expect(200);
      expect(res.headers['ratelimit-policy']).toBe('"api";q=20;w=60');
      expect(res.headers.ratelimit).toMatch(new RegExp(`^"api";r=${i};t=\\d+$`));
      expect(res.headers['x-ratelimit-limit']).toBe('20');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(i));
    }
    const refused = await request(app).post(EMI).send(valid).expect(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('20');
    expect(refused.body.detail).toMatch(/^Rate limit of 20 requests per 60 s exceeded/);
    expect(await deps.metrics.registry.getSingleMetricAsString('redis_degraded_requests_total')).toMatch(
      /by="rate_limit"} 21/,
    );
  });

  it('keep the whole budget in embedded mode (no Redis configured: nothing to insure)', async () => {
    const { app } = testApp({ RATE_LIMIT_API_PER_MIN: '60', RATE_LIMIT_EXPECTED_REPLICAS: '3' });
    const res = await request(app).post(EMI).send(valid).expect(200);
    expect(res.headers['ratelimit-policy']).toBe('"api";q=60;w=60');
    expect(res.headers['x-ratelimit-limit']).toBe('60');
  });
});
