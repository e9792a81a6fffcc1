/**
 * JSON-RPC errors of the MCP endpoint: one closed table of codes (written once, the metrics label
 * set derives from it) and one error class carrying the HTTP status the transport answers with.
 */
import type { JSONRPCErrorResponse, JSONRPCID } from 'json-rpc-2.0';

/**
 * Error codes we emit. -32700…-32603 are JSON-RPC 2.0's; -32002 is MCP's "Resource not found"
 * (server/resources, Error Handling); -32020 and -32022 are defined by MCP 2026-07-28 (basic/index, Error Codes). Errors that are neither (rate limiting) use a code
 * outside the reserved -32768…-32000 range, as that section asks of application-defined errors.
 */
export const RPC_ERRORS = {
  parse_error: -32700,
  invalid_request: -32600,
  method_not_found: -32601,
  invalid_params: -32602,
  internal_error: -32603,
  resource_not_found: -32002,
  header_mismatch: -32020,
  unsupported_protocol_version: -32022,
  rate_limited: -31429,
} as const satisfies Record<string, number>;

export type RpcErrorName = keyof typeof RPC_ERRORS;

export const RPC_ERROR_NAMES = Object.keys(RPC_ERRORS) as RpcErrorName[];

/** The name of a code we emit (metrics label), or `undefined` for a code we do not know. */
export function rpcErrorName(code: number): RpcErrorName | undefined {
  return RPC_ERROR_NAMES.find((n) => RPC_ERRORS[n] === code);
}

/**
 * A JSON-RPC error response to send. `httpStatus` is the status of the HTTP response carrying it:
 * 200 for errors produced while answering a well-formed request (in-band), 4xx for requests the
 * transport refuses before dispatch.
 *
 * @example throw new RpcError('invalid_params', 'params.name must be a string')
 */
export class RpcError extends Error {
  readonly kind: RpcErrorName;
  readonly code: number;

  constructor(
    kind: RpcErrorName,
    message: string,
    readonly httpStatus = 200,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
    this.kind = kind;
    this.code = RPC_ERRORS[kind];
  }
}

export function isRpcError(e: unknown): e is RpcError {
  return e instanceof RpcError;
}

/** The error response carrying `err`; `id` is null only when the request's id could not be read. */
export function errorResponse(id: JSONRPCID, err: RpcError): JSONRPCErrorResponse {
  return {
    jsonrpc: '2.0',
    id,
    error: { code: err.code, message: err.message, ...(err.data === undefined ? {} : { data: err.data }) },
  };
}
