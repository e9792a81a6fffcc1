/**
 * The one error type of the service. Calculators, the dispatcher and the HTTP layer throw it;
 * exactly one mapper per transport (HTTP problem+json, JSON-RPC) turns it into a response.
 */

/**
 * The closed set of machine-readable error codes (DESIGN.md §3), each with its HTTP status and
 * RFC 9457 title. Written once: the type, the problem mapper, OpenAPI and the tests derive from it.
 */
export const ERROR_CODES = {
  malformed_json: { status: 400, title: 'Malformed JSON' },
  invalid_body: { status: 400, title: 'Invalid request body' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  unknown_tool: { status: 404, title: 'Unknown tool' },
  invalid_input: { status: 422, title: 'Invalid input' },
  unsatisfiable_input: { status: 422, title: 'Unsatisfiable input' },
  rate_limited: { status: 429, title: 'Too many requests' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
  internal: { status: 500, title: 'Internal server error' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Every error code, in declaration order. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** HTTP status for an error code. */
export function codeToStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/** Human title for an error code (the RFC 9457 `title`). */
export function codeToTitle(code: ErrorCode): string {
  return ERROR_CODES[code].title;
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

  /** 422 `invalid_input` with every field error listed; `detail` counts the inputs, not the errors. */
  static invalidInput(errors: FieldError[]): ApiError {
    const n = new Set(errors.map((e) => e.path)).size;
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
