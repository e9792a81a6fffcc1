/** What a live source hands the refresh: fresh records for some items, and the items that failed. */
import type { BenchmarkId } from '../benchmarks';
import type { FailureReason } from '../failure-reasons';
import type { BenchmarkRecord, FxTable, RatesItem, RefreshSource } from '../rates-data';

/** An item not refreshed: the public reason, and the detail that goes to the log only. */
export interface FailedItem {
  item: RatesItem;
  reason: FailureReason;
  detail: string;
}

export interface ProviderResult {
  benchmarks: Partial<Record<BenchmarkId, BenchmarkRecord>>;
  fx?: FxTable;
  /** Items this attempt could not refresh; their last good values stay. */
  failures: FailedItem[];
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
