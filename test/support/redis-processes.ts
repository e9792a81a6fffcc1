/**
 * Real Redis processes on free loopback ports, for tests and `npm run chaos` that need a Redis they
 * may break (never the shared one on 6379): a standalone redis-server, a Sentinel set (one master,
 * one replica, three sentinels with quorum 2) and a Cluster (three masters, three replicas). Every
 * process runs without persistence (`--save "" --appendonly no`) in a scratch directory of its
 * setup, in its own process group; `stop()` kills the groups and removes the directory.
 *
 * Sentinels are `redis-server --sentinel` (Debian's `redis-sentinel` is the same binary under another
 * name). Failover is tuned short (`down-after-milliseconds` 1000, `failover-timeout` 5000, cluster
 * `cluster-node-timeout` 1000), so a lost master is replaced within a few seconds.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { freePort } from '../../scripts/soak/processes';

const HOST = '127.0.0.1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One redis-server (or sentinel) process. */
export interface RedisNode {
  readonly port: number;
  readonly child: ChildProcess;
  /** `redis://127.0.0.1:port` */
  readonly url: string;
  /** SIGSTOP: the process keeps its socket and answers nothing, as a frozen or partitioned server. */
  freeze(): void;
  /** SIGCONT after `freeze()`. */
  thaw(): void;
  /** SIGKILL of its process group; resolves once it has exited. */
  kill(): Promise<void>;
  readonly exited: boolean;
}

/** Runs `command` (redis-cli) and returns its output; throws with the output when it fails. */
export function redisCli(args: readonly string[], timeoutMs = 20_000): string {
  const r = spawnSync('redis-cli', args, { encoding: 'utf8', timeout: timeoutMs });
  if (r.status !== 0 || r.error)
    throw new Error(`redis-cli ${args.join(' ')} failed: ${r.error?.message ?? ''} ${r.stdout} ${r.stderr}`);
  return r.stdout;
}

/** A short-lived client that never retries: one command to a node, or an error within `timeoutMs`. */
export async function command(port: number, args: readonly (string | number)[], timeoutMs = 2000): Promise<unknown> {
  const client = new Redis(port, HOST, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    // No INFO before the command: a server that requires a password would fail it.
    enableReadyCheck: false,
    // disconnect() below ends the socket at once, without a 2 s timer that outlives the test.
    disconnectTimeout: 0,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.call(String(args[0]), ...args.slice(1).map(String));
  } finally {
    client.disconnect();
  }
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await probe();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    await sleep(100);
  }
  throw new Error(
    `${what}: not within ${timeoutMs} ms${last instanceof Error ? ` (last error: ${last.message})` : ''}`,
  );
}

/**
 * Resolves once every replica of the master on `port` has acknowledged all the master had written
 * when this was called (replication is asynchronous: a write a master took just before it was
 * killed may not be on its replica).
 */
export async function waitForReplicasInSync(port: number, timeoutMs = 10_000): Promise<void> {
  // Everything the master had written when asked: under steady traffic its offset keeps moving, so
  // the replicas are measured against this mark, never against an offset they could only chase.
  let mark: number | undefined;
  await until(`replicas of ${port} in sync`, timeoutMs, async () => {
    const info = String(await command(port, ['INFO', 'replication'], 500));
    mark ??= Number(/master_repl_offset:(\d+)/.exec(info)?.[1]);
    const replicas = [...info.matchAll(/^slave\d+:.*offset=(\d+)/gm)].map((m) => Number(m[1]));
    return replicas.length > 0 && replicas.every((o) => o >= mark!) ? true : undefined;
  });
}

function isExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Every process group started here and not yet stopped: killed when this process exits, however it
 * exits (a failed test file, an interrupted chaos run), since a detached group would outlive it.
 */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) signalGroup(child, 'SIGKILL');
});

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || isExited(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Spawns `redis-server` with a config file in `dir` (sentinels rewrite theirs) and resolves once it
 * answers PING. The process leads its own group, so a kill takes anything it forked (none: no
 * persistence) with it. Retries on another port when the chosen one was taken meanwhile.
 */
async function spawnNode(
  dir: string,
  name: string,
  config: (port: number) => string[],
  sentinel = false,
): Promise<RedisNode> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const file = path.join(dir, `${name}.conf`);
    writeFileSync(
      file,
      [
        `port ${port}`,
        `bind ${HOST}`,
        `dir ${dir}`,
        `logfile ${path.join(dir, `${name}.log`)}`,
        ...config(port),
        '',
      ].join('\n'),
    );
    const args = [file, ...(sentinel ? ['--sentinel'] : ['--save', '', '--appendonly', 'no'])];
    const child = spawn('redis-server', args, { detached: true, stdio: 'ignore' });
    live.add(child);
    const exit = new Promise<void>((resolve) => child.once('exit', () => (live.delete(child), resolve())));
    child.once('error', () => undefined);
    const node: RedisNode = {
      port,
      child,
      url: `redis://${HOST}:${port}`,
      freeze: () => signalGroup(child, 'SIGSTOP'),
      thaw: () => signalGroup(child, 'SIGCONT'),
      kill: async () => {
        signalGroup(child, 'SIGCONT');
        signalGroup(child, 'SIGKILL');
        if (!isExited(child)) await exit;
      },
      get exited() {
        return isExited(child);
      },
    };
    try {
      await until(`${name} on ${port} answers PING`, 10_000, async () => {
        if (isExited(child)) throw new Error(`exited (see ${dir}/${name}.log)`);
        // A server that requires a password answers too: -NOAUTH.
        const answer = await command(port, ['PING'], 500).catch((e: Error) =>
          /NOAUTH/.test(e.message) ? 'PONG' : Promise.reject(e),
        );
        return answer === 'PONG' ? true : undefined;
      });
      return node;
    } catch (e) {
      await node.kill();
      if (attempt >= 2) throw e;
    }
  }
}

abstract class Setup {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'fincalc-redis-'));
  readonly nodes: RedisNode[] = [];

  protected async add(name: string, config: (port: number) => string[], sentinel = false): Promise<RedisNode> {
    const node = await spawnNode(this.dir, name, config, sentinel);
    this.nodes.push(node);
    return node;
  }

  /** Kills every process (thawed first, so none is left stopped) and removes the scratch directory. */
  async stop(): Promise<void> {
    await Promise.all(this.nodes.map((n) => n.kill()));
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** One redis-server. */
export class Standalone extends Setup {
  server!: RedisNode;

  get url(): string {
    return this.server.url;
  }

  /** `extraConfig`: lines after the harness's own (port, bind, dir); `sentinel`: run it as a sentinel. */
  static async start(extraConfig: string[] = [], options: { sentinel?: boolean } = {}): Promise<Standalone> {
    const s = new Standalone();
    try {
      s.server = await s.add('redis', () => extraConfig, options.sentinel);
      return s;
    } catch (e) {
      await s.stop();
      throw e;
    }
  }
}

export interface SentinelOptions {
  /** The master's name in the sentinels. @defaultValue 'fincalc' */
  name?: string;
  /** `down-after-milliseconds`. @defaultValue 1000 */
  downAfterMs?: number;
  /** `failover-timeout`. @defaultValue 5000 */
  failoverTimeoutMs?: number;
}

/** One master, one replica, three sentinels (quorum 2) watching them. */
export class SentinelSet extends Setup {
  readonly name: string;
  readonly servers: RedisNode[] = [];
  readonly sentinels: RedisNode[] = [];

  private constructor(name: string) {
    super();
    this.name = name;
  }

  /** `REDIS_SENTINELS`: `127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3`. */
  get sentinelsSpec(): string {
    return this.sentinels.map((s) => `${HOST}:${s.port}`).join(',');
  }

  /** The environment a service process needs for this set. */
  env(): Record<string, string> {
    return { REDIS_SENTINELS: this.sentinelsSpec, REDIS_SENTINEL_NAME: this.name };
  }

  static async start(options: SentinelOptions = {}): Promise<SentinelSet> {
    const s = new SentinelSet(options.name ?? 'fincalc');
    try {
      const master = await s.add('master', () => []);
      s.servers.push(master);
      s.servers.push(await s.add('replica', () => [`replicaof ${HOST} ${master.port}`]));
      await until('replica in sync', 15_000, async () => {
        const info = String(await command(master.port, ['INFO', 'replication']));
        return /slave0:.*state=online/.test(info) ? true : undefined;
      });
      const monitor = (port: number) => [
        `sentinel monitor ${s.name} ${HOST} ${master.port} 2`,
        `sentinel down-after-milliseconds ${s.name} ${options.downAfterMs ?? 1000}`,
        `sentinel failover-timeout ${s.name} ${options.failoverTimeoutMs ?? 5000}`,
        `sentinel parallel-syncs ${s.name} 1`,
        `sentinel announce-ip ${HOST}`,
        `sentinel announce-port ${port}`,
      ];
      for (let i = 1; i <= 3; i++) s.sentinels.push(await s.add(`sentinel-${i}`, monitor, true));
      // Ready when every sentinel sees the replica and the two other sentinels (a failover needs them).
      await until('sentinels know the replica and each other', 20_000, async () => {
        for (const sentinel of s.sentinels) {
          const m = (await command(sentinel.port, ['SENTINEL', 'MASTER', s.name])) as string[];
          const field = (k: string) => Number(m[m.indexOf(k) + 1]);
          if (field('num-slaves') < 1 || field('num-other-sentinels') < 2) return undefined;
        }
        return true;
      });
      return s;
    } catch (e) {
      await s.stop();
      throw e;
    }
  }

  /** The master's port as the sentinels report it (the first sentinel that answers). */
  async masterPort(): Promise<number> {
    for (const sentinel of this.sentinels) {
      if (sentinel.exited) continue;
      try {
        const [, port] = (await command(sentinel.port, ['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', this.name])) as [
          string,
          string,
        ];
        return Number(port);
      } catch {
        // try the next one
      }
    }
    throw new Error('no sentinel answers');
  }

  /** The server process on `port`. */
  server(port: number): RedisNode {
    const node = this.servers.find((n) => n.port === port);
    if (!node) throw new Error(`no server of this set on port ${port}`);
    return node;
  }

  /** `SENTINEL FAILOVER`: a planned promotion of the replica, no agreement needed. */
  async failover(): Promise<void> {
    await command(this.sentinels[0]!.port, ['SENTINEL', 'FAILOVER', this.name]);
  }

  /** SIGKILL of the current master; returns its port. */
  async killMaster(): Promise<number> {
    const port = await this.masterPort();
    await this.server(port).kill();
    return port;
  }

  /**
   * Resolves with the new master's port once every live sentinel names a master other than `oldPort`
   * and that server answers as a master (`ROLE`), so clients asking any sentinel find it.
   */
  async waitForNewMaster(oldPort: number, timeoutMs = 30_000): Promise<number> {
    return until(`a master other than ${oldPort}`, timeoutMs, async () => {
      const seen = new Set<number>();
      for (const sentinel of this.sentinels.filter((n) => !n.exited)) {
        const [, port] = (await command(sentinel.port, ['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', this.name], 500)) as [
          string,
          string,
        ];
        seen.add(Number(port));
      }
      const [port] = [...seen];
      if (seen.size !== 1 || port === oldPort || port === undefined) return undefined;
      const role = (await command(port, ['ROLE'], 500)) as [string];
      return role[0] === 'master' ? port : undefined;
    });
  }
}

export interface ClusterOptions {
  /** `cluster-node-timeout`. @defaultValue 1000 */
  nodeTimeoutMs?: number;
}

/** Six cluster nodes: three masters with one replica each, every slot covered. */
export class Cluster extends Setup {
  /** `REDIS_CLUSTER_NODES`: every node, `127.0.0.1:port,...`. */
  get nodesSpec(): string {
    return this.nodes.map((n) => `${HOST}:${n.port}`).join(',');
  }

  env(): Record<string, string> {
    return { REDIS_CLUSTER_NODES: this.nodesSpec };
  }

  static async start(options: ClusterOptions = {}): Promise<Cluster> {
    const c = new Cluster();
    try {
      for (let i = 1; i <= 6; i++) {
        // The bus port is set apart: port + 10000 may not exist for an ephemeral port.
        const busPort = await freePort();
        await c.add(`node-${i}`, () => [
          'cluster-enabled yes',
          `cluster-config-file nodes-${i}.conf`,
          `cluster-node-timeout ${options.nodeTimeoutMs ?? 1000}`,
          `cluster-port ${busPort}`,
          'cluster-replica-validity-factor 0',
        ]);
      }
      redisCli(
        ['--cluster', 'create', ...c.nodes.map((n) => `${HOST}:${n.port}`), '--cluster-replicas', '1', '--cluster-yes'],
        60_000,
      );
      await c.waitForState(30_000);
      return c;
    } catch (e) {
      await c.stop();
      throw e;
    }
  }

  /** Parsed `CLUSTER NODES` as one live node sees it: port, role flags, and for a replica its master's id. */
  async topology(): Promise<Array<{ id: string; port: number; master: boolean; failed: boolean; masterId: string }>> {
    const live = this.nodes.find((n) => !n.exited);
    if (!live) throw new Error('no live cluster node');
    const text = String(await command(live.port, ['CLUSTER', 'NODES']));
    return text
      .trim()
      .split('\n')
      .map((line) => {
        const [id, address, flags, masterId] = line.split(' ') as [string, string, string, string];
        return {
          id,
          port: Number(/:(\d+)@/.exec(address)?.[1]),
          master: flags.includes('master'),
          failed: flags.split(',').includes('fail'),
          masterId,
        };
      });
  }

  /** Resolves once every live node reports `cluster_state:ok` and agrees on three live masters. */
  async waitForState(timeoutMs = 30_000): Promise<void> {
    await until('cluster_state:ok on every live node', timeoutMs, async () => {
      for (const n of this.nodes.filter((x) => !x.exited)) {
        if (!/cluster_state:ok/.test(String(await command(n.port, ['CLUSTER', 'INFO'], 500)))) return undefined;
      }
      const masters = (await this.topology()).filter((t) => t.master && !t.failed);
      return masters.length === 3 ? true : undefined;
    });
  }

  /** The live masters' processes. */
  async masters(): Promise<RedisNode[]> {
    const ports = new Set((await this.topology()).filter((t) => t.master && !t.failed).map((t) => t.port));
    return this.nodes.filter((n) => ports.has(n.port) && !n.exited);
  }

  /** The master holding `key`'s slot. */
  async masterOf(key: string): Promise<RedisNode> {
    const live = this.nodes.find((n) => !n.exited)!;
    const slot = Number(await command(live.port, ['CLUSTER', 'KEYSLOT', key]));
    const slots = (await command(live.port, ['CLUSTER', 'SLOTS'])) as Array<[number, number, [string, number]]>;
    const owner = slots.find(([from, to]) => slot >= from && slot <= to);
    const node = this.nodes.find((n) => n.port === Number(owner?.[2][1]));
    if (!node) throw new Error(`no master for slot ${slot}`);
    return node;
  }

  /**
   * SIGKILL of a master (the one holding `key`'s slot, or the first); resolves once its replica has
   * taken over and the cluster is `ok` again, with the killed port and the time that took.
   */
  async killMaster(key?: string, timeoutMs = 30_000): Promise<{ port: number; failoverMs: number }> {
    const victim = key === undefined ? (await this.masters())[0]! : await this.masterOf(key);
    const started = Date.now();
    await victim.kill();
    await this.waitForNewMaster(victim.port, timeoutMs);
    return { port: victim.port, failoverMs: Date.now() - started };
  }

  /** Resolves once `oldPort` is marked failed, a replica of it is master, and the state is `ok`. */
  async waitForNewMaster(oldPort: number, timeoutMs = 30_000): Promise<void> {
    await until(`a replica of ${oldPort} promoted`, timeoutMs, async () => {
      const t = await this.topology();
      const liveMasters = t.filter((x) => x.master && !x.failed).map((x) => x.port);
      return t.find((x) => x.port === oldPort)?.failed && liveMasters.length === 3 && !liveMasters.includes(oldPort)
        ? true
        : undefined;
    });
    await this.waitForState(timeoutMs);
  }
}

/** A loopback port that holds connections without a byte in answer, until told to pass them to a real Redis. */
export interface BlackHole {
  port: number;
  /** The port as a Redis URL: `like`'s (scheme, user, password, database) when one was given. */
  url: string;
  /** Connections accepted so far. */
  connections(): number;
  /**
   * From now on the port answers as the Redis on `port` does: held connections are closed (their
   * clients reconnect) and every new one is piped to it, as when a partition heals.
   */
  answerFrom(target: number | string): void;
  stop(): Promise<void>;
}

/**
 * `url` (a REDIS_URL: `rediss://` for TLS, user, password, database) with its host and port replaced by
 * a loopback port, so that an address derived from it reaches the same database as the same user.
 */
export function urlAtPort(url: string | undefined, port: number): string {
  if (!url) return `redis://${HOST}:${port}`;
  const u = new URL(url);
  u.hostname = HOST;
  u.port = String(port);
  return u.toString();
}

/**
 * A TCP server that accepts connections and never answers a byte (a black-hole Redis): what a client
 * sees of a port behind a dropped route or a hung proxy, short of a SYN timeout. `like`: the REDIS_URL
 * whose scheme, credentials and database its `url` keeps (TLS bytes pass through the pipe unchanged).
 */
export async function startBlackHole(like?: string): Promise<BlackHole> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let target: { host: string; port: number } | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((socket) => {
    accepted++;
    track(socket);
    if (target === undefined) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: urlAtPort(like, port),
    connections: () => accepted,
    answerFrom(t: number | string) {
      // A port on loopback, or a Redis URL (its host and port; 6379 when it names none).
      target =
        typeof t === 'number'
          ? { host: HOST, port: t }
          : { host: new URL(t).hostname, port: Number(new URL(t).port || 6379) };
      for (const s of sockets) s.destroy();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
