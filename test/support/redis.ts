/**
 * Redis for integration tests: `REDIS_URL` if set; else a Testcontainers Redis if a
 * container runtime answers; else the Redis tests are skipped with a loud notice. Under
 * `REQUIRE_REDIS=1` (set by .ci/run) a missing Redis fails the run instead of skipping.
 */
import Redis from 'ioredis';
import pino from 'pino';
import { RedisConnection } from '../../src/redis/redis-connection';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

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

/** A Redis to test against, or undefined (tests skip) when none exists and none is required. */
export async function acquireRedis(): Promise<TestRedis | undefined> {
  const url = process.env.REDIS_URL;
  if (url) {
    if (await reachable(url)) return { url, stop: async () => undefined };
    if (process.env.REQUIRE_REDIS === '1') throw new Error(`REQUIRE_REDIS=1 but REDIS_URL=${url} does not answer`);
  }
  const container = await fromContainer();
  if (container) return container;
  if (process.env.REQUIRE_REDIS === '1')
    throw new Error('REQUIRE_REDIS=1 but no REDIS_URL is set and no container runtime is available');
  process.stderr.write('\n*** REDIS TESTS SKIPPED: set REDIS_URL (or run a container runtime) to run them ***\n\n');
  return undefined;
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
 * wrote removed after it (the test fails if any is left), connections closed at the end. `it` runs
 * a test only when a Redis is there (acquireRedis printed the loud notice, and throws under
 * REQUIRE_REDIS=1); `connect` opens a `RedisConnection` (to another URL too, e.g. a closed port).
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
      const c = new RedisConnection(url, silent, { maxRetryDelayMs: 200 });
      connections.push(c);
      await c.start();
      return c;
    },
    it: (name: string, fn: () => Promise<void>, timeoutMs?: number) =>
      it(
        name,
        async () => {
          if (redis) await fn();
        },
        timeoutMs,
      ),
  };
}
