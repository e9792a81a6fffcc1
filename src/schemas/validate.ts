/**
 * Input validation of a calculator: a deep copy of the raw input (refused past a nesting depth), aliases mapped, then the
 * compiled AJV validator (defaults applied, `x-transform` normalisation). The dispatcher compiles
 * one validator per calculator at start.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { SchemaObject } from './schema-object';
import { ApiError, type FieldError } from '../errors/api-error';
import { boundsAjv, inputAjv, outputAjv } from './ajv';
import { aliasMap, applyAliases } from './aliases';
import { formatAjvErrors, MAX_FIELD_ERRORS } from './errors';

/** Nesting deeper than this cannot match any schema; it is refused while the input is copied. */
export const MAX_INPUT_DEPTH = 8;

const TOO_DEEP = Symbol('too deep');

/**
 * A copy of a parsed JSON value (plain objects, arrays, primitives), or `TOO_DEEP` when an object
 * or array sits at depth `MAX_INPUT_DEPTH` or deeper (the input itself is at 0). The recursion
 * stops there, so hostile nesting cannot overflow the stack. A `__proto__` key stays an own
 * property, as `JSON.parse` made it. A tenth of what `structuredClone` (a serializer round trip)
 * and a separate depth walk cost: 0.07 against 1 µs for a tax input, 0.45 against 3.5 µs for three debts.
 */
function copyJson(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const copy = copyJson(item, depth + 1);
      if (copy === TOO_DEEP) return TOO_DEEP;
      out.push(copy);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const copy = copyJson((value as Record<string, unknown>)[key], depth + 1);
    if (copy === TOO_DEEP) return TOO_DEEP;
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out;
}

/**
 * Bounds schemas whose `maxProperties` is set from a closed object's names (not a bound of the schema's own), with
 * the count of those names. Up to `MAX_FIELD_ERRORS` unknown names past them are still listed one by one, each
 * with its "did you mean"; more are refused by their count.
 */
const closedCounts = new WeakMap<object, number>();

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The size bounds of an input schema, and nothing else: `maxItems` and `maxProperties` along the same
 * `properties`/`items` paths (alias names included), and on a closed object (`additionalProperties: false`) a
 * `maxProperties` of its known names plus the unknown ones an answer lists (`MAX_FIELD_ERRORS`). Checked first, stopping at the first
 * violation (`allErrors` off), on the raw input, before it is copied: an oversized list is refused at its length,
 * never walked item by item (33,000 `{}` debts cost 100–170 ms of item errors; refused here, microseconds).
 * `undefined` when the schema bounds nothing.
 */
export function boundsSchema(schema: SchemaObject): SchemaObject | undefined {
  const out: Record<string, unknown> = {};
  // Not `maxLength`: a string over its length costs the full validation no more than one within it (the body is
  // at most 100 kB), and checking it here would hide every other invalid field of a small input.
  for (const k of ['maxItems', 'maxProperties'] as const) if (typeof schema[k] === 'number') out[k] = schema[k];
  if (isObject(schema.items)) {
    const items = boundsSchema(schema.items);
    if (items) out.items = items;
  }
  if (isObject(schema.properties)) {
    const props: Record<string, unknown> = {};
    const aliases = aliasMap(schema);
    for (const [name, sub] of Object.entries(schema.properties)) {
      const b = isObject(sub) ? boundsSchema(sub) : undefined;
      if (b) props[name] = b;
    }
    for (const [alias, canonical] of aliases) if (props[canonical]) props[alias] = props[canonical];
    if (Object.keys(props).length > 0) out.properties = props;
    if (schema.additionalProperties === false && out.maxProperties === undefined) {
      const known = Object.keys(schema.properties).length + aliases.size;
      out.maxProperties = known + MAX_FIELD_ERRORS;
      closedCounts.set(out, known);
    }
  }
  if (isObject(schema.additionalProperties)) {
    const extra = boundsSchema(schema.additionalProperties);
    if (extra) out.additionalProperties = extra;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The sub-schema of `root` that `schemaPath` (`#/properties/debts/items/maxProperties`) names the keyword of. */
function ownerOf(root: SchemaObject, schemaPath: string): SchemaObject | undefined {
  let node: unknown = root;
  for (const raw of schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node)) return undefined;
    node = node[part];
  }
  return isObject(node) ? node : undefined;
}

/** Value at a JSON Pointer of AJV's `instancePath`. */
function valueAt(data: unknown, pointer: string): unknown {
  let v = data;
  for (const raw of pointer.split('/').slice(1)) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return v;
}

/** The field error of a failed bounds check: worded as the full validation would, or as a count of fields. */
function boundsError(e: ErrorObject, bounds: SchemaObject, schema: SchemaObject, data: unknown): FieldError {
  const owner = ownerOf(bounds, e.schemaPath);
  const known = owner && closedCounts.get(owner);
  if (e.keyword === 'maxProperties' && known !== undefined) {
    const at = valueAt(data, e.instancePath);
    const count = isObject(at) ? Object.keys(at).length : 'too many';
    return {
      path: e.instancePath,
      code: 'maxProperties',
      message: `has ${count} fields, of which at most ${known} can be inputs: too many unknown ones to list each`,
    };
  }
  return formatAjvErrors([e], schema)[0]!;
}

export interface InputValidator {
  /**
   * The normalised input (aliases mapped, defaults applied) or an `ApiError` 422 listing every
   * invalid field. Never mutates `raw`.
   */
  (raw: unknown): Record<string, unknown>;
}

/** Compiles the input validator of a schema. */
export function compileInputValidator(schema: SchemaObject): InputValidator {
  const validate: ValidateFunction = inputAjv.compile(schema);
  const bounds = boundsSchema(schema);
  const withinBounds = bounds ? boundsAjv.compile(bounds) : undefined;
  // [input, the input it is derived from when that is sent] (`x-derived-from`, common.ts derivedFrom).
  const derivedInputs = Object.entries(isObject(schema.properties) ? schema.properties : {}).flatMap(([name, p]) =>
    isObject(p) && typeof p['x-derived-from'] === 'string' ? [[name, p['x-derived-from']] as const] : [],
  );
  return (raw: unknown) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new ApiError('invalid_body', 'The input must be a JSON object');
    }
    if (withinBounds && bounds && !withinBounds(raw)) {
      throw ApiError.invalidInput([boundsError(withinBounds.errors![0]!, bounds, schema, raw)]);
    }
    const input = copyJson(raw, 0);
    if (input === TOO_DEEP) {
      throw ApiError.invalidInput([
        { path: '', code: 'maxDepth', message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` },
      ]);
    }
    const conflicts = applyAliases(input as Record<string, unknown>, schema);
    // Inputs derived from another that was sent, not sent themselves: their defaults must not apply.
    const derived = derivedInputs.filter(
      ([name, source]) => isObject(input) && Object.hasOwn(input, source) && !Object.hasOwn(input, name),
    );
    if (!validate(input)) {
      throw ApiError.invalidInput([...conflicts, ...formatAjvErrors(validate.errors ?? [], schema)]);
    }
    if (conflicts.length > 0) throw ApiError.invalidInput(conflicts);
    for (const [name] of derived) delete (input as Record<string, unknown>)[name];
    return input as Record<string, unknown>;
  };
}

/** Compiles an output validator (tests check every result against its calculator's output schema). */
export function compileOutputValidator(schema: SchemaObject): ValidateFunction {
  return outputAjv.compile(schema);
}
