/**
 * The HTTP server of a replica. Express's `app.handle` gives every request Express's prototypes
 * with `Object.setPrototypeOf` (express 5.3 `lib/application.js`), and V8 handles an object whose
 * prototype changed after creation on a slower path for the rest of its life: most of what
 * separates this service from a naive Express app under load (docs/decisions.md, "One HTTP
 * pipeline"). This server makes its requests and responses with those prototypes in their chain
 * from the start, and its `app.handle` does what Express's does except the swap. Every request
 * still goes through the one router. It relies on `app.request`, `app.response`, `app.handle` and
 * `app.router` of Express 5.3, so `express` is pinned to `~5.3` and test/api/express-server.test.ts
 * checks that both servers answer alike.
 */
import type { Express, NextFunction, Request, Response } from 'express';
import { createServer, IncomingMessage, ServerResponse, type Server, type ServerOptions } from 'node:http';

type Handle = (req: IncomingMessage, res: ServerResponse, cb?: NextFunction) => void;

interface ExpressInternals {
  request: object;
  response: object;
  handle: Handle;
  router: { handle(req: Request, res: Response, done: NextFunction): void };
}

/**
 * Where the router ends when nothing answered. The app's last handlers (404 and the error mappers)
 * always answer, so this only closes what would otherwise hang.
 */
function lastResort(res: Response): NextFunction {
  return () => {
    if (res.headersSent) res.destroy();
    else res.writeHead(500).end();
  };
}

/** An HTTP server for `app`; `app.handle` skips the prototype swap for the requests this server made. */
export function expressServer(
  app: Express,
  options: Omit<ServerOptions, 'IncomingMessage' | 'ServerResponse'> = {},
): Server {
  const internals = app as unknown as ExpressInternals;
  class ExpressRequest extends IncomingMessage {}
  class ExpressResponse<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {}
  Object.setPrototypeOf(ExpressRequest.prototype, internals.request);
  Object.setPrototypeOf(ExpressResponse.prototype, internals.response);
  const handle = internals.handle;
  internals.handle = function handleMadeRequest(this: ExpressInternals, req, res, cb) {
    // A request from another server, or the app mounted in another app: Express's own way.
    if (cb !== undefined || !(req instanceof ExpressRequest)) return handle.call(this, req, res, cb);
    const r = req as unknown as Request;
    const s = res as unknown as Response;
    r.res = s;
    s.req = r;
    s.locals ??= Object.create(null) as Response['locals'];
    this.router.handle(r, s, lastResort(s));
  };
  return createServer({ ...options, IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse }, app);
}
