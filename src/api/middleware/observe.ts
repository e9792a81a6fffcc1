/**
 * The first middleware of every request: its id (`X-Request-Id`), its metrics and its one access-log
 * line, all settled by one listener when the response ends. It replaces pino-http, whose
 * per-request child loggers and serializers cost about a sixth of the CPU of a calculation under
 * load: the line keeps pino-http's shape (`req`, `res`, `responseTime`, `mcp`, "request completed"),
 * and `req.log` (a child logger bound to the request, see requestLog) is only made when something logs through it.
 */
import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics';
import { requestId } from './request-id';

declare module 'http' {
  interface IncomingMessage {
    /** The request id (also in `X-Request-Id`). */
    id: string;
    /** A child logger bound to this request, made on first use. */
    log: Logger;
  }
}

/** Paths that are probed all the time and not worth a line each. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

function serializeReq(req: IncomingMessage) {
  return { id: req.id, method: req.method, url: req.url, remoteAddress: req.socket.remoteAddress };
}

const CHILD = Symbol("the request's child logger");

/**
 * Gives the requests of an app `req.log`: a getter on the app's request prototype (`app.request`)
 * that makes the child logger on first use. Defined once, not per request: an accessor defined on
 * each request object costs a closure and a slower object shape on the hot path.
 */
export function requestLog(requestPrototype: object, logger: Logger): void {
  Object.defineProperty(requestPrototype, 'log', {
    configurable: true,
    enumerable: false,
    get(this: IncomingMessage & { [CHILD]?: Logger }) {
      return (this[CHILD] ??= logger.child({ req: serializeReq(this) }));
    },
  });
}

/** A GET /mcp answered 405 is every 2025-era client probing for a stream it may not get: expected, not a warning. */
function level(url: string, status: number): 'info' | 'warn' | 'error' {
  if (status >= 500) return 'error';
  if (status < 400 || (status === 405 && url.split('?')[0] === '/mcp')) return 'info';
  return 'warn';
}

export function observe(deps: { logger: Logger; metrics: Pick<Metrics, 'httpDuration'> }): RequestHandler {
  const { logger, metrics } = deps;
  return (req, res, next) => {
    const started = performance.now();
    const url = req.url;
    req.id = requestId(req, res);
    const done = () => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      const seconds = (performance.now() - started) / 1000;
      const status = res.statusCode;
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : status === 404 ? 'unmatched' : 'other';
      metrics.httpDuration.observe({ method: req.method, route, status_code: String(status) }, seconds);
      if (QUIET.has(url)) return;
      const lvl = level(url, status);
      if (!logger.isLevelEnabled(lvl)) return;
      const mcp = (res.locals as { mcp?: object }).mcp;
      const line = {
        req: { id: req.id, method: req.method, url, remoteAddress: req.socket?.remoteAddress },
        res: { statusCode: status },
        responseTime: Math.round(seconds * 1000),
        ...(mcp ? { mcp } : {}),
      };
      if (!res.writableFinished) logger[lvl](line, 'request aborted');
      else logger[lvl](line, status >= 500 ? 'request errored' : 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
