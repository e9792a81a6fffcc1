/**
 * The 2025 era (2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25) over raw JSON-RPC: what each
 * revision's specification prescribes, one describe per rule.
 */
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { testApp } from '../support/app';
import { callPayload, LEGACY, postLegacy, postMcp } from './support/mcp-http';

const { app } = testApp();
const loan = { principal: 100000, annualRate: 10, tenureYears: 2 };

function initialize(protocolVersion: unknown, id: number | string = 1) {
  return postMcp(app, {
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: { name: 'jest', version: '1' } },
  });
}

describe('initialize: version negotiation', () => {
  it.each(LEGACY)('echoes a supported requested version (%s)', async (v) => {
    const res = await initialize(v);
    expect(res.status).toBe(200);
    expect(res.body.result.protocolVersion).toBe(v);
    expect(res.body.result.capabilities).toEqual({ tools: {}, resources: {}, prompts: {} });
    expect(res.body.result.serverInfo).toEqual(
      expect.objectContaining({ name: 'financial-calculation-service', version: expect.any(String) }),
    );
  });

  it.each(['2024-10-07', '1900-01-01', '2026-07-28', 'latest'])(
    'answers our latest 2025-era version to %s',
    async (v) => {
      const res = await initialize(v);
      expect(res.status).toBe(200);
      expect(res.body.result.protocolVersion).toBe('2025-11-25');
    },
  );

  it('shapes serverInfo per revision: title from 2025-06-18, websiteUrl and description from 2025-11-25', async () => {
    expect(Object.keys((await initialize('2025-03-26')).body.result.serverInfo).sort()).toEqual(['name', 'version']);
    expect(Object.keys((await initialize('2025-06-18')).body.result.serverInfo).sort()).toEqual([
      'name',
      'title',
      'version',
    ]);
    expect((await initialize('2025-11-25')).body.result.serverInfo).toEqual(
      expect.objectContaining({
        title: 'Financial Calculation Service',
        websiteUrl: 'http://fincalc.test',
        description: expect.any(String),
      }),
    );
  });

  it('gives instructions written for a model (units, result shape)', async () => {
    const { instructions } = (await initialize('2025-06-18')).body.result;
    expect(instructions).toMatch(/6\.5 means 6\.5 %/);
    expect(instructions).toMatch(/\{result, meta\}/);
  });

  it('needs params.protocolVersion (-32602), keeping the id', async () => {
    const res = await postMcp(app, { jsonrpc: '2.0', id: 'init', method: 'initialize', params: {} });
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 'init', error: expect.objectContaining({ code: -32602 }) });
  });

  it('refuses initialize sent with a 2026-07-28 MCP-Protocol-Version header (-32020, 400)', async () => {
    const res = await postMcp(
      app,
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {} } },
      { 'MCP-Protocol-Version': '2026-07-28' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(-32020);
  });
});

describe('stateless: no session, any replica answers', () => {
  it('never mints a session id and serves tools/call without any initialize first', async () => {
    const init = await initialize('2025-06-18');
    expect(init.headers['mcp-session-id']).toBeUndefined();
    const call = await postLegacy(app, '2025-06-18', 'tools/call', { name: 'emi-calculator', arguments: loan });
    expect(call.status).toBe(200);
    expect(call.body.result.isError).toBe(false);
  });

  it('ignores a session id a client sends anyway', async () => {
    const res = await postMcp(
      app,
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { 'Mcp-Session-Id': 'abc', 'MCP-Protocol-Version': '2025-11-25' },
    );
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });

  it.each(['get', 'delete', 'put'] as const)(
    'answers %s /mcp with 405, Allow: POST and a JSON-RPC error',
    async (method) => {
      const res = await request(app)[method]('/mcp');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.body).toEqual({ jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32600 }) });
    },
  );
});

describe('notifications: 202 with no body', () => {
  it.each(['notifications/initialized', 'notifications/cancelled', 'notifications/whatever'])('%s', async (method) => {
    const res = await postMcp(app, { jsonrpc: '2.0', method, params: {} }, { 'MCP-Protocol-Version': '2025-06-18' });
    expect(res.status).toBe(202);
    expect(res.text).toBe('');
  });

  it('a response posted by a client (to a request we never sent) is accepted the same way', async () => {
    const res = await postMcp(app, { jsonrpc: '2.0', id: 7, result: {} });
    expect(res.status).toBe(202);
  });
});

describe('ping', () => {
  it.each(LEGACY)('returns exactly {} (%s)', async (v) => {
    const res = await postLegacy(app, v, 'ping', undefined, 'p1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 'p1', result: {} });
  });
});

describe('revision of a request without initialize', () => {
  it('assumes 2025-03-26 when MCP-Protocol-Version is absent (no title, annotations present)', async () => {
    const res = await postMcp(app, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const tool = res.body.result.tools[0];
    expect(tool.annotations).toBeDefined();
    expect(tool.title).toBeUndefined();
  });

  it.each(['1900-01-01', 'banana'])(
    'answers an unsupported MCP-Protocol-Version %s with 400 and the supported list',
    async (v) => {
      const res = await postLegacy(app, v, 'tools/list', undefined, 5);
      expect(res.status).toBe(400);
      expect(res.body.id).toBe(5);
      expect(res.body.error.code).toBe(-32022);
      expect(res.body.error.data).toEqual({
        supported: ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'],
        requested: v,
      });
    },
  );
});

describe('tools/list per revision', () => {
  it.each(LEGACY)('lists every calculator by slug, in registry order (%s)', async (v) => {
    const { tools } = (await postLegacy(app, v, 'tools/list')).body.result;
    expect(tools.map((t: { name: string }) => t.name)).toEqual(calculators.map((c) => c.slug));
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(typeof t.description).toBe('string');
    }
  });

  it('2024-11-05 has name, description and inputSchema only', async () => {
    const { tools } = (await postLegacy(app, '2024-11-05', 'tools/list')).body.result;
    expect(Object.keys(tools[0]).sort()).toEqual(['description', 'inputSchema', 'name']);
  });

  it('2025-03-26 adds annotations (with the title, which Tool itself lacks there)', async () => {
    const { tools } = (await postLegacy(app, '2025-03-26', 'tools/list')).body.result;
    expect(tools[0].annotations).toEqual({
      title: 'Loan Payment (EMI) Calculator',
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
    expect(tools[0].outputSchema).toBeUndefined();
  });

  it.each(['2025-06-18', '2025-11-25'])('%s adds title and outputSchema', async (v) => {
    const { tools } = (await postLegacy(app, v, 'tools/list')).body.result;
    expect(tools[0].title).toBe('Loan Payment (EMI) Calculator');
    expect(tools[0].outputSchema).toEqual(expect.objectContaining({ type: 'object', required: ['result', 'meta'] }));
  });

  it('marks open-world only the calculators that use live data', async () => {
    const { tools } = (await postLegacy(app, '2025-11-25', 'tools/list')).body.result;
    const open = tools
      .filter((t: { annotations: { openWorldHint: boolean } }) => t.annotations.openWorldHint)
      .map((t: { name: string }) => t.name);
    expect(open).toEqual(calculators.filter((c) => c.usesLiveData).map((c) => c.slug));
    expect(open.length).toBeGreaterThan(0);
  });

  it('refuses a cursor it never issued (-32602)', async () => {
    const res = await postLegacy(app, '2025-11-25', 'tools/list', { cursor: 'page-2' });
    expect(res.body.error.code).toBe(-32602);
  });
});

describe('tools/call per revision', () => {
  it.each(LEGACY)('answers the JSON of {result, meta} as text (%s)', async (v) => {
    const res = await postLegacy(app, v, 'tools/call', { name: 'emi-calculator', arguments: loan });
    expect(res.status).toBe(200);
    expect(res.body.result.isError).toBe(false);
    // Golden: 100,000 at 10 % over 24 months, EMI 4,614.49 (emi-calculator.test.ts).
    expect(callPayload(res.body.result).result.emi).toBe(4614.49);
  });

  it.each(['2024-11-05', '2025-03-26'])('%s has no structuredContent', async (v) => {
    const res = await postLegacy(app, v, 'tools/call', { name: 'emi-calculator', arguments: loan });
    expect(res.body.result.structuredContent).toBeUndefined();
  });

  it.each(['2025-06-18', '2025-11-25'])('%s adds structuredContent equal to the text block', async (v) => {
    const res = await postLegacy(app, v, 'tools/call', { name: 'emi-calculator', arguments: loan });
    expect(res.body.result.structuredContent).toEqual(callPayload(res.body.result));
  });

  it('defaults schedules to yearly rows, and gives monthly rows when asked (the REST results for those rows)', async () => {
    for (const [asked, rows] of [
      [undefined, 'yearly'],
      ['monthly', 'monthly'],
    ] as const) {
      const args = { ...loan, ...(asked ? { schedule: asked } : {}) };
      const mcp = callPayload(
        (await postLegacy(app, '2025-11-25', 'tools/call', { name: 'emi-calculator', arguments: args })).body.result,
      );
      expect(mcp.meta.inputs).toEqual(expect.objectContaining({ schedule: rows }));
      const rest = await request(app)
        .post('/api/v1/calculate/emi-calculator')
        .send({ ...loan, schedule: rows });
      expect(mcp.result).toEqual(rest.body.result);
    }
  });

  it('treats missing arguments as {} (the required inputs are then reported)', async () => {
    const res = await postLegacy(app, '2025-11-25', 'tools/call', { name: 'emi-calculator' });
    expect(res.body.result.isError).toBe(true);
    expect(res.body.result.content[0].text).toMatch(/\/principal: is required/);
  });
});

describe('tools/call errors follow each revision', () => {
  const bad = { principal: -5, anualRate: 8.5, tenureYears: 20 };

  it('unknown tool: -32602 listing the available tools, in every revision', async () => {
    for (const v of LEGACY) {
      const res = await postLegacy(app, v, 'tools/call', { name: 'nope', arguments: {} }, 9);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(9);
      expect(res.body.error.code).toBe(-32602);
      expect(res.body.error.message).toMatch(/no calculator named 'nope'/);
      expect(res.body.error.data).toEqual(
        expect.objectContaining({ code: 'unknown_tool', available: calculators.map((c) => c.slug) }),
      );
    }
  });

  it.each(['2024-11-05', '2025-03-26', '2025-06-18'])(
    '%s: invalid arguments are -32602 with the field errors REST gives',
    async (v) => {
      const rest = await request(app).post('/api/v1/calculate/emi-calculator').send(bad);
      const res = await postLegacy(app, v, 'tools/call', { name: 'emi-calculator', arguments: bad });
      expect(res.body.error.code).toBe(-32602);
      expect(res.body.error.data.errors).toEqual(rest.body.errors);
      expect(res.body.error.data.detail).toBe(rest.body.detail);
      expect(res.body.error.message).toMatch(/\/anualRate: is not a known input; did you mean 'annualRate'\?/);
    },
  );

  it('2025-11-25: invalid arguments are a tool execution error with the same field errors', async () => {
    const rest = await request(app).post('/api/v1/calculate/emi-calculator').send(bad);
    const res = await postLegacy(app, '2025-11-25', 'tools/call', { name: 'emi-calculator', arguments: bad });
    expect(res.body.result.isError).toBe(true);
    expect(res.body.result.structuredContent).toBeUndefined();
    expect(res.body.result.content[0].text).toMatch(/\/principal: must be >= 0/);
    expect(JSON.parse(res.body.result.content[1].text).error.errors).toEqual(rest.body.errors);
  });

  it('unsatisfiable input is a tool execution error in every revision', async () => {
    const args = {
      debts: [{ name: 'Visa', balance: 5000, rate: 20, minPayment: 200 }],
      monthlyBudget: 100,
      strategy: 'avalanche',
    };
    for (const v of LEGACY) {
      const res = await postLegacy(app, v, 'tools/call', { name: 'debt-payoff-calculator', arguments: args });
      expect(res.body.result.isError).toBe(true);
      expect(JSON.parse(res.body.result.content[1].text).error.code).toBe('unsatisfiable_input');
    }
  });

  it.each([
    ['no name', { arguments: loan }],
    ['a numeric name', { name: 5, arguments: loan }],
    ['arguments that are not an object', { name: 'emi-calculator', arguments: [1, 2] }],
  ])('a malformed call (%s) is -32602', async (_case, params) => {
    const res = await postLegacy(app, '2025-11-25', 'tools/call', params, 3);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 3, error: expect.objectContaining({ code: -32602 }) });
  });
});

describe('JSON-RPC batches: 2025-03-26 only', () => {
  const batch = [
    { jsonrpc: '2.0', id: 1, method: 'ping' },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'emi-calculator', arguments: loan } },
    { jsonrpc: '2.0', id: 3, method: 'nope' },
  ];

  it('answers each request of a 2025-03-26 batch, none for notifications', async () => {
    for (const headers of [{}, { 'MCP-Protocol-Version': '2025-03-26' }] as Array<Record<string, string>>) {
      const res = await postMcp(app, batch, headers);
      expect(res.status).toBe(200);
      expect(res.body.map((r: { id: number }) => r.id)).toEqual([1, 2, 3]);
      expect(res.body[0].result).toEqual({});
      expect(callPayload(res.body[1].result).result.emi).toBe(4614.49);
      expect(res.body[2].error.code).toBe(-32601);
    }
  });

  it('answers 202 to a batch of notifications only', async () => {
    expect((await postMcp(app, [{ jsonrpc: '2.0', method: 'notifications/initialized' }])).status).toBe(202);
  });

  it('refuses initialize inside a batch', async () => {
    const res = await postMcp(app, [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26' } },
    ]);
    expect(res.body[0].error.code).toBe(-32600);
  });

  it.each(['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28'])('refuses batches in %s', async (v) => {
    const res = await postMcp(app, batch, { 'MCP-Protocol-Version': v });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32600 }) });
  });

  it('refuses an empty batch, and one over the size limit', async () => {
    expect((await postMcp(app, [])).status).toBe(400);
    const big = Array.from({ length: 21 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' }));
    expect((await postMcp(app, big)).body.error.message).toMatch(/at most 20/);
  });
});
