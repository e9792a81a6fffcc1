/** The page budget (RATE_LIMIT_PAGE_PER_MIN), separate from the API's, and page calculations in the metrics. */
import request from 'supertest';
import { loadConfig, ConfigError } from '../../src/config';
import { scrape, testApp } from '../support/app';

describe('RATE_LIMIT_PAGE_PER_MIN', () => {
  it('defaults to 120 and refuses nonsense', () => {
    expect(loadConfig({}).rateLimitPagePerMin).toBe(120);
    expect(loadConfig({ RATE_LIMIT_PAGE_PER_MIN: '30' }).rateLimitPagePerMin).toBe(30);
    expect(() => loadConfig({ RATE_LIMIT_PAGE_PER_MIN: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_PAGE_PER_MIN: 'many' })).toThrow(/RATE_LIMIT_PAGE_PER_MIN/);
  });
});

describe('server-rendered results have their own per-IP budget', () => {
  it('names a budget of one as one request', async () => {
    const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1' });
    const url = '/tools/emi-calculator?principal=123456&annualRate=5&tenureYears=10';
    await request(app).get(url).expect(200);
    const limited = await request(app).get(url).expect(429);
    expect(limited.text).toContain('Rate limit of 1 request per 60 s exceeded');
  });

  it('answers 429 as a page, keeps the inputs, and leaves the API budget alone', async () => {
    const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '2', RATE_LIMIT_API_PER_MIN: '5' });
    const url = '/tools/emi-calculator?principal=123456&annualRate=5&tenureYears=10';
    const first = await request(app).get(url).expect(200);
    expect(first.headers['ratelimit-policy']).toBe('"page";q=2;w=60');
    await request(app).get('/tools/emi-calculator/embed').expect(200);
    const limited = await request(app)
      .get(url)
      .expect(429)
      .expect('Content-Type', /text\/html/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toContain('Rate limit of 2 requests per 60 s exceeded');
    expect(limited.text).toMatch(/id="f-principal"[^>]*value="123456"/);
    await request(app)
      .get('/tools/emi-calculator/schedule.csv')
      .expect(429)
      .expect('Content-Type', /problem\+json/);
    // Pages that compute nothing, and the API, are not counted against this budget.
    await request(app).get('/tools').expect(200);
    await request(app).get('/api-docs').expect(200);
    const api = await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 1, annualRate: 1, tenureYears: 1 })
      .expect(200);
    expect(api.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('API calls do not spend the page budget', async () => {
    const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1', RATE_LIMIT_API_PER_MIN: '100' });
    for (let i = 0; i < 3; i++)
      await request(app)
        .post('/api/v1/calculate/emi-calculator')
        .send({ principal: 1, annualRate: 1, tenureYears: 1 })
        .expect(200);
    await request(app).get('/tools/emi-calculator').expect(200);
  });
});

describe('metrics', () => {
  it('counts page calculations with channel "page", by outcome', async () => {
    const { app, deps } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000' });
    await request(app).get('/tools/emi-calculator').expect(200);
    await request(app).get('/tools/emi-calculator/embed?principal=-1&annualRate=5&tenureYears=1').expect(422);
    await request(app).get('/tools/debt-payoff-calculator').expect(200);
    const text = await scrape(deps);
    expect(text).toContain('calculations_total{tool="emi-calculator",outcome="ok",channel="page"} 1');
    expect(text).toContain('calculations_total{tool="emi-calculator",outcome="invalid_input",channel="page"} 1');
    // The debt page asks the dispatcher three times: the result and both strategies' monthly rows for the chart.
    expect(text).toContain('calculations_total{tool="debt-payoff-calculator",outcome="ok",channel="page"} 3');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/tools\/:slug",status_code="200"\} 2/,
    );
  });
});
