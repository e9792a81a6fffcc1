/**
 * Every select accepts any letter case, on every surface (REST, MCP, the page), and is echoed as listed; the published
 * schema accepts the same spellings under a client's own validator, so a strict client does not refuse "MFJ".
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { prepareInput, type Channel } from '../../src/dispatch/calculate';
import { anyCasePattern, publishedInputSchema, selectOptions } from '../../src/schemas/published-schema';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { callPayload, postModern } from '../mcp/support/mcp-http';
import { testApp } from '../support/app';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });

/** The listed word upper-cased, lower-cased and in alternating case ("BiWeEkLy", "Ca"), other than as listed. */
function otherCases(word: string): string[] {
  const alternating = [...word].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join('');
  return [...new Set([word.toUpperCase(), word.toLowerCase(), alternating])].filter((w) => w !== word);
}

/** Every top-level select of every calculator: [slug, input name, listed values]. */
const SELECTS = calculators.flatMap((calc) =>
  Object.entries(calc.inputSchema.properties as Record<string, SchemaObject>)
    .filter(([, s]) => Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string'))
    .map(([name, s]) => [calc.slug, name, s.enum as string[]] as const),
);
const exampleOf = (slug: string) => structuredClone(calculators.find((c) => c.slug === slug)!.exampleInputs);

/** A client's validator: plain AJV honouring `enum` and `pattern`, knowing nothing of our x- keywords. */
function clientValidator(schema: SchemaObject) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(structuredClone(schema));
}

describe('selects in any letter case', () => {
  it('finds every select, those the tax calculator always took in any case and the others', () => {
    const names = SELECTS.map(([slug, name]) => `${slug}.${name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'emi-calculator.paymentFrequency',
        'mortgage-calculator.paymentFrequency',
        'tax-calculator.filingStatus',
        'tax-calculator.payFrequency',
        'tax-calculator.state',
        'debt-payoff-calculator.strategy',
      ]),
    );
  });

  it.each(SELECTS)(
    '%s %s: the dispatcher takes any case on every channel and echoes it as listed',
    (slug, name, listed) => {
      for (const word of listed)
        for (const spelling of otherCases(word))
          for (const channel of ['rest', 'mcp', 'page'] as Channel[])
            expect([
              spelling,
              prepareInput(slug, { ...exampleOf(slug), [name]: spelling }, channel).input[name],
            ]).toEqual([spelling, word]);
    },
  );

  it.each(SELECTS)('%s %s: a client validating with the published schema accepts the same', (slug, name, listed) => {
    const valid = clientValidator(publishedInputSchema(calculators.find((c) => c.slug === slug)!.inputSchema));
    const published = (
      publishedInputSchema(calculators.find((c) => c.slug === slug)!.inputSchema).properties as Record<
        string,
        SchemaObject
      >
    )[name]!;
    expect(selectOptions(published)).toEqual(listed); // the listed spellings first, for forms and code generators
    for (const word of listed)
      for (const spelling of [word, ...otherCases(word)]) {
        const ok = valid({ ...exampleOf(slug), [name]: spelling });
        expect([spelling, ok ? [] : valid.errors]).toEqual([spelling, []]);
      }
    expect(valid({ ...exampleOf(slug), [name]: `${listed[0]}x` })).toBe(false);
    expect(valid({ ...exampleOf(slug), [name]: ` ${listed[0]}` })).toBe(false);
  });

  it('a word not listed is still refused with the listed values', async () => {
    const res = await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 1000, annualRate: 5, tenureYears: 1, paymentFrequency: 'fortnightly' })
      .expect(422);
    expect(res.body.errors[0]).toEqual(
      expect.objectContaining({
        path: '/paymentFrequency',
        code: 'enum',
        allowed: expect.arrayContaining(['biweekly']),
      }),
    );
  });

  it('REST: paymentFrequency "BIWEEKLY" computes as "biweekly", as payFrequency "BiWeekly" does', async () => {
    const emi = await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 100000, annualRate: 6, tenureYears: 10, paymentFrequency: 'BIWEEKLY' })
      .expect(200);
    expect(emi.body.meta.inputs.paymentFrequency).toBe('biweekly');
    expect(emi.body.result.paymentsPerYear).toBe(26);
    const tax = await request(app)
      .post('/api/v1/calculate/tax-calculator')
      .send({ grossIncome: 60000, filingStatus: 'Single', payFrequency: 'BiWeekly', state: 'ca' })
      .expect(200);
    expect(tax.body.meta.inputs).toEqual(
      expect.objectContaining({ filingStatus: 'single', payFrequency: 'biweekly', state: 'CA' }),
    );
  });

  it('MCP: filingStatus "MFJ" is a married joint return, and the tool schema says it may be sent', async () => {
    const res = await postModern(app, 'tools/call', {
      name: 'tax-calculator',
      arguments: { grossIncome: 150000, filingStatus: 'MFJ', spouseIncome: 50000 },
    });
    expect(res.body.result.isError).toBe(false);
    expect(callPayload(res.body.result).meta.inputs).toEqual(expect.objectContaining({ filingStatus: 'mfj' }));
    const list = await postModern(app, 'tools/list', {});
    const tool = list.body.result.tools.find((t: { name: string }) => t.name === 'tax-calculator');
    expect(clientValidator(tool.inputSchema)({ grossIncome: 1, filingStatus: 'MFJ' })).toBe(true);
  });

  it('the page: "BIWEEKLY" in a link computes and shows the select on its option, even beside an invalid field', async () => {
    const ok = await request(app).get(
      '/tools/emi-calculator?principal=100000&annualRate=6&tenureYears=10&paymentFrequency=BIWEEKLY',
    );
    expect(ok.status).toBe(200);
    expect(ok.text).toMatch(/<option value="biweekly" selected/);
    const bad = await request(app).get(
      '/tools/emi-calculator?principal=abc&annualRate=6&tenureYears=10&paymentFrequency=BIWEEKLY',
    );
    expect(bad.text).toMatch(/<option value="biweekly" selected/);
  });

  it('the pattern matches the listed words in any case and nothing else', () => {
    const re = new RegExp(anyCasePattern(['mfj', 'acceleratedBiweekly', 'a.b']), 'u');
    for (const w of ['mfj', 'MFJ', 'mFj', 'ACCELERATEDBIWEEKLY', 'acceleratedbiweekly', 'A.b'])
      expect(re.test(w)).toBe(true);
    for (const w of ['mfjx', 'xmfj', 'm f j', 'axb', '']) expect(re.test(w)).toBe(false);
  });
});
