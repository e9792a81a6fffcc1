/**
 * Header middleware whose output never depends on the request (helmet's defaults, CORS with
 * `origin: '*'`), run once at start against a recording response and replayed per request as a
 * plain list of `setHeader` calls. The headers come from the real middleware, so the set cannot
 * drift from what helmet or cors would send; only the per-request work (option objects, string
 * joins, closures) is gone.
 */
import type { RequestHandler } from 'express';

type Recorded = Array<[name: string, value: string | string[] | undefined]>;

/** Runs `middleware` on a fake request with `method` and records what it does to the response. */
function record(middleware: RequestHandler, method: string): Recorded {
  const headers: Record<string, string | string[] | number> = {};
  const ops: Recorded = [];
  const res = {
    statusCode: 200,
    setHeader(name: string, value: string | string[] | number) {
      headers[name.toLowerCase()] = value;
      ops.push([name, Array.isArray(value) ? value : String(value)]);
      return this;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
      ops.push([name, undefined]);
    },
    end() {
      throw new Error('a fixed-header middleware must not answer the request');
    },
  };
  const req = { method, headers: {}, url: '/' };
  let called = false;
  middleware(req as never, res as never, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    called = true;
  });
  if (!called) throw new Error('a fixed-header middleware must call next() synchronously');
  return ops;
}

/**
 * The headers `middleware` sets on a `method` request, as a middleware that sets the same ones.
 * @example app.use(fixedHeaders(helmet())) // helmet's default header set, computed once
 */
export function fixedHeaders(middleware: RequestHandler, method = 'GET'): RequestHandler {
  const ops = record(middleware, method);
  return (_req, res, next) => {
    for (const [name, value] of ops) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

/**
 * CORS for a fixed origin policy: preflights (OPTIONS) go to the real `cors` middleware, every
 * other method gets the headers it would have set, computed once.
 */
export function fixedCors(corsMiddleware: RequestHandler): RequestHandler {
  const simple = fixedHeaders(corsMiddleware, 'POST');
  return (req, res, next) => (req.method === 'OPTIONS' ? corsMiddleware(req, res, next) : simple(req, res, next));
}
