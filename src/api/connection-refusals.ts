/**
 * Connections refused at accept (the table full, an address past a connection cap), answered at the pace they ask
 * for. A refused connection is held for a random half to all of `REFUSAL_HOLD_MS` (never past its `Retry-After: 1`)
 * before its refusal is written and it is closed: a client that reconnects the moment it is refused then costs the
 * replica one refusal a second per connection, not as many as it can send. What it sends meanwhile is read and
 * dropped: nothing is kept, and no unread bytes turn the close into a reset before the client has read the refusal.
 * At most `maxHeld` are held at once; past them a refusal is written at once.
 *
 * Also the words of every refusal the connection guard writes before the app (`connection-guard.ts`), and the raw
 * answers it writes for a client error.
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

/** Why a connection or request was refused before the app (`http_connection_refusals_total{reason}`). */
export type Reason =
  | 'replica_connections'
  | 'connections_per_address'
  | 'new_connections_per_address'
  | 'new_connections_under_pressure'
  | 'timeouts_per_address'
  | 'requests_in_flight'
  | 'unread_answers'
  | 'replica_unread_answers';

/** Each reason in words, for the problem+json body of its refusal. */
export const REASONS: Readonly<Record<Reason, string>> = {
  replica_connections: 'The server holds as many open connections as it can; try again in a second',
  connections_per_address: 'This address holds as many open connections as one client may; close some or reuse them',
  new_connections_per_address:
    'This address opens new connections faster than one client may; reuse open connections (keep-alive) or wait a second',
  new_connections_under_pressure:
    'The server is receiving new connections faster than it serves them; until that eases, one address may open one a second: reuse open connections (keep-alive) or wait a second',
  timeouts_per_address:
    "This address's connections keep timing out before sending a whole request; it may open new ones again within a minute",
  requests_in_flight: 'Too many pipelined requests on this connection are waiting for their answers',
  unread_answers: 'This connection has not read the answers already sent; read them before sending more requests',
  replica_unread_answers:
    'The server holds as many unread answers as it can; read the answers already sent on this connection before sending more requests',
};

/**
 * What Node writes for a client error when the server has no `clientError` listener (lib/_http_server.js,
 * `socketOnError`); the guard listens to count timeouts, so it writes them itself.
 */
export const TIMEOUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';
export const CLIENT_ERROR_ANSWERS: Readonly<Record<string, string>> = {
  ERR_HTTP_REQUEST_TIMEOUT: TIMEOUT,
  HPE_HEADER_OVERFLOW: 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n',
};
export const BAD_REQUEST = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';
/**
 * The client error of a client that closed its side before finishing a request: it has gone, and nothing is written
 * to it (Node would write a 400; nginx closes too). An attacker that drops 4,000 such sockets at once otherwise has
 * the replica write 4,000 answers nobody reads, about 100 ms of its event loop.
 */
export const CLIENT_GONE = 'HPE_INVALID_EOF_STATE';
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
      help: 'Connections refused at accept and held now before their refusal is written (REFUSAL_HOLD_MS), at most HTTP_MAX_CONNECTIONS.',
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
