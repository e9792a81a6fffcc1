/**
 * Money inputs enter the engine once, as integer cents: every `x-unit: "USD"` number of the input
 * schema, including those inside list items (debts, assets, liabilities) and inside an object input (a Form W-4),
 * is converted by `toCents`
 * before any calculator sees it. An amount with a fraction of a cent (412345.678) is rounded to the
 * nearest cent on the way, and `assumptions` names each one. One mechanism for every calculator,
 * driven by the input schema.
 */
import type { SchemaObject } from '../schemas/schema-object';
import { fromCents, toCents } from './money';

interface MoneyField {
  key: string;
  title: string;
}

interface ListField {
  key: string;
  itemTitle: string;
  fields: MoneyField[];
}

/** What converting the money inputs of one calculator does: the input with money in cents, and a note per rounded amount. */
export type MoneyToCents = (input: Record<string, unknown>) => { input: Record<string, unknown>; notes: string[] };

function properties(schema: SchemaObject | undefined): Array<[string, SchemaObject]> {
  return Object.entries((schema?.properties ?? {}) as Record<string, SchemaObject>);
}

function moneyFields(schema: SchemaObject | undefined): MoneyField[] {
  return properties(schema)
    .filter(([, p]) => p.type === 'number' && p['x-unit'] === 'USD')
    .map(([key, p]) => ({ key, title: typeof p.title === 'string' ? p.title : key }));
}

/** Converts the money fields of `from` into cents on `to`, pushing a note for each amount that had a fraction of a cent. */
function convert(
  from: Record<string, unknown>,
  to: Record<string, unknown>,
  fields: MoneyField[],
  label: (title: string) => string,
  notes: string[],
) {
  for (const { key, title } of fields) {
    const value = from[key];
    if (typeof value !== 'number') continue;
    const cents = toCents(value);
    if (fromCents(cents) !== value)
      notes.push(`${label(title)} ${value} rounded to the cent: ${fromCents(cents).toFixed(2)}`);
    to[key] = cents;
  }
}

/**
 * The converter of an input schema (top-level money inputs, and money fields of list items).
 * The caller's input is never mutated: the result is a copy.
 * @example moneyToCents(emiInputSchema)({ principal: 1000.005 }) // { input: { principal: 100001 }, notes: ["Loan amount 1000.005 rounded to the cent: 1000.01"] }
 */
export function moneyToCents(schema: SchemaObject): MoneyToCents {
  const money = moneyFields(schema);
  const lists: ListField[] = properties(schema)
    .filter(([, p]) => p.type === 'array' && typeof p.items === 'object')
    .map(([key, p]) => {
      const items = p.items as SchemaObject;
      return {
        key,
        itemTitle: typeof items.title === 'string' ? items.title.toLowerCase() : 'item',
        fields: moneyFields(items),
      };
    })
    .filter((l) => l.fields.length > 0);
  const objects: ListField[] = properties(schema)
    .filter(([, p]) => p.type === 'object')
    .map(([key, p]) => ({ key, itemTitle: typeof p.title === 'string' ? p.title : key, fields: moneyFields(p) }))
    .filter((o) => o.fields.length > 0);

  return (input) => {
    const notes: string[] = [];
    const out = { ...input };
    convert(input, out, money, (title) => title, notes);
    for (const { key, itemTitle, fields } of lists) {
      const items = input[key];
      if (!Array.isArray(items)) continue;
      out[key] = items.map((item: Record<string, unknown>, i) => {
        const name = typeof item.name === 'string' ? ` ('${item.name}')` : '';
        const copy = { ...item };
        convert(item, copy, fields, (title) => `${title} of ${itemTitle} ${i + 1}${name}`, notes);
        return copy;
      });
    }
    for (const { key, itemTitle, fields } of objects) {
      const value = input[key];
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      const copy = { ...(value as Record<string, unknown>) };
      convert(value as Record<string, unknown>, copy, fields, (title) => `${title} of ${itemTitle}`, notes);
      out[key] = copy;
    }
    return { input: out, notes };
  };
}
