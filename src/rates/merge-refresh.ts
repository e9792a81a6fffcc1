/**
 * Folds what the sources returned into the current data set, pure and clock-free: a fresh value
 * replaces the stored one unless it is an older observation; a failed item keeps its last good value;
 * each source's state records what failed and since when (the start of the incident).
 */
import type { BenchmarkId } from './benchmarks';
import type { FxTable, RatesData, RatesItem, RefreshFailure, RefreshSource, SourceRefreshState } from './rates-data';
import type { ProviderResult } from './providers/provider';

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
  failures: RefreshFailure[];
  /** The failures of the previous attempt of this source. */
  previousFailures: RefreshFailure[];
}

/** An FX move larger than this factor between two tables at most a month apart is a garbage table, not a market. */
const FX_MAX_MOVE = 1.5;
const FX_COMPARE_DAYS = 31;

/** Why `next` cannot follow `previous` (a rate moved implausibly far), or undefined. */
export function implausibleFxMove(previous: FxTable, next: Omit<FxTable, 'fetchedAt'>): string | undefined {
  const days = (Date.parse(next.asOf) - Date.parse(previous.asOf)) / 86_400_000;
  if (!(days <= FX_COMPARE_DAYS)) return undefined;
  for (const [code, rate] of Object.entries(next.rates)) {
    const before = previous.rates[code];
    if (before !== undefined && (rate / before > FX_MAX_MOVE || before / rate > FX_MAX_MOVE)) {
      return `${code} moved from ${before} to ${rate} per EUR between ${previous.asOf} and ${next.asOf}: implausible`;
    }
  }
  return undefined;
}

export function mergeRefresh(current: RatesData, results: readonly SourceResult[], now: Date): { data: RatesData; outcomes: SourceOutcome[] } {
  const at = now.toISOString();
  const benchmarks = { ...current.benchmarks };
  let fx = current.fx;
  const refresh = { ...current.refresh };
  const outcomes: SourceOutcome[] = [];

  for (const { source, items, result } of results) {
    const previousFailures = current.refresh?.[source]?.failures ?? [];
    const failed: { item: RatesItem; reason: string }[] = [...result.failures];
    const refreshed: RatesItem[] = [];
    const updated: SourceOutcome['updated'] = [];
    for (const [id, record] of Object.entries(result.benchmarks) as [BenchmarkId, NonNullable<ProviderResult['benchmarks'][BenchmarkId]>][]) {
      const stored = benchmarks[id];
      // Never step back to an older observation; an equal date takes the fresh fetch (revisions, provenance).
      if (stored.as_of !== null && record.as_of !== null && record.as_of < stored.as_of) continue;
      if (record.as_of !== stored.as_of || record.source !== stored.source) updated.push({ item: id, as_of: record.as_of ?? '' });
      benchmarks[id] = record;
      refreshed.push(id);
    }
    if (result.fx && result.fx.asOf >= fx.asOf) {
      const implausible = implausibleFxMove(fx, result.fx);
      if (implausible) failed.push({ item: 'fx', reason: implausible });
      else {
        if (result.fx.asOf !== fx.asOf || fx.source !== 'ecb') updated.push({ item: 'fx', as_of: result.fx.asOf });
        fx = result.fx;
        refreshed.push('fx');
      }
    }
    const failures = failed.map((f) => ({ ...f, since: previousFailures.find((p) => p.item === f.item)?.since ?? at }));
    const state: SourceRefreshState = {
      attemptedAt: at,
      succeededAt: failures.length === 0 ? at : (current.refresh?.[source]?.succeededAt ?? null),
      failures,
    };
    refresh[source] = state;
    const outcome = failures.length === 0 ? 'success' : failures.length >= items.length ? 'failure' : 'partial';
    outcomes.push({ source, outcome, refreshed, updated, failures, previousFailures });
  }

  // `fetched_at` is the last fetch from a live source: re-reading the bundled curated file is no fetch.
  const anyRefreshed = outcomes.some((o) => o.source !== 'curated' && o.refreshed.length > 0);
  return { data: { benchmarks, fx, fetched_at: anyRefreshed ? at : current.fetched_at, refresh }, outcomes };
}
