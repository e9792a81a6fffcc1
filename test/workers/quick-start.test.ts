/**
 * The Redis quick start as the README gives it: `npm start` and `npm run worker` in one shell, with one
 * environment and no port of their own set, both run and both serve /metrics (the API's METRICS_PORT
 * 9464, the worker's WORKER_METRICS_PORT 9465). A metrics port that another process holds costs the
 * worker its metrics (logged), never its refreshes, as it costs the API. Against the run's Redis, under
 * a prefix of the test's own.
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import { redisIt, redisUrl, testKeyspace } from '../support/redis';
import { OFFLINE_SOURCES, startServerProcess, type ServerProcess } from '../support/server-process';
import { NEVER, sleep } from './support/harness';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';

const keyspace = testKeyspace(() => redisUrl());
const running: Array<ServerProcess | WorkerProcess> = [];
const servers: Server[] = [];

afterEach(async () => {
  for (const p of running.splice(0)) {
    p.child.kill('SIGTERM');
    await p.exit;
  }
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  expect(await keyspace.cleanup()).toEqual([]);
});

/** What a shell would export before both commands; PORT 0 only so that no test contends for 3000. */
function quickStartEnv(): Record<string, string> {
  return {
    REDIS_URL: redisUrl()!,
    REDIS_KEY_PREFIX: keyspace.prefix('quick-start'),
    PORT: '0',
    // The worker's first refresh fails fast against closed local ports: no test reaches the internet.
    ...OFFLINE_SOURCES,
    FX_REFRESH_CRON: NEVER,
  };
}

async function scrape(port: number | undefined): Promise<string> {
  expect(port).toBeDefined();
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5000) });
  expect(res.status).toBe(200);
  return res.text();
}

describe('npm start, then npm run worker, with one environment', () => {
  redisIt()('both run, each serving /metrics on its own default port', async () => {
    const env = quickStartEnv();
    const api = await startServerProcess(env, { exactEnv: true });
    running.push(api);
    const worker = await startWorkerProcess(env, { exactEnv: true });
    running.push(worker);

    expect([api.metricsPort, worker.metricsPort]).toEqual([9464, 9465]);
    expect(await scrape(api.metricsPort)).toContain('# TYPE http_request_duration_seconds histogram');
    expect(await scrape(worker.metricsPort)).toContain('# TYPE rates_refresh_total counter');
    const health = await fetch(`http://127.0.0.1:${worker.metricsPort}/healthz`);
    expect(health.status).toBe(200);
    // Both still up a moment later (the crash was at start, but nothing else may take either down).
    await sleep(500);
    expect([api.child.exitCode, worker.child.exitCode]).toEqual([null, null]);
    expect(worker.logs.join('')).not.toContain('EADDRINUSE');
  });

  redisIt()('a worker metrics port already taken costs the metrics, logged, never the worker', async () => {
    const taken = createServer();
    servers.push(taken);
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const port = (taken.address() as AddressInfo).port;
    const worker = await startWorkerProcess({ ...quickStartEnv(), WORKER_METRICS_PORT: String(port) });
    running.push(worker);

    expect(worker.metricsPort).toBeUndefined();
    expect(worker.logs.join('')).toContain(
      `Cannot serve /metrics on port ${port} (WORKER_METRICS_PORT); serving the rates refresh worker without it`,
    );
    await sleep(500);
    expect(worker.child.exitCode).toBeNull();
    // It still shuts down cleanly on SIGTERM.
    running.splice(running.indexOf(worker), 1);
    worker.child.kill('SIGTERM');
    expect(await worker.exit).toBe(0);
  });
});
