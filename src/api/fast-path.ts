/**
 * The hot routes without Express's router: `POST /api/v1/calculate/{slug}` and `POST /mcp` run
 * the very handler instances Express mounts for them (request id, metrics and the access log,
 * security headers, CORS, origin check, the same rate limiter, body reader, dispatcher), in the
 * same order, as one flat list, entered before `app.handle` walks a single router layer. The
 * request and response get what `app.handle` would give them first (Express's prototypes, each
 * other, `res.locals`), so every handler sees the objects it sees under the router. An error goes
 * to the error handlers Express would reach for that path (problem+json, or JSON-RPC errors on
 * /mcp); every other request, and every other method on these paths (405, OPTIONS preflights),
 * goes through Express unchanged.
 */
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';

export interface FastRoutes {
  /** Handlers of POST /api/v1/calculate/:slug, in Express's order (the slug arrives in `req.params.slug`). */
  calculate: RequestHandler[];
  /** Error handlers Express reaches from that path, in order. */
  calculateErrors: ErrorRequestHandler[];
  /** Handlers of POST /mcp, in Express's order. */
  mcp: RequestHandler[];
  /** Error handlers Express reaches from /mcp, in order. */
  mcpErrors: ErrorRequestHandler[];
}

const CALCULATE_PREFIX = '/api/v1/calculate/';
const SLUG = /^[a-z0-9-]{1,64}$/;

/** Runs `handlers` in order the way Express would (a rejected promise is an error passed on); `done(err)` on error. */
export function runHandlers(handlers: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let i = 0;
  const next: NextFunction = (err?: unknown) => {
    if (err !== undefined && err !== null && err !== 'route' && err !== 'router') {
      done(err);
      return;
    }
    const h = handlers[i++];
    if (!h) {
      done();
      return;
    }
    try {
      const r = h(req, res, next) as unknown;
      if (r instanceof Promise) r.catch((e: unknown) => next(e ?? new Error('Rejected promise')));
    } catch (e) {
      next(e);
    }
  };
  next();
}

/** Runs error handlers in order, each passing the error on with `next(err)` as Express does; the last one must answer. */
function runErrorHandlers(handlers: readonly ErrorRequestHandler[], err: unknown, req: Request, res: Response): void {
  let i = 0;
  const next = (e?: unknown) => {
    const h = handlers[i++];
    if (!h) {
      // Nothing left to answer (no handler list ends like this): never leave the client hanging.
      if (!res.headersSent) res.statusCode = 500;
      res.end();
      return;
    }
    try {
      const r = h(e ?? err, req, res, next) as unknown;
      if (r instanceof Promise) r.catch((x: unknown) => next(x ?? new Error('Rejected promise')));
    } catch (x) {
      next(x);
    }
  };
  next(err);
}

/** Which list a request runs, or undefined when it is Express's to route. */
function route(routes: FastRoutes, req: IncomingMessage): [RequestHandler[], ErrorRequestHandler[], string | undefined] | undefined {
  if (req.method !== 'POST') return undefined;
  const url = req.url ?? '';
  if (url === '/mcp') return [routes.mcp, routes.mcpErrors, undefined];
  if (url.startsWith(CALCULATE_PREFIX)) {
    const slug = url.slice(CALCULATE_PREFIX.length);
    // Only plain slugs (no query, no encoding, no trailing slash): anything else is Express's to route.
    if (SLUG.test(slug)) return [routes.calculate, routes.calculateErrors, slug];
  }
  return undefined;
}

/**
 * Puts the fast path in front of `app.handle`: a hot request is answered by its list, anything else
 * by Express. A request handed in with a callback (the app mounted inside another) always goes to Express.
 */
export function installFastPath(app: Express, routes: FastRoutes): void {
  const handle = (app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, cb?: NextFunction) => void }).handle;
  const target = app as unknown as { handle: typeof handle; request: object; response: object };
  target.handle = function fastHandle(this: typeof target, req, res, cb) {
    const hit = cb === undefined ? route(routes, req) : undefined;
    if (!hit) {
      handle.call(this, req, res, cb);
      return;
    }
    const [handlers, errorHandlers, slug] = hit;
    // What app.handle and the router give every request before its first handler.
    const r = req as Request;
    const s = res as Response;
    r.res = s;
    s.req = r;
    // A server from expressServer() made them with these prototypes already; changing one is costly.
    if (!Object.prototype.isPrototypeOf.call(this.request, req)) Object.setPrototypeOf(req, this.request);
    if (!Object.prototype.isPrototypeOf.call(this.response, res)) Object.setPrototypeOf(res, this.response);
    s.locals ??= Object.create(null) as Response['locals'];
    r.originalUrl = r.url;
    r.baseUrl = '';
    r.params = slug === undefined ? {} : { slug };
    runHandlers(handlers, r, s, (err?: unknown) => {
      runErrorHandlers(errorHandlers, err ?? new Error(`No handler answered ${r.method} ${r.url}`), r, s);
    });
  };
}

/**
 * An HTTP server for `app` whose requests and responses are made with Express's prototypes in their
 * chain from the start, so the fast path does not have to swap them on every request (V8 handles an
 * object whose prototype changed after creation more slowly). Express still swaps them for the
 * requests it routes, as it does on any server.
 */
export function expressServer(app: Express): Server {
  const { request, response } = app as unknown as { request: object; response: object };
  class ExpressRequest extends IncomingMessage {}
  class ExpressResponse<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {}
  Object.setPrototypeOf(ExpressRequest.prototype, request);
  Object.setPrototypeOf(ExpressResponse.prototype, response);
  return createServer({ IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse }, app);
}
