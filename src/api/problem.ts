/**
 * The one HTTP error mapper: every error becomes an RFC 9457 `application/problem+json` body
 * (DESIGN.md §3). Unexpected errors are logged with their stack and answered with a bare 500:
 * no stack, no exception message.
 */
import type { ErrorRequestHandler, Request, Response } from 'express';
import { ApiError, codeToTitle, isApiError } from '../errors/api-error';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  errors?: unknown[];
  request_id?: string;
  [extra: string]: unknown;
}

/** The problem body of an ApiError. */
export function problemBody(err: ApiError, baseUrl: string, requestId?: string): ProblemBody {
  return {
    ...(err.extra ?? {}),
    type: `${baseUrl}/errors/${err.code.replace(/_/g, '-')}`,
    title: codeToTitle(err.code),
    status: err.status,
    code: err.code,
    detail: err.detail,
    ...(err.errors ? { errors: err.errors } : {}),
    ...(requestId ? { request_id: requestId } : {}),
  };
}

export function sendProblem(req: Request, res: Response, err: ApiError, baseUrl: string): void {
  if (err.headers) for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  res
    .status(err.status)
    .type('application/problem+json')
    .send(JSON.stringify(problemBody(err, baseUrl, String(req.id ?? ''))));
}

/** Errors raised by body-parser carry a `type`; map them to our codes. */
function fromBodyParser(err: { type?: string; status?: number }): ApiError | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return new ApiError('malformed_json', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new ApiError('payload_too_large', 'The request body is larger than 100 kB');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError('unsupported_media_type', 'The request body must be UTF-8 JSON');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new ApiError('invalid_body', 'The request body could not be read');
    default:
      return undefined;
  }
}

export function problemHandler(baseUrl: string): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = isApiError(err) ? err : fromBodyParser(err as { type?: string });
    if (known) {
      if (known.status >= 500) req.log?.error({ err }, 'request failed');
      sendProblem(req, res, known, baseUrl);
      return;
    }
    req.log?.error({ err }, 'unexpected error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendProblem(req, res, new ApiError('internal', 'An unexpected error occurred; it has been logged'), baseUrl);
  };
}
