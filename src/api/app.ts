/**
 * The Express application of one stateless replica. Everything it needs arrives in `deps`, so
 * tests build it with real parts (a real Redis or the embedded stores) and no globals.
 */
import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { ApiError } from '../errors/api-error';
import { dnsRebindingGuard, isOriginAllowed } from '../mcp/dns-rebinding';
import { mcpErrorHandler } from '../mcp/http-errors';
import { mcpPostHandlers, mcpRoute } from '../mcp/http-transport';
import type { RatesStore } from '../rates/rates-store';
import type { RedisConnection } from '../redis/redis-connection';
import type { Metrics } from './metrics';
import { installFastPath } from './fast-path';
import { jsonSender } from './send-json';
import { fixedCors, fixedHeaders } from './middleware/fixed-headers';
import { observe, requestLog } from './middleware/observe';
import { rateLimit } from './middleware/rate-limit';
import { buildOpenApi } from './openapi';
import { problemHandler } from './problem';
import { pagesRouter } from '../pages/router';
import { calculateHandlers, calculateRoute } from './routes/calculate';
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
  /** Route every request through the Express router, the hot ones included (the fast path's equivalence tests). */
  routerOnly?: boolean;
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

/**
 * Security headers of JSON answers (/api, /mcp), after the OWASP REST Security Cheat Sheet and what
 * large public JSON APIs send: nothing may frame, load or run anything from an answer
 * (`default-src 'none'; frame-ancestors 'none'`, `X-Frame-Options: DENY`), no MIME sniffing, HSTS, no
 * referrer. helmet's HTML-oriented rest (script/style sources, upgrade-insecure-requests,
 * Cross-Origin-Opener/Resource-Policy, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) governs documents, not JSON,
 * and cost ~700 bytes and seven header writes per answer (docs/decisions.md, Performance).
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  // Express's own X-Powered-By is disabled below; nothing else sets one.
  xPoweredBy: false,
  xXssProtection: false,
};

/** Paths answered with JSON for programs: the REST API and the MCP endpoint. */
export function isApiPath(path: string): boolean {
  return path === '/mcp' || path.startsWith('/mcp/') || path === '/api' || path.startsWith('/api/');
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', 'weak');

  // Request id, metrics and the access-log line of every request, settled when it ends.
  const observeRequest = observe({ logger: deps.logger, metrics: deps.metrics });
  requestLog(app.request, deps.logger);
  app.use(observeRequest);

  // Security headers and CORS for /api, computed once: helmet's defaults for pages and the rest (pages set
  // their own CSP over them), and the set a JSON API needs on /api and /mcp (see API_HELMET_OPTIONS).
  const siteHeaders = fixedHeaders(helmet());
  const apiHeaders = fixedHeaders(helmet(API_HELMET_OPTIONS));
  const securityHeaders: RequestHandler = (req, res, next) => (isApiPath(req.path) ? apiHeaders : siteHeaders)(req, res, next);
  const apiCors = fixedCors(
    cors({
      origin: '*',
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 86400,
    }),
  );
  const { mcpAllowedHosts, mcpAllowedOrigins } = deps.config;
  const mcpCorsOptions = {
    methods: ['POST', 'OPTIONS'],
    allowedHeaders: MCP_REQUEST_HEADERS,
    exposedHeaders: [...EXPOSED_HEADERS, 'Mcp-Session-Id', 'MCP-Protocol-Version'],
    maxAge: 86400,
  };
  // Only origins the DNS-rebinding check lets through are told they may read the answers.
  const listedCors = cors({ ...mcpCorsOptions, origin: (origin, cb) => cb(null, origin !== undefined && isOriginAllowed(origin, mcpAllowedOrigins)) });
  const mcpCors: RequestHandler =
    mcpAllowedOrigins === '*'
      ? fixedCors(cors({ ...mcpCorsOptions, origin: '*' }))
      : // Without an Origin (every client that is not a browser) cors would ask the function above, hear "no" and set nothing.
        (req, res, next) => (req.headers.origin === undefined ? next() : listedCors(req, res, next));
  const mcpGuard = dnsRebindingGuard({ allowedHosts: mcpAllowedHosts, allowedOrigins: mcpAllowedOrigins });
  const limit = (name: string, points: number) =>
    rateLimit({
      name,
      points,
      redis: deps.redis,
      keyPrefix: deps.config.redisKeyPrefix,
      expectedReplicas: deps.config.rateLimitExpectedReplicas,
      metrics: deps.metrics,
    });
  // Pages, static assets, /metrics, /healthz and /readyz are not counted against the API budget.
  const apiLimit = limit('api', deps.config.rateLimitApiPerMin);
  const mcpLimit = limit('mcp', deps.config.rateLimitMcpPerMin);

  const site = { baseUrl: deps.config.baseUrl, serviceName: deps.config.serviceName };
  const send = jsonSender(deps.config.compressMinBytes);
  const calculatePost = calculateHandlers({ rates: deps.rates, metrics: deps.metrics, site, send });
  const mcpPost = mcpPostHandlers({ rates: deps.rates, metrics: deps.metrics, site, send });

  app.use(securityHeaders);
  app.use('/api', apiCors);
  app.use('/mcp', mcpCors);
  app.use('/mcp', mcpGuard);
  app.use('/api/v1', apiLimit);
  app.use('/mcp', mcpLimit);

  const openapi = buildOpenApi(site.baseUrl, site.serviceName);
  app.use(operationsRoute({ rates: deps.rates, redis: deps.redis, lifecycle: deps.lifecycle, metrics: deps.metrics, now: deps.now, openapi }));
  app.use(toolsRoute({ site }));
  app.use(ratesRoute({ rates: deps.rates, now: deps.now, site }));
  app.use(calculateRoute(calculatePost));
  app.use(mcpRoute(mcpPost));
  const mcpErrors = mcpErrorHandler({ metrics: deps.metrics });
  app.use('/mcp', mcpErrors);

  // Pages come after the API routes, so an API request never passes through page middleware.
  app.use(
    pagesRouter({
      rates: deps.rates,
      site,
      calculations: deps.metrics.calculations,
      now: deps.now,
      pageLimit: limit('page', deps.config.rateLimitPagePerMin),
      docs: {
        openapi: buildOpenApi(site.baseUrl, site.serviceName),
        limits: { api: deps.config.rateLimitApiPerMin, mcp: deps.config.rateLimitMcpPerMin, page: deps.config.rateLimitPagePerMin },
      },
    }),
  );

  app.use((req, _res, next) => next(new ApiError('not_found', `No route for ${req.method} ${req.path}`)));
  const problems = problemHandler(deps.config.baseUrl);
  app.use(problems);

  // The two hot routes run the same instances as above, in the same order, without the router walk.
  if (!deps.routerOnly) {
    installFastPath(app, {
      calculate: [observeRequest, apiHeaders, apiCors, apiLimit, ...calculatePost],
      calculateErrors: [problems],
      mcp: [observeRequest, apiHeaders, mcpCors, mcpGuard, mcpLimit, ...mcpPost],
      mcpErrors: [mcpErrors, problems],
    });
  }
  return app;
}
