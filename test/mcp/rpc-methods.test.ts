/**
 * What the json-rpc-2.0 servers are left holding once a request is answered: nothing of it. Their transpiled `receive`
 * leaves its state behind for the next full collection, so `dispatchRequest` empties the context slot it handed over
 * and the library's response object (src/mcp/rpc-methods.ts).
 */
import type { JSONRPCResponse } from 'json-rpc-2.0';
import type { CallContext } from '../../src/mcp/call-context';
import { FEATURES, type Revision } from '../../src/mcp/revisions';
import { createMethodServers, dispatchRequest, type MethodServers } from '../../src/mcp/rpc-methods';
import { serverIdentity } from '../../src/mcp/server-identity';
import { inProcessEndpoint } from './support/in-process';

const { site, hooks } = inProcessEndpoint();

function callContext(revision: Revision): CallContext {
  return { revision, features: FEATURES[revision], ...hooks, toolCalled: () => undefined };
}

/** The servers, with what each `receive` was handed and what it answered, as the library itself holds them. */
function watched(): { servers: MethodServers; seen: Array<{ slot: unknown; response: JSONRPCResponse | null }> } {
  const servers = createMethodServers(serverIdentity(site), site.baseUrl);
  const seen: Array<{ slot: unknown; response: JSONRPCResponse | null }> = [];
  for (const server of Object.values(servers)) {
    const receive = server.receive.bind(server) as (r: unknown, p: unknown) => Promise<JSONRPCResponse | null>;
    Object.assign(server, {
      receive: async (request: unknown, slot: unknown) => {
        const response = await receive(request, slot);
        seen.push({ slot, response });
        return response;
      },
    });
  }
  return { servers, seen };
}

describe('dispatchRequest', () => {
  it.each(['2025-11-25', '2026-07-28'] as const)(
    'answers a tools/call (%s) with the result, and leaves the library an empty slot and an empty response',
    async (revision) => {
      const { servers, seen } = watched();
      const request = {
        jsonrpc: '2.0' as const,
        id: 7,
        method: 'tools/call',
        params: { name: 'tax-calculator', arguments: { grossIncome: 75000, filingStatus: 'single' } },
      };
      const response = await dispatchRequest(servers, request, callContext(revision));
      expect(response).toMatchObject({ jsonrpc: '2.0', id: 7, result: { isError: false } });
      expect(
        (response as { result: { structuredContent: { result: unknown } } }).result.structuredContent.result,
      ).toMatchObject({ grossIncome: 75000 });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.slot).toEqual({ call: undefined });
      expect(seen[0]!.response).not.toBe(response);
      expect(seen[0]!.response).toMatchObject({ result: undefined, error: undefined });
    },
  );

  it('answers an error the same way: the error in the answer, none left in the library', async () => {
    const { servers, seen } = watched();
    const request = { jsonrpc: '2.0' as const, id: 'x', method: 'tools/call', params: {} };
    const response = await dispatchRequest(servers, request, callContext('2025-11-25'));
    expect(response).toMatchObject({ jsonrpc: '2.0', id: 'x', error: { code: -32602 } });
    expect(seen[0]!.slot).toEqual({ call: undefined });
    expect(seen[0]!.response).toMatchObject({ result: undefined, error: undefined });
  });
});
