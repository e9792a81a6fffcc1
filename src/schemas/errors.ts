/**
 * Turns AJV errors into the field-level errors of the wire format: a JSON Pointer `path` to the
 * input, a `code` (the JSON Schema keyword, or `unknown_field`), a message a person can act on,
 * and `allowed` values for selects and unknown fields ("did you mean …").
 */
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../errors/api-error';
import type { SchemaObject } from './schema-object';
import { aliasMap } from './aliases';

/** More than this many field errors are summarised rather than listed (bounded response size). */
export const MAX_FIELD_ERRORS = 50;

/** Levenshtein distance, bounded work: names are at most a few dozen characters. */
function editDistance(a: string, b: string): number {
  if (a.length > 64 || b.length > 64) return Infinity;
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** The closest known name to `name`, if it is close enough to be a typo. */
export function suggestName(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = k.toLowerCase() === lower ? 0 : editDistance(lower, k.toLowerCase());
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  const tolerance = Math.max(2, Math.floor(name.length / 3));
  return bestDistance <= tolerance ? best : undefined;
}

/** Escapes a property name for a JSON Pointer (RFC 6901). */
export function pointerToken(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The sub-schema at an AJV `schemaPath` such as `#/properties/debts/items/additionalProperties`. */
function schemaAt(root: SchemaObject, schemaPath: string): SchemaObject | undefined {
  let node: unknown = root;
  const parts = schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1); // drop the keyword itself
  for (const raw of parts) {
    if (raw === '') continue;
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'object' && node !== null ? (node as SchemaObject) : undefined;
}

function describeType(t: unknown): string {
  return Array.isArray(t) ? t.join(' or ') : String(t);
}

function formatOne(e: ErrorObject, root: SchemaObject): FieldError {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { path: `${e.instancePath}/${pointerToken(String(p.missingProperty))}`, code: 'required', message: 'is required' };
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const owner = schemaAt(root, e.schemaPath);
      const props = owner && typeof owner.properties === 'object' && owner.properties !== null ? Object.keys(owner.properties) : [];
      const names = owner ? [...props, ...aliasMap(owner).keys()] : props;
      const guess = suggestName(name, names);
      const suggestion = guess === undefined ? undefined : ((owner && aliasMap(owner).get(guess)) ?? guess);
      return {
        path: `${e.instancePath}/${pointerToken(name)}`,
        code: 'unknown_field',
        message: suggestion ? `is not a known input; did you mean '${suggestion}'?` : 'is not a known input',
        allowed: props,
      };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      return { path: e.instancePath, code: 'enum', message: `must be one of: ${allowed.join(', ')}`, allowed };
    }
    case 'propertyNames':
      return { path: `${e.instancePath}/${pointerToken(String(p.propertyName))}`, code: 'propertyNames', message: 'is not an accepted key here' };
    case 'type':
      return { path: e.instancePath, code: 'type', message: `must be ${describeType(p.type)}` };
    default:
      return { path: e.instancePath, code: e.keyword, message: e.message ?? 'is invalid' };
  }
}

/** Field errors for a failed validation, de-duplicated, at most MAX_FIELD_ERRORS. */
export function formatAjvErrors(errors: readonly ErrorObject[], root: SchemaObject): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors) {
    const f = formatOne(e, root);
    const key = `${f.path}|${f.code}|${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
    if (out.length >= MAX_FIELD_ERRORS) break;
  }
  return out;
}
