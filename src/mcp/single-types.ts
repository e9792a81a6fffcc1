/**
 * JSON Schema with one `type` per (sub)schema. The calculators' output schemas write a nullable field as
 * `type: ["integer", "null"]`: legal JSON Schema, but clients that map tool schemas onto a single-`type` dialect
 * (the OpenAPI subset of Gemini function declarations, among others) reject the tool or drop the constraint, and the
 * MCP Inspector's `--strict` check warns on each. Every such node becomes `anyOf` branches of a single type each,
 * which every JSON Schema validator (both MCP SDK clients' included) reads the same way:
 *
 *   { type: ["integer", "null"], minimum: 0, description: "…" }
 *   → { anyOf: [{ type: "integer", minimum: 0 }, { type: "null" }], description: "…" }
 *
 * Annotations (`description`, `title`, `x-…`) stay on the node; each validation keyword goes to the branch of the
 * type it applies to, and keywords that apply to any type (`enum`, `const`) stay on the node.
 */
type Json = Record<string, unknown>;

/** The validation keywords that only constrain values of one type. */
const KEYWORD_TYPE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].map((k) => [k, 'number']),
  ),
  ...Object.fromEntries(
    ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType'].map((k) => [k, 'string']),
  ),
  ...Object.fromEntries(
    ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains', 'minContains', 'maxContains'].map(
      (k) => [k, 'array'],
    ),
  ),
  ...Object.fromEntries(
    [
      'properties',
      'required',
      'additionalProperties',
      'patternProperties',
      'propertyNames',
      'minProperties',
      'maxProperties',
      'dependentRequired',
    ].map((k) => [k, 'object']),
  ),
};

/** Annotations: they describe the value whatever its type, so they stay on the node. */
const isAnnotation = (key: string) =>
  key.startsWith('x-') ||
  ['description', 'title', 'default', 'examples', 'deprecated', 'readOnly', '$comment'].includes(key);

/** Subschemas under these keywords are rewritten too: maps of schemas, lists of schemas, and single schemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_ONE = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'];

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function rewriteChildren(node: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_MAPS.includes(key) && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, singleTypes(v)]));
    else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) out[key] = value.map(singleTypes);
    else if (SCHEMA_ONE.includes(key) && isObject(value)) out[key] = singleTypes(value);
    else out[key] = value;
  }
  return out;
}

/** `schema` with every array-valued `type` split into `anyOf` branches of one type each (a new object; the input is left as is). */
export function singleTypes<S>(schema: S): S {
  if (!isObject(schema)) return schema;
  const node = rewriteChildren(schema);
  const types = node.type;
  if (!Array.isArray(types)) return node as S;
  if (types.length === 1) return { ...node, type: types[0] } as S;
  const top: Json = {};
  const branches = (types as string[]).map((t): Json => ({ type: t }));
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    const applies = KEYWORD_TYPE[key];
    if (applies === undefined || isAnnotation(key)) {
      top[key] = value;
      continue;
    }
    // `integer` is a `number`: numeric keywords go to either.
    for (const b of branches) if (b.type === applies || (applies === 'number' && b.type === 'integer')) b[key] = value;
  }
  // A node that already had `anyOf` keeps it beside the new one: both must hold.
  const { anyOf: had, ...rest } = top;
  return (
    had === undefined ? { anyOf: branches, ...rest } : { allOf: [{ anyOf: had }, { anyOf: branches }], ...rest }
  ) as S;
}

/** True when some (sub)schema of `schema` has an array-valued `type`. */
export function hasTypeArray(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasTypeArray);
  if (!isObject(schema)) return false;
  return Array.isArray(schema.type) || Object.values(schema).some(hasTypeArray);
}
