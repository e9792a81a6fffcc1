/**
 * The self-contained Redis's redis.conf (deploy/k8s/redis), loaded by a real redis-server: it parses,
 * and the settings BullMQ and the pod's memory limit depend on are in force.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { assemble, find, overlayDir, type K8sObject } from './support/kustomize';
import { workload } from './support/pod-env';

const objects = assemble(overlayDir('production'));
const conf = find<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap', 'fincalc-redis-config').data[
  'redis.conf'
]!;
const haveBinary = spawnSync('redis-server', ['--version']).status === 0;
if (!haveBinary && process.env.REQUIRE_REDIS === '1')
  throw new Error('REQUIRE_REDIS=1 but redis-server is not installed');
if (!haveBinary)
  process.stderr.write('\n*** redis-server NOT INSTALLED: redis.conf is not loaded by a real Redis ***\n\n');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

(haveBinary ? test : test.skip)(
  'a real redis-server loads it: noeviction (BullMQ), maxmemory well inside the pod limit, AOF on',
  async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fincalc-redis-conf-'));
    // `dir /data` is the pod's volume; here a scratch directory (redis-server checks it while reading the file).
    expect(conf).toMatch(/^dir \/data$/m);
    writeFileSync(path.join(dir, 'redis.conf'), conf.replace(/^dir \/data$/m, `dir ${dir}`));
    const port = await freePort();
    // A test on a shared machine listens on a free loopback port.
    const child = spawn('redis-server', [path.join(dir, 'redis.conf'), '--port', String(port), '--bind', '127.0.0.1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    });
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
    client.on('error', () => undefined);
    try {
      await ready;
      await client.connect();
      const get = async (name: string) => ((await client.config('GET', name)) as string[])[1];
      expect(await get('maxmemory-policy')).toBe('noeviction');
      expect(await get('appendonly')).toBe('yes');
      const maxmemory = Number(await get('maxmemory'));
      expect(maxmemory).toBe(192 * 2 ** 20);
      const limit = (
        workload(objects, 'StatefulSet', 'fincalc-redis').spec.template.spec.containers[0] as unknown as {
          resources: { limits: { memory: string } };
        }
      ).resources.limits.memory;
      expect(limit).toMatch(/^\d+Mi$/);
      // The AOF rewrite forks: copy-on-write can need up to the data set again.
      expect(maxmemory).toBeLessThanOrEqual(0.6 * parseInt(limit, 10) * 2 ** 20);
    } finally {
      client.disconnect();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
