/**
 * Security headers. JSON answers (/api, /mcp) carry a literal set, after the OWASP REST Security
 * Cheat Sheet and what large public JSON APIs send: nothing may frame, load or run anything from an
 * answer (`default-src 'none'; frame-ancestors 'none'`, `X-Frame-Options: DENY`), no MIME sniffing,
 * HSTS, no referrer. helmet's document-oriented rest (Cross-Origin-Opener/Resource-Policy,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) governs documents, not JSON: pages and
 * everything else get helmet's defaults (pages set their own CSP over them, pages/security.ts).
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The headers of every JSON answer (test/api/security-headers.test.ts pins them). */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none';frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

const API_HEADER_LIST = Object.entries(API_SECURITY_HEADERS);

/** Paths answered with JSON for programs: the REST API and the MCP endpoint. */
export function isApiPath(path: string): boolean {
  return path === '/mcp' || path.startsWith('/mcp/') || path === '/api' || path.startsWith('/api/');
}

export function securityHeaders(): RequestHandler {
  const documents = helmet();
  return (req, res, next) => {
    if (!isApiPath(req.path)) return documents(req, res, next);
    for (const [name, value] of API_HEADER_LIST) res.setHeader(name, value);
    next();
  };
}
