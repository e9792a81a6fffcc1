/**
 * Transport rules of POST /mcp: content negotiation, body limit, DNS-rebinding protection, CORS,
 * the per-IP rate limit as JSON-RPC, and what the endpoint records (metrics, log line).
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { testApp } from '../support/app';
import { postLegacy, postMcp, postModern } from './support/mcp-http';

const { app } = testApp();
const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

describe('content negotiation', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx'])(
    'refuses Content-Type %s with 415',
    async (type) => {
      const res = await request(app).post('/mcp').set('Content-Type', type).send(JSON.stringify(ping));
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: expect.objectContaining({ code: -32600, message: expect.stringMatching(/^Unsupported Media Type/) }),
      });
    },
  );

  it('accepts Content-Type application/json with a UTF-8 charset', async () => {
    const res = await request(app)
      .post('/mcp')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify(ping));
    expect(res.body.result).toEqual({});
  });

  it('refuses a charset other than UTF-8 with 415', async () => {
    const res = await request(app)
      .post('/mcp')
      .set('Content-Type', 'application/json; charset=latin1')
      .send(JSON.stringify(ping));
    expect(res.status).toBe(415);
  });

  it('refuses UTF-16 JSON with 415 (JSON is UTF-8, RFC 8259)', async () => {
    const res = await request(app)
      .post('/mcp')
      .set('Content-Type', 'application/json; charset=utf-16le')
      .send(Buffer.from(JSON.stringify(ping), 'utf16le'));
    expect(res.status).toBe(415);
  });

  it.each(['text/event-stream', 'text/html', 'application/json;q=0, text/event-stream'])(
    'refuses Accept: %s with 406 (we only answer JSON)',
    async (accept) => {
      const res = await request(app)
        .post('/mcp')
        .set('Content-Type', 'application/json')
        .set('Accept', accept)
        .send(JSON.stringify(ping));
      expect(res.status).toBe(406);
    },
  );

  it.each(['application/json, text/event-stream', '*/*', 'application/*'])(
    'answers Accept: %s with application/json',
    async (accept) => {
      const res = await request(app)
        .post('/mcp')
        .set('Content-Type', 'application/json')
        .set('Accept', accept)
        .send(JSON.stringify(ping));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('refuses a body over 100 kB with 413', async () => {
    const big = { ...ping, params: { pad: 'x'.repeat(110_000) } };
    const res = await postMcp(app, big);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe(-32600);
  });
});

describe('DNS-rebinding protection', () => {
  it('refuses a foreign Host with 403', async () => {
    const res = await postMcp(app, ping, { Host: 'evil.example.com' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: expect.objectContaining({ message: expect.stringMatching(/Host 'evil.example.com'/) }),
    });
  });

  it('refuses a foreign Origin with 403, even with an allowed Host', async () => {
    const res = await postMcp(app, ping, { Origin: 'http://evil.example.com' });
    expect(res.status).toBe(403);
  });

  it.each([
    ['BASE_URL host', 'fincalc.test', undefined],
    ['BASE_URL origin', 'fincalc.test', 'http://fincalc.test'],
    ['localhost on any port', 'localhost:5173', 'http://localhost:5173'],
    ['127.0.0.1', '127.0.0.1:9', 'http://127.0.0.1:9'],
    ['[::1]', '[::1]:3000', 'http://[::1]:3000'],
  ])('accepts %s by default', async (_case, host, origin) => {
    const res = await postMcp(app, ping, { Host: host, ...(origin ? { Origin: origin } : {}) });
    expect(res.status).toBe(200);
  });

  it('refuses the BASE_URL host on another scheme as an Origin', async () => {
    expect((await postMcp(app, ping, { Origin: 'https://fincalc.test' })).status).toBe(403);
    expect((await postMcp(app, ping, { Origin: 'null' })).status).toBe(403);
  });

  it('follows MCP_ALLOWED_HOSTS and MCP_ALLOWED_ORIGINS', async () => {
    const { app: listed } = testApp({
      MCP_ALLOWED_HOSTS: 'calc.example.com,127.0.0.1',
      MCP_ALLOWED_ORIGINS: 'https://claude.ai',
    });
    expect((await postMcp(listed, ping, { Host: 'calc.example.com', Origin: 'https://claude.ai' })).status).toBe(200);
    expect((await postMcp(listed, ping, { Host: 'fincalc.test' })).status).toBe(403);
    expect((await postMcp(listed, ping, { Origin: 'http://localhost:3000' })).status).toBe(403);
    const { app: open } = testApp({ MCP_ALLOWED_HOSTS: '*', MCP_ALLOWED_ORIGINS: '*' });
    expect((await postMcp(open, ping, { Host: 'anything.example', Origin: 'https://anything.example' })).status).toBe(
      200,
    );
  });

  it('does not touch the REST API', async () => {
    const res = await request(app).get('/api/v1/tools').set('Host', 'evil.example.com');
    expect(res.status).toBe(200);
  });
});

describe('CORS on /mcp', () => {
  it('lets an allowed browser origin send the MCP headers', async () => {
    const res = await request(app)
      .options('/mcp')
      .set('Origin', 'http://localhost:6274')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,mcp-protocol-version,mcp-method,mcp-name');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:6274');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-session-id', 'content-type', 'accept'])
      expect(allowed).toContain(h);
  });

  it('exposes the rate-limit headers and the request id to the page', async () => {
    const res = await postMcp(app, ping, { Origin: 'http://localhost:6274' });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:6274');
    const exposed = String(res.headers['access-control-expose-headers']).toLowerCase();
    for (const h of ['ratelimit', 'retry-after', 'x-request-id', 'mcp-session-id']) expect(exposed).toContain(h);
  });

  it('does not grant a disallowed origin', async () => {
    const res = await request(app)
      .options('/mcp')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limit (100/min/IP by default)', () => {
  it('answers 429 with a JSON-RPC error keeping the id, the retry delay and the usual headers', async () => {
    const { app: limited } = testApp({ RATE_LIMIT_MCP_PER_MIN: '2' });
    await postMcp(limited, ping);
    await postMcp(limited, ping);
    const res = await postMcp(limited, { jsonrpc: '2.0', id: 'third', method: 'tools/list' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: 'third',
      error: {
        code: -31429,
        message: expect.stringMatching(/Rate limit of 2 requests per 60 s exceeded/),
        data: expect.objectContaining({ code: 'rate_limited', retry_after_s: expect.any(Number) }),
      },
    });
    expect(Number(res.headers['retry-after'])).toBe(res.body.error.data.retry_after_s);
    expect(res.headers['ratelimit-policy']).toBe('"mcp";q=2;w=60');
    expect(res.headers['ratelimit']).toMatch(/^"mcp";r=0;t=\d+$/);
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('still answers id null when the limited body is not JSON', async () => {
    const { app: limited } = testApp({ RATE_LIMIT_MCP_PER_MIN: '1' });
    await postMcp(limited, ping);
    const res = await postMcp(limited, 'not json');
    expect(res.status).toBe(429);
    expect(res.body.id).toBeNull();
  });
});

describe('observability', () => {
  it('counts messages by method, revision and outcome, and tool calls by tool', async () => {
    const { app: a, deps } = testApp();
    await postLegacy(a, '2025-06-18', 'tools/call', {
      name: 'emi-calculator',
      arguments: { principal: 1000, annualRate: 5, tenureYears: 1 },
    });
    await postModern(a, 'tools/call', {
      name: 'tax-calculator',
      arguments: { grossIncome: -1, filingStatus: 'single' },
    });
    await postModern(a, 'ping');
    await postMcp(a, 'nope');
    const text = await deps.metrics.registry.metrics();
    expect(text).toMatch(/mcp_requests_total\{method="tools\/call",revision="2025-06-18",outcome="ok"\} 1/);
    expect(text).toMatch(/mcp_requests_total\{method="tools\/call",revision="2026-07-28",outcome="tool_error"\} 1/);
    expect(text).toMatch(/mcp_requests_total\{method="ping",revision="2026-07-28",outcome="method_not_found"\} 1/);
    expect(text).toMatch(/mcp_requests_total\{method="none",revision="unknown",outcome="parse_error"\} 1/);
    expect(text).toMatch(/mcp_tool_calls_total\{tool="emi-calculator",revision="2025-06-18",outcome="ok"\} 1/);
    expect(text).toMatch(
      /mcp_tool_calls_total\{tool="tax-calculator",revision="2026-07-28",outcome="invalid_input"\} 1/,
    );
    expect(text).toMatch(/calculations_total\{tool="emi-calculator",outcome="ok",channel="mcp"\} 1/);
    expect(text).toMatch(/mcp_request_duration_seconds_count\{method="tools\/call",revision="2025-06-18"\} 1/);
  });

  it('logs the method, revision, outcome and tool on the request line, never the body', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _enc, cb) => (lines.push(chunk.toString()), cb()) });
    const { app: a } = testApp({}, { logger: pino({ level: 'info' }, sink) });
    await postLegacy(a, '2025-11-25', 'tools/call', {
      name: 'sip-calculator',
      arguments: { monthlyAmount: 777123, annualReturn: 12, years: 10 },
    });
    const line = lines.map((l) => JSON.parse(l) as { mcp?: unknown; req?: unknown }).find((l) => l.mcp);
    expect(line?.mcp).toEqual({ method: 'tools/call', revision: '2025-11-25', outcome: 'ok', tool: 'sip-calculator' });
    expect(lines.join('')).not.toContain('777123');
  });

  it('logs the 405 every 2025-era client gets for GET /mcp at info, not as a warning', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _enc, cb) => (lines.push(chunk.toString()), cb()) });
    const { app: a } = testApp({}, { logger: pino({ level: 'info' }, sink) });
    await request(a).get('/mcp');
    await request(a).get('/mcp/else');
    const levels = lines
      .map((l) => JSON.parse(l) as { level: number; req: { url: string } })
      .map((l) => [l.req.url, l.level]);
    expect(levels).toEqual([
      ['/mcp', 30],
      ['/mcp/else', 40],
    ]);
  });
});
