/**
 * Logs a recurring error once per incident: the first occurrence at warn, repeats at debug, and one
 * line when it clears. BullMQ and ioredis emit an error per reconnection attempt; operators want one.
 */
import type { Logger } from 'pino';

export class IncidentLog {
  private open = false;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  fail(err: unknown): void {
    const detail = {
      err: err instanceof Error ? { message: err.message, code: (err as NodeJS.ErrnoException).code } : String(err),
    };
    if (this.open) {
      this.logger.debug(detail, `${this.what}: still failing`);
      return;
    }
    this.open = true;
    this.logger.warn(detail, `${this.what} failed; retrying (further errors are logged at debug until it recovers)`);
  }

  recover(): void {
    if (!this.open) return;
    this.open = false;
    this.logger.info(`${this.what} recovered`);
  }
}
