/** Runs the real worker entry point (`npm run worker`, from sources) in a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { onLogEntries, portOf, START_TIMEOUT_MS } from '../../support/server-process';

const ROOT = path.resolve(__dirname, '../../..');

export interface WorkerProcess {
  child: ChildProcess;
  /** Where its /metrics and /healthz answer (WORKER_METRICS_PORT); undefined when that port could not be had. */
  metricsPort: number | undefined;
  logs: string[];
  exit: Promise<number | null>;
}

/** `exactEnv`: `env` and PATH only, none of the defaults below (what a shell's `npm run worker` would see). */
function spawnWorker(env: Record<string, string>, exactEnv = false): ChildProcess {
  return spawn(process.execPath, ['-r', '@swc-node/register', 'src/workers/main.ts'], {
    cwd: ROOT,
    env: exactEnv
      ? { PATH: process.env.PATH ?? '', ...env }
      : { PATH: process.env.PATH ?? '', WORKER_METRICS_PORT: '0', LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the worker and resolves once it says it started. */
export function startWorkerProcess(
  env: Record<string, string>,
  options: { exactEnv?: boolean } = {},
): Promise<WorkerProcess> {
  const child = spawnWorker(env, options.exactEnv);
  const logs: string[] = [];
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`worker did not start within ${START_TIMEOUT_MS} ms: ${logs.join('')}`)),
      START_TIMEOUT_MS,
    );
    child.stdout!.on('data', (c: Buffer) => logs.push(c.toString()));
    onLogEntries(child.stdout!, (entry) => {
      if (entry.msg === 'Rates refresh worker started') {
        clearTimeout(timer);
        resolve({ child, metricsPort: portOf(entry, 'metricsPort'), logs, exit });
      }
    });
    child.stderr!.on('data', (c: Buffer) => logs.push(c.toString()));
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}: ${logs.join('')}`));
    });
  });
}

export function runWorkerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnWorker(env);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
