/**
 * Redis for integration tests (DESIGN.md §8): `REDIS_URL` if set; else a Testcontainers Redis if a
 * container runtime answers; else the Redis tests are skipped with a loud notice. Under
 * `REQUIRE_REDIS=1` (set by .ci/run) a missing Redis fails the run instead of skipping.
 */
import Redis from 'ioredis';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

async function reachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
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
  if (process.env.REQUIRE_REDIS === '1') throw new Error('REQUIRE_REDIS=1 but no REDIS_URL is set and no container runtime is available');
  process.stderr.write('\n*** REDIS TESTS SKIPPED: set REDIS_URL (or run a container runtime) to run them ***\n\n');
  return undefined;
}

/** A unique key prefix per test, so parallel test files never share state. */
export function uniquePrefix(name: string): string {
  return `test:${name}:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;
}
