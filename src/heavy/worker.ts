/**
 * A thread of the heavy-work pool: runs each task it is sent (src/heavy/tasks.ts) and posts the reply back with its
 * bytes transferred. The rates data set comes with a task only when it changed since the last one.
 */
import { parentPort } from 'node:worker_threads';
import { runTask, type HeavyTask, type TaskRates, type TaskReply } from './tasks';

/** What the pool sends a thread. */
export interface TaskMessage {
  task: HeavyTask;
  rates?: TaskRates;
}

/** What a thread answers: the reply, or the message of an error that is not a 4xx `ApiError` (a defect). */
export type ThreadReply = TaskReply | { ok: false; fault: string };

/** `body` as a view of a whole ArrayBuffer of its own, so that the buffer can be transferred. */
function own(body: Uint8Array): Uint8Array {
  return body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
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
