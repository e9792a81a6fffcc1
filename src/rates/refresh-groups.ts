/**
 * The two refresh groups and their sources, built from the configuration: US benchmarks (FRED, and
 * the curated file) every few hours, FX (ECB) daily. The worker and the embedded timer use the same.
 */
import type { Config } from '../config';
import { createCuratedProvider } from './providers/curated';
import { createEcbProvider } from './providers/ecb';
import { createFredProvider } from './providers/fred';
import { fredApiReader } from './providers/fred-api';
import { fredGraphReader } from './providers/fred-graph';
import type { RatesProvider } from './providers/provider';
import type { RatesData, RefreshSource } from './rates-data';

export const REFRESH_GROUPS = ['benchmarks', 'fx'] as const;
export type RefreshGroupName = (typeof REFRESH_GROUPS)[number];

export interface RefreshGroup {
  name: RefreshGroupName;
  providers: RatesProvider[];
  /** How often the embedded timer runs it; with Redis, how old its data may be before a worker start refreshes it. */
  intervalMs: number;
}

export type ProviderSettings = Pick<
  Config,
  | 'fredApiKey'
  | 'fredApiUrl'
  | 'fredGraphUrl'
  | 'ecbFxUrl'
  | 'ratesFetchTimeoutMs'
  | 'ratesFetchMaxBytes'
  | 'ratesRefreshMinutes'
  | 'fxRefreshMinutes'
>;

/** FRED through its JSON API when a key is configured, else through the keyless fredgraph.csv download. */
export function refreshGroups(settings: ProviderSettings): Record<RefreshGroupName, RefreshGroup> {
  const limits = { timeoutMs: settings.ratesFetchTimeoutMs, maxBytes: settings.ratesFetchMaxBytes };
  const read = settings.fredApiKey
    ? fredApiReader({ apiUrl: settings.fredApiUrl, apiKey: settings.fredApiKey, limits })
    : fredGraphReader({ graphUrl: settings.fredGraphUrl, limits });
  return {
    benchmarks: {
      name: 'benchmarks',
      providers: [createFredProvider(read), createCuratedProvider()],
      intervalMs: settings.ratesRefreshMinutes * 60_000,
    },
    fx: {
      name: 'fx',
      providers: [createEcbProvider({ url: settings.ecbFxUrl, limits })],
      intervalMs: settings.fxRefreshMinutes * 60_000,
    },
  };
}

/**
 * When every source of `group` last succeeded (RFC 3339), or null if one never did. A job due
 * before this time has nothing left to do.
 */
export function lastSucceeded(data: RatesData, group: Pick<RefreshGroup, 'providers'>): string | null {
  let oldest: string | null = null;
  for (const source of group.providers.map((p): RefreshSource => p.source)) {
    const at = data.refresh?.[source]?.succeededAt ?? null;
    if (at === null) return null;
    if (oldest === null || at < oldest) oldest = at;
  }
  return oldest;
}
