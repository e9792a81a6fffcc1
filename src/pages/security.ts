/**
 * Security headers of the pages, over helmet's app-wide defaults: a strict CSP whose only script is
 * ours, carrying a fresh nonce per response (CSP3 'strict-dynamic') on pages built per request, no inline styles, nothing from
 * another origin. Full pages may not be framed; embeds may be framed by any site
 * (`frame-ancestors *`) and nothing else about them is relaxed.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/** The policy of a page; `nonce` undefined: a page built once per process (below), whose scripts are our own origin's. */
export function contentSecurityPolicy(nonce: string | undefined, framable: boolean): string {
  return [
    "default-src 'none'",
    nonce === undefined ? "script-src 'self'" : `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${framable ? '*' : "'none'"}`,
  ].join('; ');
}

/** Sets the page headers and `res.locals.nonce`. */
export function pageSecurity(options: { framable: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options.framable));
    if (options.framable) res.removeHeader('X-Frame-Options');
    else res.setHeader('X-Frame-Options', 'DENY');
    // Nonces differ per response: a shared cache must not serve one response to two visitors.
    res.setHeader('Cache-Control', 'private, no-cache');
    next();
  };
}

/**
 * The headers of a page built once per process and served as bytes (the home page, the catalog, `/api-docs`, the
 * error pages): no nonce, since one body answers everyone, so scripts may come from our own origin only
 * (`script-src 'self'`: the content-hashed assets; every other answer of ours is JSON, HTML or CSV with `nosniff`,
 * which no browser runs as a script). Nothing from the request is in such a page, so there is nothing to inject; a
 * shared cache may keep it, and revalidates it (`no-cache`) against its ETag, so a deploy shows at once.
 */
export const STATIC_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(undefined, false),
  'X-Frame-Options': 'DENY',
};
export const STATIC_PAGE_CACHE = 'public, no-cache';
