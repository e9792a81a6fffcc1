/**
 * Whether the refresh schedule kept its period through a failover, read from BullMQ's own records in
 * Redis: a scheduler's jobs have the id `repeat:<scheduler id>:<due time in ms>`, so the finished
 * (`completed`, `failed`) jobs of a scheduler list every tick it produced. Once per period means
 * consecutive due times exactly one period apart (a duplicate is a gap shorter, a lost tick one
 * longer), each one completed, from the last tick before the fault to the last one due before the
 * check. The queue's key prefix is found in Redis (`…:rates-refresh:meta`), whatever hash tag the
 * service gives it.
 */
import Redis, { Cluster } from 'ioredis';
import { keysUnder } from '../../test/support/redis';

const QUEUE = 'rates-refresh';
const SCHEDULERS = ['rates-refresh-benchmarks', 'rates-refresh-fx'] as const;

/** The refresh queue's `meta` key, wherever its prefix (and hash tag) puts it. */
export async function queueMetaKey(client: Redis | Cluster): Promise<string> {
  // A Cluster client knows its nodes once it has read the slots.
  if (client instanceof Cluster && client.status !== 'ready')
    await new Promise((resolve) => client.once('ready', resolve));
  const nodes = client instanceof Cluster ? client.nodes('master') : [client];
  const keys = (await Promise.all(nodes.map((n) => keysUnder(n, ''))))
    .flat()
    .filter((k) => k.endsWith(`:${QUEUE}:meta`));
  if (keys.length !== 1)
    throw new Error(`expected one BullMQ queue ${QUEUE} in Redis, found ${keys.length}: ${keys.join(', ')}`);
  return keys[0]!;
}

async function queuePrefix(client: Redis | Cluster): Promise<string> {
  return (await queueMetaKey(client)).slice(0, -`:${QUEUE}:meta`.length);
}

export interface ScheduleVerdict {
  ok: boolean;
  figure: string;
}

/**
 * Waits (at most `timeoutMs`) until every scheduler has completed a tick due after `from` (the fault's
 * start), then judges each scheduler's ticks due from `from - periodMs` (the last one before the
 * fault) to now less `settleMs` (the last one that had time to finish).
 */
export async function scheduleKept(
  client: Redis | Cluster,
  from: number,
  timeoutMs = 80_000,
  periodMs = 60_000,
  settleMs = 8_000,
): Promise<ScheduleVerdict> {
  const prefix = await queuePrefix(client);
  const completedKey = `${prefix}:${QUEUE}:completed`;
  const deadline = Date.now() + timeoutMs;
  const tickedAfter = (ids: string[]) =>
    SCHEDULERS.every((s) => ids.some((id) => id.startsWith(`repeat:${s}:`) && Number(id.slice(s.length + 8)) > from));
  while (Date.now() < deadline && !tickedAfter(await client.zrange(completedKey, 0, -1)))
    await new Promise((r) => setTimeout(r, 1000));
  // The tick just seen had `settleMs` to finish; wait as long, so it falls inside the judged window.
  await new Promise((r) => setTimeout(r, settleMs));
  const until = Date.now();
  const key = (k: string) => `${prefix}:${QUEUE}:${k}`;
  const [completed, failed] = await Promise.all([
    client.zrange(key('completed'), 0, -1),
    client.zrange(key('failed'), 0, -1),
  ]);
  const problems: string[] = [];
  const figures: string[] = [];
  for (const scheduler of SCHEDULERS) {
    const due = (ids: string[]) =>
      ids
        .filter((id) => id.startsWith(`repeat:${scheduler}:`))
        .map((id) => Number(id.slice(`repeat:${scheduler}:`.length)))
        .filter((t) => t >= from - periodMs && t <= until - settleMs)
        .sort((a, b) => a - b);
    const done = due(completed);
    const lost = due(failed);
    const gaps = done.slice(1).map((t, i) => t - done[i]!);
    const name = scheduler.replace('rates-refresh-', '');
    figures.push(
      `${name}: ${done.length} completed${gaps.length ? `, gaps ${[...new Set(gaps.map((g) => g / 1000))].join('/')} s` : ''}`,
    );
    if (lost.length) problems.push(`${name}: ${lost.length} failed`);
    if (!done.some((t) => t > from)) problems.push(`${name}: no tick due after the fault completed`);
    if (gaps.some((g) => g !== periodMs)) problems.push(`${name}: a tick duplicated or lost`);
    // The ticks reach the end of the window: none lost after the last one seen.
    if (done.length && until - settleMs - done[done.length - 1]! >= periodMs)
      problems.push(`${name}: no tick in the last period`);
  }
  // What the queue holds when a check fails: the next person reads it in CI's output, where the scratch directory is gone.
  if (problems.length) problems.push(await queueState(client, `${prefix}:${QUEUE}`));
  return {
    ok: problems.length === 0,
    figure: `${figures.join('; ')}${problems.length ? ` (${problems.join('; ')})` : ''}`,
  };
}

/** The queue's active jobs (how long active, the lock's remaining ms or none, attempts) and its waiting and delayed counts. */
async function queueState(client: Redis | Cluster, queueKey: string): Promise<string> {
  const [active, waiting, delayed] = await Promise.all([
    client.lrange(`${queueKey}:active`, 0, -1),
    client.llen(`${queueKey}:wait`),
    client.zcard(`${queueKey}:delayed`),
  ]);
  const jobs = await Promise.all(
    active.map(async (id) => {
      const [processedOn, attempts] = await client.hmget(`${queueKey}:${id}`, 'processedOn', 'atm');
      const lock = await client.pttl(`${queueKey}:${id}:lock`);
      const since = processedOn ? `${((Date.now() - Number(processedOn)) / 1000).toFixed(0)} s` : '?';
      return `${id} active ${since}, lock ${lock >= 0 ? `${lock} ms` : 'none'}, attempts ${attempts ?? 0}`;
    }),
  );
  return `queue: ${jobs.length ? jobs.join(', ') : 'nothing active'}; ${waiting} waiting, ${delayed} delayed`;
}
