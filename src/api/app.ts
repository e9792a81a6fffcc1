/**
 * The Express application of one stateless replica: the one pipeline every request runs, top to
 * bottom. Everything it needs arrives in `deps`, so tests build it with real parts (a real Redis
 * or the embedded stores) and no globals.
 */
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { createBudgets } from '../budgets/budgets';
import { InFlight } from '../budgets/in-flight';
import type { Config, Plan } from '../config';
import { ApiError } from '../errors/api-error';
import { pagesRouter } from '../pages/router';
import type { RatesStore } from '../rates/rates-store';
import type { RedisConnection } from '../redis/redis-connection';
import type { Metrics } from './metrics';
import { clientOf } from './client-address';
import { apiCors, mcpCors } from './middleware/cors';
import { dnsRebindingGuard } from './middleware/dns-rebinding';
import { mcpErrorHandler } from './middleware/mcp-errors';
import { accessLog, requestMetrics } from './middleware/access-log';
import { apiKeys, FAILURES_PER_MINUTE } from './middleware/api-keys';
import { rateLimit } from './middleware/rate-limit';
import { securityHeaders } from './middleware/security-headers';
import { buildOpenApi } from './openapi';
import { problemHandler } from './problem';
import { calculateRoute } from './routes/calculate';
import { mcpRoute } from './routes/mcp';
import { operationsRoute } from './routes/operations';
import { ratesRoute } from './routes/rates';
import { toolsRoute } from './routes/tools';
import { usageRoute } from './routes/usage';
import { jsonSender } from './send-json';
import type { HeavyPool } from '../heavy/pool';
import { csvOnPool, pageOnPool } from '../heavy/offload';
import { shedLoad, shedRefusal, type LoadShedder } from './load-shedding';
import { freeProbe } from './probe-sources';
import { readiness, type Readiness } from './readiness';
import { StaticReplies } from './static-replies';
import { staticSender } from './static-sender';
import { UnreadStatic } from './unread-static';
import { RefusalHold } from './refusal-hold';

export interface Lifecycle {
  shuttingDown: boolean;
}

export interface AppDeps {
  config: Config;
  logger: Logger;
  metrics: Metrics;
  rates: RatesStore;
  /** Absent in embedded mode. */
  redis?: RedisConnection;
  lifecycle: Lifecycle;
  /** Clock (staleness, rate ages). */
  now: () => Date;
  /** The heavy-work pool (src/heavy/pool.ts); absent: every calculation runs on the main thread. */
  heavyPool?: HeavyPool;
  /** Sheds work that can wait while the event loop lags (load-shedding.ts); absent: nothing is shed. */
  shedder?: LoadShedder;
  /** `/readyz`'s answer, shared with the metrics port; absent: the app reads its own (readiness.ts). */
  readiness?: Readiness;
}

/** Paths counted by their own budget (`/api/v1/*` but the usage route, `/mcp`). */
function onOwnBudget(path: string): boolean {
  if (path.startsWith('/api/v1/')) return path !== '/api/v1/usage';
  return path === '/mcp';
}

const preparers = new WeakMap<Express, () => Promise<string[]>>();

/**
 * Builds every answer `app` serves as bytes that is not built with the app itself (`/openapi.json` and
 * `/api/v1/tools` are): the pages that do not depend on the request and the assets they link. The server awaits it
 * before it listens, so neither the first visitor nor the first request after a deploy pays for a build (`/api-docs`
 * takes about 0.3 s). Resolves with the pages' keys.
 */
export function prepareStaticAnswers(app: Express): Promise<string[]> {
  const prepare = preparers.get(app);
  if (!prepare) throw new Error('prepareStaticAnswers: not an app of createApp');
  return prepare();
}

export function createApp(deps: AppDeps): Express {
  const { config, metrics, rates, now } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'weak');

  const site = { baseUrl: config.baseUrl, serviceName: config.serviceName };
  const send = jsonSender(config.compressMinBytes);
  const openapi = buildOpenApi(site.baseUrl, site.serviceName, { contactEmail: config.contactEmail });
  // One client, one budget: the normalised address (IPv4-mapped as IPv4, no port, IPv6 by prefix), logged as counted.
  const client = clientOf(config.rateLimitIpv6Prefix);
  // Where requests are counted, picked once: shared in Redis (insured by this replica) or in this process.
  const budgets = createBudgets(deps.redis, {
    keyPrefix: config.redisKeyPrefix,
    expectedReplicas: config.rateLimitExpectedReplicas,
    onDegraded: () => metrics.redisDegraded.inc({ by: 'rate_limit' }),
    now,
  });
  // API keys (Redis only): a request with one is counted per key on its plan, one without per address.
  const keys = apiKeys({
    redis: deps.redis,
    keyPrefix: config.redisKeyPrefix,
    plans: config.apiPlans,
    cacheSeconds: config.apiKeyCacheSeconds,
    metrics,
    // Failed attempts are one address's count, whatever the replica: its insurance holds the whole ten.
    failures: budgets.window('keyfail', FAILURES_PER_MINUTE, { expectedReplicas: 1 }),
    clientOf: client,
    now,
  });
  // One client's requests in flight on this replica, whichever budget counts them.
  const inFlight = { tracker: new InFlight(), anonymous: config.rateLimitInFlightPerClient };
  const limit = (name: string, points: number, planPoints?: (plan: Plan) => number) =>
    rateLimit({
      name,
      counter: budgets.window(name, points),
      metrics,
      clientOf: client,
      inFlight,
      ...(planPoints ? { keyed: { keys, counter: budgets.keys?.counter, planPoints } } : {}),
    });
  const limits = {
    api: config.rateLimitApiPerMin,
    mcp: config.rateLimitMcpPerMin,
    page: config.rateLimitPagePerMin,
    light: config.rateLimitLightPerMin,
    inFlight: config.rateLimitInFlightPerClient,
  };
  // Everything the API, /mcp and the probes leave: one point per request, never a place in flight (each is cheap).
  const lightLimit = rateLimit({
    name: 'light',
    counter: budgets.window('light', config.rateLimitLightPerMin),
    metrics,
    clientOf: client,
  });

  // Answers built once per process, written as shared bytes within the replica's cap of unread ones.
  const unread = new UnreadStatic({
    maxBytes: config.httpMaxStaticUnreadBytes,
    onChange: (bytes) => metrics.staticUnreadBytes.set(bytes),
    onDrop: () => metrics.staticUnreadDrops.inc(),
  });
  const sendStatic = staticSender({ metrics, unread });
  // `resources/read` replies of documents fixed for the deploy: their bytes kept, gzip stitched around each id.
  const staticReplies = {
    replies: new StaticReplies(),
    minBytes: config.compressMinBytes > 0 ? config.compressMinBytes : Infinity,
    unread,
    counted: () => metrics.staticAnswers.inc({ kind: 'mcp_resource', outcome: 'sent' }),
  };

  // Refusals (429, a shed 503) answered at the pace they ask for, so a client that asks again at once cannot spin us.
  const hold = new RefusalHold(config.refusalHoldMs, metrics.registry);

  // Every request: its id, access-log line and duration metric; then the headers of what it asks for.
  app.use(accessLog({ logger: deps.logger, clientOf: client }), requestMetrics(metrics));
  app.use(securityHeaders());
  app.use('/api', apiCors());
  app.use(
    '/mcp',
    mcpCors(config.mcpAllowedOrigins),
    dnsRebindingGuard({ allowedHosts: config.mcpAllowedHosts, allowedOrigins: config.mcpAllowedOrigins }),
  );

  // A lagging replica refuses what can wait before anything is counted or parsed.
  const { shedder } = deps;
  const shed = shedder && shedLoad(shedder);
  if (shed) app.use(shed);

  // Budgets: the API and /mcp are counted per client; page results on the page budget too. Every other request
  // (the catalog, docs, assets, GET /api/v1/usage, unknown paths, the probes) costs one point of the light budget;
  // only probes from PROBE_SOURCE_CIDRS that forward nobody are free (the kubelet asks on the metrics port).
  const freeProbes = freeProbe(config.probeSourceCidrs);
  app.use((req, res, next) =>
    onOwnBudget(req.path) || freeProbes(req, req.path) ? next() : lightLimit(req, res, next),
  );
  const apiLimit = limit('api', limits.api, (p) => p.restPerMinute);
  const mcpLimit = limit('mcp', limits.mcp, (p) => p.mcpPerMinute);
  const pageLimit = limit('page', limits.page);
  usageRoute(app, {
    keys,
    limiters: { api: apiLimit, mcp: mcpLimit, page: pageLimit, light: lightLimit },
    month: budgets.keys?.month,
    inFlight: config.rateLimitInFlightPerClient,
  });
  app.use('/api/v1', apiLimit);
  app.use('/mcp', mcpLimit);
  // Once more once the budgets have answered, before a body is read (load-shedding.ts).
  if (shed) app.use(['/api/v1/calculate', '/mcp'], shed);

  // The API, busiest routes first. Its routes are the app's own layers: one that does not match costs a path test,
  // where a sub-router is entered by every request and left a turn later (the router exits on setImmediate).
  const heavy = deps.heavyPool && {
    pool: deps.heavyPool,
    minCells: config.heavyMinCells,
    compressMinBytes: config.compressMinBytes,
    site,
  };
  calculateRoute(app, { rates, metrics, site, send, limiter: apiLimit, heavy });
  mcpRoute(app, { rates, now, metrics, site, send, limiter: mcpLimit, heavy, staticReplies, hold });
  app.use('/mcp', mcpErrorHandler({ metrics, hold }));
  ratesRoute(app, { rates, now, site });
  toolsRoute(app, { site, send: sendStatic(apiLimit) });
  const ready = deps.readiness ?? readiness({ rates, redis: deps.redis, lifecycle: deps.lifecycle, now });
  operationsRoute(app, { readiness: ready, openapi, send: sendStatic(lightLimit) });

  // Pages come after the API, so an API request never passes through page middleware.
  const pages = pagesRouter({
    rates,
    site,
    calculations: metrics.calculations,
    now,
    pageLimit,
    weigh: (req, res, chars) => pageLimit.weigh(req, res, chars),
    heavy: heavy && {
      page: (res, calc, embed, query, limited) => pageOnPool(heavy, res, calc, embed, query, limited),
      csv: (res, calc, query) => csvOnPool(heavy, res, calc, query),
    },
    docs: { openapi, limits, keys: { contactEmail: config.contactEmail, plans: config.apiPlans } },
    sendStatic: sendStatic(lightLimit),
    hold,
    shed: shedder && ((req) => shedRefusal(shedder, req)),
  });
  app.use(pages);
  preparers.set(app, pages.prepare);

  // Nothing matched, and every error: problem+json (pages answer their own errors in HTML).
  app.use((req, _res, next) => next(new ApiError('not_found', `No route for ${req.method} ${req.path}`)));
  app.use(problemHandler(config.baseUrl, hold));
  return app;
}
