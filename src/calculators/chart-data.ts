/**
 * The charts the calculators share, built from a result's figures (parts.ts, `charts`): a loan's amortization, a
 * series' contributions and growth, the parts of one whole, one bar per item. Each builder checks the figures it
 * draws and returns nothing when they are missing (a result asked without its yearly schedule), so a result
 * without them costs a chart, never the page. The pages draw them (src/pages/charts).
 */
import { formatUsd } from './money';
import { cumulative, type Chart, type HBarRow, type Tone, type XYChart } from './chart-model';

/** The rows of a result's schedule, as a list of objects (none when absent). */
export function rowsOf<R extends object>(v: readonly R[] | undefined): R[] {
  return Array.isArray(v) ? v.filter((r) => typeof r === 'object' && r !== null) : [];
}

/** A figure when it is a finite number. */
export function numOf(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** Values of `value` in every row, or undefined if there are none or any row lacks it. */
export function column<R>(rs: readonly R[], value: (row: R) => unknown): number[] | undefined {
  const out = rs.map((r) => numOf(value(r)));
  return out.length > 0 && out.every((v) => v !== undefined) ? (out as number[]) : undefined;
}

export function last(values: readonly number[]): number {
  return values[values.length - 1] ?? 0;
}

/** A chart over the years of the result's rows. */
export function byYear(
  rs: readonly { year?: number }[],
  title: string,
  summary: string,
  series: Pick<XYChart, 'bars' | 'lines'>,
): XYChart {
  return { kind: 'xy', title, summary, xName: 'Year', x: rs.map((r) => numOf(r.year) ?? 0), ...series };
}

/** The columns of a loan's yearly row that its amortization chart draws. */
export interface AmortizationRow {
  year: number;
  principalPaid: number;
  interestPaid: number;
  balance: number;
}

/** Loans: balance falling while principal and interest paid to date rise. */
export function amortization(yearly: readonly AmortizationRow[] | undefined): Chart | undefined {
  const rs = rowsOf(yearly);
  const [principal, interest, balance] = [
    column(rs, (r) => r.principalPaid),
    column(rs, (r) => r.interestPaid),
    column(rs, (r) => r.balance),
  ];
  if (!principal || !interest || !balance) return undefined;
  const p = cumulative(principal);
  const i = cumulative(interest);
  return byYear(
    rs,
    'Balance, principal and interest over the loan',
    `Over ${rs.length} years you repay ${formatUsd(last(p))} of principal and ${formatUsd(last(i))} of interest; the balance falls to ${formatUsd(last(balance))}.`,
    {
      bars: [],
      lines: [
        { name: 'Balance', values: balance, tone: 6 },
        { name: 'Principal paid', values: p, tone: 1 },
        { name: 'Interest paid', values: i, tone: 2 },
      ],
    },
  );
}

/** Savings and investments: what was put in, and what it earned, year by year. */
export function growth(
  yearly: readonly { year: number }[] | undefined,
  contributed: number[] | undefined,
  value: number[] | undefined,
  extra: XYChart['lines'] = [],
): Chart | undefined {
  const rs = rowsOf(yearly);
  if (!contributed || !value || contributed.length !== rs.length) return undefined;
  const gain = value.map((v, i) => Math.round((v - contributed[i]!) * 100) / 100);
  return byYear(
    rs,
    'Contributions and growth by year',
    `After ${rs.length} years: ${formatUsd(last(contributed))} contributed and ${formatUsd(last(gain))} of growth, ${formatUsd(last(value))} in total.`,
    {
      bars: [
        { name: 'Contributions', values: contributed, tone: 1 },
        { name: 'Growth', values: gain, tone: 3 },
      ],
      lines: extra,
    },
  );
}

/** The running total of `values` from `start` (money to the cent). */
export function sumFrom(start: number, values: number[] | undefined): number[] | undefined {
  return values && cumulative(values).map((v) => Math.round((v + start) * 100) / 100);
}

/** Parts of one whole; nothing when fewer than two are present. */
export function breakdown(
  title: string,
  summary: string,
  parts: Array<[string, number | undefined, Tone]>,
): Chart | undefined {
  const present = parts.filter((p): p is [string, number, Tone] => numOf(p[1]) !== undefined);
  if (present.length < 2) return undefined;
  return { kind: 'breakdown', title, summary, parts: present.map(([name, value, tone]) => ({ name, value, tone })) };
}

/** One bar per item; nothing when there are none. */
export function hbar(title: string, summary: string, items: HBarRow[]): Chart | undefined {
  return items.length > 0 ? { kind: 'hbar', title, summary, rows: items } : undefined;
}
