/**
 * The FRED benchmarks, read through either door (JSON API with a key, fredgraph.csv without):
 * one request per series, in parallel; a series that fails keeps its last good value while the
 * others are refreshed. Whether a value is plausible is decided where the stored ones are known
 * (`merge-refresh.ts`, with the bands of `plausibility-bands.ts`).
 */
import { twelveMonthChange } from '../cpi-inflation';
import type { BenchmarkRecord } from '../rates-data';
import { newestObservation, type Observation } from './fred-observations';
import { FRED_SERIES, type FredSeries } from './fred-series';
import type { ProviderResult, RatesProvider } from './provider';
import { reasonOf, SourceError } from './source-error';

/** Reads the recent observations of one series. */
export type ReadSeries = (series: FredSeries, now: Date, signal?: AbortSignal) => Promise<Observation[]>;

function derive(series: FredSeries, observations: readonly Observation[], fetchedAt: string): BenchmarkRecord {
  let value: number;
  let asOf: string;
  let basis: string | undefined;
  if (series.rule === 'twelve_month_change') {
    const change = twelveMonthChange(observations);
    if (!change) throw new SourceError('no_value', 'no month with the index of 12 months earlier');
    ({ value, asOf, basis } = change);
  } else {
    const newest = newestObservation(observations);
    if (!newest) throw new SourceError('no_value', 'no observation with a value');
    ({ value, date: asOf } = newest);
  }
  return { value, as_of: asOf, source: 'fred', fetched_at: fetchedAt, ...(basis ? { basis } : {}) };
}

export function createFredProvider(read: ReadSeries, series: readonly FredSeries[] = FRED_SERIES): RatesProvider {
  return {
    source: 'fred',
    items: series.map((s) => s.id),
    async fetch(now, signal) {
      const result: ProviderResult = { benchmarks: {}, failures: [] };
      const outcomes = await Promise.allSettled(
        series.map(async (s) => derive(s, await read(s, now, signal), now.toISOString())),
      );
      outcomes.forEach((outcome, i) => {
        const s = series[i]!;
        if (outcome.status === 'fulfilled') result.benchmarks[s.id] = outcome.value;
        else if (outcome.reason instanceof SourceError && outcome.reason.aborted) throw outcome.reason;
        else result.failures.push({ item: s.id, ...reasonOf(outcome.reason) });
      });
      return result;
    },
  };
}
