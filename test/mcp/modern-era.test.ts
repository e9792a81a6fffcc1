/**
 * The stateless 2026-07-28 revision over raw JSON-RPC: server/discover, the per-request `_meta`
 * envelope, the mirrored headers, version errors, results and removed methods.
 */
import { calculators } from '../../src/calculators/registry';
import { testApp } from '../support/app';
import { callPayload, MODERN, modernHeaders, modernMeta, modernRequest, postMcp, postModern } from './support/mcp-http';

const { app } = testApp();
const loan = { principal: 100000, annualRate: 10, tenureYears: 2 };
const SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

describe('server/discover', () => {
  it('advertises the per-request-metadata versions, capabilities, server info, resultType and cache hints', async () => {
    const res = await postModern(app, 'server/discover', {}, 'd1');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('d1');
    expect(res.body.result).toEqual({
      resultType: 'complete',
      supportedVersions: [MODERN],
      capabilities: {
        tools: {},
        resources: {},
        prompts: {},
        extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } },
      },
      instructions: expect.stringMatching(/6\.5 means 6\.5 %/),
      ttlMs: 300000,
      cacheScope: 'public',
      _meta: {
        [SERVER_INFO]: expect.objectContaining({
          name: 'financial-calculation-service',
          version: expect.any(String),
          title: 'Financial Calculation Service',
        }),
      },
    });
  });
});

describe('every result', () => {
  it.each([
    ['server/discover', {}],
    ['tools/list', {}],
    ['tools/call', { name: 'emi-calculator', arguments: loan }],
  ])('%s: resultType "complete" and the server info in _meta', async (method, params) => {
    const { result } = (await postModern(app, method, params)).body;
    expect(result.resultType).toBe('complete');
    expect(result._meta[SERVER_INFO].name).toBe('financial-calculation-service');
  });
});

describe('tools/list', () => {
  it('carries ttlMs and cacheScope, and lists the tools in the same order every time', async () => {
    const a = (await postModern(app, 'tools/list')).body.result;
    const b = (await postModern(app, 'tools/list', {}, 2)).body.result;
    expect(a.ttlMs).toBe(300000);
    expect(a.cacheScope).toBe('public');
    expect(a.tools.map((t: { name: string }) => t.name)).toEqual(calculators.map((c) => c.slug));
    expect(b.tools).toEqual(a.tools);
  });

  it('gives every tool a title, an outputSchema and annotations', async () => {
    const { tools } = (await postModern(app, 'tools/list')).body.result;
    for (const t of tools) {
      expect(t.title).toEqual(expect.any(String));
      expect(t.outputSchema.properties.result).toBeDefined();
      expect(t.annotations).toEqual(expect.objectContaining({ readOnlyHint: true, idempotentHint: true }));
    }
  });
});

describe('tools/call', () => {
  it('answers text and structuredContent, isError false', async () => {
    const { result } = (await postModern(app, 'tools/call', { name: 'emi-calculator', arguments: loan })).body;
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toEqual(callPayload(result));
    expect(result.structuredContent.result.emi).toBe(4614.49); // golden: emi-calculator.test.ts
  });

  it('answers invalid arguments with a tool execution error carrying the field errors', async () => {
    const { result } = (
      await postModern(app, 'tools/call', { name: 'emi-calculator', arguments: { ...loan, annualRate: 101 } })
    ).body;
    expect(result.isError).toBe(true);
    expect(result.resultType).toBe('complete');
    expect(result.content[0].text).toMatch(/\/annualRate: must be <= 100/);
  });

  it('answers an unknown tool with -32602, HTTP 200', async () => {
    const res = await postModern(app, 'tools/call', { name: 'nope', arguments: {} }, 4);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 4, error: expect.objectContaining({ code: -32602 }) });
  });
});

describe('the _meta envelope', () => {
  it('is required: a 2026-07-28 request without it is -32602, HTTP 400', async () => {
    const res = await postMcp(
      app,
      { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
      modernHeaders('tools/list'),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 1, error: expect.objectContaining({ code: -32602 }) });
  });

  it.each([
    ['clientCapabilities missing', { 'io.modelcontextprotocol/clientCapabilities': undefined }],
    ['clientCapabilities not an object', { 'io.modelcontextprotocol/clientCapabilities': 'all' }],
    ['protocolVersion not a string', { 'io.modelcontextprotocol/protocolVersion': 20260728 }],
    ['clientInfo without a version', { 'io.modelcontextprotocol/clientInfo': { name: 'x' } }],
    ['an unknown log level', { 'io.modelcontextprotocol/logLevel': 'loud' }],
  ])('must be well formed (%s): -32602, 400', async (_case, change) => {
    const meta = JSON.parse(JSON.stringify(modernMeta(change))) as Record<string, unknown>;
    const res = await postMcp(
      app,
      { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: meta } },
      modernHeaders('tools/list'),
    );
    expect(res.status).toBe(400);
    expect(res.body.id).toBe(2);
    expect(res.body.error.code).toBe(-32602);
  });
});

describe('an unsupported version: -32022 listing the supported ones', () => {
  it.each(['1900-01-01', '2027-01-01', '2025-11-25'])('envelope naming %s', async (v) => {
    const body = {
      jsonrpc: '2.0',
      id: 'u',
      method: 'tools/list',
      params: { _meta: modernMeta({ 'io.modelcontextprotocol/protocolVersion': v }) },
    };
    const res = await postMcp(app, body, { 'MCP-Protocol-Version': v, 'Mcp-Method': 'tools/list' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: 'u',
      error: {
        code: -32022,
        message: expect.any(String),
        data: { supported: [MODERN, '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'], requested: v },
      },
    });
  });
});

describe('headers checked against the body: -32020, HTTP 400', () => {
  const call = modernRequest('tools/call', { name: 'emi-calculator', arguments: loan }, 'h');

  it.each([
    ['MCP-Protocol-Version absent', { 'MCP-Protocol-Version': undefined }],
    ['MCP-Protocol-Version different', { 'MCP-Protocol-Version': '2025-11-25' }],
    ['Mcp-Method absent', { 'Mcp-Method': undefined }],
    ['Mcp-Method different', { 'Mcp-Method': 'tools/list' }],
    ['Mcp-Name absent on tools/call', { 'Mcp-Name': undefined }],
    ['Mcp-Name different', { 'Mcp-Name': 'sip-calculator' }],
    ['Mcp-Name with a broken Base64 sentinel', { 'Mcp-Name': '=?base64?not base64!?=' }],
  ])('%s', async (_case, change) => {
    const headers = Object.fromEntries(
      Object.entries({ ...call.headers, ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    const res = await postMcp(app, call.body, headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: 'h',
      error: expect.objectContaining({ code: -32020, message: expect.stringMatching(/^Header mismatch/) }),
    });
  });

  it('decodes a Base64 Mcp-Name before comparing', async () => {
    const encoded = `=?base64?${Buffer.from('emi-calculator').toString('base64')}?=`;
    const res = await postMcp(app, call.body, { ...call.headers, 'Mcp-Name': encoded });
    expect(res.status).toBe(200);
    expect(res.body.result.isError).toBe(false);
  });

  it('header names are case-insensitive', async () => {
    const res = await postMcp(app, call.body, {
      'mcp-protocol-version': MODERN,
      'MCP-METHOD': 'tools/call',
      'mcp-name': 'emi-calculator',
    });
    expect(res.status).toBe(200);
  });
});

describe('methods that do not exist in 2026-07-28: -32601, HTTP 404', () => {
  it.each(['ping', 'logging/setLevel', 'initialize', 'resources/subscribe', 'completion/complete', 'constructor'])(
    '%s',
    async (method) => {
      const res = await postModern(app, method, {}, 'm');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ jsonrpc: '2.0', id: 'm', error: expect.objectContaining({ code: -32601 }) });
    },
  );
});

describe('notifications', () => {
  it('are accepted with 202 and no body', async () => {
    const res = await postMcp(
      app,
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { _meta: modernMeta() } },
      { 'MCP-Protocol-Version': MODERN },
    );
    expect(res.status).toBe(202);
    expect(res.text).toBe('');
  });

  it('with a header that disagrees with their envelope are refused (-32020)', async () => {
    const res = await postMcp(
      app,
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { _meta: modernMeta() } },
      { 'MCP-Protocol-Version': '2025-11-25' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(-32020);
  });
});
