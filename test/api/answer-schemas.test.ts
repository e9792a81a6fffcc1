/**
 * Every answer keeps its own published schema, on both surfaces, for every calculator in the registry: a REST
 * body validates against the 200 response schema of its path in the OpenAPI document (GET /openapi.json, `$ref`s
 * resolved within it), and an MCP `structuredContent` against the `outputSchema` the same revision's `tools/list`
 * publishes for the tool. Inputs: the calculator's example, its worst input (scripts/worst-inputs.ts, where an MCP
 * answer trades rows for size) and inputs drawn from its input schema, answered on the main thread and on the
 * heavy-work pool (which encodes its answers itself). Both checks go through the real routes, so what is validated
 * is what a client reads off the wire.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { FEATURES, type RevisionFeatures } from '../../src/mcp/revisions';
import { ANNOTATION_KEYWORDS } from '../../src/schemas/ajv';
import { WORST } from '../../scripts/worst-inputs';
import { newPool, rates } from '../heavy/support/test-pool';
import { testApp } from '../support/app';
import { validInputs } from '../support/schema-arbitrary';
import { LEGACY, MODERN, postLegacy, postModern } from '../mcp/support/mcp-http';

/** Drawn inputs per calculator (`ANSWER_SCHEMA_RUNS=2000` for a long run). */
const RUNS = Number(process.env.ANSWER_SCHEMA_RUNS ?? 25);

const { app } = testApp();
/** The same service with a heavy-work pool that takes every schedule of 100 cells or more: answers encoded there. */
const { pool, registry } = newPool();
const pooled = testApp({ HEAVY_MIN_CELLS: '100' }, { heavyPool: pool, rates }).app;
afterAll(() => pool.close());
/** Where an input is answered: on the main thread, or on the pool. */
const APPS = [
  ['main thread', app],
  ['heavy pool', pooled],
] as const;

/** The revisions whose tool results carry `structuredContent`; the drawn inputs go round them. */
const STRUCTURED = [MODERN, ...LEGACY].filter(
  (r) => (FEATURES as Record<string, RevisionFeatures>)[r]!.structuredOutput,
);

/** A strict AJV of our own: no keyword the service's AJV would accept by mistake goes unnoticed. */
function strictAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  for (const k of [...ANNOTATION_KEYWORDS, 'x-transform']) ajv.addKeyword(k);
  return ajv;
}

/** `schema` with every `#/components/schemas/X` of the OpenAPI document read as `#/$defs/X`. */
function componentsAsDefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(componentsAsDefs);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? v.replace(/^#\/components\/schemas\//, '#/$defs/') : componentsAsDefs(v),
    ]),
  );
}

interface OpenApi {
  paths: Record<string, { post?: { responses: Record<string, { content: Record<string, { schema: object }> }> } }>;
  components: { schemas: Record<string, unknown> };
}

/** The 200 response schema of a calculator's path, compiled with the document's components beside it. */
function restValidator(doc: OpenApi, slug: string): ValidateFunction {
  const post = doc.paths[`/api/v1/calculate/${slug}`]?.post;
  if (!post) throw new Error(`the OpenAPI document has no POST /api/v1/calculate/${slug}`);
  const schema = post.responses['200']!.content['application/json']!.schema;
  return strictAjv().compile({
    ...(componentsAsDefs(schema) as object),
    $defs: componentsAsDefs(doc.components.schemas) as object,
  });
}

type Tool = { name: string; outputSchema?: object };

const post = (on: Express, revision: string, method: string, params?: Record<string, unknown>) =>
  revision === MODERN ? postModern(on, method, params) : postLegacy(on, revision, method, params);

let restValidators: Map<string, ValidateFunction>;
/** Per revision, per tool: the validator of its published `outputSchema`. */
let mcpValidators: Map<string, Map<string, ValidateFunction>>;

beforeAll(async () => {
  const doc = (await request(app).get('/openapi.json').expect(200)).body as OpenApi;
  restValidators = new Map(calculators.map((c) => [c.slug, restValidator(doc, c.slug)]));
  mcpValidators = new Map();
  for (const revision of STRUCTURED) {
    const tools = (await post(app, revision, 'tools/list').expect(200)).body.result.tools as Tool[];
    const byName = new Map<string, ValidateFunction>();
    for (const t of tools) if (t.outputSchema) byName.set(t.name, strictAjv().compile(t.outputSchema));
    mcpValidators.set(revision, byName);
  }
});

const errorsOf = (v: ValidateFunction) => (v.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

/** The REST answer to `input`: its schema's errors when it is a 200, undefined when the input is refused (4xx). */
async function restErrors(on: Express, slug: string, input: unknown): Promise<string[] | undefined> {
  const res = await request(on)
    .post(`/api/v1/calculate/${slug}`)
    .send(input as object);
  if (res.status >= 500) return [`${res.status} ${res.text}`];
  if (res.status !== 200) return undefined;
  const valid = restValidators.get(slug)!;
  return valid(res.body) ? [] : errorsOf(valid);
}

/** The MCP answer to `input` at `revision`: its structuredContent's errors, undefined when refused (isError). */
async function mcpErrors(on: Express, slug: string, input: unknown, revision: string): Promise<string[] | undefined> {
  const res = await post(on, revision, 'tools/call', { name: slug, arguments: input });
  const result = res.body.result as { isError?: boolean; structuredContent?: unknown } | undefined;
  if (res.status >= 500 || (res.body.error && res.body.error.code === -32603)) return [`internal: ${res.text}`];
  if (!result || result.isError) return undefined;
  if (result.structuredContent === undefined) return ['no structuredContent'];
  const valid = mcpValidators.get(revision)!.get(slug)!;
  return valid(result.structuredContent) ? [] : errorsOf(valid);
}

afterAll(async () => {
  // The pool did answer: REST and MCP answers were encoded there, none of them a fault.
  const tasks = (await registry.getSingleMetric('heavy_pool_tasks_total')!.get()).values;
  const ok = (surface: string) => tasks.find((v) => v.labels.surface === surface && v.labels.outcome === 'ok')?.value;
  expect({ rest: ok('rest') ?? 0, mcp: ok('mcp') ?? 0 }).toEqual({ rest: expect.any(Number), mcp: expect.any(Number) });
  expect(Math.min(ok('rest') ?? 0, ok('mcp') ?? 0)).toBeGreaterThan(0);
  expect(tasks.filter((v) => v.labels.outcome !== 'ok' && v.value > 0)).toEqual([]);
});

describe('every calculator is published on both surfaces', () => {
  it('the OpenAPI document and every structured revision of tools/list carry a schema for each of the registry', () => {
    const slugs = calculators.map((c) => c.slug).sort();
    expect([...restValidators.keys()].sort()).toEqual(slugs);
    for (const [revision, byName] of mcpValidators)
      expect({ revision, tools: [...byName.keys()].sort() }).toEqual({
        revision,
        tools: slugs,
      });
  });
});

describe.each(calculators.map((c) => [c.slug, c] as const))('%s answers', (slug, calc) => {
  it.each(APPS)(
    'the example and the worst input validate on REST and every structured MCP revision (%s)',
    async (_, on) => {
      for (const input of [calc.exampleInputs, ...(WORST[slug] ? [WORST[slug]] : [])]) {
        expect({ input, rest: await restErrors(on, slug, input) }).toEqual({ input, rest: [] });
        for (const revision of STRUCTURED)
          expect({ input, revision, mcp: await mcpErrors(on, slug, input, revision) }).toEqual({
            input,
            revision,
            mcp: [],
          });
      }
    },
  );

  it(`${RUNS} inputs drawn from the input schema: every answer validates on REST and MCP`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(validInputs(calc.inputSchema, calc.exampleInputs), async (input) => {
        // Round the revisions, and every other input through the pool.
        const revision = STRUCTURED[run % STRUCTURED.length]!;
        const on = APPS[run++ % APPS.length]![1];
        expect({ input, rest: (await restErrors(on, slug, input)) ?? [] }).toEqual({ input, rest: [] });
        expect({ input, revision, mcp: (await mcpErrors(on, slug, input, revision)) ?? [] }).toEqual({
          input,
          revision,
          mcp: [],
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('the validators refuse the example answer without its first required result field', async () => {
    const rest = (await request(app).post(`/api/v1/calculate/${slug}`).send(calc.exampleInputs).expect(200)).body as {
      result: Record<string, unknown>;
    };
    const required = (calc.outputSchema.required as string[] | undefined)?.[0];
    expect(required).toBeDefined();
    delete rest.result[required!];
    expect(restValidators.get(slug)!(rest)).toBe(false);
    for (const byName of mcpValidators.values()) expect(byName.get(slug)!(rest)).toBe(false);
  });
});
