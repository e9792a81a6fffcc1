/**
 * The replica's cap on static answers waiting on sockets that do not read them. A static answer's bytes count from
 * the moment it is handed to its response until Node has handed the last of them to the kernel (`finish`) or the
 * socket closes; together they may not pass `maxBytes` (`HTTP_MAX_STATIC_UNREAD_BYTES`). A new static answer that
 * would pass it first drops the sockets whose answers have waited longest, oldest first, as long as each has waited at
 * least `minWaitMs` (1 s: a client that reads takes a static answer in far less); when that does not make room (every
 * waiting answer is younger), the new one is refused `503` with `Retry-After: 1`. So clients that never read cannot
 * keep the documents from the clients that do: their sockets give way, not the newcomers.
 *
 * The bodies are shared buffers (static-answer.ts), so the cap bounds the answers held, not copies of them; the
 * connection guard's `HTTP_MAX_BUFFERED_BYTES` bounds every answer's unread bytes per socket and replica.
 */
import type { ServerResponse } from 'node:http';

export interface UnreadStaticOptions {
  maxBytes: number;
  /** An answer waiting less than this is never dropped to make room. @defaultValue 1000 */
  minWaitMs?: number;
  now?: () => number;
  /** Called with the total after every change (the gauge). */
  onChange?: (bytes: number) => void;
  /** Called for each socket dropped to make room. */
  onDrop?: () => void;
}

export class UnreadStatic {
  private total = 0;
  /** In the order the answers were handed over: the first is the one that has waited longest. */
  private readonly waiting = new Map<ServerResponse, { bytes: number; since: number }>();
  private readonly minWaitMs: number;
  private readonly now: () => number;

  constructor(private readonly o: UnreadStaticOptions) {
    this.minWaitMs = o.minWaitMs ?? 1000;
    this.now = o.now ?? Date.now;
  }

  /** Static answer bytes handed to responses and not yet to the kernel. */
  get bytes(): number {
    return this.total;
  }

  /** Makes room for `bytes` more, dropping sockets that waited long enough; false when there is none. */
  admit(bytes: number): boolean {
    if (this.total + bytes <= this.o.maxBytes) return true;
    const now = this.now();
    for (const [res, w] of this.waiting) {
      if (this.total + bytes <= this.o.maxBytes || now - w.since < this.minWaitMs) break;
      this.release(res);
      this.o.onDrop?.();
      res.destroy();
    }
    return this.total + bytes <= this.o.maxBytes;
  }

  /** Counts `bytes` of `res` until they are all handed to the kernel or its socket closes. */
  track(res: ServerResponse, bytes: number): void {
    if (res.writableFinished || res.destroyed || this.waiting.has(res)) return;
    this.waiting.set(res, { bytes, since: this.now() });
    this.change(bytes);
    const done = () => this.release(res);
    res.once('finish', done);
    res.once('close', done);
  }

  private release(res: ServerResponse): void {
    const w = this.waiting.get(res);
    if (!w) return;
    this.waiting.delete(res);
    this.change(-w.bytes);
  }

  private change(by: number): void {
    this.total += by;
    this.o.onChange?.(this.total);
  }
}
