/**
 * The one JSON-RPC mapper of the service's `ApiError` (REST has `src/api/problem.ts`). The same
 * `detail` and field-level `errors` REST puts in its problem body travel in `error.data`, or in
 * the text of an `isError` tool result, so a model reads the messages REST clients read.
 */
import { codeToTitle, type ApiError, type FieldError } from '../errors/api-error';
import type { RevisionFeatures } from './revisions';
import { RpcError } from './rpc-error';

/** The members of the REST problem body that describe the error (no `type`, `status` or request id). */
export function errorData(err: ApiError): Record<string, unknown> {
  return {
    ...(err.extra ?? {}),
    code: err.code,
    title: codeToTitle(err.code),
    detail: err.detail,
    ...(err.errors ? { errors: err.errors } : {}),
  };
}

function fieldLine(e: FieldError): string {
  const allowed = e.allowed && e.allowed.length > 0 ? ` (allowed: ${e.allowed.map(String).join(', ')})` : '';
  return `${e.path || '(input)'}: ${e.message}${allowed}`;
}

/** "Invalid input: 2 inputs are invalid: /annualRate: is required; /anualRate: is not a known input; …" */
export function errorSummary(err: ApiError): string {
  const fields = (err.errors ?? []).map(fieldLine);
  const available = Array.isArray(err.extra?.available)
    ? `; available: ${(err.extra.available as unknown[]).map(String).join(', ')}`
    : '';
  return `${codeToTitle(err.code)}: ${err.detail}${fields.length ? `: ${fields.join('; ')}` : ''}${available}`;
}

/** A tool execution error (`isError: true`): readable lines first, then the same data as JSON. */
export function toolErrorResult(err: ApiError): Record<string, unknown> {
  return {
    content: [
      { type: 'text', text: errorSummary(err) },
      { type: 'text', text: JSON.stringify({ error: errorData(err) }) },
    ],
    isError: true,
  };
}

/**
 * How a `tools/call` that the dispatcher refused is answered. Unknown tools and arguments that
 * are not an object are protocol errors (-32602) in every revision; invalid arguments are -32602
 * up to 2025-06-18 and tool execution errors from 2025-11-25 ("Input validation errors" moved
 * to tool results, SEP-1303); inputs valid alone but impossible together, and missing live data,
 * are tool execution errors everywhere ("Business logic errors", "API failures").
 */
export function toolCallFailure(err: ApiError, features: RevisionFeatures): RpcError | Record<string, unknown> {
  switch (err.code) {
    case 'unknown_tool':
    case 'invalid_body':
      return new RpcError('invalid_params', errorSummary(err), 200, errorData(err));
    case 'invalid_input':
      if (features.inputErrorsInResult) return toolErrorResult(err);
      return new RpcError('invalid_params', errorSummary(err), 200, errorData(err));
    case 'unsatisfiable_input':
    case 'service_unavailable':
      return toolErrorResult(err);
    // A heavy call of a batch past the client's places in flight: the message's own rate limit, the batch answered.
    case 'rate_limited':
      return new RpcError('rate_limited', err.detail, 200, {
        ...errorData(err),
        retry_after_s: Number(err.headers?.['Retry-After'] ?? 1),
      });
    default:
      return new RpcError('internal_error', 'Internal error', 200);
  }
}

/** An `ApiError` raised at the HTTP edge of `/mcp` (rate limit, body), answered with its own status. */
export function edgeRpcError(err: ApiError): RpcError {
  switch (err.code) {
    case 'malformed_json':
      return new RpcError('parse_error', `Parse error: ${err.detail}`, err.status);
    // A key's monthly quota is a rate limit with a long window: the same error, its own code in data.
    case 'rate_limited':
    case 'quota_exhausted':
      return new RpcError('rate_limited', err.detail, err.status, {
        ...errorData(err),
        retry_after_s: Number(err.headers?.['Retry-After'] ?? 1),
      });
    case 'internal':
      return new RpcError('internal_error', 'Internal error', err.status);
    // 401 with the problem's data (code invalid_api_key); the WWW-Authenticate challenge travels as a header.
    case 'invalid_api_key':
      return new RpcError('invalid_request', `${codeToTitle(err.code)}: ${err.detail}`, err.status, errorData(err));
    default:
      return new RpcError('invalid_request', `${codeToTitle(err.code)}: ${err.detail}`, err.status, errorData(err));
  }
}
