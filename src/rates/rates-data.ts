/**
 * The rates data set: one record per benchmark plus the FX table, with where each came from.
 * The bundled snapshot (data/rates-snapshot.json, researched values with their real observation
 * dates) is the first data set of every process and the fallback of last resort; it is always
 * labelled `snapshot`, never presented as live.
 */
import { BENCHMARK_IDS, BENCHMARKS, type BenchmarkId, type RateSource } from './benchmarks';
import { cpiBasis } from './cpi-inflation';
import { loadCuratedRates } from './curated-rates';
import { readDataFile } from './data-file';
import type { FailureReason } from './failure-reasons';

/** Reference FX rates: units of each currency per one unit of `base`. */
export interface FxTable {
  base: string;
  /** Observation date, YYYY-MM-DD. */
  asOf: string;
  source: 'ecb' | 'snapshot';
  rates: Readonly<Record<string, number>>;
  /** When the table was fetched from the ECB (RFC 3339); null or absent for bundled data. */
  fetchedAt?: string | null;
}

export interface BenchmarkRecord {
  value: number | null;
  /** Observation date (YYYY-MM-DD), not the fetch time. */
  as_of: string | null;
  source: RateSource;
  /** When this value was fetched from its source (RFC 3339), null for bundled data. */
  fetched_at: string | null;
  /** How a derived value was computed, e.g. "12-month change of CPIAUCNS, 2026-05 over 2025-05". */
  basis?: string;
}

/** Where a refresh reads from: the FRED series, the ECB XML, the curated data file. */
export const REFRESH_SOURCES = ['fred', 'ecb', 'curated'] as const;
export type RefreshSource = (typeof REFRESH_SOURCES)[number];
/** What a source delivers: a benchmark, or the FX table. */
export type RatesItem = BenchmarkId | 'fx';

export interface RefreshFailure {
  item: RatesItem;
  /** Public reason, from a closed list; what the source said went to the log only. */
  reason: FailureReason;
  /** When this item started failing (RFC 3339): the start of the incident. */
  since: string;
}

/** A trusted FX table (plausibility.ts): the first accepted table of its observation date. */
export interface TrustedFx {
  asOf: string;
  rates: Readonly<Record<string, number>>;
}

/** A trusted benchmark value: the first accepted value of its observation date. */
export interface TrustedValue {
  as_of: string;
  value: number;
}

/** What new values are measured against; absent until a refresh accepted one (the data in use stands in). */
export interface TrustedSet {
  fx?: TrustedFx[];
  benchmarks?: Partial<Record<BenchmarkId, TrustedValue[]>>;
}

/** The outcome of the last refresh of one source. */
export interface SourceRefreshState {
  /** RFC 3339. */
  attemptedAt: string;
  /** The last attempt in which every item of the source succeeded (RFC 3339). */
  succeededAt: string | null;
  /** Items whose last attempt failed; empty when it succeeded. */
  failures: RefreshFailure[];
}

export interface RatesData {
  benchmarks: Record<BenchmarkId, BenchmarkRecord>;
  fx: FxTable;
  /** The last successful refresh of any part (RFC 3339), null while only the snapshot is loaded. */
  fetched_at: string | null;
  /** The last refresh of each source; absent until a refresh ran. */
  refresh?: Partial<Record<RefreshSource, SourceRefreshState>>;
  /** The last few accepted observations of each series, that fetched values must stay plausibly close to. */
  trusted?: TrustedSet;
}

interface SnapshotFile {
  rates: Record<string, { value: number; as_of: string; frequency: string }>;
  fx: { base: string; as_of: string; rates: Record<string, number> };
}

/**
 * Loads and checks the bundled snapshot, with the curated values from their own file; throws at
 * start if either is incomplete (a build defect).
 */
export function loadSnapshot(): RatesData {
  const file = readDataFile('rates-snapshot.json') as SnapshotFile;
  const curated = loadCuratedRates();
  const benchmarks = {} as Record<BenchmarkId, BenchmarkRecord>;
  for (const id of BENCHMARK_IDS) {
    if (id === 'hysa_apy') {
      benchmarks[id] = { ...curated.hysa_apy, source: 'curated', fetched_at: null };
      continue;
    }
    const r = file.rates[id];
    if (!r || typeof r.value !== 'number' || !/^\d{4}-\d{2}-\d{2}$/.test(r.as_of))
      throw new Error(`snapshot: benchmark ${id} is missing or malformed`);
    benchmarks[id] = {
      value: r.value,
      as_of: r.as_of,
      source: 'snapshot',
      fetched_at: null,
      ...(id === 'cpi_inflation' ? { basis: cpiBasis(r.as_of) } : {}),
    };
  }
  if (file.fx.base !== 'EUR' || file.fx.rates.EUR !== 1) throw new Error('snapshot: FX table must be per 1 EUR');
  return {
    benchmarks,
    fx: {
      base: 'EUR',
      asOf: file.fx.as_of,
      source: 'snapshot',
      rates: Object.freeze({ ...file.fx.rates }),
      fetchedAt: null,
    },
    fetched_at: null,
  };
}

/** The items whose last refresh failed, across sources. */
export function refreshFailures(data: RatesData): (RefreshFailure & { source: RefreshSource })[] {
  return Object.entries(data.refresh ?? {}).flatMap(([source, state]) =>
    (state?.failures ?? []).map((f) => ({ ...f, source: source as RefreshSource })),
  );
}

/**
 * `snapshot` when no FRED benchmark and not the FX table come from their live sources; `live` when all
 * of them do and the last refresh of every source succeeded; `partial` otherwise (what failed is in
 * `refreshFailures`).
 */
export function ratesStatus(data: RatesData): 'live' | 'partial' | 'snapshot' {
  const fetched = BENCHMARK_IDS.filter((id) => BENCHMARKS[id].seriesId !== null);
  const live = fetched.filter((id) => data.benchmarks[id].source === 'fred').length;
  if (live === 0 && data.fx.source === 'snapshot') return 'snapshot';
  if (live === fetched.length && data.fx.source === 'ecb' && refreshFailures(data).length === 0) return 'live';
  return 'partial';
}

/** The observation date of the newest benchmark in the data set (`/readyz` reports it beside the FX table's). */
export function ratesAsOf(data: RatesData): string {
  let newest = '';
  for (const id of BENCHMARK_IDS) {
    const d = data.benchmarks[id].as_of;
    if (d !== null && d > newest) newest = d;
  }
  return newest;
}

/**
 * The date of the data set: its newest observation, benchmarks and FX table alike. It is `rates_as_of` of
 * `GET /api/v1/rates`, and of a calculation that used no rate from it.
 */
export function dataSetAsOf(data: RatesData): string {
  const benchmarks = ratesAsOf(data);
  // A data set without its FX table (a store that lost it) still has a date.
  const fx = (data.fx as FxTable | undefined)?.asOf ?? '';
  return fx > benchmarks ? fx : benchmarks;
}
