/**
 * What every request leaves behind: its id, its access-log line and its `http_request_duration_seconds`, all settled
 * by one listener when the answer finishes (or the connection closes first).
 *
 * - **Id.** The client's `X-Request-Id` when it looks like one, else a UUID, echoed in the response
 *   (`requestIdOf`).
 * - **Line.** One per request, written by the app's logger at the end, with the fields an operator reads: `req`
 *   (id, method, URL, socket address), `res` (status), `responseTime` (ms), the `route` pattern, the client as the
 *   rate limiter counts it, the API key's id (never the key, and no header is logged; `keys list` gives its plan)
 *   and, on /mcp, what the message was. Probes (/healthz, /readyz, /metrics) write no line. Level: 5xx `error` (a
 *   designed 503 `info`: it is summed up where it is raised), other 4xx `warn` (but the 405 of a GET /mcp), else
 *   `info`.
 * - **`req.log`.** A child logger bound to the request's id, method and URL, so an error logged through it says
 *   which request it belongs to; made the first time something logs through it (most requests never do).
 * - **Metric.** Every request, probes too, by method, route pattern and status.
 */
import type { Express, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics';
import { requestId } from './request-id';

declare module 'http' {
  interface IncomingMessage {
    /** A child logger bound to this request (`installRequestLog`). */
    log: Logger;
  }
}

/** Paths that are probed all the time and not worth a line each. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

const ID = Symbol('requestId');
const CHILD = Symbol('requestLog');

interface Identified extends IncomingMessage {
  [ID]?: string;
  [CHILD]?: Logger;
}

/** The request's id ('' before the access log has seen it). */
export function requestIdOf(req: IncomingMessage): string {
  return (req as Identified)[ID] ?? '';
}

/** The route pattern a request matched (a bounded set: the metrics label too), or what it was instead. */
export function routeOf(req: Request, status: number): string {
  return req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : status === 404 ? 'unmatched' : 'other';
}

/** The URL as the client sent it (Express rewrites `req.url` while a mounted middleware runs). */
function urlOf(req: IncomingMessage): string {
  return (req as Request).originalUrl ?? req.url ?? '';
}

/** What a request's line says of it (also bound to error lines logged through `req.log`). */
export function requestFields(req: IncomingMessage) {
  return { id: requestIdOf(req), method: req.method, url: urlOf(req), remoteAddress: req.socket?.remoteAddress };
}

function level(req: IncomingMessage, res: ServerResponse): 'info' | 'warn' | 'error' {
  const status = res.statusCode;
  if (status >= 500) return (res as Response).locals?.designed === true ? 'info' : 'error';
  if (status < 400 || (status === 405 && urlOf(req).split('?')[0] === '/mcp')) return 'info';
  return 'warn';
}

function message(res: ServerResponse): string {
  if (!res.writableFinished) return 'request aborted';
  return res.statusCode >= 500 ? 'request errored' : 'request completed';
}

function line(req: Request, res: Response, responseTime: number, route: string, client: string) {
  const mcp = res.locals?.mcp as object | undefined;
  // A keyed request is logged by its key id; the key itself never reaches a log line.
  const key = res.locals?.apiKey as { id: string } | null | undefined;
  return {
    req: requestFields(req),
    res: { statusCode: res.statusCode },
    responseTime,
    route,
    client,
    ...(mcp ? { mcp } : {}),
    ...(key ? { key: key.id } : {}),
  };
}

/** Makes `req.log` of every request of `app`: a child of `logger` bound to the request, made on first use. */
export function installRequestLog(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Identified): Logger {
      return (this[CHILD] ??= logger.child({ req: requestFields(this) }));
    },
  });
}

export interface AccessLogDeps {
  logger: Logger;
  metrics: Pick<Metrics, 'httpDuration'>;
  /** The client a request is counted as by the rate limiter, logged as `client`. */
  clientOf: (req: Request) => string;
}

export function accessLog({ logger, metrics, clientOf }: AccessLogDeps): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    (req as Identified)[ID] = requestId(req, res);
    const done = (): void => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      const ms = performance.now() - started;
      const status = res.statusCode;
      const route = routeOf(req, status);
      metrics.httpDuration.observe({ method: req.method, route, status_code: String(status) }, ms / 1000);
      if (QUIET.has(urlOf(req))) return;
      logger[level(req, res)](line(req, res, Math.round(ms), route, clientOf(req)), message(res));
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
