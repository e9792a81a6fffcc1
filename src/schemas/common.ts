/**
 * Builders for the JSON Schema fragments of every calculator's input, so that bounds are the same
 * everywhere (money 0..1e12, rates 0..100, years >0..100) and every property
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

/**
 * The calendar every date input and every date of an answer stays within, first and last day: a payment schedule
 * from 1900 to 2199 covers any loan a person holds, and a year outside (0000, 9999, the 10029 a 9999 start reached)
 * is a typing mistake or a probe, refused with these bounds named.
 */
export const DATE_RANGE = { first: '1900-01-01', last: '2199-12-31' } as const;

/**
 * The years of DATE_RANGE as a pattern on a date's start (JSON Schema has no bounds for a date: `format: "date"`
 * checks that it exists, this its year), so that a published schema refuses what the server refuses.
 */
export const DATE_YEAR_PATTERN = '^(19|20|21)[0-9]{2}-';

/** What DATE_YEAR_PATTERN asks for, in words (every surface shows these). */
export const DATE_YEAR_HINT = `a date from ${DATE_RANGE.first} to ${DATE_RANGE.last}`;

/** A month YYYY-MM within DATE_RANGE (the debt payoff's dates). */
export const YEAR_MONTH_PATTERN = '^(19|20|21)[0-9]{2}-(0[1-9]|1[0-2])$';

/** A calendar date input (YYYY-MM-DD) within DATE_RANGE. */
export function dateInput(title: string, description: string) {
  return {
    type: 'string',
    format: 'date',
    pattern: DATE_YEAR_PATTERN,
    'x-pattern-hint': DATE_YEAR_HINT,
    title,
    description,
  } as const;
}

interface NumberOptions {
  min?: number;
  max?: number;
  step?: number;
}

/** Inputs of one unit: `min`..`max` unless narrowed, with a form step unless there is none. */
function numberInput<const U extends string>(unit: U, min: number, max: number, step?: number) {
  return (title: string, description: string, o: NumberOptions = {}) => {
    const formStep = o.step ?? step;
    return {
      type: 'number',
      minimum: o.min ?? min,
      maximum: o.max ?? max,
      title,
      description,
      'x-unit': unit,
      ...(formStep === undefined ? {} : { 'x-step': formStep }),
    } as const;
  };
}

/** A money input in USD, 0..1e12 unless narrowed. */
export const money = numberInput('USD', 0, MAX_MONEY, 0.01);

/**
 * A percentage input (6.5 means 6.5 %), 0..100 unless narrowed. No form step: rates are quoted in eighths and
 * sixteenths of a point (6.875, 6.0625), which a step of 0.01, or even 0.001, would make a browser refuse.
 */
export const percent = numberInput('percent', 0, 100);

/**
 * A duration in years, one month..100 years unless narrowed. No form step: any fraction is
 * accepted (it is rounded to whole months), and a step of 1 from a minimum of 1/12 would make
 * a browser refuse 20 and hide 2.5.
 */
export const years = numberInput('years', ONE_MONTH_IN_YEARS, MAX_YEARS);

/** The nominal annual rate of a loan or a deposit, in percent: one title wherever it is asked for. */
export function annualInterestRate(description: string) {
  return percent('Annual interest rate', description);
}

/** The horizon of a savings plan or an investment. */
export function horizonYears(description: string) {
  return years('Years', description);
}

/** The amount a savings plan or an investment adds every month. */
export function monthlyContribution(description: string) {
  return money('Monthly contribution', description);
}

/** A bounded integer input. */
export function integer(title: string, description: string, min: number, max: number, unit = 'count') {
  return { type: 'integer', minimum: min, maximum: max, title, description, 'x-unit': unit, 'x-step': 1 } as const;
}

/**
 * A select: one of a closed list of strings, accepted in any letter case and echoed as listed (`toEnumCase`,
 * schemas/ajv.ts). The published schema adds the other spellings as a pattern (published-schema.ts).
 */
export function select<const T extends readonly string[]>(title: string, description: string, options: T) {
  return { type: 'string', enum: options, title, description, 'x-transform': ['toEnumCase'] } as const;
}

/** A short free-text input (names of debts and assets). */
export function text(title: string, description: string, maxLength = MAX_NAME_LENGTH) {
  return { type: 'string', minLength: 1, maxLength, title, description } as const;
}

/** A calculator's input, or an item of an input list: a closed object whose `required` names its own properties. */
export function inputObject<const P extends Record<string, unknown>, const R extends readonly (keyof P & string)[]>(
  title: string,
  required: R,
  properties: P,
) {
  return { type: 'object', title, additionalProperties: false, required, properties } as const;
}

/** Adds a default, applied by validation and echoed in `meta.inputs`. */
export function withDefault<S extends object, const D>(schema: S, value: D): S & { readonly default: D } {
  return { ...schema, default: value };
}

/**
 * `given` with every default of `schema` filled in, in the schema's property order: an example input
 * that spells out the assumptions it computes with, written once (in the schema's defaults).
 */
export function withDefaults<T>(schema: { readonly properties?: unknown }, given: Partial<T>): T {
  const entries = Object.entries(schema.properties as Readonly<Record<string, unknown>>).map(([key, p]) => [
    key,
    key in given ? given[key as keyof T] : (p as { default?: unknown }).default,
  ]);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as T;
}

/**
 * Marks an input with a default as derived from `source` when `source` is sent and it is not: validation then leaves
 * it out instead of applying the default (validate.ts), and the calculator reports what it derived
 * (`meta.derivedInputs`), so `meta.inputs` holds only what was sent and the defaults used.
 */
export function derivedFrom<S extends object, const N extends string>(
  schema: S,
  source: N,
): S & { readonly 'x-derived-from': N } {
  return { ...schema, 'x-derived-from': source };
}

/** Adds accepted alias names (mapped onto the canonical name before validation). */
export function withAliases<S extends object, const A extends readonly string[]>(
  schema: S,
  aliases: A,
): S & { readonly 'x-aliases': A } {
  return { ...schema, 'x-aliases': aliases };
}

export const SCHEDULE_OPTIONS = ['none', 'yearly', 'monthly'] as const;

/** The `schedule` option of calculators that produce a time series. */
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

/** An investment's expected annual return, a loss allowed. */
export function expectedAnnualReturn(description: string) {
  return returnPercent('Expected annual return', description);
}
