/**
 * The insurance: a shared counter with this replica's own counter behind it. When the shared one cannot be asked
 * (Redis failed, missed its deadline, the breaker is open, not connected: logged once per transition by the
 * connection), the request is counted by the insurance instead, which holds the budget divided by the expected
 * replica count, so the replicas together stay near the budget while they cannot share it. Redis down means
 * degraded, never down, and never unlimited.
 */
import type { Count, Counter, Standing } from './counter';

export interface InsuredOptions<S> {
  /** Called once per request counted by the insurance (the `redis_degraded_requests_total` metric). */
  onDegraded: () => void;
  /** Told of each request the insurance served, and why the shared counter could not (the key's owed month). */
  servedLocally?: (subject: S, cost: number, error: unknown) => void;
}

export function insured<S, C extends Count>(
  shared: Counter<S, C>,
  insurance: Counter<S, C>,
  o: InsuredOptions<S>,
): Counter<S, C> {
  const local = async (subject: S, cost: number, error: unknown): Promise<C> => {
    o.onDegraded();
    const count = await insurance.consume(subject, cost);
    if (count.allowed) o.servedLocally?.(subject, cost, error);
    return count;
  };
  const owedLocally = async (subject: S, cost: number, error: unknown): Promise<C> => {
    o.onDegraded();
    const count = await insurance.owe(subject, cost);
    o.servedLocally?.(subject, cost, error);
    return count;
  };
  return {
    consume: (subject, cost) => shared.consume(subject, cost).catch((e: unknown) => local(subject, cost, e)),
    owe: (subject, cost) => shared.owe(subject, cost).catch((e: unknown) => owedLocally(subject, cost, e)),
    // Degraded: what this replica's insurance counted.
    peek: (subject): Promise<Standing> => shared.peek(subject).catch(() => insurance.peek(subject)),
  };
}
