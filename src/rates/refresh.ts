/**
 * `refreshRates`: the one refresh both modes run (the worker's jobs with Redis, the in-process
 * timer in the embedded default). It reads the stored data set, asks each source, folds the answers
 * in and writes the whole data set back in one write: a reader sees the old set or the new one,
 * never half of each. A cancelled refresh (shutdown) writes nothing.
 *
 * Failures are counted on every attempt but logged once per incident: when an item starts failing
 * and when it recovers. The incident state lives in the data set, so retries and replicas agree. A
 * refused value (implausible, plausibility.ts) is different: the source answered with something we will
 * not serve, so every refusal is counted (`rates_refused_total`) and logged, one line each, with what
 * was refused; the public sees only the reason code.
 */
import type { Logger } from 'pino';
import { isRefusal } from './failure-reasons';
import { mergeRefresh, type SourceOutcome, type SourceResult } from './merge-refresh';
import type { RatesProvider } from './providers/provider';
import { reasonOf, SourceError } from './providers/source-error';
import type { RatesData, RefreshSource } from './rates-data';
import type { RatesWriter } from './rates-store';
import type { RefreshMetrics } from './refresh-metrics';

export interface RefreshOptions {
  /** Aborting cancels in-flight requests; nothing is written. */
  signal?: AbortSignal;
  logger?: Pick<Logger, 'info' | 'warn' | 'debug'>;
  metrics?: RefreshMetrics;
}

export interface RefreshReport {
  outcomes: SourceOutcome[];
  /** The data set as written. */
  data: RatesData;
}

const SOURCE_NAMES: Readonly<Record<RefreshSource, string>> = {
  fred: 'FRED',
  ecb: 'ECB',
  curated: 'Curated data file',
};

async function readSource(provider: RatesProvider, now: Date, options: RefreshOptions): Promise<SourceResult> {
  const stopTimer = options.metrics?.ratesRefreshDuration.startTimer({ source: provider.source });
  try {
    return { source: provider.source, items: provider.items, result: await provider.fetch(now, options.signal) };
  } catch (err) {
    if (err instanceof SourceError && err.aborted) throw err;
    const reason = reasonOf(err);
    return {
      source: provider.source,
      items: provider.items,
      result: { benchmarks: {}, failures: provider.items.map((item) => ({ item, ...reason })) },
    };
  } finally {
    stopTimer?.();
  }
}

type LoggedFailure = SourceOutcome['failures'][number];

/** What failed, in one line: one shared reason once, or each item with its own. */
function summarise(name: string, failures: readonly LoggedFailure[], of: number): string {
  const details = [...new Set(failures.map((f) => f.detail))];
  if (failures.length === of && details.length === 1) {
    return `${name} unavailable: ${details[0]}; keeping the last good value${of > 1 ? `s of all ${of} items` : ''}`;
  }
  return `${name} refresh failed for ${failures.length} of ${of} items (${failures.map((f) => `${f.item}: ${f.detail}`).join('; ')}); keeping their last good values`;
}

function logOutcome(o: SourceOutcome, items: number, logger: NonNullable<RefreshOptions['logger']>): void {
  const name = SOURCE_NAMES[o.source];
  if (o.unbanded.length > 0) {
    logger.warn(
      { source: o.source, item: 'fx', reason: 'no_band', currencies: o.unbanded },
      `${name}: ${o.unbanded.join(', ')} not served: no plausibility band to judge ${o.unbanded.length === 1 ? 'its rate' : 'their rates'} by (src/rates/plausibility-bands.ts); the rest of the table is`,
    );
  }
  for (const f of o.failures.filter((x) => isRefusal(x.reason))) {
    logger.warn(
      { source: o.source, item: f.item, reason: f.reason, detail: f.detail },
      `${name}: ${f.item} refused (${f.reason}): ${f.detail}; keeping the last good value`,
    );
  }
  const started = o.failures.filter((f) => !isRefusal(f.reason) && !o.previousFailures.some((p) => p.item === f.item));
  const recovered = o.previousFailures.filter((p) => !o.failures.some((f) => f.item === p.item)).map((p) => p.item);
  if (started.length > 0) {
    logger.warn(
      { source: o.source, failed: started.map((f) => ({ item: f.item, reason: f.reason, detail: f.detail })) },
      summarise(name, started, items),
    );
  } else if (o.failures.some((f) => !isRefusal(f.reason))) {
    logger.debug({ source: o.source, failed: o.failures.map((f) => f.item) }, `${name} refresh still failing`);
  }
  if (recovered.length > 0)
    logger.info({ source: o.source, recovered }, `${name} refresh recovered: ${recovered.join(', ')}`);
  if (o.updated.length > 0) {
    logger.info(
      { source: o.source, updated: o.updated },
      `${name}: new data for ${o.updated.map((u) => `${u.item} (${u.as_of})`).join(', ')}`,
    );
  } else if (o.refreshed.length > 0) {
    logger.debug({ source: o.source, refreshed: o.refreshed }, `${name}: refreshed, no newer observations`);
  }
}

/**
 * Refreshes the items of `providers` in `store`.
 *
 * @example
 * const { outcomes } = await refreshRates(store, [fred, curated], () => new Date(), { logger, metrics });
 */
export async function refreshRates(
  store: RatesWriter,
  providers: readonly RatesProvider[],
  clock: () => Date,
  options: RefreshOptions = {},
): Promise<RefreshReport> {
  // Read first: a refresh that cannot read what is stored must not write over it.
  const current = await store.latest();
  const now = clock();
  const results = await Promise.all(providers.map((p) => readSource(p, now, options)));
  if (options.signal?.aborted) throw new SourceError('unexpected', 'cancelled (shutting down)', true);
  const { data, outcomes } = mergeRefresh(current, results, now);
  for (const o of outcomes) {
    options.metrics?.ratesRefresh.inc({ source: o.source, outcome: o.outcome });
    for (const f of o.failures)
      if (isRefusal(f.reason)) options.metrics?.ratesRefused.inc({ source: o.source, rate: f.item, reason: f.reason });
    if (o.unbanded.length > 0) options.metrics?.ratesRefused.inc({ source: o.source, rate: 'fx', reason: 'no_band' });
  }
  await store.save(data);
  if (options.logger) {
    for (const o of outcomes) logOutcome(o, providers.find((p) => p.source === o.source)!.items.length, options.logger);
  }
  return { outcomes, data };
}
