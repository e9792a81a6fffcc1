/**
 * A fixed window per subject in this process (rate-limiter-flexible's `RateLimiterMemory`): the whole budget in
 * embedded mode, and the insurance while Redis is away (the budget divided by the expected replica count).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { countOf, type Count, type Counter, type Standing } from './counter';

export class MemoryCounter implements Counter<string> {
  private readonly limiter: RateLimiterMemory;

  constructor(
    readonly limit: number,
    private readonly windowSeconds: number,
  ) {
    this.limiter = new RateLimiterMemory({ points: limit, duration: windowSeconds });
  }

  async consume(subject: string, cost: number): Promise<Count> {
    let res: RateLimiterRes;
    let refused = false;
    try {
      res = await this.limiter.consume(subject, cost);
    } catch (e) {
      // A refusal is an answer: rate-limiter-flexible rejects with the window's state past the limit.
      if (!(e instanceof RateLimiterRes)) throw e;
      res = e;
      refused = true;
    }
    let used = res.consumedPoints;
    if (refused && cost > 1) {
      await this.limiter.reward(subject, cost);
      used -= cost;
    }
    return countOf(this.limit, used, refused, res.msBeforeNext, 'local');
  }

  async owe(subject: string, cost: number): Promise<Count> {
    const res = await this.limiter.penalty(subject, cost);
    return countOf(this.limit, res.consumedPoints, false, res.msBeforeNext, 'local');
  }

  async peek(subject: string): Promise<Standing> {
    const res = await this.limiter.get(subject);
    return {
      limit: this.limit,
      used: res?.consumedPoints ?? 0,
      resetMs: res?.msBeforeNext ?? this.windowSeconds * 1000,
    };
  }
}
