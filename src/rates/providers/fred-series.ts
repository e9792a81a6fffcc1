/**
 * What the refresh asks FRED for, benchmark by benchmark: only the last few observations (a
 * `limit` for the JSON API, a start date for fredgraph.csv) and how the value is derived. The bands a
 * plausible value falls in are in `plausibility-bands.ts`.
 */
import { BENCHMARKS, type BenchmarkId } from '../benchmarks';

export interface FredSeries {
  id: BenchmarkId;
  seriesId: string;
  /** `newest`: the newest non-missing value; `twelve_month_change`: CPI inflation from the index. */
  rule: 'newest' | 'twelve_month_change';
  /** Observations to ask the JSON API for (`sort_order=desc&limit=…`). */
  limit: number;
  /** Days of history to ask fredgraph.csv for (`cosd=…`). */
  lookbackDays: number;
}

function series(id: BenchmarkId, rule: FredSeries['rule'], limit: number, lookbackDays: number): FredSeries {
  const seriesId = BENCHMARKS[id].seriesId;
  if (seriesId === null) throw new Error(`${id} has no FRED series`);
  return { id, seriesId, rule, limit, lookbackDays };
}

/**
 * Daily series skip weekends and holidays ("." days), so 20 observations cover four weeks. The auto
 * loan rate is a monthly series with values only in the last month of each quarter: a year of months
 * holds four. CPI needs 12 months plus a few in case the newest year-earlier month is missing.
 */
export const FRED_SERIES: readonly FredSeries[] = [
  series('fed_funds_rate', 'newest', 20, 35),
  series('prime_rate', 'newest', 20, 35),
  series('treasury_10y', 'newest', 20, 35),
  series('mortgage_30y', 'newest', 8, 70),
  series('mortgage_15y', 'newest', 8, 70),
  series('savings_rate', 'newest', 12, 400),
  series('auto_loan_60m', 'newest', 12, 400),
  series('cpi_inflation', 'twelve_month_change', 27, 830),
];
