/**
 * Why an item of the last refresh was not updated, as the public sees it (`failed[].reason` of
 * `GET /api/v1/rates`): a closed list. What the source actually said (an HTTP body, a parser's message)
 * can be anything, including markup, so it goes to the log only, never to a client.
 */

export const FAILURE_REASONS = {
  unreachable: 'the source could not be reached (DNS, connection refused or reset)',
  timeout: 'the source did not answer in time',
  rate_limited: 'the source answered HTTP 429',
  http_error: 'the source answered another non-2xx status',
  not_data: 'the source sent an HTML page, an empty body or a document of another kind',
  malformed: 'the body was cut short or does not parse',
  too_large: 'the body was over the size limit',
  no_value: 'the source has no usable observation yet',
  out_of_range: 'a value outside the band its series has kept throughout its history',
  implausible_jump:
    'a value that moved further from a trusted earlier value than history allows for the time between them',
  unexpected: 'an internal error while reading the source',
} as const;

export type FailureReason = keyof typeof FAILURE_REASONS;
export const FAILURE_REASON_CODES = Object.keys(FAILURE_REASONS) as FailureReason[];

/** The reasons that mean "the source answered, and what it said was refused as implausible". */
export const REFUSAL_REASONS = ['out_of_range', 'implausible_jump'] as const satisfies readonly FailureReason[];
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export function isRefusal(reason: FailureReason): reason is RefusalReason {
  return (REFUSAL_REASONS as readonly string[]).includes(reason);
}

/** A stored reason as it may be published: one of the list, or `unexpected` (data written by an older release held free text). */
export function publicReason(stored: unknown): FailureReason {
  return typeof stored === 'string' && Object.hasOwn(FAILURE_REASONS, stored)
    ? (stored as FailureReason)
    : 'unexpected';
}
