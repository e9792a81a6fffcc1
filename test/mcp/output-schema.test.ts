/**
 * MCP output schemas have one `type` per subschema: nullable fields are `anyOf` branches (single-types.ts), the
 * form the MCP Inspector's --strict check and single-type client dialects accept. The rewrite keeps the contract:
 * every result still validates, and what the original refused (a negative month, a string where a number goes) is
 * still refused.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { FEATURES, type RevisionFeatures } from '../../src/mcp/revisions';
import { calculationOutputSchema } from '../../src/mcp/output-schema';
import { hasTypeArray, singleTypes } from '../../src/mcp/single-types';
import { ANNOTATION_KEYWORDS } from '../../src/schemas/ajv';
import { testApp } from '../support/app';
import { callPayload, LEGACY, MODERN, postLegacy, postModern } from './support/mcp-http';

const { app } = testApp();

function ajv() {
  const a = new Ajv2020({ strict: true, allErrors: true });
  addFormats(a);
  for (const k of ANNOTATION_KEYWORDS) a.addKeyword(k);
  return a;
}

/** Paths of every array-valued `type` in a schema. */
function typeArrays(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const here = Array.isArray((schema as { type?: unknown }).type) ? [path || '/'] : [];
  return [...here, ...Object.entries(schema).flatMap(([k, v]) => typeArrays(v, `${path}/${k}`))];
}

describe('published MCP tool schemas', () => {
  const revisions = [MODERN, ...LEGACY].filter(
    (r) => (FEATURES as Record<string, RevisionFeatures>)[r]!.structuredOutput,
  );

  it.each(revisions)('tools/list %s: no array-valued `type` in any outputSchema or inputSchema', async (revision) => {
    const res =
      revision === MODERN ? await postModern(app, 'tools/list') : await postLegacy(app, revision, 'tools/list');
    const tools = res.body.result.tools as Array<{ name: string; inputSchema: unknown; outputSchema?: unknown }>;
    expect(tools).toHaveLength(calculators.length);
    for (const t of tools) {
      expect(t.outputSchema).toBeDefined();
      expect({ tool: t.name, output: typeArrays(t.outputSchema), input: typeArrays(t.inputSchema) }).toEqual({
        tool: t.name,
        output: [],
        input: [],
      });
    }
  });

  it('the calculators do have nullable result fields, so the rewrite is not vacuous', () => {
    expect(calculators.filter((c) => hasTypeArray(c.outputSchema)).map((c) => c.slug).length).toBeGreaterThanOrEqual(6);
  });
});

describe('singleTypes', () => {
  it('splits a nullable type into anyOf branches, keywords on the branch of their type, annotations on the node', () => {
    expect(singleTypes({ type: ['integer', 'null'], minimum: 0, description: 'Month', 'x-unit': 'months' })).toEqual({
      anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }],
      description: 'Month',
      'x-unit': 'months',
    });
    const obj = singleTypes({
      type: ['object', 'null'],
      description: 'd',
      additionalProperties: false,
      required: ['a'],
      properties: { a: { type: ['string', 'null'] } },
    });
    expect(obj).toEqual({
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['a'],
          properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
        },
        { type: 'null' },
      ],
      description: 'd',
    });
    expect(singleTypes({ type: 'array', items: { type: ['number', 'null'], maximum: 1 } })).toEqual({
      type: 'array',
      items: { anyOf: [{ type: 'number', maximum: 1 }, { type: 'null' }] },
    });
  });

  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: accepts and refuses what the original output schema does',
    async (slug, calc) => {
      const original = ajv().compile(calc.outputSchema);
      const rewritten = ajv().compile(singleTypes(calc.outputSchema));
      const example = (await request(app).post(`/api/v1/calculate/${slug}`).send(calc.exampleInputs).expect(200)).body
        .result;
      expect(rewritten(example)).toBe(true);
      // The example's result with each nullable field (wherever it sits) set to null, a wrong type, or below its minimum.
      const outcomes: Array<{ path: string; probe: unknown; original: boolean; rewritten: boolean }> = [];
      const walk = (schema: Record<string, unknown>, value: unknown, path: Array<string | number>) => {
        if (Array.isArray(schema.type)) {
          for (const probe of [null, 'text', -1, 1.5, {}, []]) {
            const copy = structuredClone(example);
            let at = copy;
            for (const k of path.slice(0, -1)) at = at[k];
            at[path.at(-1)!] = probe;
            outcomes.push({ path: path.join('/'), probe, original: original(copy), rewritten: rewritten(copy) });
          }
        }
        if (typeof value !== 'object' || value === null) return;
        const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
        for (const [name, sub] of Object.entries(props))
          if (name in value) walk(sub, (value as Record<string, unknown>)[name], [...path, name]);
        if (Array.isArray(value) && value.length > 0 && typeof schema.items === 'object')
          walk(schema.items as Record<string, unknown>, value[0], [...path, 0]);
      };
      walk(calc.outputSchema as Record<string, unknown>, example, []);
      for (const o of outcomes) expect(o).toEqual({ ...o, rewritten: o.original });
      if (hasTypeArray(calc.outputSchema)) {
        expect(outcomes.some((o) => o.original) && outcomes.some((o) => !o.original)).toBe(true);
      }
    },
  );
});

describe('results with null fields validate against the published output schema', () => {
  const NULLS: ReadonlyArray<
    [slug: string, input: Record<string, unknown>, field: (r: Record<string, unknown>) => unknown]
  > = [
    [
      'mortgage-calculator',
      { homePrice: 400000, downPaymentPct: 25, annualRate: 6.5, tenureYears: 30 },
      (r) => r.pmiEndsMonth,
    ],
    [
      'rent-vs-buy-calculator',
      { homePrice: 900000, mortgageRate: 9, monthlyRent: 900, yearsToAnalyze: 5 },
      (r) => r.breakEvenYear,
    ],
    [
      'currency-converter',
      { amount: 10, fromCurrency: 'USD', toCurrency: 'EUR', exchangeRates: { USD: 1.1, EUR: 1 } },
      (r) => r.ratesAsOf,
    ],
    ['net-worth-calculator', { assets: [{ name: 'Cash', value: 0 }], liabilities: [] }, (r) => r.debtToAssetPct],
  ];

  it.each(NULLS)('%s %j', async (slug, input, field) => {
    const list = await postModern(app, 'tools/list');
    const tool = (list.body.result.tools as Array<{ name: string; outputSchema: object }>).find(
      (t) => t.name === slug,
    )!;
    const res = await postModern(app, 'tools/call', { name: slug, arguments: input }).expect(200);
    const out = callPayload(res.body.result);
    expect(field(out.result)).toBeNull();
    const valid = ajv().compile(tool.outputSchema);
    expect(valid(res.body.result.structuredContent) ? [] : valid.errors).toEqual([]);
    expect(tool.outputSchema).toEqual(calculationOutputSchema(calculators.find((c) => c.slug === slug)!.outputSchema));
  });

  it('REST results validate too (the OpenAPI document keeps type arrays, which OpenAPI 3.1 reads as JSON Schema)', async () => {
    const res = await request(app).post('/api/v1/calculate/mortgage-calculator').send(NULLS[0]![1]).expect(200);
    expect(res.body.result.pmiEndsMonth).toBeNull();
  });
});
