/**
 * What the refresh-worker test files share: the real Redis, fake FRED and ECB servers started for
 * each test, a fresh key prefix per test with everything under it removed afterwards, and polling.
 * The in-process tests and the process tests are two files so that jest runs them side by side: the
 * process tests mostly wait on spawned processes.
 */
import Redis from 'ioredis';
import { ratesKey } from '../../../src/rates/rates-store';
import type { RatesData } from '../../../src/rates/rates-data';
import { acquireRedis, keysUnder, redisIt, uniquePrefix, type TestRedis } from '../../support/redis';
import { ecbXmlDated, FakeSources, loadStandardSeries } from '../../rates/support/fake-sources';

/** A cron that does not fire during a test (1 January, midnight). */
export const NEVER = '0 0 1 1 *';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface WorkerTestContext {
  redis: TestRedis | undefined;
  client: Redis;
  fake: FakeSources;
  prefix: string;
  /** Runs `close` after the current test, before its keys are removed. */
  onCleanup(close: () => Promise<unknown>): void;
}

/** Registers the hooks of a worker test file and returns what its tests use. */
export function workerTestContext(): WorkerTestContext {
  const cleanups: Array<() => Promise<unknown>> = [];
  const ctx = { onCleanup: (close) => void cleanups.push(close) } as WorkerTestContext;
  beforeAll(async () => {
    ctx.redis = await acquireRedis();
    if (ctx.redis) ctx.client = new Redis(ctx.redis.url);
  });
  afterAll(async () => {
    ctx.client?.disconnect();
    await ctx.redis?.stop();
  });
  beforeEach(async () => {
    ctx.prefix = uniquePrefix('worker');
    ctx.fake = await new FakeSources().start();
    const today = new Date();
    loadStandardSeries(ctx.fake, today);
    ctx.fake.ecbXml = ecbXmlDated(today.toISOString().slice(0, 10));
  });
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((close) => close()));
    await ctx.fake.stop();
    if (ctx.redis) {
      // Everything this test wrote: the rates key and BullMQ's keys share the prefix (SCAN: the Redis is shared).
      const keys = await keysUnder(ctx.client, ctx.prefix);
      if (keys.length > 0) await ctx.client.unlink(...keys);
    }
  });
  return ctx;
}

/** A test that needs Redis: collected as skipped when the run has none (the run fails under REQUIRE_REDIS=1). */
export function withRedis(_ctx: WorkerTestContext) {
  return (name: string, fn: () => Promise<void>, timeout?: number) => redisIt()(name, fn, timeout);
}

/** The rates data set the test's prefix holds in Redis, if any. */
export async function stored(ctx: WorkerTestContext): Promise<RatesData | null> {
  const raw = await ctx.client.get(ratesKey(ctx.prefix));
  return raw === null ? null : (JSON.parse(raw) as RatesData);
}

/** Polls `predicate` until it holds; past `timeoutMs`, fails saying `what` was not reached. */
export async function until(
  predicate: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await sleep(50);
  }
}
