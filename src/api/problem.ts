/**
 * The one HTTP error mapper: every error becomes an RFC 9457 `application/problem+json` body
 * (the error table: docs/api.md, "Errors"). Unexpected errors are logged with their stack and answered with a bare 500:
 * no stack, no exception message.
 */
import type { ErrorRequestHandler, Request, Response } from 'express';
import { ApiError, codeToTitle, ERROR_CODE_LIST, isApiError, malformedPathError } from '../errors/api-error';
import { closedObject } from '../schemas/output';
import { requestIdOf } from './middleware/access-log';
import { isHeldRefusal, type RefusalHold } from './refusal-hold';

/** One field-level error (`FieldError`) on the wire. */
const fieldErrorSchema = closedObject(
  {
    path: { type: 'string', description: 'JSON Pointer to the input, e.g. /debts/0/rate ("" for the whole body).' },
    code: {
      type: 'string',
      description:
        'A JSON Schema keyword (required, maximum, type, enum…) or ours (unknown_field, alias_conflict, duplicate…).',
    },
    message: { type: 'string' },
    allowed: { type: 'array', items: {}, description: 'The permitted values, for selects and unknown fields.' },
  },
  ['allowed'],
);

/** The problem body (the OpenAPI document imports it). */
export const problemSchema = {
  type: 'object',
  description: 'RFC 9457 problem details.',
  required: ['type', 'title', 'status', 'code', 'detail'],
  properties: {
    type: { type: 'string', format: 'uri' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: { enum: ERROR_CODE_LIST },
    detail: { type: 'string' },
    errors: { type: 'array', items: fieldErrorSchema },
    available: { type: 'array', items: { type: 'string' }, description: 'With unknown_tool: the slugs that exist.' },
    suggestion: {
      type: 'string',
      description:
        'With unknown_tool, where one stands out: the slug the name most likely meant (`mortgage` → `mortgage-calculator`).',
    },
    request_id: { type: 'string' },
  },
} as const;

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

function sendProblem(req: Request, res: Response, err: ApiError, baseUrl: string): void {
  if (err.headers) for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  res
    .status(err.status)
    .type('application/problem+json')
    .send(JSON.stringify(problemBody(err, baseUrl, requestIdOf(req))));
}

/** `hold`: designed refusals answered at the pace they ask for (refusal-hold.ts). */
export function problemHandler(baseUrl: string, hold?: RefusalHold): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = isApiError(err) ? err : malformedPathError(err);
    if (known) {
      if (known.designed) res.locals.designed = true;
      else if (known.status >= 500) req.log?.error({ err }, 'request failed');
      const send = () => sendProblem(req, res, known, baseUrl);
      if (hold && isHeldRefusal(known)) hold.answer(res, known.status, known.headers?.['Retry-After'], send);
      else send();
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
