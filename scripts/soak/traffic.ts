/**
 * The soak's traffic: every public surface of the service in one repeating mix (every
 * calculator over REST with the examples their descriptors publish, the tool list, the rates,
 * MCP `tools/list` and `tools/call` in the 2025-11-25 style with `initialize` and in the stateless
 * 2026-07-28 style with its headers and `_meta`, the tool pages with inputs, their embeds, and
 * /api-docs), sent over keep-alive connections to every replica from a pool of client addresses
 * (`X-Forwarded-For` behind `TRUST_PROXY=loopback`), and every answer recorded: nothing is retried,
 * so a reset connection or a timeout shows up as what it is.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { calculators } from '../../src/calculators/registry';

/** Which per-IP budget a request spends (`null`: none). */
export type Budget = 'api' | 'mcp' | 'page' | null;

export interface Step {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  budget: Budget;
  /** What is wrong with a 2xx answer, if anything. */
  check(body: string): string | undefined;
}

/** Steps sent in order, from one client address to one replica (an MCP `initialize` then its call). */
export type Unit = readonly Step[];

/** `shed`: the designed 503 with Retry-After of a replica whose event loop lags (SHED_LAG_MS), not a failure. */
export type Outcome = 'ok' | 'bad' | '429' | 'shed' | '4xx' | '5xx' | 'transport';

export interface Result {
  /** ms since the traffic started. */
  at: number;
  replica: number;
  kind: string;
  outcome: Outcome;
  status: number;
  ms: number;
  /** The transport error code, the status line of a failure, or what the check found. */
  detail?: string;
}

/** How long one request may take before it counts as a transport error (a timeout). */
export const REQUEST_TIMEOUT_MS = 15_000;

const REVISION_2026 = '2026-07-28';
const REVISION_2025 = '2025-11-25';
const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

interface Descriptor {
  slug: string;
  example_inputs: Record<string, unknown>;
}

function rpcCheck(call: boolean) {
  return (body: string): string | undefined => {
    let json: { result?: { isError?: boolean; structuredContent?: unknown }; error?: { message?: string } };
    try {
      json = JSON.parse(body) as typeof json;
    } catch {
      return 'not JSON';
    }
    if (json.error) return `JSON-RPC error ${json.error.message ?? ''}`;
    if (!json.result) return 'no result';
    if (call && (json.result.isError || json.result.structuredContent === undefined)) return 'tool error';
    return undefined;
  };
}

export const jsonWith = (key: string) => (body: string) =>
  body.startsWith('{') && body.includes(`"${key}"`) ? undefined : `no "${key}" in the answer`;
const html = (body: string) => (body.includes('</html>') ? undefined : 'not a whole HTML page');

function rpc(method: string, params: Record<string, unknown>, id: number): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params });
}

function mcp2026(method: 'tools/list' | 'tools/call', params: Record<string, unknown>, name?: string): Step {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': REVISION_2026,
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  return {
    kind: `MCP ${method} ${REVISION_2026}`,
    method: 'POST',
    path: '/mcp',
    headers: {
      ...MCP_HEADERS,
      'MCP-Protocol-Version': REVISION_2026,
      'Mcp-Method': method,
      ...(name ? { 'Mcp-Name': name } : {}),
    },
    body: rpc(method, { ...params, _meta: meta }, 1),
    budget: 'mcp',
    check: rpcCheck(method === 'tools/call'),
  };
}

function mcp2025(method: 'initialize' | 'tools/list' | 'tools/call', params: Record<string, unknown>): Step {
  const headers: Record<string, string> =
    method === 'initialize' ? { ...MCP_HEADERS } : { ...MCP_HEADERS, 'MCP-Protocol-Version': REVISION_2025 };
  return {
    kind: `MCP ${method} ${REVISION_2025}`,
    method: 'POST',
    path: '/mcp',
    headers,
    body: rpc(method, params, method === 'initialize' ? 0 : 1),
    budget: 'mcp',
    check: rpcCheck(method === 'tools/call'),
  };
}

export const get = (kind: string, path: string, budget: Budget, check: Step['check']): Step => ({
  kind,
  method: 'GET',
  path,
  headers: {},
  budget,
  check,
});

/**
 * The mix, built from what the service publishes: `GET /api/v1/tools` for the calculators and
 * their example inputs, and the `meta.share_url` of each example's REST answer for the pages.
 */
export async function buildMix(baseUrl: string): Promise<Unit[]> {
  const { tools } = (await (await fetch(`${baseUrl}/api/v1/tools`)).json()) as { tools: Descriptor[] };
  if (tools.length !== calculators.length)
    throw new Error(`expected ${calculators.length} calculators in GET /api/v1/tools, found ${tools.length}`);
  const units: Unit[] = [];
  for (const [i, t] of tools.entries()) {
    const body = JSON.stringify(t.example_inputs);
    const rest: Step = {
      kind: 'REST calculate',
      method: 'POST',
      path: `/api/v1/calculate/${t.slug}`,
      headers: { 'Content-Type': 'application/json' },
      body,
      budget: 'api',
      check: jsonWith('result'),
    };
    const answer = await fetch(`${baseUrl}${rest.path}`, { method: 'POST', headers: rest.headers, body });
    const text = await answer.text();
    if (answer.status !== 200)
      throw new Error(`the example of ${t.slug} is refused (${answer.status}): ${text.slice(0, 300)}`);
    const share = new URL((JSON.parse(text) as { meta: { share_url: string } }).meta.share_url);
    const query = share.search;
    const args = { name: t.slug, arguments: t.example_inputs };
    units.push(
      [rest],
      [mcp2026('tools/call', args, t.slug)],
      [
        mcp2025('initialize', {
          protocolVersion: REVISION_2025,
          capabilities: {},
          clientInfo: { name: 'soak', version: '1.0.0' },
        }),
        mcp2025('tools/call', args),
      ],
      [get('page /tools/<slug>?inputs', `/tools/${t.slug}${query}`, 'page', html)],
      [get('embed /tools/<slug>/embed?inputs', `/tools/${t.slug}/embed${query}`, 'page', html)],
    );
    // Once per four calculators: the lists, the rates and the docs, cheaper and rarer in real traffic.
    if (i % 4 === 3) {
      units.push(
        [get('GET /api/v1/tools', '/api/v1/tools', 'api', jsonWith('tools'))],
        [get('GET /api/v1/rates', '/api/v1/rates', 'api', jsonWith('rates'))],
        [mcp2026('tools/list', {})],
        [mcp2025('tools/list', {})],
        [get('page /api-docs', '/api-docs', null, html)],
      );
    }
  }
  return units;
}

export interface Answer extends Omit<Result, 'at' | 'replica' | 'kind'> {
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One request, never retried: the answer's class, or the transport error that ended it. */
export function send(port: number, agent: http.Agent, step: Step, ip: string): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    let settled = false;
    const finish = (
      r: Omit<Answer, 'ms' | 'body' | 'headers'> & { body?: string; headers?: http.IncomingHttpHeaders },
    ) => {
      if (settled) return;
      settled = true;
      resolve({ ...r, body: r.body ?? '', headers: r.headers ?? {}, ms: performance.now() - started });
    };
    const headers: Record<string, string | number> = { ...step.headers, 'X-Forwarded-For': ip };
    if (step.body !== undefined) headers['Content-Length'] = Buffer.byteLength(step.body);
    const req = http.request(
      { host: '127.0.0.1', port, method: step.method, path: step.path, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (e: NodeJS.ErrnoException) =>
          finish({ outcome: 'transport', status: 0, detail: e.code ?? e.message }),
        );
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString();
          if (status >= 200 && status < 300) {
            const problem = step.check(body);
            finish({ outcome: problem ? 'bad' : 'ok', status, detail: problem, body, headers: res.headers });
          } else {
            const outcome =
              status === 429 ? '429' : isShed(status, res.headers) ? 'shed' : status >= 500 ? '5xx' : '4xx';
            finish({ outcome, status, detail: `${status} ${body.slice(0, 200)}`, body, headers: res.headers });
          }
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) =>
      finish({ outcome: 'transport', status: 0, detail: e.code ?? e.message }),
    );
    req.end(step.body);
  });
}

/** `send`, asked again a second later while the replica sheds it (503 with Retry-After), for at most 30 s. */
export async function sendUntilServed(port: number, agent: http.Agent, step: Step, ip: string): Promise<Answer> {
  let a = await send(port, agent, step, ip);
  for (let i = 0; i < 30 && a.outcome === 'shed'; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    a = await send(port, agent, step, ip);
  }
  return a;
}

/** A designed refusal of a lagging replica or a full heavy queue: 503 with `Retry-After`. */
export function isShed(status: number, headers: http.IncomingHttpHeaders): boolean {
  return status === 503 && headers['retry-after'] !== undefined;
}

/** Client addresses of the mix: 10.77.0.0/18, one per unit in turn, so no address nears a budget. */
export const CLIENT_ADDRESSES = 16_384;
const address = (n: number) => `10.77.${(n >> 8) & 63}.${n & 255}`;

/** Runs the mix against every replica until stopped, `connections` keep-alive connections each, at a steady rate. */
export class Traffic {
  readonly results: Result[] = [];
  /** Requests per budget and client address, over the whole run. */
  readonly perAddress = new Map<string, number>();
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly agents: http.Agent[] = [];
  private startedAt = 0;
  private nextUnit = 0;
  private nextAddress = 0;
  private issued = 0;

  /** `rate`: requests per second over all replicas (0: as fast as the connections go), until `setRate`. */
  constructor(
    private readonly ports: readonly number[],
    private readonly units: readonly Unit[],
    private readonly connections: number,
    private rate: number,
  ) {}

  /** Changes the pace from now on (0: as fast as the connections go). */
  setRate(rate: number): void {
    this.rate = rate;
    this.issued = Math.ceil((this.now() * rate) / 1000);
  }

  /**
   * Paces the requests at `rate`: a soak holds a steady load, so that memory measured at two times
   * compares like with like. Behind by over a second (a loaded machine), it does not burst to catch up.
   */
  private async pace(): Promise<void> {
    if (this.rate <= 0) return;
    const wait = (this.issued++ * 1000) / this.rate - this.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -1000) this.issued = Math.ceil((this.now() * this.rate) / 1000);
  }

  /** ms since `start()`, the clock of every result. */
  now(): number {
    return performance.now() - this.startedAt;
  }

  /** Adds an answer to the record (the probes: /readyz, the worker's /healthz). */
  record(replica: number, kind: string, at: number, a: Answer): void {
    this.results.push({ at, replica, kind, outcome: a.outcome, status: a.status, ms: a.ms, detail: a.detail });
  }

  start(): void {
    this.running = true;
    this.startedAt = performance.now();
    this.ports.forEach((port, replica) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: this.connections });
      this.agents.push(agent);
      for (let c = 0; c < this.connections; c++) this.loops.push(this.loop(replica, port, agent));
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    for (const agent of this.agents) agent.destroy();
  }

  private async loop(replica: number, port: number, agent: http.Agent): Promise<void> {
    while (this.running) {
      const unit = this.units[this.nextUnit++ % this.units.length]!;
      const ip = address(this.nextAddress++ % CLIENT_ADDRESSES);
      for (const step of unit) {
        await this.pace();
        if (!this.running) return;
        if (step.budget)
          this.perAddress.set(`${step.budget} ${ip}`, (this.perAddress.get(`${step.budget} ${ip}`) ?? 0) + 1);
        const at = this.now();
        const { outcome, status, ms, detail } = await send(port, agent, step, ip);
        this.results.push({ at, replica, kind: step.kind, outcome, status, ms, detail });
      }
    }
  }
}
