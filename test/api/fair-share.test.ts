/**
 * A client's fair share beyond its per-minute budget (docs/api.md, "Limits and headers"): the places in flight one
 * replica gives a client, the light budget of every route the API, /mcp and the page results leave, and the weights
 * of heavy MCP replies and page results.
 */
import net from 'node:net';
import request from 'supertest';
import { InFlight } from '../../src/budgets/in-flight';
import { BYTES_PER_POINT } from '../../src/api/middleware/rate-limit';
import { testApp } from '../support/app';
import { listenOnLoopback, type Loopback } from '../support/loopback';

const EMI = '/api/v1/calculate/emi-calculator';
const EMI_BODY = JSON.stringify({ principal: 1000, annualRate: 5, tenureYears: 1, schedule: 'none' });
const HEAVY_DEBTS = {
  debts: Array.from({ length: 50 }, (_, i) => ({ name: `d${i}`, balance: 1e6, rate: 1, minPayment: 1000 })),
  monthlyBudget: 100000,
  schedule: 'monthly',
};

/** Opens a request whose body is held back: it is in flight from the limiter on until `finish()` sends the body. */
async function heldRequest(port: number, client: string) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
  socket.write(
    `POST ${EMI} HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${client}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${EMI_BODY.length}\r\n\r\n`,
  );
  return {
    socket,
    finish: async () => {
      socket.write(EMI_BODY);
      for (let i = 0; i < 200 && !/\r\n\r\n/.test(answer); i++) await new Promise((r) => setTimeout(r, 10));
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
    },
  };
}

async function emiFrom(port: number, client: string): Promise<{ status: number; body: { detail?: string } }> {
  const res = await fetch(`http://127.0.0.1:${port}${EMI}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: EMI_BODY,
  });
  return { status: res.status, body: (await res.json()) as { detail?: string } };
}

/** Waits until the app has taken the held requests' places (each passed the limiter). */
const settle = () => new Promise((r) => setTimeout(r, 100));

describe('places in flight per client', () => {
  let server: Loopback;
  let deps: ReturnType<typeof testApp>['deps'];

  beforeEach(async () => {
    const built = testApp({ RATE_LIMIT_IN_FLIGHT_PER_CLIENT: '2', TRUST_PROXY: 'loopback' });
    deps = built.deps;
    server = await listenOnLoopback(built.app);
  });
  afterEach(() => server.close());

  it('refuses a client past its places with 429, uncounted, while others and its own later requests are served', async () => {
    const a = await heldRequest(server.port, '203.0.113.10');
    const b = await heldRequest(server.port, '203.0.113.10');
    await settle();
    const third = await emiFrom(server.port, '203.0.113.10');
    expect(third.status).toBe(429);
    expect(third.body.detail).toMatch(/at most 2 of one client's requests at a time/);
    // Another client is not held up by the first one's places.
    expect((await emiFrom(server.port, '203.0.113.11')).status).toBe(200);
    expect(await a.finish()).toBe(200);
    expect(await b.finish()).toBe(200);
    a.socket.destroy();
    b.socket.destroy();
    // The places are given back once the answers are sent.
    expect((await emiFrom(server.port, '203.0.113.10')).status).toBe(200);
    expect(await deps.metrics.registry.getSingleMetricAsString('rate_limit_in_flight_rejections_total')).toMatch(
      /limit="api"} 1/,
    );
  });

  it('gives the place back when the client hangs up before its answer', async () => {
    const held = [await heldRequest(server.port, '203.0.113.20'), await heldRequest(server.port, '203.0.113.20')];
    await settle();
    expect((await emiFrom(server.port, '203.0.113.20')).status).toBe(429);
    for (const h of held) h.socket.destroy();
    await settle();
    expect((await emiFrom(server.port, '203.0.113.20')).status).toBe(200);
  });
});

describe('InFlight', () => {
  it('counts places per client, gives each back once, and forgets a client with none', () => {
    const f = new InFlight();
    const one = f.enter('a', 2);
    const two = f.enter('a', 2);
    expect(f.enter('a', 2)).toBeUndefined();
    expect(f.enter('b', 2)).toBeDefined();
    one!();
    one!();
    expect(f.of('a')).toBe(1);
    two!();
    expect(f.of('a')).toBe(0);
    expect(f.clients).toBe(1);
  });
});

describe('the light budget', () => {
  it('counts every route the other budgets leave, one point each, but never the probes', async () => {
    const { app, deps } = testApp({ RATE_LIMIT_LIGHT_PER_MIN: '3' });
    // A page of a few kB: one point (/openapi.json, 68 kB gzipped, weighs a point per 64 KiB written).
    const docs = await request(app).get('/errors/rate_limited').expect(200);
    expect(docs.headers['ratelimit-policy']).toBe('"light";q=3;w=60');
    expect(docs.headers.ratelimit).toMatch(/^"light";r=2;t=\d+$/);
    await request(app).get('/api/v1/usage').expect(200);
    await request(app).get('/tools').expect(200);
    const refused = await request(app).get('/api-docs').expect(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await request(app).get('/no/such/path').expect(429);
    for (let i = 0; i < 5; i++) {
      await request(app).get('/healthz').expect(200);
      await request(app).get('/readyz').expect(200);
    }
    // The API keeps its own budget.
    await request(app).post(EMI).set('Content-Type', 'application/json').send(EMI_BODY).expect(200);
    expect(await deps.metrics.registry.getSingleMetricAsString('rate_limit_rejections_total')).toMatch(
      /limit="light"} 2/,
    );
  });
});

describe('weights of MCP replies and page results', () => {
  it('an MCP reply costs one point per 64 KiB of its JSON, the points past the first in rate_limit_weight_points_total', async () => {
    const { app, deps } = testApp({ RATE_LIMIT_MCP_PER_MIN: '100' });
    const mcp = (id: number, method: string, params: object) =>
      request(app)
        .post('/mcp')
        .set('Accept', 'application/json, text/event-stream')
        .set('MCP-Protocol-Version', '2025-11-25')
        .send({ jsonrpc: '2.0', id, method, params })
        .expect(200);
    let used = 0;
    let past = 0;
    // A tool's reply (the heaviest debt payoff: its schedule is summarised) and an MCP App view (the page's bundle).
    for (const [i, [method, params]] of (
      [
        ['tools/call', { name: 'debt-payoff-calculator', arguments: HEAVY_DEBTS }],
        ['resources/read', { uri: 'ui://fincalc/debt-payoff-calculator' }],
        ['tools/call', { name: 'emi-calculator', arguments: JSON.parse(EMI_BODY) as object }],
      ] as const
    ).entries()) {
      const res = await mcp(i + 1, method, params);
      const weight = Math.max(1, Math.ceil(res.text.length / BYTES_PER_POINT));
      used += weight;
      past += weight - 1;
      expect(res.headers.ratelimit).toMatch(new RegExp(`^"mcp";r=${100 - used};t=\\d+$`));
    }
    const counted = await deps.metrics.registry.getSingleMetricAsString('rate_limit_weight_points_total');
    if (past > 0) expect(counted).toMatch(new RegExp(`limit="mcp"} ${past}`));
    else expect(counted).not.toMatch(/limit="mcp"/);
  });

  it('a CSV past 64 KiB costs its weight on the page budget', async () => {
    const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '120' });
    const query = new URLSearchParams({ monthlyBudget: '100000', schedule: 'monthly' });
    HEAVY_DEBTS.debts.forEach((d, i) => {
      query.set(`debts.${i}.name`, d.name);
      query.set(`debts.${i}.balance`, String(d.balance));
      query.set(`debts.${i}.rate`, String(d.rate));
      query.set(`debts.${i}.minPayment`, String(d.minPayment));
    });
    const res = await request(app).get(`/tools/debt-payoff-calculator/schedule.csv?${query}`);
    expect(res.status).toBe(200);
    const weight = Math.ceil(res.text.length / BYTES_PER_POINT);
    expect(res.headers.ratelimit).toMatch(new RegExp(`^"page";r=${120 - Math.max(1, weight)};t=\\d+$`));
  });
});

describe('GET /api/v1/usage', () => {
  it('shows the page and light budgets and what a request weighs', async () => {
    const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '120', RATE_LIMIT_LIGHT_PER_MIN: '600' });
    const res = await request(app).get('/api/v1/usage').expect(200);
    expect(res.body.limits.page).toEqual(expect.objectContaining({ policy: 'page', limit: 120, used: 0 }));
    // The usage request itself is the light budget's first point.
    expect(res.body.limits.light).toEqual(expect.objectContaining({ policy: 'light', limit: 600, used: 1 }));
    expect(res.body.weights).toEqual({
      request: 1,
      bytes_per_point: BYTES_PER_POINT,
      batch_message: 1,
      in_flight: 10000,
    });
  });
});
