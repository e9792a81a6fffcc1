/**
 * The Redis process harness itself (test/support/redis-processes.ts), on real redis-server
 * processes: what the topology tests and `npm run chaos` rely on it for. Needs `redis-server` and
 * `redis-cli` on PATH (CI installs them); without them the suite fails rather than skips.
 */
import Redis, { Cluster as ClusterClient } from 'ioredis';
import { existsSync } from 'node:fs';
import {
  Cluster,
  command,
  SentinelSet,
  Standalone,
  startBlackHole,
  waitForReplicasInSync,
} from '../support/redis-processes';

const alive = (pid: number | undefined) => {
  try {
    process.kill(pid!, 0);
    return true;
  } catch {
    return false;
  }
};

describe('standalone', () => {
  it('serves on a private port without persistence, freezes and thaws, and stop() removes everything', async () => {
    const s = await Standalone.start();
    expect(s.server.port).not.toBe(6379);
    // The setup commands get a bound a loaded CI machine meets (the suite runs beside browser tests); only the
    // probe sent while the server is frozen has the short one, so its timeout says "frozen", not "slow".
    const client = new Redis(s.url, { maxRetriesPerRequest: 0, commandTimeout: 10_000 });
    const probe = new Redis(s.url, { maxRetriesPerRequest: 0, commandTimeout: 300, lazyConnect: true });
    try {
      expect(await client.set('k', 'v')).toBe('OK');
      expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'no']);
      expect(await client.config('GET', 'save')).toEqual(['save', '']);
      expect(await client.config('GET', 'bind')).toEqual(['bind', '127.0.0.1']);
      await probe.connect();
      s.server.freeze();
      await expect(probe.get('k')).rejects.toThrow(/timed out/i);
      s.server.thaw();
      expect(await client.get('k')).toBe('v');
    } finally {
      client.disconnect();
      probe.disconnect();
      await s.stop();
    }
    expect(alive(s.server.child.pid)).toBe(false);
    expect(existsSync(s.dir)).toBe(false);
  });

  it('a black hole accepts connections and never answers, until it passes them to a real Redis', async () => {
    const hole = await startBlackHole();
    const redis = await Standalone.start();
    const client = new Redis(hole.url, {
      maxRetriesPerRequest: 0,
      commandTimeout: 300,
      connectTimeout: 300,
      retryStrategy: () => 50,
    });
    client.on('error', () => undefined);
    try {
      await expect(client.ping()).rejects.toThrow();
      expect(hole.connections()).toBeGreaterThanOrEqual(1);
      hole.answerFrom(redis.server.port);
      await expectEventually(async () => (await client.ping()) === 'PONG');
      await expectEventually(async () => (await client.set('through', 'hole')) === 'OK');
      expect(await command(redis.server.port, ['GET', 'through'])).toBe('hole');
    } finally {
      client.disconnect();
      await hole.stop();
      await redis.stop();
    }
  });
});

describe('sentinel', () => {
  let set: SentinelSet;
  beforeAll(async () => {
    set = await SentinelSet.start();
  }, 60_000);
  afterAll(async () => set?.stop());

  it('promotes the replica on SENTINEL FAILOVER and again when the new master is killed', async () => {
    const client = new Redis({
      sentinels: set.sentinels.map((s) => ({ host: '127.0.0.1', port: s.port })),
      name: set.name,
      maxRetriesPerRequest: 20,
    });
    client.on('error', () => undefined);
    try {
      const first = await set.masterPort();
      await client.set('before', '1');
      await set.failover();
      const second = await set.waitForNewMaster(first);
      expect(second).not.toBe(first);
      expect(await command(second, ['GET', 'before'])).toBe('1');
      // The old master rejoins as a replica; killing the new master hands the role back to it.
      await expectEventually(async () => String(await command(first, ['ROLE'])).startsWith('slave'));
      await expectEventually(async () =>
        /slave0:.*state=online/.test(String(await command(second, ['INFO', 'replication']))),
      );
      expect(await set.killMaster()).toBe(second);
      expect(await set.waitForNewMaster(second)).toBe(first);
      expect(await client.get('before')).toBe('1');
    } finally {
      client.disconnect();
    }
  }, 90_000);
});

describe('cluster', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await Cluster.start();
  }, 90_000);
  afterAll(async () => cluster?.stop());

  it('covers every slot with three masters and replaces a killed master by its replica', async () => {
    expect(cluster.nodes).toHaveLength(6);
    expect(await cluster.masters()).toHaveLength(3);
    const [host, port] = cluster.nodesSpec.split(',')[0]!.split(':') as [string, string];
    const client = new ClusterClient([{ host, port: Number(port) }], { redisOptions: { maxRetriesPerRequest: 20 } });
    client.on('error', () => undefined);
    try {
      await client.set('{t}key', 'v');
      const victim = await cluster.masterOf('{t}key');
      await waitForReplicasInSync(victim.port);
      const { port: killed, failoverMs } = await cluster.killMaster('{t}key');
      expect(killed).toBe(victim.port);
      expect(failoverMs).toBeLessThan(20_000);
      expect((await cluster.masterOf('{t}key')).port).not.toBe(killed);
      expect(await client.get('{t}key')).toBe('v');
    } finally {
      client.disconnect();
    }
  }, 90_000);
});

async function expectEventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not met in time');
}
