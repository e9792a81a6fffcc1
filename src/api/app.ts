/**
 * The Express application of one stateless replica. Everything it needs arrives in `deps`, so
 * tests build it with real parts (a real Redis or the embedded stores) and no globals.
 */
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from '../config';
import { ApiError } from '../errors/api-error';
import { dnsRebindingGuard, isOriginAllowed } from '../mcp/dns-rebinding';
import { mcpErrorHandler } from '../mcp/http-errors';
import { mcpRoute } from '../mcp/http-transport';
import type { RatesStore } from '../rates/rates-store';
import type { RedisConnection } from '../redis/redis-connection';
import type { Metrics } from './metrics';
import { httpMetrics } from './middleware/http-metrics';
import { BODY_LIMIT } from './middleware/json-body';
import { requestId } from './middleware/request-id';
import { rateLimit } from './middleware/rate-limit';
import { buildOpenApi } from './openapi';
import { problemHandler } from './problem';
import { pagesRouter } from '../pages/router';
import { calculateRoute } from './routes/calculate';
import { operationsRoute } from './routes/operations';
import { ratesRoute } from './routes/rates';
import { toolsRoute } from './routes/tools';

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
}

/** Headers a browser client may read from API responses (rate-limit headers, request id). */
const EXPOSED_HEADERS = ['RateLimit', 'RateLimit-Policy', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'X-Request-Id'];

/** Request headers of the Streamable HTTP transport a browser MCP client sends (2025-03-26 … 2026-07-28). */
const MCP_REQUEST_HEADERS = [
  'Content-Type',
  'Accept',
  'Authorization',
  'X-Request-Id',
  'MCP-Protocol-Version',
  'Mcp-Method',
  'Mcp-Name',
  'Mcp-Session-Id',
  'Last-Event-ID',
];

/** Whether a request is for the MCP endpoint itself (Express rewrites req.url inside mounted middleware). */
function isMcpEndpoint(req: { url?: string; originalUrl?: string }): boolean {
  return (req.originalUrl ?? req.url ?? '').split('?')[0] === '/mcp';
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', 'weak');

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: requestId,
      // Bodies are never logged; headers that carry credentials are redacted.
      serializers: {
        req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // A GET /mcp answered 405 is every 2025-era client probing for a stream it may not get: expected, not a warning.
      customLogLevel: (req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 && !(res.statusCode === 405 && isMcpEndpoint(req)) ? 'warn' : 'info',
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
      // MCP requests log their method, protocol revision, outcome and tool (set by the MCP route).
      // (undefined, not {}, when there is nothing to add: pino-http makes a child logger for any object)
      customProps: (_req, res) => {
        const mcp = (res as unknown as { locals?: { mcp?: object } }).locals?.mcp;
        return (mcp ? { mcp } : undefined) as object;
      },
    }),
  );

  app.use(httpMetrics(deps.metrics));

  app.use(helmet());
  app.use(
    '/api',
    cors({
      origin: '*',
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 86400,
    }),
  );
  const { mcpAllowedHosts, mcpAllowedOrigins } = deps.config;
  app.use(
    '/mcp',
    cors({
      // Only origins the DNS-rebinding check lets through are told they may read the answers.
      origin: mcpAllowedOrigins === '*' ? '*' : (origin, cb) => cb(null, origin !== undefined && isOriginAllowed(origin, mcpAllowedOrigins)),
      methods: ['POST', 'OPTIONS'],
      allowedHeaders: MCP_REQUEST_HEADERS,
      exposedHeaders: [...EXPOSED_HEADERS, 'Mcp-Session-Id', 'MCP-Protocol-Version'],
      maxAge: 86400,
    }),
  );
  app.use('/mcp', dnsRebindingGuard({ allowedHosts: mcpAllowedHosts, allowedOrigins: mcpAllowedOrigins }));

  // Pages, static assets, /metrics, /healthz and /readyz are not counted against the API budget.
  app.use(
    '/api/v1',
    rateLimit({
      name: 'api',
      points: deps.config.rateLimitApiPerMin,
      redis: deps.redis,
      keyPrefix: deps.config.redisKeyPrefix,
      expectedReplicas: deps.config.rateLimitExpectedReplicas,
      metrics: deps.metrics,
    }),
  );
  app.use(
    '/mcp',
    rateLimit({
      name: 'mcp',
      points: deps.config.rateLimitMcpPerMin,
      redis: deps.redis,
      keyPrefix: deps.config.redisKeyPrefix,
      expectedReplicas: deps.config.rateLimitExpectedReplicas,
      metrics: deps.metrics,
    }),
  );

  const site = { baseUrl: deps.config.baseUrl, serviceName: deps.config.serviceName };
  const openapi = buildOpenApi(site.baseUrl, site.serviceName);
  app.use(operationsRoute({ rates: deps.rates, redis: deps.redis, lifecycle: deps.lifecycle, metrics: deps.metrics, now: deps.now, openapi }));
  app.use(toolsRoute({ site }));
  app.use(ratesRoute({ rates: deps.rates, now: deps.now, site }));
  app.use(calculateRoute({ rates: deps.rates, metrics: deps.metrics, site }));
  app.use(mcpRoute({ rates: deps.rates, metrics: deps.metrics, site, bodyLimit: BODY_LIMIT }));
  app.use('/mcp', mcpErrorHandler({ metrics: deps.metrics, bodyLimit: BODY_LIMIT }));

  // Pages come after the API routes, so an API request never passes through page middleware.
  app.use(
    pagesRouter({
      rates: deps.rates,
      site,
      calculations: deps.metrics.calculations,
      now: deps.now,
      pageLimit: rateLimit({
        name: 'page',
        points: deps.config.rateLimitPagePerMin,
        redis: deps.redis,
        keyPrefix: deps.config.redisKeyPrefix,
        expectedReplicas: deps.config.rateLimitExpectedReplicas,
        metrics: deps.metrics,
      }),
      docs: {
        openapi: buildOpenApi(site.baseUrl, site.serviceName),
        limits: { api: deps.config.rateLimitApiPerMin, mcp: deps.config.rateLimitMcpPerMin, page: deps.config.rateLimitPagePerMin },
      },
    }),
  );

  app.use((req, _res, next) => next(new ApiError('not_found', `No route for ${req.method} ${req.path}`)));
  app.use(problemHandler(deps.config.baseUrl));
  return app;
}
