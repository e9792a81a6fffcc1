/**
 * The official SDK v1 client (`@modelcontextprotocol/sdk` Client + StreamableHTTPClientTransport,
 * which proposes 2025-11-25) against the real server listening on a port.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { calculators } from '../../src/calculators/registry';
import { listen, restResult, type Listening } from './support/listening';

let server: Listening;
let client: Client;
const errors: Error[] = [];

beforeAll(async () => {
  server = await listen();
  client = new Client({ name: 'jest-v1', version: '1.0.0' });
  client.onerror = (e) => errors.push(e);
  const transport = new StreamableHTTPClientTransport(server.url);
  await client.connect(transport);
});

afterAll(async () => {
  await client.close();
  await server.close();
});

describe('SDK v1 client', () => {
  it('connects without a single onerror (the GET for a stream is refused with 405, as the spec allows)', () => {
    expect(errors).toEqual([]);
    expect(client.getServerVersion()).toEqual(expect.objectContaining({ name: 'financial-calculation-service' }));
    expect(client.getServerCapabilities()).toEqual({ tools: {} });
  });

  it('lists the twelve tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(calculators.map((c) => c.slug));
  });

  it.each(calculators.map((c) => [c.slug, c] as const))('callTool(%s, example) equals the REST result', async (slug, calc) => {
    const res = await client.callTool({ name: slug, arguments: calc.exampleInputs as Record<string, unknown> });
    expect(res.isError).toBe(false);
    const out = res.structuredContent as { result: unknown; meta: { inputs: Record<string, unknown>; warnings: string[] } };
    expect(JSON.parse((res.content as Array<{ text: string }>)[0]!.text)).toEqual(out);
    expect(out.result).toEqual(await restResult(server.app, slug, calc.exampleInputs, out.meta.inputs));
  });

  it('pings', async () => {
    expect(await client.ping()).toEqual({});
  });

  it('gets an invalid call back as a tool error with the field messages', async () => {
    const res = await client.callTool({ name: 'emi-calculator', arguments: { principal: 500000, annualRate: 180, tenureYears: 20 } });
    expect(res.isError).toBe(true);
    expect((res.content as Array<{ text: string }>)[0]!.text).toMatch(/\/annualRate: must be <= 100/);
  });

  it('gets an unknown tool back as an McpError -32602', async () => {
    await expect(client.callTool({ name: 'no-such-tool', arguments: {} })).rejects.toEqual(expect.objectContaining({ code: -32602 }));
    await expect(client.callTool({ name: 'no-such-tool', arguments: {} })).rejects.toBeInstanceOf(McpError);
  });

  it('ends without errors', () => {
    expect(errors).toEqual([]);
  });
});
