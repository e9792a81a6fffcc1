/**
 * Integration against a real Redis: shared rates, one rate-limit budget across
 * replicas, and degraded mode with recovery when Redis goes away and comes back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import pino from 'pino';
import request from 'supertest';
import Redis from 'ioredis';
import { createApp } from '../../src/api/app';
import { loadSnapshot, type RatesData } from '../../src/rates/rates-data';
import { RedisRatesStore, ratesKey } from '../../src/rates/rates-store';
import { RedisConnection } from '../../src/redis/redis-connection';
import { testDeps } from '../support/app';
import { keysUnder, redisServerIt, redisSuite } from '../support/redis';

const { keyspace, connect, url, it: maybe } = redisSuite();

async function until(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('test keyspace', () => {
  maybe('removes every key a test wrote under its prefixes, and only those', async () => {
    const conn = await connect();
    const mine = keyspace.prefix('cleanup');
    await conn.client.set(`${mine}a`, '1');
    await conn.client.set(`${mine}b:c`, '2', 'EX', 60);
    expect((await keysUnder(conn.client as Redis, mine)).sort()).toEqual([`${mine}a`, `${mine}b:c`]);
    expect(await keyspace.cleanup()).toEqual([]);
    expect(await keysUnder(conn.client as Redis, mine)).toEqual([]);
    // A prefix is a prefix, not a pattern: "…:x*" must not match "…:xy" (afterEach removes this key).
    const other = keyspace.prefix('other');
    await conn.client.set(`${other}xy`, '1');
    expect(await keysUnder(conn.client as Redis, `${other}x*`)).toEqual([]);
  });
});

describe('RedisRatesStore', () => {
  maybe('shares a saved data set with another replica', async () => {
    const prefix = keyspace.prefix('rates');
    const a = new RedisRatesStore(await connect(), loadSnapshot(), { keyPrefix: prefix });
    const b = new RedisRatesStore(await connect(), loadSnapshot(), { keyPrefix: prefix, cacheMs: 0 });
    const live: RatesData = { ...loadSnapshot(), fetched_at: '2026-11-22T10:00:00Z' };
    live.benchmarks.treasury_10y = {
      value: 4.12,
      as_of: '2026-11-20',
      source: 'fred',
      fetched_at: '2026-11-22T10:00:00Z',
    };
    await a.save(live);
    const seen = await b.current();
    expect(seen.benchmarks.treasury_10y).toEqual({
      value: 4.12,
      as_of: '2026-11-20',
      source: 'fred',
      fetched_at: '2026-11-22T10:00:00Z',
    });
    expect(seen.fetched_at).toBe('2026-11-22T10:00:00Z');
  });

  maybe('ignores garbage in Redis and keeps the last good data set', async () => {
    const prefix = keyspace.prefix('garbage');
    const conn = await connect();
    const store = new RedisRatesStore(conn, loadSnapshot(), { keyPrefix: prefix, cacheMs: 0 });
    await conn.client.set(ratesKey(prefix), JSON.stringify({ benchmarks: { fed_funds_rate: { value: '3.5' } } }));
    expect((await store.current()).benchmarks.fed_funds_rate.value).toBe(3.63);
    await conn.client.set(ratesKey(prefix), '{not json');
    expect((await store.current()).benchmarks.fed_funds_rate.value).toBe(3.63);
  });

  maybe('caches reads for the configured time', async () => {
    const prefix = keyspace.prefix('cache');
    let now = 0;
    const conn = await connect();
    const store = new RedisRatesStore(conn, loadSnapshot(), { keyPrefix: prefix, cacheMs: 1000, now: () => now });
    await store.current();
    const changed = { ...loadSnapshot(), fetched_at: '2026-11-22T11:00:00Z' };
    await conn.client.set(ratesKey(prefix), JSON.stringify(changed));
    now = 500;
    expect((await store.current()).fetched_at).toBeNull();
    now = 1500;
    expect((await store.current()).fetched_at).toBe('2026-11-22T11:00:00Z');
  });
});

describe('replicas sharing Redis', () => {
  maybe('share one rate-limit budget per IP', async () => {
    const env = { RATE_LIMIT_API_PER_MIN: '3', REDIS_KEY_PREFIX: keyspace.prefix('rl'), REDIS_URL: url() };
    const replicaA = createApp(testDeps(env, { redis: await connect() }));
    const replicaB = createApp(testDeps(env, { redis: await connect() }));
    await request(replicaA).get('/api/v1/rates').expect(200);
    await request(replicaA).get('/api/v1/rates').expect(200);
    const third = await request(replicaB).get('/api/v1/rates').expect(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    await request(replicaB).get('/api/v1/rates').expect(429);
    await request(replicaA).get('/api/v1/rates').expect(429);
  });

  maybe('report redis mode in /readyz', async () => {
    const app = createApp(
      testDeps({ REDIS_URL: url(), REDIS_KEY_PREFIX: keyspace.prefix('readyz') }, { redis: await connect() }),
    );
    expect((await request(app).get('/readyz').expect(200)).body).toEqual(
      expect.objectContaining({ mode: 'redis', redis: 'up' }),
    );
  });
});

describe('RedisConnection', () => {
  maybe('a deliberate close (shutdown) logs no outage and no degraded mode', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    const c = new RedisConnection(url(), logger);
    await c.start();
    await until(() => c.isUp());
    await c.close();
    await until(() => c.client.status === 'end'); // the socket's 'close' comes after QUIT's answer
    expect(c.state).toBe('down');
    expect(lines.join('')).toContain('Connected to Redis');
    expect(lines.filter((l) => /degraded|unreachable/.test(l))).toEqual([]);
  });
});

describe('Redis outage and recovery', () => {
  let server: ChildProcess | undefined;

  async function freePort(): Promise<number> {
    return new Promise((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
  }

  async function startRedis(port: number): Promise<ChildProcess> {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      retryStrategy: () => null,
      maxRetriesPerRequest: 0,
    });
    probe.on('error', () => undefined);
    for (let i = 0; i < 100; i++) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return child;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error('redis-server did not start');
  }

  afterEach(() => {
    server?.kill('SIGKILL');
  });

  redisServerIt()('degrades when Redis dies, keeps answering, and uses Redis again when it returns', async () => {
    const port = await freePort();
    server = await startRedis(port);
    const conn = await connect(`redis://127.0.0.1:${port}`);
    await until(() => conn.isUp());
    const app = createApp(
      testDeps(
        { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: keyspace.prefix('outage') },
        { redis: conn },
      ),
    );
    const calc = () =>
      request(app)
        .post('/api/v1/calculate/emi-calculator')
        .send({ principal: 1000, annualRate: 5, tenureYears: 1, schedule: 'none' });
    await calc().expect(200);

    server.kill('SIGKILL');
    await until(() => conn.state === 'down');
    expect((await request(app).get('/readyz').expect(200)).body).toEqual(
      expect.objectContaining({ mode: 'degraded', redis: 'down' }),
    );
    const degraded = await calc().expect(200);
    expect(degraded.headers['x-ratelimit-remaining']).toBeDefined();
    await request(app).get('/api/v1/rates').expect(200);

    server = await startRedis(port);
    await until(() => conn.isUp(), 15_000);
    expect((await request(app).get('/readyz').expect(200)).body).toEqual(
      expect.objectContaining({ mode: 'redis', redis: 'up' }),
    );
    await calc().expect(200);
  });
});
