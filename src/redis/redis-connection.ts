/**
 * The request-path Redis client of a process, watched: Redis going away means degraded, not down.
 * Every call a request makes goes through `call()`, which gives it a deadline and a circuit breaker:
 * a call that fails or misses the deadline rejects with `RedisUnavailableError` and the caller
 * serves that request degraded (insurance limiter, last good rates); after consecutive failures the
 * breaker keeps requests off Redis and probes it in the background until it answers in time again.
 *
 * State changes are logged once per transition (not once per retry or per request), and the client
 * keeps reconnecting with a capped backoff. A deliberate close (shutdown) is no outage: it logs no
 * degraded mode.
 */
import type { Logger } from 'pino';
import { CircuitBreaker, DeadlineExceededError, withDeadline, type BreakerState } from './circuit-breaker';
import { createRedisClient, type RedisClient, type RedisClientOptions } from './client-factory';
import { describeTopology, type RedisTopology } from './topology';

/** `unresponsive`: connected, but the breaker is open (calls failed or missed their deadline). */
export type RedisState = 'connecting' | 'up' | 'unresponsive' | 'down';

export interface RedisConnectionOptions extends Pick<RedisClientOptions, 'connectTimeoutMs' | 'maxRetryDelayMs'> {
  /** Deadline of one call (REDIS_COMMAND_TIMEOUT_MS). @defaultValue 100 */
  commandTimeoutMs?: number;
  /** Consecutive failed or late calls that open the breaker (REDIS_BREAKER_FAILURES). @defaultValue 5 */
  breakerFailures?: number;
  /** Pause between background probes while the breaker is open (REDIS_BREAKER_COOLDOWN_MS). @defaultValue 1000 */
  breakerCooldownMs?: number;
  /**
   * A connection that stays silent this long — its ready check unanswered, or connected with every
   * probe failing — is dropped and reopened: the way out of a partition or a black hole, and how a
   * client finds a new master behind the same address. @defaultValue 5000
   */
  reconnectSilentAfterMs?: number;
}

/** Why a call did not reach an answer: the caller serves degraded. */
export class RedisUnavailableError extends Error {
  constructor(
    readonly reason: 'breaker_open' | 'not_connected' | 'deadline' | 'error',
    cause?: unknown,
  ) {
    super(`Redis unavailable (${reason})`, { cause });
    this.name = 'RedisUnavailableError';
  }
}

/** Replies of a server that refuses the client's credentials (Redis 6+ ACL and requirepass). */
const AUTH_FAILURE = /\b(NOAUTH|WRONGPASS)\b|invalid (username-)?password|ERR AUTH\b/i;

export class RedisConnection {
  readonly client: RedisClient;
  readonly topology: RedisTopology;
  readonly commandTimeoutMs: number;
  private readonly breaker: CircuitBreaker;
  /** The last connection state logged; the state itself is read from the client. */
  private logged: 'connecting' | 'up' | 'down' = 'connecting';
  /** Set by the first error or close: from then on "not connected" is down, not still connecting. */
  private failedOnce = false;
  private closing = false;
  private readonly watchdog: NodeJS.Timeout;
  private silentSince: number | undefined;
  private authFailureLogged = false;

  constructor(
    topology: RedisTopology | string,
    private readonly logger: Logger,
    options: RedisConnectionOptions = {},
  ) {
    this.topology = typeof topology === 'string' ? { kind: 'standalone', url: topology } : topology;
    this.commandTimeoutMs = options.commandTimeoutMs ?? 100;
    this.client = createRedisClient(this.topology, 'requests', options);
    // Events only trigger a look at the client's status: a Cluster emits 'error' for one node or a failed
    // slots refresh while it still serves every slot, which is no outage.
    this.client.on('ready', () => this.observe());
    this.client.on('error', (err: Error) => this.observe(err));
    this.client.on('close', () => this.observe());
    const cooldownMs = options.breakerCooldownMs ?? 1000;
    this.breaker = new CircuitBreaker({
      failureThreshold: options.breakerFailures ?? 5,
      cooldownMs,
      probe: () => withDeadline(this.client.ping(), this.commandTimeoutMs),
      onTransition: (state, cause) => this.breakerTransition(state, cooldownMs, cause),
    });
    const silentMs = options.reconnectSilentAfterMs ?? 5000;
    this.watchdog = setInterval(() => this.dropIfSilent(silentMs), Math.min(1000, silentMs / 2));
    this.watchdog.unref();
  }

  get state(): RedisState {
    const connection = this.connection();
    if (connection !== 'up') return connection;
    return this.breaker.closed ? 'up' : 'unresponsive';
  }

  get breakerState(): BreakerState {
    return this.breaker.state;
  }

  /** Connected and answering within the deadline: request-path calls go to Redis (shared mode). */
  isUp(): boolean {
    return this.state === 'up';
  }

  /**
   * Runs one call: rejects with `RedisUnavailableError` at once when the breaker is open or the
   * client is not connected, and after `deadlineMs` at the latest (request-path calls keep the
   * default, `commandTimeoutMs`; a background refresh may wait longer, never forever).
   */
  async call<T>(command: (client: RedisClient) => Promise<T>, deadlineMs = this.commandTimeoutMs): Promise<T> {
    if (!this.breaker.closed) throw new RedisUnavailableError('breaker_open');
    // Not connected: ioredis rejects at once (no offline queue), and its own state already tells the story.
    if (this.client.status !== 'ready') throw new RedisUnavailableError('not_connected');
    try {
      const value = await withDeadline(command(this.client), deadlineMs);
      this.breaker.success();
      return value;
    } catch (e) {
      this.breaker.failure(e);
      throw new RedisUnavailableError(e instanceof DeadlineExceededError ? 'deadline' : 'error', e);
    }
  }

  /**
   * Starts connecting and resolves once connected, once the first attempt failed, or after `waitMs`,
   * whichever comes first; never throws (an unreachable Redis is a degraded start, not a failed one,
   * and a server that accepts connections and never answers must not hold the start).
   */
  async start(waitMs = 2000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const connecting = this.client.connect().catch(() => {
      // The 'error' handler has logged it; the retry strategy keeps trying.
    });
    await Promise.race([connecting, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }

  /** Closes the connection, politely if possible. */
  async close(): Promise<void> {
    this.closing = true;
    this.breaker.stop();
    clearInterval(this.watchdog);
    if (this.client.status === 'end') return;
    try {
      await withDeadline(this.client.quit(), 1000);
    } catch {
      // Not answered in time: ended below.
    }
    // Also after a QUIT that "succeeded" while reconnecting (ioredis answers it locally, and its
    // reconnection timer would still fire).
    this.client.disconnect();
  }

  /**
   * ioredis waits forever for a ready check a black hole never answers, and a frozen or partitioned
   * server keeps its socket open: neither ends by itself. (ioredis' own socketTimeout does this too,
   * but its timer outlives a close and holds the process for seconds.)
   */
  private dropIfSilent(silentMs: number): void {
    const status = this.client.status;
    if (!(status === 'connect' || (status === 'ready' && !this.breaker.closed))) {
      this.silentSince = undefined;
      return;
    }
    this.silentSince ??= Date.now();
    if (Date.now() - this.silentSince < silentMs) return;
    this.silentSince = undefined;
    this.logger.debug({ redis: status, silentMs }, 'Redis connection silent: reconnecting');
    // Ends the sockets (destroyed after the factory's short disconnectTimeout, since the peer never
    // answers the end) and reconnects.
    this.client.disconnect(true);
  }

  private connection(): 'connecting' | 'up' | 'down' {
    if (this.client.status === 'ready') return 'up';
    return this.failedOnce ? 'down' : 'connecting';
  }

  private observe(err?: Error): void {
    if (err || this.client.status !== 'ready') this.failedOnce = true;
    // Refused credentials are no network outage: said as such, once until Redis is up again (a password changed
    // on the server shows at the next reconnect, after the connection was already logged as down).
    if (err && AUTH_FAILURE.test(err.message) && !this.authFailureLogged && !this.closing) {
      this.authFailureLogged = true;
      this.logger.error(
        {
          redis: 'auth_failed',
          err: { message: err.message.slice(0, 200) },
          topology: describeTopology(this.topology),
        },
        'Redis refused our credentials (NOAUTH/WRONGPASS): the password or ACL user configured (REDIS_URL, REDIS_PASSWORD) no longer matches the server; serving in degraded mode until it does',
      );
    }
    const next = this.connection();
    if (next === this.logged) return;
    const previous = this.logged;
    this.logged = next;
    if (this.closing) return; // our own close: the connection ends because we asked it to
    if (next === 'up') {
      this.authFailureLogged = false;
      this.logger.info(
        { redis: 'up', topology: describeTopology(this.topology) },
        previous === 'down' ? 'Redis is reachable again; leaving degraded mode' : 'Connected to Redis',
      );
      this.breaker.probeSoon();
    } else if (next === 'down') {
      this.logger.warn(
        { redis: 'down', err: err ? { message: err.message, code: (err as NodeJS.ErrnoException).code } : undefined },
        'Redis is unreachable; serving in degraded mode (in-memory stand-ins, last known data) until it answers',
      );
    }
  }

  private breakerTransition(state: BreakerState, cooldownMs: number, cause?: unknown): void {
    if (this.closing) return;
    if (state === 'open') {
      this.logger.warn(
        {
          redis: 'unresponsive',
          breaker: 'open',
          commandTimeoutMs: this.commandTimeoutMs,
          probeEveryMs: cooldownMs,
          err: cause instanceof Error ? { message: cause.message } : undefined,
        },
        'Redis calls keep failing or missing their deadline; serving in degraded mode and probing Redis in the background',
      );
    } else {
      this.logger.info(
        { redis: 'up', breaker: 'closed' },
        'Redis answers within the deadline again; shared mode resumed',
      );
    }
  }
}
