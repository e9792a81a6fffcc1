/**
 * The fast path (src/api/fast-path.ts) against the Express router for the same requests: identical
 * status, headers, bodies, metrics and access-log lines. Two apps from the same dependencies, one
 * with `routerOnly`, each sent the same sequence (so rate-limit counters move in step). Compressed
 * bodies are in errors.test.ts (body-parser reads them on either path).
 */
import { Server } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/api/app';
import { expressServer, installFastPath } from '../../src/api/fast-path';
import { testDeps } from '../support/app';
import { modernRequest } from '../mcp/support/mcp-http';

const EMI = '/api/v1/calculate/emi-calculator';
const JSON_TYPE = { 'Content-Type': 'application/json' };
const MCP_HEADERS = { ...JSON_TYPE, Accept: 'application/json, text/event-stream' };

interface Case {
  name: string;
  /** What both must answer (so a case cannot silently turn into a 429). */
  status: number;
  method: 'post' | 'get' | 'options' | 'put';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const CASES: Case[] = [
  {
    name: 'valid EMI',
    status: 200,
    method: 'post',
    path: EMI,
    headers: JSON_TYPE,
    body: JSON.stringify({ principal: 100000, annualRate: 10, tenureYears: 2 }),
  },
  {
    name: 'valid mortgage with its monthly schedule',
    status: 200,
    method: 'post',
    path: '/api/v1/calculate/mortgage-calculator',
    headers: JSON_TYPE,
    body: JSON.stringify({ homePrice: 400000, annualRate: 6.5, tenureYears: 30, schedule: 'monthly' }),
  },
  {
    name: 'the same, compressed',
    status: 200,
    method: 'post',
    path: '/api/v1/calculate/mortgage-calculator',
    headers: { ...JSON_TYPE, 'Accept-Encoding': 'gzip' },
    body: JSON.stringify({ homePrice: 400000, annualRate: 6.5, tenureYears: 30, schedule: 'monthly' }),
  },
  {
    name: 'charset and a BOM',
    status: 200,
    method: 'post',
    path: EMI,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: '\ufeff{"principal":1000,"annualRate":5,"tenureYears":1}',
  },
  {
    name: '422 invalid input',
    status: 422,
    method: 'post',
    path: EMI,
    headers: JSON_TYPE,
    body: JSON.stringify({ principal: -1, annualRate: 10, tenureYears: 2 }),
  },
  { name: '400 malformed JSON', status: 400, method: 'post', path: EMI, headers: JSON_TYPE, body: '{"principal": 1,' },
  { name: '400 not an object', status: 400, method: 'post', path: EMI, headers: JSON_TYPE, body: '[1]' },
  { name: '413 too large', status: 413, method: 'post', path: EMI, headers: JSON_TYPE, body: JSON.stringify({ principal: 1, pad: 'x'.repeat(120_000) }) },
  { name: '415 not JSON', status: 415, method: 'post', path: EMI, headers: { 'Content-Type': 'text/plain' }, body: 'principal=1' },
  { name: '404 unknown slug', status: 404, method: 'post', path: '/api/v1/calculate/no-such-calculator', headers: JSON_TYPE, body: '{}' },
  { name: '405 GET', status: 405, method: 'get', path: EMI },
  { name: '405 PUT', status: 405, method: 'put', path: EMI, headers: JSON_TYPE, body: '{}' },
  {
    name: 'CORS preflight',
    status: 204,
    method: 'options',
    path: EMI,
    headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  },
  {
    name: 'cross-origin POST',
    status: 200,
    method: 'post',
    path: EMI,
    headers: { ...JSON_TYPE, Origin: 'https://elsewhere.example' },
    body: '{"principal":1,"annualRate":1,"tenureYears":1}',
  },
  {
    name: 'MCP tools/call',
    status: 200,
    method: 'post',
    path: '/mcp',
    headers: {
      ...MCP_HEADERS,
      ...modernRequest('tools/call', { name: 'emi-calculator', arguments: { principal: 1000, annualRate: 5, tenureYears: 1 } }).headers,
    },
    body: JSON.stringify(modernRequest('tools/call', { name: 'emi-calculator', arguments: { principal: 1000, annualRate: 5, tenureYears: 1 } }).body),
  },
  { name: 'MCP parse error', status: 400, method: 'post', path: '/mcp', headers: MCP_HEADERS, body: '{"jsonrpc":' },
  { name: 'MCP 415', status: 415, method: 'post', path: '/mcp', headers: { ...MCP_HEADERS, 'Content-Type': 'text/plain' }, body: 'x' },
  { name: 'MCP 406', status: 406, method: 'post', path: '/mcp', headers: { ...MCP_HEADERS, Accept: 'text/html' }, body: '{}' },
  { name: 'MCP 403 origin', status: 403, method: 'post', path: '/mcp', headers: { ...MCP_HEADERS, Origin: 'http://evil.example' }, body: '{}' },
  { name: 'MCP GET 405', status: 405, method: 'get', path: '/mcp' },
  // The limits are 15 (api) and 7 (mcp) per minute; preflights and 403s are answered before the limiter.
  // The cases above used 13 and 5: two more pass, the third is refused.
  ...[200, 200, 429].map((status, i): Case => ({
    name: `EMI, limit ${i}`,
    status,
    method: 'post',
    path: EMI,
    headers: JSON_TYPE,
    body: '{"principal":1,"annualRate":1,"tenureYears":1}',
  })),
  ...[200, 200, 429].map((status, i): Case => ({
    name: `MCP, limit ${i}`,
    status,
    method: 'post',
    path: '/mcp',
    headers: MCP_HEADERS,
    body: '{"jsonrpc":"2.0","id":7,"method":"ping"}',
  })),
];

/** Headers that legitimately differ between two runs a moment apart. */
function comparable(headers: Record<string, string>): Record<string, string> {
  const { date: _date, 'x-ratelimit-reset': _reset, ...rest } = headers;
  if (rest.ratelimit) rest.ratelimit = rest.ratelimit.replace(/;t=\d+$/, ';t=…');
  if (rest['retry-after']) rest['retry-after'] = '…';
  return rest;
}

/**
 * `server`: served by expressServer() (requests made with Express's prototypes, as in production)
 * rather than by a plain http.createServer (the prototypes swapped per request, as under supertest).
 */
function build(mode: 'router' | 'fast' | 'server') {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, cb) => (lines.push(chunk.toString()), cb()) });
  const deps = testDeps(
    { RATE_LIMIT_API_PER_MIN: '15', RATE_LIMIT_MCP_PER_MIN: '7' },
    { logger: pino({ level: 'info' }, sink), routerOnly: mode === 'router' },
  );
  const app = createApp(deps);
  return { app: mode === 'server' ? expressServer(app) : app, deps, lines };
}

async function send(app: express.Express | Server, c: Case, i: number) {
  let r = request(app)[c.method](c.path).set('X-Request-Id', `case-${i}`);
  for (const [k, v] of Object.entries(c.headers ?? {})) r = r.set(k, v);
  const res = await (c.body === undefined ? r : r.send(c.body));
  return { status: res.status, headers: comparable(res.headers as Record<string, string>), text: res.text };
}

describe.each(['fast', 'server'] as const)('the fast path (%s) answers exactly as the Express router does', (mode) => {
  const fast = build(mode);
  const router = build('router');
  const answers: Array<[Awaited<ReturnType<typeof send>>, Awaited<ReturnType<typeof send>>]> = [];

  beforeAll(async () => {
    for (const [i, c] of CASES.entries()) answers.push([await send(fast.app, c, i), await send(router.app, c, i)]);
  });
  afterAll(() => {
    if (fast.app instanceof Server) fast.app.close();
  });

  it.each(CASES.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    const [a, b] = answers[i]!;
    expect(a.status).toBe(CASES[i]!.status);
    expect(a).toEqual(b);
  });

  it('the 429s carry their own error formats: problem+json on the API, JSON-RPC on /mcp', () => {
    expect(answers.filter(([a]) => a.status === 429).map(([a]) => a.headers['content-type'])).toEqual([
      expect.stringMatching(/^application\/problem\+json/),
      expect.stringMatching(/^application\/json/),
    ]);
  });

  it('records the same metrics', async () => {
    const series = async (deps: typeof fast.deps) =>
      (await deps.metrics.registry.metrics())
        .split('\n')
        .filter((l) => /^(http_request_duration_seconds_count|calculations_total|rate_limit_rejections_total|mcp_requests_total)/.test(l))
        .sort();
    const a = await series(fast.deps);
    expect(a.length).toBeGreaterThan(10);
    expect(a).toEqual(await series(router.deps));
  });

  it('writes the same access-log lines', () => {
    const strip = (lines: string[]) =>
      lines.map((l) => {
        const { time: _t, responseTime: _r, pid: _p, hostname: _h, ...rest } = JSON.parse(l) as Record<string, unknown>;
        return JSON.stringify(rest).replace(/"remoteAddress":"[^"]*"/, '');
      });
    expect(strip(fast.lines).length).toBe(CASES.length);
    expect(strip(fast.lines)).toEqual(strip(router.lines));
  });
});

describe('installFastPath', () => {
  const fail: express.ErrorRequestHandler = (err: Error, _req, res, _next) => void res.status(500).json({ error: err.message });

  /** Which list ran, or 'express' when the request went on to the router. */
  function probe() {
    const app = express();
    const mark =
      (name: string): express.RequestHandler =>
      (req, res) =>
        void res.json({ ran: name, slug: req.params.slug ?? null, locals: typeof res.locals, express: typeof req.get === 'function' });
    app.use((_req, res) => void res.json({ ran: 'express' }));
    installFastPath(app, { calculate: [mark('calculate')], calculateErrors: [fail], mcp: [mark('mcp')], mcpErrors: [fail] });
    return app;
  }

  it.each([
    ['POST', '/api/v1/calculate/emi-calculator', { ran: 'calculate', slug: 'emi-calculator', locals: 'object', express: true }],
    ['POST', '/mcp', { ran: 'mcp', slug: null, locals: 'object', express: true }],
    ['GET', '/api/v1/calculate/emi-calculator', { ran: 'express' }],
    ['POST', '/api/v1/calculate/emi-calculator?x=1', { ran: 'express' }],
    ['POST', '/api/v1/calculate/emi-calculator/', { ran: 'express' }],
    ['POST', '/API/v1/calculate/emi-calculator', { ran: 'express' }],
    ['POST', '/api/v1/calculate/%65mi-calculator', { ran: 'express' }],
    ['POST', '/mcp/', { ran: 'express' }],
    ['OPTIONS', '/mcp', { ran: 'express' }],
  ])('%s %s runs %j', async (method, path, expected) => {
    const res = await request(probe())[method.toLowerCase() as 'post'](path);
    expect(res.body).toEqual(expected);
    // The same on a server whose requests carry Express's prototypes from the start.
    const server = expressServer(probe());
    const onServer = await request(server)[method.toLowerCase() as 'post'](path);
    server.close();
    expect(onServer.body).toEqual(expected);
  });

  it("on expressServer's server the fast path finds Express's prototypes in place and swaps nothing", async () => {
    const app = express();
    let seen: boolean[] = [];
    const look: express.RequestHandler = (req, res) => {
      // Made by expressServer: own class -> app.request. Swapped per request: app.request directly.
      seen = [Object.getPrototypeOf(Object.getPrototypeOf(req)) === app.request, Object.getPrototypeOf(Object.getPrototypeOf(res)) === app.response];
      res.end();
    };
    installFastPath(app, { calculate: [look], calculateErrors: [fail], mcp: [], mcpErrors: [] });
    const server = expressServer(app);
    await request(server).post('/api/v1/calculate/x');
    server.close();
    expect(seen).toEqual([true, true]);
    await request(app).post('/api/v1/calculate/x');
    expect(seen).toEqual([false, false]);
  });

  it('leaves an app mounted inside another to Express', async () => {
    const outer = express();
    outer.use(probe());
    expect((await request(outer).post('/mcp')).body).toEqual({ ran: 'express' });
  });

  it('passes an error thrown or rejected by a handler to the error handlers, in order', async () => {
    const app = express();
    const passOn: express.ErrorRequestHandler = (err: Error, _req, res, next) => {
      res.setHeader('X-Seen', 'yes');
      next(err);
    };
    installFastPath(app, {
      calculate: [
        (_req, _res, next) => next(),
        () => {
          throw new Error('thrown');
        },
      ],
      calculateErrors: [passOn, fail],
      mcp: [() => Promise.reject(new Error('rejected'))],
      mcpErrors: [fail],
    });
    const thrown = await request(app).post('/api/v1/calculate/x');
    expect([thrown.status, thrown.body, thrown.headers['x-seen']]).toEqual([500, { error: 'thrown' }, 'yes']);
    expect((await request(app).post('/mcp')).body).toEqual({ error: 'rejected' });
  });

  it('answers 500 when the handlers end without answering, never leaving the client waiting', async () => {
    const app = express();
    installFastPath(app, { calculate: [(_req, _res, next) => next()], calculateErrors: [fail], mcp: [], mcpErrors: [] });
    expect((await request(app).post('/api/v1/calculate/x')).body).toEqual({ error: 'No handler answered POST /api/v1/calculate/x' });
    expect((await request(app).post('/mcp')).status).toBe(500);
  });
});
