/**
 * DNS-rebinding protection of the Streamable HTTP transport: "Servers MUST validate the Origin
 * header on all incoming connections … If the Origin header is present and invalid, servers MUST
 * respond with HTTP 403 Forbidden" (2025-11-25 and 2026-07-28 transports). A page on
 * evil.example that rebinds its name to 127.0.0.1 sends `Host: evil.example` and
 * `Origin: http://evil.example`; both are refused unless allowed.
 */
import type { RequestHandler } from 'express';
import { RpcError } from '../../mcp/rpc-error';

export interface DnsRebindingOptions {
  /** Hostnames accepted in `Host` (no port), or `'*'`. */
  allowedHosts: readonly string[] | '*';
  /** Origins accepted in `Origin` (`scheme://host[:port]`, port `*` = any), or `'*'`. */
  allowedOrigins: readonly string[] | '*';
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

interface OriginPattern {
  protocol: string;
  hostname: string;
  /** A port number as a string, or `*`. */
  port: string;
}

function parsePattern(pattern: string): OriginPattern | undefined {
  const wildcard = pattern.endsWith(':*');
  try {
    const u = new URL(wildcard ? pattern.slice(0, -2) : pattern);
    return {
      protocol: u.protocol,
      hostname: u.hostname,
      port: wildcard ? '*' : u.port || DEFAULT_PORTS[u.protocol] || '',
    };
  } catch {
    return undefined;
  }
}

/** Whether an `Origin` header value is allowed. `null` (opaque origins) and garbage never are, unless all are. */
export function isOriginAllowed(origin: string, allowed: DnsRebindingOptions['allowedOrigins']): boolean {
  if (allowed === '*') return true;
  const o = parsePattern(origin);
  if (!o || o.port === '*') return false;
  return allowed.some((entry) => {
    const p = parsePattern(entry);
    return (
      p !== undefined && p.protocol === o.protocol && p.hostname === o.hostname && (p.port === '*' || p.port === o.port)
    );
  });
}

export function isHostAllowed(hostname: string | undefined, allowed: DnsRebindingOptions['allowedHosts']): boolean {
  if (allowed === '*') return true;
  return hostname !== undefined && allowed.includes(hostname.toLowerCase());
}

/** Refuses (403) requests whose Host, or Origin when present, is not allowed. */
export function dnsRebindingGuard(o: DnsRebindingOptions): RequestHandler {
  return (req, _res, next) => {
    // req.hostname is the Host header without its port (X-Forwarded-Host behind a trusted proxy).
    if (!isHostAllowed(req.hostname, o.allowedHosts)) {
      next(
        new RpcError(
          'invalid_request',
          `Forbidden: Host '${String(req.headers.host ?? '').slice(0, 200)}' is not allowed (set MCP_ALLOWED_HOSTS)`,
          403,
        ),
      );
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !isOriginAllowed(origin, o.allowedOrigins)) {
      next(
        new RpcError(
          'invalid_request',
          `Forbidden: Origin '${origin.slice(0, 200)}' is not allowed (set MCP_ALLOWED_ORIGINS)`,
          403,
        ),
      );
      return;
    }
    next();
  };
}
