/**
 * API keys in tests: replicas (real Express apps) sharing a real Redis under a fresh key prefix,
 * a store to issue and revoke keys in it, and the cleanup of everything written under the prefix.
 */
import type { Express } from 'express';
import Redis from 'ioredis';
import pino from 'pino';
import { createApp, type AppDeps } from '../../src/api/app';
import { KeyStore } from '../../src/keys/key-store';
import { RedisConnection } from '../../src/redis/redis-connection';
import { acquireRedis, keysUnder, uniquePrefix, type TestRedis } from './redis';
import { testDeps } from './app';

let acquired: Promise<TestRedis | undefined> | undefined;

/** The Redis of this test file (acquired once). */
export function redisForKeys(): Promise<TestRedis | undefined> {
  acquired ??= acquireRedis();
  return acquired;
}

export interface Replicas {
  apps: Express[];
  deps: AppDeps[];
  connections: RedisConnection[];
  prefix: string;
  url: string;
  /** A store on a client of its own, as the CLI has. */
  store: KeyStore;
  /** A plain client (SCAN, GET). */
  client: Redis;
  issue(plan: string, name?: string): Promise<{ key: string; id: string }>;
  close(): Promise<void>;
}

/**
 * `count` replicas on one Redis and one key prefix. `env` is their configuration (limits raised as
 * in testDeps); `overrides(i)` replaces parts of replica i's dependencies (a clock, …).
 */
export async function keyedReplicas(
  count: number,
  env: Record<string, string> = {},
  overrides: (i: number) => Partial<AppDeps> = () => ({}),
): Promise<Replicas> {
  const redis = await redisForKeys();
  if (!redis) throw new Error('no Redis for API key tests (set REDIS_URL)');
  const prefix = uniquePrefix('keys');
  const connections: RedisConnection[] = [];
  const deps: AppDeps[] = [];
  for (let i = 0; i < count; i++) {
    const connection = new RedisConnection(redis.url, pino({ level: 'silent' }), { commandTimeoutMs: 1000 });
    await connection.start();
    connections.push(connection);
    deps.push(
      testDeps(
        { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, ...env },
        { redis: connection, now: () => new Date(), ...overrides(i) },
      ),
    );
  }
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  const store = new KeyStore(client, prefix);
  return {
    apps: deps.map((d) => createApp(d)),
    deps,
    connections,
    prefix,
    url: redis.url,
    store,
    client,
    async issue(plan, name = 'Test customer') {
      const { key, record } = await store.create(name, plan, new Date());
      return { key, id: record.id };
    },
    async close() {
      await Promise.all(connections.map((c) => c.close()));
      const keys = await keysUnder(client, prefix);
      if (keys.length > 0) await client.unlink(...keys);
      client.disconnect();
    },
  };
}

/** One replica and one key on `plan`. */
export async function keyedApp(env: Record<string, string>, plan: string) {
  const r = await keyedReplicas(1, env);
  const { key, id } = await r.issue(plan);
  return { app: r.apps[0]!, deps: r.deps[0]!, key, id, replicas: r, close: () => r.close() };
}
