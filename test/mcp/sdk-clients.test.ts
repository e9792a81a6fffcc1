/**
 * The official MCP clients against the real server listening on a port, one suite for both SDKs:
 * v1 (`@modelcontextprotocol/sdk` Client + StreamableHTTPClientTransport, which proposes 2025-11-25)
 * and v2 (`@modelcontextprotocol/client`) pinned to the stateless 2026-07-28 revision, in `auto`
 * negotiation (which probes with server/discover and must settle on 2026-07-28), and in its default
 * legacy mode. Each adapter connects one client; every behaviour below runs against each of them.
 */
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import {
  Client as ClientV2,
  ProtocolError,
  StreamableHTTPClientTransport as TransportV2,
} from '@modelcontextprotocol/client';
import { calculators } from '../../src/calculators/registry';
import { listen, restResult, type Listening } from './support/listening';

interface ToolResult {
  isError?: boolean;
  content: Array<{ text?: string }>;
  structuredContent?: { result: unknown; meta: { inputs: Record<string, unknown> } };
}

/** What the suite asks of a connected client: the same few calls in both SDKs. */
interface Connected {
  protocolVersion(): string | undefined;
  serverName(): string | undefined;
  serverCapabilities(): unknown;
  listTools(): Promise<string[]>;
  callTool(name: string, args: Record<string, unknown>): Promise<ToolResult>;
  ping(): Promise<unknown>;
  listResources(): Promise<Array<{ uri: string; mimeType?: string }>>;
  listResourceTemplates(): Promise<Array<{ uriTemplate: string }>>;
  readResource(uri: string): Promise<Array<{ uri: string; mimeType?: string; text?: string }>>;
  listPrompts(): Promise<Array<{ name: string; arguments?: Array<{ name: string; required?: boolean }> }>>;
  getPrompt(
    name: string,
    args: Record<string, string>,
  ): Promise<{ messages: Array<{ role: string; content: { type: string; text?: string } }> }>;
  close(): Promise<void>;
  /** Everything the client reported through `onerror`. */
  errors: Error[];
}

interface Adapter {
  name: string;
  /** The revision the client must settle on. */
  negotiated: string;
  /** The class the SDK rejects a JSON-RPC error response with. */
  protocolError: abstract new (...args: never[]) => Error;
  connect(url: URL): Promise<Connected>;
}

/** The calls both SDKs' `Client` classes have in common, as this suite uses them. */
interface SdkClient {
  onerror?: (error: Error) => void;
  getServerVersion(): { name: string } | undefined;
  getServerCapabilities(): unknown;
  listTools(): Promise<{ tools: Array<{ name: string }> }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
  ping(): Promise<unknown>;
  listResources(): Promise<{ resources: Array<{ uri: string; mimeType?: string }> }>;
  listResourceTemplates(): Promise<{ resourceTemplates: Array<{ uriTemplate: string }> }>;
  readResource(params: {
    uri: string;
  }): Promise<{ contents: Array<{ uri: string; mimeType?: string; text?: string }> }>;
  listPrompts(): Promise<{ prompts: Array<{ name: string; arguments?: Array<{ name: string; required?: boolean }> }> }>;
  getPrompt(params: { name: string; arguments: Record<string, string> }): Promise<unknown>;
  close(): Promise<void>;
}

/** Connects `client` with `connect`, collecting from the start what it reports through `onerror`. */
async function connectClient(
  client: SdkClient,
  connect: () => Promise<void>,
  protocolVersion: () => string | undefined,
): Promise<Connected> {
  const errors: Error[] = [];
  client.onerror = (e) => errors.push(e);
  await connect();
  return {
    protocolVersion,
    serverName: () => client.getServerVersion()?.name,
    serverCapabilities: () => client.getServerCapabilities(),
    listTools: async () => (await client.listTools()).tools.map((t) => t.name),
    callTool: async (name, args) => (await client.callTool({ name, arguments: args })) as ToolResult,
    ping: () => client.ping(),
    listResources: async () => (await client.listResources()).resources,
    listResourceTemplates: async () => (await client.listResourceTemplates()).resourceTemplates,
    readResource: async (uri) => (await client.readResource({ uri })).contents,
    listPrompts: async () => (await client.listPrompts()).prompts,
    getPrompt: async (name, args) =>
      (await client.getPrompt({ name, arguments: args })) as Awaited<ReturnType<Connected['getPrompt']>>,
    close: () => client.close(),
    errors,
  };
}

type Mode = { pin: string } | 'auto' | 'legacy';

function v2(name: string, mode: Mode, negotiated: string): Adapter {
  return {
    name: `SDK v2 client, ${name}`,
    negotiated,
    protocolError: ProtocolError,
    connect(url) {
      const client = new ClientV2({ name: 'jest-v2', version: '1.0.0' }, { versionNegotiation: { mode } });
      return connectClient(
        client,
        () => client.connect(new TransportV2(url)),
        () => client.getNegotiatedProtocolVersion(),
      );
    },
  };
}

const adapters: Adapter[] = [
  {
    name: 'SDK v1 client',
    negotiated: '2025-11-25',
    protocolError: McpError,
    connect(url) {
      const client = new ClientV1({ name: 'jest-v1', version: '1.0.0' });
      const transport = new TransportV1(url);
      return connectClient(
        client,
        () => client.connect(transport),
        () => transport.protocolVersion,
      );
    },
  },
  v2('pinned to 2026-07-28', { pin: '2026-07-28' }, '2026-07-28'),
  v2('auto', 'auto', '2026-07-28'),
  v2('legacy (the default)', 'legacy', '2025-11-25'),
];

let server: Listening;

beforeAll(async () => {
  server = await listen();
});

afterAll(async () => {
  await server.close();
});

/** Tool calls the server has counted under a revision, over every tool and outcome. */
async function toolCallsServedAs(revision: string): Promise<number> {
  const counted = await server.deps.metrics.mcpToolCalls.get();
  return counted.values.filter((v) => v.labels.revision === revision).reduce((n, v) => n + v.value, 0);
}

describe.each(adapters.map((a) => [a.name, a] as const))('%s', (_name, adapter) => {
  const { negotiated } = adapter;
  let client: Connected;
  let servedBefore: number;

  beforeAll(async () => {
    servedBefore = await toolCallsServedAs(negotiated);
    client = await adapter.connect(server.url);
  });

  afterAll(async () => {
    await client.close();
  });

  it(`speaks ${negotiated}, without a single onerror (the GET for a stream is refused with 405, as the spec allows)`, () => {
    expect(client.protocolVersion()).toBe(negotiated);
    expect(client.serverName()).toBe('financial-calculation-service');
    // MCP Apps is advertised where capabilities have `extensions` (2026-07-28).
    const apps =
      negotiated === '2026-07-28'
        ? { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } }
        : {};
    expect(client.serverCapabilities()).toEqual({ tools: {}, resources: {}, prompts: {}, ...apps });
    expect(client.errors).toEqual([]);
  });

  it('lists every calculator as a tool', async () => {
    expect(await client.listTools()).toEqual(calculators.map((c) => c.slug));
  });

  it.each(calculators.map((c) => [c.slug, c] as const))(
    'callTool(%s, example) equals the REST result',
    async (slug, calc) => {
      const res = await client.callTool(slug, calc.exampleInputs as Record<string, unknown>);
      expect(res.isError).toBe(false);
      const out = res.structuredContent!;
      // The summary line, then the warnings and notes, each on a labelled line.
      expect(res.content[0]!.text).toMatch(/^[A-Z0-9][^\n{]+(\n(Warning|Note): [^\n]+)*$/);
      expect(JSON.parse(res.content[1]!.text!)).toEqual(out);
      expect(out.result).toEqual(await restResult(server.app, slug, calc.exampleInputs, out.meta.inputs));
    },
  );

  it.each([
    [
      'mortgage-calculator',
      { homePrice: 400000, downPaymentPct: 25, annualRate: 6.5, tenureYears: 30 },
      'pmiEndsMonth',
    ],
    [
      'rent-vs-buy-calculator',
      { homePrice: 900000, mortgageRate: 9, monthlyRent: 900, yearsToAnalyze: 5 },
      'breakEvenYear',
    ],
    [
      'currency-converter',
      { amount: 10, fromCurrency: 'USD', toCurrency: 'EUR', exchangeRates: { USD: 1.1, EUR: 1 } },
      'ratesAsOf',
    ],
    ['net-worth-calculator', { assets: [{ name: 'Cash', value: 0 }], liabilities: [] }, 'debtToAssetPct'],
  ] as const)(
    'callTool(%s) with a null in the result: the client validates it against the anyOf output schema',
    async (slug, args, field) => {
      await client.listTools(); // the SDKs validate structuredContent against the outputSchema of the listed tool
      const res = await client.callTool(slug, args);
      expect(res.isError).toBe(false);
      expect((res.structuredContent!.result as Record<string, unknown>)[field]).toBeNull();
      expect(client.errors).toEqual([]);
    },
  );

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
    const res = await client.callTool('emi-calculator', { principal: 500000, annualRate: 180, tenureYears: 20 });
    expect(res.isError).toBe(true);
    expect(res.content[0]!.text).toMatch(/\/annualRate: must be <= 100/);
  });

  it('gets a misspelt input back as a tool error naming the input it meant', async () => {
    const res = await client.callTool('sip-calculator', { monthlyAmount: 5000, annualReturn: 12, yeers: 10 });
    expect(res.isError).toBe(true);
    expect(res.content[0]!.text).toMatch(/\/yeers: is not a known input; did you mean 'years'\?/);
  });

  it("gets an unknown tool back as the SDK's protocol error, -32602", async () => {
    await expect(client.callTool('no-such-tool', {})).rejects.toEqual(expect.objectContaining({ code: -32602 }));
    await expect(client.callTool('no-such-tool', {})).rejects.toBeInstanceOf(adapter.protocolError);
    expect(client.errors).toEqual([]);
  });

  it('lists the resources: the rates, the tax tables of each tax year and a methodology per calculator', async () => {
    const uris = (await client.listResources()).map((r) => r.uri);
    expect(uris).toEqual(
      expect.arrayContaining([
        'fincalc://rates/current',
        'fincalc://tax/2025/federal',
        'fincalc://tax/2026/federal',
        ...calculators.map((c) => `fincalc://methodology/${c.slug}`),
      ]),
    );
    expect((await client.listResourceTemplates()).map((t) => t.uriTemplate)).toEqual([
      'fincalc://methodology/{slug}',
      'fincalc://tax/{year}/federal',
    ]);
  });

  it('reads the rates with their dates and sources, and the tax tables with their citations', async () => {
    const [rates] = await client.readResource('fincalc://rates/current');
    expect(rates).toEqual(expect.objectContaining({ uri: 'fincalc://rates/current', mimeType: 'application/json' }));
    const body = JSON.parse(rates!.text!);
    expect(body.benchmarks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'mortgage_30y',
          as_of: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          source: expect.any(String),
        }),
      ]),
    );
    const [tax] = await client.readResource('fincalc://tax/2026/federal');
    expect(JSON.parse(tax!.text!)).toEqual(
      expect.objectContaining({ tax_year: 2026, source: expect.stringMatching(/Rev\. Proc\. 2025-32/) }),
    );
    const [tax2025] = await client.readResource('fincalc://tax/2025/federal');
    expect(JSON.parse(tax2025!.text!)).toEqual(
      expect.objectContaining({
        tax_year: 2025,
        source: expect.stringMatching(/Rev\. Proc\. 2024-40/),
        social_security: { rate: 6.2, wageBase: 176100 },
      }),
    );
    const [method] = await client.readResource('fincalc://methodology/emi-calculator');
    expect(method!.text).toMatch(/^# Loan Payment \(EMI\) Calculator: methodology/);
  });

  it("gets an unknown resource back as the SDK's protocol error naming the URI (v2 reads -32002 and -32602 alike as ResourceNotFoundError)", async () => {
    const uri = 'fincalc://methodology/nope';
    await expect(client.readResource(uri)).rejects.toBeInstanceOf(adapter.protocolError);
    await expect(client.readResource(uri)).rejects.toEqual(expect.objectContaining({ data: { uri } }));
  });

  it('lists the prompts and gets one with its arguments', async () => {
    const prompts = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual([
      'compare-debt-payoff',
      'rent-or-buy',
      'take-home-pay',
      'mortgage-true-cost',
      'how-much-house',
      'should-i-refinance',
    ]);
    const got = await client.getPrompt('rent-or-buy', { homePrice: '450000', monthlyRent: '2400' });
    expect(got.messages).toEqual([
      {
        role: 'user',
        content: { type: 'text', text: expect.stringMatching(/450000.*2400[\s\S]*rent-vs-buy-calculator/) },
      },
    ]);
    await expect(client.getPrompt('rent-or-buy', { homePrice: '450000' })).rejects.toEqual(
      expect.objectContaining({ code: -32602 }),
    );
  });

  it(`was served as ${negotiated} by the server too`, async () => {
    // Counted from this client's connection on: an earlier client on the same revision does not count.
    expect((await toolCallsServedAs(negotiated)) - servedBefore).toBeGreaterThanOrEqual(calculators.length);
  });

  it('ends without errors', () => {
    expect(client.errors).toEqual([]);
  });
});
