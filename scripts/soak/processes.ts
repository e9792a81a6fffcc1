/**
 * The processes of a soak run, each started and stopped by it: a private redis-server on a free
 * loopback port (never the shared one), and the built entry points (`dist/`) of the API and the
 * worker, their logs written to files so that reading them costs the load nothing. Also what the
 * soak reads of a running process: its resident memory, from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import Redis from 'ioredis';

const ROOT = path.resolve(__dirname, '..', '..');

/** A port nobody listens on right now. */
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A child process that resolves `exit` with its code (or the signal that ended it). */
export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  exit: Promise<number | string | null>;
}

function spawnLogged(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Child {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exit = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { name, process: child, logFile, exit };
}

function exited(c: Child): boolean {
  return c.process.exitCode !== null || c.process.signalCode !== null;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves with how it ended. */
export async function stopChild(c: Child, graceMs = 15_000): Promise<number | string | null> {
  if (!exited(c)) c.process.kill('SIGTERM');
  const timer = setTimeout(() => c.process.kill('SIGKILL'), graceMs);
  const how = await c.exit;
  clearTimeout(timer);
  return how;
}

/**
 * redis-server as the manifests run it (deploy/k8s/redis: AOF on, `appendfsync everysec`, no RDB
 * snapshots, noeviction), in a scratch directory, on 127.0.0.1:`port`. Stopping it with SIGTERM
 * writes the AOF and exits; starting it again on the same port and directory brings the data back.
 */
export async function startRedis(port: number, dir: string, logFile: string): Promise<Child> {
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
  ];
  const child = spawnLogged(
    'redis',
    'redis-server',
    [...args, '--maxmemory-policy', 'noeviction'],
    { PATH: process.env.PATH ?? '' },
    logFile,
  );
  const probe = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: 500,
  });
  probe.on('error', () => undefined);
  try {
    for (let i = 0; i < 200 && !exited(child); i++) {
      try {
        await probe.connect();
        // Loading the AOF answers -LOADING until done: PONG means it serves the data again.
        if ((await probe.ping()) === 'PONG') return child;
      } catch {
        probe.disconnect();
      }
      await sleep(50);
    }
  } finally {
    probe.disconnect();
  }
  await stopChild(child, 1000);
  throw new Error(`redis-server did not start on port ${port} (see ${logFile})`);
}

/** Resolves once `url` answers 200, or throws naming the log to read. */
async function waitUntilAnswers(c: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited(c)) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const how = exited(c)
    ? `exited (${String(c.process.exitCode ?? c.process.signalCode)}) before answering ${url}`
    : `did not answer ${url} within ${timeoutMs} ms`;
  await stopChild(c, 1000);
  const tail = readFileSync(c.logFile, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
  throw new Error(`${c.name} ${how} (see ${c.logFile}); its last lines:\n${tail}`);
}

/** What Node's inspector writes to stderr about itself: not the service's log. */
const INSPECTOR_LINE =
  /^(Debugger listening on ws:|Debugger attached\.$|Debugger ending on ws:|Waiting for the debugger to disconnect|For help, see: https:\/\/nodejs\.org\/)/;

/**
 * Runs a built entry point (`dist/src/...js`) and resolves once `readyUrl` answers. With `inspect`,
 * Node's inspector listens on a free loopback port and `inspectorUrl` is its WebSocket address (the
 * soak forces full garbage collections through it; nothing else is ever asked of it).
 */
export async function startNode(
  name: string,
  script: string,
  env: Record<string, string>,
  logFile: string,
  readyUrl: string,
  options: { inspect?: boolean; nodeFlags?: readonly string[] } = {},
): Promise<Child & { inspectorUrl?: string }> {
  const args = [
    ...(options.nodeFlags ?? []),
    ...(options.inspect ? ['--inspect=127.0.0.1:0'] : []),
    path.join(ROOT, script),
  ];
  const child = spawnLogged(name, process.execPath, args, { PATH: process.env.PATH ?? '', ...env }, logFile);
  await waitUntilAnswers(child, readyUrl, 60_000);
  if (!options.inspect) return child;
  const inspectorUrl = /^Debugger listening on (ws:\/\/\S+)$/m.exec(readFileSync(logFile, 'utf8'))?.[1];
  if (inspectorUrl === undefined) {
    await stopChild(child, 1000);
    throw new Error(`${name} started without its inspector (see ${logFile})`);
  }
  return { ...child, inspectorUrl };
}

/** Resident set size of a process in MiB (Linux /proc), or undefined when it cannot be read. */
export function rssMiB(pid: number | undefined): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** The JSON lines of a pino log file (other lines, e.g. a stack trace on stderr, as `{ msg }`). */
export function logLines(
  file: string,
): Array<{ level?: number; time?: number; msg?: string } & Record<string, unknown>> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !INSPECTOR_LINE.test(l))
    .map((l) => {
      try {
        return JSON.parse(l) as { level?: number; time?: number; msg?: string };
      } catch {
        return { level: 60, msg: l };
      }
    });
}
