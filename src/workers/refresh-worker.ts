/**
 * The BullMQ worker that keeps the shared rates data set fresh (docs/operate.md, "Rates refresh"). One queue, global
 * concurrency 1: however many replicas run, one refresh runs at a time, so a tick fetches once and
 * two refreshes never write over each other. A job due before the data was last refreshed, or a start-up job whose
 * group was refreshed since the start found it old, has nothing to do and completes without fetching (the start-up
 * job and the first tick of a new scheduler collapse into one fetch, whichever runs first).
 */
import { Queue, Worker, type Job } from 'bullmq';
import type { Logger } from 'pino';
import { SourceError } from '../rates/providers/source-error';
import { loadSnapshot } from '../rates/rates-data';
import { RedisRatesStore } from '../rates/rates-store';
import { refreshRates } from '../rates/refresh';
import { lastSucceeded, REFRESH_GROUPS, type RefreshGroup, type RefreshGroupName } from '../rates/refresh-groups';
import type { RefreshMetrics } from '../rates/refresh-metrics';
import { withDeadline } from '../redis/circuit-breaker';
import { createRedisClient } from '../redis/client-factory';
import { RedisConnection } from '../redis/redis-connection';
import type { RedisTopology } from '../redis/topology';
import { IncidentLog } from './incident-log';
import {
  bullPrefix,
  REFRESH_QUEUE,
  refreshJobOptions,
  schedulerId,
  upsertSchedules,
  type RefreshJobData,
  type RefreshSchedule,
} from './refresh-queue';

export interface RefreshWorkerOptions {
  /** The Redis (a standalone URL, or any topology): queue, worker and rates store use it. */
  redis: RedisTopology | string;
  /** REDIS_KEY_PREFIX: the rates key and BullMQ's prefix derive from it. */
  keyPrefix: string;
  groups: Readonly<Record<RefreshGroupName, RefreshGroup>>;
  schedule: RefreshSchedule;
  logger: Logger;
  metrics?: RefreshMetrics;
  /** @defaultValue () => new Date() */
  clock?: () => Date;
  /** First retry delay of a failed refresh, doubled each attempt. @defaultValue 60000 */
  backoffMs?: number;
  /** How long `close()` lets a running refresh finish before cancelling its requests (the job is then retried). @defaultValue 20000 */
  shutdownTimeoutMs?: number;
  /**
   * How often the worker checks that its schedulers still exist: a Redis that lost its data (restarted
   * without persistence, or a failover that lost the last writes) gets schedulers and rates back
   * without a worker restart. Two reads per check. @defaultValue 60000
   */
  scheduleCheckMs?: number;
  /** Longest pause between attempts to register the schedulers while Redis does not answer. @defaultValue 30000 */
  maxScheduleRetryMs?: number;
  /**
   * How long a scheduled tick may stay due, with no refresh running, before the BullMQ worker is taken
   * for stuck and replaced (checked with the schedulers, every `scheduleCheckMs`). @defaultValue 45000
   */
  stuckAfterMs?: number;
}

export interface RefreshResult {
  skipped: boolean;
  refreshed: string[];
}

export interface RefreshWorker {
  queue: Queue<RefreshJobData>;
  worker: Worker<RefreshJobData, RefreshResult>;
  /** Lets the running job finish (or cancels it after the timeout, to be retried), then closes every connection. */
  close(): Promise<void>;
}

/** How long each closing step past the deadline may wait on Redis before its connection is dropped. */
const CLOSE_GRACE_MS = 3_000;

/**
 * Closes a BullMQ worker once its connections have started (or a grace has passed): a connection closed while it is
 * still starting rejects its start after close() has removed its listeners, and BullMQ then emits that error with
 * no listener, an unhandled rejection (a worker force-closed beside a dropped connection, 10 times in 10).
 */
async function closeStarted(w: Worker, force = false): Promise<void> {
  await within(w.waitUntilReady(), CLOSE_GRACE_MS);
  await w.close(force).catch((err: unknown) => {
    if (!force) throw err;
  });
}

/** The fields of BullMQ's worker its stalled-job check runs on (private in its typings; bullmq 5.81). */
interface StalledCheck {
  stalledCheckerRunning: boolean;
  stalledCheckStopper?: () => void;
}

/**
 * Ends a closed BullMQ worker's stalled-job check. The check arms its next timer (the stalled interval, 30 s,
 * ref'd) as soon as its Redis call settles, without looking whether the worker was closed meanwhile: a worker
 * closed while a check was in flight (its first one at start, or one hung on a Redis that stopped answering) kept
 * its process alive for the whole interval after close(). Called once the worker's connections are closed, when
 * the call has settled: the check's own stopper clears that timer, and the check ends (bounded by `withinMs`).
 */
async function endStalledCheck(w: Worker, withinMs: number): Promise<void> {
  const check = w as unknown as StalledCheck;
  const deadline = Date.now() + withinMs;
  for (;;) {
    check.stalledCheckStopper?.();
    if (!check.stalledCheckerRunning || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 10).unref());
  }
}

/** Whether `promise` resolves within `ms` (a rejection, like a timeout, is no). */
function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return withDeadline(promise, ms).then(
    () => true,
    () => false,
  );
}

export async function startRefreshWorker(options: RefreshWorkerOptions): Promise<RefreshWorker> {
  const { logger } = options;
  const clock = options.clock ?? (() => new Date());
  const backoffMs = options.backoffMs ?? 60_000;
  const topology: RedisTopology =
    typeof options.redis === 'string' ? { kind: 'standalone', url: options.redis } : options.redis;
  const prefix = bullPrefix(options.keyPrefix, topology.kind === 'cluster');

  // One connection for the queue and the worker (BullMQ duplicates it for its blocking reads), made by
  // the factory with BullMQ's required `maxRetriesPerRequest: null`. Connecting at once matters: given
  // a client not yet connecting, BullMQ connects it itself and its first failure ends that queue for
  // good; given one that is connecting, it waits for 'ready' across every reconnection.
  const connection = createRedisClient(topology, 'queue', { lazyConnect: false });
  const redisIncident = new IncidentLog(logger, 'Redis connection of the refresh worker');
  connection.on('error', (err: Error) => redisIncident.fail(err));
  connection.on('ready', () => redisIncident.recover());

  const storeConnection = new RedisConnection(topology, logger);
  // Bounded: whatever Redis does, the worker starts; the schedulers are registered once it answers.
  await storeConnection.start();
  const store = new RedisRatesStore(storeConnection, loadSnapshot(), { keyPrefix: options.keyPrefix, cacheMs: 0 });

  const queue = new Queue<RefreshJobData>(REFRESH_QUEUE, { connection, prefix });
  queue.on('error', (err) => redisIncident.fail(err));
  // Idempotent: every replica runs it at start, and again whenever a scheduler is found missing.
  const ensureSchedules = async (atStart: boolean) => {
    if (!atStart) {
      const present = await Promise.all(REFRESH_GROUPS.map((g) => queue.getJobScheduler(schedulerId(g))));
      if (present.every(Boolean)) return replaceIfStuck(present.map((p) => p!.next));
      logger.warn('Refresh schedulers missing from Redis (did it lose its data?): registering them again');
    }
    await queue.setGlobalConcurrency(1);
    await upsertSchedules(queue, options.schedule, backoffMs);
    await enqueueStartupRefresh(queue, store, options.groups, clock(), backoffMs, logger);
    logger.info(
      { benchmarksEveryMs: options.schedule.benchmarksEveryMs, fxPattern: options.schedule.fxPattern },
      'Refresh schedules registered',
    );
  };

  const running = new Set<AbortController>();
  const runJob = async (job: Job<RefreshJobData, RefreshResult>): Promise<RefreshResult> => {
    const group = options.groups[job.name as RefreshGroupName];
    if (!group) throw new Error(`unknown refresh job "${job.name}"`);
    const due = job.timestamp + (job.opts.delay ?? 0);
    const last = lastSucceeded(await store.latest(), group);
    // A start-up job compares what it saw rather than clocks: a tick that began its fetch a moment before the job
    // was added (the scheduler's first tick is due at once) has refreshed the data all the same.
    const refreshedSince = job.data.trigger === 'startup' && job.data.seen !== undefined && last !== job.data.seen;
    if (refreshedSince || (last !== null && Date.parse(last) >= due)) {
      logger.debug(
        { job: job.name, trigger: job.data.trigger, lastSucceeded: last },
        'Refresh skipped: the data was refreshed after this job was due',
      );
      return { skipped: true, refreshed: [] };
    }
    logger.debug({ job: job.name, jobId: job.id, attemptsMade: job.attemptsMade }, 'Refresh job started');
    const controller = new AbortController();
    running.add(controller);
    try {
      const report = await refreshRates(store, group.providers, clock, {
        signal: controller.signal,
        logger,
        metrics: options.metrics,
      });
      const failures = report.outcomes.flatMap((o) => o.failures);
      // What succeeded is saved; failing makes BullMQ retry the rest with backoff (logged once, by the refresh).
      if (failures.length > 0)
        throw new Error(`${failures.length} item(s) not refreshed: ${failures.map((f) => f.item).join(', ')}`);
      return { skipped: false, refreshed: report.outcomes.flatMap((o) => o.refreshed) };
    } finally {
      running.delete(controller);
    }
  };

  // Every BullMQ worker made, the replaced ones too: close() ends the stalled-job check of each.
  const consumers: Array<Worker<RefreshJobData, RefreshResult>> = [];
  const consumer = () => {
    const w = new Worker<RefreshJobData, RefreshResult>(REFRESH_QUEUE, runJob, {
      connection,
      prefix,
      concurrency: 1,
      maxStalledCount: 2,
    });
    w.on('error', (err) => redisIncident.fail(err));
    w.on('failed', (job, err) => {
      const cancelled = err instanceof SourceError && err.aborted;
      logger.debug(
        { job: job?.name, attemptsMade: job?.attemptsMade, cancelled, reason: err.message },
        'Refresh job attempt failed',
      );
    });
    w.on('stalled', (jobId) =>
      logger.warn({ jobId }, 'Refresh job stalled (its worker stopped answering); it goes back to the queue'),
    );
    w.on('completed', (job) => {
      logger.debug({ job: job.name, jobId: job.id }, 'Refresh job completed');
      redisIncident.recover();
    });
    consumers.push(w);
    return w;
  };
  let worker = consumer();

  // After a Cluster loses a master, BullMQ's worker has been seen to stop taking jobs for good while its
  // queue answers: the tick sits due in `delayed` and nothing runs. The schedulers' check sees it (a tick
  // due for longer than `stuckAfterMs`, nothing running) and replaces the worker; the old one is force-closed
  // in the background, nobody awaiting it, since what it would wait on is what is stuck. A job is running while
  // its worker renews its lock: one left active with its lock expired (its worker stopped mid-job) runs nowhere,
  // holds the queue's one place, and goes back to the queue at the new worker's stalled-job check.
  const stuckAfterMs = options.stuckAfterMs ?? 45_000;
  const activeJobs = async (): Promise<{ running: number; orphaned: number }> => {
    const active = await queue.getActive();
    if (active.length === 0) return { running: 0, orphaned: 0 };
    const locked = await Promise.all(active.map((job) => connection.exists(`${queue.toKey(job.id ?? '')}:lock`)));
    const running = locked.filter((n) => n > 0).length;
    return { running, orphaned: active.length - running };
  };
  const replaceIfStuck = async (due: Array<number | undefined>) => {
    const overdue = Math.max(0, ...due.map((next) => (next === undefined ? 0 : Date.now() - next)));
    if (overdue < stuckAfterMs || stopped) return;
    const { running, orphaned } = await activeJobs();
    // close() may have begun while the jobs were read: a worker made now would be left running after it.
    if (running > 0 || stopped) return;
    logger.warn(
      { overdueMs: overdue, orphanedJobs: orphaned },
      'A refresh tick is overdue with nothing running: replacing the BullMQ worker',
    );
    options.metrics?.ratesRefreshWorkerReplaced?.inc();
    const stuck = worker;
    worker = consumer();
    void closeStarted(stuck, true);
  };

  // Registered in the background, retried with backoff until Redis answers: a worker started against a
  // refused, black-holed or failing-over Redis stays up (no crash loop) and schedules once it can.
  let recheck: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const register = (attempt: number) => {
    ensureSchedules(true).then(
      () => {
        if (stopped) return;
        recheck = setInterval(
          () => ensureSchedules(false).catch((err: unknown) => redisIncident.fail(err)),
          options.scheduleCheckMs ?? 60_000,
        );
        recheck.unref();
      },
      (err: unknown) => {
        if (stopped) return;
        redisIncident.fail(err);
        retry = setTimeout(
          () => register(attempt + 1),
          Math.min(1000 * 2 ** Math.min(attempt, 10), options.maxScheduleRetryMs ?? 30_000),
        );
        retry.unref();
      },
    );
  };
  register(0);

  let closing: Promise<void> | undefined;
  return {
    queue,
    get worker() {
      return worker;
    },
    close() {
      closing ??= (async () => {
        stopped = true;
        clearInterval(recheck);
        clearTimeout(retry);
        const deadline = options.shutdownTimeoutMs ?? 20_000;
        const timer = setTimeout(() => {
          logger.warn('Refresh still running at the shutdown deadline: cancelling it; the job will be retried');
          for (const controller of running) controller.abort();
        }, deadline);
        timer.unref();
        // BullMQ's graceful close waits on Redis: one that stopped answering would hold the shutdown for good. Past
        // the deadline and a grace for the cancelled job to settle, the worker is force-closed and the queue's
        // connection dropped; the job stays in Redis and is retried once its lock expires.
        const closed = await within(closeStarted(worker), deadline + CLOSE_GRACE_MS);
        clearTimeout(timer);
        if (!closed) {
          logger.warn(
            { graceMs: CLOSE_GRACE_MS },
            'BullMQ worker did not close in time (or failed to): force-closing it',
          );
          void worker.close(true).catch(() => undefined);
        }
        const queueClosed = closed && (await within(queue.close(), CLOSE_GRACE_MS));
        await storeConnection.close();
        if (!(queueClosed && (await within(connection.quit(), CLOSE_GRACE_MS)))) connection.disconnect();
        await Promise.all(consumers.map((w) => endStalledCheck(w, CLOSE_GRACE_MS)));
      })();
      return closing;
    },
  };
}

/**
 * At start, a group whose last success is older than its interval (or that never succeeded) gets a
 * refresh now rather than at the next tick. The job is deduplicated by id, so replicas starting
 * together add one job, and it is skipped if a tick refreshed the data first.
 */
async function enqueueStartupRefresh(
  queue: Queue<RefreshJobData>,
  store: RedisRatesStore,
  groups: Readonly<Record<RefreshGroupName, RefreshGroup>>,
  now: Date,
  backoffMs: number,
  logger: Logger,
): Promise<void> {
  const data = await store.latest();
  for (const name of REFRESH_GROUPS) {
    const last = lastSucceeded(data, groups[name]);
    if (last !== null && now.getTime() - Date.parse(last) <= groups[name].intervalMs) continue;
    await queue.add(
      name,
      { trigger: 'startup', seen: last },
      { ...refreshJobOptions(backoffMs), deduplication: { id: `startup-${name}` } },
    );
    logger.info({ group: name, lastSucceeded: last }, `Rates (${name}) older than their interval: refreshing now`);
  }
}
