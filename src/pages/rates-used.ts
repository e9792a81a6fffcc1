/**
 * What a calculator page says about the rates it shows or used, per source: a FRED series beside an input (the
 * 30-year mortgage average), a curated value (the high-yield savings APY), the CPI figure or the ECB's FX table a
 * calculation used. Each with the date of its data and whether it is live, cached or the bundled snapshot. A value
 * older than its publication frequency allows is never called live: fetched from its source, it is "cached"; from
 * the snapshot or curated, it says so; and "stale" either way. A page that shows and used no rate says nothing.
 */
import type { Calculation } from '../dispatch/calculate';
import type { BenchmarkId, BenchmarkReading, Frequency, LiveData } from '../dispatch/context';

export interface RateSourceLine {
  /** "30-year fixed mortgage average (Freddie Mac PMMS), FRED series MORTGAGE30US". */
  name: string;
  /** "Mar 12, 2026"; "May 2026" for a figure that describes a month. */
  date: string;
  /** "live", "cached, stale", "bundled snapshot", "bundled snapshot, stale", "curated", "curated, stale". */
  state: string;
  stale: boolean;
}

/** Whether a value is live, cached or the bundled snapshot (or curated), and stale, in words. */
export function rateState(source: string, stale: boolean): string {
  const fetched = source === 'fred' || source === 'ecb';
  const base = fetched ? (stale ? 'cached' : 'live') : source === 'snapshot' ? 'bundled snapshot' : source;
  return stale ? `${base}, stale` : base;
}

/** An observation date in words: "Mar 12, 2026", or "May 2026" for a monthly or quarterly series (dated the 1st). */
export function observationDate(asOf: string, frequency: Frequency = 'daily'): string {
  const d = new Date(`${asOf}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return asOf;
  const month = frequency === 'monthly' || frequency === 'quarterly';
  return d.toLocaleDateString('en-US', {
    month: month ? 'long' : 'short',
    ...(month ? {} : { day: 'numeric' }),
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function benchmarkLine(b: BenchmarkReading): RateSourceLine {
  return {
    name: b.seriesId ? `${b.label}, FRED series ${b.seriesId}` : b.label,
    date: observationDate(b.asOf, b.frequency),
    state: rateState(b.source, b.stale),
    stale: b.stale,
  };
}

/**
 * The rate sources of a page: the benchmarks `shown` beside its inputs, the CPI figure its calculation used (an
 * investment return without an inflation rate), the FX table it used (a conversion without the caller's own rates).
 */
export function ratesOnPage(
  shown: readonly BenchmarkId[],
  calculation: Calculation | undefined,
  live: LiveData,
): RateSourceLine[] {
  const ids = new Set<BenchmarkId>(shown);
  if (typeof calculation?.meta.inflation_as_of === 'string') ids.add('cpi_inflation');
  if (typeof calculation?.meta.rate_as_of === 'string') ids.add('mortgage_30y');
  const lines = [...ids].flatMap((id) => {
    const b = live.benchmark(id);
    return b ? [benchmarkLine(b)] : [];
  });
  const fxSource = calculation?.meta.fx_source;
  if (fxSource === 'ecb' || fxSource === 'snapshot') {
    const fx = live.fx();
    lines.push({
      name: 'Euro foreign exchange reference rates, ECB',
      date: observationDate(fx.asOf),
      state: rateState(fx.source, fx.stale),
      stale: fx.stale,
    });
  }
  return lines;
}
