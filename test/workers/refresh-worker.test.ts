/**
 * The BullMQ refresh worker against the real Redis, in-process, with fake FRED and
 * ECB servers: a scheduled refresh reaches a separate API replica; two workers started together fetch
 * once per tick; a start refreshes only what is older than its interval; lost schedulers come back; a
 * failed source is retried; a Redis that does not answer at start delays the schedule, not the start. The worker as a process (SIGTERM, metrics): worker-process.test.ts.
 *
 * No assertion reads how far apart two moments of the wall clock were: on a loaded machine a fetch may run late by
 * any amount. What the tests read instead is what BullMQ records (which jobs completed, for which tick: a tick's job
 * id carries the millisecond it was due) and what the worker logs (when it registered its schedules, when it
 * replaced a stuck BullMQ worker and how overdue the tick was), as BullMQ's own tests assert on jobs and events.
 */
import { Worker, type Job } from 'bullmq';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/api/app';
import { loadSnapshot, ratesStatus, type RatesData } from '../../src/rates/rates-data';
import { RedisRatesStore, ratesKey } from '../../src/rates/rates-store';
import { RedisConnection } from '../../src/redis/redis-connection';
import { startRefreshWorker, type RefreshResult, type RefreshWorker } from '../../src/workers/refresh-worker';
import { bullPrefix, REFRESH_QUEUE } from '../../src/workers/refresh-queue';
import { testDeps } from '../support/app';
import { keysUnder } from '../support/redis';
import { startBlackHole } from '../support/redis-processes';
import { FAKE_VALUES } from '../rates/support/fake-sources';
import { groupsFor, refreshMetrics } from '../rates/support/harness';
import { NEVER, sleep, stored as storedIn, until, withRedis, workerTestContext } from './support/harness';

const silent = pino({ level: 'silent' });

interface LogLine {
  msg: string;
  time: number;
  [field: string]: unknown;
}

/** A logger whose lines (info and above) the test reads. */
function capturingLogger() {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write: (chunk: Buffer, _enc, cb) => (lines.push(JSON.parse(chunk.toString()) as LogLine), cb()),
  });
  return { logger: pino({ level: 'info' }, sink), lines, said: (msg: string) => lines.filter((l) => l.msg === msg) };
}

const REGISTERED = 'Refresh schedules registered';
const REPLACING = 'A refresh tick is overdue with nothing running: replacing the BullMQ worker';

/** The benchmarks jobs that completed, and which of them fetched (a job with nothing to do completes skipped). */
async function benchmarkJobs(w: RefreshWorker) {
  const done = (await w.queue.getCompleted()) as Array<Job<{ trigger: string }, RefreshResult>>;
  const all = done.filter((j) => j.name === 'benchmarks');
  return { all, fetched: all.filter((j) => j.returnvalue?.skipped === false) };
}

/** Jobs waiting or running (not the delayed next ticks). */
async function queued(w: RefreshWorker): Promise<number> {
  const counts = await w.queue.getJobCounts('waiting', 'active', 'prioritized');
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** The millisecond a scheduler's tick was due: BullMQ's id of it is `repeat:<scheduler>:<ms>`. */
const tickOf = (job: Job) => Number(String(job.id).split(':').pop());
const t = workerTestContext();
const maybe = withRedis(t);
const stored = () => storedIn(t);
const workers: RefreshWorker[] = [];

async function worker(
  benchmarksEveryMs = 60_000,
  extra: Partial<Parameters<typeof startRefreshWorker>[0]> = {},
): Promise<RefreshWorker> {
  const w = await startRefreshWorker({
    redis: t.redis!.url,
    keyPrefix: t.prefix,
    // No test here is about a slow source: the default fetch timeout, not the harness's 500 ms, so a starved jest
    // worker does not turn a fake FRED answer into a timeout (a failure recorded in the data set).
    groups: groupsFor(t.fake, { RATES_FETCH_TIMEOUT_MS: '10000' }),
    schedule: { benchmarksEveryMs, fxPattern: NEVER, fxTimeZone: 'UTC' },
    logger: silent,
    backoffMs: 200,
    ...extra,
  });
  workers.push(w);
  t.onCleanup(() => w.close());
  return w;
}

async function replica(): Promise<ReturnType<typeof createApp>> {
  const conn = new RedisConnection(t.redis!.url, silent);
  t.onCleanup(() => conn.close());
  await conn.start();
  const env = { REDIS_URL: t.redis!.url, REDIS_KEY_PREFIX: t.prefix };
  return createApp(
    testDeps(env, {
      redis: conn,
      rates: new RedisRatesStore(conn, loadSnapshot(), { keyPrefix: t.prefix, cacheMs: 0 }),
    }),
  );
}

/** The scheduler's ticks (due milliseconds) of the benchmarks jobs that completed and fetched. */
async function fetchedTicks(w: RefreshWorker): Promise<number[]> {
  const { fetched } = await benchmarkJobs(w);
  return fetched.filter((j) => j.data.trigger === 'schedule').map(tickOf);
}

/**
 * The replica's answer for a live data set that stayed stored while it answered (the same stored data read before and
 * after its request), with that data set. The scheduler ticks every second here, and any tick may write between the
 * test's read and the replica's: a new data set, or one that records a failure (a fetch past its timeout while the
 * jest worker was starved of CPU: `partial` until the job's retry). Polled until one request had a live data set
 * under it throughout, or `timeoutMs`.
 */
async function answerForLive(api: ReturnType<typeof createApp>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'nothing stored';
  for (;;) {
    const before = await t.client.get(ratesKey(t.prefix));
    const res = await request(api).get('/api/v1/rates').expect(200);
    const after = await t.client.get(ratesKey(t.prefix));
    if (before !== null && before === after) {
      const data = JSON.parse(before) as RatesData;
      if (ratesStatus(data) === 'live') return { data, body: res.body as Record<string, unknown> };
      last = `${ratesStatus(data)} (${JSON.stringify(data.refresh)})`;
    } else if (before !== after) last = 'a refresh wrote during the request';
    if (Date.now() > deadline)
      throw new Error(`no live data set stayed stored across a replica's answer within ${timeoutMs} ms; last: ${last}`);
    await sleep(50);
  }
}

maybe('a scheduled refresh runs, and a separate API replica on the same Redis serves the new values', async () => {
  const { metrics, registry } = refreshMetrics();
  const w = await worker(1000, { metrics });
  // A scheduled tick fetched (the start-up job may have been the first fetch).
  await until(async () => (await fetchedTicks(w)).length >= 1, 10_000, 'a scheduled tick that fetched');
  const api = await replica();
  // The replica serves exactly what is stored, not an older read or its bundled snapshot.
  const { data, body } = await answerForLive(api);
  expect(body).toEqual(expect.objectContaining({ status: 'live', fetched_at: data.fetched_at, failed: [] }));
  expect(body.rates).toEqual(
    expect.objectContaining({
      treasury_10y: expect.objectContaining({ value: FAKE_VALUES.treasury_10y, source: 'fred' }),
    }),
  );
  expect(body.fx).toEqual(expect.objectContaining({ source: 'ecb', as_of: data.fx.asOf }));
  // The scheduler keeps ticking: a later tick fetches too.
  await until(async () => new Set(await fetchedTicks(w)).size >= 2, 10_000, 'a second scheduled tick that fetched');
  expect(await registry.getSingleMetricAsString('rates_refresh_total')).toContain(
    'rates_refresh_total{source="fred",outcome="success"}',
  );
  // BullMQ's keys carry REDIS_KEY_PREFIX through its own t.prefix option.
  expect(await t.client.exists(`${bullPrefix(t.prefix)}:${REFRESH_QUEUE}:meta`)).toBe(1);
});

maybe('two workers started together fetch once per tick', async () => {
  const [first] = await Promise.all([worker(1500), worker(1500)]);
  // Three refreshes that fetched (the start-up job or the first tick, then later ticks), however late each ran.
  await until(async () => (await benchmarkJobs(first)).fetched.length >= 3, 30_000);
  // No more jobs taken from here: their BullMQ workers closed (the queues stay open to read).
  await Promise.all(workers.map((w) => w.worker.close()));
  const { all, fetched } = await benchmarkJobs(first);
  // One fetch per job that fetched: no job ran on both workers.
  expect(t.fake.requestsFor('DFF')).toHaveLength(fetched.length);
  // FX: both found it never refreshed; one deduplicated start-up job, one fetch.
  expect(t.fake.requestsFor('ECB')).toHaveLength(1);
  // Benchmarks: one start-up job (deduplicated), and the ticks of one scheduler, each a full interval after the last.
  const startups = all.filter((j) => j.data.trigger === 'startup');
  expect(startups).toHaveLength(1);
  const ticks = all.filter((j) => j.data.trigger === 'schedule').map(tickOf);
  expect(new Set(ticks).size).toBe(ticks.length);
  const sorted = [...ticks].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(1500);
  // The start-up job and the scheduler's first tick (due at once) fetched once between them.
  const firstTickFetched = fetched.some((j) => j.data.trigger === 'schedule' && tickOf(j) === sorted[0]);
  expect(Number(firstTickFetched) + Number(startups[0]!.returnvalue.skipped === false)).toBe(1);
});

maybe('a start refreshes what is older than its interval, and only that', async () => {
  const first = await worker();
  await until(async () => {
    const data = await stored();
    return data !== null && ratesStatus(data) === 'live';
  });
  await first.close();
  const fetched = t.fake.requests.length;
  // Restart with fresh data: nothing to do. Once its schedules are registered it has decided: no start-up job.
  const restart = capturingLogger();
  const second = await worker(60_000, { logger: restart.logger });
  await until(() => restart.said(REGISTERED).length > 0);
  expect(restart.lines.filter((l) => l.msg.includes('older than their interval'))).toEqual([]);
  expect(await queued(second)).toBe(0);
  await workers.pop()!.close();
  expect(t.fake.requests.length).toBe(fetched);
  // The benchmarks were last refreshed four hours ago (interval: one minute here): refresh them at start, not FX.
  const data = (await stored())!;
  const fourHoursAgo = new Date(Date.now() - 4 * 3_600_000).toISOString();
  await t.client.set(
    ratesKey(t.prefix),
    JSON.stringify({
      ...data,
      refresh: { ...data.refresh, fred: { ...data.refresh!.fred!, succeededAt: fourHoursAgo } },
    }),
  );
  const third = capturingLogger();
  const w = await worker(60_000, { logger: third.logger });
  await until(() => third.said(REGISTERED).length > 0);
  expect(third.lines.filter((l) => l.msg.includes('older than their interval')).map((l) => l.group)).toEqual([
    'benchmarks',
  ]);
  // Its start-up job done (the first worker's is the other one completed), nothing else queued to run: the fetches
  // are all there will be.
  await until(async () => (await benchmarkJobs(w)).all.filter((j) => j.data.trigger === 'startup').length === 2);
  expect(await queued(w)).toBe(0);
  expect(t.fake.requestsFor('DFF')).toHaveLength(2);
  expect(t.fake.requestsFor('ECB')).toHaveLength(1);
});

maybe('a Redis that lost its data (restarted without persistence) gets the schedulers and the rates back', async () => {
  const w = await worker(60_000, { scheduleCheckMs: 300 });
  await until(async () => (await stored()) !== null && ratesStatus((await stored())!) === 'live');
  await t.client.del(...(await keysUnder(t.client, t.prefix)));
  expect(await w.queue.getJobSchedulers()).toEqual([]);
  await until(async () => (await stored()) !== null && ratesStatus((await stored())!) === 'live');
  expect((await w.queue.getJobSchedulers()).map((j) => j.key).sort()).toEqual([
    'rates-refresh-benchmarks',
    'rates-refresh-fx',
  ]);
});

/**
 * A worker ticking every second whose BullMQ worker then gets stuck, as after a Cluster failover: alive, its queue
 * answering, taking no job. Resolves once it is quiet (a job it had already taken, or was waiting for, still runs:
 * quiet means no fetch for 1.5 s). Its own stalled-job check runs at start and then every 30 s, which no test here
 * waits for. `said` reads its log: the replacement's line says when (the new worker exists only after it) and how
 * overdue the tick was.
 */
async function stuckWorker(stuckAfterMs: number) {
  const { metrics } = refreshMetrics();
  const { logger, said } = capturingLogger();
  const w = await worker(1000, { scheduleCheckMs: 300, stuckAfterMs, metrics, logger });
  const fetches = () => t.fake.requestsFor('DFF').length;
  await until(() => fetches() >= 1);
  const stuck = w.worker;
  await stuck.pause(true);
  for (let n = fetches(); ;) {
    await sleep(1500);
    if (fetches() === n) break;
    n = fetches();
  }
  return { w, stuck, metrics, said };
}

maybe(
  'a BullMQ worker that stops taking jobs while its queue answers is replaced, and the schedule ticks again',
  async () => {
    const { w, stuck, metrics, said } = await stuckWorker(4000);
    const quietFrom = Date.now();
    await until(() => w.worker !== stuck, 15_000);
    const [replaced] = said(REPLACING);
    // While it was stuck a tick fell due and waited (nothing else took it) until the worker was replaced.
    expect(replaced!.overdueMs).toBeGreaterThanOrEqual(4000);
    expect(t.fake.requestsFor('DFF').filter((r) => r.at > quietFrom && r.at < replaced!.time)).toEqual([]);
    await until(() => t.fake.requestsFor('DFF').some((r) => r.at > quietFrom));
    expect((await metrics.ratesRefreshWorkerReplaced!.get()).values[0]?.value).toBe(1);
    expect(stuck.closing).toBeTruthy(); // the old one is closed, not left taking jobs beside the new one
  },
);

maybe(
  'a stuck BullMQ worker is replaced even while a job it can no longer finish is active, its lock expired',
  async () => {
    const { w, stuck, metrics } = await stuckWorker(3000);
    // A worker that took the next tick and then stopped: the job stays active, its lock lapses unrenewed.
    const gone = new Worker(REFRESH_QUEUE, null, {
      connection: { url: t.redis!.url },
      prefix: bullPrefix(t.prefix),
      lockDuration: 500,
      autorun: false,
    });
    // Force-closed, it drops its connections mid-command: their errors are expected, not the test's.
    gone.on('error', () => undefined);
    t.onCleanup(() => gone.close(true));
    const taken = await gone.getNextJob('gone', { block: true });
    expect(taken).toBeDefined();
    await gone.close(true);
    expect(await w.queue.getActiveCount()).toBe(1);
    // Once the tick has been overdue 3 s; the stuck worker's own stalled-job check would take 30 to 60 s.
    await until(() => w.worker !== stuck, 15_000);
    expect(await w.queue.getActiveCount()).toBe(1);
    expect((await metrics.ratesRefreshWorkerReplaced!.get()).values[0]?.value).toBe(1);
    expect(stuck.closing).toBeTruthy();
  },
);

maybe(
  'a stuck BullMQ worker found while close() begins is not replaced: close() leaves no BullMQ worker running',
  async () => {
    const { w, stuck } = await stuckWorker(3000);
    // The schedulers' check has found the tick overdue and reads the active jobs; close() begins meanwhile.
    const getActive = w.queue.getActive.bind(w.queue);
    let reading!: () => void;
    const read = new Promise<void>((resolve) => (reading = resolve));
    let closeBegun!: () => void;
    const begun = new Promise<void>((resolve) => (closeBegun = resolve));
    jest.spyOn(w.queue, 'getActive').mockImplementation(async (...args) => {
      reading();
      await begun;
      return getActive(...args);
    });
    await read;
    const closed = w.close();
    closeBegun();
    await closed;
    expect(w.worker === stuck).toBe(true); // no replacement made after close() began
    expect(w.worker.closing).toBeTruthy();
  },
);

maybe('a failed source is retried with backoff, and its success then recorded', async () => {
  t.fake.faults.set('ECB', { kind: 'status', status: 503, body: '' });
  await worker();
  await until(() => t.fake.requestsFor('ECB').length >= 2); // first attempt and a retry (backoff 200 ms)
  t.fake.faults.clear();
  await until(async () => (await stored())?.fx.source === 'ecb');
  expect((await stored())!.refresh!.ecb!.failures).toEqual([]);
});

/**
 * The timers armed from now on for BullMQ's stalled interval (its default, 30 s: nothing else here waits that long)
 * that have neither fired nor been cleared. Such a timer is ref'd: one left after close() holds the process.
 */
function stalledIntervalTimers() {
  const STALLED_INTERVAL_MS = 30_000;
  const pending = new Set<NodeJS.Timeout>();
  const realSet = global.setTimeout;
  const realClear = global.clearTimeout;
  const set = jest.spyOn(global, 'setTimeout').mockImplementation(((
    fn: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    const timer = realSet(
      (...a: unknown[]) => {
        pending.delete(timer);
        fn(...a);
      },
      ms,
      ...args,
    );
    if (ms === STALLED_INTERVAL_MS) pending.add(timer);
    return timer;
  }) as typeof setTimeout);
  const clear = jest.spyOn(global, 'clearTimeout').mockImplementation((timer) => {
    pending.delete(timer as NodeJS.Timeout);
    realClear(timer);
  });
  return {
    pending: () => pending.size,
    restore: () => (set.mockRestore(), clear.mockRestore()),
  };
}

maybe(
  "close() leaves no timer of BullMQ's stalled-job check, its check in flight on a Redis that never answered",
  async () => {
    const hole = await startBlackHole(t.redis!.url);
    t.onCleanup(() => hole.stop());
    const timers = stalledIntervalTimers();
    try {
      const w = await worker(60_000, { redis: hole.url, shutdownTimeoutMs: 500 });
      await w.close();
      // The check's call settles when close() drops the connection; a timer it arms then would come a moment later.
      await sleep(300);
      expect(timers.pending()).toBe(0);
    } finally {
      timers.restore();
    }
  },
);

maybe(
  'starts against a Redis that accepts and never answers, and schedules once Redis answers on that address',
  async () => {
    // The run's REDIS_URL (database, password, TLS) at the black hole's port.
    const hole = await startBlackHole(t.redis!.url);
    t.onCleanup(() => hole.stop());
    const started = Date.now();
    const w = await worker(60_000, { redis: hole.url, maxScheduleRetryMs: 500 });
    expect(Date.now() - started).toBeLessThan(5000); // the store connection's bounded wait, no more
    await sleep(500);
    expect(t.fake.requests).toHaveLength(0);
    // The partition heals: the same address now leads to the real Redis.
    hole.answerFrom(t.redis!.url);
    await until(async () => (await w.queue.getJobSchedulers()).length === 2, 20_000);
    await until(async () => (await stored()) !== null && ratesStatus((await stored())!) === 'live', 20_000);
  },
);
