/**
 * Reads a page's query string back into the dispatcher's input. Two writers produce it: the share link
 * (`shareUrl()` in src/dispatch/meta.ts: scalars as-is, lists and maps as JSON) and the plain HTML form
 * (JavaScript off), which sends list rows as `debts.0.name=…`, map rows as
 * `exchangeRates.0.key=…&exchangeRates.0.value=…`, number lists as `rungRates.0=…` and a group's fields as
 * `w4.step3Credits=…` (a group left blank is absent; its fields sent override the JSON a link carries). A field whose
 * descriptor says number is read as one ("1,250.50" → 1250.5), a select as the option it names in any case, a list or
 * map as JSON; an empty field is left out so its default applies. Anything that does not parse stays the
 * string it was, so the dispatcher reports it next to its field (the REST API itself never coerces types).
 * A parameter named by an alias is typed as the field it stands for. At most MAX_PARAMS parameters are read.
 */
import type { InputDescriptor } from '../schemas/descriptors';
import { isNumeric, type FormField } from './form-fields';

/** Parameters read from one query string; more are ignored (a URL is at most a few kB anyway). */
export const MAX_PARAMS = 1000;
/** Highest row index read from a form; rows beyond it could only fail `maxItems`. */
const MAX_ROW_INDEX = 999;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** "1,250.50" → 1250.5; anything that is not a finite number stays the string it was. */
export function coerceNumber(raw: string): number | string {
  const compact = raw.trim().replace(/[,\s]/g, '');
  if (!NUMBER.test(compact)) return raw;
  const n = Number(compact);
  return Number.isFinite(n) ? n : raw;
}

/** A typed value for a descriptor, or undefined for an empty field (so its default applies). */
export function coerce(raw: string, d: InputDescriptor | undefined): unknown {
  if (raw.trim() === '') return undefined;
  if (!d) return raw;
  if (isNumeric(d)) return coerceNumber(raw);
  // A select's options may be JSON values other than strings (a boolean input is a select of [false, true]); any
  // letter case names one, as it does on the API ("BIWEEKLY" is "biweekly"), so the form shows it selected.
  if (d.type === 'select') return d.options?.find((o) => String(o).toLowerCase() === raw.toLowerCase()) ?? raw;
  if (d.type === 'array' || d.type === 'object') {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw; // reported as "must be array/object" next to the field
    }
  }
  return raw;
}

/** Sets an own property even for names like `__proto__` (never the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

interface RowParam {
  field: FormField;
  index: number;
  /** The item field (rows), `key`/`value` (maps), or undefined (number lists). */
  part: string | undefined;
  value: string;
}

function rowParam(key: string, value: string, byName: ReadonlyMap<string, FormField>): RowParam | undefined {
  const m = /^([^.]+)\.(\d{1,4})(?:\.([^.]+))?$/.exec(key);
  if (!m) return undefined;
  const field = byName.get(m[1]!);
  const index = Number(m[2]);
  if (!field || field.kind === 'scalar' || field.kind === 'group' || index > MAX_ROW_INDEX) return undefined;
  return { field, index, part: m[3], value };
}

/**
 * Assembles the rows of one list or map; rows left entirely blank are dropped, and a list or map
 * whose rows are all blank is absent (undefined), as an optional field left empty is.
 */
function assemble(field: FormField, params: RowParam[]): unknown {
  const byIndex = new Map<number, Map<string, string>>();
  for (const p of params) {
    const row = byIndex.get(p.index) ?? new Map<string, string>();
    row.set(p.part ?? '', p.value);
    byIndex.set(p.index, row);
  }
  const rows = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  const filled = rows.filter((row) => [...row.values()].some((v) => v.trim() !== ''));
  if (filled.length === 0) return undefined;
  if (field.kind === 'values') return filled.map((row) => coerce(row.get('') ?? '', field.valueDescriptor) ?? '');
  if (field.kind === 'map') {
    const out: Record<string, unknown> = {};
    for (const row of filled)
      setOwn(out, (row.get('key') ?? '').trim(), coerce(row.get('value') ?? '', field.valueDescriptor) ?? '');
    return out;
  }
  return filled.map((row) => {
    const item: Record<string, unknown> = {};
    for (const [part, raw] of row) {
      const d = field.itemFields?.[part];
      const v = d ? coerce(raw, d) : raw;
      if (v !== undefined) setOwn(item, part, v);
    }
    return item;
  });
}

/** A group's field (`w4.step3Credits`): the group and the field's name, if the key names one. */
function groupParam(key: string, byName: ReadonlyMap<string, FormField>): [FormField, string] | undefined {
  const m = /^([^.]+)\.([^.]+)$/.exec(key);
  const field = m ? byName.get(m[1]!) : undefined;
  if (!m || field?.kind !== 'group' || !Object.hasOwn(field.itemFields ?? {}, m[2]!)) return undefined;
  return [field, m[2]!];
}

export interface ParsedQuery {
  /** The dispatcher's input. */
  input: Record<string, unknown>;
  /** Whether the query carried any input at all (else the page shows the example). */
  hasInput: boolean;
}

/**
 * Reads a page's query string into calculator input.
 * @example parseQuery(new URLSearchParams('principal=1%2C000&debts=[]'), fields).input // { principal: 1000, debts: [] }
 */
export function parseQuery(params: URLSearchParams, fields: readonly FormField[]): ParsedQuery {
  const byName = new Map<string, FormField>();
  const byAlias = new Map<string, FormField>();
  for (const f of fields) {
    byName.set(f.name, f);
    for (const a of f.descriptor.aliases ?? []) byAlias.set(a, f);
  }
  const input: Record<string, unknown> = {};
  const rows = new Map<FormField, RowParam[]>();
  const groups = new Map<FormField, Record<string, unknown>>();
  let count = 0;
  let hasInput = false;
  for (const [key, value] of params) {
    if (++count > MAX_PARAMS) break;
    hasInput = true;
    const row = rowParam(key, value, byName);
    if (row) {
      rows.set(row.field, [...(rows.get(row.field) ?? []), row]);
      continue;
    }
    const member = groupParam(key, byName);
    if (member) {
      const [group, part] = member;
      const values = groups.get(group) ?? {};
      groups.set(group, values);
      const v = coerce(value, group.itemFields?.[part]);
      if (v === undefined) delete values[part];
      else setOwn(values, part, v);
      continue;
    }
    const field = byName.get(key) ?? byAlias.get(key);
    const v = coerce(value, field?.descriptor);
    if (v === undefined) delete input[key];
    else setOwn(input, key, v);
  }
  for (const [field, params] of rows) {
    const value = assemble(field, params);
    if (value !== undefined) setOwn(input, field.name, value);
  }
  for (const [group, values] of groups) {
    const carried = input[group.name];
    const base = typeof carried === 'object' && carried !== null && !Array.isArray(carried) ? carried : {};
    if (Object.keys(values).length > 0 || Object.keys(base).length > 0)
      setOwn(input, group.name, { ...base, ...values });
  }
  return { input, hasInput };
}
