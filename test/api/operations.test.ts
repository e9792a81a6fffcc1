import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { testApp } from '../support/app';

describe('GET /api/v1/rates', () => {
  const { app } = testApp();

  it('serves the nine benchmarks from the bundled snapshot, never presented as live', async () => {
    const res = await request(app).get('/api/v1/rates').expect(200);
    expect(Object.keys(res.body.rates).sort()).toEqual([
      'auto_loan_60m',
      'cpi_inflation',
      'fed_funds_rate',
      'hysa_apy',
      'mortgage_15y',
      'mortgage_30y',
      'prime_rate',
      'savings_rate',
      'treasury_10y',
    ]);
    expect(res.body.status).toBe('snapshot');
    expect(res.body.fetched_at).toBeNull();
    expect(res.body.rates.fed_funds_rate).toEqual({
      label: expect.any(String),
      value: 3.63,
      unit: 'percent',
      as_of: '2026-06-17',
      frequency: 'daily',
      source: 'snapshot',
      series_id: 'DFF',
      source_url: 'https://fred.stlouisfed.org/series/DFF',
      fetched_at: null,
      stale: true, // five months old on 2026-11-22
    });
    expect(res.body.rates.hysa_apy).toEqual(expect.objectContaining({ source: 'curated', series_id: null, value: 4 }));
    for (const r of Object.values<Record<string, unknown>>(res.body.rates)) {
      expect(typeof r.value === 'number' || r.value === null).toBe(true);
      expect(r.source).not.toBe('fred');
    }
    expect(res.body.meta).toEqual(
      expect.objectContaining({ rates_as_of: '2026-06-17', disclaimer: expect.any(String), attribution: expect.stringContaining('FRED') }),
    );
  });

  it('is cacheable', async () => {
    const first = await request(app).get('/api/v1/rates').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    await request(app).get('/api/v1/rates').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('judges staleness per frequency against the clock', async () => {
    const { app: fresh } = testApp({}, { now: () => new Date('2026-06-19T00:00:00Z') });
    const res = await request(fresh).get('/api/v1/rates').expect(200);
    expect(res.body.rates.fed_funds_rate.stale).toBe(false); // 2 days old, daily: max 5
    expect(res.body.rates.mortgage_30y.stale).toBe(true); // 3 months old, weekly: max 10 days
  });
});

describe('GET /openapi.json', () => {
  const { app } = testApp();

  it('is a valid OpenAPI 3.1 document with one operation per calculator', async () => {
    const res = await request(app).get('/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(res.body))).resolves.toBeDefined();
    for (const c of calculators) {
      const op = res.body.paths[`/api/v1/calculate/${c.slug}`].post;
      expect(op.requestBody.content['application/json'].example).toEqual(c.exampleInputs);
    }
    expect(res.body.paths['/api/v1/tools']).toBeDefined();
    expect(res.body.paths['/api/v1/rates']).toBeDefined();
  });
});

describe('health, readiness and metrics', () => {
  it('/healthz answers ok', async () => {
    const { app } = testApp();
    expect((await request(app).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('/readyz says embedded mode and the rates status', async () => {
    const { app } = testApp();
    const res = await request(app).get('/readyz').expect(200);
    expect(res.body).toEqual({
      status: 'ready',
      mode: 'embedded',
      redis: 'not_configured',
      rates: { status: 'snapshot', rates_as_of: '2026-06-17', fx_as_of: '2026-10-06', fetched_at: null, age_seconds: null, failed: [] },
    });
  });

  it('/readyz answers 503 while shutting down', async () => {
    const { app, deps } = testApp();
    deps.lifecycle.shuttingDown = true;
    expect((await request(app).get('/readyz').expect(503)).body.status).toBe('shutting_down');
  });

  it('/metrics exposes request durations by route, calculations by tool and outcome, and rate ages', async () => {
    const { app } = testApp();
    await request(app).post('/api/v1/calculate/emi-calculator').send({ principal: 1, annualRate: 1, tenureYears: 1 }).expect(200);
    await request(app).post('/api/v1/calculate/emi-calculator').send({ principal: -1, annualRate: 1, tenureYears: 1 }).expect(422);
    const text = (await request(app).get('/metrics').expect(200)).text;
    expect(text).toContain('http_request_duration_seconds_count{method="POST",route="/api/v1/calculate/:slug",status_code="200"} 1');
    expect(text).toContain('calculations_total{tool="emi-calculator",outcome="ok",channel="rest"} 1');
    expect(text).toContain('calculations_total{tool="emi-calculator",outcome="invalid_input",channel="rest"} 1');
    expect(text).toMatch(/rate_age_seconds\{rate="fed_funds_rate"\} \d+/);
    expect(text).toMatch(/rate_age_seconds\{rate="fx"\} \d+/);
  });

  it('labels unknown paths with a bounded route label', async () => {
    const { app } = testApp();
    await request(app).get('/random/path/123').expect(404);
    const text = (await request(app).get('/metrics').expect(200)).text;
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('/random/path/123');
  });
});
