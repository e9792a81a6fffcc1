/**
 * The input schema a calculator publishes: `input_schema` in `GET /api/v1/tools`, the request
 * bodies of the OpenAPI document and the MCP `inputSchema` all use this one function, so they
 * agree. It is the internal schema plus every alias (`x-aliases`, at any depth) as a property of
 * its own, marked `deprecated: true`: the objects are closed (`additionalProperties: false`), so
 * a client that validates against, or generates code from, the published schema could not send
 * an alias the server accepts otherwise. A select, accepted in any letter case, is published as an `anyOf` of its
 * listed values (first, for forms and code generators) and a pattern of the same words in any case: JSON Schema has
 * no case-insensitive `enum`, and a client that validates strictly must not refuse "MFJ" or "BiWeekly".
 */
import type { SchemaObject } from './schema-object';

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The property schema of an alias: the canonical one, without its default, marked deprecated. */
function aliasProperty(canonical: string, published: Json): Json {
  const { default: _default, 'x-aliases': _aliases, title, description, ...rest } = published;
  return {
    ...rest,
    ...(typeof title === 'string' ? { title: `${title} (alias of ${canonical})` } : {}),
    description: `Alias of '${canonical}', accepted for compatibility; send '${canonical}' instead.${typeof description === 'string' ? ` ${description}` : ''}`,
    deprecated: true,
  };
}

function aliasesOf(sub: unknown): string[] {
  return isObject(sub) && Array.isArray(sub['x-aliases']) ? (sub['x-aliases'] as string[]) : [];
}

/**
 * A required input with aliases is required under any of its names: it leaves `required` for an
 * `anyOf` of `required`s (`allOf` of those when there are several).
 */
function requiredUnderAnyName(schema: Json): Json {
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const eitherName = required.filter((name) => aliasesOf(props[name]).length > 0);
  if (eitherName.length === 0) return {};
  const choices = eitherName.map((name) => ({
    anyOf: [name, ...aliasesOf(props[name])].map((n) => ({ required: [n] })),
  }));
  return {
    required: required.filter((name) => !eitherName.includes(name)),
    ...(choices.length === 1 ? choices[0] : { allOf: choices }),
  };
}

/** `^(?:[mM][fF][jJ]|…)$`: the listed words in any letter case, everything else matched as written. */
export function anyCasePattern(words: readonly string[]): string {
  const one = (w: string) =>
    [...w]
      .map((c) =>
        c.toLowerCase() !== c.toUpperCase()
          ? `[${c.toLowerCase()}${c.toUpperCase()}]`
          : c.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'),
      )
      .join('');
  return `^(?:${words.map(one).join('|')})$`;
}

/** A select accepted in any case (`x-transform: ["toEnumCase"]`): its listed words, then a pattern for the rest. */
function isAnyCaseSelect(schema: Json): schema is Json & { enum: string[] } {
  return (
    Array.isArray(schema.enum) &&
    schema.enum.every((v) => typeof v === 'string') &&
    Array.isArray(schema['x-transform']) &&
    schema['x-transform'].includes('toEnumCase')
  );
}

/**
 * The values a select lists, in the internal schema (`enum`) or the published one (the `enum` of its `anyOf`).
 * @example selectOptions(publishedInputSchema(taxInputSchema).properties.filingStatus) // ['single', 'mfj', 'hoh', 'mfs', 'qss']
 */
export function selectOptions(schema: SchemaObject): readonly unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  const first: unknown = Array.isArray(schema.anyOf) ? schema.anyOf[0] : undefined;
  return isObject(first) && Array.isArray(first.enum) ? first.enum : undefined;
}

function publish(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(publish);
  if (!isObject(schema)) return schema;
  if (isAnyCaseSelect(schema)) {
    const { enum: listed, ...rest } = schema;
    return { ...rest, anyOf: [{ enum: listed }, { pattern: anyCasePattern(listed) }] };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value)) {
      const props: Json = {};
      for (const [name, sub] of Object.entries(value)) {
        const published = publish(sub) as Json;
        props[name] = published;
        for (const alias of aliasesOf(sub)) props[alias] = aliasProperty(name, published);
      }
      out[key] = props;
    } else {
      out[key] = publish(value);
    }
  }
  return Object.assign(out, requiredUnderAnyName(schema));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const cache = new WeakMap<SchemaObject, SchemaObject>();

/**
 * The published input schema of a calculator (deeply frozen, computed once per schema).
 * @example publishedInputSchema(mortgageInputSchema).properties.downPaymentPercent
 * // { type: 'number', …, description: "Alias of 'downPaymentPct', …", deprecated: true }
 */
export function publishedInputSchema(schema: SchemaObject): SchemaObject {
  let published = cache.get(schema);
  if (!published) {
    published = deepFreeze(publish(schema) as SchemaObject);
    cache.set(schema, published);
  }
  return published;
}
