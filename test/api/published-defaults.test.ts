/**
 * Every published `default` is the default that surface applies. For each surface that publishes input defaults —
 * REST: the OpenAPI request bodies, `input_schema` and `required_inputs` of `GET /api/v1/tools`; MCP: the
 * `inputSchema` of `tools/list`, in the stateless revision and a 2025 one — and each input with a default, a call
 * on that surface's channel that omits the input must compute what a call sending the published value computes,
 * and echo that value in `meta.inputs`.
 */
import type { Express } from 'express';
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { callPayload, postLegacy, postModern } from '../mcp/support/mcp-http';
import { testApp } from '../support/app';

type Json = Record<string, unknown>;
interface Outcome {
  result: unknown;
  inputs: Json;
}

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });
const pascal = (slug: string) => slug.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
const LEGACY = '2025-11-25';

async function rest(slug: string, input: Json): Promise<Outcome> {
  const res = await request(app).post(`/api/v1/calculate/${slug}`).send(input).expect(200);
  return { result: res.body.result, inputs: res.body.meta.inputs };
}

function mcp(revision: 'modern' | typeof LEGACY) {
  return async (slug: string, input: Json): Promise<Outcome> => {
    const params = { name: slug, arguments: input };
    const res = await (
      revision === 'modern'
        ? postModern(app as Express, 'tools/call', params)
        : postLegacy(app as Express, revision, 'tools/call', params)
    ).expect(200);
    expect(res.body.result.isError).toBe(false);
    const out = callPayload(res.body.result);
    return { result: out.result, inputs: out.meta.inputs as Json };
  };
}

/** The input schemas a surface publishes, by slug. */
type Published = Record<string, Json>;

async function openApiSchemas(): Promise<Published> {
  const doc = (await request(app).get('/openapi.json').expect(200)).body;
  return Object.fromEntries(calculators.map((c) => [c.slug, doc.components.schemas[`${pascal(c.slug)}Input`] as Json]));
}
async function toolsList(): Promise<
  Array<{ slug: string; input_schema: Json; required_inputs: Record<string, Json> }>
> {
  return (await request(app).get('/api/v1/tools').expect(200)).body.tools;
}
async function mcpSchemas(revision: 'modern' | typeof LEGACY): Promise<Published> {
  const res = await (
    revision === 'modern'
      ? postModern(app as Express, 'tools/list')
      : postLegacy(app as Express, revision, 'tools/list')
  ).expect(200);
  return Object.fromEntries(
    (res.body.result.tools as Array<{ name: string; inputSchema: Json }>).map((t) => [t.name, t.inputSchema]),
  );
}

/** Top-level `[input, default]` pairs of a published schema. */
function defaultsOf(schema: Json): Array<[string, unknown]> {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  return Object.entries(props).flatMap(([name, p]) =>
    Object.hasOwn(p, 'default') ? [[name, p.default] as [string, unknown]] : [],
  );
}

/** Paths of defaults below the top level (this test would not cover them). */
function nestedDefaults(schema: unknown, path = '', depth = 0): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const here = depth > 1 && Object.hasOwn(schema, 'default') ? [path] : [];
  return [
    ...here,
    ...Object.entries(schema).flatMap(([k, v]) =>
      k === 'default' ? [] : nestedDefaults(v, `${path}/${k}`, k === 'properties' ? depth + 1 : depth),
    ),
  ];
}

const SURFACES: ReadonlyArray<
  [name: string, published: () => Promise<Published>, call: (slug: string, input: Json) => Promise<Outcome>]
> = [
  ['REST: OpenAPI request bodies', openApiSchemas, rest],
  [
    'REST: input_schema of GET /api/v1/tools',
    async () => Object.fromEntries((await toolsList()).map((t) => [t.slug, t.input_schema])),
    rest,
  ],
  [
    'REST: required_inputs of GET /api/v1/tools',
    async () => Object.fromEntries((await toolsList()).map((t) => [t.slug, { properties: t.required_inputs } as Json])),
    rest,
  ],
  ['MCP 2026-07-28: tools/list inputSchema', () => mcpSchemas('modern'), mcp('modern')],
  [`MCP ${LEGACY}: tools/list inputSchema`, () => mcpSchemas(LEGACY), mcp(LEGACY)],
];

describe.each(SURFACES)('%s', (_name, published, call) => {
  it('publishes a default for the inputs that have one, and none below the top level', async () => {
    const schemas = await published();
    expect(Object.keys(schemas).sort()).toEqual(calculators.map((c) => c.slug).sort());
    expect(Object.values(schemas).flatMap((s) => defaultsOf(s)).length).toBeGreaterThan(30);
    for (const s of Object.values(schemas)) expect(nestedDefaults(s)).toEqual([]);
  });

  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: omitting an input computes what sending its published default does',
    async (slug, calc) => {
      const schema = (await published())[slug]!;
      for (const [name, value] of defaultsOf(schema)) {
        const without: Json = { ...calc.exampleInputs };
        delete without[name];
        const omitted = await call(slug, without);
        const sent = await call(slug, { ...without, [name]: value });
        expect({ input: name, applied: omitted.inputs[name] }).toEqual({ input: name, applied: value });
        expect({ input: name, result: omitted.result }).toEqual({ input: name, result: sent.result });
      }
    },
  );
});
