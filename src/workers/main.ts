/**
 * Entry point of the rates refresh worker: `npm run worker` (needs a Redis: REDIS_URL, REDIS_SENTINELS
 * or REDIS_CLUSTER_NODES). It serves /metrics and /healthz on WORKER_METRICS_PORT (9465, apart from the
 * API's 9464; a port already taken costs the metrics, logged, never the refreshes) at once, registers
 * the job schedulers and refreshes at start what is older than its interval as soon as Redis answers
 * (a Redis that is down or frozen delays that, never the start), and on SIGTERM lets the running
 * refresh finish before exiting 0.
 */
import pino from 'pino';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { exitOnSignals, loadConfigOrExit } from '../entry-point';
import { refreshGroups } from '../rates/refresh-groups';
import { createRefreshMetrics } from '../rates/refresh-metrics';
import { serveMetricsOrLog } from '../metrics/server';
import { startRefreshWorker } from './refresh-worker';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.redis) {
    process.stderr.write(
      'The rates worker needs a Redis (REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES): it writes the shared rates there. Without Redis, `npm start` refreshes rates in-process.\n',
    );
    process.exit(1);
  }
  const logger = pino({ level: config.logLevel, base: { service: 'worker' } });
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metricsServer = await serveMetricsOrLog(
    { port: config.workerMetricsPort, variable: 'WORKER_METRICS_PORT', what: 'the rates refresh worker', logger },
    registry,
  );
  const refresh = await startRefreshWorker({
    redis: config.redis,
    keyPrefix: config.redisKeyPrefix,
    groups: refreshGroups(config),
    schedule: {
      benchmarksEveryMs: config.ratesRefreshMinutes * 60_000,
      fxPattern: config.fxRefreshCron,
      fxTimeZone: config.fxRefreshTimeZone,
    },
    logger,
    metrics: createRefreshMetrics(registry),
    shutdownTimeoutMs: config.shutdownTimeoutMs,
  });
  logger.info(
    {
      metricsPort: metricsServer?.port,
      fred: config.fredApiKey ? 'api' : 'fredgraph.csv',
      benchmarksEveryMinutes: config.ratesRefreshMinutes,
      fxCron: `${config.fxRefreshCron} (${config.fxRefreshTimeZone})`,
    },
    'Rates refresh worker started',
  );

  exitOnSignals(logger, () => Promise.all([refresh.close(), metricsServer?.close()]), {
    stopping: 'Shutting down: letting the running refresh finish',
    done: 'Worker shut down cleanly',
  });
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`Worker failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
