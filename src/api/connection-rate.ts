/**
 * New connections per client address, as a token bucket: an address may open `burst` connections at once and then
 * `perSecond` a second. A connection the replica serves costs it three to four times one it refuses at accept
 * (docs/performance.md, "New connections per address"): 1,000 new connections a second from 40 addresses, all served,
 * held the replica's event loop for a third of each second, and every other client's new connection waited behind
 * them. An address within its request budgets needs far fewer: on keep-alive connections, a handful.
 *
 * **Under pressure** the buckets are not enough: 40 addresses at 8 a second are still 320 connections served a second,
 * and others' requests wait behind each burst of them. While the replica receives more than `pressure` new connections
 * a second from capped addresses (admitted or not, a rate decaying over a second), an address may open one new
 * connection a second, whatever its bucket holds. A client on keep-alive connections is untouched; one that opens a
 * connection per request is refused (429, `Retry-After: 1`) until the flood eases.
 *
 * Memory is bounded: an address whose bucket is full again is forgotten at the next clean-up, and past `maxAddresses`
 * remembered addresses the oldest are forgotten (an address forgotten early gets a full bucket, never a refusal).
 */

/** What `admit` decided: let in, or refused by the address's bucket or by the one-a-second rule under pressure. */
export type Admission = 'admitted' | 'rate' | 'pressure';

export interface NewConnectionRateOptions {
  /** Addresses remembered at most (50,000). */
  maxAddresses?: number;
  /** `HTTP_NEW_CONNECTIONS_PRESSURE`: new connections a second to the replica past which the pressure rule applies; 0: never. */
  pressure?: number;
}

/** Under pressure, an address waits this long after its last new connection before another is let in. */
export const PRESSURE_GAP_MS = 1000;

export class NewConnectionRate {
  private readonly buckets = new Map<string, { tokens: number; at: number; last: number }>();
  private readonly maxAddresses: number;
  private readonly pressure: number;
  /** New connections a second, decaying with a time constant of a second: a steady rate r reads about r. */
  private level = 0;
  private levelAt = -Infinity;

  constructor(
    /** `HTTP_NEW_CONNECTIONS_PER_ADDRESS`: new connections a second per address, sustained; 0: not limited. */
    private readonly perSecond: number,
    /** New connections an address may open at once. */
    private readonly burst: number,
    o: NewConnectionRateOptions = {},
  ) {
    this.maxAddresses = o.maxAddresses ?? 50_000;
    this.pressure = o.pressure ?? 0;
  }

  /**
   * Whether `client` may open one more connection at `now` (ms); if so, it is counted in its bucket. The connection
   * itself is counted toward the replica's rate by `arrived`, called first for every new connection.
   */
  admit(client: string, now: number): Admission {
    if (this.perSecond <= 0) return 'admitted';
    const b = this.buckets.get(client);
    if (b === undefined) {
      if (this.buckets.size >= this.maxAddresses) this.forget(now);
      this.buckets.set(client, { tokens: this.burst - 1, at: now, last: now });
      return 'admitted';
    }
    b.tokens = this.tokensAt(b, now);
    b.at = now;
    // Moved to the end: the Map's order is then least recently seen first.
    this.buckets.delete(client);
    this.buckets.set(client, b);
    if (b.tokens < 1) return 'rate';
    if (this.underPressure && now - b.last < PRESSURE_GAP_MS) return 'pressure';
    b.tokens -= 1;
    b.last = now;
    return 'admitted';
  }

  /** Counts a new connection toward the replica's rate, whether it is then admitted or refused for any reason. */
  arrived(now: number): void {
    this.level = this.rateAt(now) + 1;
    this.levelAt = now;
  }

  /** Whether the replica receives new connections faster than `pressure` a second (as of the last `arrived`). */
  get underPressure(): boolean {
    return this.pressure > 0 && this.level > this.pressure;
  }

  /** New connections a second to the replica at `now` (ms): the count decaying with a time constant of a second. */
  rateAt(now: number): number {
    return this.level * Math.exp(-Math.max(0, now - this.levelAt) / 1000);
  }

  /** Addresses remembered now. */
  get size(): number {
    return this.buckets.size;
  }

  private tokensAt(b: { tokens: number; at: number }, now: number): number {
    return Math.min(this.burst, b.tokens + ((now - b.at) * this.perSecond) / 1000);
  }

  /** Forgets the addresses whose buckets are full again, then, if still too many, the least recently seen half. */
  private forget(now: number): void {
    for (const [client, b] of this.buckets) if (this.tokensAt(b, now) >= this.burst) this.buckets.delete(client);
    if (this.buckets.size < this.maxAddresses) return;
    let drop = this.buckets.size >> 1;
    for (const client of this.buckets.keys()) {
      if (drop-- <= 0) break;
      this.buckets.delete(client);
    }
  }
}
