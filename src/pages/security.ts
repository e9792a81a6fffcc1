/**
 * Security headers of the pages, over helmet's app-wide defaults: a strict CSP whose only script is
 * ours, carrying a fresh nonce per response (CSP3 'strict-dynamic'), no inline styles, nothing from
 * another origin. Full pages may not be framed; embeds may be framed by any site
 * (`frame-ancestors *`) and nothing else about them is relaxed.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

export function contentSecurityPolicy(nonce: string, framable: boolean): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
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
