/** Per-IP limits (docs/api.md, "Limits and headers") in embedded mode; the shared Redis budget is in test/integration. */
import request from 'supertest';
import { testApp } from '../support/app';

const EMI = '/api/v1/calculate/emi-calculator';
const valid = { principal: 1000, annualRate: 5, tenureYears: 1, schedule: 'none' };

describe('rate limits', () => {
  it('counts /api/v1 requests and answers 429 with Retry-After past the budget', async () => {
    const { app, deps } = testApp({ RATE_LIMIT_API_PER_MIN: '3' });
    for (let i = 2; i >= 0; i--) {
      const res = await request(app).post(EMI).send(valid).expect(200);
      expect(res.headers['ratelimit-policy']).toBe('"api";q=3;w=60');
      expect(res.headers.ratelimit).toMatch(new RegExp(`^"api";r=${i};t=\\d+$`));
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(i));
      const reset = Number(res.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThan(Date.now() / 1000);
      expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 61);
    }
    const limited = await request(app).get('/api/v1/tools').expect(429);
    expect(limited.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await deps.metrics.registry.getSingleMetricAsString('rate_limit_rejections_total')).toMatch(
      /limit="api"} 1/,
    );
  });

  it('does not count /healthz, /readyz or /openapi.json against the api budget', async () => {
    const { app } = testApp({ RATE_LIMIT_API_PER_MIN: '1' });
    for (let i = 0; i < 5; i++) {
      await request(app).get('/healthz').expect(200);
      await request(app).get('/readyz').expect(200);
      await request(app).get('/openapi.json').expect(200);
    }
    await request(app).get('/api/v1/rates').expect(200);
    await request(app).get('/api/v1/rates').expect(429);
  });

  it('counts per client IP (X-Forwarded-For honoured only with TRUST_PROXY)', async () => {
    const { app } = testApp({ RATE_LIMIT_API_PER_MIN: '1', TRUST_PROXY: '1' });
    await request(app).get('/api/v1/rates').set('X-Forwarded-For', '203.0.113.1').expect(200);
    await request(app).get('/api/v1/rates').set('X-Forwarded-For', '203.0.113.1').expect(429);
    await request(app).get('/api/v1/rates').set('X-Forwarded-For', '203.0.113.2').expect(200);

    const { app: direct } = testApp({ RATE_LIMIT_API_PER_MIN: '1' });
    await request(direct).get('/api/v1/rates').set('X-Forwarded-For', '203.0.113.1').expect(200);
    await request(direct).get('/api/v1/rates').set('X-Forwarded-For', '203.0.113.2').expect(429); // spoofed header ignored
  });
});

describe('CORS and security headers', () => {
  const { app } = testApp();

  it('allows any origin on the API and exposes the rate-limit headers', async () => {
    const res = await request(app).get('/api/v1/tools').set('Origin', 'https://example.org').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toContain('RateLimit');
    expect(res.headers['access-control-expose-headers']).toContain('Retry-After');
  });

  it('answers a preflight with the allowed headers', async () => {
    const res = await request(app)
      .options('/api/v1/calculate/emi-calculator')
      .set('Origin', 'https://example.org')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization')
      .expect(204);
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(res.headers['access-control-allow-headers']).toMatch(/Content-Type/);
  });

  it('sets helmet headers and hides x-powered-by', async () => {
    const res = await request(app).get('/healthz').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
