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
    const get = (p: ServerProcess, path: string) =>
      fetch(`http://127.0.0.1:${p.port}${path}`, { headers: { Authorization: `Bearer ${key}` } });
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const logs: string[] = [];
    try {
      for (let i = 0; i < 3; i++) expect((await get(i % 2 ? b : a, '/api/v1/tools')).status).toBe(200);
    } finally {
      await Promise.all([stop(a), stop(b)]);
      logs.push(...a.logs, ...b.logs);
    }
    const c = await startServerProcess(env);
    try {
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
