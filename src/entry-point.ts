/**
 * What every process entry point does around its work: read the configuration or exit 1 naming the
 * bad variable, and on SIGTERM/SIGINT run its shutdown once, log how long it took, then exit 0 (1 if
 * the shutdown failed).
 */
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config';

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}

export interface ShutdownWords {
  /** Logged when the signal arrives. */
  stopping: string;
  /** Logged once everything is closed, with the shutdown's `durationMs`. */
  done: string;
}

export function exitOnSignals(logger: Logger, shutdown: () => Promise<unknown>, words: ShutdownWords): void {
  const stop = (signal: string) => {
    logger.info({ signal }, words.stopping);
    const started = Date.now();
    shutdown()
      .then(() => {
        logger.info({ durationMs: Date.now() - started }, words.done);
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
