/** GET /api/v1/tools: one descriptor per calculator, derived from the registry. */
import type { IRouter } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { describeTools, toolDescriptorSchema } from '../../dispatch/tools';
import type { Site } from '../../dispatch/context';
import { staticAnswer, type SendStatic } from '../../pages/static-answer';
import { closedObject } from '../../schemas/output';
import { resource } from '../resource';

/** The response body (the OpenAPI document imports it). */
export const toolsResponseSchema = closedObject({
  tools: { type: 'array', items: toolDescriptorSchema },
  count: { type: 'integer', minimum: 0 },
  meta: closedObject({
    source: { type: 'string' },
    docs_url: { type: 'string', format: 'uri', description: 'The API documentation page (/api-docs), for people.' },
    openapi_url: {
      type: 'string',
      format: 'uri',
      description: 'The OpenAPI 3.1 document (/openapi.json), for programs.',
    },
    attribution: { type: 'string' },
  }),
});

export type ToolsResponse = FromSchema<typeof toolsResponseSchema>;

/** The body of `GET /api/v1/tools`. */
export function toolsView(site: Site): ToolsResponse {
  const tools = describeTools(site.baseUrl);
  return {
    tools,
    count: tools.length,
    meta: {
      source: site.serviceName,
      docs_url: `${site.baseUrl}/api-docs`,
      openapi_url: `${site.baseUrl}/openapi.json`,
      attribution: `Calculators by ${site.serviceName} — ${site.baseUrl}`,
    },
  };
}

/** JSON that changes only with a deploy, cached five minutes. */
export const STATIC_JSON = { type: 'application/json; charset=utf-8', cacheControl: 'public, max-age=300' };

/** `send` writes the bytes, weighed in the API budget. */
export function toolsRoute(router: IRouter, { site, send }: { site: Site; send: SendStatic }): void {
  // The list only changes with a deploy: build it once.
  const answer = staticAnswer('tools', JSON.stringify(toolsView(site)), STATIC_JSON);
  resource(router, '/api/v1/tools', { get: (req, res) => send(req, res, answer) });
}
