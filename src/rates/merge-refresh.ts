/**
 * Folds what the sources returned into the current data set, pure and clock-free: a fresh value
 * replaces the stored one unless it is an older observation or implausible (plausibility.ts); a failed
 * or refused item keeps its last good value; each source's state records what failed and since when
 * (the start of the incident); the trusted values that later fetches are measured against move on
 * only with accepted values.
 */
import type { BenchmarkId } from './benchmarks';
import {
  checkBenchmark,
  checkFx,
  isFetchedBenchmark,
  remember,
  trustedFx,
  trustedValues,
  withoutUnbanded,
} from './plausibility';
import type {
  BenchmarkRecord,
  RatesData,
  RatesItem,
  RefreshFailure,
  RefreshSource,
  SourceRefreshState,
  TrustedSet,
} from './rates-data';
import type { FailedItem, ProviderResult } from './providers/provider';

export interface SourceResult {
  source: RefreshSource;
  items: readonly RatesItem[];
  result: ProviderResult;
}

export interface SourceOutcome {
  source: RefreshSource;
  outcome: 'success' | 'partial' | 'failure';
  /** Items whose stored value now comes from this refresh. */
  refreshed: RatesItem[];
  /** Of those, the items with a newer observation (or a new source) than before, with its date. */
  updated: { item: RatesItem; as_of: string }[];
  /** What failed in this attempt, with the detail for the log (the data set keeps only the public reason). */
  failures: (RefreshFailure & { detail: string })[];
  /** The failures of the previous attempt of this source. */
  previousFailures: RefreshFailure[];
  /** Currencies of a fetched FX table left out because they have no plausibility band (never served). */
  unbanded: string[];
}

type Benchmarks = RatesData['benchmarks'];

/** Folds one benchmark record in, or says why it was refused. */
function mergeBenchmark(
  id: BenchmarkId,
  record: BenchmarkRecord,
  benchmarks: Benchmarks,
  trusted: NonNullable<TrustedSet['benchmarks']>,
): FailedItem | 'older' | 'ok' {
  const stored = benchmarks[id];
  // Never step back to an older observation; an equal date takes the fresh fetch (revisions, provenance).
  if (stored.as_of !== null && record.as_of !== null && record.as_of < stored.as_of) return 'older';
  if (isFetchedBenchmark(id) && record.value !== null && record.as_of !== null) {
    const earlier = trustedValues(trusted[id], stored);
    const refusal = checkBenchmark(id, record.value, record.as_of, earlier);
    if (refusal) return { item: id, ...refusal };
    trusted[id] = remember(earlier, { as_of: record.as_of, value: record.value }, (t) => t.as_of);
  }
  benchmarks[id] = record;
  return 'ok';
}

export function mergeRefresh(
  current: RatesData,
  results: readonly SourceResult[],
  now: Date,
): { data: RatesData; outcomes: SourceOutcome[] } {
  const at = now.toISOString();
  const benchmarks = { ...current.benchmarks };
  let fx = current.fx;
  const refresh = { ...current.refresh };
  const trusted: Required<TrustedSet> = {
    fx: current.trusted?.fx ?? [],
    benchmarks: { ...current.trusted?.benchmarks },
  };
  const outcomes: SourceOutcome[] = [];

  for (const { source, items, result } of results) {
    const previousFailures = current.refresh?.[source]?.failures ?? [];
    const failed: FailedItem[] = [...result.failures];
    const refreshed: RatesItem[] = [];
    const updated: SourceOutcome['updated'] = [];
    for (const [id, record] of Object.entries(result.benchmarks) as [BenchmarkId, BenchmarkRecord][]) {
      const before = benchmarks[id];
      const merged = mergeBenchmark(id, record, benchmarks, trusted.benchmarks);
      if (merged === 'older') continue;
      if (merged !== 'ok') {
        failed.push(merged);
        continue;
      }
      if (record.as_of !== before.as_of || record.source !== before.source)
        updated.push({ item: id, as_of: record.as_of ?? '' });
      refreshed.push(id);
    }
    let unbanded: string[] = [];
    if (result.fx && result.fx.asOf >= fx.asOf) {
      const banded = withoutUnbanded(result.fx);
      unbanded = banded.unbanded;
      const earlier = trustedFx(trusted.fx, fx);
      const refusal = checkFx(banded.table, earlier);
      if (refusal) failed.push({ item: 'fx', ...refusal });
      else {
        if (banded.table.asOf !== fx.asOf || fx.source !== 'ecb')
          updated.push({ item: 'fx', as_of: banded.table.asOf });
        trusted.fx = remember(earlier, { asOf: banded.table.asOf, rates: banded.table.rates }, (t) => t.asOf);
        fx = banded.table;
        refreshed.push('fx');
      }
    }
    const failures = failed.map((f) => ({
      item: f.item,
      reason: f.reason,
      since: previousFailures.find((p) => p.item === f.item)?.since ?? at,
      detail: f.detail,
    }));
    const state: SourceRefreshState = {
      attemptedAt: at,
      succeededAt: failures.length === 0 ? at : (current.refresh?.[source]?.succeededAt ?? null),
      failures: failures.map(({ detail: _detail, ...stored }) => stored),
    };
    refresh[source] = state;
    const outcome = failures.length === 0 ? 'success' : failures.length >= items.length ? 'failure' : 'partial';
    outcomes.push({ source, outcome, refreshed, updated, failures, previousFailures, unbanded });
  }

  // `fetched_at` is the last fetch from a live source: re-reading the bundled curated file is no fetch.
  const anyRefreshed = outcomes.some((o) => o.source !== 'curated' && o.refreshed.length > 0);
  const keep = trusted.fx.length > 0 || Object.keys(trusted.benchmarks).length > 0;
  return {
    data: { benchmarks, fx, fetched_at: anyRefreshed ? at : current.fetched_at, refresh, ...(keep ? { trusted } : {}) },
    outcomes,
  };
}
