/**
 * Tool descriptions written for a model: what the calculator does (its own description), the
 * units its inputs use, what it needs, and what comes back. Everything after the first sentence
 * is derived from the input and output schemas, so a new calculator gets a complete description
 * without writing one.
 */
import type { SchemaObject } from '../schemas/schema-object';

/** How each `x-unit` of an input is explained to a model. */
const UNIT_NOTES: Readonly<Record<string, string>> = {
  percent: 'percentages are plain percent numbers (6.5 means 6.5 %, not 0.065)',
  USD: 'money is in US dollars',
  years: 'durations are in years (fractions allowed)',
  months: 'terms in months are whole months',
  currency: 'amounts are in units of the currency named',
};

function properties(schema: SchemaObject): Record<string, SchemaObject> {
  return (schema.properties ?? {}) as Record<string, SchemaObject>;
}

/** The `x-unit`s used anywhere in an input schema, in first-seen order. */
export function inputUnits(schema: SchemaObject): string[] {
  const seen = new Set<string>();
  const walk = (s: SchemaObject) => {
    if (typeof s['x-unit'] === 'string') seen.add(s['x-unit']);
    for (const sub of Object.values(properties(s))) walk(sub);
    if (typeof s.items === 'object' && s.items !== null) walk(s.items as SchemaObject);
  };
  walk(schema);
  return [...seen];
}

function sentenceList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * @example describeForModel(emi.description, emi.inputSchema, emi.outputSchema)
 * // "The instalment (EMI) of a fixed-rate loan per payment … Units: percentages are plain percent numbers … Required: principal, …"
 */
export function describeForModel(description: string, input: SchemaObject, output: SchemaObject): string {
  const parts = [description.trim()];
  const notes = inputUnits(input)
    .map((u) => UNIT_NOTES[u])
    .filter((n): n is string => n !== undefined);
  if (notes.length > 0) parts.push(`Units: ${sentenceList(notes)}.`);
  const required = (input.required ?? []) as string[];
  const optional = Object.keys(properties(input)).filter((p) => !required.includes(p));
  parts.push(
    `Required: ${required.join(', ') || 'nothing'}.${optional.length ? ` Optional (defaults in the input schema): ${optional.join(', ')}.` : ''}`,
  );
  const outRequired = new Set((output.required ?? []) as string[]);
  const always = Object.keys(properties(output)).filter((p) => outRequired.has(p));
  const sometimes = Object.keys(properties(output)).filter((p) => !outRequired.has(p));
  parts.push(
    `Returns JSON {result, meta}: result has ${always.join(', ')}${sometimes.length ? ` (and ${sometimes.join(', ')} when requested or applicable)` : ''}; ` +
      'meta has the inputs used with defaults applied, assumptions, warnings, notes, web_url, share_url and the attribution to cite.',
  );
  const schedule = properties(input).schedule;
  if (schedule) {
    // A loan's rows are payments at its frequency ("payments" is the clearer name of "monthly" there).
    const perPayment = Array.isArray(schedule.enum) && schedule.enum.includes('payments');
    parts.push(
      perPayment
        ? 'Rows default to yearly here: pass schedule "payments" (or "monthly") for one row per payment at the chosen frequency or "none" for totals only.'
        : 'Rows default to yearly here: pass schedule "monthly" for monthly rows or "none" for totals only.',
    );
  }
  return parts.join(' ');
}
