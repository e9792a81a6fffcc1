/**
 * Money inputs are whole cents: an amount with a fraction of a cent (412345.678) is rounded to the
 * nearest cent before any calculator sees it, and `assumptions` names each one. One mechanism for
 * every calculator, driven by the input schema: every `x-unit: "USD"` number, including those inside
 * list items (debts, assets, liabilities).
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

/** What rounding the money inputs of one calculator does: the input with whole cents, and a note per rounded amount. */
export type SubCentRounder = (input: Record<string, unknown>) => { input: Record<string, unknown>; notes: string[] };

function properties(schema: SchemaObject | undefined): Array<[string, SchemaObject]> {
  return Object.entries((schema?.properties ?? {}) as Record<string, SchemaObject>);
}

function moneyFields(schema: SchemaObject | undefined): MoneyField[] {
  return properties(schema)
    .filter(([, p]) => p.type === 'number' && p['x-unit'] === 'USD')
    .map(([key, p]) => ({ key, title: typeof p.title === 'string' ? p.title : key }));
}

/** Rounds `value` to whole cents, pushing a note when that changes it; returns the value to use. */
function rounded(value: unknown, label: string, notes: string[]): unknown {
  if (typeof value !== 'number') return value;
  const cents = toCents(value);
  if (fromCents(cents) === value) return value;
  notes.push(`${label} ${value} rounded to the cent: ${fromCents(cents).toFixed(2)}`);
  return fromCents(cents);
}

/**
 * The rounder of an input schema (top-level money inputs, and money fields of list items).
 * The input is never mutated: a copy is made only when something is rounded.
 * @example subCentRounder(schema)({ principal: 1000.005 }).notes // ["Loan amount 1000.005 rounded to the cent: 1000.01"]
 */
export function subCentRounder(schema: SchemaObject): SubCentRounder {
  const money = moneyFields(schema);
  const lists: ListField[] = properties(schema)
    .filter(([, p]) => p.type === 'array' && typeof p.items === 'object')
    .map(([key, p]) => {
      const items = p.items as SchemaObject;
      return { key, itemTitle: typeof items.title === 'string' ? items.title.toLowerCase() : 'item', fields: moneyFields(items) };
    })
    .filter((l) => l.fields.length > 0);

  return (input) => {
    const notes: string[] = [];
    let out = input;
    const set = (key: string, value: unknown) => {
      if (value === out[key]) return;
      if (out === input) out = { ...input };
      out[key] = value;
    };
    for (const { key, title } of money) set(key, rounded(input[key], title, notes));
    for (const { key, itemTitle, fields } of lists) {
      const items = input[key];
      if (!Array.isArray(items)) continue;
      let changed = false;
      const copy = items.map((item: Record<string, unknown>, i) => {
        const name = typeof item.name === 'string' ? ` ('${item.name}')` : '';
        let itemOut = item;
        for (const f of fields) {
          const v = rounded(item[f.key], `${f.title} of ${itemTitle} ${i + 1}${name}`, notes);
          if (v === item[f.key]) continue;
          if (itemOut === item) itemOut = { ...item };
          itemOut[f.key] = v;
          changed = true;
        }
        return itemOut;
      });
      if (changed) set(key, copy);
    }
    return { input: out, notes };
  };
}
