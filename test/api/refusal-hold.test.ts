/**
 * Refusals answered at the pace they ask for (src/api/refusal-hold.ts, docs/operate.md "Load shedding"): a 429 or a
 * shed 503 is written REFUSAL_HOLD_MS after it is decided (never past its Retry-After), on REST, /mcp and the pages,
 * and so is an MCP tool call the heavy pool refused (a tool error in an HTTP 200); a client that leaves meanwhile gets
 * nothing written; everything else is answered at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import request from 'supertest';
import { ApiError } from '../../src/errors/api-error';
import { isHeldRefusal, RefusalHold } from '../../src/api/refusal-hold';
import { testApp } from '../support/app';
import { newPool, rates } from '../heavy/support/test-pool';

const EMI = '/api/v1/calculate/emi-calculator';
const valid = { principal: 1000, annualRate: 5, tenureYears: 1, schedule: 'none' };
const HOLD = 400;

/** Milliseconds `run` took. */
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe('which refusals are held, and for how long', () => {
  const hold = new RefusalHold(1000, new Registry());

  it('holds 429s and designed 503s, nothing else', () => {
    expect(isHeldRefusal(new ApiError('rate_limited', 'over'))).toBe(true);
    expect(isHeldRefusal(new ApiError('service_unavailable', 'shed', { designed: true }))).toBe(true);
    expect(isHeldRefusal(new ApiError('service_unavailable', 'rates missing'))).toBe(false);
    expect(isHeldRefusal(new ApiError('invalid_input', 'bad'))).toBe(false);
  });

  it('never past the refusal’s own Retry-After, and not at all with REFUSAL_HOLD_MS 0', () => {
    expect(hold.holdMs(429, '60')).toBe(1000);
    expect(hold.holdMs(503, '1')).toBe(1000);
    expect(hold.holdMs(429, '0')).toBe(0);
    expect(hold.holdMs(429, undefined)).toBe(1000);
    expect(hold.holdMs(422, '5')).toBe(0);
    expect(new RefusalHold(0, new Registry()).holdMs(429, '60')).toBe(0);
  });
});

describe('held refusals on every surface', () => {
  it('REST: the 429 past the budget comes after the hold', async () => {
    const { app, deps } = testApp({ RATE_LIMIT_API_PER_MIN: '1', REFUSAL_HOLD_MS: String(HOLD) });
    await request(app).post(EMI).send(valid).expect(200);
    let limited: request.Response | undefined;
    expect(
      await timed(async () => {
        limited = await request(app).post(EMI).send(valid).expect(429);
      }),
    ).toBeGreaterThanOrEqual(HOLD / 2 - 5);
    expect(limited!.body.code).toBe('rate_limited');
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Past the budget every request is refused and held, whatever it asks.
    expect(await timed(() => request(app).post(EMI).send({ principal: -1 }).expect(429))).toBeGreaterThanOrEqual(
      HOLD / 2 - 5,
    );
    expect(await deps.metrics.registry.getSingleMetricAsString('http_refusals_held_total')).toMatch(
      /status="429",outcome="sent"} 2/,
    );
  });

  it('answers a 422 at once', async () => {
    const { app } = testApp({ REFUSAL_HOLD_MS: '10000' });
    expect(await timed(() => request(app).post(EMI).send({ principal: -1 }).expect(422))).toBeLessThan(10_000);
  });

  it('/mcp: a request over the MCP budget is answered after the hold, with its JSON-RPC error', async () => {
    const { app } = testApp({ RATE_LIMIT_MCP_PER_MIN: '1', REFUSAL_HOLD_MS: String(HOLD) });
    const list = { jsonrpc: '2.0', id: 7, method: 'tools/list' };
    const headers = { Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-06-18' };
    await request(app).post('/mcp').set(headers).send(list);
    let res: request.Response | undefined;
    expect(
      await timed(async () => {
        res = await request(app).post('/mcp').set(headers).send(list);
      }),
    ).toBeGreaterThanOrEqual(HOLD / 2 - 5);
    expect(res!.body.error).toBeDefined();
    expect(res!.body.id).toBe(7);
  });

  describe('/mcp: a heavy tools/call the pool refuses', () => {
    // A replica shedding heavy work: the pool refuses every task with a designed 503.
    const { pool } = newPool({ shedding: () => 'This replica is overloaded (its event loop lags 150 ms)' });
    afterAll(() => pool.close());
    const headers = { Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-06-18' };
    const call = (args: Record<string, unknown>) => ({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: {
        name: 'emi-calculator',
        arguments: args,
      },
    });

    it('is a tool error answered after the hold, like the 503 the REST API would send', async () => {
      const { app, deps } = testApp(
        { HEAVY_MIN_CELLS: '100', REFUSAL_HOLD_MS: String(HOLD) },
        { heavyPool: pool, rates },
      );
      let res: request.Response | undefined;
      expect(
        await timed(async () => {
          res = await request(app)
            .post('/mcp')
            .set(headers)
            .send(call({ principal: 100000, annualRate: 5, tenureYears: 30, schedule: 'monthly' }))
            .expect(200);
        }),
      ).toBeGreaterThanOrEqual(HOLD / 2 - 5);
      expect(res!.body.result.isError).toBe(true);
      expect(res!.body.result.content[0].text).toMatch(/overloaded/);
      expect(await deps.metrics.registry.getSingleMetricAsString('http_refusals_held_total')).toMatch(
        /status="503",outcome="sent"} 1/,
      );
      // Counted as the designed refusal it is, not as an error.
      const calculations = await deps.metrics.registry.getSingleMetricAsString('calculations_total');
      expect(calculations).toMatch(/tool="emi-calculator",outcome="refused",channel="mcp"} 1/);
      expect(calculations).not.toMatch(/outcome="error"/);
    });

    it('a light call (no pool) is answered at once', async () => {
      const { app } = testApp({ HEAVY_MIN_CELLS: '100', REFUSAL_HOLD_MS: '10000' }, { heavyPool: pool, rates });
      const res = await request(app)
        .post('/mcp')
        .set(headers)
        .send(call({ principal: 1000, annualRate: 5, tenureYears: 1 }))
        .expect(200);
      expect(res.body.result.isError).toBe(false);
    });
  });

  it('pages: a calculator page refused for the page budget keeps its form and comes after the hold', async () => {
    const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1', REFUSAL_HOLD_MS: String(HOLD) });
    const page = '/tools/emi-calculator?principal=1000&annualRate=5&tenureYears=1';
    await request(app).get(page).expect(200);
    let res: request.Response | undefined;
    expect(
      await timed(async () => {
        res = await request(app).get(page).expect(429);
      }),
    ).toBeGreaterThanOrEqual(HOLD / 2 - 5);
    expect(res!.text).toContain('Your inputs are kept');
  });

  it('pages: a refused page is rendered once its hold is over, never for a client that left meanwhile', async () => {
    const { app, deps } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1', REFUSAL_HOLD_MS: String(HOLD) });
    // A page reads the rates data set when it is rendered (its live figures), and not before.
    const renders = jest.spyOn(deps.rates, 'current');
    const server = http.createServer(app).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const page = '/tools/emi-calculator?principal=1000&annualRate=5&tenureYears=1';
      await request(server).get(page).expect(200);
      const onePage = renders.mock.calls.length;
      expect(onePage).toBeGreaterThan(0);
      await new Promise<void>((resolve) => {
        const req = http.get({ port, path: page });
        req.on('error', () => resolve());
        req.on('response', () => resolve());
        setTimeout(() => req.destroy(), HOLD / 8);
      });
      await new Promise((r) => setTimeout(r, HOLD * 1.5));
      expect(renders).toHaveBeenCalledTimes(onePage); // refused, held, left: no page built
    } finally {
      renders.mockRestore();
      server.close();
    }
  });

  it('writes nothing to a client that left while its refusal was held, and counts it gone', async () => {
    const { app, deps } = testApp({ RATE_LIMIT_API_PER_MIN: '1', REFUSAL_HOLD_MS: String(HOLD) });
    const server = http.createServer(app).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      await request(server).post(EMI).send(valid).expect(200);
      const body = JSON.stringify(valid);
      await new Promise<void>((resolve) => {
        const req = http.request({
          port,
          method: 'POST',
          path: EMI,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        });
        req.on('error', () => resolve());
        req.on('response', () => resolve());
        req.end(body);
        setTimeout(() => req.destroy(), HOLD / 8);
      });
      await new Promise((r) => setTimeout(r, HOLD * 1.5));
      const held = await deps.metrics.registry.getSingleMetricAsString('http_refusals_held_total');
      expect(held).toMatch(/status="429",outcome="gone"} 1/);
      expect(held).toMatch(/status="429",outcome="sent"} 0/);
      expect(await deps.metrics.registry.getSingleMetricAsString('http_refusals_holding')).toMatch(/holding 0/);
    } finally {
      server.close();
    }
  });
});
