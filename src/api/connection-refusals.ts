/**
 * Connections refused at accept (the table full, an address past a connection cap), answered at the pace they ask
 * for. A refused connection is held for a random half to all of `REFUSAL_HOLD_MS` (never past its `Retry-After: 1`)
 * before its refusal is written and it is closed: a client that reconnects the moment it is refused then costs the
 * replica one refusal a second per connection, not as many as it can send. What it sends meanwhile is read and
 * dropped: nothing is kept, and no unread bytes turn the close into a reset before the client has read the refusal.
 * At most `maxHeld` are held at once; past them a refusal is written at once.
 */
import type { Socket } from 'node:net';
import { Gauge, type Registry } from 'prom-client';

/** A refusal written straight to a socket that has sent no request yet: `status` with a problem+json body. */
export function rawRefusal(body: string, status = '429 Too Many Requests'): string {
  return (
    `HTTP/1.1 ${status}\r\nContent-Type: application/problem+json\r\nRetry-After: 1\r\n` +
    `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

export class ConnectionRefusals {
  private holding = 0;

  constructor(
    /** `REFUSAL_HOLD_MS`; 0: every refusal written at once. */
    private readonly holdMs: number,
    private readonly maxHeld: number,
    registry: Registry,
  ) {
    const holding = () => this.holding;
    new Gauge({
      name: 'http_connection_refusals_holding',
      help: 'Connections refused at accept and held now before their refusal is written (REFUSAL_HOLD_MS), at most half of HTTP_MAX_CONNECTIONS.',
      registers: [registry],
      collect() {
        this.set(holding());
      },
    });
  }

  /** Writes `text` (a `rawRefusal`) to `socket` and closes it, after the hold while fewer than `maxHeld` are held. */
  refuse(socket: Socket, text: string): void {
    socket.on('error', () => undefined);
    socket.resume();
    const write = () => {
      if (!socket.destroyed) socket.end(text, () => socket.destroy());
    };
    if (this.holdMs <= 0 || this.holding >= this.maxHeld) return write();
    this.holding++;
    const timer = setTimeout(write, this.holdMs * (0.5 + Math.random() / 2));
    socket.once('close', () => {
      clearTimeout(timer);
      this.holding--;
    });
  }
}
