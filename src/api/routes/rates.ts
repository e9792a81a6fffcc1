/** GET /api/v1/rates: the nine benchmarks with their observation dates and staleness (DESIGN.md §3). */
import { Router } from 'express';
import { BENCHMARK_IDS, BENCHMARKS, fredSeriesUrl, isStale } from '../../rates/benchmarks';
import { ratesAsOf, ratesStatus, refreshFailures, type RatesData } from '../../rates/rates-data';
import { DISCLAIMER } from '../../dispatch/calculate';
import type { Site } from '../../dispatch/context';
import type { RatesStore } from '../../rates/rates-store';

/** The wire view of a data set at `now`. */
export function ratesView(data: RatesData, now: Date, site: Site) {
  const rates: Record<string, unknown> = {};
  for (const id of BENCHMARK_IDS) {
    const info = BENCHMARKS[id];
    const b = data.benchmarks[id];
    rates[id] = {
      label: info.label,
      value: b.value,
      unit: 'percent',
      as_of: b.as_of,
      ...(b.basis ? { basis: b.basis } : {}),
      frequency: info.frequency,
      source: b.source,
      series_id: info.seriesId,
      source_url: info.seriesId ? fredSeriesUrl(info.seriesId) : null,
      fetched_at: b.fetched_at,
      stale: isStale(b.as_of, info.frequency, now),
    };
  }
  return {
    rates,
    fx: {
      base: data.fx.base,
      as_of: data.fx.asOf,
      source: data.fx.source,
      currencies: Object.keys(data.fx.rates).length,
      fetched_at: data.fx.fetchedAt ?? null,
      stale: isStale(data.fx.asOf, 'daily', now),
    },
    status: ratesStatus(data),
    fetched_at: data.fetched_at,
    // What the last refresh could not update (its last good value is shown): names the gaps of `partial`.
    failed: refreshFailures(data).map((f) => ({ rate: f.item, source: f.source, reason: f.reason, since: f.since })),
    meta: {
      source: site.serviceName,
      attribution: `Rates compiled by ${site.serviceName} from FRED (Federal Reserve Bank of St. Louis) and the ECB — ${site.baseUrl}/api/v1/rates`,
      disclaimer: DISCLAIMER,
      rates_as_of: ratesAsOf(data),
    },
  };
}

export interface RatesRouteOptions {
  rates: RatesStore;
  now: () => Date;
  site: Site;
}

export function ratesRoute(deps: RatesRouteOptions): Router {
  const router = Router();
  router.get('/api/v1/rates', async (_req, res) => {
    const data = await deps.rates.current();
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json(ratesView(data, deps.now(), deps.site));
  });
  return router;
}
