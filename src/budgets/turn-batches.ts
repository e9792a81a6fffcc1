/**
 * Gathers what callers ask of Redis in one event-loop turn, by key, and hands each key's batch to
 * `send` when the turn ends (`setImmediate`, after the turn's I/O callbacks have run), so
 * concurrent requests of one client cost one Redis call, not one each. The first item of a key
 * brings its `context` (what the whole batch shares); items keep the order they came in.
 */
import type { BatchCounter, Count, Counter } from './counter';

export function turnBatches<C, T>(send: (context: C, items: T[]) => void): (key: string, context: C, item: T) => void {
  // A new Map each turn rather than clear(): a cleared Map's old table stays linked to its successor,
  // and once a full collection has moved the Map to the old generation every cleared table is old
  // too, so each turn's items (their requests) lived until the next full collection.
  let pending = new Map<string, { context: C; items: T[] }>();
  const flush = () => {
    const batches = pending;
    pending = new Map();
    for (const { context, items } of batches.values()) send(context, items);
  };
  return (key, context, item) => {
    const batch = pending.get(key);
    if (batch) return void batch.items.push(item);
    if (pending.size === 0) setImmediate(flush);
    pending.set(key, { context, items: [item] });
  };
}

/** One request's count waiting for its batch's answer. */
interface Waiting<C> {
  cost: number;
  resolve: (c: C) => void;
  reject: (e: unknown) => void;
}

/**
 * The counter that sends a subject's counts of one event-loop turn to `store` in one call: concurrent requests of
 * one client (a busy integration, a scripted caller, one address on many connections) cost one Redis call, not one
 * each, and each gets its own place in the answer. When the call fails, every request of the batch rejects with its
 * error (the insurance decorator counts each).
 */
export function batchedByTurn<S, C extends Count>(store: BatchCounter<S, C>): Counter<S, C> {
  const send = async (subject: S, waiting: Waiting<C>[]) => {
    let counts: C[];
    try {
      counts = await store.consumeAll(
        subject,
        waiting.map((w) => w.cost),
      );
    } catch (e) {
      for (const w of waiting) w.reject(e);
      return;
    }
    for (const [i, w] of waiting.entries()) w.resolve(counts[i]!);
  };
  const batch = turnBatches<S, Waiting<C>>((subject, waiting) => void send(subject, waiting));
  return {
    consume: (subject, cost) =>
      new Promise<C>((resolve, reject) => batch(store.batchKey(subject), subject, { cost, resolve, reject })),
    // Rare (heavy answers only): not batched.
    owe: (subject, cost) => store.owe(subject, cost),
    peek: (subject) => store.peek(subject),
  };
}
