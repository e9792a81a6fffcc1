/**
 * New connections per client address, as a token bucket: an address may open `burst` connections at once and then
 * `perSecond` a second. A connection the replica serves costs it three to four times one it refuses at accept
 * (docs/performance.md, "New connections per address"): 1,000 new connections a second from 40 addresses, all served,
 * held the replica's event loop for a third of each second, and every other client's new connection waited behind
 * them. An address within its request budgets needs far fewer: on keep-alive connections, a handful.
 *
 * Memory is bounded: an address whose bucket is full again is forgotten at the next clean-up, and past `maxAddresses`
 * remembered addresses the oldest are forgotten (an address forgotten early gets a full bucket, never a refusal).
 */
export class NewConnectionRate {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    /** `HTTP_NEW_CONNECTIONS_PER_ADDRESS`: new connections a second per address, sustained; 0: not limited. */
    private readonly perSecond: number,
    /** New connections an address may open at once (`HTTP_MAX_CONNECTIONS_PER_ADDRESS`). */
    private readonly burst: number,
    private readonly maxAddresses = 50_000,
  ) {}

  /** Whether `client` may open one more connection at `now` (ms); if so, it is counted. */
  admit(client: string, now: number): boolean {
    if (this.perSecond <= 0) return true;
    const b = this.buckets.get(client);
    if (b === undefined) {
      if (this.buckets.size >= this.maxAddresses) this.forget(now);
      this.buckets.set(client, { tokens: this.burst - 1, at: now });
      return true;
    }
    b.tokens = this.tokensAt(b, now);
    b.at = now;
    // Moved to the end: the Map's order is then least recently seen first.
    this.buckets.delete(client);
    this.buckets.set(client, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
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
