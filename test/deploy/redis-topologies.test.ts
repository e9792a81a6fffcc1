/**
 * The Sentinel and managed-Cluster overlays: what they run, what the pods are told, who may talk to
 * whom, and the Sentinel set's own files loaded by real redis-server processes (a data node with its
 * password and a sentinel watching it, as the start scripts assemble them).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { command, Standalone } from '../support/redis-processes';
import { assemble, find, overlayDir, type K8sObject } from './support/kustomize';
import { allowed, networkPolicies, type Endpoint } from './support/network-policy';
import { containerEnv, overlaySecret, workload, type Container } from './support/pod-env';

type Data = K8sObject & { data: Record<string, string> };
const sentinelObjects = assemble(overlayDir('redis-sentinel'));
const clusterObjects = assemble(overlayDir('managed-redis-cluster'));
const setConfig = find<Data>(sentinelObjects, 'ConfigMap', 'fincalc-redis-sentinel-config').data;
const set = workload(sentinelObjects, 'StatefulSet', 'fincalc-redis-sentinel');
const containers = set.spec.template.spec.containers as (Container & { command: string[] })[];

describe('overlays/redis-sentinel', () => {
  test('runs three pods of a data node and a sentinel each, and no single-node Redis', () => {
    expect(set.spec.replicas).toBe(3);
    expect(containers.map((c) => [c.name, c.command.join(' ')])).toEqual([
      ['redis', 'sh /etc/redis/start-redis.sh'],
      ['sentinel', 'sh /etc/redis/start-sentinel.sh'],
    ]);
    expect(sentinelObjects.filter((o) => o.metadata.name === 'fincalc-redis')).toEqual([]);
    const pdb = find<K8sObject & { spec: { minAvailable: number } }>(
      sentinelObjects,
      'PodDisruptionBudget',
      'fincalc-redis-sentinel',
    );
    expect(pdb.spec.minAvailable).toBe(2);
  });

  test('REDIS_SENTINELS names every pod of the set by its stable DNS name, on the sentinel port', () => {
    const config = find<Data>(sentinelObjects, 'ConfigMap', 'fincalc-config').data;
    const service = String(set.spec.serviceName);
    const pods = Array.from({ length: set.spec.replicas! }, (_, i) => `${set.metadata.name}-${i}.${service}:26379`);
    expect(config.REDIS_SENTINELS!.split(',')).toEqual(pods);
    expect(config.REDIS_URL).toBeUndefined();
    // The name the scripts monitor is the one the service asks for.
    expect(setConfig['start-sentinel.sh']).toContain(`sentinel monitor ${config.REDIS_SENTINEL_NAME} `);
    const env = Object.fromEntries((containers[0]!.env ?? []).map((e) => [e.name, e.value]));
    expect([env.SET, env.SERVICE]).toEqual([set.metadata.name, service]);
    const headless = find<K8sObject & { spec: { clusterIP: string; publishNotReadyAddresses: boolean } }>(
      sentinelObjects,
      'Service',
      service,
    );
    expect(headless.spec).toMatchObject({ clusterIP: 'None', publishNotReadyAddresses: true });
  });

  test('the data nodes and the sentinels get the password from the Secret the API reads', () => {
    const secret = overlaySecret('redis-sentinel');
    for (const c of containers) {
      const env = containerEnv(sentinelObjects, c, secret);
      expect([env.REDIS_PASSWORD, env.REDISCLI_AUTH]).toEqual([secret.REDIS_PASSWORD, secret.REDIS_PASSWORD]);
    }
    const { REDIS_PASSWORD: _p, ...without } = secret;
    expect(() => containerEnv(sentinelObjects, containers[0]!, without)).toThrow(/REDIS_PASSWORD/);
  });

  const policies = networkPolicies(sentinelObjects);
  const pod = (component: string): Endpoint => ({
    pod: {
      namespace: 'fincalc',
      labels: {
        'app.kubernetes.io/name': 'fincalc',
        'app.kubernetes.io/component': component,
        'app.kubernetes.io/part-of': 'fincalc',
      },
    },
  });
  const [api, worker, redis] = [pod('api'), pod('worker'), pod('redis')];
  const stranger: Endpoint = { pod: { namespace: 'default', labels: { app: 'x' } } };

  test('API, worker and the set itself reach the data nodes and the sentinels; nobody else; the set reaches no internet', () => {
    for (const port of [6379, 26379]) {
      for (const from of [api, worker, redis])
        expect([port, allowed(policies, from, redis, port)]).toEqual([port, true]);
      expect(allowed(policies, stranger, redis, port)).toBe(false);
    }
    expect(allowed(policies, redis, { ip: '65.89.18.120' }, 443)).toBe(false);
    expect(allowed(policies, api, { ip: '65.89.18.120' }, 443)).toBe(false);
  });
});

describe('overlays/managed-redis-cluster', () => {
  test('runs no Redis, seeds REDIS_CLUSTER_NODES over TLS, and takes the password (required) and user (optional) from the Secret', () => {
    expect(clusterObjects.filter((o) => o.metadata.name.startsWith('fincalc-redis'))).toEqual([]);
    const config = find<Data>(clusterObjects, 'ConfigMap', 'fincalc-config').data;
    expect(config.REDIS_CLUSTER_NODES).toMatch(/^[\w.-]+:\d+(,[\w.-]+:\d+)*$/);
    expect(config.REDIS_TLS).toBe('true');
    for (const name of ['fincalc-api', 'fincalc-worker']) {
      expect(workload(clusterObjects, 'Deployment', name).spec.template.spec.containers[0]!.env).toEqual([
        { name: 'REDIS_PASSWORD', valueFrom: { secretKeyRef: { name: 'fincalc-secrets', key: 'REDIS_PASSWORD' } } },
        {
          name: 'REDIS_USERNAME',
          valueFrom: { secretKeyRef: { name: 'fincalc-secrets', key: 'REDIS_USERNAME', optional: true } },
        },
      ]);
    }
  });
});

const haveBinary = spawnSync('redis-server', ['--version']).status === 0;
if (!haveBinary && process.env.REQUIRE_REDIS === '1')
  throw new Error('REQUIRE_REDIS=1 but redis-server is not installed');

/** The overlay's config lines, less what a test on a shared machine sets itself (port, address, directory). */
const own = (conf: string) =>
  conf
    .split('\n')
    .filter((l) => l.trim() !== '' && !/^(port|bind|dir|protected-mode) /.test(l))
    .map((l) => l.trim());

(haveBinary ? test : test.skip)(
  'real processes: the data node requires the password, and a sentinel built as start-sentinel.sh builds it watches it',
  async () => {
    const password = 'a-long-random-password';
    const node = await Standalone.start([
      ...own(setConfig['redis.conf']!),
      `requirepass ${password}`,
      `masterauth ${password}`,
    ]);
    let sentinel: Standalone | undefined;
    try {
      await expect(command(node.server.port, ['GET', 'k'])).rejects.toThrow(/NOAUTH/);
      expect(await command(node.server.port, ['AUTH', password])).toBe('OK');
      // start-sentinel.sh's order: the file's global lines, then the monitor line, auth-pass, the master's settings.
      sentinel = await Standalone.start(
        [
          ...own(setConfig['sentinel.conf']!),
          `sentinel monitor fincalc 127.0.0.1 ${node.server.port} 2`,
          `sentinel auth-pass fincalc ${password}`,
          ...own(setConfig['sentinel-master.conf']!),
        ],
        { sentinel: true },
      );
      const master = (await command(sentinel.server.port, ['SENTINEL', 'MASTER', 'fincalc'])) as string[];
      const field = (k: string) => master[master.indexOf(k) + 1];
      expect([
        field('quorum'),
        field('down-after-milliseconds'),
        field('failover-timeout'),
        field('parallel-syncs'),
      ]).toEqual(['2', '5000', '60000', '1']);
      // Authenticated: a master answering -NOAUTH to the sentinel's pings (a wrong auth-pass) has no recent good reply.
      await new Promise((r) => setTimeout(r, 2500));
      const again = (await command(sentinel.server.port, ['SENTINEL', 'MASTER', 'fincalc'])) as string[];
      expect(Number(again[again.indexOf('last-ok-ping-reply') + 1])).toBeLessThan(1500);
      expect(String(await command(sentinel.server.port, ['SENTINEL', 'CONFIG', 'GET', 'resolve-hostnames']))).toContain(
        'yes',
      );
    } finally {
      await sentinel?.stop();
      await node.stop();
    }
  },
);

/**
 * The start scripts' choice of master, run by `sh` with stand-ins for `hostname`, `redis-cli` (a
 * sentinel's answer, or none) and `redis-server` (prints its arguments): the decision a pod makes at
 * every start, which keeps a restarted old master from coming back as a second master.
 */
describe('start-redis.sh follows the master the sentinels name', () => {
  const service = 'fincalc-redis-sentinel';
  const run = (pod: number, sentinelSays: string | undefined): string[] => {
    const bin = mkdtempSync(path.join(tmpdir(), 'fincalc-start-'));
    try {
      const script = (name: string, body: string) =>
        writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
      script('hostname', `echo ${service}-${pod}`);
      script('redis-cli', sentinelSays === undefined ? 'exit 1' : `echo ${sentinelSays}; echo 6379`);
      script('redis-server', 'for a in "$@"; do echo "$a"; done');
      writeFileSync(path.join(bin, 'start-redis.sh'), setConfig['start-redis.sh']!);
      const r = spawnSync('sh', [path.join(bin, 'start-redis.sh')], {
        encoding: 'utf8',
        env: { PATH: `${bin}:/usr/bin:/bin`, SET: service, SERVICE: service, REDIS_PASSWORD: 'pw' },
      });
      if (r.status !== 0) throw new Error(r.stderr);
      return r.stdout.trim().split('\n');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  };
  const self = (pod: number) => `${service}-${pod}.${service}`;
  const replicaOf = (args: string[]) =>
    args.includes('--replicaof') ? args[args.indexOf('--replicaof') + 1] : 'none (master)';

  test('a set no sentinel knows yet: pod 0 starts as master, the others as its replicas', () => {
    expect(replicaOf(run(0, undefined))).toBe('none (master)');
    expect(replicaOf(run(1, undefined))).toBe(self(0));
    expect(replicaOf(run(2, undefined))).toBe(self(0));
  });

  test('after a failover to pod 2: a restarted pod 0 rejoins as a replica, pod 2 stays master', () => {
    expect(replicaOf(run(0, self(2)))).toBe(self(2));
    expect(replicaOf(run(2, self(2)))).toBe('none (master)');
  });

  test('it always announces its own stable name and requires the password', () => {
    const args = run(1, self(0));
    expect(args.slice(0, 1)).toEqual(['/etc/redis/redis.conf']);
    expect(args[args.indexOf('--replica-announce-ip') + 1]).toBe(self(1));
    expect([args[args.indexOf('--requirepass') + 1], args[args.indexOf('--masterauth') + 1]]).toEqual(['pw', 'pw']);
  });
});
