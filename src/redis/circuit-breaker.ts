/**
 * A circuit breaker for the calls a request makes to Redis. Closed, every call goes to Redis; after
 * `failureThreshold` consecutive failures or timeouts it opens: callers skip Redis (and serve
 * degraded) while a background probe runs every `cooldownMs`; the first probe that succeeds closes
 * it. No request ever waits for a probe, and no request is used as one (no half-open trial
 * traffic), so a Redis that is slow to come back costs probes, not answers.
 */

export type BreakerState = 'closed' | 'open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the breaker. */
  failureThreshold: number;
  /** Time between probes while open. */
  cooldownMs: number;
  /** Resolves when Redis answers as it should (within the deadline); rejects otherwise. */
  probe: () => Promise<unknown>;
  /** Called once per transition, with the failure that opened it. */
  onTransition?: (state: BreakerState, cause?: unknown) => void;
}

export class CircuitBreaker {
  private stateValue: BreakerState = 'closed';
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private probing = false;
  private stopped = false;

  constructor(private readonly options: CircuitBreakerOptions) {}

  get state(): BreakerState {
    return this.stateValue;
  }

  /** True while calls may go to Redis. */
  get closed(): boolean {
    return this.stateValue === 'closed';
  }

  /** A call that Redis answered in time: the count of consecutive failures starts over. */
  success(): void {
    this.failures = 0;
  }

  /** A call that failed or missed its deadline. */
  failure(cause?: unknown): void {
    if (this.stateValue === 'open' || this.stopped) return;
    if (++this.failures < this.options.failureThreshold) return;
    this.stateValue = 'open';
    this.options.onTransition?.('open', cause);
    this.schedule(this.options.cooldownMs);
  }

  /** Probe now rather than at the end of the cool-down (the connection just came back). */
  probeSoon(): void {
    if (this.stateValue === 'open' && !this.probing) this.schedule(0);
  }

  /** Stops probing (shutdown). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.probeOnce(), ms);
    this.timer.unref();
  }

  private async probeOnce(): Promise<void> {
    this.probing = true;
    try {
      await this.options.probe();
    } catch {
      this.probing = false;
      this.schedule(this.options.cooldownMs);
      return;
    }
    this.probing = false;
    if (this.stopped) return;
    this.failures = 0;
    this.stateValue = 'closed';
    this.options.onTransition?.('closed');
  }
}

/** A call to Redis that missed its deadline (it may still complete; its answer is then ignored). */
export class DeadlineExceededError extends Error {
  constructor(readonly ms: number) {
    super(`Redis did not answer within ${ms} ms`);
    this.name = 'DeadlineExceededError';
  }
}

/**
 * Settles like `promise`, or rejects with `DeadlineExceededError` after `ms`. The timer does not
 * keep the process alive, and a late rejection of `promise` is swallowed (nobody waits for it).
 *
 * When the timer fires, the rejection waits for the rest of that event-loop turn (`setImmediate`):
 * Node runs timers before it reads sockets, so on a busy replica the deadline of a call whose answer
 * already sits in the socket would otherwise win, and the replica's own lag would count as Redis'.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new DeadlineExceededError(ms))), ms);
    timer.unref();
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
