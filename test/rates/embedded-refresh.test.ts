/**
 * The embedded default's in-process refresh: first run shortly after start without blocking it,
 * runs on its interval, one log line per source when there is no network (not one per run or per
 * series), no unhandled rejection, and stop() cancels what is in flight and leaves no timer.
 */
import net from 'node:net';
import { loadConfig } from '../../src/config';
import { ratesStatus } from '../../src/rates/rates-data';
import { startEmbeddedRefresh } from '../../src/rates/embedded-refresh';
import { refreshGroups } from '../../src/rates/refresh-groups';
import { ecbXmlDated, FakeSources, loadStandardSeries } from './support/fake-sources';
import { groupsFor, recordingLogger, snapshotStore } from './support/harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const NOW = new Date('2026-11-22T12:00:00Z');

/** A port nothing listens on: connections are refused at once, like a machine without network. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

let fake: FakeSources;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeAll(() => process.on('unhandledRejection', onRejection));
afterAll(() => process.off('unhandledRejection', onRejection));
beforeEach(async () => {
  fake = await new FakeSources().start();
  loadStandardSeries(fake, NOW);
  fake.ecbXml = ecbXmlDated('2026-11-20');
  rejections.length = 0;
});
afterEach(() => fake.stop());

it('runs shortly after start, without blocking it, then on its interval', async () => {
  const store = snapshotStore();
  const { logger } = recordingLogger();
  const groups = Object.values(groupsFor(fake)).map((g) => ({ ...g, intervalMs: 150 }));
  const refresh = startEmbeddedRefresh({ store, groups, clock: () => NOW, logger, firstDelayMs: 50 });
  try {
    expect(fake.requests).toHaveLength(0); // start returned before anything was fetched
    await sleep(120);
    await refresh.idle();
    expect(ratesStatus(await store.current())).toBe('live');
    await sleep(400);
    expect(fake.requestsFor('ECB').length).toBeGreaterThanOrEqual(2);
  } finally {
    await refresh.stop();
  }
});

it('without network: one clear line per source, the snapshot keeps being served, no unhandled rejection', async () => {
  const port = await closedPort();
  const dead = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    FRED_GRAPH_URL: `${dead}/graph/fredgraph.csv`,
    ECB_FX_URL: `${dead}/eurofxref-daily.xml`,
  });
  const groups = Object.values(refreshGroups(config)).map((g) => ({ ...g, intervalMs: 60 }));
  const store = snapshotStore();
  const { logger, lines } = recordingLogger();
  const refresh = startEmbeddedRefresh({ store, groups, clock: () => new Date(), logger, firstDelayMs: 10 });
  await sleep(500); // several runs
  await refresh.stop();
  const loud = lines.filter((l) => l.level === 'warn' || l.level === 'error').map((l) => l.msg);
  expect(loud).toEqual([
    `FRED unavailable: cannot reach 127.0.0.1:${port} (ECONNREFUSED); keeping the last good values of all 8 items`,
    `ECB unavailable: cannot reach 127.0.0.1:${port} (ECONNREFUSED); keeping the last good value`,
  ]);
  expect(lines.filter((l) => l.msg.includes('still failing')).length).toBeGreaterThan(2); // it did retry, quietly
  expect(ratesStatus(await store.current())).toBe('snapshot');
  expect(rejections).toEqual([]);
});

it('stop() cancels a hanging request at once, writes nothing and leaves no timer behind', async () => {
  fake.faults.set('ECB', { kind: 'hang' });
  const store = snapshotStore();
  const before = await store.current();
  const { logger } = recordingLogger();
  const groups = Object.values(groupsFor(fake, { RATES_FETCH_TIMEOUT_MS: '30000' })).map((g) => ({
    ...g,
    intervalMs: 50,
  }));
  const refresh = startEmbeddedRefresh({
    store,
    groups: groups.filter((g) => g.name === 'fx'),
    clock: () => NOW,
    logger,
    firstDelayMs: 10,
  });
  await sleep(100);
  expect(fake.requestsFor('ECB')).toHaveLength(1); // in flight
  const started = Date.now();
  await refresh.stop();
  expect(Date.now() - started).toBeLessThan(1000);
  expect(await store.current()).toBe(before);
  await sleep(200);
  expect(fake.requestsFor('ECB')).toHaveLength(1); // no timer fired after stop()
  expect(rejections).toEqual([]);
});
