/**
 * Draining an HTTP server fast on SIGTERM. `server.close()` stops accepting, but a keep-alive
 * socket whose response finishes after that stays open until its keep-alive timeout (~5 s), and
 * the process waits for it. So, while draining: every response not yet started says
 * `Connection: close` (the client will not reuse the socket; Node ends it after the response),
 * and every socket that falls idle is closed at once. A rolling update then drains in the time
 * the slowest in-flight request takes.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface Drain {
  /** Responses started and not yet finished. */
  readonly inFlight: number;
  /**
   * Stops accepting, lets in-flight requests finish, closes sockets as they go idle; after
   * `graceMs` closes whatever is left. Resolves when the server has closed.
   */
  close(graceMs: number): Promise<void>;
}

/**
 * The responses in flight, each in a slot of one array that only grows to the most ever in flight:
 * a `Set` with one add and one delete per request rehashes every few dozen requests, and a
 * rehashed table, once in the old generation, keeps the responses it held alive until the next
 * full collection (docs/decisions.md, "Per-request objects promoted").
 */
function responseSlots() {
  const slots: Array<ServerResponse | undefined> = [];
  const free: number[] = [];
  return {
    get size() {
      return slots.length - free.length;
    },
    /** Holds `res` until the returned function is first called. */
    hold(res: ServerResponse): () => void {
      const i = free.pop() ?? slots.push(undefined) - 1;
      slots[i] = res;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        slots[i] = undefined;
        free.push(i);
      };
    },
    *[Symbol.iterator]() {
      for (const res of slots) if (res) yield res;
    },
  };
}

export function drainOnClose(server: Server): Drain {
  const inFlight = responseSlots();
  let draining = false;
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());
  /**
   * Per socket, the releases of its pipelined responses still waiting for the socket: Node 20 never emits `close`
   * for one whose socket closes first (it was never assigned one), so the socket's own `close` releases them.
   */
  const waiting = new WeakMap<Socket, Set<() => void>>();

  // Before Express (prepend): a request arriving on a kept-alive socket during the drain is answered with Connection: close.
  server.prependListener('request', (req, res: ServerResponse) => {
    const release = inFlight.hold(res);
    if (draining) res.setHeader('Connection', 'close');
    if (res.socket) {
      res.once('close', () => {
        release();
        if (draining) closeIdle();
      });
      return;
    }
    const socket = req.socket;
    let queued = waiting.get(socket);
    if (!queued) {
      const mine = (queued = new Set());
      waiting.set(socket, mine);
      socket.once('close', () => {
        for (const done of mine) done();
      });
    }
    const done = () => {
      queued.delete(done);
      release();
      if (draining) closeIdle();
    };
    queued.add(done);
    res.once('close', done);
  });

  let closing: Promise<void> | undefined;
  return {
    get inFlight() {
      return inFlight.size;
    },
    close(graceMs) {
      closing ??= new Promise<void>((resolve) => {
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
