/**
 * The one error type of the service. Calculators, the dispatcher and the HTTP layer throw it;
 * exactly one mapper per transport (HTTP problem+json, JSON-RPC) turns it into a response.
 */

/** `titles` (code → RFC 9457 title) as rows of the code table, each with `status`. */
function withStatus<const S extends number, const T extends Record<string, string>>(
  status: S,
  titles: T,
): { readonly [K in keyof T]: { readonly status: S; readonly title: T[K] } } {
  return Object.fromEntries(Object.entries(titles).map(([code, title]) => [code, { status, title }])) as never;
}

/**
 * The closed set of machine-readable error codes (docs/api.md, "Errors"), each with its HTTP status and
 * RFC 9457 title. Written once, in this order: the type, the problem mapper, OpenAPI and the tests derive from it.
 */
export const ERROR_CODES = {
  ...withStatus(400, { malformed_json: 'Malformed JSON', invalid_body: 'Invalid request body' }),
  ...withStatus(415, { unsupported_media_type: 'Unsupported media type' }),
  ...withStatus(413, { payload_too_large: 'Payload too large' }),
  ...withStatus(404, { not_found: 'Not found' }),
  ...withStatus(405, { method_not_allowed: 'Method not allowed' }),
  ...withStatus(401, { invalid_api_key: 'Invalid API key' }),
  ...withStatus(404, { unknown_tool: 'Unknown tool' }),
  ...withStatus(422, { invalid_input: 'Invalid input', unsatisfiable_input: 'Unsatisfiable input' }),
  ...withStatus(429, { rate_limited: 'Too many requests', quota_exhausted: 'Monthly quota exhausted' }),
  ...withStatus(503, { service_unavailable: 'Service unavailable' }),
  ...withStatus(500, { internal: 'Internal server error' }),
};

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
  /**
   * An answer given on purpose while a dependency is away (a 503 for a key that cannot be verified): whoever raised
   * it logs it, so the error handler does not log it as a failed request.
   */
  designed?: boolean;
}

/**
 * Bounds on what an error may echo of a request (a client chooses those values: a 90,000-character
 * tool name or input key must not come back as a 180 kB answer).
 */
const ECHO = { detail: 500, path: 200, message: 300, errors: 50 } as const;

/** `text` cut to `max` characters, marked with an ellipsis when it was longer. */
export function bounded(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function boundedErrors(errors: FieldError[] | undefined): FieldError[] | undefined {
  return errors
    ?.slice(0, ECHO.errors)
    .map((e) => ({ ...e, path: bounded(e.path, ECHO.path), message: bounded(e.message, ECHO.message) }));
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly designed: boolean;

  constructor(code: ErrorCode, detail: string, options: ApiErrorOptions = {}) {
    super(bounded(detail, ECHO.detail), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = codeToStatus(code);
    this.detail = this.message;
    this.errors = boundedErrors(options.errors);
    this.extra = options.extra;
    this.headers = options.headers;
    this.designed = options.designed ?? false;
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

/**
 * A failed calculation's outcome label (`calculations_total`, `mcp_tool_calls_total`): a client error's code, `refused`
 * for a designed refusal (the replica shedding, the heavy pool's queue full, the client gone), `error` for the rest.
 */
export function calculationOutcome(e: unknown): string {
  if (!isApiError(e)) return 'error';
  if (e.status < 500) return e.code;
  return e.designed ? 'refused' : 'error';
}

/**
 * The error Express's router raises for a path whose percent-encoding does not decode (`/tools/%ZZ`:
 * a `URIError` with status 400), as the 404 it is: no resource has a malformed name. A client's
 * mistake, not ours: answered, never logged as an error.
 */
export function malformedPathError(err: unknown): ApiError | undefined {
  if (!(err instanceof URIError) || (err as { status?: unknown }).status !== 400) return undefined;
  return new ApiError('not_found', 'The path is not valid percent-encoding (RFC 3986 §2.1)');
}
