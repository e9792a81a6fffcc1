/** GET /api/v1/rates: the nine benchmarks with their observation dates and staleness. */
import type { IRouter } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import {
  BENCHMARK_IDS,
  BENCHMARKS,
  MAX_AGE_DAYS,
  fredSeriesUrl,
  isStale,
  type BenchmarkId,
  type RateSource,
} from '../../rates/benchmarks';
import {
  dataSetAsOf,
  ratesStatus,
  refreshFailures,
  REFRESH_SOURCES,
  type FxTable,
  type RatesData,
} from '../../rates/rates-data';
import { FAILURE_REASON_CODES, FAILURE_REASONS, publicReason } from '../../rates/failure-reasons';
import { DISCLAIMER } from '../../dispatch/meta';
import type { Site } from '../../dispatch/context';
import type { RatesStore } from '../../rates/rates-store';
import { closedObject } from '../../schemas/output';
import { resource } from '../resource';

// The enums below are the keys of records typed by the rates module's unions, so a new member there fails to compile here.
const RATE_SOURCES = Object.keys({ fred: 0, ecb: 0, curated: 0, snapshot: 0 } satisfies Record<
  RateSource,
  0
>) as RateSource[];
const RATES_STATUSES = Object.keys({ live: 0, partial: 0, snapshot: 0 } satisfies Record<
  ReturnType<typeof ratesStatus>,
  0
>);
const FX_SOURCES = Object.keys({ ecb: 0, snapshot: 0 } satisfies Record<FxTable['source'], 0>);

/** One benchmark on the wire. */
const rateSchema = closedObject(
  {
    label: { type: 'string' },
    value: {
      type: ['number', 'null'],
      description: 'Percent; null when the source has no value (never a string, never 0 for missing).',
    },
    unit: { const: 'percent' },
    as_of: { type: ['string', 'null'], format: 'date', description: 'Observation date, not fetch time.' },
    basis: {
      type: 'string',
      description:
        'How a derived value was computed (CPI inflation: which month over which month, e.g. "2026-10 over 2025-10").',
    },
    frequency: { enum: Object.keys(MAX_AGE_DAYS) },
    source: { enum: RATE_SOURCES },
    series_id: { type: ['string', 'null'], description: 'FRED series id; null for the curated HYSA APY.' },
    source_url: { type: ['string', 'null'], format: 'uri' },
    fetched_at: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the value was fetched from its source; null for bundled data.',
    },
    stale: {
      type: 'boolean',
      description: 'Older than its frequency allows (daily 5 days, weekly 10, monthly 45, quarterly and curated 120).',
    },
  },
  ['basis', 'fetched_at'],
);

/** The response body (the OpenAPI document imports it). */
export const ratesResponseSchema = closedObject({
  rates: closedObject(
    Object.fromEntries(BENCHMARK_IDS.map((id) => [id, rateSchema])) as Record<BenchmarkId, typeof rateSchema>,
  ),
  fx: closedObject({
    base: { type: 'string', description: 'FX rates are units per one unit of this currency (EUR for the ECB).' },
    as_of: { type: 'string', format: 'date' },
    source: { enum: FX_SOURCES },
    currencies: { type: 'integer', minimum: 0, description: 'How many currencies the table holds.' },
    fetched_at: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the table was fetched from the ECB; null for bundled data.',
    },
    stale: { type: 'boolean', description: 'Older than 5 days (the ECB publishes on TARGET working days).' },
  }),
  status: {
    enum: RATES_STATUSES,
    description: 'live: every benchmark and FX from its live source; snapshot: none; partial: some.',
  },
  fetched_at: {
    type: ['string', 'null'],
    format: 'date-time',
    description: 'The last successful refresh; null while only the bundled snapshot is loaded.',
  },
  failed: {
    type: 'array',
    description:
      'What the last refresh could not update, or refused as implausible; each keeps its last good value, shown with its own `source` and `as_of` (names the gaps of `partial`).',
    items: closedObject({
      rate: { type: 'string', description: 'A benchmark id, or `fx`.' },
      source: { enum: REFRESH_SOURCES },
      reason: {
        enum: FAILURE_REASON_CODES,
        description: `Why, from a closed list (what the source itself said is logged, never shown): ${FAILURE_REASON_CODES.map((c) => `\`${c}\`: ${FAILURE_REASONS[c]}`).join('; ')}.`,
      },
      since: { type: 'string', format: 'date-time', description: 'When this item started failing.' },
    }),
  },
  meta: closedObject({
    source: { type: 'string' },
    attribution: { type: 'string' },
    disclaimer: { type: 'string' },
    rates_as_of: {
      type: 'string',
      format: 'date',
      description: 'The date of the data set: its newest observation date, benchmarks and FX table alike.',
    },
  }),
});

export type RatesResponse = FromSchema<typeof ratesResponseSchema>;
type RateView = FromSchema<typeof rateSchema>;

/** The wire view of a data set at `now`. */
export function ratesView(data: RatesData, now: Date, site: Site): RatesResponse {
  const rates = {} as Record<BenchmarkId, RateView>;
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
    failed: refreshFailures(data).map((f) => ({
      rate: f.item,
      source: f.source,
      reason: publicReason(f.reason),
      since: f.since,
    })),
    meta: {
      source: site.serviceName,
      attribution: `Rates compiled by ${site.serviceName} from FRED (Federal Reserve Bank of St. Louis) and the ECB — ${site.baseUrl}/api/v1/rates`,
      disclaimer: DISCLAIMER,
      rates_as_of: dataSetAsOf(data),
    },
  };
}

export interface RatesRouteOptions {
  rates: RatesStore;
  now: () => Date;
  site: Site;
}

export function ratesRoute(router: IRouter, deps: RatesRouteOptions): void {
  resource(router, '/api/v1/rates', {
    get: async (_req, res) => {
      const data = await deps.rates.current();
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.json(ratesView(data, deps.now(), deps.site));
    },
  });
}
