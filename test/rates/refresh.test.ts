/**
 * refreshRates and its merge: what replaces what, the status it leads to, incidents logged once,
 * staleness by frequency, and a refresh that is cancelled or cannot read the store writes nothing.
 */
import { isStale, MAX_AGE_DAYS, type Frequency } from '../../src/rates/benchmarks';
import { createCuratedProvider } from '../../src/rates/providers/curated';
import { loadSnapshot, ratesStatus, refreshFailures, type RatesData } from '../../src/rates/rates-data';
import { MemoryRatesStore, type RatesWriter } from '../../src/rates/rates-store';
import { refreshRates } from '../../src/rates/refresh';
import { ecbXmlDated, FakeSources, loadStandardSeries } from './support/fake-sources';
import {
  FETCH_TIMEOUT_MS,
  groupsFor,
  recordingLogger,
  refreshCount,
  refreshMetrics,
  snapshotStore,
} from './support/harness';

const NOW = new Date('2026-11-22T12:00:00Z');
let fake: FakeSources;
beforeEach(async () => {
  fake = await new FakeSources().start();
  loadStandardSeries(fake, NOW);
  fake.ecbXml = ecbXmlDated('2026-11-20');
});
afterEach(() => fake.stop());

const everything = () => {
  const groups = groupsFor(fake);
  return [...groups.benchmarks.providers, ...groups.fx.providers];
};

describe('status', () => {
  it('snapshot → live once every FRED series and the FX table are live; the snapshot is never labelled live', async () => {
    const store = snapshotStore();
    expect(ratesStatus(await store.current())).toBe('snapshot');
    await refreshRates(store, groupsFor(fake).benchmarks.providers, () => NOW);
    expect(ratesStatus(await store.current())).toBe('partial'); // FX is still the snapshot's
    await refreshRates(store, groupsFor(fake).fx.providers, () => NOW);
    const data = await store.current();
    expect(ratesStatus(data)).toBe('live');
    expect(data.fetched_at).toBe(NOW.toISOString());
  });

  it('partial names what failed, and goes back to live when it recovers', async () => {
    const store = snapshotStore();
    const { logger, lines } = recordingLogger();
    await refreshRates(store, everything(), () => NOW, { logger });
    fake.faults.set('MORTGAGE15US', { kind: 'status', status: 503, body: '' });
    fake.faults.set('ECB', { kind: 'hang' });
    const t1 = new Date('2026-11-22T15:00:00Z');
    await refreshRates(store, everything(), () => t1, { logger });
    const failing = await store.current();
    expect(ratesStatus(failing)).toBe('partial');
    expect(refreshFailures(failing)).toEqual([
      { source: 'fred', item: 'mortgage_15y', reason: 'http_error', since: t1.toISOString() },
      { source: 'ecb', item: 'fx', reason: 'timeout', since: t1.toISOString() },
    ]);
    // Still failing three hours later: the incident keeps its start, and is not logged again.
    await refreshRates(store, everything(), () => new Date('2026-11-22T18:00:00Z'), { logger });
    expect(refreshFailures(await store.current()).map((f) => f.since)).toEqual([t1.toISOString(), t1.toISOString()]);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
      'FRED refresh failed for 1 of 8 items (mortgage_15y: HTTP 503); keeping their last good values',
      `ECB unavailable: timed out after ${FETCH_TIMEOUT_MS} ms; keeping the last good value`,
    ]);
    fake.faults.clear();
    await refreshRates(store, everything(), () => new Date('2026-11-22T21:00:00Z'), { logger });
    expect(ratesStatus(await store.current())).toBe('live');
    expect(lines.filter((l) => l.msg.includes('recovered')).map((l) => l.msg)).toEqual([
      'FRED refresh recovered: mortgage_15y',
      'ECB refresh recovered: fx',
    ]);
  });
});

describe('merging', () => {
  it('never steps back to an older observation than the one stored', async () => {
    const store = snapshotStore();
    await refreshRates(store, everything(), () => NOW);
    // The source now serves only older data (a stale mirror): the newer stored values stay.
    for (const [id, observations] of fake.series) fake.series.set(id, observations.slice(0, -3));
    fake.ecbXml = ecbXmlDated('2026-11-10');
    const before = await store.current();
    await refreshRates(store, everything(), () => new Date('2026-11-22T15:00:00Z'));
    const after = await store.current();
    expect(after.benchmarks.fed_funds_rate).toEqual(before.benchmarks.fed_funds_rate);
    expect(after.fx).toEqual(before.fx);
  });

  it('the curated value keeps its own date, is never labelled fred, and is bundled data, not a fetch', async () => {
    const store = snapshotStore();
    await refreshRates(
      store,
      [createCuratedProvider(() => ({ hysa_apy: { value: 4.1, as_of: '2026-11-02' } }))],
      () => NOW,
    );
    const data = await store.current();
    expect(data.benchmarks.hysa_apy).toEqual({ value: 4.1, as_of: '2026-11-02', source: 'curated', fetched_at: null });
    // Re-reading the curated file fetched nothing: the data set still says it was never refreshed from a live source.
    expect(data.fetched_at).toBeNull();
    expect(ratesStatus(data)).toBe('snapshot');
  });

  it('a broken curated file fails that source only', async () => {
    const store = snapshotStore();
    const { outcomes } = await refreshRates(
      store,
      [createCuratedProvider(() => ({ hysa_apy: { value: -3 } }))],
      () => NOW,
    );
    expect(outcomes[0]).toEqual(expect.objectContaining({ source: 'curated', outcome: 'failure' }));
    expect((await store.current()).benchmarks.hysa_apy.value).toBe(4);
  });
});

describe('writing', () => {
  it('a cancelled refresh (shutdown) writes nothing and counts nothing', async () => {
    const store = snapshotStore();
    const { metrics } = refreshMetrics();
    fake.faults.set('DGS10', { kind: 'hang' });
    const controller = new AbortController();
    const running = refreshRates(store, everything(), () => NOW, { signal: controller.signal, metrics });
    setTimeout(() => controller.abort(), 100);
    await expect(running).rejects.toThrow('cancelled');
    expect(await store.current()).toEqual(loadSnapshot());
    expect(await refreshCount(metrics, 'fred', 'success')).toBe(0);
  });

  it('a store that cannot be read is not written over, and no source is asked', async () => {
    const saved: RatesData[] = [];
    const broken: RatesWriter = {
      latest: () => Promise.reject(new Error('READONLY')),
      save: async (d) => void saved.push(d),
    };
    await expect(refreshRates(broken, everything(), () => NOW)).rejects.toThrow('READONLY');
    expect(saved).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('writes the whole data set in one save', async () => {
    const inner = new MemoryRatesStore(loadSnapshot());
    const saves: RatesData[] = [];
    const store: RatesWriter = { latest: () => inner.latest(), save: async (d) => void saves.push(d) };
    await refreshRates(store, everything(), () => NOW);
    expect(saves).toHaveLength(1);
    expect(ratesStatus(saves[0]!)).toBe('live');
  });
});

describe('staleness by publication frequency', () => {
  const after = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);

  it.each((['daily', 'weekly', 'curated'] as Frequency[]).map((f) => [f, MAX_AGE_DAYS[f]] as const))(
    '%s: stale %i days after the observation date',
    (frequency, days) => {
      expect(isStale('2026-11-02', frequency, after('2026-11-02', days))).toBe(false);
      expect(isStale('2026-11-02', frequency, after('2026-11-02', days + 0.01))).toBe(true);
    },
  );

  it.each((['monthly', 'quarterly'] as Frequency[]).map((f) => [f, MAX_AGE_DAYS[f]] as const))(
    '%s: stale %i days after the end of the observed month',
    (frequency, days) => {
      // 2026-10-01 describes October: its age counts from 2026-11-01.
      expect(isStale('2026-10-01', frequency, after('2026-11-01', days))).toBe(false);
      expect(isStale('2026-10-01', frequency, after('2026-11-01', days + 0.01))).toBe(true);
    },
  );

  it('an unknown date is stale', () => {
    expect(isStale(null, 'daily', new Date())).toBe(true);
  });
});
