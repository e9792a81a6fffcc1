/**
 * Request ids and the access log: `pino-http`, configured to be cheap. The id is the client's
 * `X-Request-Id` when it looks like one, else a UUID, and is echoed in the response. `req.log` is a
 * child bound to the request's few fields (so an error logged through it says which request it
 * belongs to); the one line per request is written by the parent logger when the response ends
 * (`quietResLogger`), with the fields an operator reads (`req`, `res`, `responseTime`, the `route`
 * pattern, the client as the rate limiter counts it, the API key's id (never the key, and no header
 * is logged; `keys list` gives its plan) and, on /mcp, what the message was). Probes (/healthz, /readyz,
 * /metrics) write no line. `quietReqLogger` is off on purpose: pino-http makes the child bound to
 * `req` whatever that option says, and the option only adds a second child bound to `reqId`
 * (docs/decisions.md, "One HTTP pipeline").
 */
import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestId } from './request-id';

/** Paths that are probed all the time and not worth a line each. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/** The route pattern a request matched (a bounded set: the metrics label too), or what it was instead. */
export function routeOf(req: Request, status: number): string {
  return req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : status === 404 ? 'unmatched' : 'other';
}

/**
 * A GET /mcp answered 405 is every 2025-era client probing for a stream it may not get: expected, not a warning. A
 * designed 503 (a key that cannot be verified while Redis is away) is summed up by one warning a minute where it is
 * raised: its own line is not an error.
 */
function level(req: IncomingMessage, res: ServerResponse): 'info' | 'warn' | 'error' {
  const status = res.statusCode;
  if (status >= 500) return (res as Response).locals?.designed === true ? 'info' : 'error';
  if (status < 400 || (status === 405 && urlOf(req).split('?')[0] === '/mcp')) return 'info';
  return 'warn';
}

/** The URL as the client sent it (Express rewrites `req.url` while a mounted middleware runs). */
function urlOf(req: IncomingMessage): string {
  return (req as Request).originalUrl ?? req.url ?? '';
}

/** What a request's line says of it (also bound to error lines logged through `req.log`). */
export function requestFields(req: IncomingMessage) {
  return { id: req.id, method: req.method, url: urlOf(req), remoteAddress: req.socket?.remoteAddress };
}

function line(req: IncomingMessage, res: ServerResponse, responseTime: number, clientOf: (req: Request) => string) {
  const r = req as Request;
  const mcp = (res as Response).locals?.mcp as object | undefined;
  // A keyed request is logged by its key id; the key itself never reaches a log line.
  const key = (res as Response).locals?.apiKey as { id: string } | null | undefined;
  return {
    req: requestFields(req),
    res: { statusCode: res.statusCode },
    responseTime,
    route: routeOf(r, res.statusCode),
    client: clientOf(r),
    ...(mcp ? { mcp } : {}),
    ...(key ? { key: key.id } : {}),
  };
}

/** @param clientOf the client a request is counted as by the rate limiter, logged as `client`. */
export function accessLog(logger: Logger, clientOf: (req: Request) => string): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => requestId(req, res),
    quietResLogger: true,
    // The request's child logger serializes only these fields (never the whole IncomingMessage).
    wrapSerializers: false,
    serializers: { req: requestFields },
    autoLogging: { ignore: (req) => QUIET.has(urlOf(req)) },
    customLogLevel: (req, res) => level(req, res),
    customSuccessObject: (req, res, val: { responseTime: number }) => line(req, res, val.responseTime, clientOf),
    // A 5xx line needs no invented error: the error itself is logged where it happened.
    customErrorObject: (req, res, _err, val: { responseTime: number }) => line(req, res, val.responseTime, clientOf),
    customSuccessMessage: (_req, res) => (res.writableFinished ? 'request completed' : 'request aborted'),
    customErrorMessage: (_req, res) => (res.writableFinished ? 'request errored' : 'request aborted'),
  }) as RequestHandler;
}
