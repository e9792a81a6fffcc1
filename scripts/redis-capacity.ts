/**
 * The figures of docs/performance.md's capacity table, measured on this machine:
 *
 * 1. Redis commands per request, by kind of request: one API replica (built `dist/`) on a private
 *    redis-server, `CONFIG RESETSTAT`, N requests of one kind (each from its own client address, so
 *    none is refused), then `INFO commandstats`. A script's inner commands are counted apart from
 *    the EVALSHA that ran them.
 * 2. The replica's CPU time per request of each kind (from /proc, 8 requests in flight, after a
 *    warm-up), so requests per second per core = 1000 / that; CPU time, unlike req/s, does not
 *    depend on what else the shared machine runs.
 * 3. What one Redis primary does per second with the commands the service sends: `redis-benchmark`
 *    on the private server (the rate limiter's script by EVALSHA, and GET), pipelined as ioredis's
 *    auto-pipelining sends them under load, and not.
 *
 * `node -r @swc-node/register scripts/redis-capacity.ts` after `npm run build`. Knob: CAPACITY_REQUESTS (600).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { OFFLINE_SOURCES } from '../test/support/server-process';
import { command, Standalone } from '../test/support/redis-processes';
import { API_NODE_FLAGS } from './bench-support';
import { freePort, startNode, stopChild } from './soak/processes';
import { table } from './soak/report';
import { buildMix, send, type Unit } from './soak/traffic';

const N = Number(process.env.CAPACITY_REQUESTS ?? 600);
const IN_FLIGHT = 8;

/** The limiter's script as rate-limiter-flexible sends it (RateLimiterRedis). */
const LIMITER_SCRIPT =
  "redis.call('set', KEYS[1], 0, 'EX', ARGV[2], 'NX') local consumed = redis.call('incrby', KEYS[1], ARGV[1]) local ttl = redis.call('pttl', KEYS[1]) if ttl == -1 then redis.call('expire', KEYS[1], ARGV[2]) ttl = 1000 * ARGV[2] end return {consumed, ttl}";

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of the line (11 and 12 after the command name), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function commandStats(info: string): Map<string, number> {
  const stats = new Map<string, number>();
  for (const m of info.matchAll(/^cmdstat_([\w|]+):calls=(\d+)/gm)) stats.set(m[1]!, Number(m[2]));
  return stats;
}

let nextAddress = 0;
const address = () => `10.88.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;

/** Sends `n` requests of `units` (cycled), `inFlight` at a time, each unit from a fresh address. */
async function drive(
  port: number,
  units: readonly Unit[],
  n: number,
  inFlight: number,
): Promise<{ sent: number; failed: string[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  let sent = 0;
  let next = 0;
  const failed: string[] = [];
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (sent < n) {
        const unit = units[next++ % units.length]!;
        const ip = address();
        for (const step of unit) {
          sent++;
          const a = await send(port, agent, step, ip);
          if (a.outcome !== 'ok') failed.push(`${step.kind}: ${a.detail ?? a.status}`);
        }
      }
    }),
  );
  agent.destroy();
  return { sent, failed };
}

function benchmark(port: number, pipeline: number, args: string[]): number {
  const r = spawnSync(
    'redis-benchmark',
    ['-p', String(port), '-n', '400000', '-c', '50', '-P', String(pipeline), '-r', '100000', '--csv', ...args],
    {
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  const row = r.stdout.trim().split('\n').pop() ?? '';
  const rps = Number(row.split(',')[1]?.replace(/"/g, ''));
  if (!Number.isFinite(rps)) throw new Error(`redis-benchmark ${args.join(' ')}: ${r.stdout} ${r.stderr}`);
  return rps;
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fincalc-capacity-'));
  const redis = await Standalone.start();
  const port = await freePort();
  let replica: Awaited<ReturnType<typeof startNode>> | undefined;
  try {
    replica = await startNode(
      'api',
      'dist/src/api/server.js',
      // A generous deadline: this counts what a request sends to Redis, and on a busy machine a 100 ms
      // deadline would send some requests to the insurance limiter (no Redis call) and undercount.
      {
        ...OFFLINE_SOURCES,
        REDIS_URL: redis.url,
        PORT: String(port),
        METRICS_PORT: String(await freePort()),
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        REDIS_COMMAND_TIMEOUT_MS: '2000',
      },
      path.join(dir, 'api.log'),
      `http://127.0.0.1:${port}/readyz`,
      // The flags the image runs the API with.
      { nodeFlags: API_NODE_FLAGS },
    );
    const units = await buildMix(`http://127.0.0.1:${port}`);
    const kindOf = (u: Unit) => u[u.length - 1]!.kind.replace(/ 20\d\d-\d\d-\d\d$/, '');
    const kinds = [...new Set(units.map(kindOf))];
    // Warm-up: every kind, so the JIT has seen them all before anything is counted.
    await drive(port, units, 3 * units.length, IN_FLIGHT);
    const rows: (string | number)[][] = [];
    for (const kind of kinds) {
      const mine = units.filter((u) => kindOf(u) === kind);
      await command(redis.server.port, ['CONFIG', 'RESETSTAT']);
      const cpuBefore = cpuMs(replica.process.pid!);
      const { sent, failed } = await drive(port, mine, N, IN_FLIGHT);
      const cpu = (cpuMs(replica.process.pid!) - cpuBefore) / sent;
      const stats = commandStats(String(await command(redis.server.port, ['INFO', 'commandstats'])));
      stats.delete('config|resetstat');
      const total = [...stats.values()].reduce((a, b) => a + b, 0);
      const detail = [...stats]
        .sort((a, b) => b[1] - a[1])
        .map(([c, calls]) => `${c} ${(calls / sent).toFixed(2)}`)
        .join(', ');
      if (failed.length) throw new Error(`${kind}: ${failed.length} failed, e.g. ${failed[0]}`);
      rows.push([
        kind,
        sent,
        ((stats.get('evalsha') ?? 0) / sent).toFixed(2),
        (total / sent).toFixed(2),
        detail,
        cpu.toFixed(3),
        (1000 / cpu).toFixed(0),
      ]);
    }
    await command(redis.server.port, ['CONFIG', 'RESETSTAT']);
    const sha = String(await command(redis.server.port, ['SCRIPT', 'LOAD', LIMITER_SCRIPT]));
    const evalsha = (p: number) => benchmark(redis.server.port, p, ['EVALSHA', sha, '1', 'rl:__rand_int__', '1', '60']);
    const get = (p: number) => benchmark(redis.server.port, p, ['GET', 'rates:__rand_int__']);
    const ops = [
      ['limiter script (EVALSHA), pipelined 16', evalsha(16)],
      ['limiter script (EVALSHA), no pipelining', evalsha(1)],
      ['GET, pipelined 16', get(16)],
      ['GET, no pipelining', get(1)],
    ] as const;

    console.log(
      `\n${new Date().toISOString()}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}, ` +
        `${spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).stdout.trim()}; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, ` +
        `after ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}\n`,
    );
    console.log(
      table(
        [
          'kind',
          'requests',
          'EVALSHA per request',
          'Redis calls per request (all)',
          'by command',
          'replica CPU ms per request',
          'requests/s per core',
        ],
        rows,
      ),
    );
    console.log(
      `\n${table(
        ['redis-benchmark on one redis-server (50 clients, 400,000 commands)', 'commands/s'],
        ops.map(([k, v]) => [k, v.toFixed(0)]),
      )}`,
    );
  } finally {
    if (replica) await stopChild(replica, 5000);
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
