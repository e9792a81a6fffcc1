/**
 * What the HTTP benchmarks (`bench:mcp`, `bench`, `bench:ab`, `bench:instructions`) share: spawning a server script in its own
 * process on a free loopback port, waiting for it, stopping it, and reading its CPU time and
 * resident memory from /proc, checking a revision out beside this one. One copy, so the benchmarks measure servers the same way.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiPodMemoryLimit, containerHeapFlags } from '../test/support/manifest-limits';

export const ROOT = path.resolve(__dirname, '..');

/**
 * The Node flags `npm start` runs the API with (V8 settings such as `--no-allocation-site-pretenuring`),
 * read from package.json so that benchmarks and the soak measure the process operators run.
 */
export const API_NODE_FLAGS: readonly string[] = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

/**
 * The Node flags of the API process in its pod: V8's heap sizing for the pod's memory limit (what Node derives from
 * the cgroup), then the command's own, whose heap flags win (the last of a flag given twice does).
 */
export function apiPodNodeFlags(): string[] {
  return [...containerHeapFlags(apiPodMemoryLimit().mib).split(' '), ...API_NODE_FLAGS];
}

/**
 * The environment the image gives the API process (`ENV` of the Dockerfile's last stage) that shapes its memory:
 * `MALLOC_ARENA_MAX`, so that the soak's replicas allocate as the pods do.
 */
export const API_IMAGE_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  [...readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').matchAll(/^ENV\s+(MALLOC_ARENA_MAX)=(\S+)$/gm)].map((m) => [
    m[1]!,
    m[2]!,
  ]),
);

/**
 * The service's per-client limits, lifted for a load generator on loopback: every connection comes from 127.0.0.1,
 * and autocannon keeps sending on a connection after a `Connection: close` answer, so the replica's per-socket
 * request cap (1,000 by default) would answer it 503. The peers have none of these limits. Load shedding is off too:
 * a benchmark saturates the replica on purpose, and a refusal measured as throughput would compare nothing.
 */
export const BENCH_LIMITS_ENV: Readonly<Record<string, string>> = {
  RATE_LIMIT_API_PER_MIN: '1000000',
  RATE_LIMIT_MCP_PER_MIN: '1000000',
  RATE_LIMIT_LIGHT_PER_MIN: '1000000',
  RATE_LIMIT_IN_FLIGHT_PER_CLIENT: '10000',
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000',
  HTTP_NEW_CONNECTIONS_PER_ADDRESS: '0',
  HTTP_MAX_REQUESTS_PER_SOCKET: '0',
  SHED_LAG_MS: '0',
};

export interface Server {
  child: ChildProcess;
  port: number;
}

/** A port nobody listens on right now (the service logs its port only at level info). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function listening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`);
    return true;
  } catch {
    return false;
  }
}

/** Polls GET /healthz on `port` every `everyMs`, at most `tries` times, while `alive()`; whether it answered. */
export async function answers(port: number, alive: () => boolean, tries: number, everyMs: number): Promise<boolean> {
  for (let i = 0; i < tries && alive(); i++) {
    if (await listening(port)) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}

/**
 * Runs `script` (TypeScript, through @swc-node/register) with only PATH, `env` and PORT set, and
 * resolves once it answers GET /healthz. Its stdout goes to /dev/null (a real sink: log lines are
 * still formatted and written), its stderr to ours.
 */
export async function start(
  script: string,
  env: Record<string, string>,
  port: number,
  nodeFlags: readonly string[] = [],
): Promise<Server> {
  const child = spawn(process.execPath, [...nodeFlags, '-r', '@swc-node/register', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  if (await answers(port, () => exited === undefined, 400, 100)) return { child, port };
  child.kill('SIGTERM');
  throw new Error(`${script} did not start (exit code ${String(exited)})`);
}

export function stop(s: Server): Promise<void> {
  return new Promise((resolve) => {
    if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });
}

/** CPU time (user + system, ms) a process has used, from /proc (Linux); undefined elsewhere. */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100 on Linux)
  } catch {
    return undefined;
  }
}

/** Resident set size of a process in MB, from /proc (Linux); undefined elsewhere. */
export function rssMb(pid: number | undefined): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** The middle value (the mean of the two middle ones for an even count): a round disturbed by other work moves it least. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return (s[Math.floor((s.length - 1) / 2)]! + s[Math.floor(s.length / 2)]!) / 2;
}

/** The 1-, 5- and 15-minute load averages, for the report (ratios need a quiet machine). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/** Date, CPU model, cores and Node version: the line every benchmark table starts with. */
export function machineLine(): string {
  const model = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${new Date().toISOString().slice(0, 10)}, ${model}, ${os.cpus().length} cores, Node ${process.version}`;
}

/** The folder holding `rev`'s sources (the working tree for undefined), and how to clean it up. */
export function checkout(rev: string | undefined): { dir: string; remove(): void } {
  if (rev === undefined || rev === '.') return { dir: ROOT, remove: () => undefined };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-rev-'));
  execFileSync('sh', ['-c', `git -C "${ROOT}" archive "${rev}" | tar -x -C "${dir}"`]);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
