/**
 * The heavy-work pool's turns: one queue per client, served in turn, so clients that keep the pool busy cannot keep
 * another client's task out or behind all of theirs; a task whose client left while it waited is never run; and a
 * request's places in flight are given back only when its calculation has stopped.
 */
import path from 'node:path';
import { InFlight } from '../../src/budgets/in-flight';
import { afterWork, holdWhile } from '../../src/heavy/request-work';
import { isApiError } from '../../src/errors/api-error';
import type { HeavyTask, TaskReply } from '../../src/heavy/tasks';
import { newPool } from './support/test-pool';

const site = { baseUrl: 'http://test.invalid', serviceName: 'Test' };

/** A pool whose thread echoes each task's slug (the client it was tagged with). */
const echoPool = (queue = 16) =>
  newPool({ queue, maxHeapMb: 64, workerFile: path.join(__dirname, 'support/echo-worker.js') });

/** A task tagged with its client (the echo worker answers the slug). */
const taskOf = (client: string): HeavyTask => ({ surface: 'mcp', slug: client, input: {}, site });
const text = (r: TaskReply) => (r.ok ? Buffer.from(r.body).toString() : 'refused');

describe('heavy pool turns', () => {
  it('17 clients keeping 4 tasks each waiting: one more client is served within one task of each (not 26 s of 503)', async () => {
    const { pool } = echoPool();
    const ran: string[] = [];
    let stop = false;
    // Each busy client resubmits as soon as a task of its own is answered, as an attacker keeping the queue full does.
    const busy = async (client: string) => {
      while (!stop) {
        const r = await pool.run(taskOf(client), { client }).catch(() => undefined);
        if (r) ran.push(text(r));
        // Refused (503): retried a moment later, as Retry-After asks.
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const clients = Array.from({ length: 17 }, (_, i) => `busy-${i}`);
    const loops = clients.flatMap((c) => [busy(c), busy(c), busy(c), busy(c)]);
    try {
      // Let the queue fill and the turns settle.
      await new Promise((r) => setTimeout(r, 300));
      const before = ran.length;
      const reply = await pool.run(taskOf('newcomer'), { client: 'newcomer' });
      expect(text(reply)).toBe('newcomer');
      // Ahead of it: the task running when it came and at most one task of each of the 17 clients.
      expect(ran.length - before).toBeLessThanOrEqual(18);
    } finally {
      stop = true;
      await pool.close();
      await Promise.all(loops);
    }
  });

  it('a client queueing more than its turn refuses itself, not others: past HEAVY_POOL_QUEUE behind the turns, 503', async () => {
    const { pool } = echoPool(2);
    try {
      const mine = Array.from({ length: 6 }, () => pool.run(taskOf('greedy'), { client: 'greedy' }).catch((e) => e));
      // Another client still has its turn.
      const other = pool.run(taskOf('other'), { client: 'other' });
      const settled = await Promise.all(mine);
      // One on the thread, its turn and two behind it waiting; the other two refused.
      const refused = settled.filter((e) => isApiError(e) && e.status === 503 && e.headers?.['Retry-After'] === '1');
      expect(refused).toHaveLength(2);
      expect(text(await other)).toBe('other');
    } finally {
      await pool.close();
    }
  });

  it('turns alternate: two clients with many tasks each are served one by one', async () => {
    const { pool } = echoPool();
    try {
      const ran: string[] = [];
      const all = ['a', 'a', 'a', 'a', 'b', 'b', 'b', 'b'].map((c) =>
        pool.run(taskOf(c), { client: c }).then((r) => ran.push(text(r))),
      );
      await Promise.all(all);
      // The first 'a' took the thread at once, its next one queued before any 'b'; then the turns alternate.
      expect(ran.join('')).toBe('aabababb');
    } finally {
      await pool.close();
    }
  });

  it('a task whose client left while it waited is dropped, never run, counted', async () => {
    const { pool, registry } = echoPool();
    try {
      const ran: string[] = [];
      const first = pool.run(taskOf('x'), { client: 'x' }).then((r) => ran.push(text(r)));
      const left = new AbortController();
      const dropped = pool.run(taskOf('gone'), { client: 'gone', signal: left.signal }).catch((e: unknown) => e);
      left.abort();
      const e = await dropped;
      expect(isApiError(e) && e.status).toBe(503);
      expect(pool.queued).toBe(0);
      await first;
      await pool.run(taskOf('y'), { client: 'y' }).then((r) => ran.push(text(r)));
      expect(ran).toEqual(['x', 'y']);
      const metric = (await registry.getSingleMetric('heavy_pool_tasks_total')!.get()).values.find(
        (v) => v.labels.outcome === 'dropped',
      );
      expect(metric?.value).toBe(1);
      // Already gone when it comes: never queued.
      const e2 = await pool.run(taskOf('late'), { client: 'late', signal: AbortSignal.abort() }).catch((err) => err);
      expect(isApiError(e2) && e2.status).toBe(503);
    } finally {
      await pool.close();
    }
  });

  it("a request's place in flight is given back when its calculation stops, not when its client leaves", async () => {
    const { pool } = echoPool();
    try {
      const tracker = new InFlight();
      const release = tracker.enter('client:a', 1)!;
      const res = {};
      const run = pool.run(taskOf('a'), { client: 'client:a' });
      holdWhile(res, run);
      // The socket closed: the rate limiter's close handler.
      afterWork(res, release);
      expect(tracker.of('client:a')).toBe(1);
      expect(tracker.enter('client:a', 1)).toBeUndefined();
      await run;
      await new Promise((r) => setImmediate(r));
      expect(tracker.of('client:a')).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
