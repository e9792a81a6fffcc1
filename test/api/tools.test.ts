import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { testApp, TEST_BASE_URL } from '../support/app';

const SLUGS = [
  'emi-calculator',
  'mortgage-calculator',
  'compound-interest-calculator',
  'savings-goal-calculator',
  'debt-payoff-calculator',
  'sip-calculator',
  'tax-calculator',
  'net-worth-calculator',
  'currency-converter',
  'cd-ladder-calculator',
  'rent-vs-buy-calculator',
  'investment-return-calculator',
];

describe('GET /api/v1/tools', () => {
  const { app } = testApp();

  it('lists the twelve calculators with count and meta', async () => {
    const res = await request(app)
      .get('/api/v1/tools')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(res.body.count).toBe(12);
    expect(res.body.tools.map((t: { slug: string }) => t.slug).sort()).toEqual([...SLUGS].sort());
    expect(res.body.meta).toEqual({
      source: 'Financial Calculation Service',
      docs_url: `${TEST_BASE_URL}/openapi.json`,
      attribution: expect.stringContaining('Financial Calculation Service'),
    });
  });

  it('gives every descriptor its links, inputs, required inputs and a complete example', async () => {
    const res = await request(app).get('/api/v1/tools').expect(200);
    for (const t of res.body.tools) {
      expect(t).toEqual(
        expect.objectContaining({
          slug: expect.any(String),
          name: expect.any(String),
          description: expect.any(String),
          category: expect.stringMatching(/^(loans|investing|savings|debt|taxes|planning|tools)$/),
          web_url: `${TEST_BASE_URL}/tools/${t.slug}`,
          api_url: `${TEST_BASE_URL}/api/v1/calculate/${t.slug}`,
          embed_url: `${TEST_BASE_URL}/tools/${t.slug}/embed`,
          required_inputs: expect.any(Array),
          example_inputs: expect.any(Object),
          input_schema: expect.objectContaining({ type: 'object' }),
        }),
      );
      for (const name of t.required_inputs) {
        expect(t.inputs[name].required).toBe(true);
        expect(t.example_inputs).toHaveProperty([name]);
      }
      for (const [name, d] of Object.entries<Record<string, unknown>>(t.inputs)) {
        expect(typeof d.label).toBe('string');
        expect(['number', 'integer', 'select', 'string', 'boolean', 'array', 'object']).toContain(d.type);
        if (d.type === 'select') expect(Array.isArray(d.options)).toBe(true);
        if (d.type === 'number') expect(typeof d.max).toBe('number');
        expect(`${name}:${String(d.description).length > 0}`).toBe(`${name}:true`);
      }
    }
  });

  it('matches the seed names and categories', async () => {
    const res = await request(app).get('/api/v1/tools').expect(200);
    const bySlug = Object.fromEntries(res.body.tools.map((t: { slug: string }) => [t.slug, t]));
    expect(bySlug['tax-calculator'].name).toBe('Income Tax Calculator');
    expect(bySlug['emi-calculator'].category).toBe('loans');
    expect(bySlug['debt-payoff-calculator'].inputs.strategy).toEqual(
      expect.objectContaining({ type: 'select', options: ['avalanche', 'snowball'], required: true }),
    );
    expect(bySlug['debt-payoff-calculator'].example_inputs.debts.length).toBeGreaterThan(0);
    expect(bySlug['mortgage-calculator'].inputs.downPaymentPct).toEqual(expect.objectContaining({ default: 20, aliases: ['downPaymentPercent'] }));
  });

  it('is cacheable: Cache-Control and an ETag that answers 304', async () => {
    const first = await request(app).get('/api/v1/tools').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.etag).toBeDefined();
    await request(app).get('/api/v1/tools').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('derives everything from the registry', () => {
    expect(calculators).toHaveLength(12);
  });
});
