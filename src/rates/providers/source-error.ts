/**
 * A source failed: what the refresh records, counts and logs for the items of that source. The
 * message is a short reason ("HTTP 429", "timed out after 10000 ms"), never a URL: FRED URLs carry
 * the API key.
 */
export class SourceError extends Error {
  constructor(
    reason: string,
    /** True when the refresh itself was cancelled (shutdown), not the source at fault. */
    readonly aborted = false,
  ) {
    super(reason);
    this.name = 'SourceError';
  }
}

/** The reason of any error thrown while reading a source, without stack or URL. */
export function reasonOf(err: unknown): string {
  if (err instanceof SourceError) return err.message;
  return `unexpected error (${err instanceof Error ? err.name : typeof err})`;
}
