/**
 * A source failed: what the refresh records, counts and logs for the items of that source. `reason`
 * is the public code (a closed list); the message is a short detail for the log ("HTTP 429", "timed
 * out after 10000 ms", a FRED error message), never a URL: FRED URLs carry the API key.
 */
import type { FailureReason } from '../failure-reasons';

export class SourceError extends Error {
  constructor(
    readonly reason: FailureReason,
    detail: string,
    /** True when the refresh itself was cancelled (shutdown), not the source at fault. */
    readonly aborted = false,
  ) {
    super(detail);
    this.name = 'SourceError';
  }
}

/** The public reason and the log detail of any error thrown while reading a source, without stack or URL. */
export function reasonOf(err: unknown): { reason: FailureReason; detail: string } {
  if (err instanceof SourceError) return { reason: err.reason, detail: err.message };
  return { reason: 'unexpected', detail: `unexpected error (${err instanceof Error ? err.name : typeof err})` };
}
