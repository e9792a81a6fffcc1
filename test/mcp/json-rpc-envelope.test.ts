/**
 * The JSON-RPC envelope, checked before anything is dispatched: parse errors, invalid requests,
 * names that are not methods, and hostile bodies. Never a 500, never `result: null`, never
 * `id: null` for a request that had an id.
 */
import fc from 'fast-check';
import { McpEndpoint } from '../../src/mcp/mcp-endpoint';
import { serverIdentity } from '../../src/mcp/server-identity';
import { testApp } from '../support/app';
import { inProcessEndpoint } from './support/in-process';
import { postMcp } from './support/mcp-http';

const { app } = testApp();
const SITE = inProcessEndpoint().site;
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('parse error: -32700 with HTTP 400', () => {
  it.each(['{"jsonrpc": "2.0", "id": 1,', 'not json', '{"a":1}}'])('%s', async (text) => {
    const res = await postMcp(app, text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.any(String) } });
  });
});

describe('invalid request: -32600 with HTTP 400', () => {
  it.each([
    ['a string', '"ping"', null],
    ['null', 'null', null],
    ['a number', '42', null],
    ['no jsonrpc member', { id: 1, method: 'ping' }, 1],
    ['jsonrpc "1.0"', { jsonrpc: '1.0', id: 2, method: 'ping' }, 2],
    ['a numeric method', { jsonrpc: '2.0', id: 3, method: 42 }, 3],
    ['an empty method', { jsonrpc: '2.0', id: 4, method: '' }, 4],
    ['params that are an array', { jsonrpc: '2.0', id: 5, method: 'ping', params: [] }, 5],
    ['params that are a string', { jsonrpc: '2.0', id: 6, method: 'ping', params: 'x' }, 6],
    ['a null id (MCP forbids it)', { jsonrpc: '2.0', id: null, method: 'ping' }, null],
    ['an object id', { jsonrpc: '2.0', id: { a: 1 }, method: 'ping' }, null],
    ['a fractional id', { jsonrpc: '2.0', id: 1.5, method: 'ping' }, null],
    ['neither method nor result', { jsonrpc: '2.0', id: 7 }, 7],
  ])('%s', async (_case, body, id) => {
    const res = await postMcp(app, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ jsonrpc: '2.0', id, error: expect.objectContaining({ code: -32600 }) });
  });

  it('an empty body', async () => {
    const res = await postMcp(app, '');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(-32600);
  });
});

describe('names that are not methods', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'tools/call/../ping', 'TOOLS/LIST'])(
    '%s is "method not found", not a crash',
    async (method) => {
      const res = await postMcp(app, { jsonrpc: '2.0', id: 'x', method }, { 'MCP-Protocol-Version': '2025-11-25' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ jsonrpc: '2.0', id: 'x', error: { code: -32601, message: expect.any(String) } });
    },
  );

  it('a tool named like a prototype member is an unknown tool', async () => {
    const res = await postMcp(
      app,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: '__proto__', arguments: {} } },
      { 'MCP-Protocol-Version': '2025-11-25' },
    );
    expect(res.body.error.code).toBe(-32602);
  });
});

describe('ids', () => {
  it.each([0, -1, 'a', '', 2 ** 53 - 1])('echoes the id %p as given', async (id) => {
    const res = await postMcp(app, { jsonrpc: '2.0', id, method: 'ping' }, { 'MCP-Protocol-Version': '2025-11-25' });
    expect(res.body).toEqual({ jsonrpc: '2.0', id, result: {} });
  });
});

describe('hostile bodies', () => {
  const jsonRpcLike = fc.record(
    {
      jsonrpc: fc.oneof(fc.constant('2.0'), fc.jsonValue()),
      id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.jsonValue()),
      method: fc.oneof(
        fc.constantFrom('initialize', 'ping', 'tools/list', 'tools/call', 'server/discover', 'constructor'),
        fc.string(),
        fc.jsonValue(),
      ),
      params: fc.oneof(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.record({
          name: fc.oneof(fc.constantFrom('emi-calculator', 'tax-calculator'), fc.string()),
          arguments: fc.jsonValue(),
        }),
        fc.jsonValue(),
      ),
    },
    { requiredKeys: [] },
  );

  it('always answer a JSON-RPC body or 202, never a 500, never result:null, and keep a valid id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(jsonRpcLike, fc.jsonValue()),
        fc.constantFrom(undefined, '2025-03-26', '2025-11-25', '2026-07-28'),
        async (value, version) => {
          const res = await postMcp(app, value, version ? { 'MCP-Protocol-Version': version } : {});
          // What the wire carried: JSON has no -0 (an id of -0 arrives as 0).
          const body = JSON.parse(JSON.stringify(value)) as typeof value;
          expect([200, 202, 400, 404]).toContain(res.status);
          if (res.status === 202) return;
          const replies = Array.isArray(res.body) ? res.body : [res.body];
          for (const r of replies) {
            expect(r.jsonrpc).toBe('2.0');
            expect('result' in r ? r.result : r.error).not.toBeNull();
            if (
              !Array.isArray(body) &&
              typeof body === 'object' &&
              body !== null &&
              (typeof body.id === 'string' || Number.isSafeInteger(body.id))
            ) {
              if (typeof body.method === 'string' && body.method.length > 0) expect(r.id).toBe(body.id);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('a method that fails unexpectedly', () => {
  it('answers -32603 with the request id and logs the error with the method', async () => {
    const failure = new Error('disk on fire');
    const broken = {
      list: () => [{ uri: 'test://broken', name: 'broken', description: 'Fails', mimeType: 'text/plain' }],
      read: () => Promise.reject(failure),
    };
    const endpoint = new McpEndpoint(serverIdentity(SITE), SITE.baseUrl, { resourceProviders: [broken] });
    const logged: object[] = [];
    const hooks = { ...inProcessEndpoint().hooks, log: { error: (obj: object) => logged.push(obj) } };
    const reply = await endpoint.handle(
      { jsonrpc: '2.0', id: 'r1', method: 'resources/read', params: { uri: 'test://broken' } },
      { protocolVersion: '2025-11-25' },
      hooks,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ jsonrpc: '2.0', id: 'r1', error: { code: -32603, message: 'Internal error' } });
    expect(JSON.parse(reply.json!)).toEqual(reply.body);
    expect(logged).toEqual([{ err: failure, method: 'resources/read' }]);
  });
});
