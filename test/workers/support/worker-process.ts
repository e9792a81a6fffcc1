/** Runs the real worker entry point (`npm run worker`, from sources) in a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { START_TIMEOUT_MS } from '../../support/server-process';

const ROOT = path.resolve(__dirname, '../../..');

export interface WorkerProcess {
  child: ChildProcess;
  metricsPort: number;
  logs: string[];
  exit: Promise<number | null>;
}

function spawnWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['-r', '@swc-node/register', 'src/workers/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', WORKER_METRICS_PORT: '0', LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the worker and resolves once it says it started. */
export function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawnWorker(env);
  const logs: string[] = [];
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`worker did not start within ${START_TIMEOUT_MS} ms: ${logs.join('')}`)),
      START_TIMEOUT_MS,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(text);
      const m = /"metricsPort":(\d+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve({ child, metricsPort: Number(m[1]), logs, exit });
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
