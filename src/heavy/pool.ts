/**
 * The heavy-work pool: a few threads (`HEAVY_POOL_THREADS`, 1 by default) that compute and encode the calculations
 * whose answers are large (`estimatedCells` at or past `HEAVY_MIN_CELLS`), so that the main thread's event loop
 * never runs one in a long synchronous block while other clients wait (docs/decisions.md, "Heavy work off the
 * event loop"). Tasks wait in one queue per client (a key's id or an address), and a free thread takes the next
 * task of the next client in turn: a client that queues many tasks waits on itself, not others, and a client with
 * one task waits for at most one task of each other client. Each client's first waiting task has its turn; the
 * tasks it queues behind it are bounded, all clients together, by `HEAVY_POOL_QUEUE`: past it a task is refused
 * with 503 `service_unavailable` and `Retry-After` (a client's places in flight bound how many it may queue, and the
 * connection table how many clients there are). A task whose client has gone while it waits is dropped. A task that
 * runs past `HEAVY_TASK_TIMEOUT_MS` is refused the same way and its thread replaced. A thread lost while it ran a task (it crashed or ran out of heap) is replaced, and
 * the task runs in this thread instead: the answer is the same bytes.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Registry } from 'prom-client';
import type { RatesSource } from '../dispatch/context';
import { ApiError } from '../errors/api-error';
import { counter, gauge, histogram } from '../metrics/define';
import type { RatesData } from '../rates/rates-data';
import { runTask, type HeavyTask, type Surface, type TaskRates, type TaskReply } from './tasks';
import type { TaskMessage, ThreadData, ThreadReply, ThreadStarted } from './worker';

export interface HeavyPoolMetrics {
  queueDepth: ReturnType<typeof gauge>;
  tasks: ReturnType<typeof counter<'surface' | 'outcome'>>;
  seconds: ReturnType<typeof histogram<'surface' | 'phase'>>;
  threadNice: ReturnType<typeof gauge>;
}

export function heavyPoolMetrics(registry: Registry): HeavyPoolMetrics {
  return {
    queueDepth: gauge(registry, 'heavy_pool_queue_depth', 'Heavy calculations waiting for a thread of the pool'),
    tasks: counter(
      registry,
      'heavy_pool_tasks_total',
      'Heavy calculations by surface (rest, mcp, page, csv) and outcome: ok, refused (queue full, or the replica shedding load), dropped (its client left while it waited), timeout, lost (thread lost; answered in the main thread), fault (the calculation threw: a 500)',
      ['surface', 'outcome'],
    ),
    seconds: histogram(
      registry,
      'heavy_pool_seconds',
      'Time of a heavy calculation in the pool by surface (rest, mcp, page, csv) and phase: wait (queued) and run (on its thread)',
      ['surface', 'phase'],
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    ),
    threadNice: gauge(
      registry,
      'heavy_pool_thread_nice',
      "The nice value the pool's threads run at (HEAVY_POOL_NICE; 0 where the system would not lower it)",
    ),
  };
}

export interface HeavyPoolOptions {
  threads: number;
  queue: number;
  taskTimeoutMs: number;
  /** Old-generation heap of each thread, MiB. */
  maxHeapMb: number;
  /**
   * `HEAVY_POOL_NICE`: the scheduling priority the threads lower themselves to (0–19; 0: the main thread's), so that
   * on a busy CPU the main thread's event loop, which answers every other request, runs first.
   */
  nice?: number;
  rates: RatesSource;
  metrics: HeavyPoolMetrics;
  logger: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Where a thread's module is (tests point it elsewhere to make a thread fail). */
  workerFile?: string;
  /**
   * Whether the replica is shedding heavy work (its event loop lags: src/api/load-shedding.ts); the reason when it
   * is, and the task is refused 503 before it is queued.
   */
  shedding?: () => string | undefined;
}

/** Whose turn a task waits for, and when it is not wanted any more. */
export interface PoolTicket {
  /** The client the task is queued for: a key's id or a client's address (as its places in flight are counted). */
  client: string;
  /** Aborted when the request's client has gone: a task still waiting is dropped (a running one runs out). */
  signal?: AbortSignal;
}

interface Job {
  task: HeavyTask;
  client: string;
  signal?: AbortSignal;
  onAbort?: () => void;
  queuedAt: number;
  resolve(reply: TaskReply): void;
  reject(e: unknown): void;
}

interface Thread {
  worker: Worker;
  job?: Job;
  startedAt: number;
  timer?: NodeJS.Timeout;
  /** The rates data set this thread holds. */
  rates?: RatesData;
}

const WORKER_FILE = path.join(__dirname, `worker${path.extname(__filename)}`);
/** Refusals are logged at most once per this many ms, with how many there were since the last line. */
const REFUSAL_LOG_MS = 10_000;

function busy(detail: string): ApiError {
  return new ApiError('service_unavailable', detail, { headers: { 'Retry-After': '1' }, designed: true });
}

/** A task dropped because its client left: nobody reads the answer. */
function gone(): ApiError {
  return new ApiError('service_unavailable', 'The client closed the request before its calculation ran', {
    designed: true,
  });
}

export class HeavyPool {
  private readonly threads: Thread[] = [];
  /** Each client's waiting tasks, clients in the order of their turns (a Map keeps insertion order). */
  private readonly queues = new Map<string, Job[]>();
  /** Tasks waiting, all clients together. */
  private waiting = 0;
  private closed = false;
  private refusals = 0;
  /** Whether a thread's failure to lower its priority was logged (once per pool). */
  private niceFailureLogged = false;
  private lastRefusalLog = 0;

  constructor(private readonly o: HeavyPoolOptions) {
    for (let i = 0; i < o.threads; i++) this.threads.push(this.spawn());
  }

  /**
   * Runs `task` on a thread in `ticket.client`'s turn; rejects with a 503 `ApiError` when the replica sheds heavy
   * work, the client's queue is past its share, the task overran, or the pool is closed.
   */
  run(task: HeavyTask, ticket: PoolTicket = { client: '' }): Promise<TaskReply> {
    if (this.closed) return Promise.reject(busy('This replica is shutting down; retry on another in a moment'));
    const shed = this.o.shedding?.();
    if (shed !== undefined) {
      this.refuse(task.surface);
      return Promise.reject(busy(shed));
    }
    const own = this.queues.get(ticket.client);
    // A client's first waiting task always has its turn; the ones behind it share HEAVY_POOL_QUEUE.
    if (own && this.waiting - this.queues.size >= this.o.queue) {
      this.refuse(task.surface);
      return Promise.reject(
        busy(
          `This replica is busy with ${this.o.queue} large calculations waiting behind other clients' turns; retry in a second (smaller schedules, e.g. yearly rows, are not queued)`,
        ),
      );
    }
    if (ticket.signal?.aborted) return Promise.reject(gone());
    return new Promise<TaskReply>((resolve, reject) => {
      const job: Job = { task, client: ticket.client, queuedAt: performance.now(), resolve, reject };
      if (ticket.signal) {
        job.signal = ticket.signal;
        job.onAbort = () => this.drop(job);
        ticket.signal.addEventListener('abort', job.onAbort, { once: true });
      }
      if (own) own.push(job);
      else this.queues.set(ticket.client, [job]);
      this.waiting++;
      this.o.metrics.queueDepth.set(this.waiting);
      void this.next();
    });
  }

  /** Tasks waiting for a thread, all clients together. */
  get queued(): number {
    return this.waiting;
  }

  /** A waiting task whose client has gone: out of its queue, never run. */
  private drop(job: Job): void {
    const own = this.queues.get(job.client);
    const i = own ? own.indexOf(job) : -1;
    if (!own || i < 0) return;
    own.splice(i, 1);
    if (own.length === 0) this.queues.delete(job.client);
    this.waiting--;
    this.o.metrics.queueDepth.set(this.waiting);
    this.o.metrics.tasks.inc({ surface: job.task.surface, outcome: 'dropped' });
    job.reject(gone());
  }

  /** The next client's next task (that client goes to the end of the turns while it has more). */
  private take(): Job | undefined {
    const first = this.queues.entries().next();
    if (first.done) return undefined;
    const [client, own] = first.value;
    const job = own.shift()!;
    this.queues.delete(client);
    if (own.length > 0) this.queues.set(client, own);
    this.waiting--;
    this.o.metrics.queueDepth.set(this.waiting);
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    return job;
  }

  /** Threads running (0 once closed). */
  get threadsAlive(): number {
    return this.threads.length;
  }

  /** Stops the threads; queued tasks are refused (503), running ones rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (let job = this.take(); job; job = this.take())
      job.reject(busy('This replica is shutting down; retry on another'));
    await Promise.all(this.threads.splice(0).map((t) => this.stop(t)));
  }

  private refuse(surface: Surface): void {
    this.o.metrics.tasks.inc({ surface, outcome: 'refused' });
    this.refusals++;
    const now = Date.now();
    if (now - this.lastRefusalLog >= REFUSAL_LOG_MS) {
      this.o.logger.warn(
        { refused: this.refusals, queue: this.o.queue, threads: this.o.threads },
        'Heavy calculations refused: the pool queue is full',
      );
      this.refusals = 0;
      this.lastRefusalLog = now;
    }
  }

  private spawn(): Thread {
    const file = this.o.workerFile ?? WORKER_FILE;
    const worker = new Worker(file, {
      // From sources (tests, `npm run dev`) the thread compiles TypeScript as the main thread does.
      execArgv: file.endsWith('.ts') ? ['-r', '@swc-node/register'] : [],
      resourceLimits: { maxOldGenerationSizeMb: this.o.maxHeapMb },
      workerData: { nice: this.o.nice ?? 0 } satisfies ThreadData,
    });
    // A thread never keeps the process alive.
    worker.unref();
    const thread: Thread = { worker, startedAt: 0 };
    worker.on('message', (m: ThreadReply | ThreadStarted) =>
      'started' in m ? this.started(m.started) : this.done(thread, m),
    );
    worker.on('error', (err) => this.lost(thread, err));
    worker.on('exit', (code) => this.lost(thread, new Error(`heavy-work thread exited with code ${code}`)));
    return thread;
  }

  /** Ends a thread without a word from it: its timer cleared, its events ignored, its worker terminated. */
  private discard(t: Thread): Promise<number> {
    clearTimeout(t.timer);
    t.worker.removeAllListeners();
    t.worker.on('error', () => undefined);
    return t.worker.terminate();
  }

  private stop(t: Thread): Promise<unknown> {
    const job = t.job;
    t.job = undefined;
    job?.reject(busy('This replica is shutting down; retry on another'));
    return this.discard(t);
  }

  private async next(): Promise<void> {
    const thread = this.threads.find((t) => !t.job);
    if (!thread || this.waiting === 0) return;
    const job = this.take()!;
    thread.job = job;
    let data: RatesData;
    try {
      data = await this.o.rates.current();
    } catch (e) {
      thread.job = undefined;
      job.reject(e);
      void this.next();
      return;
    }
    // The pool closed (or lost the thread) while the rates were read: the task was refused or moved with it, and a
    // timer armed now would watch a thread that is gone and hold the process for the task's whole time.
    if (thread.job !== job) return;
    const message: TaskMessage = { task: job.task };
    if (thread.rates !== data) {
      message.rates = { benchmarks: data.benchmarks, fx: data.fx };
      thread.rates = data;
    }
    thread.startedAt = performance.now();
    this.o.metrics.seconds.observe(
      { surface: job.task.surface, phase: 'wait' },
      (thread.startedAt - job.queuedAt) / 1000,
    );
    thread.timer = setTimeout(() => this.overran(thread), this.o.taskTimeoutMs);
    // Like the thread, its task's deadline never keeps the process alive.
    thread.timer.unref();
    thread.worker.postMessage(message);
  }

  /** A thread has started, at the priority it says. */
  private started(s: ThreadStarted['started']): void {
    this.o.metrics.threadNice.set(s.nice);
    if (s.error === undefined || this.niceFailureLogged) return;
    this.niceFailureLogged = true;
    this.o.logger.warn(
      { nice: this.o.nice, err: s.error },
      "Heavy-work threads run at the main thread's priority: the system would not lower it (HEAVY_POOL_NICE)",
    );
  }

  private done(thread: Thread, reply: ThreadReply): void {
    const job = thread.job;
    if (!job) return;
    clearTimeout(thread.timer);
    thread.job = undefined;
    const surface = job.task.surface;
    this.o.metrics.seconds.observe({ surface, phase: 'run' }, (performance.now() - thread.startedAt) / 1000);
    if ('fault' in reply) {
      // A defect of the calculation (what a 500 is in the main thread), not of the pool.
      this.o.metrics.tasks.inc({ surface, outcome: 'fault' });
      job.reject(new Error(`heavy-work task failed: ${reply.fault}`));
    } else {
      this.o.metrics.tasks.inc({ surface, outcome: 'ok' });
      job.resolve(reply);
    }
    void this.next();
  }

  /** The thread died: replaced; its task, if any, runs here. */
  private lost(thread: Thread, err: unknown): void {
    const i = this.threads.indexOf(thread);
    if (i < 0) return;
    void this.discard(thread);
    const job = thread.job;
    thread.job = undefined;
    if (this.closed) {
      this.threads.splice(i, 1);
      return;
    }
    this.threads[i] = this.spawn();
    this.o.logger.error({ err, task: job?.task.surface }, 'Heavy-work thread lost; replaced');
    if (job) {
      this.o.metrics.tasks.inc({ surface: job.task.surface, outcome: 'lost' });
      void this.inThread(job);
    }
    void this.next();
  }

  private async inThread(job: Job): Promise<void> {
    try {
      const data = await this.o.rates.current();
      job.resolve(await runTask(job.task, data as TaskRates));
    } catch (e) {
      job.reject(e);
    }
  }

  /** A task past its time: its thread is replaced and it is refused (it would block this thread as long). */
  private overran(thread: Thread): void {
    const job = thread.job;
    if (!job) return;
    thread.job = undefined;
    this.o.metrics.tasks.inc({ surface: job.task.surface, outcome: 'timeout' });
    this.o.logger.error(
      { task: job.task.surface, slug: job.task.slug, timeoutMs: this.o.taskTimeoutMs },
      'Heavy calculation overran its time; thread replaced',
    );
    job.reject(busy('This calculation took too long on this replica; retry in a moment, or ask for fewer rows'));
    const i = this.threads.indexOf(thread);
    void this.discard(thread);
    if (i >= 0) this.threads[i] = this.spawn();
    void this.next();
  }
}
