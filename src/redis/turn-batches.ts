/**
 * Gathers what callers ask of Redis in one event-loop turn, by key, and hands each key's batch to
 * `send` when the turn ends (`setImmediate`: the moment ioredis' auto-pipelining flushes too), so
 * concurrent requests of one client cost one Redis call, not one each. The first item of a key
 * brings its `context` (what the whole batch shares); items keep the order they came in.
 */
export function turnBatches<C, T>(send: (context: C, items: T[]) => void): (key: string, context: C, item: T) => void {
  const pending = new Map<string, { context: C; items: T[] }>();
  const flush = () => {
    for (const { context, items } of pending.values()) send(context, items);
    pending.clear();
  };
  return (key, context, item) => {
    const batch = pending.get(key);
    if (batch) return void batch.items.push(item);
    if (pending.size === 0) setImmediate(flush);
    pending.set(key, { context, items: [item] });
  };
}
