/**
 * expressServer (src/api/express-server.ts) against a plain `http.createServer(app)`, where Express
 * swaps the prototypes of every request, for the same requests: identical status, headers, bodies,
 * metrics and access-log lines. Two apps from the same dependencies, each sent the same sequence
 * (so rate-limit counters move in step). It guards what the server relies on of Express 5.3's
 * internals (`app.request`, `app.response`, `app.handle`, `app.router`).
 */
import { Server } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/api/app';
import { expressServer } from '../../src/api/express-server';
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
  {
    name: '413 too large',
    status: 413,
    method: 'post',
    path: EMI,
    headers: JSON_TYPE,
    body: JSON.stringify({ principal: 1, pad: 'x'.repeat(120_000) }),
  },
  {
    name: '415 not JSON',
    status: 415,
    method: 'post',
    path: EMI,
    headers: { 'Content-Type': 'text/plain' },
    body: 'principal=1',
  },
  {
    name: '404 unknown slug',
    status: 404,
    method: 'post',
    path: '/api/v1/calculate/no-such-calculator',
    headers: JSON_TYPE,
    body: '{}',
  },
  { name: '405 GET', status: 405, method: 'get', path: EMI },
  { name: '405 PUT', status: 405, method: 'put', path: EMI, headers: JSON_TYPE, body: '{}' },
  {
    name: 'CORS preflight',
    status: 204,
    method: 'options',
    path: EMI,
    headers: {
      Origin: 'https://elsewhere.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
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
      ...modernRequest('tools/call', {
        name: 'emi-calculator',
        arguments: { principal: 1000, annualRate: 5, tenureYears: 1 },
      }).headers,
    },
    body: JSON.stringify(
      modernRequest('tools/call', {
        name: 'emi-calculator',
        arguments: { principal: 1000, annualRate: 5, tenureYears: 1 },
      }).body,
    ),
  },
  { name: 'MCP parse error', status: 400, method: 'post', path: '/mcp', headers: MCP_HEADERS, body: '{"jsonrpc":' },
  {
    name: 'MCP 415',
    status: 415,
    method: 'post',
    path: '/mcp',
    headers: { ...MCP_HEADERS, 'Content-Type': 'text/plain' },
    body: 'x',
  },
  {
    name: 'MCP 406',
    status: 406,
    method: 'post',
    path: '/mcp',
    headers: { ...MCP_HEADERS, Accept: 'text/html' },
    body: '{}',
  },
  {
    name: 'MCP 403 origin',
    status: 403,
    method: 'post',
    path: '/mcp',
    headers: { ...MCP_HEADERS, Origin: 'http://evil.example' },
    body: '{}',
  },
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

/** `server`: served by expressServer(), as in production; `plain`: by http.createServer under supertest. */
function build(mode: 'plain' | 'server') {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, cb) => (lines.push(chunk.toString()), cb()) });
  const deps = testDeps(
    { RATE_LIMIT_API_PER_MIN: '15', RATE_LIMIT_MCP_PER_MIN: '7' },
    { logger: pino({ level: 'info' }, sink) },
  );
  const app = createApp(deps);
  return { app: mode === 'server' ? expressServer(app) : app, deps, lines };
}

async function send(app: express.Express | Server, c: Case, i: number) {
  let r = request(app)[c.method](c.path).set('X-Request-Id', `case-${i}`);
  for (const [k, v] of Object.entries(c.headers ?? {})) r = r.set(k, v);
  const res = await (c.body === undefined ? r : r.send(c.body));
  // A 429 says how many seconds are left in its window, which may differ by one between two servers asked a
  // moment apart on a loaded machine; so does the ETag hashed over that text.
  const timed = /retry in \d+ s/.test(res.text);
  const headers = comparable(res.headers as Record<string, string>);
  if (timed) delete headers.etag;
  return { status: res.status, headers, text: res.text.replace(/retry in \d+ s/g, 'retry in … s') };
}

describe('expressServer answers exactly as Express on a plain server does', () => {
  const fast = build('server');
  const router = build('plain');
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
        .filter((l) =>
          /^(http_request_duration_seconds_count|calculations_total|rate_limit_rejections_total|mcp_requests_total)/.test(
            l,
          ),
        )
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

describe('expressServer', () => {
  /** Where a request's and a response's prototypes lead: made by expressServer (own class, then app.request) or swapped by Express. */
  function probe() {
    const app = express();
    let seen: string[] = [];
    app.use((req, res) => {
      const made = (o: object, proto: object) =>
        Object.getPrototypeOf(Object.getPrototypeOf(o)) === proto
          ? 'made'
          : Object.getPrototypeOf(o) === proto
            ? 'swapped'
            : 'neither';
      seen = [
        made(req, app.request),
        made(res, app.response),
        typeof res.locals,
        String(req.res === res && res.req === req),
      ];
      res.json({ path: req.path, ip: typeof req.ip });
    });
    return { app, seen: () => seen };
  }

  it("makes requests and responses with Express's prototypes, so Express swaps nothing; the router still routes them", async () => {
    const p = probe();
    const server = expressServer(p.app);
    const res = await request(server).get('/some/path?x=1');
    server.close();
    expect(res.body).toEqual({ path: '/some/path', ip: 'string' });
    expect(p.seen()).toEqual(['made', 'made', 'object', 'true']);
  });

  it('leaves requests of other servers and of an app mounted in another app to Express, which swaps as usual', async () => {
    const p = probe();
    expressServer(p.app).close();
    await request(p.app).get('/');
    expect(p.seen()).toEqual(['swapped', 'swapped', 'object', 'true']);
    const outer = express();
    outer.use(p.app);
    expect((await request(outer).get('/mounted')).body).toEqual({ path: '/mounted', ip: 'string' });
  });

  it('closes a request nothing answered instead of leaving the client waiting', async () => {
    const app = express();
    app.use((_req, _res, next) => next(new Error('passed on past every handler')));
    const server = expressServer(app);
    const res = await request(server).get('/');
    server.close();
    expect(res.status).toBe(500);
  });
});
