/**
 * The 2026-07-28 per-request metadata: the `_meta` envelope every request carries (basic/index,
 * "Per-request protocol fields") and the HTTP headers that mirror it (basic/transports/
 * streamable-http, "Request Metadata" and "Server Validation").
 */
import { isPlainObject, type Params } from './json-rpc-message';
import { RpcError } from './rpc-error';

export const META = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  logLevel: 'io.modelcontextprotocol/logLevel',
  serverInfo: 'io.modelcontextprotocol/serverInfo',
} as const;

/** The request headers the transport mirrors from the body (names lower-case, as Node gives them). */
export interface McpHeaders {
  protocolVersion?: string;
  method?: string;
  name?: string;
}

const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];

/** The `_meta` object of a message's params, when there is one. */
export function metaOf(params: Params | undefined): Record<string, unknown> | undefined {
  const meta = params?._meta;
  return isPlainObject(meta) ? meta : undefined;
}

/** A message claims per-request metadata when its `_meta` carries the protocol-version key. */
export function hasMetaClaim(params: Params | undefined): boolean {
  const meta = metaOf(params);
  return meta !== undefined && Object.hasOwn(meta, META.protocolVersion);
}

/**
 * The problem with a claimed envelope, or undefined when it is well formed. "A request missing
 * any required field is malformed; the server MUST reject it with JSON-RPC error code -32602
 * (Invalid params). On HTTP, the response status MUST be 400 Bad Request."
 */
export function envelopeProblem(meta: Record<string, unknown>): string | undefined {
  if (typeof meta[META.protocolVersion] !== 'string')
    return `${META.protocolVersion} must be a protocol version string`;
  if (!isPlainObject(meta[META.clientCapabilities]))
    return `${META.clientCapabilities} is required and must be an object`;
  const info = meta[META.clientInfo];
  if (
    info !== undefined &&
    !(isPlainObject(info) && typeof info.name === 'string' && typeof info.version === 'string')
  ) {
    return `${META.clientInfo} must be an object with a string name and version`;
  }
  const level = meta[META.logLevel];
  if (level !== undefined && !(typeof level === 'string' && LOG_LEVELS.includes(level)))
    return `${META.logLevel} must be one of ${LOG_LEVELS.join(', ')}`;
  return undefined;
}

/** The body field `Mcp-Name` mirrors, per method ("Standard Request Headers"). */
const NAME_SOURCE: Readonly<Record<string, string>> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
};

/**
 * `=?base64?…?=` carries a value that is not a plain ASCII header value ("Value Encoding").
 * Returns the decoded value, or undefined when the sentinel's content is not valid Base64.
 */
export function decodeHeaderValue(value: string): string | undefined {
  const m = /^=\?base64\?(.*)\?=$/.exec(value);
  if (!m) return value;
  const b64 = m[1]!;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0) return undefined;
  return Buffer.from(b64, 'base64').toString('utf8');
}

function mismatch(message: string): RpcError {
  return new RpcError('header_mismatch', `Header mismatch: ${message}`, 400);
}

/**
 * `MCP-Protocol-Version` or `Mcp-Method` disagreeing with the body, checked on every message:
 * intermediaries may have routed or rate-limited on the header while we would act on the body.
 */
export function headerMismatch(headers: McpHeaders, method: string, claimed: string): RpcError | undefined {
  if (headers.protocolVersion !== undefined && headers.protocolVersion !== claimed) {
    return mismatch(
      `MCP-Protocol-Version header value '${headers.protocolVersion}' does not match body value '${claimed}'`,
    );
  }
  if (headers.method !== undefined && headers.method !== method) {
    return mismatch(`Mcp-Method header value '${headers.method}' does not match body value '${method}'`);
  }
  return undefined;
}

/**
 * The headers every request must carry, and `Mcp-Name` agreeing with the body (decoded first).
 * Requests only: "This revision defines no client-to-server notifications … header requirements
 * for notification POSTs are not defined by this revision."
 */
export function missingRequestHeader(
  headers: McpHeaders,
  method: string,
  params: Params | undefined,
): RpcError | undefined {
  if (headers.protocolVersion === undefined) return mismatch('the MCP-Protocol-Version header is required');
  if (headers.method === undefined) return mismatch('the Mcp-Method header is required');
  const field = Object.hasOwn(NAME_SOURCE, method) ? NAME_SOURCE[method]! : undefined;
  const bodyValue = field === undefined ? undefined : params?.[field];
  if (typeof bodyValue !== 'string') return undefined; // nothing to mirror: the method's own params check answers
  if (headers.name === undefined) return mismatch(`the Mcp-Name header is required for ${method}`);
  const decoded = decodeHeaderValue(headers.name);
  if (decoded === undefined) return mismatch('the Mcp-Name header carries an invalid Base64 value');
  if (decoded !== bodyValue)
    return mismatch(`Mcp-Name header value '${decoded}' does not match body value '${bodyValue}'`);
  return undefined;
}
