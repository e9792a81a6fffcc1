/**
 * What a chaos scenario runs on a Redis topology: three API replicas and the rates worker from
 * `dist/` (as the soak starts them) behind HAProxy, every log in the scenario's scratch directory.
 * The replicas trust the balancer's `X-Forwarded-For` (TRUST_PROXY=loopback) and share a budget
 * across three (RATE_LIMIT_EXPECTED_REPLICAS=3); the worker ticks both schedules every minute, so a
 * run sees them after each fault.
 */
import path from 'node:path';
import { freePort, startNode, stopChild, type Child } from '../soak/processes';
import { startHaproxy } from './haproxy';
import { API_NODE_FLAGS } from '../bench-support';

export const REPLICAS = 3;

export interface Fleet {
  replicas: Child[];
  ports: number[];
  /** Each replica's METRICS_PORT. */
  metricsPorts: number[];
  worker: Child;
  workerPort: number;
  proxy: Child & { port: number };
  /** ms from spawning each replica to its first answer on /healthz. */
  listenMs: number[];
  stop(): Promise<Array<number | string | null>>;
}

export async function startFleet(
  dir: string,
  redisEnv: Record<string, string>,
  sourcesEnv: Record<string, string>,
): Promise<Fleet> {
  const log = (name: string) => path.join(dir, `${name}.log`);
  const common = {
    ...redisEnv,
    ...sourcesEnv,
    REDIS_KEY_PREFIX: 'chaos:',
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: '5000',
  };
  const started: Child[] = [];
  try {
    const workerPort = await freePort();
    const workerEnv = {
      ...common,
      WORKER_METRICS_PORT: String(workerPort),
      // Each job attempt and skip is logged at debug: what a failed schedule check prints must show where a job stopped.
      LOG_LEVEL: 'debug',
      RATES_REFRESH_MINUTES: '1',
      FX_REFRESH_CRON: '* * * * *',
      FX_REFRESH_TZ: 'UTC',
    };
    const ports = await Promise.all(Array.from({ length: REPLICAS }, () => freePort()));
    const metricsPorts = await Promise.all(Array.from({ length: REPLICAS }, () => freePort()));
    const listenMs: number[] = [];
    const startReplica = async (port: number, i: number): Promise<Child> => {
      const t0 = performance.now();
      // Three replicas on one machine cannot all have METRICS_PORT 9464.
      const env = {
        ...common,
        PORT: String(port),
        METRICS_PORT: String(metricsPorts[i]),
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_EXPECTED_REPLICAS: String(REPLICAS),
      };
      const c = await startNode(
        `api-${i + 1}`,
        'dist/src/api/server.js',
        env,
        log(`api-${i + 1}`),
        `http://127.0.0.1:${port}/healthz`,
        {
          nodeFlags: API_NODE_FLAGS,
        },
      );
      listenMs[i] = performance.now() - t0;
      return c;
    };
    const settle = <T>(p: Promise<T>): Promise<PromiseSettledResult<T>> =>
      p.then(
        (value) => ({ status: 'fulfilled', value }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      );
    // The replicas one after another (the worker beside the first): a pod starts with its own CPU, and
    // four Node processes starting at once on two cores would time this machine, not the start.
    const inTurn = async (): Promise<PromiseSettledResult<Child>[]> => {
      const out: PromiseSettledResult<Child>[] = [];
      for (const [i, port] of ports.entries()) {
        out.push(await settle(startReplica(port, i)));
        if (out[i]!.status === 'rejected') break;
      }
      return out;
    };
    const [workerStarted, replicasStarted] = await Promise.all([
      settle(
        startNode(
          'worker',
          'dist/src/workers/main.js',
          workerEnv,
          log('worker'),
          `http://127.0.0.1:${workerPort}/healthz`,
        ),
      ),
      inTurn(),
    ]);
    const settled = [workerStarted, ...replicasStarted];
    for (const s of settled) if (s.status === 'fulfilled') started.push(s.value);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [worker, ...replicas] = started;
    const proxy = await startHaproxy(dir, ports);
    started.push(proxy);
    return {
      replicas,
      ports,
      metricsPorts,
      worker: worker!,
      workerPort,
      proxy,
      listenMs,
      // The balancer first, then the replicas and the worker together (each drains on SIGTERM).
      stop: async () => [
        await stopChild(proxy, 2000),
        ...(await Promise.all([...replicas, worker!].map((c) => stopChild(c, 8000)))),
      ],
    };
  } catch (e) {
    await Promise.all(started.map((c) => stopChild(c, 2000)));
    throw e;
  }
}
