/**
 * What users see once live data arrived: GET /api/v1/rates, the currency converter's default table,
 * the investment calculator's default inflation, `rates_as_of`, /readyz and /metrics.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { buildOpenApi } from '../../src/api/openapi';
import { refreshRates } from '../../src/rates/refresh';
import { scrape, testApp, TEST_NOW } from '../support/app';
import { FAKE_VALUES, standardFakePerTest, type FakeSources } from './support/fake-sources';
import { groupsFor, snapshotStore } from './support/harness';

const fake = standardFakePerTest(TEST_NOW, '2026-11-20');

/** The real app over a store that one refresh (through the app's own metrics) has made live. */
async function liveApp(faults: (f: FakeSources) => void = () => undefined) {
  const store = snapshotStore();
  const { app, deps } = testApp({}, { rates: store });
  faults(fake());
  const groups = groupsFor(fake());
  await refreshRates(store, [...groups.benchmarks.providers, ...groups.fx.providers], () => TEST_NOW, {
    metrics: deps.metrics,
  });
  return Object.assign(app, { deps });
}

describe('GET /api/v1/rates after a refresh', () => {
  it('serves live values with their observation dates, fetch time and staleness', async () => {
    const res = await request(await liveApp())
      .get('/api/v1/rates')
      .expect(200);
    expect(res.body.status).toBe('live');
    expect(res.body.fetched_at).toBe(TEST_NOW.toISOString());
    expect(res.body.failed).toEqual([]);
    expect(res.body.rates.fed_funds_rate).toEqual({
      label: 'Federal funds effective rate',
      value: FAKE_VALUES.fed_funds_rate,
      unit: 'percent',
      as_of: '2026-11-20',
      frequency: 'daily',
      source: 'fred',
      series_id: 'DFF',
      source_url: 'https://fred.stlouisfed.org/series/DFF',
      fetched_at: TEST_NOW.toISOString(),
      stale: false,
    });
    expect(res.body.rates.cpi_inflation).toEqual(
      expect.objectContaining({
        value: 3.1,
        as_of: '2026-10-01',
        basis: '12-month change of CPIAUCNS, 2026-10 over 2025-10',
        source: 'fred',
        stale: false,
      }),
    );
    expect(res.body.rates.hysa_apy).toEqual(
      expect.objectContaining({ source: 'curated', as_of: '2026-01-18', series_id: null }),
    );
    expect(res.body.fx).toEqual({
      base: 'EUR',
      as_of: '2026-11-20',
      source: 'ecb',
      currencies: 30,
      fetched_at: TEST_NOW.toISOString(),
      stale: false,
    });
    expect(res.body.meta.rates_as_of).toBe('2026-11-20');
  });

  it('matches its OpenAPI schema, live and partial', async () => {
    const doc = buildOpenApi('http://fincalc.test', 'x') as unknown as {
      paths: Record<string, { get: { responses: { '200': { content: { 'application/json': { schema: object } } } } } }>;
      components: { schemas: Record<string, unknown> };
    };
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const schema = JSON.parse(
      JSON.stringify(doc.paths['/api/v1/rates']!.get.responses['200'].content['application/json'].schema).replaceAll(
        '"#/components',
        '"doc#/components',
      ),
    );
    const validate = ajv.compile(schema);
    for (const app of [await liveApp(), await liveApp((f) => f.faults.set('DFF', { kind: 'hang' }))]) {
      const res = await request(app).get('/api/v1/rates').expect(200);
      expect(validate(res.body) ? [] : validate.errors).toEqual([]);
    }
  });

  it('partial: what failed is named, its last good value shown with its own source', async () => {
    const res = await request(await liveApp((f) => f.faults.set('DPRIME', { kind: 'status', status: 500, body: '' })))
      .get('/api/v1/rates')
      .expect(200);
    expect(res.body.status).toBe('partial');
    expect(res.body.failed).toEqual([
      { rate: 'prime_rate', source: 'fred', reason: 'http_error', since: TEST_NOW.toISOString() },
    ]);
    expect(res.body.rates.prime_rate).toEqual(
      expect.objectContaining({ source: 'snapshot', value: 6.75, fetched_at: null, stale: true }),
    );
  });
});

describe('calculations use the live data and say so', () => {
  it('currency converter without exchangeRates: the live ECB table, cross rate through EUR', async () => {
    const res = await request(await liveApp())
      .post('/api/v1/calculate/currency-converter')
      .send({ amount: 100, fromCurrency: 'USD', toCurrency: 'GBP' })
      .expect(200);
    // ECB fixture: USD 1.1269, GBP 0.84880 per EUR → 1 USD = 0.8488 / 1.1269 GBP = 0.75321679…
    expect(res.body.result).toEqual(
      expect.objectContaining({
        convertedAmount: 75.32,
        rate: 0.75321679,
        ratesSource: 'ecb',
        ratesAsOf: '2026-11-20',
      }),
    );
    expect(res.body.meta).toEqual(
      expect.objectContaining({ fx_as_of: '2026-11-20', fx_source: 'ecb', rates_as_of: '2026-11-20' }),
    );
    expect(res.body.meta.warnings.join(' ')).not.toContain('bundled');
  });

  it('investment return without inflationRate: live CPI, named in assumptions', async () => {
    const res = await request(await liveApp())
      .post('/api/v1/calculate/investment-return-calculator')
      .send({ initialInvestment: 10000, annualReturn: 7, years: 10 })
      .expect(200);
    expect(res.body.result.inflationRate).toBe(3.1);
    expect(res.body.meta).toEqual(
      expect.objectContaining({ inflation_source: 'fred', inflation_as_of: '2026-10-01', rates_as_of: '2026-10-01' }),
    );
    expect(res.body.meta.assumptions.join(' ')).toContain('3.1%');
  });

  it('rates_as_of follows the data in use: the snapshot date (its FX table, the newest observation) before the refresh', async () => {
    const { app } = testApp();
    const res = await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 1000, annualRate: 5, tenureYears: 1 })
      .expect(200);
    expect(res.body.meta.rates_as_of).toBe('2026-10-06');
  });
});

describe('operations', () => {
  it('/readyz shows the rates status, fetch time, age and what failed', async () => {
    const res = await request(await liveApp((f) => f.faults.set('ECB', { kind: 'status', status: 502, body: '' })))
      .get('/readyz')
      .expect(200);
    expect(res.body.rates).toEqual({
      status: 'partial',
      rates_as_of: '2026-11-20',
      fx_as_of: '2026-10-06',
      fetched_at: TEST_NOW.toISOString(),
      age_seconds: 0,
      failed: ['fx'],
    });
  });

  it('/metrics: refresh outcomes by source, refresh duration, rate ages, time since each source last succeeded', async () => {
    const res = {
      text: await scrape((await liveApp((f) => f.faults.set('ECB', { kind: 'status', status: 502, body: '' }))).deps),
    };
    expect(res.text).toContain('rates_refresh_total{source="fred",outcome="success"} 1');
    expect(res.text).toContain('rates_refresh_total{source="ecb",outcome="failure"} 1');
    expect(res.text).toMatch(/rates_refresh_duration_seconds_count\{source="fred"\} 1/);
    expect(res.text).toContain('rate_age_seconds{rate="fed_funds_rate"} 216000'); // 2026-11-20 to 2026-11-22T12:00Z
    expect(res.text).toContain('rates_refresh_age_seconds{source="fred"} 0');
    expect(res.text).not.toContain('rates_refresh_age_seconds{source="ecb"}'); // never succeeded
  });
});
