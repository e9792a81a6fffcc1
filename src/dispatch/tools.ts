/**
 * Tool descriptors (`GET /api/v1/tools`), derived from the registry and the
 * schemas: nothing here is written by hand per calculator.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Calculator } from '../calculators/define';
import { calculators } from '../calculators/registry';
import { describeInputs, inputDescriptorSchema } from '../schemas/descriptors';
import { outObject } from '../schemas/output';
import { publishedInputSchema } from '../schemas/published-schema';
import type { SchemaObject } from '../schemas/schema-object';
import { CHANNEL_DEFAULTS, type Channel } from './calculate';
import { toolUrls } from './meta';

const uri = { type: 'string', format: 'uri' } as const;

/** One tool descriptor, as published (the OpenAPI document imports it). */
export const toolDescriptorSchema = outObject('One calculator: what it is, where it lives, and every input it takes.', {
  slug: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  category: { type: 'string' },
  web_url: uri,
  api_url: uri,
  embed_url: uri,
  method: { const: 'POST' },
  required_inputs: {
    type: 'object',
    description: 'Every input (required or optional) by name, in schema order.',
    additionalProperties: inputDescriptorSchema,
  },
  example_inputs: { type: 'object', description: 'Inputs that compute as-is: POST them to api_url.' },
  uses_live_data: { type: 'boolean', description: 'True when results can depend on live benchmark rates or FX.' },
  input_schema: {
    type: 'object',
    description: 'The JSON Schema (draft 2020-12) of the request body, aliases included as deprecated properties.',
  },
});

export type ToolDescriptor = FromSchema<typeof toolDescriptorSchema>;

export function describeTool(calc: Calculator, baseUrl: string): ToolDescriptor {
  return {
    slug: calc.slug,
    name: calc.name,
    description: calc.description,
    category: calc.category,
    ...toolUrls(baseUrl, calc.slug),
    method: 'POST',
    required_inputs: describeInputs(calc.inputSchema),
    example_inputs: { ...calc.exampleInputs },
    uses_live_data: calc.usesLiveData,
    input_schema: publishedInputSchema(calc.inputSchema),
  };
}

export function describeTools(baseUrl: string): ToolDescriptor[] {
  return calculators.map((c) => describeTool(c, baseUrl));
}

const channelSchemas = new Map<string, SchemaObject>();

/**
 * The published input schema as `channel` applies it: the defaults of CHANNEL_DEFAULTS in place of the schema's
 * (the MCP `inputSchema` says `"default": "yearly"` for schedules), so no surface publishes a default it does not apply.
 */
export function channelInputSchema(calc: Calculator, channel: Channel): SchemaObject {
  const key = `${channel} ${calc.slug}`;
  let schema = channelSchemas.get(key);
  if (!schema) {
    const published = publishedInputSchema(calc.inputSchema);
    const props = (published.properties ?? {}) as Readonly<Record<string, SchemaObject>>;
    const own = Object.entries(CHANNEL_DEFAULTS[channel]).filter(([name]) => Object.hasOwn(props, name));
    schema =
      own.length === 0
        ? published
        : Object.freeze({
            ...published,
            properties: Object.freeze({
              ...props,
              ...Object.fromEntries(own.map(([n, v]) => [n, Object.freeze({ ...props[n], default: v })])),
            }),
          });
    channelSchemas.set(key, schema);
  }
  return schema;
}
