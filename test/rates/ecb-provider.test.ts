/**
 * ECB daily reference rates against a fake ECB on 127.0.0.1 replaying the fixture (single-quoted
 * attributes, default namespace, per 1 EUR), and each way the file can be wrong.
 */
import type { FailureReason } from '../../src/rates/failure-reasons';
import { parseEcbXml } from '../../src/rates/providers/ecb';
import { refreshRates } from '../../src/rates/refresh';
import { ecbXmlDated, FakeSources, fixture, type Fault } from './support/fake-sources';
import {
  FETCH_TIMEOUT_MS,
  groupsFor,
  recordingLogger,
  refreshCount,
  refreshMetrics,
  snapshotStore,
} from './support/harness';

const NOW = new Date('2026-10-06T15:30:00Z');
let fake: FakeSources;
beforeEach(async () => (fake = await new FakeSources().start()));
afterEach(() => fake.stop());

describe('parsing the daily file', () => {
  it('reads the fixture: 29 currencies per 1 EUR, the EUR base added, the date of the Cube', () => {
    const table = parseEcbXml(fixture('ecb-eurofxref-daily.xml'), NOW);
    expect(table.asOf).toBe('2026-10-06');
    expect(table.base).toBe('EUR');
    expect(Object.keys(table.rates)).toHaveLength(30);
    expect(table.rates).toEqual(
      expect.objectContaining({ EUR: 1, USD: 1.1269, JPY: 178.15, GBP: 0.8488, IDR: 20104.8 }),
    );
    expect(table.rates.BGN).toBeUndefined(); // Bulgaria adopted the euro on 2026-01-01
  });

  it('reads double-quoted attributes too (the 90-day history file uses them)', () => {
    const table = parseEcbXml(fixture('ecb-eurofxref-daily.xml').replace(/'/g, '"'), NOW);
    expect(table.rates.USD).toBe(1.1269);
  });

  it.each([
    ['a truncated file', fixture('ecb-eurofxref-daily.xml').slice(0, 900), /^malformed XML/],
    ['another XML document', '<?xml version="1.0"?><feed><entry/></feed>', /not the ECB reference rates XML/],
    [
      'a rate that is not a number',
      fixture('ecb-eurofxref-daily.xml').replace("rate='1.1269'", "rate='N/A'"),
      /USD: rate "N\/A" is not a number/,
    ],
    [
      'a zero rate',
      fixture('ecb-eurofxref-daily.xml').replace("rate='1.1269'", "rate='0'"),
      /USD: rate 0 is outside the sane range/,
    ],
    [
      'a currency listed twice',
      fixture('ecb-eurofxref-daily.xml').replace("currency='JPY'", "currency='USD'"),
      /USD is listed twice/,
    ],
    [
      'a table without USD',
      fixture('ecb-eurofxref-daily.xml').replace("<Cube currency='USD' rate='1.1269'/>", ''),
      /no USD/,
    ],
    [
      'only a few currencies',
      fixture('ecb-eurofxref-daily.xml').replace(/\s*<Cube currency='(?!USD)[A-Z]{3}' rate='[\d.]+'\/>/g, ''),
      /only 1 currencies/,
    ],
    [
      'a date that is not a date',
      fixture('ecb-eurofxref-daily.xml').replace("time='2026-10-06'", "time='2026-13-45'"),
      /is not a date/,
    ],
  ])('refuses %s', (_name, xml, reason) => {
    expect(() => parseEcbXml(xml, NOW)).toThrow(reason);
  });
});

describe('refreshing FX', () => {
  it('replaces the snapshot table with the live one, labelled ecb, with its fetch time', async () => {
    fake.ecbXml = ecbXmlDated('2026-10-06');
    const store = snapshotStore();
    const { outcomes } = await refreshRates(store, groupsFor(fake).fx.providers, () => NOW);
    expect(outcomes).toEqual([expect.objectContaining({ source: 'ecb', outcome: 'success', refreshed: ['fx'] })]);
    const { fx } = await store.current();
    expect(fx).toEqual(expect.objectContaining({ source: 'ecb', asOf: '2026-10-06', fetchedAt: NOW.toISOString() }));
  });

  const faults: [string, Fault | string, FailureReason, string][] = [
    ['HTTP 500', { kind: 'status', status: 500, body: '' }, 'http_error', 'HTTP 500'],
    ['HTTP 429', { kind: 'status', status: 429, body: '' }, 'rate_limited', 'HTTP 429'],
    ['a timeout', { kind: 'hang' }, 'timeout', `timed out after ${FETCH_TIMEOUT_MS} ms`],
    ['a truncated body', { kind: 'truncate' }, 'malformed', 'truncated response'],
    ['an HTML page', { kind: 'html' }, 'not_data', 'an HTML page instead of data'],
    ['an oversized body', { kind: 'huge', bytes: 100_000 }, 'too_large', 'over the 65536-byte limit'],
  ];

  it.each(faults)(
    '%s: the last good table stays, the failure is counted and logged once',
    async (_name, fault, reason, detail) => {
      const store = snapshotStore();
      const { metrics } = refreshMetrics();
      const { logger, lines } = recordingLogger();
      await refreshRates(store, groupsFor(fake).fx.providers, () => NOW, { metrics });
      const good = (await store.current()).fx;
      if (typeof fault === 'string') fake.ecbXml = fault;
      else fake.faults.set('ECB', fault);
      const later = () => new Date('2026-10-07T15:30:00Z');
      await refreshRates(store, groupsFor(fake).fx.providers, later, { metrics, logger });
      await refreshRates(store, groupsFor(fake).fx.providers, later, { metrics, logger });
      const data = await store.current();
      expect(data.fx).toEqual(good);
      expect(data.refresh?.ecb?.failures).toEqual([expect.objectContaining({ item: 'fx', reason })]);
      expect(await refreshCount(metrics, 'ecb', 'failure')).toBe(2); // every attempt counted
      const warnings = lines.filter((l) => l.level === 'warn');
      expect(warnings).toHaveLength(1); // logged once per incident
      expect(warnings[0]!.msg).toContain(detail);
    },
  );
});
