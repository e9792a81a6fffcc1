/**
 * The dispatch context of a request: links, version, and the live data in use, mapped from the
 * rates store (calculators never read a store themselves; rates knows nothing of calculators).
 * Adapters read the rates through here only: `dispatchContext` for a calculation, `liveData` for
 * what a page shows beside one (the lint rules keep src/rates out of pages and mcp).
 */
import type { CalcContext } from '../calculators/define';
import type { Channel, DispatchContext } from './calculate';
import { BENCHMARK_IDS, BENCHMARKS, isStale, type BenchmarkId, type Frequency } from '../rates/benchmarks';
import { dataSetAsOf, type RatesData } from '../rates/rates-data';
import type { RatesStore } from '../rates/rates-store';
import { VERSION } from '../version';

export type { BenchmarkId, Frequency };
/** The benchmark ids, in `GET /api/v1/rates` order (for adapters that list every reading). */
export { BENCHMARK_IDS };

/** Where a request's live data comes from (the rates store): adapters hand it to dispatch and never read it. */
export type RatesSource = Pick<RatesStore, 'current'>;

/** The live data calculators may use, taken from one rates data set; `now` decides what is stale (calculators have no clock). */
export function calcContextFrom(data: RatesData, now: Date = new Date()): CalcContext {
  const cpi = data.benchmarks.cpi_inflation;
  const stale = isStale(cpi.as_of, BENCHMARKS.cpi_inflation.frequency, now);
  const m30 = data.benchmarks.mortgage_30y;
  return {
    ...(cpi.value !== null && cpi.as_of !== null
      ? { inflation: { value: cpi.value, asOf: cpi.as_of, source: cpi.source, stale } }
      : {}),
    ...(m30.value !== null && m30.as_of !== null
      ? {
          mortgage30y: {
            value: m30.value,
            asOf: m30.as_of,
            source: m30.source,
            stale: isStale(m30.as_of, BENCHMARKS.mortgage_30y.frequency, now),
          },
        }
      : {}),
    // A data set without its FX table (a store that lost it) has none to hand on.
    fx: (data.fx as RatesData['fx'] | undefined) && { ...data.fx, stale: isStale(data.fx.asOf, 'daily', now) },
  };
}

/** Where the service is published: the base of every link, and the name in attributions. */
export interface Site {
  baseUrl: string;
  serviceName: string;
}

export async function dispatchContext(rates: RatesSource, channel: Channel, site: Site): Promise<DispatchContext> {
  const data = await rates.current();
  return {
    channel,
    baseUrl: site.baseUrl,
    serviceName: site.serviceName,
    version: VERSION,
    ratesAsOf: dataSetAsOf(data),
    calc: calcContextFrom(data),
  };
}

/** One benchmark of the data set in use, as shown beside an input: `stale` is judged at the request's `now`. */
export interface BenchmarkReading {
  id: BenchmarkId;
  /** The full label of `GET /api/v1/rates` ("30-year fixed mortgage average (Freddie Mac PMMS)"). */
  label: string;
  value: number;
  /** Observation date, YYYY-MM-DD. */
  asOf: string;
  /** `fred`, `ecb`, `curated` or `snapshot`. */
  source: string;
  stale: boolean;
  /** The FRED series it is read from (`MORTGAGE30US`), null for a curated value. */
  seriesId: string | null;
  frequency: Frequency;
}

/** The FX table of the data set in use: its date, where it came from, and whether it is older than a daily table should be. */
export interface FxReading {
  /** Observation date, YYYY-MM-DD. */
  asOf: string;
  source: 'ecb' | 'snapshot';
  stale: boolean;
}

/** What a page shows of the live data: its date, the FX table's currency codes, and the benchmarks with a value. */
export interface LiveData {
  /** The data set's date: its newest observation date (benchmarks and FX table). */
  ratesAsOf: string;
  /** Currency codes of the FX table in use, sorted. */
  currencies(): string[];
  /** The benchmark's reading, or undefined when the data set has no value for it. */
  benchmark(id: BenchmarkId): BenchmarkReading | undefined;
  /** The FX table's reading. */
  fx(): FxReading;
}

/** The live data of one request, read once from the store. */
export async function liveData(rates: RatesSource, now: Date): Promise<LiveData> {
  const data = await rates.current();
  return {
    ratesAsOf: dataSetAsOf(data),
    currencies: () => Object.keys(data.fx.rates).sort(),
    benchmark(id) {
      const b = data.benchmarks[id];
      if (!b || b.value === null || b.as_of === null) return undefined;
      const info = BENCHMARKS[id];
      return {
        id,
        label: info.label,
        value: b.value,
        asOf: b.as_of,
        source: b.source,
        stale: isStale(b.as_of, info.frequency, now),
        seriesId: info.seriesId,
        frequency: info.frequency,
      };
    },
    fx: () => ({ asOf: data.fx.asOf, source: data.fx.source, stale: isStale(data.fx.asOf, 'daily', now) }),
  };
}
