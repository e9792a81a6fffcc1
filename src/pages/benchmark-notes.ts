/**
 * The live benchmark shown beside an input (the 30-year mortgage average beside the mortgage rate),
 * with its observation date and an honest label: a bundled snapshot or a stale value says so.
 */
import type { BenchmarkId, LiveData } from '../dispatch/context';
import { observationDate, rateState } from './rates-used';
import type { ToolView } from './views';

export interface BenchmarkNote {
  id: BenchmarkId;
  label: string;
  value: number;
  /** Observation date, YYYY-MM-DD. */
  asOf: string;
  /** The observation date in words: "Mar 12, 2026", or "May 2026" for a figure that describes a month. */
  date: string;
  /** Where it comes from and whether it is current: "FRED, live", "FRED, cached, stale", "bundled snapshot, stale", "curated"… */
  sourceLabel: string;
  stale: boolean;
}

/** Short names that fit beside an input; the full label is in `GET /api/v1/rates`. */
const SHORT_LABELS: Partial<Record<BenchmarkId, string>> = {
  mortgage_30y: '30-yr fixed average',
  mortgage_15y: '15-yr fixed average',
  hysa_apy: 'High-yield savings average',
  cpi_inflation: 'CPI inflation, last 12 months',
  auto_loan_60m: '60-month auto loan average',
};

const SOURCE_WORDS: Readonly<Record<string, string>> = {
  fred: 'FRED',
  ecb: 'ECB',
  curated: 'curated',
  snapshot: 'bundled snapshot',
};

/** Notes for the inputs of a view that have a benchmark with a value. */
export function benchmarkNotes(
  view: ToolView,
  inputs: Readonly<Record<string, unknown>>,
  live: LiveData,
): Record<string, BenchmarkNote> {
  const notes: Record<string, BenchmarkNote> = {};
  for (const [input, pick] of Object.entries(view.benchmarks ?? {})) {
    const b = live.benchmark(pick(inputs));
    if (!b) continue;
    notes[input] = {
      id: b.id,
      label: SHORT_LABELS[b.id] ?? b.label,
      value: b.value,
      asOf: b.asOf,
      date: observationDate(b.asOf, b.frequency),
      sourceLabel:
        b.source === 'fred' || b.source === 'ecb'
          ? `${SOURCE_WORDS[b.source]}, ${rateState(b.source, b.stale)}`
          : rateState(b.source, b.stale),
      stale: b.stale,
    };
  }
  return notes;
}
