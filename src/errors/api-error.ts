/**
 * The one error type of the service. Calculators, the dispatcher and the HTTP layer throw it;
 * exactly one mapper per transport (HTTP problem+json, JSON-RPC) turns it into a response.
 */

/** The closed set of machine-readable error codes (DESIGN.md §3). */
export type ErrorCode =
  | 'malformed_json'
  | 'invalid_body'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'not_found'
  | 'method_not_allowed'
  | 'unknown_tool'
  | 'invalid_input'
  | 'unsatisfiable_input'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  malformed_json: 400,
  invalid_body: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  not_found: 404,
  method_not_allowed: 405,
  unknown_tool: 404,
  invalid_input: 422,
  unsatisfiable_input: 422,
  rate_limited: 429,
  service_unavailable: 503,
  internal: 500,
};

const TITLE: Record<ErrorCode, string> = {
  malformed_json: 'Malformed JSON',
  invalid_body: 'Invalid request body',
  unsupported_media_type: 'Unsupported media type',
  payload_too_large: 'Payload too large',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  unknown_tool: 'Unknown tool',
  invalid_input: 'Invalid input',
  unsatisfiable_input: 'Unsatisfiable input',
  rate_limited: 'Too many requests',
  service_unavailable: 'Service unavailable',
  internal: 'Internal server error',
};

/** HTTP status for an error code. */
export function codeToStatus(code: ErrorCode): number {
  return STATUS[code];
}

/** Human title for an error code (the RFC 9457 `title`). */
export function codeToTitle(code: ErrorCode): string {
  return TITLE[code];
}

/** One field-level problem, addressed by a JSON Pointer into the request input. */
export interface FieldError {
  /** JSON Pointer to the offending input, e.g. `/debts/0/rate`. */
  path: string;
  /** Machine-readable reason: a JSON Schema keyword (`maximum`, `required`, `type`) or ours (`unknown_field`, `alias_conflict`). */
  code: string;
  message: string;
  /** The permitted values, for selects and unknown fields. */
  allowed?: readonly unknown[];
}

export interface ApiErrorOptions {
  errors?: FieldError[];
  /** Extra members for the problem body (e.g. `available` for an unknown tool). */
  extra?: Record<string, unknown>;
  /** Response headers the mapper must set (e.g. `Retry-After`). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, detail: string, options: ApiErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = codeToStatus(code);
    this.detail = detail;
    this.errors = options.errors;
    this.extra = options.extra;
    this.headers = options.headers;
  }

  /** 422 `invalid_input` with every field error listed. */
  static invalidInput(errors: FieldError[]): ApiError {
    const n = errors.length;
    return new ApiError('invalid_input', n === 1 ? '1 input is invalid' : `${n} inputs are invalid`, { errors });
  }

  /** 422 `unsatisfiable_input`: each input is valid alone, together they cannot be computed. */
  static unsatisfiable(detail: string, errors: FieldError[] = []): ApiError {
    return new ApiError('unsatisfiable_input', detail, { errors });
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
