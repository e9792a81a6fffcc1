/** Raw JSON-RPC over POST /mcp against the real app, for the per-revision rule tests. */
import type { Express } from 'express';
import request from 'supertest';

export const MODERN = '2026-07-28';
export const LEGACY = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] as const;

/** The 2026-07-28 per-request `_meta` envelope. */
export function modernMeta(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': MODERN,
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name: 'jest', version: '1.0.0' },
    ...extra,
  };
}

/** The headers a 2026-07-28 client mirrors from its body. */
export function modernHeaders(method: string, name?: string): Record<string, string> {
  return { 'MCP-Protocol-Version': MODERN, 'Mcp-Method': method, ...(name === undefined ? {} : { 'Mcp-Name': name }) };
}

/** A complete, valid 2026-07-28 request: body with `_meta`, and its headers. */
export function modernRequest(method: string, params: Record<string, unknown> = {}, id: string | number = 1) {
  const mirrored = method === 'resources/read' ? params.uri : params.name;
  const name = typeof mirrored === 'string' ? mirrored : undefined;
  return {
    body: { jsonrpc: '2.0', id, method, params: { ...params, _meta: modernMeta() } },
    headers: modernHeaders(method, name),
  };
}

export function postMcp(app: Express, body: unknown, headers: Record<string, string> = {}) {
  let r = request(app)
    .post('/mcp')
    .set('Content-Type', 'application/json')
    .set('Accept', 'application/json, text/event-stream');
  for (const [k, v] of Object.entries(headers)) r = r.set(k, v);
  return r.send(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A 2025-era request at `revision` (MCP-Protocol-Version header as clients send after initialize). */
export function postLegacy(
  app: Express,
  revision: string,
  method: string,
  params?: Record<string, unknown>,
  id: string | number = 1,
) {
  return postMcp(
    app,
    { jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) },
    { 'MCP-Protocol-Version': revision },
  );
}

export function postModern(
  app: Express,
  method: string,
  params: Record<string, unknown> = {},
  id: string | number = 1,
) {
  const { body, headers } = modernRequest(method, params, id);
  return postMcp(app, body, headers);
}

/** The JSON `{result, meta}` a successful tools/call carries in its last text block (after the summary line). */
export function callPayload(result: { content: Array<{ type: string; text: string }> }): {
  result: Record<string, unknown>;
  meta: Record<string, unknown>;
} {
  return JSON.parse(result.content[result.content.length - 1]!.text) as {
    result: Record<string, unknown>;
    meta: Record<string, unknown>;
  };
}
