import request from 'supertest';
import { toolsResponseSchema } from '../../src/api/routes/tools';
import { calculators } from '../../src/calculators/registry';
import { outputAjv } from '../../src/schemas/ajv';
import { testApp, TEST_BASE_URL } from '../support/app';

/** The published slugs: a slug renamed or dropped is a breaking change, so the list is written out here. */
const SLUGS = [
  'emi-calculator',
  'mortgage-calculator',
  'affordability-calculator',
  'refinance-calculator',
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

  it('lists every calculator with count and meta', async () => {
    const res = await request(app)
      .get('/api/v1/tools')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(res.body.count).toBe(calculators.length);
    expect(res.body.tools.map((t: { slug: string }) => t.slug).sort()).toEqual([...SLUGS].sort());
    expect(res.body.meta).toEqual({
      source: 'Financial Calculation Service',
      docs_url: `${TEST_BASE_URL}/api-docs`,
      openapi_url: `${TEST_BASE_URL}/openapi.json`,
      attribution: expect.stringContaining('Financial Calculation Service'),
    });
  });

  it('links the documentation page for people (docs_url) and the OpenAPI document for programs (openapi_url)', async () => {
    const { meta } = (await request(app).get('/api/v1/tools').expect(200)).body;
    const docs = await request(app).get(new URL(meta.docs_url).pathname).expect(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
    const openapi = await request(app).get(new URL(meta.openapi_url).pathname).expect(200);
    expect(openapi.body.openapi).toBe('3.1.0');
    expect(openapi.body.components.schemas.Tools.properties.meta.required).toEqual(
      expect.arrayContaining(['docs_url', 'openapi_url']),
    );
    expect(openapi.body.externalDocs.url).toBe(meta.docs_url);
  });

  it('validates against its published schema (the one in the OpenAPI document)', async () => {
    const res = await request(app).get('/api/v1/tools').expect(200);
    const valid = outputAjv.compile(toolsResponseSchema);
    expect(valid(res.body) ? [] : valid.errors).toEqual([]);
  });

  it('gives every descriptor its links, every input in required_inputs, and a complete example', async () => {
    const res = await request(app).get('/api/v1/tools').expect(200);
    for (const t of res.body.tools) {
      expect(t).toEqual(
        expect.objectContaining({
          web_url: `${TEST_BASE_URL}/tools/${t.slug}`,
          api_url: `${TEST_BASE_URL}/api/v1/calculate/${t.slug}`,
          embed_url: `${TEST_BASE_URL}/tools/${t.slug}/embed`,
          method: 'POST',
          input_schema: expect.objectContaining({ type: 'object' }),
        }),
      );
      expect(t).not.toHaveProperty('inputs'); // one map of descriptors, not two
      const calc = calculators.find((c) => c.slug === t.slug)!;
      // Seed §2.1: a map from input name to descriptor, for every input, required or not.
      expect(Object.keys(t.required_inputs)).toEqual(Object.keys(calc.inputSchema.properties as object));
      for (const [name, d] of Object.entries<{ required: boolean; description: string }>(t.required_inputs)) {
        expect([name, d.required]).toEqual([name, (calc.inputSchema.required as string[]).includes(name)]);
        if (d.required) expect(t.example_inputs).toHaveProperty([name]);
        expect([name, d.description.length > 0]).toEqual([name, true]);
      }
    }
  });

  it('matches the seed names, categories and descriptor fields', async () => {
    const res = await request(app).get('/api/v1/tools').expect(200);
    const bySlug = Object.fromEntries(res.body.tools.map((t: { slug: string }) => [t.slug, t]));
    expect(bySlug['tax-calculator'].name).toBe('Income Tax Calculator');
    expect(bySlug['emi-calculator'].category).toBe('loans');
    expect(bySlug['emi-calculator'].required_inputs.principal).toEqual({
      type: 'number',
      label: 'Loan amount',
      required: true,
      description: 'Amount borrowed, in USD.',
      min: 0,
      max: 1e12,
      step: 0.01,
      unit: 'USD',
    });
    expect(bySlug['debt-payoff-calculator'].required_inputs.strategy).toEqual(
      // Optional: both strategies are always computed side by side; the default picks the detailed one.
      expect.objectContaining({
        type: 'select',
        options: ['avalanche', 'snowball'],
        required: false,
        default: 'avalanche',
      }),
    );
    expect(bySlug['debt-payoff-calculator'].example_inputs.debts.length).toBeGreaterThan(0);
    expect(bySlug['mortgage-calculator'].required_inputs.downPaymentPct).toEqual(
      expect.objectContaining({ required: false, default: 20, aliases: ['downPaymentPercent'] }),
    );
    // Percent inputs take any decimals (6.0625 %: sixteenths of a point); money takes cents.
    expect(bySlug['mortgage-calculator'].required_inputs.annualRate).not.toHaveProperty('step');
    expect(bySlug['mortgage-calculator'].required_inputs.homePrice).toEqual(expect.objectContaining({ step: 0.01 }));
    // Optional: rungRates can give every rung its own APY instead.
    expect(bySlug['cd-ladder-calculator'].required_inputs.annualRate).toEqual(
      expect.objectContaining({ required: false }),
    );
    expect(bySlug['cd-ladder-calculator'].required_inputs.numberOfRungs).toEqual(
      expect.objectContaining({ type: 'number', step: 1 }),
    );
  });

  it('publishes aliases in input_schema as deprecated properties', async () => {
    const res = await request(app).get('/api/v1/tools').expect(200);
    const mortgage = res.body.tools.find((t: { slug: string }) => t.slug === 'mortgage-calculator');
    expect(mortgage.input_schema.properties.downPaymentPercent).toEqual(
      expect.objectContaining({ deprecated: true, description: expect.stringMatching(/^Alias of 'downPaymentPct'/) }),
    );
  });

  it('is cacheable: Cache-Control and an ETag that answers 304', async () => {
    const first = await request(app).get('/api/v1/tools').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.etag).toBeDefined();
    await request(app).get('/api/v1/tools').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('derives everything from the registry', () => {
    expect(calculators.map((c) => c.slug).sort()).toEqual([...SLUGS].sort());
  });
});
