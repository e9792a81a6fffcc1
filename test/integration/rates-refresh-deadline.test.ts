/**
 * A refresh reads and writes the rates data set off the request path, with a deadline of its own
 * (REFRESH_DEADLINE_MS): against a frozen Redis (SIGSTOP: the socket stays open, nothing answers) the
 * job fails within that deadline, for BullMQ to retry, instead of holding the worker until Redis
 * comes back. Real processes on private ports; a missing redis-server fails under CI.
 */
import pino from 'pino';
import { loadSnapshot } from '../../src/rates/rates-data';
import { REFRESH_DEADLINE_MS, RedisRatesStore } from '../../src/rates/rates-store';
import { RedisConnection, RedisUnavailableError } from '../../src/redis/redis-connection';
import { redisServerIt } from '../support/redis';
import { Standalone } from '../support/redis-processes';

redisServerIt()(
  'a refresh against a frozen Redis fails within its deadline, and works again once Redis answers',
  async () => {
    const redisServer = await Standalone.start();
    const redis = new RedisConnection(redisServer.url, pino({ level: 'silent' }), { reconnectSilentAfterMs: 60_000 });
    try {
      await redis.start(2000);
      const store = new RedisRatesStore(redis, loadSnapshot(), { keyPrefix: 'refresh-deadline:', cacheMs: 0 });
      const data = await store.latest();
      await store.save({ ...data, fetched_at: '2026-11-24T00:00:00Z' });

      redisServer.server.freeze();
      for (const attempt of [() => store.latest(), () => store.save({ ...data, fetched_at: '2026-11-24T01:00:00Z' })]) {
        const started = performance.now();
        const outcome = await attempt().then(
          () => 'answered',
          (e: unknown) => e,
        );
        const ms = performance.now() - started;
        expect(outcome).toBeInstanceOf(RedisUnavailableError);
        expect((outcome as RedisUnavailableError).reason).toBe('deadline');
        expect(ms).toBeGreaterThanOrEqual(REFRESH_DEADLINE_MS - 50);
        expect(ms).toBeLessThan(REFRESH_DEADLINE_MS + 2000);
      }

      redisServer.server.thaw();
      // Two missed deadlines do not open the breaker (five do): the next refresh reads at once. A deadline
      // abandons the wait, not the command: the SET sent before the freeze lands once Redis runs again.
      expect((await store.latest()).fetched_at).toBe('2026-11-24T01:00:00Z');
    } finally {
      redisServer.server.thaw();
      await redis.close();
      await redisServer.stop();
    }
  },
  60_000,
);
