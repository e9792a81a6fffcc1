/**
 * CORS of the JSON endpoints. The REST API is public (an API key, when sent, is a header, never a
 * cookie, so no credentials mode is needed), so any origin may read it. `/mcp`
 * answers browsers only from origins the DNS-rebinding check lets through (`MCP_ALLOWED_ORIGINS`),
 * with the request headers of the Streamable HTTP transport (2025-03-26 … 2026-07-28).
 */
import cors from 'cors';
import type { RequestHandler } from 'express';
import { isOriginAllowed, type DnsRebindingOptions } from './dns-rebinding';

/** Headers a browser client may read from JSON answers (rate-limit headers, request id). */
const EXPOSED_HEADERS = [
  'RateLimit',
  'RateLimit-Policy',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'X-Request-Id',
  'WWW-Authenticate',
];

const MCP_REQUEST_HEADERS = [
  'Content-Type',
  'Accept',
  'Authorization',
  'X-API-Key',
  'X-Request-Id',
  'MCP-Protocol-Version',
  'Mcp-Method',
  'Mcp-Name',
  'Mcp-Session-Id',
  'Last-Event-ID',
];

/** A day: browsers cap it lower (Chromium 2 h), and preflights are cheap either way. */
const MAX_AGE_S = 86400;

export function apiCors(): RequestHandler {
  const preflight = cors({
    origin: '*',
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'X-API-Key', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: MAX_AGE_S,
  });
  // Any origin, no credentials: every answer but a preflight carries the same two headers the cors package would set.
  const exposed = EXPOSED_HEADERS.join(',');
  return (req, res, next) => {
    if (req.method === 'OPTIONS') return preflight(req, res, next);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', exposed);
    next();
  };
}

export function mcpCors(allowedOrigins: DnsRebindingOptions['allowedOrigins']): RequestHandler {
  const options = {
    methods: ['POST', 'OPTIONS'],
    allowedHeaders: MCP_REQUEST_HEADERS,
    exposedHeaders: [...EXPOSED_HEADERS, 'Mcp-Session-Id', 'MCP-Protocol-Version'],
    maxAge: MAX_AGE_S,
  };
  if (allowedOrigins === '*') return cors({ ...options, origin: '*' });
  // Only listed origins are told they may read the answers; without an Origin (every client that is
  // not a browser) there is nothing to tell.
  const listed = cors({
    ...options,
    origin: (origin, cb) => cb(null, origin !== undefined && isOriginAllowed(origin, allowedOrigins)),
  });
  return (req, res, next) => (req.headers.origin === undefined ? next() : listed(req, res, next));
}
