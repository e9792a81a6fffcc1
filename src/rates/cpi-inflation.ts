/**
 * CPI inflation as the service reports it: the 12-month change of CPIAUCNS (CPI-U, all items, not
 * seasonally adjusted), computed from the observation of exactly 12 months earlier, rounded to one
 * decimal as the BLS publishes it. A month whose year-earlier index is missing yields nothing; the
 * newest month that has both is used, so the last good figure stays (e.g. October 2025, never
 * published after the US government shutdown, leaves October 2026 without a 12-month change).
 */
import type { Observation } from './providers/fred-observations';

export interface TwelveMonthChange {
  /** Percent, one decimal. */
  value: number;
  /** The newer month's observation date (YYYY-MM-01). */
  asOf: string;
  /** Which month over which month. */
  basis: string;
}

/** The same day `months` months earlier (observation dates of monthly series are the 1st). */
export function monthsEarlier(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1 - months, d));
  return shifted.toISOString().slice(0, 10);
}

/** "12-month change of CPIAUCNS, 2026-05 over 2025-05". */
export function cpiBasis(asOf: string): string {
  return `12-month change of CPIAUCNS, ${asOf.slice(0, 7)} over ${monthsEarlier(asOf, 12).slice(0, 7)}`;
}

/** The newest computable 12-month change, or undefined when no month has its year-earlier index. */
export function twelveMonthChange(observations: readonly Observation[]): TwelveMonthChange | undefined {
  const index = new Map<string, number>();
  for (const o of observations) if (o.value !== null && o.value > 0) index.set(o.date, o.value);
  const months = [...index.keys()].sort().reverse();
  for (const month of months) {
    const earlier = index.get(monthsEarlier(month, 12));
    if (earlier === undefined) continue;
    const change = (index.get(month)! / earlier - 1) * 100;
    return { value: Math.round(change * 10) / 10, asOf: month, basis: cpiBasis(month) };
  }
  return undefined;
}
