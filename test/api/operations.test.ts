import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { ERROR_CODES } from '../../src/errors/api-error';
import { readinessResponseSchema, healthResponseSchema } from '../../src/api/routes/operations';
import { ratesResponseSchema } from '../../src/api/routes/rates';
import { calculators } from '../../src/calculators/registry';
import { outputAjv } from '../../src/schemas/ajv';
import { scrape, testApp } from '../support/app';

function expectValid(schema: object, body: unknown) {
  const valid = outputAjv.compile(schema);
  expect(valid(body) ? [] : valid.errors).toEqual([]);
}

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
      expect.objectContaining({
        rates_as_of: '2026-10-06',
        disclaimer: expect.any(String),
        attribution: expect.stringContaining('FRED'),
      }),
    );
  });

  it('validates against the response schema declared beside ratesView (and published in OpenAPI)', async () => {
    expectValid(ratesResponseSchema, (await request(app).get('/api/v1/rates').expect(200)).body);
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

  it('documents the operator endpoints and itself', async () => {
    const { paths } = (await request(app).get('/openapi.json').expect(200)).body;
    for (const path of ['/healthz', '/readyz', '/openapi.json']) {
      expect([path, Object.keys(paths[path] ?? {})]).toEqual([path, ['get']]);
      expect(paths[path].get.responses['200']).toBeDefined();
      expect(paths[path].get.responses['405']).toBeDefined();
    }
    expect(paths['/readyz'].get.responses['503']).toBeDefined();
  });

  it('imports the response schemas instead of repeating them', async () => {
    const { components } = (await request(app).get('/openapi.json').expect(200)).body;
    expect(components.schemas.Rates).toEqual(JSON.parse(JSON.stringify(ratesResponseSchema)));
    expect(components.schemas.Readiness).toEqual(JSON.parse(JSON.stringify(readinessResponseSchema)));
    expect(
      components.schemas.Tools.properties.tools.items.properties.required_inputs.additionalProperties.properties.type
        .enum,
    ).toEqual(['number', 'string', 'array', 'object', 'select']);
    expect(components.schemas.Problem.properties.code.enum).toEqual(Object.keys(ERROR_CODES));
  });

  it('publishes the aliases as deprecated properties of the request bodies', async () => {
    const { components } = (await request(app).get('/openapi.json').expect(200)).body;
    expect(components.schemas.MortgageCalculatorInput.properties.downPaymentPercent).toEqual(
      expect.objectContaining({ deprecated: true }),
    );
    expect(components.schemas.SipCalculatorInput.properties.monthly).toEqual(
      expect.objectContaining({ deprecated: true }),
    );
    expect(components.schemas.TaxCalculatorInput.properties.k401Contribution).toEqual(
      expect.objectContaining({ deprecated: true }),
    );
    const debt = components.schemas.DebtPayoffCalculatorInput.properties.debts.items.properties;
    expect(debt.apr).toEqual(
      expect.objectContaining({ deprecated: true, description: expect.stringMatching(/^Alias of 'rate'/) }),
    );
    expect(debt.minimumPayment).toEqual(expect.objectContaining({ deprecated: true }));
  });
});

describe('health, readiness and metrics', () => {
  it('/healthz answers ok', async () => {
    const { app } = testApp();
    const body = (await request(app).get('/healthz').expect(200)).body;
    expect(body).toEqual({ status: 'ok' });
    expectValid(healthResponseSchema, body);
  });

  it('/readyz says embedded mode and the rates status', async () => {
    const { app } = testApp();
    const res = await request(app).get('/readyz').expect(200);
    expect(res.body).toEqual({
      status: 'ready',
      mode: 'embedded',
      redis: 'not_configured',
      rates: {
        status: 'snapshot',
        rates_as_of: '2026-06-17',
        fx_as_of: '2026-10-06',
        fetched_at: null,
        age_seconds: null,
        failed: [],
      },
    });
    expectValid(readinessResponseSchema, res.body);
  });

  it('/readyz answers 503 while shutting down', async () => {
    const { app, deps } = testApp();
    deps.lifecycle.shuttingDown = true;
    expect((await request(app).get('/readyz').expect(503)).body.status).toBe('shutting_down');
  });

  it('/metrics exposes request durations by route, calculations by tool and outcome, and rate ages', async () => {
    const { app, deps } = testApp();
    await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 1, annualRate: 1, tenureYears: 1 })
      .expect(200);
    await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: -1, annualRate: 1, tenureYears: 1 })
      .expect(422);
    const text = await scrape(deps);
    expect(text).toContain(
      'http_request_duration_seconds_count{method="POST",route="/api/v1/calculate/:slug",status_code="200"} 1',
    );
    expect(text).toContain('calculations_total{tool="emi-calculator",outcome="ok",channel="rest"} 1');
    expect(text).toContain('calculations_total{tool="emi-calculator",outcome="invalid_input",channel="rest"} 1');
    expect(text).toMatch(/rate_age_seconds\{rate="fed_funds_rate"\} \d+/);
    expect(text).toMatch(/rate_age_seconds\{rate="fx"\} \d+/);
  });

  it('labels unknown paths with a bounded route label', async () => {
    const { app, deps } = testApp();
    await request(app).get('/random/path/123').expect(404);
    const text = await scrape(deps);
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('/random/path/123');
  });
});
