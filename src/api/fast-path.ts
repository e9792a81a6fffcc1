/**
 * The hot routes without the Express router: `POST /api/v1/calculate/{slug}` and `POST /mcp` run
 * the very handler instances Express mounts for them (security headers, CORS, origin check, the
 * same rate limiter, body reader, dispatcher, metrics), in the same order, but as one flat list
 * instead of a walk through every router layer before them. Any error goes to Express's `next`,
 * so the app's own error handlers answer it (problem+json, or JSON-RPC errors on /mcp); every other
 * request, and every other method on these paths (405, OPTIONS preflights), goes through Express
 * unchanged. Mounted right after `observe`, so ids, metrics and the access log are the same too.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export interface FastRoutes {
  /** Handlers of POST /api/v1/calculate/:slug, in Express's order (the slug arrives in `req.params.slug`). */
  calculate: RequestHandler[];
  /** Handlers of POST /mcp, in Express's order. */
  mcp: RequestHandler[];
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

export function fastPath(routes: FastRoutes): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const url = req.url;
    if (url === '/mcp') return runHandlers(routes.mcp, req, res, next);
    if (url.startsWith(CALCULATE_PREFIX)) {
      const slug = url.slice(CALCULATE_PREFIX.length);
      // Only plain slugs (no query, no encoding, no trailing slash): anything else is Express's to route.
      if (SLUG.test(slug)) {
        req.params = { slug };
        return runHandlers(routes.calculate, req, res, next);
      }
    }
    next();
  };
}
