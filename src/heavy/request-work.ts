/**
 * Work still running for a request after its answer (or its client) is gone: the places in flight the request took
 * are given back only once that work stops, so a client that closes each socket right after sending a heavy request
 * cannot start more calculations than its places allow.
 */

/** Work still running for a request (its heavy calculations), by the request's response object. */
const work = new WeakMap<object, Set<Promise<unknown>>>();

/**
 * Keeps the places in flight of the request answered by `owner` taken until `task` settles, even once its client has
 * gone: a calculation that runs on after its socket closed still uses the replica, and a client that closes each
 * socket after sending must not get a new place while it does.
 */
export function holdWhile(owner: object, task: Promise<unknown>): void {
  let held = work.get(owner);
  if (!held) work.set(owner, (held = new Set()));
  const settled: Promise<boolean> = task.then(
    () => held.delete(settled),
    () => held.delete(settled),
  );
  held.add(settled);
}

/** Calls `release` once every task held for `owner` has settled (at once when none is). */
export function afterWork(owner: object, release: () => void): void {
  const held = work.get(owner);
  if (!held || held.size === 0) return release();
  void Promise.all(held).then(() => afterWork(owner, release));
}

/** A request's places in flight (`res.locals.inFlight`, set by the rate limiter): who it is, and its limit. */
export interface RequestPlaces {
  /** The client the places are counted for: `key:<id>` or `client:<address>`; heavy work queues in its turn. */
  id: string;
  limit: number;
  tracker: { enter(client: string, limit: number): (() => void) | undefined };
}
