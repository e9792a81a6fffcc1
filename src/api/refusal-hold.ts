/**
 * Refusals answered at the pace they ask for. A client refused for its budget (`429`) or by a lagging replica (`503`
 * shed) is told when to come back (`Retry-After`); one that asks again at once, on many connections, makes the
 * replica read, refuse and log hundreds of requests a second, and every other client waits behind them on the event
 * loop: 200 such connections from 50 addresses, each within its budgets, held the others' cheap requests for seconds
 * on a 2-core machine, at more than 600 refusals a second. So the answer of a designed refusal is held for
 * `REFUSAL_HOLD_MS` (1 s, never longer than its own `Retry-After`; a random half to all of it, so that refusals
 * decided together do not come back together) before it is written: a connection that asks again
 * at once can send one request a second, and a client that waits as it is told loses nothing. A held answer costs a
 * timer; one whose client leaves meanwhile is dropped unwritten. Counted in `http_refusals_held_total{status}`, and
 * those held now in `http_refusals_holding`.
 */
import type { Response } from 'express';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { ApiError } from '../errors/api-error';

/** The statuses of designed refusals that are held: over a budget or a cap, and a replica shedding load. */
const HELD = new Set([429, 503]);

/** Whether `err` is a refusal that is held: any 429 (a budget, a cap), or a designed 503 (a replica shedding). */
export function isHeldRefusal(err: ApiError): boolean {
  return err.status === 429 || (err.status === 503 && err.designed);
}

export class RefusalHold {
  private holding = 0;
  private readonly held: Counter<'status' | 'outcome'>;

  /** `maxMs`: `REFUSAL_HOLD_MS`, 0 = refusals answered at once. */
  constructor(
    private readonly maxMs: number,
    registry: Registry,
  ) {
    this.held = new Counter({
      name: 'http_refusals_held_total',
      help: 'Designed refusals (429 over a budget or cap, 503 shed) whose answer was held REFUSAL_HOLD_MS (at most their Retry-After), by status and outcome: sent, or gone (the client left while it was held)',
      labelNames: ['status', 'outcome'],
      registers: [registry],
    });
    for (const status of HELD) for (const outcome of ['sent', 'gone']) this.held.inc({ status, outcome }, 0);
    const holding = () => this.holding;
    new Gauge({
      name: 'http_refusals_holding',
      help: 'Refusal answers being held now (REFUSAL_HOLD_MS)',
      registers: [registry],
      collect() {
        this.set(holding());
      },
    });
  }

  /** How long the refusal `status` with `retryAfter` (the header's seconds, if any) is held, ms. */
  holdMs(status: number, retryAfter: unknown): number {
    if (this.maxMs <= 0 || !HELD.has(status)) return 0;
    const seconds = Number(retryAfter);
    return Number.isFinite(seconds) && seconds >= 0 ? Math.min(this.maxMs, seconds * 1000) : this.maxMs;
  }

  /** Calls `send` now, or after the hold of a designed refusal (half to all of it); never if the client has left. */
  answer(res: Response, status: number, retryAfter: unknown, send: () => void): void {
    const longest = this.holdMs(status, retryAfter ?? res.getHeader('Retry-After'));
    if (longest <= 0) return send();
    // Between half the hold and all of it: refusals decided together (a burst of connections past their budget) come
    // back spread over half a second, not all in the same turn of the event loop.
    const ms = longest * (0.5 + Math.random() / 2);
    this.holding++;
    const gone = () => {
      clearTimeout(timer);
      this.holding--;
      this.held.inc({ status, outcome: 'gone' });
    };
    const timer = setTimeout(() => {
      res.off('close', gone);
      this.holding--;
      this.held.inc({ status, outcome: 'sent' });
      send();
    }, ms);
    res.once('close', gone);
  }
}
