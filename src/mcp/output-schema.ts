/**
 * The MCP `outputSchema` of a tool: the `{ result, meta }` object `calculate()` returns, with
 * `result` described by the calculator's own output schema (so renamed or added result fields
 * follow automatically) and `meta` by the envelope below.
 */
import { NOTES, RATES_AS_OF, WARNINGS } from '../dispatch/meta';
import { closedObject } from '../schemas/output';
import type { SchemaObject } from '../schemas/schema-object';
import { singleTypes } from './single-types';

const text = (description: string) => ({ type: 'string', description }) as const;
const url = (description: string) => ({ type: 'string', format: 'uri', description }) as const;
const lines = (description: string) => ({ type: 'array', items: { type: 'string' }, description }) as const;

/** `meta` of every calculation (docs/api.md, "The envelope"); calculators add scalar fields such as `fx_as_of`. */
export const CALCULATION_META_SCHEMA = {
  type: 'object',
  description: 'About the calculation: what was computed, from which inputs and data, and how to cite it.',
  required: [
    'tool',
    'source',
    'attribution',
    'web_url',
    'rates_as_of',
    'disclaimer',
    'version',
    'inputs',
    'assumptions',
    'warnings',
    'notes',
    'share_url',
    'embed_url',
  ],
  properties: {
    tool: text('Calculator slug.'),
    source: text('Name of the service that computed the result.'),
    attribution: text('The line to cite when quoting the result.'),
    web_url: url('Page of the calculator.'),
    rates_as_of: text(`YYYY-MM-DD. ${RATES_AS_OF}`),
    disclaimer: text('Informational estimate only; not financial, tax or investment advice.'),
    version: text('Engine version.'),
    inputs: {
      type: 'object',
      description: 'The inputs used: what was sent, aliases resolved, and the defaults applied.',
    },
    derivedInputs: {
      type: 'object',
      additionalProperties: { type: 'number' },
      description:
        "Inputs derived from those sent, when any (a mortgage's downPaymentPct from downPayment in dollars).",
    },
    assumptions: lines('Defaults and conventions the result rests on.'),
    warnings: lines(WARNINGS),
    notes: lines(NOTES),
    share_url: url('Page that reproduces this calculation.'),
    embed_url: url('Embeddable widget of the calculator.'),
  },
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] },
} as const;

const cache = new WeakMap<SchemaObject, SchemaObject>();

/** The `outputSchema` of a calculator whose result has `resultSchema`: one `type` per subschema (single-types.ts). */
export function calculationOutputSchema(resultSchema: SchemaObject): SchemaObject {
  let schema = cache.get(resultSchema);
  if (!schema) {
    schema = singleTypes(closedObject({ result: resultSchema, meta: CALCULATION_META_SCHEMA }));
    cache.set(resultSchema, schema);
  }
  return schema;
}
