/**
 * The shared per-minute budget against a real Redis: the counts one client makes in one event-loop
 * turn go to Redis as one call, and every request still gets what counting them one at a time
 * would have answered (its place in the budget, refused past it), across replicas and when Redis
 * cannot answer.
 */
import fc from 'fast-check';
import { createMetrics } from '../../src/api/metrics';
import { RedisBudgets } from '../../src/budgets/budgets';
import type { Count, Counter } from '../../src/budgets/counter';
import type { RedisConnection } from '../../src/redis/redis-connection';
import { redisSuite } from '../support/redis';

const { keyspace, connect, it: maybe } = redisSuite();

function sharedBudget(conn: RedisConnection, points: number, keyPrefix: string, metrics = createMetrics()) {
  const budgets = new RedisBudgets(conn, {
    keyPrefix,
    expectedReplicas: 2,
    onDegraded: () => metrics.redisDegraded.inc({ by: 'rate_limit' }),
    now: () => new Date(),
  });
  return budgets.window('api', points);
}

/** What a caller reads of a count. */
const seen = (v: Count) => ({
  consumed: v.used,
  remaining: v.remaining,
  limited: !v.allowed,
  store: v.store,
});

describe('a budget counting in Redis', () => {
  maybe('counts one client’s concurrent requests in one Redis call, each at its own place in the budget', async () => {
    const conn = await connect();
    const b = sharedBudget(conn, 6, keyspace.prefix('one-call'));
    const calls = jest.spyOn(conn, 'call');
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => b.consume('203.0.113.7', 1)));
    expect(calls).toHaveBeenCalledTimes(1);
    expect(verdicts.map(seen)).toEqual([
      ...[5, 4, 3, 2, 1, 0].map((remaining, i) => ({ consumed: i + 1, remaining, limited: false, store: 'shared' })),
      ...[7, 8, 9, 10].map((consumed) => ({ consumed, remaining: 0, limited: true, store: 'shared' })),
    ]);
    // Every request shares the window's end.
    expect(new Set(verdicts.map((v) => v.resetMs)).size).toBe(1);
    // The next turn counts on from what the batch left.
    expect(seen(await b.consume('203.0.113.7', 1))).toEqual({
      consumed: 11,
      remaining: 0,
      limited: true,
      store: 'shared',
    });
    expect(calls).toHaveBeenCalledTimes(2);
  });

  maybe(
    'answers what counting one at a time answers, for any costs (a JSON-RPC batch costs one per message)',
    async () => {
      const conn = await connect();
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 12 }),
          fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 12 }),
          async (points, costs) => {
            run++;
            const batched = sharedBudget(conn, points, keyspace.prefix(`batched-${run}`));
            const oneByOne = sharedBudget(conn, points, keyspace.prefix(`one-by-one-${run}`));
            const together = await Promise.all(costs.map((cost) => batched.consume('client', cost)));
            const apart: Count[] = [];
            for (const cost of costs) apart.push(await oneByOne.consume('client', cost));
            expect(together.map(seen)).toEqual(apart.map(seen));
          },
        ),
        { numRuns: 40 },
      );
    },
    30_000,
  );

  maybe('keeps clients apart within one turn, and replicas share one budget', async () => {
    const [a, b] = [await connect(), await connect()];
    const name = keyspace.prefix('replicas');
    const [replicaA, replicaB] = [sharedBudget(a, 4, name), sharedBudget(b, 4, name)];
    const [first, other, second] = await Promise.all([
      replicaA.consume('x', 3),
      replicaA.consume('y', 1),
      replicaB.consume('x', 1),
    ]);
    expect([first, second].map((v) => v.used).sort((x, y) => x - y)).toEqual([3, 4]);
    expect(seen(other)).toEqual({ consumed: 1, remaining: 3, limited: false, store: 'shared' });
    expect(seen(await replicaB.consume('x', 1))).toEqual({ consumed: 5, remaining: 0, limited: true, store: 'shared' });
  });

  maybe('counts every waiting request in the insurance limiter when the batch’s call fails', async () => {
    const down = await connect('redis://127.0.0.1:1');
    const metrics = createMetrics();
    const b: Counter = sharedBudget(down, 6, keyspace.prefix('down'), metrics);
    const verdicts = await Promise.all(Array.from({ length: 4 }, () => b.consume('client', 1)));
    // The insurance limiter holds 6 / 2 replicas.
    expect(verdicts.map(seen)).toEqual([
      { consumed: 1, remaining: 2, limited: false, store: 'local' },
      { consumed: 2, remaining: 1, limited: false, store: 'local' },
      { consumed: 3, remaining: 0, limited: false, store: 'local' },
      { consumed: 4, remaining: 0, limited: true, store: 'local' },
    ]);
    expect(await metrics.registry.getSingleMetricAsString('redis_degraded_requests_total')).toMatch(
      /by="rate_limit"} 4/,
    );
  });
});
