/**
 * Reads a calculator's result generically, with the output schema as the guide: which fields are
 * scalars (figures), which are lists of rows (tables), and the unit of each (`x-unit`). Field
 * names become labels through `humanize`, so a renamed field still shows, under its new name.
 */
import { YEAR_MONTH_PATTERN } from '../schemas/common';
import type { SchemaObject } from '../schemas/schema-object';
import { humanize } from './labels';

export interface Figure {
  name: string;
  label: string;
  unit: string | undefined;
  value: unknown;
  /** The value is one of a closed list (shown in words: "avalanche" → "Avalanche"). */
  enumerated: boolean;
  /** Decimals the value is always shown with (`x-decimals`: an APR's three), if its schema fixes them. */
  decimals?: number;
}

export interface Column {
  key: string;
  label: string;
  unit: string | undefined;
}

export interface Table {
  name: string;
  label: string;
  columns: Column[];
  rows: ReadonlyArray<Record<string, unknown>>;
}

/** Result fields that hold schedules: the page shows them in their own section. */
export const SCHEDULE_FIELDS = ['schedule', 'yearlySchedule'] as const;

function isObject(v: unknown): v is SchemaObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The sub-schemas of an object schema's properties. */
export function propertiesOf(schema: unknown): Record<string, SchemaObject> {
  return isObject(schema) && isObject(schema.properties) ? (schema.properties as Record<string, SchemaObject>) : {};
}

/** The `x-unit` of a schema, if it has one; `date` for a calendar date (format date, or a YYYY-MM month). */
export function unitOf(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema['x-unit'] === 'string') return schema['x-unit'];
  return schema.format === 'date' || schema.pattern === YEAR_MONTH_PATTERN ? 'date' : undefined;
}

/**
 * Members an object schema marks `deprecated`: older names kept for the clients that read them, with the value of
 * a member shown under its current name (`monthlyPrincipalAndInterest`, a row's `month`). A page or a CSV shows
 * each value once, under the current name.
 */
export function deprecatedMembers(schema: unknown): ReadonlySet<string> {
  return new Set(
    Object.entries(propertiesOf(schema))
      .filter(([, p]) => p.deprecated === true)
      .map(([k]) => k),
  );
}

function isScalar(v: unknown): boolean {
  return v === null || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';
}

/** A figure for one result field (label overrides come from the tool's view). */
export function figure(
  result: Readonly<Record<string, unknown>>,
  output: SchemaObject,
  name: string,
  labels: Readonly<Record<string, string>> = {},
  units: Readonly<Record<string, string>> = {},
): Figure {
  const schema = propertiesOf(output)[name];
  const decimals = isObject(schema) ? schema['x-decimals'] : undefined;
  return {
    name,
    label: labels[name] ?? humanize(name),
    unit: units[name] ?? unitOf(schema),
    value: result[name],
    enumerated: isObject(schema) && Array.isArray(schema.enum),
    ...(typeof decimals === 'number' ? { decimals } : {}),
  };
}

/** Every scalar field of a result not in `skip` nor deprecated (an older name of another field), in result order. */
export function scalarFigures(
  result: Readonly<Record<string, unknown>>,
  output: SchemaObject,
  skip: ReadonlySet<string>,
  labels: Readonly<Record<string, string>> = {},
  units: Readonly<Record<string, string>> = {},
): Figure[] {
  const deprecated = deprecatedMembers(output);
  return Object.keys(result)
    .filter((k) => !skip.has(k) && !deprecated.has(k) && isScalar(result[k]))
    .map((k) => figure(result, output, k, labels, units));
}

/** The scalar members of an object member of a result (`versusMonthly`), as figures; empty when it is absent. */
export function groupFigures(
  result: Readonly<Record<string, unknown>>,
  output: SchemaObject,
  name: string,
  labels: Readonly<Record<string, string>> = {},
  units: Readonly<Record<string, string>> = {},
): Figure[] {
  const group = result[name];
  if (!isObject(group)) return [];
  const schema = propertiesOf(output)[name] ?? {};
  return Object.keys(group)
    .filter((k) => isScalar(group[k]))
    .map((k) => figure(group, schema, k, labels, units));
}

/** A row's `source`: the publication its figures come from (a title and its address), shown as a link. */
export function isSourceLink(v: unknown): v is { title: string; url: string } {
  return isObject(v) && typeof v.title === 'string' && typeof v.url === 'string';
}

/**
 * A table of rows (objects) with one column per scalar field of the row schema, and a last `source` column (unit
 * `source`) where a row names the publication of its figures (a local tax's, a payroll contribution's).
 */
export function tableOf(name: string, rows: unknown, itemSchema: unknown, label = humanize(name)): Table | undefined {
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isObject)) return undefined;
  const props = propertiesOf(itemSchema);
  const deprecated = deprecatedMembers(itemSchema);
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.keys(first)
    .filter((k) => isScalar(first[k]) && !deprecated.has(k))
    .map((k) => ({ key: k, label: humanize(k), unit: unitOf(props[k]) }));
  if (rows.some((r) => isSourceLink((r as Record<string, unknown>).source)))
    columns.push({ key: 'source', label: 'Source', unit: 'source' });
  return { name, label, columns, rows: rows as Array<Record<string, unknown>> };
}

/** A result member that is a list of sentences (a recommendation's reasons), with its label. */
export interface WordList {
  name: string;
  label: string;
  items: string[];
}

/** The lists of sentences in a result, in its order, labelled by `labels` or in words. */
export function resultWordLists(
  result: Readonly<Record<string, unknown>>,
  skip: ReadonlySet<string>,
  labels: Readonly<Record<string, string>>,
): WordList[] {
  return Object.entries(result).flatMap(([k, v]) =>
    !skip.has(k) && Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string')
      ? [{ name: k, label: labels[k] ?? humanize(k), items: v as string[] }]
      : [],
  );
}

/** Lists of rows in a result (payoff order, brackets, rungs, assets), schedules excluded. */
export function resultTables(
  result: Readonly<Record<string, unknown>>,
  output: SchemaObject,
  skip: ReadonlySet<string>,
): Table[] {
  const props = propertiesOf(output);
  const tables: Table[] = [];
  for (const [k, v] of Object.entries(result)) {
    if (skip.has(k) || (SCHEDULE_FIELDS as readonly string[]).includes(k)) continue;
    const t = tableOf(k, v, isObject(props[k]) ? props[k].items : undefined);
    if (t) tables.push(t);
  }
  return tables;
}

/**
 * An object whose members are objects with the same scalar fields (e.g. `comparison` with
 * `avalanche` and `snowball`): one column per member, one row per field. A list in it of objects that are
 * comparisons themselves (a paycheck's `earners`, each with its regular and last paycheck) gives one more comparison
 * per item, named by the item's first words (its earner); an item's other objects (the W-4 used) become its notes.
 */
export interface Comparison {
  name: string;
  label: string;
  members: string[];
  rows: Array<{ label: string; unit: string | undefined; values: unknown[] }>;
  /** Scalar members of the object (e.g. `interestSavedByAvalanche`). */
  notes: Figure[];
}

/** The keys of an object, as one string. */
function shapeOf(v: unknown): string {
  return isObject(v) ? Object.keys(v).join(',') : '';
}

function comparisonOf(
  name: string,
  label: string,
  v: Record<string, unknown>,
  schema: unknown,
  named?: string,
  labels: Readonly<Record<string, string>> = {},
): Comparison[] {
  const objects = Object.keys(v).filter(
    (m) => isObject(v[m]) || (v[m] === null && !isScalarSchema(propertiesOf(schema)[m])),
  );
  // The members: the objects sharing a field with the commonest shape (a null member counts with any); an object
  // sharing none is of another kind (the W-4 beside an earner's paychecks).
  const shapes = objects.filter((m) => isObject(v[m])).map((m) => shapeOf(v[m]));
  const common = new Set(
    (shapes.find((sh) => shapes.filter((x) => x === sh).length > 1) ?? shapes[0] ?? '').split(','),
  );
  const members = objects.filter(
    (m) =>
      v[m] === null ||
      shapeOf(v[m])
        .split(',')
        .some((k) => common.has(k)),
  );
  if (members.length < 2) return [];
  const memberSchema = propertiesOf(schema)[members[0]!];
  const shape = members.map((m) => v[m]).find(isObject) as Record<string, unknown> | undefined;
  if (!shape) return [];
  // The word a list item is named by (its earner) is the heading's, not a row.
  const values = (f: string) => members.map((m) => (isObject(v[m]) ? (v[m] as Record<string, unknown>)[f] : null));
  const fields = Object.keys(shape).filter(
    (f) => isScalar(shape[f]) && !(named !== undefined && values(f).every((x) => x === named)),
  );
  const others = objects.filter((m) => !members.includes(m) && isObject(v[m]));
  const out: Comparison[] = [
    {
      name,
      label,
      members,
      rows: fields.map((f) => ({
        label: labels[f] ?? humanize(f),
        unit: unitOf(propertiesOf(memberSchema)[f]),
        values: values(f),
      })),
      notes: [
        ...Object.keys(v)
          .filter((m) => !members.includes(m) && isScalar(v[m]) && !(named && v[m] === named))
          .map((m) => figure(v, (schema ?? {}) as SchemaObject, m)),
        ...others.flatMap((m) => {
          const o = v[m] as Record<string, unknown>;
          return Object.keys(o)
            .filter((f) => isScalar(o[f]))
            .map((f) => ({ ...figure(o, propertiesOf(schema)[m] ?? {}, f), label: `${humanize(m)} ${humanize(f)}` }));
        }),
      ],
    },
  ];
  for (const [m, list] of Object.entries(v)) {
    if (!Array.isArray(list)) continue;
    const itemSchema = (propertiesOf(schema)[m] as SchemaObject | undefined)?.items;
    list.forEach((item, i) => {
      if (!isObject(item)) return;
      const words = Object.values(item).find((x) => typeof x === 'string');
      const which = typeof words === 'string' ? humanize(words) : String(i + 1);
      out.push(...comparisonOf(`${name}-${m}-${i}`, `${label}: ${which}`, item, itemSchema, words as string, labels));
    });
  }
  return out;
}

/** The result's objects of like objects as tables; a row's label is the view's label of its field, if it has one. */
export function resultComparisons(
  result: Readonly<Record<string, unknown>>,
  output: SchemaObject,
  skip: ReadonlySet<string>,
  labels: Readonly<Record<string, string>> = {},
): Comparison[] {
  return Object.entries(result).flatMap(([k, v]) =>
    skip.has(k) || !isObject(v) ? [] : comparisonOf(k, humanize(k), v, propertiesOf(output)[k], undefined, labels),
  );
}

function isScalarSchema(s: unknown): boolean {
  if (!isObject(s)) return false;
  const t = Array.isArray(s.type) ? s.type : [s.type];
  return !t.includes('object');
}

/** The first column of a schedule's rows: the month, or a loan's payment number. */
export const PERIOD_COLUMNS: readonly string[] = ['month', 'paymentNumber'];

/**
 * The schedule rows to show: one row per period (a month, or a loan's payment) when present, else yearly. `rows`
 * names the rows of the first: "Monthly schedule" with a "Month" column unless the result says otherwise.
 */
export function scheduleTable(
  result: Readonly<Record<string, unknown>>,
  output: SchemaObject,
  rows: { title: string; rowHead: string } = { title: 'Monthly schedule', rowHead: 'Month' },
): Table | undefined {
  const props = propertiesOf(output);
  for (const k of SCHEDULE_FIELDS) {
    const s = props[k];
    const t = tableOf(
      k,
      result[k],
      isObject(s) ? s.items : undefined,
      k === 'schedule' ? rows.title : 'Yearly schedule',
    );
    if (t && k === 'schedule' && PERIOD_COLUMNS.includes(t.columns[0]?.key ?? ''))
      t.columns[0] = { ...t.columns[0]!, label: rows.rowHead };
    if (t) return t;
  }
  return undefined;
}

/**
 * The column a schedule is read for (what is left to pay, what the savings are worth), kept in view beside the
 * period on a phone while the columns between them scroll: the first of these the table has.
 */
const SCHEDULE_KEY_COLUMNS = ['balance', 'value', 'nominalValue', 'netAdvantageOfBuying', 'loanBalance'] as const;

export function scheduleKeyColumn(table: Table): string | undefined {
  return SCHEDULE_KEY_COLUMNS.find((k) => table.columns.some((c, i) => i > 0 && c.key === k));
}
