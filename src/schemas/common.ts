/**
 * Builders for the JSON Schema fragments every calculator uses, so that bounds are the same
 * everywhere (DESIGN.md §2: money 0..1e12, rates 0..100, years >0..100) and every property
 * carries the `title` and `description` that become form labels, API docs and MCP help.
 *
 * Custom annotation keywords (registered with AJV as a vocabulary, allowed in OpenAPI 3.1 as
 * extensions): `x-unit` (USD, percent, years, months, count, currency), `x-step` (form step),
 * `x-aliases` (other names accepted for the property and mapped onto it).
 */

/**
 * Integer cents: how every money input (`x-unit: "USD"`) reaches a calculator. Callers write dollars;
 * `defineCalculator` converts each amount once (calculators/sub-cent-inputs.ts), so the engine never
 * holds a dollar input and results leave in dollars at the edge.
 */
export type Cents = number & { readonly unit: 'cents' };

/** `FromSchema` options for an input as compute sees it: `FromSchema<typeof schema, MoneyInCents>`. */
export interface MoneyInCents {
  deserialize: [{ pattern: { 'x-unit': 'USD' }; output: Cents }];
}

/** The largest money amount any input accepts. */
export const MAX_MONEY = 1e12;
/** The longest horizon any input accepts, in years. */
export const MAX_YEARS = 100;
/** One month, the shortest loan or savings horizon (a shorter term would have zero payments). */
export const ONE_MONTH_IN_YEARS = 1 / 12;
/** Longest text input (names of debts, assets). */
export const MAX_NAME_LENGTH = 100;
/** Most items in any input list. */
export const MAX_LIST_ITEMS = 50;

interface NumberOptions {
  min?: number;
  max?: number;
  step?: number;
}

/** A money input in USD, 0..1e12 unless narrowed. */
export function money(title: string, description: string, o: NumberOptions = {}) {
  return {
    type: 'number',
    minimum: o.min ?? 0,
    maximum: o.max ?? MAX_MONEY,
    title,
    description,
    'x-unit': 'USD',
    'x-step': o.step ?? 0.01,
  } as const;
}

/** A percentage input (6.5 means 6.5 %), 0..100 unless narrowed. */
export function percent(title: string, description: string, o: NumberOptions = {}) {
  return {
    type: 'number',
    minimum: o.min ?? 0,
    maximum: o.max ?? 100,
    title,
    description,
    'x-unit': 'percent',
    'x-step': o.step ?? 0.01,
  } as const;
}

/**
 * A duration in years, one month..100 years unless narrowed. No form step: any fraction is
 * accepted (it is rounded to whole months), and a step of 1 from a minimum of 1/12 would make
 * a browser refuse 20 and hide 2.5.
 */
export function years(title: string, description: string, o: NumberOptions = {}) {
  return {
    type: 'number',
    minimum: o.min ?? ONE_MONTH_IN_YEARS,
    maximum: o.max ?? MAX_YEARS,
    title,
    description,
    'x-unit': 'years',
    ...(o.step === undefined ? {} : { 'x-step': o.step }),
  } as const;
}

/** A bounded integer input. */
export function integer(title: string, description: string, min: number, max: number, unit = 'count') {
  return { type: 'integer', minimum: min, maximum: max, title, description, 'x-unit': unit, 'x-step': 1 } as const;
}

/** A select: one of a closed list of strings. */
export function select<const T extends readonly string[]>(title: string, description: string, options: T) {
  return { type: 'string', enum: options, title, description } as const;
}

/** A short free-text input (names of debts and assets). */
export function text(title: string, description: string, maxLength = MAX_NAME_LENGTH) {
  return { type: 'string', minLength: 1, maxLength, title, description } as const;
}

/** Adds a default, applied by validation and echoed in `meta.inputs`. */
export function withDefault<S extends object, const D>(schema: S, value: D): S & { readonly default: D } {
  return { ...schema, default: value };
}

/**
 * `given` with every default of `schema` filled in, in the schema's property order: an example input
 * that spells out the assumptions it computes with, written once (in the schema's defaults).
 */
export function withDefaults<T>(schema: { readonly properties: Readonly<Record<string, unknown>> }, given: Partial<T>): T {
  const entries = Object.entries(schema.properties).map(([key, p]) => [key, key in given ? given[key as keyof T] : (p as { default?: unknown }).default]);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as T;
}

/** Adds accepted alias names (mapped onto the canonical name before validation). */
export function withAliases<S extends object, const A extends readonly string[]>(schema: S, aliases: A): S & { readonly 'x-aliases': A } {
  return { ...schema, 'x-aliases': aliases };
}

export const SCHEDULE_OPTIONS = ['none', 'yearly', 'monthly'] as const;

/** The `schedule` option of calculators that produce a time series (calculators.md). */
export function scheduleInput<const D extends (typeof SCHEDULE_OPTIONS)[number]>(defaultValue: D) {
  return withDefault(
    select(
      'Schedule',
      'Rows to return: "monthly" (monthly and yearly rows), "yearly" (yearly rows only) or "none". MCP calls default to "yearly".',
      SCHEDULE_OPTIONS,
    ),
    defaultValue,
  );
}

/* ---------- output fragments ---------- */

export function outMoney(description: string) {
  return { type: 'number', description, 'x-unit': 'USD' } as const;
}
export function outPercent(description: string) {
  return { type: 'number', description, 'x-unit': 'percent' } as const;
}
export function outInteger(description: string, unit = 'count') {
  return { type: 'integer', minimum: 0, description, 'x-unit': unit } as const;
}
export function outNullable<S extends { readonly type: string }>(schema: S) {
  return { ...schema, type: [schema.type, 'null'] } as unknown as Omit<S, 'type'> & { readonly type: readonly [S['type'], 'null'] };
}
export function outArray<const I>(description: string, items: I, maxItems = 1200) {
  return { type: 'array', description, maxItems, items } as const;
}
/**
 * A closed output object. Every property is required except those named in `optional`
 * (fields that appear only on request, such as schedules, or only in some cases).
 */
export function outObject<const P extends Record<string, unknown>, const K extends keyof P & string = never>(
  description: string,
  properties: P,
  optional: readonly K[] = [],
) {
  const required = Object.keys(properties).filter((k) => !(optional as readonly string[]).includes(k));
  return {
    type: 'object',
    description,
    additionalProperties: false,
    required: required as unknown as readonly Exclude<keyof P & string, K>[],
    properties,
  } as const;
}

/**
 * The lowest expected return accepted, percent: a loss of 99.99 % a year. A return is an assumption, and
 * a loss is a valid one; −100 % (everything lost) and below have no compound growth factor (1 + r ≤ 0).
 * Inclusive, and a multiple of the 0.01 step, so an HTML form can use it as `min`.
 */
export const MIN_RETURN_PCT = -99.99;

/** An expected return in percent (7 = 7 %/yr; negative for a loss), MIN_RETURN_PCT..100 unless narrowed. */
export function returnPercent(title: string, description: string, o: NumberOptions = {}) {
  return percent(title, description, { min: MIN_RETURN_PCT, ...o });
}
