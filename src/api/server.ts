/**
 * Entry point of an API replica: `npm start`. With no `REDIS_URL` it runs the embedded default
 * (in-memory stores, the bundled snapshot as first data); with one, it shares state through
 * Redis and degrades to in-memory stand-ins while Redis is unreachable.
 */
import { createServer, type Server } from 'node:http';
import pino, { type Logger } from 'pino';
import type { Config } from '../config';
import { exitOnSignals, loadConfigOrExit } from '../entry-point';
import { loadSnapshot } from '../rates/rates-data';
import { startEmbeddedRefresh, type EmbeddedRefresh } from '../rates/embedded-refresh';
import { refreshGroups } from '../rates/refresh-groups';
import { MemoryRatesStore, RedisRatesStore, type RatesStore } from '../rates/rates-store';
import { RedisConnection } from '../redis/redis-connection';
import { compileInputValidators } from '../dispatch/calculate';
import { createApp, prepareStaticAnswers, type Lifecycle } from './app';
import { clientAddress, memoByAddress } from './client-address';
import { guardConnections } from './connection-guard';
import { drainOnClose } from './graceful-shutdown';
import { serveMetricsOrLog } from '../metrics/server';
import { createMetrics, scrapeMetrics } from './metrics';
import { HeavyPool, heavyPoolMetrics } from '../heavy/pool';
import { LoadShedder } from './load-shedding';
import { readiness } from './readiness';

export interface RunningService {
  server: Server;
  config: Config;
  /** Where /metrics answers (`METRICS_PORT`); undefined when that port could not be had. */
  metricsPort: number | undefined;
  /** The heavy-work pool; undefined with `HEAVY_POOL_THREADS=0`. */
  heavyPool: HeavyPool | undefined;
  close(): Promise<void>;
}

/** Starts a replica; resolves once it listens. */
export async function startService(config: Config, logger: Logger): Promise<RunningService> {
  // Every calculator's validator before the first request: a schema that does not compile fails here.
  compileInputValidators();
  const metrics = createMetrics();
  const snapshot = loadSnapshot();
  let redis: RedisConnection | undefined;
  let rates: RatesStore;
  // With Redis the worker (`npm run worker`) refreshes the shared data set; replicas only read it.
  let refresh: EmbeddedRefresh | undefined;
  if (config.redis) {
    redis = new RedisConnection(config.redis, logger, {
      commandTimeoutMs: config.redisCommandTimeoutMs,
      breakerFailures: config.redisBreakerFailures,
      breakerCooldownMs: config.redisBreakerCooldownMs,
    });
    // Bounded: a refused, black-holed, frozen or unknown Redis costs the start at most a second, then
    // the replica listens degraded and the client keeps connecting in the background.
    await redis.start(1000);
    rates = new RedisRatesStore(redis, snapshot, {
      keyPrefix: config.redisKeyPrefix,
      onDegraded: () => metrics.redisDegraded.inc({ by: 'rates' }),
    });
  } else {
    const memory = new MemoryRatesStore(snapshot);
    rates = memory;
    logger.info(
      'No Redis configured: embedded mode (in-memory rate limits and rates, bundled rates snapshot, refreshed in-process)',
    );
    refresh = startEmbeddedRefresh({
      store: memory,
      groups: Object.values(refreshGroups(config)),
      clock: () => new Date(),
      logger,
      metrics,
    });
  }
  const lifecycle: Lifecycle = { shuttingDown: false };
  const shedder = new LoadShedder({ boundMs: config.shedLagMs, registry: metrics.registry });
  const heavyPool =
    config.heavyPoolThreads > 0
      ? new HeavyPool({
          threads: config.heavyPoolThreads,
          queue: config.heavyPoolQueue,
          taskTimeoutMs: config.heavyTaskTimeoutMs,
          maxHeapMb: config.heavyPoolMaxHeapMb,
          nice: config.heavyPoolNice,
          rates,
          metrics: heavyPoolMetrics(metrics.registry),
          logger,
          shedding: () => shedder.refuses('heavy'),
        })
      : undefined;
  // One readiness for both ports: the kubelet asks on the metrics port, anyone on the public one.
  const ready = readiness({ rates, redis, lifecycle, now: () => new Date() });
  const app = createApp({
    readiness: ready,
    config,
    logger,
    metrics,
    rates,
    redis,
    lifecycle,
    now: () => new Date(),
    heavyPool,
    shedder,
  });
  const server = createServer(
    {
      // Node's default is 5 s: shorter than a proxy's upstream keep-alive, which then races the close.
      keepAliveTimeout: config.httpKeepAliveTimeoutMs,
      // Slow clients (1 byte/s headers, bodies or chunks) get 408 and a closed socket, not minutes.
      headersTimeout: config.httpHeadersTimeoutMs,
      requestTimeout: config.httpRequestTimeoutMs,
      // Node checks those deadlines on this interval (30 s by default, which would let a slow client overstay).
      connectionsCheckingInterval: Math.min(1000, config.httpHeadersTimeoutMs / 2),
    },
    app,
  );
  // The answers served as bytes (pages, assets) are built before the replica listens: none is built on a request.
  await prepareStaticAnswers(app);
  // ingress-nginx sends at most 1000 requests on one upstream connection (upstream-keepalive-requests).
  server.maxRequestsPerSocket = config.httpMaxRequestsPerSocket;
  const trustFn = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  guardConnections(
    server,
    {
      maxConnections: config.httpMaxConnections,
      maxPerAddress: config.httpMaxConnectionsPerAddress,
      maxInFlight: config.httpMaxRequestsInFlightPerSocket,
      maxBufferedBytes: config.httpMaxBufferedBytesPerSocket,
      maxBufferedBytesTotal: config.httpMaxBufferedBytes,
      socketTimeoutMs: config.httpSocketTimeoutMs,
      maxTimeoutsPerAddress: config.httpTimeoutsPerAddress,
      refusalHoldMs: config.refusalHoldMs,
      newConnectionsPerSecond: config.httpNewConnectionsPerAddress,
      newConnectionsPressure: config.httpNewConnectionsPressure,
      headersTimeoutUnderPressureMs: config.httpHeadersTimeoutUnderPressureMs,
    },
    {
      baseUrl: config.baseUrl,
      logger,
      registry: metrics.registry,
      clientOf: (address) => clientAddress(address, config.rateLimitIpv6Prefix),
      isTrustedProxy: memoByAddress((address) => config.trustProxy !== false && trustFn(address, 0)),
    },
  );
  // Node's default backlog (511) makes a burst of new connections past it wait for SYN retransmits (1 s, 3 s, …); the
  // kernel caps it at net.core.somaxconn (4096 on current kernels).
  server.listen({ port: config.port, backlog: config.httpListenBacklog });
  const drain = drainOnClose(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Lag is measured from here: the start's own synchronous work (schemas, documents) is not load.
  shedder.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const scrape = () => scrapeMetrics({ metrics, rates, redis, now: () => new Date() });
  const metricsServer = await serveMetricsOrLog(
    { port: config.metricsPort, variable: 'METRICS_PORT', what: 'the API', logger },
    metrics.registry,
    scrape,
    ready,
  );
  logger.info(
    { port, metricsPort: metricsServer?.port, baseUrl: config.baseUrl, mode: redis ? 'redis' : 'embedded' },
    `Listening on port ${port}${metricsServer ? `, /metrics on port ${metricsServer.port}` : ''}`,
  );

  let closing: Promise<void> | undefined;
  return {
    server,
    config,
    metricsPort: metricsServer?.port,
    heavyPool,
    close() {
      closing ??= (async () => {
        lifecycle.shuttingDown = true;
        logger.info({ inFlight: drain.inFlight }, 'Draining: finishing in-flight requests, closing idle connections');
        // At once, beside stopping the in-process refresh (an aborted refresh writes nothing, so no
        // half-written data set): a response written while the refresh stops must already say
        // Connection: close, or its socket outlives the drain.
        await Promise.all([refresh?.stop(), drain.close(config.shutdownTimeoutMs)]);
        // After the drain: no request waits on the pool any more.
        await heavyPool?.close();
        shedder.stop();
        await redis?.close();
        await metricsServer?.close();
      })();
      return closing;
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // pino's synchronous destination: each line is written to standard output as it is logged, so none is lost at
  // exit or in a crash, and a log reader that stops reading stalls the replica rather than growing its memory.
  const logger = pino({ level: config.logLevel, base: { service: 'api' } }, pino.destination({ dest: 1, sync: true }));
  const service = await startService(config, logger);
  exitOnSignals(logger, () => service.close(), { stopping: 'Shutting down', done: 'Shut down cleanly' });
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
