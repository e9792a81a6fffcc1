/**
 * A JSON-RPC batch (MCP 2025-03-26) costs one point of the /mcp budget per message, as the same
 * messages sent one by one would: a batch over what is left is refused whole and costs nothing more, and a batch the
 * endpoint refuses whole (no batches in its revision, too many messages) costs one point, as one request does.
 */
import { testApp } from '../support/app';
import { postMcp } from '../mcp/support/mcp-http';

const call = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'emi-calculator', arguments: { principal: 1000, annualRate: 5, tenureYears: 1 } },
});
const batch = (n: number, from = 1) => Array.from({ length: n }, (_, i) => call(from + i));
const HEADERS = { 'MCP-Protocol-Version': '2025-03-26' };

describe('/mcp budget and batches', () => {
  it('charges every message of a batch', async () => {
    const { app } = testApp({ RATE_LIMIT_MCP_PER_MIN: '25' });
    const first = await postMcp(app, batch(20), HEADERS);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(20);
    expect(first.headers['x-ratelimit-remaining']).toBe('5');
    expect(first.headers.ratelimit).toMatch(/^"mcp";r=5;t=\d+$/);
  });

  it('refuses a batch that costs more than is left, whole, with a JSON-RPC rate_limited error, and gives the points back', async () => {
    const { app } = testApp({ RATE_LIMIT_MCP_PER_MIN: '25' });
    expect((await postMcp(app, batch(20), HEADERS)).status).toBe(200);
    const refused = await postMcp(app, batch(20, 100), HEADERS);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -31429 } });
    expect(refused.body.error.message).toMatch(/costs 20 \(one per message\)/);
    // The refused batch took only its request's point: four single calls still fit.
    expect(refused.headers['x-ratelimit-remaining']).toBe('4');
    for (let i = 0; i < 4; i++) expect((await postMcp(app, call(200 + i), HEADERS)).status).toBe(200);
    expect((await postMcp(app, call(300), HEADERS)).status).toBe(429);
  });

  it('a batch refused whole (a revision without batches, more messages than accepted) runs nothing and costs one point', async () => {
    const { app } = testApp({ RATE_LIMIT_MCP_PER_MIN: '25' });
    const noBatches = await postMcp(app, batch(20), { 'MCP-Protocol-Version': '2025-06-18' });
    expect(noBatches.status).toBe(400);
    expect(noBatches.body.error.message).toMatch(/batches are not part of MCP 2025-06-18/);
    expect(noBatches.headers['x-ratelimit-remaining']).toBe('24');
    const tooLong = await postMcp(app, batch(21), HEADERS);
    expect(tooLong.status).toBe(400);
    expect(tooLong.headers['x-ratelimit-remaining']).toBe('23');
    // What is left is whole: a batch of 20 and three single calls still fit.
    expect((await postMcp(app, batch(20), HEADERS)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await postMcp(app, call(400 + i), HEADERS)).status).toBe(200);
    expect((await postMcp(app, call(500), HEADERS)).status).toBe(429);
  });

  it('a single message costs one, as before', async () => {
    const { app } = testApp({ RATE_LIMIT_MCP_PER_MIN: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await postMcp(app, call(i), HEADERS)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
