/**
 * The JSON-RPC 2.0 envelope of one message, checked before anything is dispatched: a method
 * name is only ever a string looked up in a `Map`, so `constructor`, `__proto__` or `toString`
 * are unknown methods, never a path into an object's prototype.
 */

/** MCP narrows JSON-RPC's ids: "Requests MUST include a string or integer ID … the ID MUST NOT be null" (basic/index). */
export type RequestId = string | number;

export type Params = Record<string, unknown>;

export interface RpcRequest {
  jsonrpc: '2.0';
  id: RequestId;
  method: string;
  params?: Params;
}

export interface RpcNotification {
  jsonrpc: '2.0';
  method: string;
  params?: Params;
}

export type ClassifiedMessage =
  | { kind: 'request'; message: RpcRequest }
  | { kind: 'notification'; message: RpcNotification }
  /** A response to a server-initiated request: this server never sends any. */
  | { kind: 'response' }
  /** Not a JSON-RPC 2.0 message; `id` is the request's id when it could be read (else null). */
  | { kind: 'invalid'; id: RequestId | null; reason: string };

/** Longest method name accepted; MCP method names are a few dozen characters. */
const MAX_METHOD_LENGTH = 128;

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isRequestId(v: unknown): v is RequestId {
  return (typeof v === 'string' && v.length <= 1024) || (typeof v === 'number' && Number.isSafeInteger(v));
}

/** Classifies one parsed JSON value as a JSON-RPC request, notification, response, or neither. */
export function classifyMessage(value: unknown): ClassifiedMessage {
  if (!isPlainObject(value)) return { kind: 'invalid', id: null, reason: 'a JSON-RPC message must be a JSON object' };
  const hasId = Object.hasOwn(value, 'id');
  const id = hasId && isRequestId(value.id) ? value.id : null;
  if (value.jsonrpc !== '2.0') return { kind: 'invalid', id, reason: 'jsonrpc must be "2.0"' };
  if (!Object.hasOwn(value, 'method')) {
    const isResponse = hasId && (Object.hasOwn(value, 'result') || Object.hasOwn(value, 'error'));
    return isResponse ? { kind: 'response' } : { kind: 'invalid', id, reason: 'a request needs a method' };
  }
  const { method, params } = value;
  if (typeof method !== 'string' || method.length === 0 || method.length > MAX_METHOD_LENGTH) {
    return {
      kind: 'invalid',
      id,
      reason: `method must be a non-empty string of at most ${MAX_METHOD_LENGTH} characters`,
    };
  }
  if (params !== undefined && !isPlainObject(params))
    return { kind: 'invalid', id, reason: 'params must be a JSON object' };
  if (!hasId)
    return {
      kind: 'notification',
      message: params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params },
    };
  if (id === null) return { kind: 'invalid', id, reason: 'id must be a string or an integer (MCP forbids null ids)' };
  // Built whole, not by spreading: one object shape per case, no intermediate copies.
  return {
    kind: 'request',
    message: params === undefined ? { jsonrpc: '2.0', method, id } : { jsonrpc: '2.0', method, params, id },
  };
}
