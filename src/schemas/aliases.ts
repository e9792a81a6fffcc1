/**
 * Alias names (`x-aliases` in the schemas) mapped onto canonical names before validation,
 * at any depth (e.g. debt items' `apr` → `rate`). Both names with different values is an error,
 * because silently preferring one would compute with a number the caller did not mean.
 */
import type { FieldError } from '../errors/api-error';
import type { SchemaObject } from './schema-object';

type Json = unknown;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

const aliasMaps = new WeakMap<SchemaObject, ReadonlyMap<string, string>>();

/** The alias → canonical name map of an object schema (empty when it has none), built once per schema object. */
export function aliasMap(schema: SchemaObject): ReadonlyMap<string, string> {
  let map = aliasMaps.get(schema);
  if (!map) aliasMaps.set(schema, (map = buildAliasMap(schema)));
  return map;
}

function buildAliasMap(schema: SchemaObject): Map<string, string> {
  const map = new Map<string, string>();
  const props = schema.properties;
  if (!isPlainObject(props)) return map;
  for (const [name, sub] of Object.entries(props)) {
    const aliases = isPlainObject(sub) ? sub['x-aliases'] : undefined;
    if (Array.isArray(aliases)) for (const a of aliases) if (typeof a === 'string') map.set(a, name);
  }
  return map;
}

/**
 * Rewrites aliases in place on `value` (a fresh copy owned by the caller) following `schema`.
 * Returns the conflicts found; an empty list means success.
 */
export function applyAliases(value: unknown, schema: SchemaObject, path = ''): FieldError[] {
  const errors: FieldError[] = [];
  if (isPlainObject(value)) {
    for (const [alias, canonical] of aliasMap(schema)) {
      if (!Object.hasOwn(value, alias)) continue;
      const aliasValue = value[alias];
      if (Object.hasOwn(value, canonical) && !sameJson(value[canonical], aliasValue)) {
        errors.push({
          path: `${path}/${alias}`,
          code: 'alias_conflict',
          message: `'${alias}' is another name for '${canonical}'; both were given with different values`,
        });
        delete value[alias]; // reported once, as a conflict, not again as an unknown input
        continue;
      }
      value[canonical] = aliasValue;
      delete value[alias];
    }
    const props = schema.properties;
    if (isPlainObject(props)) {
      for (const [name, sub] of Object.entries(props)) {
        if (Object.hasOwn(value, name) && isPlainObject(sub))
          errors.push(...applyAliases(value[name], sub, `${path}/${name}`));
      }
    }
  } else if (Array.isArray(value) && isPlainObject(schema.items)) {
    const items = schema.items;
    value.forEach((item, i) => errors.push(...applyAliases(item, items, `${path}/${i}`)));
  }
  return errors;
}
