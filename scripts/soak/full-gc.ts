/**
 * What a replica holds once its garbage is gone: a full collection forced through Node's inspector
 * (the soak starts the replicas with `--inspect=127.0.0.1:0`), then its resident memory and heap.
 *
 * Why: a replica's RSS is a sawtooth whose period is V8's choice. With allocation-site pretenuring
 * off (the API's Node flags, package.json `start`) a full collection comes every few tens of seconds at the soak's
 * steady load, and the heap grows by a third before it, so the peak of a 15-second window says more about where
 * the window fell in that cycle than about growth. Memory that stays after a full collection is
 * what a leak adds to.
 */
import { rssMiB } from './processes';

export interface AfterCollection {
  rss: number;
  /** MiB, from the process itself: V8's heap in use, and memory outside it (Buffers). */
  heapUsed: number;
  external: number;
}

interface CdpAnswer {
  id: number;
  result?: { result?: { value?: unknown } };
  error?: { message: string };
}

/** One inspector session: `HeapProfiler.collectGarbage` (V8's full, memory-reducing collection), then `process.memoryUsage()`. */
export async function collectAndMeasure(
  inspectorUrl: string,
  pid: number | undefined,
  timeoutMs = 10_000,
): Promise<AfterCollection> {
  if (typeof WebSocket !== 'function')
    throw new Error('the soak needs WebSocket (Node 22, or Node 20 with --experimental-websocket)');
  const ws = new WebSocket(inspectorUrl);
  const pending = new Map<number, (a: CdpAnswer) => void>();
  ws.onmessage = (e: MessageEvent) => {
    const answer = JSON.parse(String(e.data)) as CdpAnswer;
    pending.get(answer.id)?.(answer);
    pending.delete(answer.id);
  };
  let nextId = 1;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<CdpAnswer>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (a) => (a.error ? reject(new Error(`${method}: ${a.error.message}`)) : resolve(a)));
      ws.send(JSON.stringify({ id, method, params }));
    });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the inspector at ${inspectorUrl} did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([
      (async () => {
        await new Promise<void>((resolve, reject) => {
          ws.onopen = () => resolve();
          ws.onerror = () => reject(new Error(`cannot reach the inspector at ${inspectorUrl}`));
        });
        await call('HeapProfiler.collectGarbage');
        const usage = await call('Runtime.evaluate', {
          expression: 'JSON.stringify(process.memoryUsage())',
          returnByValue: true,
        });
        const { heapUsed, external } = JSON.parse(String(usage.result?.result?.value)) as {
          heapUsed: number;
          external: number;
        };
        const rss = rssMiB(pid);
        if (rss === undefined) throw new Error(`no RSS for process ${String(pid)}`);
        return { rss, heapUsed: heapUsed / 2 ** 20, external: external / 2 ** 20 };
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
    ws.close();
  }
}
