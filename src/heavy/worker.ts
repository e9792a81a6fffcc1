/**
 * A thread of the heavy-work pool: runs each task it is sent (src/heavy/tasks.ts) and posts the reply back with its
 * bytes transferred. The rates data set comes with a task only when it changed since the last one.
 *
 * It first lowers its own scheduling priority to `HEAVY_POOL_NICE` and says so once (`ThreadStarted`).
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { runTask, type HeavyTask, type TaskRates, type TaskReply } from './tasks';

/** What the pool sends a thread. */
export interface TaskMessage {
  task: HeavyTask;
  rates?: TaskRates;
}

/** What the pool gives a thread when it starts it. */
export interface ThreadData {
  /** The nice value the thread runs at (0: as the main thread). */
  nice: number;
}

/** What a thread says once, before any reply: the nice value it runs at, or why it could not lower it. */
export interface ThreadStarted {
  started: { nice: number; error?: string };
}

/** What a thread answers: the reply, or the message of an error that is not a 4xx `ApiError` (a defect). */
export type ThreadReply = TaskReply | { ok: false; fault: string };

/**
 * Lowers the calling thread's scheduling priority to `nice`. On Linux a thread is a task of its own: setpriority(2) on
 * its id (`/proc/thread-self`) changes that thread alone, so the main thread's event loop keeps its priority and the
 * kernel gives it the CPU first when both want it (within a pod's CPU limit too: the threads of a cgroup share its
 * quota by weight). Lowering one's own priority needs no privilege.
 */
export function lowerPriority(nice: number): ThreadStarted['started'] {
  if (nice === 0) return { nice: 0 };
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) throw new Error('/proc/thread-self names no thread id');
    setPriority(tid, nice);
    return { nice };
  } catch (e) {
    return { nice: 0, error: e instanceof Error ? e.message : String(e) };
  }
}

/** `body` as a view of a whole ArrayBuffer of its own, so that the buffer can be transferred. */
function own(body: Uint8Array): Uint8Array {
  return body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
}

if (parentPort) {
  const data = workerData as Partial<ThreadData> | undefined;
  parentPort.postMessage({ started: lowerPriority(data?.nice ?? 0) } satisfies ThreadStarted);
}

let rates: TaskRates | undefined;
parentPort?.on('message', async (m: TaskMessage) => {
  if (m.rates) rates = m.rates;
  let reply: ThreadReply;
  try {
    if (!rates) throw new Error('no rates data set was sent');
    reply = await runTask(m.task, rates);
  } catch (e) {
    reply = { ok: false, fault: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  if (reply.ok) {
    const body = own(reply.body);
    parentPort!.postMessage({ ...reply, body }, [body.buffer as ArrayBuffer]);
  } else parentPort!.postMessage(reply);
});
