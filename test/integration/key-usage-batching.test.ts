/**
 * A key's counts against a real Redis: its requests of one event-loop turn go to Redis in one
 * script call, and each still gets what counting it alone would have answered (its minute, its
 * month, refused past either, a refused request taken back from the month), with what a replica
 * served while Redis was down added once.
 */
import fc from 'fast-check';
import { RedisBudgets } from '../../src/budgets/budgets';
import type { KeyCount } from '../../src/budgets/key-counter';
import type { RedisConnection } from '../../src/redis/redis-connection';
import { redisSuite } from '../support/redis';

const { keyspace, connect, it: maybe } = redisSuite();
const NOW = new Date('2026-11-24T12:00:00Z');

function usageOn(conn: RedisConnection, prefix: string, expectedReplicas = 1) {
  const { keys } = new RedisBudgets(conn, {
    keyPrefix: prefix,
    expectedReplicas,
    onDegraded: () => {},
    now: () => NOW,
  });
  return {
    count: (scope: string, id: string, limit: number, quota: number | null, cost: number) =>
      keys.counter.consume({ scope, id, limit, quota }, cost),
    month: keys.month,
  };
}

/** What a caller reads of a count. */
const seen = (c: KeyCount) => ({
  remaining: c.remaining,
  limited: !c.allowed,
  used: c.month.used,
  exhausted: c.month.exhausted,
});

describe('counting a key', () => {
  maybe('counts a key’s concurrent requests in one call, each at its place in the minute and the month', async () => {
    const conn = await connect();
    const usage = usageOn(conn, keyspace.prefix('one-call'));
    const calls = jest.spyOn(conn, 'call');
    const counts = await Promise.all(Array.from({ length: 6 }, () => usage.count('api', 'k1', 4, 5, 1)));
    expect(calls).toHaveBeenCalledTimes(1);
    expect(counts.map(seen)).toEqual([
      { remaining: 3, limited: false, used: 1, exhausted: false },
      { remaining: 2, limited: false, used: 2, exhausted: false },
      { remaining: 1, limited: false, used: 3, exhausted: false },
      { remaining: 0, limited: false, used: 4, exhausted: false },
      // Refused requests are not served: the month does not count them.
      { remaining: 0, limited: true, used: 4, exhausted: false },
      { remaining: 0, limited: true, used: 4, exhausted: false },
    ]);
    expect(new Set(counts.map((c) => c.resetMs)).size).toBe(1);
    // Another key, another scope: their own calls in the same turn.
    const [other, mcp] = await Promise.all([usage.count('api', 'k2', 4, 5, 1), usage.count('mcp', 'k1', 10, 5, 1)]);
    expect(seen(other)).toEqual({ remaining: 3, limited: false, used: 1, exhausted: false });
    expect(seen(mcp)).toEqual({ remaining: 9, limited: false, used: 5, exhausted: false });
    expect(calls).toHaveBeenCalledTimes(3);
  });

  maybe(
    'answers what counting one at a time answers, for any costs, limit and quota',
    async () => {
      const conn = await connect();
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 8 }),
          fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
          fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 10 }),
          async (limit, quota, costs) => {
            run++;
            const batched = usageOn(conn, keyspace.prefix(`batched-${run}`));
            const together = await Promise.all(costs.map((cost) => batched.count('api', 'k', limit, quota, cost)));
            const alone = usageOn(conn, keyspace.prefix(`alone-${run}`));
            const apart: KeyCount[] = [];
            for (const cost of costs) apart.push(await alone.count('api', 'k', limit, quota, cost));
            expect(together.map(seen)).toEqual(apart.map(seen));
          },
        ),
        { numRuns: 40 },
      );
    },
    30_000,
  );

  maybe('adds what was served without Redis once, with the first request of the next batch', async () => {
    const prefix = keyspace.prefix('owed');
    const [down, up] = [await connect('redis://127.0.0.1:1'), await connect()];
    let conn = down;
    const usage = usageOn({ client: up.client, call: (fn, ms) => conn.call(fn, ms) } as RedisConnection, prefix, 2);
    // Down: the insurance limiter (limit 10 / 2 replicas) serves two and owes them to the month.
    const served = await Promise.all([usage.count('api', 'k', 10, 100, 1), usage.count('api', 'k', 10, 100, 1)]);
    expect(served.map(seen)).toEqual([
      { remaining: 4, limited: false, used: undefined, exhausted: false },
      { remaining: 3, limited: false, used: undefined, exhausted: false },
    ]);
    conn = up;
    // Back: the two owed requests are added once, with the batch's first; two scopes in one turn do not add them twice.
    const [api, again, mcp] = await Promise.all([
      usage.count('api', 'k', 10, 100, 1),
      usage.count('api', 'k', 10, 100, 1),
      usage.count('mcp', 'k', 10, 100, 1),
    ]);
    expect([api, again, mcp].map((c) => c.month.used)).toEqual([3, 4, 5]);
    expect(await usage.month('k')).toMatchObject({ used: 5 });
  });
});
