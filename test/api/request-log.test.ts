/**
 * `req.log` and the access line (pino-http, middleware/access-log.ts): an error is logged through a child logger bound to
 * the request (its id, method and url), and the client gets a 500 without the error's message or stack.
 */
import express from 'express';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/api/app';
import { LoadShedder } from '../../src/api/load-shedding';
import { accessLog } from '../../src/api/middleware/access-log';
import { Registry } from 'prom-client';
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

  it.each([
    ['REST', '/api/v1/calculate/emi-calculator'],
    ['MCP', '/mcp'],
  ])('a call shed by a lagging replica (%s) is a designed 503: its line is info, nothing at error', async (_, path) => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write: (chunk: Buffer, _enc, cb) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), cb()),
    });
    // A lag of 1 s remembered: every calculation is shed.
    let t = 0;
    const shedder = new LoadShedder({ boundMs: 100, registry: new Registry(), now: () => t });
    t += 1000;
    shedder.tick();
    const app = createApp(testDeps({}, { logger: pino({ level: 'info' }, sink), shedder }));
    const args = { principal: 1000, annualRate: 5, tenureYears: 1 };
    const call = modernRequest('tools/call', { name: 'emi-calculator', arguments: args });
    const res =
      path === '/mcp' ? await postMcp(app, call.body, call.headers) : await request(app).post(path).send(args);
    expect([res.status, res.headers['retry-after']]).toEqual([503, '1']);
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    expect(lines.find((l) => (l.req as { url?: string } | undefined)?.url === path)).toMatchObject({ level: 30 });
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

/** The access line (pino-http): its fields are what docs/operate.md and the dashboards read, no more. */
describe('the access line', () => {
  function appLogging() {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write: (chunk: Buffer, _enc, cb) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), cb()),
    });
    return { app: createApp(testDeps({}, { logger: pino({ level: 'info' }, sink) })), lines };
  }

  it('says the request (id honoured from X-Request-Id), status, time, route and client, and no header or body', async () => {
    const { app, lines } = appLogging();
    const res = await request(app)
      .post('/api/v1/calculate/emi-calculator?via=query')
      .set('X-Request-Id', 'access-line-1')
      .set('User-Agent', 'agent-secret-7')
      .send({ principal: 123456, annualRate: 5, tenureYears: 1 })
      .expect(200);
    expect(res.headers['x-request-id']).toBe('access-line-1');
    expect(lines).toHaveLength(1);
    const { level, time, pid, hostname, ...fields } = lines[0]!;
    expect([level, typeof time, typeof pid, typeof hostname]).toEqual([30, 'number', 'number', 'string']);
    expect(fields).toEqual({
      req: {
        id: 'access-line-1',
        method: 'POST',
        url: '/api/v1/calculate/emi-calculator?via=query',
        remoteAddress: expect.stringMatching(/127\.0\.0\.1|::1/),
      },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      route: '/api/v1/calculate/:slug',
      client: expect.any(String),
      msg: 'request completed',
    });
    expect(JSON.stringify(lines)).not.toMatch(/123456|agent-secret-7|user-agent|content-type/i);
  });

  it('gives a request without a usable X-Request-Id a UUID; a probe writes no line; a 404 is a warning', async () => {
    const { app, lines } = appLogging();
    const res = await request(app).get('/no-such-page').set('X-Request-Id', 'not an id');
    await request(app).get('/healthz').expect(200);
    expect(res.status).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, req: { id: res.headers['x-request-id'], url: '/no-such-page' } });
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('is pino-http: the request carries its id as req.id and its child logger as req.log', async () => {
    const seen: Array<{ id: unknown; logs: boolean }> = [];
    const app = express();
    app.use(accessLog({ logger: pino({ level: 'silent' }), clientOf: () => 'c' }));
    app.get('/', (req, res) => {
      seen.push({ id: req.id, logs: typeof req.log?.error === 'function' && req.log !== undefined });
      res.end();
    });
    await request(app).get('/').set('X-Request-Id', 'pino-http-1').expect(200);
    expect(seen).toEqual([{ id: 'pino-http-1', logs: true }]);
  });
});
