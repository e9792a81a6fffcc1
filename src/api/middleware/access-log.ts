/**
 * What every request leaves behind: its id, its access-log line (pino-http, as the design card names) and its
 * `http_request_duration_seconds`.
 *
 * - **Id.** The client's `X-Request-Id` when it looks like one, else a UUID, echoed in the response: pino-http's
 *   `req.id` (`requestIdOf`).
 * - **Line.** One per request, written by the app's logger when the answer finishes (or the connection closes
 *   first), with the fields an operator reads: `req` (id, method, URL, socket address), `res` (status),
 *   `responseTime` (ms), the `route` pattern, the client as the rate limiter counts it, the API key's id (never the
 *   key, and no header or body is logged; `keys list` gives its plan) and, on /mcp, what the message was. Probes
 *   (/healthz, /readyz, /metrics) write no line. Level: 5xx `error` (a designed 503 `info`: it is summed up where it
 *   is raised), other 4xx `warn` (but the 405 of a GET /mcp), else `info`.
 * - **`req.log`.** pino-http's child logger bound to the request's id, method, URL and address, so an error logged
 *   through it says which request it belongs to.
 * - **Metric.** Every request, probes too, by method, route pattern and status.
 *
 * pino-http is configured to be cheap: the request is serialized to those four fields only (never the whole
 * IncomingMessage, its headers or body), and the line is written by the parent logger (`quietResLogger`), so no second
 * child is made (docs/decisions.md, "One HTTP pipeline").
 */
import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Metrics } from '../metrics';
import { requestId } from './request-id';

/** Paths that are probed all the time and not worth a line each. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/** The request's id ('' before the access log has seen it). */
export function requestIdOf(req: IncomingMessage): string {
  return req.id === undefined ? '' : String(req.id);
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

/** The line's own fields; `req` is the request itself, which the logger's serializer reduces to `requestFields`. */
function line(req: IncomingMessage, res: ServerResponse, responseTime: number, clientOf: (req: Request) => string) {
  const r = req as Request;
  const locals = (res as Response).locals;
  const mcp = locals?.mcp as object | undefined;
  // A keyed request is logged by its key id; the key itself never reaches a log line.
  const key = locals?.apiKey as { id: string } | null | undefined;
  return {
    req,
    res: { statusCode: res.statusCode },
    responseTime,
    route: routeOf(r, res.statusCode),
    client: clientOf(r),
    ...(mcp ? { mcp } : {}),
    ...(key ? { key: key.id } : {}),
  };
}

export interface AccessLogDeps {
  logger: Logger;
  /** The client a request is counted as by the rate limiter, logged as `client`. */
  clientOf: (req: Request) => string;
}

/** The request id, `req.log` and the access-log line of every request: pino-http. */
export function accessLog({ logger, clientOf }: AccessLogDeps): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => requestId(req, res),
    // The line is written by the parent logger with the request among its fields: no child bound to the response.
    quietResLogger: true,
    // The request is serialized to these fields only, for `req.log`'s binding and for the line alike.
    wrapSerializers: false,
    serializers: { req: requestFields },
    autoLogging: { ignore: (req) => QUIET.has(urlOf(req)) },
    customLogLevel: (req, res) => level(req, res),
    customSuccessObject: (req, res, val: { responseTime: number }) => line(req, res, val.responseTime, clientOf),
    // A 5xx line needs no invented error: the error itself is logged where it happened.
    customErrorObject: (req, res, _err, val: { responseTime: number }) => line(req, res, val.responseTime, clientOf),
    customSuccessMessage: (_req, res) => message(res),
    customErrorMessage: (_req, res) => message(res),
  }) as RequestHandler;
}

/** `http_request_duration_seconds` of every request, probes too, once its answer finishes or its connection closes. */
export function requestMetrics(metrics: Pick<Metrics, 'httpDuration'>): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const done = (): void => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      const status = res.statusCode;
      metrics.httpDuration.observe(
        { method: req.method, route: routeOf(req, status), status_code: String(status) },
        (performance.now() - started) / 1000,
      );
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
