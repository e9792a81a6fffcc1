/**
 * The rates data set: one record per benchmark plus the FX table, with where each came from.
 * The bundled snapshot (data/rates-snapshot.json, researched values with their real observation
 * dates) is the first data set of every process and the fallback of last resort; it is always
 * labelled `snapshot`, never presented as live.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCHMARK_IDS, BENCHMARKS, type BenchmarkId, type RateSource } from './benchmarks';

/** Reference FX rates: units of each currency per one unit of `base`. */
export interface FxTable {
  base: string;
  /** Observation date, YYYY-MM-DD. */
  asOf: string;
  source: 'ecb' | 'snapshot';
  rates: Readonly<Record<string, number>>;
}

export interface BenchmarkRecord {
  value: number | null;
  /** Observation date (YYYY-MM-DD), not the fetch time. */
  as_of: string | null;
  source: RateSource;
  /** When this value was fetched from its source (RFC 3339), null for bundled data. */
  fetched_at: string | null;
}

export interface RatesData {
  benchmarks: Record<BenchmarkId, BenchmarkRecord>;
  fx: FxTable;
  /** The last successful refresh of any part (RFC 3339), null while only the snapshot is loaded. */
  fetched_at: string | null;
}

const SNAPSHOT_PATH = path.resolve(__dirname, '../../..', 'data/rates-snapshot.json');
const SNAPSHOT_PATH_SRC = path.resolve(__dirname, '../..', 'data/rates-snapshot.json');

interface SnapshotFile {
  rates: Record<string, { value: number; as_of: string; frequency: string }>;
  fx: { base: string; as_of: string; rates: Record<string, number> };
}

function readSnapshotFile(): SnapshotFile {
  // Compiled code runs from dist/src/rates, sources (tests, dev) from src/rates.
  for (const p of [SNAPSHOT_PATH, SNAPSHOT_PATH_SRC]) {
    try {
      return JSON.parse(readFileSync(p, 'utf8')) as SnapshotFile;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  throw new Error('data/rates-snapshot.json is missing');
}

/** Loads and checks the bundled snapshot; throws at start if it is incomplete (a build defect). */
export function loadSnapshot(): RatesData {
  const file = readSnapshotFile();
  const benchmarks = {} as Record<BenchmarkId, BenchmarkRecord>;
  for (const id of BENCHMARK_IDS) {
    const r = file.rates[id];
    if (!r || typeof r.value !== 'number' || !/^\d{4}-\d{2}-\d{2}$/.test(r.as_of)) throw new Error(`snapshot: benchmark ${id} is missing or malformed`);
    benchmarks[id] = { value: r.value, as_of: r.as_of, source: BENCHMARKS[id].frequency === 'curated' ? 'curated' : 'snapshot', fetched_at: null };
  }
  if (file.fx.base !== 'EUR' || file.fx.rates.EUR !== 1) throw new Error('snapshot: FX table must be per 1 EUR');
  return {
    benchmarks,
    fx: { base: 'EUR', asOf: file.fx.as_of, source: 'snapshot', rates: Object.freeze({ ...file.fx.rates }) },
    fetched_at: null,
  };
}

/** `live` when every FRED benchmark is from its live source, `snapshot` when none is, else `partial`. */
export function ratesStatus(data: RatesData): 'live' | 'partial' | 'snapshot' {
  const fetched = BENCHMARK_IDS.filter((id) => BENCHMARKS[id].seriesId !== null);
  const live = fetched.filter((id) => data.benchmarks[id].source === 'fred').length;
  if (live === 0 && data.fx.source === 'snapshot') return 'snapshot';
  if (live === fetched.length && data.fx.source === 'ecb') return 'live';
  return 'partial';
}

/** `rates_as_of`: the observation date of the newest benchmark in the data set. */
export function ratesAsOf(data: RatesData): string {
  let newest = '';
  for (const id of BENCHMARK_IDS) {
    const d = data.benchmarks[id].as_of;
    if (d !== null && d > newest) newest = d;
  }
  return newest;
}
