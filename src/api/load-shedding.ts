/**
 * Shed, don't queue: when the event loop lags (a tick of a 20 ms timer fires late), every request that reaches the
 * replica has already waited that long, and queueing more only makes every client wait longer. Past `SHED_LAG_MS`
 * the replica refuses new work that can wait, in steps: heavy calculations (the pool's) at the bound, page results
 * at twice it, REST and MCP calculations at four times it, each with `503` and `Retry-After: 1` (a designed answer,
 * counted in `load_shed_total{class}`). Probes, docs, the catalog and every other cheap request are always served:
 * they cost next to nothing, and they are how the kubelet and the ingress see that the replica is alive.
 *
 * The lag used is the largest of the last second's ticks, so a replica that just recovered from a long block keeps
 * shedding for a second rather than taking the backlog in one turn; and the lag building now, the time since the
 * timer last ran past its period, so a turn of the loop that takes in a burst (200 heavy requests arriving at once,
 * or the rate limiter's answers for all of them in one read) starts refusing its own tail once it has run past the
 * bound, before the timer could tick.
 */
import type { Request, RequestHandler } from 'express';
import { Counter, Gauge, type Registry } from 'prom-client';
import { ApiError } from '../errors/api-error';

/** What a request is, for shedding: `heavy` is decided by the pool, the others by the request's path. */
export type ShedClass = 'heavy' | 'page' | 'calculation';

/** Each class is shed past this multiple of the bound. */
const STEP: Readonly<Record<ShedClass, number>> = { heavy: 1, page: 2, calculation: 4 };

const TICK_MS = 20;
/** Lag is remembered this long: the largest tick of the window is the replica's lag. */
const WINDOW_MS = 1000;

export interface LoadShedderOptions {
  /** `SHED_LAG_MS`: 0 = never shed. */
  boundMs: number;
  registry: Registry;
  /** Clock, ms (tests drive it). @defaultValue performance.now */
  now?: () => number;
}

export class LoadShedder {
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  /** Whether ticks come (started, or driven by a test): only then is a tick overdue. */
  private sampling = false;
  private last: number;
  /** The largest lag of the current and the previous window. */
  private current = 0;
  private previous = 0;
  private windowStart: number;
  private readonly shed: Counter<'class'>;

  constructor(private readonly o: LoadShedderOptions) {
    this.now = o.now ?? (() => performance.now());
    this.last = this.now();
    this.windowStart = this.last;
    this.shed = new Counter({
      name: 'load_shed_total',
      help: 'Requests refused 503 because the event loop lagged past SHED_LAG_MS, by class: heavy (pool calculations, past the bound), page (page results, past twice it), calculation (REST and MCP, past four times it)',
      labelNames: ['class'],
      registers: [o.registry],
    });
    for (const c of Object.keys(STEP)) this.shed.inc({ class: c }, 0);
    const lag = () => this.lagMs / 1000;
    new Gauge({
      name: 'event_loop_lag_shedding_seconds',
      help: 'The event-loop lag load shedding acts on: the largest lateness of a 20 ms timer over the last second, or of the tick now due',
      registers: [o.registry],
      collect() {
        this.set(lag());
      },
    });
  }

  /** Starts sampling (a timer that never keeps the process alive). */
  start(): this {
    if (this.o.boundMs > 0 && !this.timer) {
      this.last = this.now();
      this.sampling = true;
      this.timer = setInterval(() => this.tick(), TICK_MS);
      this.timer.unref();
    }
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.sampling = false;
  }

  /** One tick: how late it came. Public so that tests can drive the clock. */
  tick(): void {
    this.sampling = true;
    const t = this.now();
    const late = Math.max(0, t - this.last - TICK_MS);
    this.last = t;
    if (t - this.windowStart >= WINDOW_MS) {
      this.previous = this.current;
      this.current = 0;
      this.windowStart = t;
    }
    this.current = Math.max(this.current, late);
  }

  /** The replica's lag: the largest of the last second's ticks and of the lateness of the tick now due, ms. */
  get lagMs(): number {
    const due = this.sampling ? this.now() - this.last - TICK_MS : 0;
    return Math.max(this.current, this.previous, due);
  }

  /** The reason `what` is refused now, or undefined when it is served (and it is counted as shed). */
  refuses(what: ShedClass): string | undefined {
    if (this.o.boundMs <= 0) return undefined;
    const lag = this.lagMs;
    if (lag < this.o.boundMs * STEP[what]) return undefined;
    this.shed.inc({ class: what });
    return `This replica is overloaded (its event loop lags ${Math.round(lag)} ms); retry in a second, another replica may answer`;
  }
}

/**
 * A calculation whose input (its body, or a page's query) is at least this many bytes is shed with the heavy work,
 * at the bound: reading and validating it costs the event loop in proportion before the pool can size it, and it is
 * the input that asks for large schedules (the crafted 50-debt payoff is 2.9 kB; a loan or a household, a few
 * hundred bytes).
 */
export const LARGE_INPUT_BYTES = 2048;

/**
 * The class of a request the middleware may shed: page results and calculations, those with a large input as heavy
 * work; undefined: always served. `inputBytes`: the body's declared length (POST) or the URL's (GET).
 */
export function shedClassOf(method: string, path: string, hasQuery: boolean, inputBytes = 0): ShedClass | undefined {
  const large = inputBytes >= LARGE_INPUT_BYTES;
  if (method === 'POST' && (path === '/mcp' || path.startsWith('/api/v1/calculate/')))
    return large ? 'heavy' : 'calculation';
  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/tools/')) {
    // A calculator page with inputs, or its result (the page's own script), or its CSV: a calculation; without, a
    // cheap page.
    if (path.endsWith('/schedule.csv') || hasQuery || path.endsWith('/result')) return large ? 'heavy' : 'page';
  }
  return undefined;
}

/** The designed 503 that refuses `req` while the replica lags, or undefined when it is served now. */
export function shedRefusal(shedder: LoadShedder, req: Request): ApiError | undefined {
  const declared = Number(req.headers['content-length']);
  const inputBytes = req.method === 'POST' ? (Number.isFinite(declared) ? declared : 0) : req.url.length;
  const what = shedClassOf(req.method, req.baseUrl + req.path, req.url.includes('?'), inputBytes);
  const reason = what && shedder.refuses(what);
  return reason
    ? new ApiError('service_unavailable', reason, { headers: { 'Retry-After': '1' }, designed: true })
    : undefined;
}

/**
 * Refuses what can wait while the replica lags. Used before the budgets, so a request refused there costs no points;
 * and again once the budgets have answered, before the body is read: the budgets' answers for a burst of requests
 * come back together (one read from Redis) and would otherwise all be read and validated in one turn of the loop.
 */
export function shedLoad(shedder: LoadShedder): RequestHandler {
  return (req, _res, next) => next(shedRefusal(shedder, req));
}
