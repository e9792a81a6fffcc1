/**
 * The sockets waiting for a request's headers, oldest first: a new connection until its first request arrives, and a
 * keep-alive connection from its last answer until its next request. While the replica holds at least half of
 * `HTTP_MAX_CONNECTIONS`, a socket that has waited `HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_MS` is closed, oldest first,
 * instead of after `HTTP_HEADERS_TIMEOUT_MS`: addresses that open slow sockets cannot fill the table in the seconds
 * before their first `408`. One that never sent a request, or sent part of its next one, is answered `408` like
 * Node's own headers timeout and counted toward its address's timeouts; an idle keep-alive socket is closed quietly.
 *
 * A Map keeps insertion order, and a socket is moved to the end each time it starts waiting, so the sweep stops at the
 * first socket that has not waited long enough: it looks at the closed ones and one more.
 */
import type { Socket } from 'node:net';

interface Wait {
  since: number;
  /** `socket.bytesRead` when it started waiting: more read since is part of a request not yet whole. */
  bytesRead: number;
  /** Waiting for its first request. */
  fresh: boolean;
}

export interface OverdueSocket {
  socket: Socket;
  /** Whether it counts as a timeout (`408`): it never sent a request, or sent part of its next one. */
  slow: boolean;
}

export class HeaderWaits {
  private readonly waits = new Map<Socket, Wait>();
  private lastSweep = -Infinity;

  constructor(
    /** `HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_MS`; 0: never closed early. */
    private readonly timeoutMs: number,
    /** Open connections at or past which waiting sockets are closed early. */
    private readonly pressureAt: number,
    /** At most one sweep per this many ms. */
    private readonly sweepEveryMs = 100,
  ) {}

  /** `socket` waits for a request from `now` on (`fresh`: its first). */
  wait(socket: Socket, now: number, fresh: boolean): void {
    this.waits.delete(socket);
    this.waits.set(socket, { since: now, bytesRead: socket.bytesRead, fresh });
  }

  /** A request arrived on `socket`, or it closed. */
  done(socket: Socket): void {
    this.waits.delete(socket);
  }

  get size(): number {
    return this.waits.size;
  }

  /**
   * With `open` connections at `now`: the sockets to close (removed from the waits), oldest first; none below the
   * pressure mark, when early closing is off, or within `sweepEveryMs` of the last sweep.
   */
  overdue(open: number, now: number): OverdueSocket[] {
    if (this.timeoutMs <= 0 || open < this.pressureAt || now - this.lastSweep < this.sweepEveryMs) return [];
    this.lastSweep = now;
    const out: OverdueSocket[] = [];
    for (const [socket, w] of this.waits) {
      if (now - w.since < this.timeoutMs) break;
      this.waits.delete(socket);
      out.push({ socket, slow: w.fresh || socket.bytesRead > w.bytesRead });
    }
    return out;
  }
}
