/** Runs the real server entry point in a child process (as `npm start` does, from sources). */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import pino from 'pino';
import { startService, type RunningService } from '../../src/api/server';
import { loadConfig } from '../../src/config';

const ROOT = path.resolve(__dirname, '../..');

/** How long a spawned entry point may take to say it listens. */
export const START_TIMEOUT_MS = 40_000;

/** Tests never touch the internet: unless a test gives its own, the rates sources are a closed local port (2: privileged, so no test server takes it, and not on fetch's list of blocked ports). */
export const OFFLINE_SOURCES = {
  FRED_API_URL: 'http://127.0.0.1:2/fred',
  FRED_GRAPH_URL: 'http://127.0.0.1:2/graph/fredgraph.csv',
  ECB_FX_URL: 'http://127.0.0.1:2/eurofxref-daily.xml',
};

/**
 * Test replicas run beside other suites and a browser on a loaded machine, where the event loop lags because the
 * machine is busy, not the replica: load shedding (SHED_LAG_MS) is off unless a test turns it on, so a test about
 * something else never reads a designed 503 (test/api/load-shedding.test.ts turns it on); refusals are answered at
 * once (REFUSAL_HOLD_MS 0) unless a test is about their hold; the heavy-work threads run at the main thread's
 * priority (HEAVY_POOL_NICE 0), so that the other suites' processes do not hold a test's heavy answer back past its
 * timeout (test/heavy/thread-priority.test.ts tests the priority).
 */
export const TEST_DEFAULTS = { ...OFFLINE_SOURCES, SHED_LAG_MS: '0', REFUSAL_HOLD_MS: '0', HEAVY_POOL_NICE: '0' };

/**
 * The real service in this process, as `startService` runs it: `env` over an ephemeral port, no metrics port and the
 * offline rates sources; a silent logger.
 */
export async function startInProcess(env: Record<string, string>): Promise<{ service: RunningService; port: number }> {
  const config = loadConfig({ PORT: '0', METRICS_PORT: '0', ...TEST_DEFAULTS, ...env });
  const service = await startService(config, pino({ level: 'silent' }));
  return { service, port: (service.server.address() as AddressInfo).port };
}

/**
 * Calls `onEntry` with each complete JSON line of a child's pino output, so a field is read from the line that says
 * it: one chunk can hold several lines (a parent on a busy machine reads late), and a taken metrics port's error line
 * also names that port (`metricsPort`, and `port` in its error).
 */
export function onLogEntries(stream: Readable, onEntry: (entry: Record<string, unknown>) => void): void {
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        onEntry(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log entry (a stack trace or a warning on stdout).
      }
    }
  });
}

/** A port an entry names, if it names one. */
export function portOf(entry: Record<string, unknown>, key: string): number | undefined {
  const value = entry[key];
  return typeof value === 'number' ? value : undefined;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Where its /metrics answers (METRICS_PORT). */
  metricsPort: number | undefined;
  logs: string[];
  exit: Promise<number | null>;
}

/**
 * Starts `src/api/server.ts` with `env` (PORT=0 and METRICS_PORT=0 unless given) and resolves once it listens;
 * `exactEnv`: `env` and PATH only, none of those defaults (what a shell's `npm start` would see).
 */
export function startServerProcess(
  env: Record<string, string>,
  options: { exactEnv?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/api/server.ts'], {
    cwd: ROOT,
    // METRICS_PORT 0: any free port, so processes of parallel tests never contend for 9464.
    env: options.exactEnv
      ? { PATH: process.env.PATH ?? '', ...env }
      : { PATH: process.env.PATH ?? '', PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'info', ...TEST_DEFAULTS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // Generous: a cold start compiles the sources (@swc-node/register) on a machine that may be running two jest workers.
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms: ${logs.join('')}`)),
      START_TIMEOUT_MS,
    );
    child.stdout!.on('data', (c: Buffer) => logs.push(c.toString()));
    onLogEntries(child.stdout!, (entry) => {
      const port = portOf(entry, 'port');
      if (port !== undefined && String(entry.msg).startsWith('Listening on port')) {
        clearTimeout(timer);
        resolve({ child, port, metricsPort: portOf(entry, 'metricsPort'), logs, exit });
      }
    });
    child.stderr!.on('data', (c: Buffer) => logs.push(c.toString()));
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${logs.join('')}`));
    });
  });
}

/** Runs the entry point to completion (for start-up failures). */
export function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/api/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...OFFLINE_SOURCES, ...env },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
