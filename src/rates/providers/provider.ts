/** What a live source hands the refresh: fresh records for some items, and the items that failed. */
import type { BenchmarkId } from '../benchmarks';
import type { BenchmarkRecord, FxTable, RatesItem, RefreshSource } from '../rates-data';

export interface ProviderResult {
  benchmarks: Partial<Record<BenchmarkId, BenchmarkRecord>>;
  fx?: FxTable;
  /** Items this attempt could not refresh; their last good values stay. */
  failures: { item: RatesItem; reason: string }[];
}

export interface RatesProvider {
  readonly source: RefreshSource;
  /** The items this provider refreshes (named when the whole source fails). */
  readonly items: readonly RatesItem[];
  /**
   * Reads the source. Per-item problems are returned as `failures`; a throw fails every item, and a
   * `SourceError` with `aborted` cancels the whole refresh (nothing is written).
   */
  fetch(now: Date, signal?: AbortSignal): Promise<ProviderResult>;
}
