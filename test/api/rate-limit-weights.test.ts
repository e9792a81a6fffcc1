/**
 * An answer weighs what it is: one point of the budget per 64 KiB of JSON, at least one. An ordinary calculation
 * costs one point, as it always did; the heaviest valid debt payoff (50 debts, monthly schedule, hundreds of kB) costs
 * its weight, so a client sending it at its request budget no longer gets sixty of them a minute.
 */
import request from 'supertest';
import { BYTES_PER_POINT } from '../../src/api/middleware/rate-limit';
import { testApp } from '../support/app';

const HEAVY = {
  debts: Array.from({ length: 50 }, (_, i) => ({ name: `d${i}`, balance: 1e6, rate: 1, minPayment: 1000 })),
  monthlyBudget: 100000,
  schedule: 'monthly',
};

describe('weights of answers', () => {
  it('an ordinary calculation costs one point', async () => {
    const { app } = testApp({ RATE_LIMIT_API_PER_MIN: '60' });
    const res = await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 500000, annualRate: 8.5, tenureYears: 30 })
      .expect(200);
    expect(res.text.length).toBeLessThan(BYTES_PER_POINT);
    expect(res.headers.ratelimit).toMatch(/^"api";r=59;t=\d+$/);
  });

  it('a heavy answer costs one point per 64 KiB: it is served, and the next requests pay for it', async () => {
    const { app } = testApp({ RATE_LIMIT_API_PER_MIN: '60' });
    const res = await request(app).post('/api/v1/calculate/debt-payoff-calculator').send(HEAVY).expect(200);
    const weight = Math.ceil(res.text.length / BYTES_PER_POINT);
    expect(weight).toBeGreaterThanOrEqual(5);
    expect(res.headers.ratelimit).toMatch(new RegExp(`^"api";r=${60 - weight};t=\\d+$`));
    expect(res.headers['x-ratelimit-remaining']).toBe(String(60 - weight));
    // A client sending it at full speed is refused after a few, not after sixty.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await request(app).post('/api/v1/calculate/debt-payoff-calculator').send(HEAVY)).status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(Math.ceil((60 - weight) / weight));
    expect(statuses).toContain(429);
  });
});
