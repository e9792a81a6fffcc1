/**
 * The seed's input descriptors (`type`, `label`, `required`, `default`, `options`, plus `min`,
 * `max`, `unit`, `step`, `description`), derived from a calculator's input schema.
 */
import type { SchemaObject } from './schema-object';

export type InputType = 'number' | 'integer' | 'select' | 'string' | 'boolean' | 'array' | 'object';

export interface InputDescriptor {
  type: InputType;
  label: string;
  required: boolean;
  default?: unknown;
  options?: readonly string[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  description: string;
  aliases?: readonly string[];
  /** For lists: the most items accepted. */
  max_items?: number;
  /** For lists of objects: the descriptors of an item's fields. */
  item_inputs?: Record<string, InputDescriptor>;
}

function typeOf(s: SchemaObject): InputType {
  if (Array.isArray(s.enum)) return 'select';
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (t) {
    case 'number':
    case 'integer':
    case 'string':
    case 'boolean':
    case 'array':
    case 'object':
      return t;
    default:
      return 'string';
  }
}

/** Descriptor of one property. */
export function describeInput(name: string, s: SchemaObject, required: boolean): InputDescriptor {
  const d: InputDescriptor = {
    type: typeOf(s),
    label: typeof s.title === 'string' ? s.title : name,
    required,
    description: typeof s.description === 'string' ? s.description : '',
  };
  if (s.default !== undefined) d.default = s.default;
  if (Array.isArray(s.enum)) d.options = s.enum as string[];
  if (typeof s.minimum === 'number') d.min = s.minimum;
  if (typeof s.exclusiveMinimum === 'number') d.min = s.exclusiveMinimum;
  if (typeof s.maximum === 'number') d.max = s.maximum;
  if (typeof s['x-step'] === 'number') d.step = s['x-step'];
  if (typeof s['x-unit'] === 'string') d.unit = s['x-unit'];
  if (Array.isArray(s['x-aliases'])) d.aliases = s['x-aliases'] as string[];
  if (typeof s.maxItems === 'number') d.max_items = s.maxItems;
  const items = s.items as SchemaObject | undefined;
  if (d.type === 'array' && items && typeof items === 'object' && items.properties) d.item_inputs = describeInputs(items);
  return d;
}

/** Descriptors of every property of an object schema, in schema order. */
export function describeInputs(schema: SchemaObject): Record<string, InputDescriptor> {
  const props = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const required = new Set((schema.required ?? []) as string[]);
  const out: Record<string, InputDescriptor> = {};
  for (const [name, sub] of Object.entries(props)) out[name] = describeInput(name, sub, required.has(name));
  return out;
}

/** Names of the required inputs, in schema order. */
export function requiredInputs(schema: SchemaObject): string[] {
  return ((schema.required ?? []) as string[]).slice();
}
