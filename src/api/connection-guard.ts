/**
 * Fair shares of a replica's sockets, before any request reaches the app:
 *
 * - **Connections per address.** A client address (the socket's, normalised as the budgets count it) holds at most
 *   `maxPerAddress` open connections; one more is answered 429 and closed, so one address cannot take every slot of
 *   `HTTP_MAX_CONNECTIONS`. Connections from a trusted proxy (`TRUST_PROXY`) are not capped here: the ingress caps
 *   its own clients (deploy/k8s `limit-connections`).
 * - **New connections per address.** `newConnectionsPerSecond` at once, then as many a second (`connection-rate.ts`);
 *   one more is answered 429 at accept, a fraction of the cost of serving it, so a few addresses' bursts of new
 *   connections cannot hold the event loop while others' new connections wait behind them. While the replica receives
 *   more than `newConnectionsPressure` new connections a second, an address may open one a second.
 * - **Idle sockets give way.** At nine tenths of the table, idle keep-alive sockets are closed (at most once a second).
 * - **Requests in flight and unread answers per socket.** Node runs every pipelined request it has parsed and queues
 *   the answers in memory: 1,000 `GET /openapi.json` on each of 8 sockets that never read are 8,000 requests run
 *   and 12 MB held (the bodies share one cached document; distinct answers hold their whole size). A request beyond
 *   `maxInFlight` unanswered ones on its socket, or arriving while the socket holds more than `maxBufferedBytes`
 *   its client has not read, is not run: it is answered 429 with `Connection: close` after the answers before it,
 *   and whatever was pipelined behind it is dropped with the socket. Memory per socket stays within
 *   `maxBufferedBytes` plus `maxInFlight` answers.
 * - **Unread answers of the whole replica.** Each socket's unread bytes (`writableLength`) are looked at when an
 *   answer is handed to it, finishes, a request arrives, the socket drains or closes, and a running total keeps their
 *   sum (`http_unread_answer_bytes`). Past `maxBufferedBytesTotal`, a request on a socket that holds unread or
 *   unfinished answers is refused like the per-socket case, a socket holding none is still served, and a socket
 *   that pipelined past its refusal is closed at once rather than when its client reads: Node has parsed everything
 *   its client sent in one read, and those requests are held until the socket closes.
 * - **Addresses whose connections keep timing out.** A client that opens connections and never finishes a request
 *   holds each slot until `HTTP_HEADERS_TIMEOUT_MS` (or `HTTP_REQUEST_TIMEOUT_MS`) answers it 408, then reconnects.
 *   Past `maxTimeoutsPerAddress` such 408s within a minute, the address's new connections are refused (429, closed)
 *   for the rest of that minute, so a few such addresses cannot hold the connection table.
 * - **Waiting sockets give way under pressure.** From half of `maxConnections` on, a socket that has waited
 *   `headersTimeoutUnderPressureMs` for a request is closed (`header-waits.ts`): a slow one answered 408 and counted
 *   as a timeout above, so many addresses with slow sockets are refused within seconds instead of filling the table
 *   in the `HTTP_HEADERS_TIMEOUT_MS` before their first 408.
 * - **Write side.** A socket with no progress either way for `socketTimeoutMs` (a client that stopped reading its
 *   answers) is closed (`server.timeout`).
 * - **Refusals at the pace they ask for.** A connection refused at accept (the table full: `503`; an address past a
 *   cap above: `429`) never becomes an HTTP connection, and is held before its refusal (`connection-refusals.ts`).
 *
 * Every refusal is counted (`http_connection_refusals_total{reason}`), every such closing
 * (`http_unread_connection_sheddings_total`) too, and each is logged at most once a minute per address.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { Counter, Gauge, type Registry } from 'prom-client';
import { ApiError } from '../errors/api-error';
import { NewConnectionRate } from './connection-rate';
import {
  BAD_REQUEST,
  CLIENT_ERROR_ANSWERS,
  CLIENT_GONE,
  ConnectionRefusals,
  rawRefusal,
  REASONS,
  type Reason,
  TIMEOUT,
} from './connection-refusals';
import { HeaderWaits } from './header-waits';
import { problemBody } from './problem';

export interface ConnectionLimits {
  /** `HTTP_MAX_CONNECTIONS`: past it a new connection is refused (503); idle sockets are closed as it nears. */
  maxConnections: number;
  maxPerAddress: number;
  maxInFlight: number;
  maxBufferedBytes: number;
  /** `HTTP_MAX_BUFFERED_BYTES`: unread answer bytes of all sockets together past which the replica sheds them. */
  maxBufferedBytesTotal: number;
  socketTimeoutMs: number;
  /** `HTTP_NEW_CONNECTIONS_PER_ADDRESS`: new connections per address at once, and then a second; 0: not limited. */
  newConnectionsPerSecond: number;
  /** `HTTP_NEW_CONNECTIONS_PRESSURE`: new connections a second past which an address may open one a second; 0: never. */
  newConnectionsPressure: number;
  /** `HTTP_TIMEOUTS_PER_ADDRESS`: 408s of one address within a minute past which its new connections are refused. */
  maxTimeoutsPerAddress: number;
  /** `REFUSAL_HOLD_MS`: how long a refused connection is held before its refusal is written (half to all); 0: at once. */
  refusalHoldMs: number;
  /** `HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_MS`: from half the table on, the headers timeout (0: none but Node's). */
  headersTimeoutUnderPressureMs: number;
}

export interface ConnectionGuardDeps {
  baseUrl: string;
  logger: Logger;
  registry: Registry;
  /** The client an address counts as (the budgets' normalisation: IPv4-mapped as IPv4, IPv6 by prefix). */
  clientOf: (socketAddress: string | undefined) => string;
  /** Whether a socket's peer is a trusted proxy (Express's compiled `trust proxy`, hop 0). */
  isTrustedProxy: (socketAddress: string) => boolean;
}

interface SocketState {
  /** The capped client this socket counts against; undefined when it comes from a trusted proxy. */
  client: string | undefined;
  inFlight: number;
  /** Answered with `Connection: close`: what was pipelined behind that answer is dropped with the socket. */
  closing: boolean;
  /** This socket's share of the replica's unread answer bytes: its `writableLength` when last looked at. */
  unread: number;
  /** Closed: its share is 0 for good. */
  gone: boolean;
}

const LOG_EVERY_MS = 60_000;
/** Addresses remembered for log throttling; past it the memory is cleared (a log line more, never unbounded). */
const MAX_LOGGED_ADDRESSES = 10_000;

/** Timeouts are counted per address over a fixed window of this many ms. */
const TIMEOUT_WINDOW_MS = 60_000;

/** Applies the limits to `server`, whose only `request` listener is the app. */
export function guardConnections(server: Server, limits: ConnectionLimits, deps: ConnectionGuardDeps): void {
  const refusals = new Counter({
    name: 'http_connection_refusals_total',
    help: 'Connections and requests refused before the app, by reason (replica_connections, connections_per_address, new_connections_per_address, new_connections_under_pressure, timeouts_per_address, requests_in_flight, unread_answers, replica_unread_answers).',
    labelNames: ['reason'],
    registers: [deps.registry],
  });
  for (const reason of Object.keys(REASONS)) refusals.inc({ reason }, 0);
  const idleClosings = new Counter({
    name: 'http_idle_connection_closings_total',
    help: 'Times idle keep-alive connections were closed because the replica neared HTTP_MAX_CONNECTIONS.',
    registers: [deps.registry],
  });
  let open = 0;
  new Gauge({
    name: 'http_open_connections',
    help: 'Open client connections of this replica.',
    registers: [deps.registry],
    collect() {
      this.set(open);
    },
  });

  // The replica's unread answer bytes: the sum of every open socket's `unread`, kept as each changes (O(1) per answer).
  let unreadTotal = 0;
  new Gauge({
    name: 'http_unread_answer_bytes',
    help: 'Answer bytes handed to client connections that their clients have not read yet, all connections together (HTTP_MAX_BUFFERED_BYTES).',
    registers: [deps.registry],
    collect() {
      this.set(unreadTotal);
    },
  });
  const sheddings = new Counter({
    name: 'http_unread_connection_sheddings_total',
    help: 'Connections closed at once because they pipelined past a refusal while the replica held HTTP_MAX_BUFFERED_BYTES of unread answers.',
    registers: [deps.registry],
  });
  /** Brings the socket's share of `unreadTotal` up to date: what it holds now that its client has not read. */
  function account(socket: Socket, state: SocketState): void {
    const unread = state.gone ? 0 : socket.writableLength;
    unreadTotal += unread - state.unread;
    state.unread = unread;
  }

  const body = (reason: Reason) =>
    JSON.stringify(problemBody(new ApiError('rate_limited', REASONS[reason]), deps.baseUrl));
  const connectionRefusal = rawRefusal(body('connections_per_address'));
  const rateRefusal = rawRefusal(body('new_connections_per_address'));
  const replicaRefusal = rawRefusal(
    JSON.stringify(
      problemBody(new ApiError('service_unavailable', REASONS.replica_connections, { designed: true }), deps.baseUrl),
    ),
    '503 Service Unavailable',
  );
  const rate = new NewConnectionRate(limits.newConnectionsPerSecond, Math.max(1, limits.newConnectionsPerSecond), {
    pressure: limits.newConnectionsPressure,
  });
  const pressureRefusal = rawRefusal(body('new_connections_under_pressure'));
  new Gauge({
    name: 'http_new_connections_rate',
    help: 'New connections a second to this replica from addresses it caps (not trusted proxies), admitted or not, decaying over a second; past HTTP_NEW_CONNECTIONS_PRESSURE each address may open one a second.',
    registers: [deps.registry],
    collect() {
      this.set(Math.round(rate.rateAt(Date.now()) * 10) / 10);
    },
  });
  const timeoutRefusal = rawRefusal(body('timeouts_per_address'));
  /** 408s per client address in its current window (bounded: cleared of ended windows when it grows large). */
  const timeouts = new Map<string, { count: number; until: number }>();
  const timedOut = (client: string): boolean => {
    const t = timeouts.get(client);
    return t !== undefined && t.until > Date.now() && t.count >= limits.maxTimeoutsPerAddress;
  };
  function countTimeout(client: string): void {
    const now = Date.now();
    if (timeouts.size >= MAX_LOGGED_ADDRESSES) for (const [c, t] of timeouts) if (t.until <= now) timeouts.delete(c);
    if (timeouts.size >= MAX_LOGGED_ADDRESSES) timeouts.clear();
    const t = timeouts.get(client);
    if (t && t.until > now) t.count++;
    else timeouts.set(client, { count: 1, until: now + TIMEOUT_WINDOW_MS });
  }
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    const state = states.get(socket);
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' && state?.client !== undefined) countTimeout(state.client);
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !answering?.headersSent && err.code !== CLIENT_GONE)
      socket.write(CLIENT_ERROR_ANSWERS[err.code ?? ''] ?? BAD_REQUEST);
    socket.destroy(err);
  });
  const perClient = new Map<string, number>();
  const states = new WeakMap<Socket, SocketState>();
  const lastLogged = new Map<string, number>();

  /** Whether `what` has not been logged for `client` within the last minute (and notes that it is now). */
  function logNow(what: string, client: string): boolean {
    const now = Date.now();
    if ((lastLogged.get(`${what}|${client}`) ?? 0) > now - LOG_EVERY_MS) return false;
    if (lastLogged.size >= MAX_LOGGED_ADDRESSES) lastLogged.clear();
    lastLogged.set(`${what}|${client}`, now);
    return true;
  }

  function refused(reason: Reason, client: string, extra: Record<string, unknown> = {}): void {
    refusals.inc({ reason });
    if (!logNow(reason, client)) return;
    deps.logger.warn(
      { client, reason, ...extra },
      `Refused before the app (${reason}); logged once a minute per client`,
    );
  }

  let lastIdleClosing = 0;
  const waits = new HeaderWaits(limits.headersTimeoutUnderPressureMs, limits.maxConnections / 2);
  const earlyClosings = new Counter({
    name: 'http_pressure_closings_total',
    help: 'Connections closed because they waited HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_MS for a request while the replica held half of HTTP_MAX_CONNECTIONS: slow (answered 408, counted toward HTTP_TIMEOUTS_PER_ADDRESS) or idle.',
    labelNames: ['kind'],
    registers: [deps.registry],
  });
  for (const kind of ['slow', 'idle']) earlyClosings.inc({ kind }, 0);
  /** Under pressure, closes the sockets that have waited too long for a request (`header-waits.ts`). */
  function sweep(): void {
    for (const { socket, slow } of waits.overdue(open, Date.now())) {
      earlyClosings.inc({ kind: slow ? 'slow' : 'idle' });
      const client = states.get(socket)?.client;
      if (slow && client !== undefined) countTimeout(client);
      if (slow && socket.writable) socket.end(TIMEOUT, () => socket.destroy());
      else socket.destroy();
    }
  }
  server.on('drop', sweep);

  // Refused connections are held before their refusal is written (`connection-refusals.ts`), at most as many at once
  // as the table holds: past that, one written at once is reconnected at once, and 130 addresses × 32 sockets kept the
  // replica refusing the same sockets every 100 ms. Node's own limit is twice the table: the table, and the refusals
  // held beside it; past it Node closes a new connection unanswered.
  const holds = new ConnectionRefusals(limits.refusalHoldMs, limits.maxConnections, deps.registry);
  server.maxConnections = limits.maxConnections * 2;
  /** Whether `socket` is let in; if not, it is refused and never becomes an HTTP connection. */
  function admit(socket: Socket): boolean {
    const address = socket.remoteAddress;
    const trusted = address !== undefined && deps.isTrustedProxy(address);
    const client = trusted ? undefined : deps.clientOf(address);
    const now = Date.now();
    // Every new connection from a capped address counts toward the replica's rate, refused or not.
    if (client !== undefined) rate.arrived(now);
    /** Refuses `socket` for `reason`: held, then `text` written. */
    const refuse = (reason: Reason, text: string, extra: Record<string, unknown>): false => {
      refused(reason, client ?? deps.clientOf(address), extra);
      holds.refuse(socket, text);
      return false;
    };
    if (open >= limits.maxConnections) {
      // The table is full (Node's own limit is above it): a 503 with Retry-After, the waiting sockets looked at first.
      sweep();
      return refuse('replica_connections', replicaRefusal, { open });
    }
    if (client !== undefined && timedOut(client))
      return refuse('timeouts_per_address', timeoutRefusal, { timeouts: timeouts.get(client)?.count });
    if (client !== undefined) {
      const held = perClient.get(client) ?? 0;
      if (held >= limits.maxPerAddress) return refuse('connections_per_address', connectionRefusal, { held });
      const admission = rate.admit(client, now);
      if (admission === 'rate') return refuse('new_connections_per_address', rateRefusal, { held });
      if (admission === 'pressure')
        return refuse('new_connections_under_pressure', pressureRefusal, {
          held,
          newConnectionsPerSecond: Math.round(rate.rateAt(now)),
        });
      perClient.set(client, held + 1);
    }
    const state: SocketState = { client, inFlight: 0, closing: false, unread: 0, gone: false };
    states.set(socket, state);
    open++;
    // A trusted proxy sends whole requests (the ingress reads them first) and reuses its idle connections.
    if (client !== undefined) waits.wait(socket, now, true);
    sweep();
    socket.on('drain', () => account(socket, state));
    socket.once('close', () => {
      open--;
      waits.done(socket);
      state.gone = true;
      account(socket, state);
      if (client === undefined) return;
      const held = (perClient.get(client) ?? 1) - 1;
      if (held <= 0) perClient.delete(client);
      else perClient.set(client, held);
    });
    if (open >= limits.maxConnections * 0.9 && now - lastIdleClosing >= 1000) {
      lastIdleClosing = now;
      idleClosings.inc();
      server.closeIdleConnections();
    }
    return true;
  }
  // Node's HTTP server reads a connection through its one 'connection' listener; it is called for the sockets let in
  // only, so a refused one costs no parser and no HTTP timers.
  const httpListeners = server.listeners('connection') as ((this: Server, socket: Socket) => void)[];
  if (httpListeners.length !== 1)
    throw new Error("guardConnections: the server needs Node's one HTTP 'connection' listener");
  const [http] = httpListeners as [(this: Server, socket: Socket) => void];
  server.removeListener('connection', http);
  server.on('connection', (socket: Socket) => {
    if (admit(socket)) http.call(server, socket);
  });

  const [app] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!app || server.listenerCount('request') !== 1) throw new Error('guardConnections: the server needs its one app');
  server.removeListener('request', app);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const state = states.get(socket);
    if (!state) return app(req, res);
    waits.done(socket);
    account(socket, state);
    const overBudget = unreadTotal > limits.maxBufferedBytesTotal;
    if (state.closing) {
      // Behind a refusal that closes the socket: nothing more is run or answered on it. While the replica holds its
      // budget of unread answers, such a socket is closed at once rather than at its client's pace, and with it the
      // requests Node parsed behind the refusal.
      if (overBudget && !socket.destroyed) {
        sheddings.inc();
        const client = state.client ?? deps.clientOf(socket.remoteAddress);
        if (logNow('shed', client)) {
          deps.logger.warn(
            { client, unreadBytes: state.unread, replicaUnreadBytes: unreadTotal },
            'Closed a connection that pipelined past a refusal while the replica held HTTP_MAX_BUFFERED_BYTES of unread answers; logged once a minute per client',
          );
        }
        socket.destroy();
      }
      return;
    }
    const reason: Reason | undefined =
      state.inFlight >= limits.maxInFlight
        ? 'requests_in_flight'
        : state.unread > limits.maxBufferedBytes
          ? 'unread_answers'
          : overBudget && (state.unread > 0 || state.inFlight > 0)
            ? 'replica_unread_answers'
            : undefined;
    if (reason) {
      state.closing = true;
      refused(reason, state.client ?? deps.clientOf(socket.remoteAddress), {
        inFlight: state.inFlight,
        unreadBytes: state.unread,
        ...(reason === 'replica_unread_answers' && { replicaUnreadBytes: unreadTotal }),
      });
      const text = body(reason);
      res.writeHead(429, {
        'Content-Type': 'application/problem+json',
        'Content-Length': Buffer.byteLength(text),
        'Retry-After': '1',
        Connection: 'close',
      });
      res.end(text);
      return;
    }
    state.inFlight++;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      state.inFlight--;
      if (state.inFlight === 0 && state.client !== undefined && !state.closing && !socket.destroyed)
        waits.wait(socket, Date.now(), false);
      // Node has handed the next pipelined answer, if any, to the socket.
      account(socket, state);
    };
    // The whole answer is in the socket's buffer (or the kernel's).
    res.once('prefinish', () => account(socket, state));
    res.once('finish', finished);
    res.once('close', finished);
    app(req, res);
  });

  server.timeout = limits.socketTimeoutMs;
}
