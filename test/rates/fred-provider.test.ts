/**
 * FRED through both doors (JSON API with a key, keyless fredgraph.csv) against a fake FRED on
 * 127.0.0.1: the fixture formats, "." values, asking only for recent observations, and every way
 * a live source fails; the last good value stays and the failure is counted.
 */
import type { FailureReason } from '../../src/rates/failure-reasons';
import { ratesStatus } from '../../src/rates/rates-data';
import { refreshRates } from '../../src/rates/refresh';
import { FAKE_VALUES, FakeSources, fixture, loadStandardSeries, type Fault } from './support/fake-sources';
import {
  FETCH_TIMEOUT_MS,
  groupsFor,
  recordingLogger,
  refreshCount,
  refreshMetrics,
  snapshotStore,
} from './support/harness';

const NOW = new Date('2026-11-22T12:00:00Z');
const KEY = '0123456789abcdef0123456789abcdef';
const DOORS = [
  ['JSON API', { FRED_API_KEY: KEY }],
  ['fredgraph.csv', {}],
] as const;

let fake: FakeSources;
beforeEach(async () => {
  fake = await new FakeSources().start();
  loadStandardSeries(fake, NOW);
});
afterEach(() => fake.stop());

describe('the fixture formats, replayed byte for byte', () => {
  // fred-observations-DGS10.json / fredgraph-DGS10.csv: newest day 2026-06-11 is "." → 4.55 of 2026-06-10.
  const june = new Date('2026-06-12T15:00:00Z');
  it.each([
    [
      'JSON API',
      { FRED_API_KEY: KEY },
      { kind: 'body', body: fixture('fred-observations-DGS10.json'), contentType: 'application/json' },
    ],
    ['fredgraph.csv', {}, { kind: 'body', body: fixture('fredgraph-DGS10.csv'), contentType: 'text/csv' }],
  ] as const)('%s: "." is missing, not 0; the newest real observation wins', async (_door, env, body) => {
    fake.faults.set('DGS10', body as Fault);
    const store = snapshotStore();
    await refreshRates(store, groupsFor(fake, env).benchmarks.providers, () => june);
    const { benchmarks } = await store.current();
    expect(benchmarks.treasury_10y).toEqual({
      value: 4.55,
      as_of: '2026-06-10',
      source: 'fred',
      fetched_at: june.toISOString(),
    });
  });
});

describe.each(DOORS)('%s', (door, env) => {
  it('refreshes all eight FRED benchmarks from the newest real observations', async () => {
    const store = snapshotStore();
    const { outcomes } = await refreshRates(store, groupsFor(fake, env).benchmarks.providers, () => NOW);
    const { benchmarks } = await store.current();
    for (const [id, value] of Object.entries(FAKE_VALUES)) {
      expect(benchmarks[id as keyof typeof FAKE_VALUES]).toEqual(
        expect.objectContaining({ value, source: 'fred', fetched_at: NOW.toISOString() }),
      );
    }
    expect(benchmarks.fed_funds_rate.as_of).toBe('2026-11-20'); // Friday; Saturday and Sunday have no row, today is "."
    expect(benchmarks.mortgage_30y.as_of).toBe('2026-11-19'); // the newest Thursday
    expect(benchmarks.auto_loan_60m.as_of).toBe('2026-09-01'); // quarterly: the newest non-missing month
    expect(benchmarks.cpi_inflation).toEqual(
      expect.objectContaining({ as_of: '2026-10-01', basis: '12-month change of CPIAUCNS, 2026-10 over 2025-10' }),
    );
    expect(benchmarks.hysa_apy.source).toBe('curated'); // never FRED
    expect(outcomes.map((o) => [o.source, o.outcome])).toEqual([
      ['fred', 'success'],
      ['curated', 'success'],
    ]);
    expect(fake.requests).toHaveLength(8); // one request per series
  });

  it('asks only for recent observations, never whole histories', async () => {
    await refreshRates(snapshotStore(), groupsFor(fake, env).benchmarks.providers, () => NOW);
    const dff = fake.requestsFor('DFF')[0]!.query;
    const cpi = fake.requestsFor('CPIAUCNS')[0]!.query;
    if (door === 'JSON API') {
      expect(Object.fromEntries(dff)).toEqual({
        series_id: 'DFF',
        api_key: KEY,
        file_type: 'json',
        sort_order: 'desc',
        limit: '20',
      });
      expect(cpi.get('limit')).toBe('27'); // 12 months back, plus room for a missing month
    } else {
      expect(Object.fromEntries(dff)).toEqual({ id: 'DFF', cosd: '2026-10-18' }); // 35 days
      expect(cpi.get('cosd')).toBe('2024-08-14'); // 830 days: 27 months
    }
  });
});

describe('failures: the last good value stays, the failure is named (a public code) and counted, the detail logged', () => {
  const cases: [string, Fault | ((f: FakeSources) => void), FailureReason, string, Record<string, string>?][] = [
    ['HTTP 429 (over 120 requests a minute)', { kind: 'status', status: 429, body: '' }, 'rate_limited', 'HTTP 429'],
    ['HTTP 500', { kind: 'status', status: 500, body: '' }, 'http_error', 'HTTP 500'],
    ['a timeout', { kind: 'hang' }, 'timeout', `timed out after ${FETCH_TIMEOUT_MS} ms`],
    ['a truncated body', { kind: 'truncate' }, 'malformed', 'truncated response'],
    ['an HTML error page', { kind: 'html' }, 'not_data', 'an HTML page instead of data'],
    [
      'an HTML page sent as text/plain',
      { kind: 'html', contentType: 'text/plain' },
      'not_data',
      'an HTML page instead of data',
    ],
    ['an oversized body', { kind: 'huge', bytes: 200_000 }, 'too_large', 'over the 65536-byte limit'],
    [
      'JSON of another shape',
      { kind: 'body', body: '{"seriess":[]}', contentType: 'application/json' },
      'not_data',
      'JSON without an observations list',
      { FRED_API_KEY: KEY },
    ],
    [
      'malformed JSON',
      { kind: 'body', body: '{"observations":[{"date":"2026-11-20","val', contentType: 'application/json' },
      'malformed',
      'malformed JSON',
      { FRED_API_KEY: KEY },
    ],
    [
      'the CSV of another series',
      { kind: 'body', body: fixture('fredgraph-DGS10.csv').replace(/DGS10/, 'DGS2'), contentType: 'text/csv' },
      'not_data',
      'not a fredgraph.csv of DGS10',
    ],
    [
      'a row cut in the middle',
      { kind: 'body', body: 'observation_date,DGS10\n2026-11-19,4.10\n2026-11-2', contentType: 'text/csv' },
      'malformed',
      'malformed CSV row "2026-11-2"',
    ],
    [
      'no value at all, only "."',
      (f) => f.series.set('DGS10', [{ date: '2026-11-20', value: '.' }]),
      'no_value',
      'no observation with a value',
    ],
    [
      'a date in the future',
      (f) => f.series.get('DGS10')!.push({ date: '2027-01-01', value: '4.00' }),
      'malformed',
      'observation date 2027-01-01 is out of range',
    ],
  ];

  it.each(cases)('%s', async (_name, fault, reason, detail, env = {}) => {
    const store = snapshotStore();
    const { metrics } = refreshMetrics();
    const { logger, lines } = recordingLogger();
    const providers = groupsFor(fake, env).benchmarks.providers;
    // A first, good refresh: the value to keep.
    await refreshRates(store, providers, () => new Date('2026-11-21T12:00:00Z'), { metrics });
    const good = (await store.current()).benchmarks.treasury_10y;
    expect(good).toEqual(expect.objectContaining({ value: FAKE_VALUES.treasury_10y, source: 'fred' }));

    if (typeof fault === 'function') fault(fake);
    else fake.faults.set('DGS10', fault);
    const { outcomes } = await refreshRates(store, providers, () => NOW, { metrics, logger });

    const data = await store.current();
    expect(data.benchmarks.treasury_10y).toEqual(good); // last good kept, untouched
    expect(data.benchmarks.fed_funds_rate.fetched_at).toBe(NOW.toISOString()); // the others were refreshed
    expect(data.refresh?.fred?.failures).toEqual([{ item: 'treasury_10y', reason, since: NOW.toISOString() }]);
    expect(outcomes[0]).toEqual(expect.objectContaining({ source: 'fred', outcome: 'partial' }));
    expect(await refreshCount(metrics, 'fred', 'partial')).toBe(1);
    expect(await refreshCount(metrics, 'fred', 'success')).toBe(1);
    expect(ratesStatus(data)).toBe('partial');
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain('treasury_10y: ');
    expect(warnings[0]!.msg).toContain(detail);
    expect(warnings[0]!.msg).not.toContain(KEY);
  });

  it("HTTP 400 for an unregistered key: every series fails, with FRED's message and without the key", async () => {
    const store = snapshotStore();
    const { metrics } = refreshMetrics();
    const { logger, lines } = recordingLogger();
    const { outcomes } = await refreshRates(
      store,
      groupsFor(fake, { FRED_API_KEY: 'unregistered' }).benchmarks.providers,
      () => NOW,
      { metrics, logger },
    );
    expect(outcomes[0]!.outcome).toBe('failure');
    expect(outcomes[0]!.failures).toHaveLength(8);
    expect(outcomes[0]!.failures[0]!.reason).toBe('http_error');
    expect(outcomes[0]!.failures[0]!.detail).toBe(
      'HTTP 400: Bad Request. The value for variable api_key is not registered. Read https://fred.stlouisfed.org/docs/api/api_key.html for more information.',
    );
    expect(await refreshCount(metrics, 'fred', 'failure')).toBe(1);
    const data = await store.current();
    expect(data.benchmarks.fed_funds_rate).toEqual(expect.objectContaining({ source: 'snapshot', value: 3.63 })); // snapshot kept, never relabelled
    expect(ratesStatus(data)).toBe('snapshot');
    // One line for the source, not one per series.
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
      expect.stringMatching(/^FRED unavailable: HTTP 400: .*all 8 items$/),
    ]);
  });
});
