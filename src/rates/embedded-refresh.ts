/**
 * The embedded default's refresh (no REDIS_URL): `refreshRates` on in-process timers, one per
 * group. The first run comes shortly after start and never delays it; runs never overlap (one
 * chain), timers are unref'd, and `stop()` cancels in-flight requests and waits for the chain.
 * Without network each source logs one line and the snapshot keeps being served.
 */
import type { Logger } from 'pino';
import type { RefreshGroup } from './refresh-groups';
import { SourceError } from './providers/source-error';
import type { RatesWriter } from './rates-store';
import { refreshRates } from './refresh';
import type { RefreshMetrics } from './refresh-metrics';

export interface EmbeddedRefreshOptions {
  store: RatesWriter;
  groups: readonly RefreshGroup[];
  clock: () => Date;
  logger: Logger;
  metrics?: RefreshMetrics;
  /** Delay before the first run of each group. @defaultValue 2000 */
  firstDelayMs?: number;
}

export interface EmbeddedRefresh {
  /** Resolves once every run of the chain so far has settled (tests). */
  idle(): Promise<void>;
  /** Stops the timers, cancels in-flight requests, waits for the chain. */
  stop(): Promise<void>;
}

export function startEmbeddedRefresh(options: EmbeddedRefreshOptions): EmbeddedRefresh {
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  const schedule = (group: RefreshGroup, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run(group);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  const run = (group: RefreshGroup) => {
    chain = chain
      .then(async () => {
        if (stopped) return;
        await refreshRates(options.store, group.providers, options.clock, {
          signal: controller.signal,
          logger: options.logger,
          metrics: options.metrics,
        });
      })
      .catch((err: unknown) => {
        if (err instanceof SourceError && err.aborted) return;
        options.logger.error(
          { err, group: group.name },
          `Rates refresh (${group.name}) failed unexpectedly; the last good values stay`,
        );
      })
      .finally(() => schedule(group, group.intervalMs));
  };

  for (const group of options.groups) schedule(group, options.firstDelayMs ?? 2000);
  return {
    idle: () => chain,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      controller.abort();
      await chain;
    },
  };
}
