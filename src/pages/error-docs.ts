/**
 * What each error code means and what to do about it: the page behind every problem `type` URI
 * (`<base>/errors/<code with _ replaced by ->`, built in src/api/problem.ts). Keyed by the closed
 * set of codes, so a new code cannot ship without its explanation (the type check fails).
 */
import { ERROR_CODES, type ErrorCode } from '../errors/api-error';

export interface ErrorDoc {
  when: string;
  fix: string;
}

export const ERROR_DOCS: Readonly<Record<ErrorCode, ErrorDoc>> = {
  malformed_json: {
    when: 'The request body could not be parsed as JSON (a trailing comma, single quotes, an unterminated string).',
    fix: 'Send a valid JSON object; check it with a JSON linter. The body is never partially used.',
  },
  invalid_body: {
    when: 'The body is valid JSON but not a JSON object: an array, a string, a number, null, or nothing at all.',
    fix: 'Send the inputs as one JSON object, e.g. {"principal": 500000, "annualRate": 8.5, "tenureYears": 20}.',
  },
  unsupported_media_type: {
    when: 'A POST whose Content-Type is not application/json (or a JSON type with a charset other than UTF-8).',
    fix: 'Send Content-Type: application/json and a UTF-8 body.',
  },
  payload_too_large: {
    when: 'The request body is larger than 100 kB. No calculator needs that much input.',
    fix: 'Send fewer or shorter items; lists are capped at 50 items anyway.',
  },
  not_found: {
    when: 'No route matches the method and path.',
    fix: 'Check the path against this page; calculators are under POST /api/v1/calculate/{slug}.',
  },
  method_not_allowed: {
    when: 'The path exists but not with this HTTP method (for example GET /mcp, which only accepts POST).',
    fix: 'Use the method given in the Allow header of the response.',
  },
  invalid_api_key: {
    when: 'The request sent an API key (Authorization: Bearer or X-API-Key) that is malformed, unknown or revoked. It is never served anonymously instead.',
    fix: 'Send the key exactly as issued (fc_live_ and the characters after it), or send no key at all to use the public per-address limits; ask the operator for a new key if yours was revoked.',
  },
  unknown_tool: {
    when: 'The slug in /api/v1/calculate/{slug} names no calculator.',
    fix: 'Use one of the slugs listed in the available member of the response, or GET /api/v1/tools.',
  },
  invalid_input: {
    when: 'An input is missing, has the wrong type, is out of range, is not one of the allowed values, is not a known input, or an alias was given twice with different values.',
    fix: 'Every problem is listed in errors[]: path is a JSON Pointer to the input, message says what is wrong, allowed lists the permitted values of a select or the known inputs (with a "did you mean" hint).',
  },
  unsatisfiable_input: {
    when: 'Each input is valid on its own, but together they cannot be computed: a debt budget below the sum of the minimum payments, 401(k) deferrals above the wages, debts that are never paid off.',
    fix: 'Read detail and errors[]: they name the inputs to change and the bound to respect.',
  },
  rate_limited: {
    when: 'More requests from your IP address in the current minute than the endpoint allows (see Rate limits).',
    fix: 'Wait the number of seconds in the Retry-After header. The RateLimit and X-RateLimit-* headers of every response tell you how much budget is left.',
  },
  quota_exhausted: {
    when: "The API key has used its plan's requests for this calendar month (UTC).",
    fix: 'Wait until the month ends (Retry-After gives the seconds, GET /api/v1/usage the date), or ask the operator for a larger plan.',
  },
  service_unavailable: {
    when: 'Data the calculation needs is not available at all (no exchange rates, not even the bundled ones).',
    fix: 'Retry later, or supply your own rates (the currency converter accepts exchangeRates).',
  },
  internal: {
    when: 'Something unexpected failed on our side. The response carries no details; the error is logged with the request id.',
    fix: 'Retry; if it persists, report the request_id of the response.',
  },
};

/** `invalid_input` → `invalid-input`: the last segment of the problem `type` URI, and the anchor on /api-docs. */
export function errorSlug(code: ErrorCode): string {
  return code.replace(/_/g, '-');
}

/** The code of a `/errors/<slug>` path segment, if there is one. */
export function codeOfSlug(slug: string): ErrorCode | undefined {
  const code = slug.replace(/-/g, '_');
  return Object.hasOwn(ERROR_CODES, code) ? (code as ErrorCode) : undefined;
}
