/**
 * The rates refresh worker as a process (`npm run worker`, from sources) against the real Redis, with
 * fake FRED and ECB servers: SIGTERM during a job finishes it or leaves it to be retried, never
 * half-written data, and a Redis that stopped answering cannot hold the exit; it serves its metrics;
 * an API replica with REDIS_URL never fetches and reads what the worker wrote; no REDIS_URL, no start.
 * Its own file so that jest runs it beside the in-process tests (refresh-worker.test.ts): these mostly
 * wait on spawned processes.
 */
import Redis from 'ioredis';
import { Queue } from 'bullmq';
import { ratesStatus } from '../../src/rates/rates-data';
import { bullPrefix, REFRESH_QUEUE } from '../../src/workers/refresh-queue';
import { FAKE_VALUES } from '../rates/support/fake-sources';
import { Standalone } from '../support/redis-processes';
import { startServerProcess } from '../support/server-process';
import { NEVER, sleep, stored as storedIn, until, withRedis, workerTestContext } from './support/harness';
import { runWorkerToExit, startWorkerProcess } from './support/worker-process';

const t = workerTestContext();
const maybe = withRedis(t);
const stored = () => storedIn(t);

describe('the worker process', () => {
  const env = () => ({
    REDIS_URL: t.redis!.url,
    REDIS_KEY_PREFIX: t.prefix,
    FX_REFRESH_CRON: NEVER,
    ...t.fake.env(),
  });

  maybe('SIGTERM during a job lets it finish: the whole data set is written, exit 0', async () => {
    t.fake.faults.set('DGS10', { kind: 'delay', ms: 1500 });
    const w = await startWorkerProcess({ ...env(), SHUTDOWN_TIMEOUT_MS: '10000' });
    await until(() => t.fake.requestsFor('DGS10').length > 0); // the job is in flight
    const health = await fetch(`http://127.0.0.1:${w.metricsPort}/healthz`);
    expect(health.status).toBe(200);
    w.child.kill('SIGTERM');
    expect(await w.exit).toBe(0);
    const data = (await stored())!;
    for (const id of Object.keys(FAKE_VALUES) as (keyof typeof FAKE_VALUES)[])
      expect(data.benchmarks[id].source).toBe('fred');
    expect(w.logs.join('')).toContain('Worker shut down cleanly');
  });

  maybe(
    'SIGTERM during a job that cannot finish in time: cancelled, nothing half-written, left to be retried',
    async () => {
      t.fake.faults.set('DGS10', { kind: 'hang' });
      const w = await startWorkerProcess({ ...env(), SHUTDOWN_TIMEOUT_MS: '300', RATES_FETCH_TIMEOUT_MS: '60000' });
      await until(() => t.fake.requestsFor('DGS10').length > 0);
      w.child.kill('SIGTERM');
      expect(await w.exit).toBe(0);
      // DFF and the others were fetched, but the refresh was cancelled: none of it was written.
      const data = await stored();
      expect(data === null || Object.values(data.benchmarks).every((b) => b.source !== 'fred')).toBe(true);
      const connection = new Redis(t.redis!.url, { maxRetriesPerRequest: null });
      const queue = new Queue(REFRESH_QUEUE, { connection, prefix: bullPrefix(t.prefix) });
      try {
        const pending = await queue.getJobs(['delayed', 'wait', 'prioritized']);
        expect(pending.filter((j) => j.name === 'benchmarks' && j.attemptsMade === 1)).toHaveLength(1);
      } finally {
        await queue.close();
        connection.disconnect();
      }
    },
  );

  maybe(
    'SIGTERM while its Redis has stopped answering: exit 0 within the deadline and the closing grace',
    async () => {
      // A private redis-server, frozen with SIGSTOP: BullMQ's graceful close would wait on it for good.
      const redis = await Standalone.start();
      t.onCleanup(() => redis.stop());
      const w = await startWorkerProcess({ ...env(), REDIS_URL: redis.url, SHUTDOWN_TIMEOUT_MS: '300' });
      await until(() => t.fake.requestsFor('DGS10').length > 0);
      redis.server.freeze();
      const started = Date.now();
      w.child.kill('SIGTERM');
      expect(await w.exit).toBe(0);
      // The deadline, then at most three closing steps of 3 s and the store's 1 s, with room for a loaded machine.
      expect(Date.now() - started).toBeLessThan(300 + 3 * 3_000 + 1_000 + 5_000);
      expect(w.logs.join('')).toContain('Worker shut down cleanly');
    },
    60_000,
  );

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
    const api = await startServerProcess({ REDIS_URL: t.redis!.url, REDIS_KEY_PREFIX: t.prefix, ...t.fake.env() });
    try {
      await sleep(3500); // past the embedded mode's first refresh (2 s)
      expect(t.fake.requests).toEqual([]);
      const w = await startWorkerProcess(env());
      await until(async () => (await stored()) !== null && ratesStatus((await stored())!) === 'live');
      w.child.kill('SIGTERM');
      await w.exit;
      await until(
        async () =>
          ((await (await fetch(`http://127.0.0.1:${api.port}/api/v1/rates`)).json()) as { status: string }).status ===
          'live',
        20_000,
      );
    } finally {
      api.child.kill('SIGTERM');
      await api.exit;
    }
  });

  it('refuses to start without a Redis, saying why', async () => {
    const { code, output } = await runWorkerToExit({});
    expect(code).toBe(1);
    expect(output).toContain('The rates worker needs a Redis (REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES)');
  });
});
