/**
 * What a plausible upstream value looks like, from history (the figures and how they were derived:
 * docs/decisions.md, "Plausibility of upstream data"). Two bands per series:
 * - `range`: where the value has stayed throughout its published history, widened by a margin; outside
 *   it a value is a unit change, a slipped decimal point or garbage, whatever came before;
 * - `move`: how far it may be from a trusted earlier value, after 1, 7, 31, 92 and 366 days: 1.5 times
 *   the worst move of its history within that many days. FX moves are factors (1.08: 8 % either way),
 *   benchmark moves percentage points.
 */
import type { BenchmarkId } from './benchmarks';

export const HORIZON_DAYS = [1, 7, 31, 92, 366] as const;
/** One limit per entry of `HORIZON_DAYS`, never shrinking. */
export type AtHorizons = readonly [number, number, number, number, number];

export interface Band {
  range: readonly [min: number, max: number];
  move: AtHorizons;
}

/**
 * Per 1 EUR, from the ECB's eurofxref-hist.csv, 1999-01-04..2026-04-13 (data/derive-fx-bands.py prints
 * this table): `range` is [lowest / W, highest × W] with W the currency's worst move within a year (at
 * least ×1.05); `move` its worst moves raised to the power 1.5 (at least ×1.02). Comments: the
 * historic low..high and the first quote used.
 */
export const FX_BANDS: Readonly<Record<string, Band>> = {
  USD: { range: [0.624, 2.12], move: [1.08, 1.17, 1.28, 1.43, 1.53] }, // 0.8252..1.599 since 1999-01-04
  JPY: { range: [59.7, 279], move: [1.1, 1.28, 1.54, 1.78, 1.83] }, // 89.3..186.75 since 1999-01-04
  CZK: { range: [17.8, 49.6], move: [1.07, 1.13, 1.18, 1.28, 1.46] }, // 22.968..38.583 since 1999-01-04
  DKK: { range: [7.06, 7.85], move: [1.02, 1.02, 1.02, 1.02, 1.02] }, // 7.4234..7.4732 since 1999-01-04
  GBP: { range: [0.427, 1.31], move: [1.09, 1.14, 1.29, 1.43, 1.55] }, // 0.5711..0.97855 since 1999-01-04
  HUF: { range: [164, 598], move: [1.08, 1.17, 1.29, 1.37, 1.64] }, // 228.16..430.65 since 1999-01-04
  PLN: { range: [2.1, 7.54], move: [1.07, 1.21, 1.29, 1.54, 1.88] }, // 3.2053..4.9525 since 1999-01-04
  RON: { range: [2.49, 6.4], move: [1.06, 1.1, 1.17, 1.34, 1.4] }, // 3.113..5.1188 since 2005-07-01
  SEK: { range: [6.38, 15.2], move: [1.05, 1.09, 1.19, 1.27, 1.42] }, // 8.055..11.9872 since 1999-01-04
  CHF: { range: [0.677, 2.24], move: [1.27, 1.32, 1.36, 1.37, 1.54] }, // 0.9008..1.6803 since 1999-01-04
  ISK: { range: [98, 206], move: [1.05, 1.1, 1.19, 1.28, 1.38] }, // 121.3..165.8 since 2018-02-01
  NOK: { range: [5.61, 15.9], move: [1.08, 1.17, 1.37, 1.41, 1.46] }, // 7.2225..12.3165 since 1999-01-04
  TRY: { range: [0.651, 125], move: [1.59, 2.0, 2.12, 2.78, 3.69] }, // 1.555..52.3147 since 2005-01-03
  AUD: { range: [0.863, 2.8], move: [1.11, 1.24, 1.29, 1.43, 1.57] }, // 1.1639..2.0735 since 1999-01-04
  BRL: { range: [1.33, 11.4], move: [1.2, 1.39, 1.63, 1.66, 2.08] }, // 2.1749..6.9553 since 2008-01-02
  CAD: { range: [0.931, 2.37], move: [1.07, 1.15, 1.2, 1.29, 1.49] }, // 1.2139..1.8123 since 1999-01-04
  CNY: { range: [4.94, 14.9], move: [1.07, 1.16, 1.28, 1.42, 1.53] }, // 6.5552..11.1699 since 2005-04-01
  HKD: { range: [4.86, 16.5], move: [1.08, 1.17, 1.28, 1.44, 1.53] }, // 6.4361..12.4702 since 1999-01-04
  IDR: { range: [8020, 27300], move: [1.09, 1.19, 1.4, 1.44, 1.58] }, // 10867.6..20085 since 2005-04-01
  ILS: { range: [2.55, 6.65], move: [1.08, 1.15, 1.23, 1.25, 1.44] }, // 3.2537..5.2192 since 2011-01-03
  INR: { range: [40.8, 152], move: [1.07, 1.12, 1.27, 1.44, 1.62] }, // 56.065..110.093 since 2009-01-02
  KRW: { range: [631, 2970], move: [1.13, 1.28, 1.4, 1.49, 1.82] }, // 938.67..1993.95 since 1999-01-04
  MXN: { range: [10.9, 36.7], move: [1.18, 1.31, 1.5, 1.57, 1.58] }, // 14.7939..27.0896 since 2008-01-02
  MYR: { range: [2.92, 6.77], move: [1.07, 1.13, 1.27, 1.38, 1.5] }, // 3.8193..5.1857 since 2005-04-01
  NZD: { range: [0.995, 3.57], move: [1.08, 1.15, 1.25, 1.34, 1.65] }, // 1.3884..2.5535 since 1999-01-04
  PHP: { range: [35.1, 96.8], move: [1.07, 1.13, 1.2, 1.32, 1.54] }, // 46.852..72.651 since 2005-04-01
  SGD: { range: [1.11, 2.77], move: [1.07, 1.1, 1.17, 1.23, 1.38] }, // 1.3838..2.2323 since 1999-01-04
  THB: { range: [25.1, 70.8], move: [1.07, 1.13, 1.23, 1.35, 1.52] }, // 33.204..53.536 since 2005-04-01
  ZAR: { range: [3.39, 39.2], move: [1.14, 1.28, 1.71, 1.87, 2.4] }, // 6.0785..21.8788 since 1999-01-04
};

/** A currency the ECB adds later has no history here: it gets the widest move of any listed currency. */
export const UNLISTED_FX_MOVE: AtHorizons = HORIZON_DAYS.map((_, i) =>
  Math.max(...Object.values(FX_BANDS).map((b) => b.move[i]!)),
) as unknown as AtHorizons;

/** The benchmarks read from FRED; the curated HYSA APY is reviewed by hand, not fetched. */
export type FetchedBenchmarkId = Exclude<BenchmarkId, 'hysa_apy'>;

/** Policy rates move at FOMC decisions: the fed funds moves of the floor system (2009-2023), × 1.5. */
const FED_FUNDS_MOVE: AtHorizons = [1.3, 1.45, 2.35, 3, 6.75];
/** Bank loan rates are priced off prime: DPRIME's moves since 1990 (and the 2020-03-16 cut), × 1.5. */
const PRIME_MOVE: AtHorizons = [1.5, 1.5, 2.25, 3, 7.15];
/** Freddie Mac PMMS weekly moves since 1990, × 1.5 (a one-day gap is a revision of the same week). */
const MORTGAGE_MOVE: AtHorizons = [0.85, 0.85, 1.6, 3.15, 6.15];

/**
 * Percent. `range` is the historic low..high of each series ± 1 percentage point (the sources and dates
 * are in the comments below); series without a long history of their own borrow the band of the series
 * they are priced from.
 */
export const BENCHMARK_BANDS: Readonly<Record<FetchedBenchmarkId, Band>> = {
  // DFF 1954-2023: 0.04 (2011-12-30) .. 22.36 (1981-07-22).
  fed_funds_rate: { range: [-1, 23.4], move: FED_FUNDS_MOVE },
  // DPRIME 1955-2020: 3.25 (1955, 2008-2015, 2020-2022) .. 21.5 (1980-12-19).
  prime_rate: { range: [2.25, 22.5], move: PRIME_MOVE },
  // DGS10 1962-2022: 0.52 (2020-08-04) .. 15.84 (1981-09-30); moves since 1990 × 1.5.
  treasury_10y: { range: [-0.5, 16.85], move: [0.8, 1.15, 2.4, 3, 3.9] },
  // MORTGAGE30US 1971-2022: 2.65 (2021-01-07) .. 18.63 (1981-10-09).
  mortgage_30y: { range: [1.65, 19.65], move: MORTGAGE_MOVE },
  // MORTGAGE15US starts in 1991 and runs 0.5-0.9 points under the 30-year rate: the 30-year band.
  mortgage_15y: { range: [1, 19.65], move: MORTGAGE_MOVE },
  // CPI-U 12-month change 1914-2025: -15.8 (1921-06) .. 23.7 (1920-06); moves since 1950 × 1.5.
  cpi_inflation: { range: [-16.8, 24.7], move: [3.9, 3.9, 3.9, 8.4, 16.05] },
  // SNDR (since 2009) has stayed under 1 %; no US savings deposit paid over Regulation Q's 5.5 % ceiling
  // (in force until 1986): 0..6, moving no faster than the policy rate.
  savings_rate: { range: [0, 6], move: FED_FUNDS_MOVE },
  // G.19 new-car loan rates (48-month series from 1972): about 4 (2013, 2021) .. 17.36 (1981).
  auto_loan_60m: { range: [1, 18.4], move: PRIME_MOVE },
};

/**
 * The move allowed after `days` between two observations: the envelope interpolated linearly, a
 * same-day revision as one day, beyond a year growing with the square root of time.
 */
export function allowedMove(move: AtHorizons, days: number): number {
  const d = Math.max(days, HORIZON_DAYS[0]);
  const year = HORIZON_DAYS[4];
  if (d >= year) return move[4] * Math.sqrt(d / year);
  let i = 0;
  while (d > HORIZON_DAYS[i + 1]!) i++;
  const [d0, d1] = [HORIZON_DAYS[i]!, HORIZON_DAYS[i + 1]!];
  return move[i]! + ((move[i + 1]! - move[i]!) * (d - d0)) / (d1 - d0);
}
