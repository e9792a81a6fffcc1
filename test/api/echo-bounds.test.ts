/** What an error echoes of a request is bounded: a client cannot make an answer grow with its input. */
import request from 'supertest';
import { testApp } from '../support/app';
import { postMcp } from '../mcp/support/mcp-http';

describe('echoed input', () => {
  const { app } = testApp();

  it('tools/call with a 90,000-character tool name answers a small error naming a cut name', async () => {
    const name = 'x'.repeat(90_000);
    const res = await postMcp(
      app,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } },
      { 'MCP-Protocol-Version': '2025-06-18' },
    );
    expect(res.status).toBe(200);
    expect(res.text.length).toBeLessThan(4_000);
    expect((res.body as { error: { message: string } }).error.message).toContain('x…');
  });

  it('an MCP-Protocol-Version header of 8,000 characters comes back cut', async () => {
    const res = await postMcp(
      app,
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { 'MCP-Protocol-Version': 'v'.repeat(8000) },
    );
    expect(res.status).toBe(400);
    expect(res.text.length).toBeLessThan(1_000);
    expect(res.body.error.data.requested).toBe(`${'v'.repeat(99)}…`);
  });

  it('an input key of 90,000 characters comes back cut in the field error', async () => {
    const res = await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 1000, annualRate: 5, tenureYears: 1, ['k'.repeat(90_000)]: 1 });
    expect(res.status).toBe(422);
    expect(res.text.length).toBeLessThan(4_000);
    expect(res.body.errors[0].path).toMatch(/^\/k+…$/);
  });

  it('up to fifty unknown inputs are listed one by one', async () => {
    const body: Record<string, number> = { principal: 1000, annualRate: 5, tenureYears: 1 };
    for (let i = 0; i < 45; i++) body[`extra${i}`] = i;
    const res = await request(app).post('/api/v1/calculate/emi-calculator').send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveLength(45);
    expect(res.text.length).toBeLessThan(20_000);
  });

  it('thousands of unknown inputs are refused by their count, in one error, before any is looked at', async () => {
    const body: Record<string, number> = { principal: 1000, annualRate: 5, tenureYears: 1 };
    for (let i = 0; i < 3000; i++) body[`extra${i}`] = i;
    const res = await request(app).post('/api/v1/calculate/emi-calculator').send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: '', code: 'maxProperties' })]);
    expect(res.text.length).toBeLessThan(2_000);
  });
});
