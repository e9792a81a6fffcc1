/**
 * The soak's noisy-neighbour phase, on one replica after the mixed traffic: a quiet client (an address of its own)
 * times its cheap requests (the EMI calculation over REST, MCP and its page, well inside each budget, and
 * `/healthz`) alone for a baseline, then while a noisy client (scripts/soak/noisy-client.ts, another process and
 * address) sends the heaviest valid and invalid requests of every surface on as many connections as the ingress lets
 * one address hold, as fast as they go up to the ingress's per-address request rate (both read from deploy/k8s).
 * The noisy client spends its budgets within a second or two and is refused with 429 for the rest of the phase.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { NoisyKind, NoisyMessage, NoisyOptions, NoisyReport } from './noisy-client';
import type { Readiness, RssSample } from './probes';
import { percentile, table, type Check } from './report';
import { send, type Budget, type Outcome, type Step, type Unit } from './traffic';

/** TEST-NET-3 and TEST-NET-2 (RFC 5737): never in the mix's 10.77.0.0/18. */
export const NOISY_ADDRESS = '203.0.113.66';
export const QUIET_ADDRESS = '198.51.100.7';
const SETUP_ADDRESS = '198.51.100.8';

export type Part = 'baseline' | 'noisy';

export interface QuietResult {
  at: number;
  part: Part;
  kind: string;
  outcome: Outcome;
  status: number;
  ms: number;
  detail?: string;
}

export interface NoisyPhase {
  baselineAt: number;
  startedAt: number;
  endedAt: number;
  report: NoisyReport;
  quiet: QuietResult[];
  connections: number;
  rate: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The quiet client's requests: the EMI calculator's published example on each surface, and `/healthz`. */
export function quietSteps(units: readonly Unit[]): Step[] {
  const steps = units.flat();
  const pick = (what: string, match: (s: Step) => boolean) => {
    const step = steps.find(match);
    if (!step) throw new Error(`no ${what} in the soak's mix`);
    return { ...step, kind: `quiet ${what}` };
  };
  return [
    {
      kind: 'quiet GET /healthz',
      method: 'GET',
      path: '/healthz',
      headers: {},
      budget: null,
      check: (b) => (b.includes('"status"') ? undefined : 'no status'),
    },
    pick('REST emi-calculator', (s) => s.kind === 'REST calculate' && s.path.endsWith('/emi-calculator')),
    pick(
      'MCP tools/call emi-calculator',
      (s) => s.kind.startsWith('MCP tools/call 2026') && s.headers['Mcp-Name'] === 'emi-calculator',
    ),
    pick(
      'page /tools/emi-calculator',
      (s) => s.kind.startsWith('page /tools/') && s.path.startsWith('/tools/emi-calculator?'),
    ),
  ];
}

/** Starts the noisy client's process and has it build its requests; resolves once it is ready to go. */
async function startNoisyClient(options: NoisyOptions) {
  const child = fork(path.join(__dirname, 'noisy-client.ts'), [], {
    execArgv: ['-r', '@swc-node/register'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages: NoisyMessage[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (m: NoisyMessage) => {
    messages.push(m);
    waiters.splice(0).forEach((w) => w());
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => waiters.splice(0).forEach((w) => w()));
  const next = async (type: 'ready' | 'done', timeoutMs: number): Promise<NoisyMessage> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const m = messages.shift();
      if (m?.type === 'failed') throw new Error(`the noisy client failed: ${m.error}`);
      if (m?.type === type) return m;
      if (m) continue;
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('the noisy client exited');
      if (Date.now() > deadline) throw new Error(`the noisy client did not say ${type} within ${timeoutMs} ms`);
      await Promise.race([new Promise<void>((r) => waiters.push(r)), sleep(1000)]);
    }
  };
  child.send({ type: 'prepare', ...options } satisfies NoisyMessage);
  await next('ready', 60_000);
  return {
    async run(): Promise<NoisyReport> {
      child.send({ type: 'go' } satisfies NoisyMessage);
      const m = await next('done', (options.seconds + 60) * 1000);
      await exited;
      return (m as Extract<NoisyMessage, { type: 'done' }>).report;
    },
    kill: () => child.kill('SIGKILL'),
  };
}

/**
 * Runs the phase against `port`: the noisy client is prepared, the quiet client runs alone for `baselineSeconds`,
 * then alongside the noisy client for `seconds`. `now` is the soak's clock.
 */
export async function noisyNeighbourPhase(o: {
  port: number;
  units: readonly Unit[];
  budgets: Readonly<Record<Exclude<Budget, null>, number>>;
  connections: number;
  rate: number;
  baselineSeconds: number;
  seconds: number;
  now: () => number;
}): Promise<NoisyPhase> {
  const noisy = await startNoisyClient({
    port: o.port,
    ip: NOISY_ADDRESS,
    setupIp: SETUP_ADDRESS,
    connections: o.connections,
    rate: o.rate,
    seconds: o.seconds,
  });
  try {
    const quiet: QuietResult[] = [];
    let part: Part = 'baseline';
    let running = true;
    const totalMs = (o.baselineSeconds + o.seconds) * 1000;
    // Each budgeted kind at three quarters of its budget over the baseline and the phase together (a fixed window of
    // a minute starts with the first request): the quiet client is never near a limit. /healthz ten times a second.
    const every = (s: Step) =>
      s.budget === null ? 100 : Math.max(100, totalMs / Math.floor(0.75 * o.budgets[s.budget]));
    const loops = quietSteps(o.units).map(async (step) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; running; i++) {
        const at = o.now();
        const a = await send(o.port, agent, step, QUIET_ADDRESS);
        quiet.push({ at, part, kind: step.kind, outcome: a.outcome, status: a.status, ms: a.ms, detail: a.detail });
        await sleep(Math.max(0, at + every(step) - o.now()));
      }
      agent.destroy();
    });
    const baselineAt = o.now();
    await sleep(o.baselineSeconds * 1000);
    part = 'noisy';
    const startedAt = o.now();
    const report = await noisy.run();
    const endedAt = o.now();
    running = false;
    await Promise.all(loops);
    // A request sent before the end but answered after it still belongs to the phase.
    return { baselineAt, startedAt, endedAt, report, quiet, connections: o.connections, rate: o.rate };
  } finally {
    noisy.kill();
  }
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

interface Latency {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

function latency(rs: readonly QuietResult[]): Latency {
  const sorted = rs.map((r) => r.ms).sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

const fmtLatency = (l: Latency) => `${l.n} / ${ms(l.p50)} / ${ms(l.p99)} / ${ms(l.max)}`;

/** What the phase prints: the noisy client's answers by kind, the quiet client's latency, the replicas' RSS. */
export function noisyTables(p: NoisyPhase, rssRows: readonly RssRow[], podLimit: PodLimit): string {
  const seconds = p.report.elapsedMs / 1000;
  const noisyRows = p.report.kinds.map((k: NoisyKind) => [
    k.kind,
    k.budget ?? '-',
    k.valid ? 'valid' : 'invalid',
    (k.bytesSent / 1024).toFixed(0),
    Object.values(k.counts).reduce((a, b) => a + b, 0),
    k.counts['2xx'],
    k.counts['4xx'],
    k.counts['429'],
    k.counts.shed,
    k.counts['5xx'],
    k.counts.transport,
    (k.bytesReceived / 2 ** 20).toFixed(1),
    ms(percentile(k.served, 50)),
    ms(percentile(k.served, 99)),
  ]);
  const total = p.report.kinds.reduce((s, k) => s + Object.values(k.counts).reduce((a, b) => a + b, 0), 0);
  const kinds = [...new Set(p.quiet.map((r) => r.kind))];
  const quietRow = (label: string, rs: readonly QuietResult[]) => [
    label,
    fmtLatency(latency(rs.filter((r) => r.part === 'baseline'))),
    fmtLatency(latency(rs.filter((r) => r.part === 'noisy'))),
    rs.filter((r) => r.outcome === '429').length,
    rs.filter((r) => r.outcome !== 'ok' && r.outcome !== '429').length,
  ];
  return [
    `Noisy neighbour on api-1: ${p.connections} connections from one address (the ingress's limit-connections), at most ${p.rate} requests/s ` +
      `(its limit-rps); ${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s); first 429 at ` +
      Object.entries(p.report.first429)
        .map(([b, at]) => `${b} ${((at ?? 0) / 1000).toFixed(1)} s`)
        .join(', '),
    table(
      [
        'noisy kind',
        'budget',
        'input',
        'body kB',
        'requests',
        '2xx',
        '4xx',
        '429',
        '503 shed',
        '5xx',
        'transport errors',
        'MiB received',
        'p50 ms (2xx/4xx)',
        'p99 ms',
      ],
      noisyRows,
    ),
    `Quiet client on api-1 (another address), requests / p50 / p99 / max ms, alone for ${((p.startedAt - p.baselineAt) / 1000).toFixed(1)} s then with the noisy neighbour for ${((p.endedAt - p.startedAt) / 1000).toFixed(1)} s (target: p99 ≤ 250 ms, max ≤ 1 s)`,
    table(
      ['quiet kind', 'alone', 'with the noisy neighbour', '429', 'other failures'],
      [
        ...kinds.map((k) =>
          quietRow(
            k,
            p.quiet.filter((r) => r.kind === k),
          ),
        ),
        quietRow('all', p.quiet),
      ],
    ),
    table(
      [
        'replica',
        'RSS MiB before the phase',
        'peak during the phase',
        `pod limit (${podLimit.quantity}, ${podLimit.source})`,
        '/readyz during the phase',
      ],
      rssRows.map((r) => [r.name, ms(r.before), ms(r.peak), podLimit.mib.toFixed(0), r.readyz]),
    ),
  ].join('\n\n');
}

export interface RssRow {
  name: string;
  before: number;
  peak: number;
  /** The modes its /readyz reported during the phase, with how many times. */
  readyz: string;
}

export interface PodLimit {
  mib: number;
  quantity: string;
  source: string;
}

/**
 * Each replica during the phase: its RSS (the last sample before the phase and the peak from its start to a second
 * after its end) and what its /readyz said (a replica whose Redis calls miss their deadline serves degraded).
 */
export function phaseReplicas(
  p: Pick<NoisyPhase, 'startedAt' | 'endedAt'>,
  rss: readonly RssSample[],
  readiness: readonly Readiness[],
  names: readonly string[],
): RssRow[] {
  return names.map((name, replica) => {
    const mine = rss.filter((s) => s.replica === replica);
    const before = mine.filter((s) => s.at < p.startedAt).at(-1)?.mib ?? NaN;
    const during = mine.filter((s) => s.at >= p.startedAt && s.at <= p.endedAt + 1000).map((s) => s.mib);
    const modes = new Map<string, number>();
    for (const r of readiness)
      if (r.replica === replica && r.at >= p.startedAt && r.at <= p.endedAt) {
        const mode = r.mode ?? String(r.status);
        modes.set(mode, (modes.get(mode) ?? 0) + 1);
      }
    return {
      name,
      before,
      peak: during.length > 0 ? Math.max(...during) : NaN,
      readyz: [...modes].map(([m, n]) => `${m} ${n}`).join(', ') || '-',
    };
  });
}

/** The phase's checks: no 5xx or reset anywhere, 429 for the noisy client past each budget, none for the quiet one. */
export function noisyChecks(
  p: NoisyPhase,
  o: {
    budgets: Readonly<Record<Exclude<Budget, null>, number>>;
    p99MaxMs: number;
    rssRows: readonly RssRow[];
    podLimit: PodLimit;
  },
): Check[] {
  const kinds = p.report.kinds;
  const sum = (f: (k: NoisyKind) => number) => kinds.reduce((s, k) => s + f(k), 0);
  const problems = kinds.flatMap((k) => k.problems.map((d) => `${k.kind}: ${d}`));
  const quietFailures = p.quiet.filter((r) => r.outcome !== 'ok' && r.outcome !== '429' && r.outcome !== 'shed');
  // A fixed window of a minute starts with the address's first request: a longer phase spans more than one.
  const windows = Math.ceil(p.report.elapsedMs / 60_000);
  const perBudget = (['api', 'mcp', 'page'] as const).map((b) => {
    const mine = kinds.filter((k) => k.budget === b);
    const accepted = mine.reduce((s, k) => s + k.counts['2xx'] + k.counts['4xx'], 0);
    const refused = mine.reduce((s, k) => s + k.counts['429'], 0);
    // Every request costs at least one point: past the budget in requests, some must have been refused.
    const past = accepted + refused > o.budgets[b] * windows;
    return { b, accepted, refused, past, ok: accepted <= o.budgets[b] * windows && (!past || refused > 0) };
  });
  const noisyLatency = latency(p.quiet.filter((r) => r.part === 'noisy'));
  const baseline = latency(p.quiet.filter((r) => r.part === 'baseline'));
  // A heavy kind may go unserved when earlier ones spent its budget (it was refused 429): each surface must serve some,
  // and a kind never served must have been refused for the budget, not for anything else.
  // A designed 503 (the replica shedding load) is a refusal too.
  const unserved = kinds
    .filter((k) => k.valid && k.counts['2xx'] === 0 && k.counts['429'] === 0 && k.counts.shed === 0)
    .map((k) => k.kind);
  const surfacesUnserved = [...new Set(kinds.filter((k) => k.valid).map((k) => k.budget))].filter(
    (b) => !kinds.some((k) => k.valid && k.budget === b && k.counts['2xx'] > 0),
  );
  const acceptedInvalid = kinds.filter((k) => !k.valid && k.budget !== 'mcp' && k.counts['2xx'] > 0).map((k) => k.kind);
  return [
    {
      name: 'noisy neighbour: no 5xx, no transport error (noisy and quiet clients)',
      ok: sum((k) => k.counts['5xx'] + k.counts.transport) === 0 && quietFailures.length === 0,
      figure:
        `noisy: ${sum((k) => k.counts['5xx'])} 5xx, ${sum((k) => k.counts.transport)} transport errors ${problems.slice(0, 3).join('; ')}; ` +
        `quiet: ${quietFailures.length} failures ${quietFailures
          .slice(0, 3)
          .map((r) => `${r.kind}: ${r.detail ?? r.status}`)
          .join('; ')}`,
    },
    {
      name: 'noisy neighbour: heavy valid requests served on every surface until its budget ran out, invalid ones refused',
      ok: unserved.length === 0 && surfacesUnserved.length === 0 && acceptedInvalid.length === 0,
      figure:
        `${sum((k) => (k.valid ? k.counts['2xx'] : 0))} heavy answers (${(sum((k) => (k.valid ? k.bytesReceived : 0)) / 2 ** 20).toFixed(1)} MiB); ` +
        `surfaces with no heavy answer: ${surfacesUnserved.join(', ') || 'none'}; valid kinds neither served nor refused for the budget: ${unserved.join(', ') || 'none'}; invalid kinds answered 2xx: ${acceptedInvalid.join(', ') || 'none'}`,
    },
    {
      name: 'noisy neighbour: the noisy address gets 429 past each budget, never more answers than its budget',
      ok: perBudget.every((x) => x.ok),
      figure: perBudget
        .map(
          (x) =>
            `${x.b}: ${x.accepted} answered (budget ${o.budgets[x.b]} points/min × ${windows}), ${x.refused} × 429${x.past ? '' : ' (never past its budget in requests)'}`,
        )
        .join('; '),
    },
    {
      name: 'noisy neighbour: the quiet client is never refused (no 429)',
      ok: p.quiet.every((r) => r.outcome !== '429'),
      figure: `${p.quiet.filter((r) => r.outcome === '429').length} of ${p.quiet.length}`,
    },
    {
      name: `noisy neighbour: the quiet client's p99 ≤ ${o.p99MaxMs} ms (SOAK_NOISY_P99_MAX_MS; the target, not asserted: p99 ≤ 250 ms, max ≤ 1 s)`,
      ok: noisyLatency.p99 <= o.p99MaxMs,
      figure: `p50 / p99 / max ${ms(noisyLatency.p50)} / ${ms(noisyLatency.p99)} / ${ms(noisyLatency.max)} ms (alone: ${ms(baseline.p50)} / ${ms(baseline.p99)} / ${ms(baseline.max)} ms); target ${noisyLatency.p99 <= 250 && noisyLatency.max <= 1000 ? 'met' : 'missed'}`,
    },
    {
      name: `noisy neighbour: every replica's RSS under the pod memory limit (${o.podLimit.quantity}, ${o.podLimit.source})`,
      ok: o.rssRows.every((r) => r.peak < o.podLimit.mib),
      figure: o.rssRows.map((r) => `${r.name} peak ${ms(r.peak)} MiB (${ms(r.before)} before)`).join(', '),
    },
  ];
}
