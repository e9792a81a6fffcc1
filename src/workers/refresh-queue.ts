/**
 * The rates-refresh queue: its name, BullMQ's key prefix, the job options and the two job schedulers
 * (benchmarks every few hours, FX shortly after the ECB publishes). `upsertJobScheduler` is
 * idempotent, so every worker replica registers them at start and there is still one scheduler,
 * one job per tick.
 */
import type { JobsOptions, Queue } from 'bullmq';
import type { RefreshGroupName } from '../rates/refresh-groups';

export const REFRESH_QUEUE = 'rates-refresh';

/** Why a job exists: a scheduler tick, or a worker start that found the data older than its interval. */
export interface RefreshJobData {
  trigger: 'schedule' | 'startup';
  /**
   * A start-up job: the group's last success when the start found it older than its interval (null: never). Any
   * other value when the job runs means something refreshed the group since, and the job has nothing to do.
   */
  seen?: string | null;
}

export interface RefreshSchedule {
  /** Benchmarks: every this many ms. */
  benchmarksEveryMs: number;
  /** FX: a cron pattern (five fields) in `fxTimeZone`. */
  fxPattern: string;
  fxTimeZone: string;
}

/**
 * BullMQ's own key prefix, derived from REDIS_KEY_PREFIX (BullMQ does not support ioredis'
 * `keyPrefix`): `fincalc:` gives keys `fincalc:bull:rates-refresh:…`. In a Cluster every key one of
 * BullMQ's Lua scripts touches must hash to one slot, so there the prefix is a hash tag (BullMQ's
 * documented way): `{fincalc:bull}:rates-refresh:…`. Standalone and Sentinel keep the untagged
 * layout that existing installs already hold.
 */
export function bullPrefix(redisKeyPrefix: string, cluster = false): string {
  const prefix = `${redisKeyPrefix}bull`;
  return cluster ? `{${prefix}}` : prefix;
}

/** The scheduler id of each group. */
export function schedulerId(group: RefreshGroupName): string {
  return `rates-refresh-${group}`;
}

/**
 * Four attempts with exponential backoff (1, 2, 4 × `backoffMs`); a bounded history of finished jobs
 * for inspection, so the queue never grows without end.
 */
export function refreshJobOptions(
  backoffMs: number,
): Pick<JobsOptions, 'attempts' | 'backoff' | 'removeOnComplete' | 'removeOnFail'> {
  return {
    attempts: 4,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: { count: 50, age: 7 * 86_400 },
    removeOnFail: { count: 100, age: 30 * 86_400 },
  };
}

export async function upsertSchedules(
  queue: Queue<RefreshJobData>,
  schedule: RefreshSchedule,
  backoffMs: number,
): Promise<void> {
  const opts = refreshJobOptions(backoffMs);
  const data: RefreshJobData = { trigger: 'schedule' };
  await queue.upsertJobScheduler(
    schedulerId('benchmarks'),
    { every: schedule.benchmarksEveryMs },
    { name: 'benchmarks', data, opts },
  );
  await queue.upsertJobScheduler(
    schedulerId('fx'),
    { pattern: schedule.fxPattern, tz: schedule.fxTimeZone },
    { name: 'fx', data, opts },
  );
}
