/**
 * One client, one budget: behind TRUST_PROXY the spellings of one address, and the addresses of one
 * IPv6 /64, share the per-minute budget; the access log names the client as the limiter counted it.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { testApp } from '../support/app';

const EMI = '/api/v1/calculate/emi-calculator';
const BODY = { principal: 1000, annualRate: 5, tenureYears: 1 };

function appWithLimit(env: Record<string, string> = {}) {
  const lines: Array<{ client?: string }> = [];
  const sink = new Writable({
    write: (chunk: Buffer, _enc, cb) => (lines.push(JSON.parse(chunk.toString()) as { client?: string }), cb()),
  });
  const { app } = testApp(
    { TRUST_PROXY: 'loopback', RATE_LIMIT_API_PER_MIN: '5', ...env },
    { logger: pino({ level: 'info' }, sink) },
  );
  const send = (forwardedFor: string) => request(app).post(EMI).set('X-Forwarded-For', forwardedFor).send(BODY);
  return { send, lines };
}

describe('the client a request is counted as', () => {
  it('the spellings of one IPv4 address share one budget', async () => {
    const { send, lines } = appWithLimit();
    const spellings = [
      '203.0.113.8',
      '::ffff:203.0.113.8',
      '::ffff:cb00:7108',
      '203.0.113.8:1234',
      '[::ffff:203.0.113.8]',
    ];
    const statuses = [];
    for (const s of spellings) statuses.push((await send(s)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sixth = await send('::ffff:203.0.113.8');
    expect(sixth.status).toBe(429);
    expect(sixth.headers['x-ratelimit-remaining']).toBe('0');
    expect(new Set(lines.map((l) => l.client))).toEqual(new Set(['203.0.113.8']));
  });

  it('sixty-five addresses of one IPv6 /64 share one budget; the next /64 has its own', async () => {
    const { send } = appWithLimit();
    const statuses: number[] = [];
    for (let i = 1; i <= 65; i++) statuses.push((await send(`2001:db8:abcd:12::${i.toString(16)}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60);
    expect((await send('2001:db8:abcd:13::1')).status).toBe(200);
  });

  it('RATE_LIMIT_IPV6_PREFIX widens the group', async () => {
    const { send } = appWithLimit({ RATE_LIMIT_IPV6_PREFIX: '48' });
    for (let i = 0; i < 5; i++) expect((await send(`2001:db8:abcd:${i}::1`)).status).toBe(200);
    expect((await send('2001:db8:abcd:99::1')).status).toBe(429);
  });
});
