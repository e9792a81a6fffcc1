/**
 * A client's fixed window shared by every replica: one Redis key per client (`{prefix}rl:<budget>:<client>`, the
 * integer counter rate-limiter-flexible keeps), counted by `count-client-window.lua`, which touches only that key
 * (Cluster-safe). A turn's requests of one client go in one script call (`batchedByTurn`), through the
 * connection's deadline and circuit breaker; a call that cannot be made rejects, for the insurance to count.
 */
import type { RedisConnection } from '../redis/redis-connection';
import { luaScript, scriptOn } from '../redis/lua-script';
import { countOf, type BatchCounter, type Count, type Standing } from './counter';

const COUNT_CLIENT_WINDOW = luaScript(__dirname, 'count-client-window.lua', 1);

export class RedisWindow implements BatchCounter<string, Count> {
  private readonly count;

  constructor(
    private readonly redis: RedisConnection,
    /** `{prefix}rl:<budget>`: a client's key is this, a colon and the client. */
    private readonly keyPrefix: string,
    readonly limit: number,
    private readonly windowSeconds: number,
  ) {
    this.count = scriptOn(redis.client, COUNT_CLIENT_WINDOW);
  }

  key(subject: string): string {
    return `${this.keyPrefix}:${subject}`;
  }

  batchKey(subject: string): string {
    return subject;
  }

  async consumeAll(subject: string, costs: number[]): Promise<Count[]> {
    const [resetMs = 0, ...counts] = (await this.redis.call(() =>
      this.count(this.key(subject), this.windowSeconds, this.limit, ...costs),
    )) as number[];
    return costs.map((_, i) => countOf(this.limit, counts[2 * i] ?? 0, counts[2 * i + 1] === 1, resetMs, 'shared'));
  }

  /** The same script with no limit: counted, never refused. */
  async owe(subject: string, cost: number): Promise<Count> {
    const [resetMs = 0, used = 0] = (await this.redis.call(() =>
      this.count(this.key(subject), this.windowSeconds, Number.MAX_SAFE_INTEGER, cost),
    )) as number[];
    return countOf(this.limit, used, false, resetMs, 'shared');
  }

  async peek(subject: string): Promise<Standing> {
    const key = this.key(subject);
    const [used, pttl] = await this.redis.call(() =>
      Promise.all([this.redis.client.get(key), this.redis.client.pttl(key)]),
    );
    return used === null || pttl <= 0
      ? { limit: this.limit, used: 0, resetMs: this.windowSeconds * 1000 }
      : { limit: this.limit, used: Number(used), resetMs: pttl };
  }
}
