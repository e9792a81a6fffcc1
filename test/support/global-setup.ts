/**
 * Jest's global setup: finds the run's Redis once, before any test file is collected, and hands its URL
 * to every worker in FINCALC_TEST_REDIS_URL ('' for none), so that a test needing Redis is collected
 * as skipped rather than passing empty (test/support/redis.ts).
 */
import { findRedis, TEST_REDIS_ENV } from './redis';

export default async function globalSetup(): Promise<void> {
  const redis = await findRedis();
  process.env[TEST_REDIS_ENV] = redis?.url ?? '';
  (globalThis as { stopTestRedis?: () => Promise<void> }).stopTestRedis = redis?.stop;
}
