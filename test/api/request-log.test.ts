/**
 * `req.log` (middleware/access-log.ts): an error is logged through a child logger bound to
 * the request (its id, method and url), and the client gets a 500 without the error's message or stack.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/api/app';
import type { RatesStore } from '../../src/rates/rates-store';
import { postMcp, modernRequest } from '../mcp/support/mcp-http';
import { testDeps } from '../support/app';

function appWithBrokenRates() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write: (chunk: Buffer, _enc, cb) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), cb()),
  });
  const rates: RatesStore = {
    current: () => Promise.reject(new Error('secret detail of a broken store')),
    save: () => Promise.resolve(),
  };
  const app = createApp(testDeps({}, { logger: pino({ level: 'info' }, sink), rates }));
  return { app, errors: () => lines.filter((l) => l.level === 50) };
}

describe('req.log', () => {
  it.each([
    ['a calculation', '/api/v1/calculate/emi-calculator'],
    ['a calculation with a query string', '/api/v1/calculate/emi-calculator?via=query'],
  ])('logs an unexpected error of %s with the request it belongs to', async (_name, path) => {
    const { app, errors } = appWithBrokenRates();
    const res = await request(app)
      .post(path)
      .set('X-Request-Id', 'req-log-1')
      .send({ principal: 1000, annualRate: 5, tenureYears: 1 });
    expect(res.status).toBe(500);
    expect(res.text).not.toMatch(/secret detail|at .*\.ts/);
    const logged = errors();
    expect(logged.map((l) => l.msg)).toEqual(['unexpected error', 'request errored']);
    expect(logged[0]).toMatchObject({
      req: { id: 'req-log-1', method: 'POST', url: path },
      err: { message: 'secret detail of a broken store' },
    });
  });

  it('logs a failed MCP tool call with the request it belongs to', async () => {
    const { app, errors } = appWithBrokenRates();
    const call = modernRequest('tools/call', {
      name: 'emi-calculator',
      arguments: { principal: 1000, annualRate: 5, tenureYears: 1 },
    });
    const res = await postMcp(app, call.body, { ...call.headers, 'X-Request-Id': 'req-log-2' });
    expect(res.text).not.toMatch(/secret detail/);
    expect(errors()[0]).toMatchObject({
      msg: 'tools/call failed',
      req: { id: 'req-log-2', method: 'POST', url: '/mcp' },
      tool: 'emi-calculator',
    });
  });
});
