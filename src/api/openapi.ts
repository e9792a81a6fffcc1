/**
 * The OpenAPI 3.1 document, generated from the registry and the schemas (never written by hand):
 * one path per calculator with its published input schema as the request body and its output
 * schema inside the `{result, meta}` envelope; the other paths with the response schemas
 * declared beside the code that builds each body.
 */
import { calculators } from '../calculators/registry';
import { calculationMetaSchema } from '../dispatch/meta';
import { ERROR_CODES, type ErrorCode } from '../errors/api-error';
import { publishedInputSchema } from '../schemas/published-schema';
import { closedObject } from '../schemas/output';
import { VERSION } from '../version';
import { loadSnapshot, type RatesData } from '../rates/rates-data';
import { BODY_LIMIT_LABEL } from './middleware/json-body';
import { openApiExamples, type OpenApiExamples } from './openapi-examples';
import { problemSchema } from './problem';
import { healthResponseSchema, readinessResponseSchema } from './readiness';
import { ratesResponseSchema } from './routes/rates';
import { toolsResponseSchema } from './routes/tools';
import { usageResponseSchema } from './routes/usage';

function pascal(slug: string): string {
  return slug.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The example problem body of a code. */
type ProblemExample = (code: ErrorCode) => unknown;

/** Problem responses for these codes, one per status, each naming its codes, with the first code's body as example. */
function problems(example: ProblemExample, ...codes: ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(ERROR_CODES[code].status, [...(byStatus.get(ERROR_CODES[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.map((c) => `${c}: ${ERROR_CODES[c].title}`).join('; '),
        ...(status === 405
          ? { headers: { Allow: { description: 'The methods the path has.', schema: { type: 'string' } } } }
          : {}),
        ...(status === 429
          ? {
              headers: {
                'Retry-After': {
                  description:
                    'Seconds until the budget refills (quota_exhausted: until the next calendar month, UTC).',
                  schema: { type: 'integer' },
                },
              },
            }
          : {}),
        ...(status === 401
          ? {
              headers: {
                'WWW-Authenticate': {
                  description: 'Bearer realm="api", error="invalid_token" (RFC 6750 §3).',
                  schema: { type: 'string' },
                },
              },
            }
          : {}),
        content: { 'application/problem+json': { schema: ref('Problem'), example: example(list[0]!) } },
      },
    ]),
  );
}

const json = (schema: unknown, example: unknown) => ({ 'application/json': { schema, example } });
/** Errors every /api/v1 GET can answer. */
const API_GET_ERRORS = [
  'invalid_api_key',
  'method_not_allowed',
  'rate_limited',
  'quota_exhausted',
  'internal',
] as const;

/** An API key is optional everywhere: without one the per-address limits apply (OpenAPI 3.1, Security Requirement Object: an empty one `{}` makes security optional). */
const OPTIONAL_KEY = [{}, { bearer: [] }, { apiKey: [] }];

function securitySchemes() {
  const how =
    "Optional. Issued by the operator; counts requests against the key's plan instead of the per-address limits. A malformed, unknown or revoked key is refused (401 invalid_api_key), never served anonymously.";
  return {
    bearer: { type: 'http', scheme: 'bearer', description: `Authorization: Bearer fc_live_… ${how}` },
    apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: `X-API-Key: fc_live_… ${how}` },
  };
}

function usagePath(ex: OpenApiExamples) {
  return {
    get: {
      operationId: 'getUsage',
      summary: 'Your limits and what is left of them: per key with an API key, per address without',
      description:
        'Costs one point of the light budget, never of the api or mcp budgets or the monthly quota. With a key: its plan, the minute budgets of the REST API and /mcp, and the month (UTC calendar month) with its quota; either way the page and light budgets of the address and what a request weighs.',
      security: OPTIONAL_KEY,
      responses: {
        '200': { description: "The caller's budgets.", content: json(ref('Usage'), ex.usage) },
        ...problems(
          ex.problem,
          'invalid_api_key',
          'method_not_allowed',
          'rate_limited',
          'service_unavailable',
          'internal',
        ),
      },
    },
  };
}

function operationsPaths(ex: OpenApiExamples, info: { title: string; version: string }) {
  return {
    '/healthz': {
      get: {
        operationId: 'health',
        tags: ['operations'],
        summary:
          'Liveness: the process answers (nothing external is checked); counted in the light budget unless asked from PROBE_SOURCE_CIDRS',
        responses: {
          '200': { description: 'Alive.', content: json(ref('Health'), ex.health) },
          ...problems(ex.problem, 'method_not_allowed', 'rate_limited'),
        },
      },
    },
    '/readyz': {
      get: {
        operationId: 'readiness',
        tags: ['operations'],
        summary:
          'Readiness: rates loaded (read at most once a second), not shutting down; mode embedded, redis or degraded (read live)',
        parameters: [
          {
            name: 'strict',
            in: 'query',
            required: false,
            description: '1: answer 503 when Redis is configured and unreachable (degraded).',
            schema: { enum: ['1'] },
            example: '1',
          },
        ],
        responses: {
          '200': {
            description: 'Ready (also when degraded, unless strict=1).',
            content: json(ref('Readiness'), ex.readiness),
          },
          '503': {
            description: 'Shutting down, or degraded with strict=1.',
            content: json(ref('Readiness'), { ...ex.readiness, status: 'shutting_down' }),
          },
          ...problems(ex.problem, 'method_not_allowed', 'rate_limited'),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openapi',
        tags: ['operations'],
        summary: 'This document',
        responses: {
          '200': {
            description: 'The OpenAPI 3.1 document.',
            content: json({ type: 'object' }, { openapi: '3.1.0', info }),
          },
          ...problems(ex.problem, 'method_not_allowed'),
        },
      },
    },
  };
}

const built = new Map<string, ReturnType<typeof documentOf>>();

/**
 * The document of a service, built once per process and site (its examples run every calculator): the same
 * arguments give the same document.
 * @param o.ratesData the data set the examples are computed on (default: the bundled snapshot).
 */
export function buildOpenApi(
  baseUrl: string,
  serviceName: string,
  o: { contactEmail?: string; ratesData?: RatesData } = {},
) {
  if (o.ratesData) return documentOf(baseUrl, serviceName, o.contactEmail, o.ratesData);
  const key = JSON.stringify([baseUrl, serviceName, o.contactEmail]);
  let doc = built.get(key);
  if (!doc) built.set(key, (doc = documentOf(baseUrl, serviceName, o.contactEmail, loadSnapshot())));
  return doc;
}

function documentOf(baseUrl: string, serviceName: string, contactEmail: string | undefined, data: RatesData) {
  const ex = openApiExamples({ baseUrl, serviceName }, data);
  const title = `${serviceName} API`;
  const schemas: Record<string, unknown> = {
    Problem: problemSchema,
    Meta: calculationMetaSchema,
    Tools: toolsResponseSchema,
    Rates: ratesResponseSchema,
    Health: healthResponseSchema,
    Readiness: readinessResponseSchema,
    Usage: usageResponseSchema,
  };
  const paths: Record<string, unknown> = {};
  for (const c of calculators) {
    const name = pascal(c.slug);
    schemas[`${name}Input`] = publishedInputSchema(c.inputSchema);
    schemas[`${name}Result`] = c.outputSchema;
    paths[`/api/v1/calculate/${c.slug}`] = {
      post: {
        operationId: `calculate${name}`,
        summary: c.name,
        description: c.description,
        security: OPTIONAL_KEY,
        tags: [c.category],
        requestBody: {
          required: true,
          description: `A JSON object, at most ${BODY_LIMIT_LABEL}; Content-Encoding identity, gzip, deflate or br.`,
          content: { 'application/json': { schema: ref(`${name}Input`), example: c.exampleInputs } },
        },
        responses: {
          '200': {
            description: 'The result and its meta block.',
            content: json(closedObject({ result: ref(`${name}Result`), meta: ref('Meta') }), ex.calculation(c)),
          },
          ...problems(
            (code) => (code === 'invalid_input' ? ex.invalidInput(c) : ex.problem(code)),
            'invalid_api_key',
            'malformed_json',
            'invalid_body',
            'unknown_tool',
            'method_not_allowed',
            'payload_too_large',
            'unsupported_media_type',
            'invalid_input',
            'unsatisfiable_input',
            'rate_limited',
            'quota_exhausted',
            'internal',
            'service_unavailable',
          ),
        },
      },
    };
  }
  /** A GET of the API that answers JSON and revalidates with its ETag. */
  const cachedGet = (operationId: string, summary: string, description: string, schema: string, example: unknown) => ({
    get: {
      operationId,
      summary,
      security: OPTIONAL_KEY,
      responses: {
        '200': { description, content: json(ref(schema), example) },
        '304': { description: 'Not modified (If-None-Match).' },
        ...problems(ex.problem, ...API_GET_ERRORS),
      },
    },
  });
  paths['/api/v1/tools'] = cachedGet(
    'listTools',
    'The calculators, every input they take (required_inputs) and example inputs',
    'Tool descriptors (the example shows the first of them).',
    'Tools',
    ex.tools,
  );
  paths['/api/v1/rates'] = cachedGet(
    'getRates',
    'US benchmark rates with observation dates and staleness, and the FX table in use',
    'The nine benchmarks.',
    'Rates',
    ex.rates,
  );
  paths['/api/v1/usage'] = usagePath(ex);
  Object.assign(paths, operationsPaths(ex, { title, version: VERSION }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title,
      version: VERSION,
      description:
        'Financial calculators (loans, mortgages, investing, savings, debt payoff, US federal and state income tax and FICA, net worth, currency conversion, CD ladders, rent vs buy). Percent inputs are in percent (6.5 = 6.5 %). Errors are RFC 9457 problem+json. Public use needs no key and is limited per address; commercial use sends an API key (Authorization: Bearer or X-API-Key) and is limited by its plan.',
      license: { name: 'MIT', identifier: 'MIT' },
      ...(contactEmail ? { contact: { name: 'API keys for commercial use', email: contactEmail } } : {}),
    },
    servers: [{ url: baseUrl }],
    // The page people read (the `docs_url` of GET /api/v1/tools); this document is its `openapi_url`.
    externalDocs: { description: 'The API documentation page', url: `${baseUrl}/api-docs` },
    paths,
    components: { schemas, securitySchemes: securitySchemes() },
  };
}
