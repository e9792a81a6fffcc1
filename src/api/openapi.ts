/**
 * The OpenAPI 3.1 document, generated from the registry and the schemas (never written by hand):
 * one path per calculator with its input schema as the request body and its output schema
 * inside the `{result, meta}` envelope.
 */
import { calculators } from '../calculators/registry';
import { ERROR_CODE_LIST } from '../errors/api-error';
import { BENCHMARK_IDS } from '../rates/benchmarks';
import { VERSION } from '../version';

function pascal(slug: string): string {
  return slug.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
}

const problem = {
  type: 'object',
  description: 'RFC 9457 problem details.',
  required: ['type', 'title', 'status', 'code', 'detail'],
  properties: {
    type: { type: 'string', format: 'uri' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: {
      type: 'string',
      enum: ERROR_CODE_LIST,
    },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'code', 'message'],
        properties: {
          path: { type: 'string', description: 'JSON Pointer to the input.' },
          code: { type: 'string' },
          message: { type: 'string' },
          allowed: { type: 'array', items: {} },
        },
      },
    },
    available: { type: 'array', items: { type: 'string' }, description: 'With unknown_tool: the slugs that exist.' },
    request_id: { type: 'string' },
  },
} as const;

const meta = {
  type: 'object',
  required: ['tool', 'source', 'attribution', 'web_url', 'rates_as_of', 'disclaimer', 'version', 'inputs', 'assumptions', 'warnings', 'share_url', 'embed_url'],
  properties: {
    tool: { type: 'string' },
    source: { type: 'string' },
    attribution: { type: 'string' },
    web_url: { type: 'string', format: 'uri' },
    rates_as_of: { type: 'string', format: 'date', description: 'Observation date of the newest benchmark in the rates data set in use.' },
    disclaimer: { type: 'string' },
    version: { type: 'string' },
    inputs: { type: 'object', description: 'The inputs as computed: aliases mapped, defaults applied.' },
    assumptions: { type: 'array', items: { type: 'string' } },
    warnings: { type: 'array', items: { type: 'string' } },
    share_url: { type: 'string', format: 'uri' },
    embed_url: { type: 'string', format: 'uri' },
    fx_as_of: { type: 'string', format: 'date' },
    fx_source: { type: 'string' },
  },
} as const;

const rateRecord = {
  type: 'object',
  required: ['label', 'value', 'unit', 'as_of', 'frequency', 'source', 'series_id', 'source_url', 'stale'],
  properties: {
    label: { type: 'string' },
    value: { type: ['number', 'null'] },
    unit: { const: 'percent' },
    as_of: { type: ['string', 'null'], format: 'date', description: 'Observation date, not fetch time.' },
    basis: { type: 'string', description: 'How a derived value was computed (CPI: which month over which month).' },
    frequency: { enum: ['daily', 'weekly', 'monthly', 'quarterly', 'curated'] },
    source: { enum: ['fred', 'ecb', 'curated', 'snapshot'] },
    series_id: { type: ['string', 'null'] },
    source_url: { type: ['string', 'null'] },
    fetched_at: { type: ['string', 'null'], format: 'date-time', description: 'When the value was fetched from its source; null for bundled data.' },
    stale: { type: 'boolean' },
  },
} as const;

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

export function buildOpenApi(baseUrl: string, serviceName: string) {
  const schemas: Record<string, unknown> = { Problem: problem, Meta: meta, Rate: rateRecord };
  const paths: Record<string, unknown> = {};
  for (const c of calculators) {
    const name = pascal(c.slug);
    schemas[`${name}Input`] = c.inputSchema;
    schemas[`${name}Result`] = c.outputSchema;
    paths[`/api/v1/calculate/${c.slug}`] = {
      post: {
        operationId: `calculate${name}`,
        summary: c.name,
        description: c.description,
        tags: [c.category],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Input` }, example: c.exampleInputs } },
        },
        responses: {
          '200': {
            description: 'The result and its meta block.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['result', 'meta'],
                  properties: { result: { $ref: `#/components/schemas/${name}Result` }, meta: { $ref: '#/components/schemas/Meta' } },
                },
              },
            },
          },
          '400': problemResponse('Malformed JSON, or a body that is not a JSON object.'),
          '413': problemResponse('Body over 100 kB.'),
          '415': problemResponse('Body is not JSON.'),
          '422': problemResponse('Invalid input (every field listed) or inputs impossible together.'),
          '429': problemResponse('Rate limit exceeded.'),
        },
      },
    };
  }
  paths['/api/v1/tools'] = {
    get: {
      operationId: 'listTools',
      summary: 'The calculators, their inputs and example inputs',
      responses: {
        '200': { description: 'Tool descriptors.', content: { 'application/json': { schema: { type: 'object', required: ['tools', 'count', 'meta'] } } } },
      },
    },
  };
  paths['/api/v1/rates'] = {
    get: {
      operationId: 'getRates',
      summary: 'US benchmark rates with observation dates and staleness',
      responses: {
        '200': {
          description: 'The nine benchmarks.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['rates', 'fx', 'status', 'fetched_at', 'failed', 'meta'],
                properties: {
                  rates: {
                    type: 'object',
                    required: [...BENCHMARK_IDS],
                    properties: Object.fromEntries(BENCHMARK_IDS.map((id) => [id, { $ref: '#/components/schemas/Rate' }])),
                  },
                  fx: {
                    type: 'object',
                    required: ['base', 'as_of', 'source', 'currencies', 'fetched_at', 'stale'],
                    properties: {
                      base: { const: 'EUR' },
                      as_of: { type: 'string', format: 'date' },
                      source: { enum: ['ecb', 'snapshot'] },
                      currencies: { type: 'integer' },
                      fetched_at: { type: ['string', 'null'], format: 'date-time' },
                      stale: { type: 'boolean' },
                    },
                  },
                  status: { enum: ['live', 'partial', 'snapshot'] },
                  fetched_at: { type: ['string', 'null'], format: 'date-time' },
                  failed: {
                    type: 'array',
                    description: 'What the last refresh could not update; each keeps its last good value.',
                    items: {
                      type: 'object',
                      required: ['rate', 'source', 'reason', 'since'],
                      properties: {
                        rate: { type: 'string' },
                        source: { enum: ['fred', 'ecb', 'curated'] },
                        reason: { type: 'string' },
                        since: { type: 'string', format: 'date-time' },
                      },
                    },
                  },
                  meta: { type: 'object' },
                },
              },
            },
          },
        },
      },
    },
  };
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: `${serviceName} API`,
      version: VERSION,
      description:
        'Financial calculators (loans, mortgages, investing, savings, debt payoff, US 2026 federal income tax and FICA, net worth, currency conversion, CD ladders, rent vs buy). Percent inputs are in percent (6.5 = 6.5 %). Errors are RFC 9457 problem+json.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: baseUrl }],
    paths,
    components: { schemas },
  };
}
