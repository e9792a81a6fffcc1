/**
 * Requests a replica is working on at once, per client: a client that sends many heavy requests together takes at
 * most its share of the event loop, whatever its budget has left. Counted in this process only: a request in flight
 * lives on one replica, and a replica that dies takes its places with it (nothing to share, nothing to leak).
 */
export class InFlight {
  private readonly held = new Map<string, number>();

  /**
   * Takes a place for `client` when it holds fewer than `limit`; the returned function gives it back (once, however
   * often it is called). Undefined when every place is taken.
   */
  enter(client: string, limit: number): (() => void) | undefined {
    const held = this.held.get(client) ?? 0;
    if (held >= limit) return undefined;
    this.held.set(client, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(client) ?? 1) - 1;
      if (left <= 0) this.held.delete(client);
      else this.held.set(client, left);
    };
  }

  /** Requests `client` has in flight. */
  of(client: string): number {
    return this.held.get(client) ?? 0;
  }

  /** Clients with at least one request in flight (the map's size: bounded by the open requests). */
  get clients(): number {
    return this.held.size;
  }
}
