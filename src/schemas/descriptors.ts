/**
 * Input descriptors (`type` one of number|string|array|object|select,
 * `label`, `required`, `default`, `options`), derived from a calculator's input schema, with the
 * extra fields a form needs (`min`, `max`, `step`, `unit`, `description`, `aliases`, and for
 * lists `max_items` and `item_inputs`). `GET /api/v1/tools` publishes them as `required_inputs`
 * and the pages build their forms from them, so `min`/`step` follow HTML's rules: `min` is on the
 * `step` grid, or there is no `step` (any value).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { SchemaObject } from './schema-object';

/** The seed's descriptor types. Integers are `number` with `step: 1`; booleans are a `select` of `[false, true]`. */
export const INPUT_TYPES = ['number', 'string', 'array', 'object', 'select'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

const descriptorProperties = {
  type: { enum: INPUT_TYPES, description: 'number, string, array, object or select.' },
  label: { type: 'string', description: 'Form label.' },
  required: {
    type: 'boolean',
    description: 'True when the input must be sent; optional inputs fall back to `default` when they have one.',
  },
  description: { type: 'string' },
  default: { description: 'Value used when the input is omitted.' },
  options: {
    type: 'array',
    items: { type: ['string', 'boolean', 'integer'] },
    description: 'The allowed values of a select.',
  },
  option_titles: {
    type: 'array',
    items: { type: 'string' },
    description: "The name of each option, in the options' order, where the values are ids (a locality's place).",
  },
  min: { type: 'number', description: 'Smallest accepted value (inclusive; on the `step` grid when there is a step).' },
  max: { type: 'number', description: 'Largest accepted value (inclusive; on the `step` grid when there is a step).' },
  exclusive_min: { const: true, description: 'Present when `min` itself is refused and the input has no step.' },
  exclusive_max: { const: true, description: 'Present when `max` itself is refused and the input has no step.' },
  step: { type: 'number', exclusiveMinimum: 0, description: 'Form step; absent means any value (HTML step="any").' },
  unit: { type: 'string', description: 'USD, percent, years, months, count or currency.' },
  aliases: {
    type: 'array',
    items: { type: 'string' },
    description: 'Other names accepted for this input (deprecated).',
  },
  max_items: { type: 'integer', minimum: 0, description: 'For lists: the most items accepted.' },
} as const;

/** The descriptor of a field of a list item (one level: no schema nests lists in list items). */
const itemInputDescriptorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'label', 'required', 'description'],
  properties: descriptorProperties,
} as const;

/** The descriptor of one input, as published in `required_inputs`. */
export const inputDescriptorSchema = {
  type: 'object',
  description: 'One input of a calculator, with its bounds and form hints.',
  additionalProperties: false,
  required: ['type', 'label', 'required', 'description'],
  properties: {
    ...descriptorProperties,
    item_inputs: {
      type: 'object',
      description: 'For lists of objects: the descriptors of an item’s fields.',
      additionalProperties: itemInputDescriptorSchema,
    },
  },
} as const;

export type InputDescriptor = FromSchema<typeof inputDescriptorSchema>;
type ItemInputDescriptor = FromSchema<typeof itemInputDescriptorSchema>;

function schemaType(s: SchemaObject): unknown {
  return Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
}

function typeOf(s: SchemaObject): InputType {
  if (Array.isArray(s.enum)) return 'select';
  const t = schemaType(s);
  switch (t) {
    case 'boolean':
      return 'select';
    case 'integer':
      return 'number';
    case 'number':
    case 'string':
    case 'array':
    case 'object':
      return t;
    default:
      return 'string';
  }
}

/** `a + b` without binary noise (0.1 + 0.2 → 0.3): bounds and steps are short decimals. */
function addExact(a: number, b: number): number {
  return Number((a + b).toPrecision(12));
}

/** Bounds as a form needs them: inclusive, on the step grid. */
function bounds(
  s: SchemaObject,
  step: number | undefined,
): Pick<ItemInputDescriptor, 'min' | 'max' | 'exclusive_min' | 'exclusive_max'> {
  const out: Pick<ItemInputDescriptor, 'min' | 'max' | 'exclusive_min' | 'exclusive_max'> = {};
  if (typeof s.minimum === 'number') out.min = s.minimum;
  if (typeof s.exclusiveMinimum === 'number') {
    // HTML's min is inclusive: the first grid value above the bound, or the bound marked exclusive.
    if (step === undefined) Object.assign(out, { min: s.exclusiveMinimum, exclusive_min: true });
    else out.min = addExact(s.exclusiveMinimum, step);
  }
  if (typeof s.maximum === 'number') out.max = s.maximum;
  if (typeof s.exclusiveMaximum === 'number') {
    if (step === undefined) Object.assign(out, { max: s.exclusiveMaximum, exclusive_max: true });
    else out.max = addExact(s.exclusiveMaximum, -step);
  }
  return out;
}

function describeField(name: string, s: SchemaObject, required: boolean): ItemInputDescriptor {
  const type = typeOf(s);
  const step = typeof s['x-step'] === 'number' ? s['x-step'] : schemaType(s) === 'integer' ? 1 : undefined;
  const d: ItemInputDescriptor = {
    type,
    label: typeof s.title === 'string' ? s.title : name,
    required,
    description: typeof s.description === 'string' ? s.description : '',
  };
  if (s.default !== undefined) d.default = s.default;
  if (Array.isArray(s.enum)) d.options = s.enum as (string | number)[];
  if (Array.isArray(s['x-enum-titles'])) d.option_titles = s['x-enum-titles'] as string[];
  else if (schemaType(s) === 'boolean') d.options = [false, true];
  Object.assign(d, bounds(s, step));
  if (step !== undefined) d.step = step;
  if (typeof s['x-unit'] === 'string') d.unit = s['x-unit'];
  if (Array.isArray(s['x-aliases'])) d.aliases = s['x-aliases'] as string[];
  if (typeof s.maxItems === 'number') d.max_items = s.maxItems;
  return d;
}

function eachProperty<T>(
  schema: SchemaObject,
  describe: (name: string, sub: SchemaObject, required: boolean) => T,
): Record<string, T> {
  const props = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const required = new Set((schema.required ?? []) as string[]);
  const out: Record<string, T> = {};
  for (const [name, sub] of Object.entries(props)) out[name] = describe(name, sub, required.has(name));
  return out;
}

/** Descriptor of one input; a list of objects also describes its items' fields. */
export function describeInput(name: string, s: SchemaObject, required: boolean): InputDescriptor {
  const d: InputDescriptor = describeField(name, s, required);
  const items = s.items as SchemaObject | undefined;
  if (d.type === 'array' && items && typeof items === 'object' && items.properties)
    d.item_inputs = eachProperty(items, describeField);
  return d;
}

/**
 * Descriptors of every input of an object schema (required or not), in schema order: the seed's
 * `required_inputs` map, and what the pages build their forms from.
 * @example describeInputs(emiInputSchema).tenureYears // { type: 'number', label: 'Loan tenure', required: true, min: 1/12, max: 100, unit: 'years', … }
 */
export function describeInputs(schema: SchemaObject): Record<string, InputDescriptor> {
  return eachProperty(schema, describeInput);
}
