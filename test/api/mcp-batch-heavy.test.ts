/**
 * Each large `tools/call` of a JSON-RPC batch takes a place in flight of its own while it runs, as the same call sent
 * as a request would, and waits for the pool in its client's turn: a batch is not a way around the in-flight cap.
 */
import { newPool, rates } from '../heavy/support/test-pool';
import { postMcp } from '../mcp/support/mcp-http';
import { testApp } from '../support/app';

const HEADERS = { 'MCP-Protocol-Version': '2025-03-26' };
/** A 30-year monthly schedule: 2,880 cells, heavy past HEAVY_MIN_CELLS=100. */
const heavyCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: {
    name: 'emi-calculator',
    arguments: { principal: 100000, annualRate: 5, tenureYears: 30, schedule: 'monthly' },
  },
});
/** One message of a batch's answer. */
interface Reply {
  id: number;
  result?: { isError: boolean };
  error?: { code: number; message: string };
}

/** A one-year yearly schedule: stays on the main thread. */
const lightCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'emi-calculator', arguments: { principal: 1000, annualRate: 5, tenureYears: 1 } },
});

describe('heavy calls of an MCP batch', () => {
  const { pool } = newPool();
  afterAll(() => pool.close());

  it('with one place in flight (the batch holds it), each heavy call is refused rate_limited; light calls run', async () => {
    const { app } = testApp(
      { RATE_LIMIT_IN_FLIGHT_PER_CLIENT: '1', HEAVY_MIN_CELLS: '100' },
      { heavyPool: pool, rates },
    );
    const res = await postMcp(app, [heavyCall(1), lightCall(2), heavyCall(3)], HEADERS);
    expect(res.status).toBe(200);
    const byId = new Map((res.body as Reply[]).map((m) => [m.id, m]));
    for (const id of [1, 3]) {
      const m = byId.get(id)!;
      expect(m.error?.code ?? (m.result?.isError ? 'tool error' : 'ok')).toBe(-31429);
      expect(m.error?.message).toMatch(/places in flight/);
    }
    expect(byId.get(2)!.result?.isError).toBe(false);
  });

  it('with two places, every heavy call runs (one at a time, each in a place of its own)', async () => {
    const { app } = testApp(
      { RATE_LIMIT_IN_FLIGHT_PER_CLIENT: '2', HEAVY_MIN_CELLS: '100' },
      { heavyPool: pool, rates },
    );
    const res = await postMcp(app, [heavyCall(1), heavyCall(2), heavyCall(3)], HEADERS);
    expect(res.status).toBe(200);
    for (const m of res.body as Reply[]) expect(m.result?.isError).toBe(false);
  });

  it('a single heavy request uses its own place: one place is enough', async () => {
    const { app } = testApp(
      { RATE_LIMIT_IN_FLIGHT_PER_CLIENT: '1', HEAVY_MIN_CELLS: '100' },
      { heavyPool: pool, rates },
    );
    const res = await postMcp(app, heavyCall(1), HEADERS);
    expect(res.status).toBe(200);
    expect(res.body.result.isError).toBe(false);
  });
});
