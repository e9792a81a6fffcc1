/** GET /api/v1/tools: one descriptor per calculator, derived from the registry. */
import { sendStaticJson, staticJson } from '../static-json';
import type { IRouter } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { describeTools, toolDescriptorSchema } from '../../dispatch/tools';
import type { Site } from '../../dispatch/context';
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

export function toolsRoute(router: IRouter, { site }: { site: Site }): void {
  // The list only changes with a deploy: build it once.
  const json = staticJson(JSON.stringify(toolsView(site)));
  resource(router, '/api/v1/tools', {
    get: (req, res) => sendStaticJson(req, res, json, 'public, max-age=300'),
  });
}
