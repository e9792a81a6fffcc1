/**
 * What counts a request: a `Counter` takes a subject (a client's address, an API key) and a cost in points (one per
 * request, one per message of a JSON-RPC batch) and answers where the subject stands in its window. Implementations:
 * `MemoryCounter` (this process: embedded mode, and the insurance while Redis is away), `RedisCounter` (a client's
 * window shared by every replica), `KeyCounter` (an API key's minute and month); `insured` puts the memory
 * insurance in front of a shared one, and `batchedByTurn` sends one turn's counts of a subject in one call.
 */

/** Where a subject stands after one counting. */
export interface Count {
  /** The limit it was judged against: the window's, or this replica's share of it while Redis is away. */
  limit: number;
  /** Points counted in the window, this request's included (a refused request of more than one point is given back). */
  used: number;
  remaining: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
  allowed: boolean;
  /** Who counted it: every replica together (Redis), or this replica alone. */
  store: 'shared' | 'local';
}

/** Where a subject stands, without counting (the usage route, the failed-key rule). */
export interface Standing {
  limit: number;
  /** 0 when nothing was counted in the current window. */
  used: number;
  resetMs: number;
}

export interface Counter<S = string, C extends Count = Count> {
  /** Counts `cost` points for `subject`; rejects only when the store cannot be asked (Redis away). */
  consume(subject: S, cost: number): Promise<C>;
  /**
   * Counts `cost` points for work already done (an answer's weight past its first point): counted whatever the limit,
   * never refused or given back, so that the next requests pay for it. Rejects only when the store cannot be asked.
   */
  owe(subject: S, cost: number): Promise<C>;
  peek(subject: S): Promise<Standing>;
}

/** A counter whose store counts several requests of one subject in one call, each at its place (see `batchedByTurn`). */
export interface BatchCounter<S, C extends Count> {
  /** The batch a subject's counts of one turn go in (subjects of one key share one call). */
  batchKey(subject: S): string;
  /** Counts the costs one after another, in order: each answer is what counting it alone would give. */
  consumeAll(subject: S, costs: number[]): Promise<C[]>;
  owe(subject: S, cost: number): Promise<C>;
  peek(subject: S): Promise<Standing>;
}

/** The `Count` of a window of `limit` holding `used` points after this request. */
export function countOf(limit: number, used: number, refused: boolean, resetMs: number, store: Count['store']): Count {
  return { limit, used, remaining: Math.max(0, limit - used), resetMs, allowed: !refused, store };
}
