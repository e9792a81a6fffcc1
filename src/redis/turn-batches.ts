/**
 * Gathers what callers ask of Redis in one event-loop turn, by key, and hands each key's batch to
 * `send` when the turn ends (`setImmediate`, after the turn's I/O callbacks have run), so
 * concurrent requests of one client cost one Redis call, not one each. The first item of a key
 * brings its `context` (what the whole batch shares); items keep the order they came in.
 */
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
