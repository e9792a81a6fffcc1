/**
 * A schedule as CSV (RFC 4180): one header row, numbers unformatted so a spreadsheet can add them
 * up, per-debt columns named after the debts. Text cells that a spreadsheet would read as a
 * formula (=, +, -, @, tab, CR) are prefixed with an apostrophe (OWASP "CSV injection").
 */
import { humanize } from './labels';

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  let s = typeof v === 'string' ? v : JSON.stringify(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Names of the items of the first list input whose items have a `name` (the debts), if any. */
export function itemNames(inputs: Readonly<Record<string, unknown>>): string[] {
  for (const v of Object.values(inputs)) {
    if (
      Array.isArray(v) &&
      v.length > 0 &&
      v.every((x) => typeof x === 'object' && x !== null && typeof (x as { name?: unknown }).name === 'string')
    ) {
      return v.map((x) => (x as { name: string }).name);
    }
  }
  return [];
}

/**
 * CSV of rows of objects; arrays inside a row become one column per element. A column's head is its key in words,
 * or `headers[key]` (a loan's "Payment number" where its rows are payments, not months); the keys in `omit` (older
 * names of a member that has its own column) have none. Dates stay YYYY-MM-DD.
 */
export function scheduleCsv(
  rows: ReadonlyArray<Record<string, unknown>>,
  names: readonly string[] = [],
  headers: Readonly<Record<string, string>> = {},
  omit: ReadonlySet<string> = new Set(),
): string {
  const first = rows[0];
  if (!first) return '';
  const columns: Array<{ header: string; get: (r: Record<string, unknown>) => unknown }> = [];
  for (const [key, v] of Object.entries(first)) {
    if (omit.has(key)) continue;
    if (Array.isArray(v)) {
      v.forEach((_, i) =>
        columns.push({
          header: `${humanize(key)}: ${names[i] ?? i + 1}`,
          get: (r) => (r[key] as unknown[] | undefined)?.[i],
        }),
      );
    } else {
      columns.push({ header: headers[key] ?? humanize(key), get: (r) => r[key] });
    }
  }
  const lines = [
    columns.map((c) => cell(c.header)).join(','),
    ...rows.map((r) => columns.map((c) => cell(c.get(r))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
