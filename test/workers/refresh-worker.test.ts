/**
 * The BullMQ refresh worker against the real Redis (DESIGN.md §5, §8), with fake FRED and ECB servers:
 * a scheduled refresh reaches a separate API replica; two workers started together fetch once per
 * tick; a start refreshes only what is older than its interval; SIGTERM during a job finishes it or
 * leaves it to be retried, never half-written data.
 */
import Redis from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import { Queue } from 'bullmq';
import { createApp } from '../../src/api/app';
import { loadSnapshot, ratesStatus, type RatesData } from '../../src/rates/rates-data';
import { RedisRatesStore, ratesKey } from '../../src/rates/rates-store';
import { RedisConnection } from '../../src/redis/redis-connection';
import { startRefreshWorker, type RefreshWorker } from '../../src/workers/refresh-worker';
import { bullPrefix, REFRESH_QUEUE } from '../../src/workers/refresh-queue';
import { testDeps } from '../support/app';
import { acquireRedis, uniquePrefix, type TestRedis } from '../support/redis';
import { ecbXmlDated, FAKE_VALUES, FakeSources, loadStandardSeries } from '../rates/support/fake-sources';
import { groupsFor, refreshMetrics } from '../rates/support/harness';
import { startServerProcess } from '../support/server-process';
import { runWorkerToExit, startWorkerProcess } from './support/worker-process';

const silent = pino({ level: 'silent' });
/** A cron that does not fire during a test (1 January, midnight). */
const NEVER = '0 0 1 1 *';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let redis: TestRedis | undefined;
let client: Redis;
let fake: FakeSources;
let prefix: string;
const workers: RefreshWorker[] = [];
const connections: RedisConnection[] = [];

beforeAll(async () => {
  redis = await acquireRedis();
  if (redis) client = new Redis(redis.url);
});
afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
});
beforeEach(async () => {
  prefix = uniquePrefix('worker');
  fake = await new FakeSources().start();
  const today = new Date();
  loadStandardSeries(fake, today);
  fake.ecbXml = ecbXmlDated(today.toISOString().slice(0, 10));
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.close()));
  await Promise.all(connections.splice(0).map((c) => c.close()));
  await fake.stop();
  if (redis) {
    // Everything this test wrote: the rates key and BullMQ's keys share the prefix.
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  }
});

const maybe = (name: string, fn: () => Promise<void>, timeout?: number) =>
  it(
    name,
    async () => {
      if (!redis) return; // acquireRedis printed the loud notice (and throws under REQUIRE_REDIS=1)
      await fn();
    },
    timeout,
  );

async function worker(benchmarksEveryMs = 60_000, extra: Partial<Parameters<typeof startRefreshWorker>[0]> = {}): Promise<RefreshWorker> {
  const w = await startRefreshWorker({
    redisUrl: redis!.url,
    keyPrefix: prefix,
    groups: groupsFor(fake),
    schedule: { benchmarksEveryMs, fxPattern: NEVER, fxTimeZone: 'UTC' },
    logger: silent,
    backoffMs: 200,
    ...extra,
  });
  workers.push(w);
  return w;
}

async function stored(): Promise<RatesData | null> {
  const raw = await client.get(ratesKey(prefix));
  return raw === null ? null : (JSON.parse(raw) as RatesData);
}

async function until(predicate: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(50);
  }
}

async function replica(): Promise<ReturnType<typeof createApp>> {
  const conn = new RedisConnection(redis!.url, silent);
  connections.push(conn);
  await conn.start();
  const env = { REDIS_URL: redis!.url, REDIS_KEY_PREFIX: prefix };
  return createApp(testDeps(env, { redis: conn, rates: new RedisRatesStore(conn, loadSnapshot(), { keyPrefix: prefix, cacheMs: 0 }) }));
}

maybe('a scheduled refresh runs, and a separate API replica on the same Redis serves the new values', async () => {
  const { metrics, registry } = refreshMetrics();
  await worker(1000, { metrics });
  await until(async () => {
    const data = await stored();
    return data !== null && ratesStatus(data) === 'live';
  });
  const api = await replica();
  const res = await request(api).get('/api/v1/rates').expect(200);
  expect(res.body.status).toBe('live');
  expect(res.body.rates.treasury_10y).toEqual(expect.objectContaining({ value: FAKE_VALUES.treasury_10y, source: 'fred' }));
  expect(res.body.fx.source).toBe('ecb');
  // The scheduler keeps ticking: a second fetch one interval later.
  await until(() => fake.requestsFor('DFF').length >= 2, 5000);
  expect(await registry.getSingleMetricAsString('rates_refresh_total')).toContain('rates_refresh_total{source="fred",outcome="success"}');
  // BullMQ's keys carry REDIS_KEY_PREFIX through its own prefix option.
  expect(await client.exists(`${bullPrefix(prefix)}:${REFRESH_QUEUE}:meta`)).toBe(1);
});

maybe('two workers started together fetch once per tick', async () => {
  await Promise.all([worker(1500), worker(1500)]);
  await sleep(4000);
  // FX: both found it never refreshed; one deduplicated start-up job, one fetch.
  expect(fake.requestsFor('ECB')).toHaveLength(1);
  // Benchmarks: the start-up job and the ticks; never two fetches for one tick.
  const times = fake.requestsFor('DFF').map((r) => r.at);
  expect(times.length).toBeGreaterThanOrEqual(2);
  expect(times.length).toBeLessThanOrEqual(4);
  for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThan(1000);
});

maybe('a start refreshes what is older than its interval, and only that', async () => {
  const first = await worker();
  await until(async () => {
    const data = await stored();
    return data !== null && ratesStatus(data) === 'live';
  });
  await first.close();
  const fetched = fake.requests.length;
  // Restart with fresh data: nothing to do.
  await worker();
  await sleep(1000);
  expect(fake.requests.length).toBe(fetched);
  await workers.pop()!.close();
  // The benchmarks were last refreshed four hours ago (interval: one minute here): refresh them at start, not FX.
  const data = (await stored())!;
  const fourHoursAgo = new Date(Date.now() - 4 * 3_600_000).toISOString();
  await client.set(ratesKey(prefix), JSON.stringify({ ...data, refresh: { ...data.refresh, fred: { ...data.refresh!.fred!, succeededAt: fourHoursAgo } } }));
  await worker();
  await until(() => fake.requests.length > fetched);
  await sleep(500);
  expect(fake.requestsFor('DFF')).toHaveLength(2);
  expect(fake.requestsFor('ECB')).toHaveLength(1);
});

maybe('a Redis that lost its data (restarted without persistence) gets the schedulers and the rates back', async () => {
  const w = await worker(60_000, { scheduleCheckMs: 300 });
  await until(async () => (await stored()) !== null && ratesStatus((await stored())!) === 'live');
  const keys = await client.keys(`${prefix}*`);
  await client.del(...keys);
  expect(await w.queue.getJobSchedulers()).toEqual([]);
  await until(async () => (await stored()) !== null && ratesStatus((await stored())!) === 'live');
  expect((await w.queue.getJobSchedulers()).map((j) => j.key).sort()).toEqual(['rates-refresh-benchmarks', 'rates-refresh-fx']);
});

maybe('a failed source is retried with backoff, and its success then recorded', async () => {
  fake.faults.set('ECB', { kind: 'status', status: 503, body: '' });
  await worker();
  await until(() => fake.requestsFor('ECB').length >= 2); // first attempt and a retry (backoff 200 ms)
  fake.faults.clear();
  await until(async () => (await stored())?.fx.source === 'ecb');
  expect((await stored())!.refresh!.ecb!.failures).toEqual([]);
});

describe('the worker process', () => {
  const env = () => ({
    REDIS_URL: redis!.url,
    REDIS_KEY_PREFIX: prefix,
    FX_REFRESH_CRON: NEVER,
    ...fake.env(),
  });

  maybe('SIGTERM during a job lets it finish: the whole data set is written, exit 0', async () => {
    fake.faults.set('DGS10', { kind: 'delay', ms: 1500 });
    const w = await startWorkerProcess({ ...env(), SHUTDOWN_TIMEOUT_MS: '10000' });
    await until(() => fake.requestsFor('DGS10').length > 0); // the job is in flight
    const health = await fetch(`http://127.0.0.1:${w.metricsPort}/healthz`);
    expect(health.status).toBe(200);
    w.child.kill('SIGTERM');
    expect(await w.exit).toBe(0);
    const data = (await stored())!;
    for (const id of Object.keys(FAKE_VALUES) as (keyof typeof FAKE_VALUES)[]) expect(data.benchmarks[id].source).toBe('fred');
    expect(w.logs.join('')).toContain('Worker shut down cleanly');
  });

  maybe('SIGTERM during a job that cannot finish in time: cancelled, nothing half-written, left to be retried', async () => {
    fake.faults.set('DGS10', { kind: 'hang' });
    const w = await startWorkerProcess({ ...env(), SHUTDOWN_TIMEOUT_MS: '300', RATES_FETCH_TIMEOUT_MS: '60000' });
    await until(() => fake.requestsFor('DGS10').length > 0);
    w.child.kill('SIGTERM');
    expect(await w.exit).toBe(0);
    // DFF and the others were fetched, but the refresh was cancelled: none of it was written.
    const data = await stored();
    expect(data === null || Object.values(data.benchmarks).every((b) => b.source !== 'fred')).toBe(true);
    const connection = new Redis(redis!.url, { maxRetriesPerRequest: null });
    const queue = new Queue(REFRESH_QUEUE, { connection, prefix: bullPrefix(prefix) });
    try {
      const pending = await queue.getJobs(['delayed', 'wait', 'prioritized']);
      expect(pending.filter((j) => j.name === 'benchmarks' && j.attemptsMade === 1)).toHaveLength(1);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  maybe('serves its metrics', async () => {
    const w = await startWorkerProcess(env());
    try {
      await until(async () => (await stored()) !== null && ratesStatus((await stored())!) === 'live');
      const text = await (await fetch(`http://127.0.0.1:${w.metricsPort}/metrics`)).text();
      expect(text).toContain('rates_refresh_total{source="fred",outcome="success"}');
      expect(text).toContain('rates_refresh_duration_seconds_bucket');
    } finally {
      w.child.kill('SIGTERM');
      await w.exit;
    }
  });

  maybe('an API replica with REDIS_URL never fetches: it reads what the worker wrote', async () => {
    const api = await startServerProcess({ REDIS_URL: redis!.url, REDIS_KEY_PREFIX: prefix, ...fake.env() });
    try {
      await sleep(3500); // past the embedded mode's first refresh (2 s)
      expect(fake.requests).toEqual([]);
      const w = await startWorkerProcess(env());
      await until(async () => (await stored()) !== null && ratesStatus((await stored())!) === 'live');
      w.child.kill('SIGTERM');
      await w.exit;
      await until(async () => ((await (await fetch(`http://127.0.0.1:${api.port}/api/v1/rates`)).json()) as { status: string }).status === 'live', 20_000);
    } finally {
      api.child.kill('SIGTERM');
      await api.exit;
    }
  });

  it('refuses to start without REDIS_URL, saying why', async () => {
    const { code, output } = await runWorkerToExit({});
    expect(code).toBe(1);
    expect(output).toContain('The rates worker needs REDIS_URL');
  });
});
