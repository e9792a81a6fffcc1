/**
 * Redis for integration tests. Which one is decided once per run, before any test file is collected
 * (`findRedis` in test/support/global-setup.ts): `REDIS_URL` if it answers (all of it: TLS, user,
 * password, database); else a Testcontainers Redis if a container runtime answers; else none, and every
 * test that needs one is collected as skipped (`redisIt`), so that Jest's summary counts it. Under
 * `REQUIRE_REDIS=1` (set by .ci/run) a missing Redis fails the run instead of skipping.
 */
import { spawnSync } from 'node:child_process';
import Redis from 'ioredis';
import pino from 'pino';
import { RedisConnection } from '../../src/redis/redis-connection';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Where the global setup hands the run's Redis to the test files ('' when there is none). */
export const TEST_REDIS_ENV = 'FINCALC_TEST_REDIS_URL';

async function reachable(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function fromContainer(): Promise<TestRedis | undefined> {
  try {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    return { url: container.getConnectionUrl(), stop: async () => void (await container.stop()) };
  } catch {
    return undefined;
  }
}

/** The run's Redis (for the global setup), or undefined when none exists and none is required. */
export async function findRedis(): Promise<TestRedis | undefined> {
  const url = process.env.REDIS_URL;
  if (url) {
    if (await reachable(url)) return { url, stop: async () => undefined };
    if (process.env.REQUIRE_REDIS === '1') throw new Error(`REQUIRE_REDIS=1 but REDIS_URL=${url} does not answer`);
  }
  const container = await fromContainer();
  if (container) return container;
  if (process.env.REQUIRE_REDIS === '1')
    throw new Error('REQUIRE_REDIS=1 but no REDIS_URL is set and no container runtime is available');
  process.stderr.write(
    '\n*** No Redis: the tests that need one are skipped (set REDIS_URL, or run a container runtime) ***\n\n',
  );
  return undefined;
}

/** The run's Redis URL, undefined when there is none (known before any test is collected). */
export function redisUrl(): string | undefined {
  const url = process.env[TEST_REDIS_ENV];
  if (url === undefined) throw new Error(`${TEST_REDIS_ENV} is unset: run the tests through jest.config.js`);
  return url === '' ? undefined : url;
}

/** Whether this run has a Redis. */
export const redisAvailable = (): boolean => redisUrl() !== undefined;

/** `it` when the run has a Redis, `it.skip` when not: chosen at collection, so Jest counts the skip. */
export const redisIt = (): jest.It => (redisAvailable() ? it : it.skip);

let binaries: boolean | undefined;

/**
 * Whether `redis-server` and `redis-cli` are installed, for the tests that start Redis processes of their
 * own (test/support/redis-processes.ts). Under REQUIRE_REDIS=1 or CI=true a missing binary throws, so the
 * file fails; elsewhere its tests are collected as skipped.
 */
export function redisBinariesInstalled(): boolean {
  binaries ??= ['redis-server', 'redis-cli'].every((b) => spawnSync(b, ['--version']).status === 0);
  if (!binaries && (process.env.REQUIRE_REDIS === '1' || process.env.CI === 'true'))
    throw new Error('REQUIRE_REDIS=1 (or CI) but redis-server or redis-cli is not installed');
  return binaries;
}

/** `it` when redis-server and redis-cli are installed, `it.skip` when not (chosen at collection). */
export const redisServerIt = (): jest.It => (redisBinariesInstalled() ? it : it.skip);

/** The run's Redis, or undefined (the tests that need it were collected as skipped). */
export async function acquireRedis(): Promise<TestRedis | undefined> {
  const url = redisUrl();
  return url === undefined ? undefined : { url, stop: async () => undefined };
}

/** A unique key prefix per test, so parallel test files never share state. */
export function uniquePrefix(name: string): string {
  return `test:${name}:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;
}

/** The keys under a prefix, found with SCAN (never KEYS: the Redis is shared). */
export async function keysUnder(client: Redis, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/**
 * Fresh key prefixes for each test, removed after it (bullmq's tests do the same with queue
 * names): `prefix(name)` in a test, `cleanup()` in `afterEach`, which deletes every key under
 * the prefixes handed out since the last cleanup and returns what is left (always empty).
 */
export function testKeyspace(url: () => string | undefined) {
  const handedOut: string[] = [];
  return {
    prefix(name: string): string {
      const p = uniquePrefix(name);
      handedOut.push(p);
      return p;
    },
    async cleanup(): Promise<string[]> {
      const prefixes = handedOut.splice(0);
      const target = url();
      if (!target || prefixes.length === 0) return [];
      const client = new Redis(target, { maxRetriesPerRequest: 1 });
      try {
        for (const p of prefixes) {
          const keys = await keysUnder(client, p);
          if (keys.length > 0) await client.unlink(...keys);
        }
        return (await Promise.all(prefixes.map((p) => keysUnder(client, p)))).flat();
      } finally {
        client.disconnect();
      }
    },
  };
}

/**
 * The hooks of a test file against the shared Redis: acquired before its tests, every key a test
 * wrote removed after it (the test fails if any is left), connections closed at the end. `it` is
 * `redisIt()`: a test collected as skipped when the run has no Redis; `connect` opens a
 * `RedisConnection` (to another URL too, e.g. a closed port).
 */
export function redisSuite() {
  let redis: TestRedis | undefined;
  const connections: RedisConnection[] = [];
  const silent = pino({ level: 'silent' });
  const keyspace = testKeyspace(() => redis?.url);
  beforeAll(async () => {
    redis = await acquireRedis();
  });
  afterEach(async () => {
    expect(await keyspace.cleanup()).toEqual([]);
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
    await redis?.stop();
  });
  return {
    keyspace,
    url: () => redis!.url,
    async connect(url = redis!.url): Promise<RedisConnection> {
      // What Redis answers is under test here, not the command deadline (redis-deadline.test.ts tests that):
      // on a loaded machine scheduling alone passes the default 100 ms, and a count falls to the local limiter.
      const c = new RedisConnection(url, silent, { maxRetryDelayMs: 200, commandTimeoutMs: 1000 });
      connections.push(c);
      await c.start();
      return c;
    },
    it: (name: string, fn: () => Promise<void>, timeoutMs?: number) => redisIt()(name, fn, timeoutMs),
  };
}
