/**
 * The official SDK v2 client (`@modelcontextprotocol/client`) against the real server listening
 * on a port: pinned to the stateless 2026-07-28 revision, in `auto` negotiation (which probes
 * with server/discover and must settle on 2026-07-28), and in its default legacy mode.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { calculators } from '../../src/calculators/registry';
import { listen, restResult, type Listening } from './support/listening';

type Mode = { pin: string } | 'auto' | 'legacy';

let server: Listening;

beforeAll(async () => {
  server = await listen();
});

afterAll(async () => {
  await server.close();
});

async function connect(mode: Mode): Promise<{ client: Client; errors: Error[] }> {
  const client = new Client({ name: 'jest-v2', version: '1.0.0' }, { versionNegotiation: { mode } });
  const errors: Error[] = [];
  client.onerror = (e) => errors.push(e);
  await client.connect(new StreamableHTTPClientTransport(server.url));
  return { client, errors };
}

describe.each([
  ['pinned to 2026-07-28', { pin: '2026-07-28' } as Mode, '2026-07-28'],
  ['auto', 'auto' as Mode, '2026-07-28'],
  ['legacy (the default)', 'legacy' as Mode, '2025-11-25'],
])('SDK v2 client, %s', (_name, mode, negotiated) => {
  let client: Client;
  let errors: Error[];

  beforeAll(async () => {
    ({ client, errors } = await connect(mode));
  });

  afterAll(async () => {
    await client.close();
  });

  it(`speaks ${negotiated}`, () => {
    expect(client.getNegotiatedProtocolVersion()).toBe(negotiated);
    expect(client.getServerVersion()).toEqual(expect.objectContaining({ name: 'financial-calculation-service' }));
    expect(errors).toEqual([]);
  });

  it('lists the twelve tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(calculators.map((c) => c.slug));
  });

  it.each(calculators.map((c) => [c.slug, c] as const))('callTool(%s, example) equals the REST result', async (slug, calc) => {
    const res = await client.callTool({ name: slug, arguments: calc.exampleInputs as Record<string, unknown> });
    expect(res.isError).toBe(false);
    const out = res.structuredContent as { result: unknown; meta: { inputs: Record<string, unknown> } };
    expect(out.result).toEqual(await restResult(server.app, slug, calc.exampleInputs, out.meta.inputs));
  });

  if (negotiated === '2026-07-28') {
    it('has no ping in 2026-07-28 (the client refuses it; the server answers -32601)', async () => {
      await expect(client.ping()).rejects.toThrow(/ping/);
    });
  } else {
    it('pings', async () => {
      expect(await client.ping()).toEqual({});
    });
  }

  it('gets an invalid call back as a tool error with the field messages', async () => {
    const res = await client.callTool({ name: 'sip-calculator', arguments: { monthlyAmount: 5000, annualReturn: 12, yeers: 10 } });
    expect(res.isError).toBe(true);
    expect((res.content as Array<{ text: string }>)[0]!.text).toMatch(/\/yeers: is not a known input; did you mean 'years'\?/);
  });

  it('gets an unknown tool back as a protocol error -32602', async () => {
    await expect(client.callTool({ name: 'no-such-tool', arguments: {} })).rejects.toEqual(expect.objectContaining({ code: -32602 }));
    expect(errors).toEqual([]);
  });

  it(`was served as ${negotiated} by the server too`, async () => {
    const counted = await server.deps.metrics.mcpToolCalls.get();
    const calls = counted.values.filter((v) => v.labels.revision === negotiated).reduce((n, v) => n + v.value, 0);
    expect(calls).toBeGreaterThanOrEqual(calculators.length);
  });
});
