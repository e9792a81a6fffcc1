/**
 * Turns AJV errors into the field-level errors of the wire format: a JSON Pointer `path` to the
 * input, a `code` (the JSON Schema keyword, or `unknown_field`), a message a person can act on,
 * and `allowed` values for selects and unknown fields ("did you mean …").
 */
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../errors/api-error';
import type { SchemaObject } from './schema-object';
import { aliasMap } from './aliases';
import { synonymFor } from './synonyms';

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

/** Shorter than this, a prefix is too weak a hint ("r" would suggest "rate"). */
const MIN_PREFIX_LENGTH = 3;

/**
 * The known name `name` most likely stands for: the same name in another case; else the only
 * known name it is a prefix of (`stepUp` → `stepUpPercent`, `inflation` → `inflationRate`);
 * else the closest by edit distance, if it is close enough to be a typo.
 */
export function suggestName(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const same = known.find((k) => k.toLowerCase() === lower);
  if (same !== undefined) return same;
  if (lower.length >= MIN_PREFIX_LENGTH) {
    const extended = known.filter((k) => k.toLowerCase().startsWith(lower));
    if (extended.length === 1) return extended[0];
  }
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = editDistance(lower, k.toLowerCase());
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  const tolerance = Math.max(2, Math.floor(name.length / 3));
  return bestDistance <= tolerance ? best : undefined;
}

/** Escapes a property name for a JSON Pointer (RFC 6901). */
function pointerToken(name: string): string {
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

/** Denominators tried when a bound is not a short decimal (1/12 of a year, 1/3). */
const MAX_DENOMINATOR = 100;

/** A bound as it was written in the schema: `1/12`, not `0.08333333333333333`. */
export function formatBound(n: number): string {
  const plain = String(n);
  if (Number.isInteger(n) || plain.length <= 10) return plain;
  for (let d = 2; d <= MAX_DENOMINATOR; d++) {
    const numerator = Math.round(n * d);
    if (numerator / d === n) return `${numerator}/${d}`;
  }
  return plain;
}

/** Units that a bare number would leave ambiguous (is 1/12 a year or a percent?). */
const UNIT_WORDS: Readonly<Record<string, [singular: string, plural: string]>> = {
  years: ['year', 'years'],
  months: ['month', 'months'],
};

function withUnit(bound: number, unit: unknown): string {
  const words = typeof unit === 'string' ? UNIT_WORDS[unit] : undefined;
  const text = formatBound(bound);
  return words ? `${text} ${Math.abs(bound) <= 1 ? words[0] : words[1]}` : text;
}

/** `must be <= 100`, `must be >= 1/12 year`. */
function boundMessage(e: ErrorObject, root: SchemaObject): string {
  const p = e.params as { comparison: string; limit: number };
  return `must be ${p.comparison} ${withUnit(p.limit, schemaAt(root, e.schemaPath)?.['x-unit'])}`;
}

/**
 * JSON has no infinity, but parsing 1e400 gives one; the schema's `type: number` refuses it as
 * if it were not a number. Say what happened, with the bound that was overshot.
 */
function outOfRange(e: ErrorObject, value: number, root: SchemaObject): FieldError {
  const s = schemaAt(root, e.schemaPath);
  const [comparison, limit] =
    value > 0 ? ['<=', s?.maximum ?? s?.exclusiveMaximum] : ['>=', s?.minimum ?? s?.exclusiveMinimum];
  const bound = typeof limit === 'number' ? `; must be ${comparison} ${withUnit(limit, s?.['x-unit'])}` : '';
  return {
    path: e.instancePath,
    code: 'out_of_range',
    message: `is out of range: the number is too ${value > 0 ? 'large' : 'small'} to represent${bound}`,
  };
}

/** `must have at least 1 item`, `must have at most 3 characters`: AJV's counts in plain words. */
function countMessage(keyword: string, limit: number): string {
  const thing = keyword.endsWith('Items') ? 'item' : keyword.endsWith('Properties') ? 'entry' : 'character';
  const noun = limit === 1 ? thing : thing === 'entry' ? 'entries' : `${thing}s`;
  return `must have ${keyword.startsWith('min') ? 'at least' : 'at most'} ${limit} ${noun}`;
}

/**
 * `must be <= 100 years`, and for a number of years over the bound that is a whole number of years in months (360),
 * what it is in years: a term quoted in months is the usual mistake.
 */
function yearsBoundMessage(e: ErrorObject, root: SchemaObject): string {
  const message = boundMessage(e, root);
  const s = schemaAt(root, e.schemaPath);
  const value = e.data;
  if (e.keyword !== 'maximum' || s?.['x-unit'] !== 'years' || typeof value !== 'number') return message;
  const years = value / 12;
  const limit = (e.params as { limit: number }).limit;
  if (!Number.isInteger(years) || years > limit || years < (typeof s.minimum === 'number' ? s.minimum : 0)) {
    return message;
  }
  return `${message}; ${value} looks like a number of months: ${value} months is ${formatBound(years)} years`;
}

/**
 * The string formats of the inputs in words, as a person is asked to write them: every surface (REST, MCP, the pages)
 * shows these words, never the format's name.
 */
export const FORMAT_WORDS: Readonly<Record<string, string>> = {
  date: 'a date written YYYY-MM-DD (2027-01-15), one that exists',
};

/** A pattern's meaning in words (`x-pattern-hint`, which every input pattern carries), else AJV's message. */
function patternHint(schema: SchemaObject | undefined): string | undefined {
  const hint = schema?.['x-pattern-hint'];
  return typeof hint === 'string' ? hint : undefined;
}

function formatOne(e: ErrorObject, root: SchemaObject): FieldError {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return {
        path: `${e.instancePath}/${pointerToken(String(p.missingProperty))}`,
        code: 'required',
        message: 'is required',
      };
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const owner = schemaAt(root, e.schemaPath);
      const props =
        owner && typeof owner.properties === 'object' && owner.properties !== null ? Object.keys(owner.properties) : [];
      const names = owner ? [...props, ...aliasMap(owner).keys()] : props;
      const guess = synonymFor(name, props) ?? suggestName(name, names);
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
    case 'propertyNames': {
      const hint = patternHint(schemaAt(root, `${e.schemaPath}/pattern`));
      return {
        path: `${e.instancePath}/${pointerToken(String(p.propertyName))}`,
        code: 'propertyNames',
        message: hint ? `is not an accepted key here: it must be ${hint}` : 'is not an accepted key here',
      };
    }
    case 'pattern': {
      const hint = patternHint(schemaAt(root, e.schemaPath));
      return { path: e.instancePath, code: 'pattern', message: hint ? `must be ${hint}` : (e.message ?? 'is invalid') };
    }
    case 'format': {
      const words = FORMAT_WORDS[String(p.format)];
      return {
        path: e.instancePath,
        code: 'format',
        message: words ? `must be ${words}` : (e.message ?? 'is invalid'),
      };
    }
    case 'type':
      if (typeof e.data === 'number' && !Number.isFinite(e.data)) return outOfRange(e, e.data, root);
      return { path: e.instancePath, code: 'type', message: `must be ${describeType(p.type)}` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { path: e.instancePath, code: e.keyword, message: yearsBoundMessage(e, root) };
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
    case 'minLength':
    case 'maxLength':
      return { path: e.instancePath, code: e.keyword, message: countMessage(e.keyword, Number(p.limit)) };
    default:
      return { path: e.instancePath, code: e.keyword, message: e.message ?? 'is invalid' };
  }
}

/** Field errors for a failed validation, de-duplicated, at most MAX_FIELD_ERRORS. */
export function formatAjvErrors(errors: readonly ErrorObject[], root: SchemaObject): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  // A string that is no date at all also fails the pattern of a date's years: its format error says enough.
  const notDates = new Set(errors.filter((e) => e.keyword === 'format').map((e) => e.instancePath));
  for (const e of errors) {
    if (e.keyword === 'pattern' && notDates.has(e.instancePath)) continue;
    const f = formatOne(e, root);
    const key = `${f.path}|${f.code}|${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
    if (out.length >= MAX_FIELD_ERRORS) break;
  }
  return out;
}
