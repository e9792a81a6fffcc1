/**
 * The soak's noisy neighbour, a process of its own (forked by scripts/soak/noisy.ts) so that its load never
 * delays the soak's own clock: one client address (`X-Forwarded-For`) sending the heaviest valid requests of
 * every surface and the heaviest invalid ones within the body limit, on as many keep-alive connections as one
 * address may hold, as fast as they go up to a request rate, for a while. It reads every answer (a client at its
 * budget, not a slow reader) and reports what it got by kind.
 *
 * Protocol (IPC): it is sent `{ type: 'prepare', ... }`, builds its requests (the pages' share links are asked of
 * the REST API once, from another address) and answers `{ type: 'ready' }`; sent `{ type: 'go' }`, it runs and
 * answers `{ type: 'done', report }`, then exits.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { WORST } from '../worst-inputs';
import { send, sendUntilServed, type Budget, type Step } from './traffic';

export interface NoisyOptions {
  port: number;
  /** The noisy client's address. */
  ip: string;
  /** The address that asks for the share links before the phase. */
  setupIp: string;
  connections: number;
  /** Requests per second at most (the ingress's per-address ceiling). */
  rate: number;
  seconds: number;
}

export type NoisyMessage =
  | ({ type: 'prepare' } & NoisyOptions)
  | { type: 'go' }
  | { type: 'ready'; kinds: number }
  | { type: 'done'; report: NoisyReport }
  | { type: 'failed'; error: string };

/** `shed`: a designed 503 with Retry-After (a lagging replica, a full heavy queue): a refusal, not a failure. */
export type NoisyOutcome = '2xx' | '4xx' | '429' | 'shed' | '5xx' | 'transport';

export interface NoisyKind {
  kind: string;
  budget: Budget;
  valid: boolean;
  /** Request body in bytes (0 for a GET). */
  bytesSent: number;
  counts: Record<NoisyOutcome, number>;
  /** Bytes of the answers received. */
  bytesReceived: number;
  /** Milliseconds of the 2xx/4xx answers (not refused), sorted. */
  served: number[];
  /** A few details of 5xx and transport errors. */
  problems: string[];
}

export interface NoisyReport {
  kinds: NoisyKind[];
  /** ms since `go` of the first 429 per budget. */
  first429: Partial<Record<string, number>>;
  elapsedMs: number;
}

/** A noisy step: a request and whether the service should accept it. */
interface NoisyStep extends Step {
  valid: boolean;
  gzip?: Buffer;
}

/** A 2026-07-28 `tools/call`'s headers and `_meta` (also what `scripts/heavy-blocks.ts` sends). */
export const MCP_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
  'MCP-Protocol-Version': '2026-07-28',
  'Mcp-Method': 'tools/call',
};
export const MCP_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** The heaviest valid inputs: the longest monthly schedules the schemas accept. */
export const HEAVY_VALID: Record<string, Record<string, unknown>> = {
  'debt-payoff-calculator': WORST['debt-payoff-calculator']!,
  'mortgage-calculator': WORST['mortgage-calculator']!,
};

/** Invalid JSON bodies of the debt payoff calculator, each just under the 100 kB body limit. */
function invalidDebtBodies(): Record<string, string> {
  const depth = 16_000;
  return {
    '33,000 {} debts': `{"debts":[${Array(33_000).fill('{}').join(',')}],"monthlyBudget":1}`,
    'a 99,000-character name': JSON.stringify({
      debts: [{ name: 'x'.repeat(99_000), balance: 1, rate: 1, minPayment: 1 }],
      monthlyBudget: 1,
    }),
    [`an object ${depth.toLocaleString('en')} levels deep`]: `{"debts":[${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}],"monthlyBudget":1}`,
  };
}

const rest = (kind: string, slug: string, body: string, valid: boolean): NoisyStep => ({
  kind: `REST ${kind}`,
  method: 'POST',
  path: `/api/v1/calculate/${slug}`,
  headers: { 'Content-Type': 'application/json' },
  body,
  budget: 'api',
  valid,
  check: () => undefined,
});

const mcpCall = (kind: string, slug: string, argumentsJson: string, valid: boolean): NoisyStep => ({
  kind: `MCP tools/call ${kind}`,
  method: 'POST',
  path: '/mcp',
  headers: { ...MCP_HEADERS, 'Mcp-Name': slug },
  // Spliced, not re-serialized: the deep invalid arguments are text that JSON.stringify would have to recurse.
  body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${slug}","arguments":${argumentsJson},"_meta":${JSON.stringify(MCP_META)}}}`,
  budget: 'mcp',
  valid,
  check: () => undefined,
});

const page = (kind: string, path: string, valid: boolean): NoisyStep => ({
  kind: `page ${kind}`,
  method: 'GET',
  path,
  headers: {},
  budget: 'page',
  valid,
  check: () => undefined,
});

/**
 * Every request the noisy client sends, in the order it cycles through them. The pages' queries are the share links
 * the REST API publishes for the heavy inputs (asked once, from `setupIp`).
 */
export async function noisySteps(port: number, setupIp: string): Promise<NoisyStep[]> {
  const agent = new http.Agent({ keepAlive: false });
  const steps: NoisyStep[] = [];
  const invalid = invalidDebtBodies();
  for (const [slug, input] of Object.entries(HEAVY_VALID)) {
    const body = JSON.stringify(input);
    const valid = rest(`${slug} heaviest`, slug, body, true);
    // Asked until served: a replica still busy with the traffic before may shed it.
    const a = await sendUntilServed(port, agent, valid, setupIp);
    if (a.status !== 200) throw new Error(`the heavy ${slug} input is refused (${a.status}): ${a.body.slice(0, 300)}`);
    const share = new URL((JSON.parse(a.body) as { meta: { share_url: string } }).meta.share_url);
    steps.push(
      valid,
      mcpCall(`${slug} heaviest`, slug, body, true),
      page(`/tools/${slug}?heaviest`, `${share.pathname}${share.search}`, true),
      page(`/tools/${slug}/schedule.csv?heaviest`, `${share.pathname}/schedule.csv${share.search}`, true),
    );
  }
  agent.destroy();
  const slug = 'debt-payoff-calculator';
  for (const [what, body] of Object.entries(invalid)) {
    steps.push(rest(`${slug} ${what}`, slug, body, false));
    steps.push(mcpCall(`${slug} ${what}`, slug, body, false));
  }
  const gzipped = rest(`${slug} 33,000 {} debts, gzip`, slug, '', false);
  gzipped.gzip = gzipSync(invalid['33,000 {} debts']!);
  gzipped.headers = { ...gzipped.headers, 'Content-Encoding': 'gzip' };
  steps.push(gzipped);
  // A page's list is JSON in its query: as many `{}` as fit a URL of 12 kB.
  const emptyDebts = encodeURIComponent(`[${Array(1300).fill('{}').join(',')}]`);
  steps.push(
    page(`/tools/${slug}?1,300 {} debts`, `/tools/${slug}?debts=${emptyDebts}&monthlyBudget=1`, false),
    page(
      `/tools/${slug}/schedule.csv?1,300 {} debts`,
      `/tools/${slug}/schedule.csv?debts=${emptyDebts}&monthlyBudget=1`,
      false,
    ),
  );
  return steps;
}

/** Sends a gzip body as it is (`send` takes text). */
function sendGzip(port: number, agent: http.Agent, step: NoisyStep, ip: string) {
  return new Promise<{ status: number; outcome: NoisyOutcome; ms: number; bytes: number; detail?: string }>(
    (resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: step.path,
          agent,
          headers: { ...step.headers, 'Content-Length': step.gzip!.length, 'X-Forwarded-For': ip },
        },
        (res) => {
          let bytes = 0;
          res.on('data', (c: Buffer) => (bytes += c.length));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            resolve({
              status,
              outcome: classify(status, res.headers['retry-after']),
              ms: performance.now() - started,
              bytes,
            });
          });
          res.on('error', (e: NodeJS.ErrnoException) =>
            resolve({ status: 0, outcome: 'transport', ms: 0, bytes, detail: e.code ?? e.message }),
          );
        },
      );
      req.setTimeout(15_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (e: NodeJS.ErrnoException) =>
        resolve({ status: 0, outcome: 'transport', ms: 0, bytes: 0, detail: e.code ?? e.message }),
      );
      req.end(step.gzip);
    },
  );
}

function classify(status: number, retryAfter?: string | string[]): NoisyOutcome {
  if (status === 429) return '429';
  if (status === 503 && retryAfter !== undefined) return 'shed';
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  return '2xx';
}

/** Runs `steps` in turn on `connections` connections, at most `rate` requests a second, for `seconds`. */
export async function runNoisy(steps: readonly NoisyStep[], o: NoisyOptions): Promise<NoisyReport> {
  const kinds = new Map<string, NoisyKind>(
    steps.map((s) => [
      s.kind,
      {
        kind: s.kind,
        budget: s.budget,
        valid: s.valid,
        bytesSent: s.gzip?.length ?? Buffer.byteLength(s.body ?? ''),
        counts: { '2xx': 0, '4xx': 0, '429': 0, shed: 0, '5xx': 0, transport: 0 },
        bytesReceived: 0,
        served: [],
        problems: [],
      },
    ]),
  );
  const first429: Record<string, number> = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const started = performance.now();
  const now = () => performance.now() - started;
  const end = o.seconds * 1000;
  let next = 0;
  let issued = 0;
  const loop = async () => {
    while (now() < end) {
      const wait = (issued++ * 1000) / o.rate - now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (now() >= end) return;
      const step = steps[next++ % steps.length]!;
      const a = step.gzip
        ? await sendGzip(o.port, agent, step, o.ip)
        : await send(o.port, agent, step, o.ip).then((r) => ({
            status: r.status,
            outcome:
              r.outcome === 'transport'
                ? ('transport' as const)
                : r.outcome === 'shed'
                  ? ('shed' as const)
                  : classify(r.status),
            ms: r.ms,
            bytes: Buffer.byteLength(r.body),
            detail: r.detail,
          }));
      const k = kinds.get(step.kind)!;
      k.counts[a.outcome]++;
      k.bytesReceived += a.bytes;
      if (a.outcome === '2xx' || a.outcome === '4xx') k.served.push(a.ms);
      if ((a.outcome === '5xx' || a.outcome === 'transport') && k.problems.length < 3)
        k.problems.push(`${a.status} ${a.detail ?? ''}`.slice(0, 200));
      if (a.outcome === '429' && step.budget && first429[step.budget] === undefined) first429[step.budget] = now();
    }
  };
  await Promise.all(Array.from({ length: o.connections }, loop));
  agent.destroy();
  for (const k of kinds.values()) k.served.sort((a, b) => a - b);
  return { kinds: [...kinds.values()], first429, elapsedMs: now() };
}

if (require.main === module) {
  let options: NoisyOptions | undefined;
  let steps: NoisyStep[] = [];
  const reply = (m: NoisyMessage) => process.send!(m);
  process.on('message', (m: NoisyMessage) => {
    void (async () => {
      try {
        if (m.type === 'prepare') {
          options = m;
          steps = await noisySteps(m.port, m.setupIp);
          reply({ type: 'ready', kinds: steps.length });
        } else if (m.type === 'go' && options) {
          reply({ type: 'done', report: await runNoisy(steps, options) });
          process.disconnect();
        }
      } catch (e) {
        reply({ type: 'failed', error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
        process.disconnect();
      }
    })();
  });
}
