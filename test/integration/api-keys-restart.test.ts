/**
 * Replicas as processes (`src/api/server.ts`): a key's month is counted in Redis by both, survives
 * both being stopped and a new one started, and the access log names the key by id, never by itself.
 */
import { KeyStore } from '../../src/keys/key-store';
import { redisForKeys } from '../support/keys';
import { redisIt, redisUrl, testKeyspace } from '../support/redis';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const keyspace = testKeyspace(() => redisUrl());
afterEach(async () => expect(await keyspace.cleanup()).toEqual([]));

/**
 * Until the replica serves in Redis mode (`/readyz` says `redis: up`), as a rollout's readiness gate would: a process
 * that has just said it listens may still be connecting, and a key it cannot verify is answered 503.
 */
async function inRedisMode(p: ServerProcess): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const body = (await (await fetch(`http://127.0.0.1:${p.port}/readyz`)).json()) as { redis?: string };
    if (body.redis === 'up') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the replica did not reach Redis in 10 s');
}

async function stop(p: ServerProcess): Promise<void> {
  p.child.kill('SIGTERM');
  await p.exit;
}

// Collected as skipped when the run has no Redis.
redisIt()('a monthly quota survives the restart of every replica', async () => {
  const url = (await redisForKeys())!.url;
  const prefix = keyspace.prefix('restart');
  const env = {
    REDIS_URL: url,
    REDIS_KEY_PREFIX: prefix,
    API_PLANS: '{"pro":{"restPerMinute":600,"mcpPerMinute":1000,"monthlyQuota":1000}}',
  };
  const Redis = (await import('ioredis')).default;
  const client = new Redis(url);
  try {
    const { key, record } = await new KeyStore(client, prefix).create('Acme Corp', 'pro', new Date());
    // A key the replica cannot verify in time (its 100 ms deadline, on a loaded machine) is a designed 503 with
    // Retry-After, never counted; a client retries it, and so does this one, a few times.
    const get = async (p: ServerProcess, path: string) => {
      for (let attempt = 1; ; attempt++) {
        const res = await fetch(`http://127.0.0.1:${p.port}${path}`, { headers: { Authorization: `Bearer ${key}` } });
        if (res.status !== 503 || !res.headers.has('retry-after') || attempt === 5) return res;
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([inRedisMode(a), inRedisMode(b)]);
    const logs: string[] = [];
    try {
      for (let i = 0; i < 3; i++) expect((await get(i % 2 ? b : a, '/api/v1/tools')).status).toBe(200);
    } finally {
      await Promise.all([stop(a), stop(b)]);
      logs.push(...a.logs, ...b.logs);
    }
    const c = await startServerProcess(env);
    try {
      await inRedisMode(c);
      const usage = (await (await get(c, '/api/v1/usage')).json()) as { month: { used: number; remaining: number } };
      expect(usage.month).toMatchObject({ used: 3, remaining: 997 });
      const res = await get(c, '/api/v1/tools');
      expect(res.headers.get('ratelimit')).toMatch(/, "pro-month";r=996;t=\d+$/);
    } finally {
      await stop(c);
      logs.push(...c.logs);
    }
    const text = logs.join('');
    expect(text).toContain(`"key":"${record.id}"`);
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(8, 24));
  } finally {
    client.disconnect();
  }
});
