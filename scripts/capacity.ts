/**
 * The capacity of one replica: the highest steady rate of one kind of request it answers with a p99 of 250 ms or
 * less, for a cheap request (the EMI calculator's example over REST) and for heavy ones (the longest monthly mortgage
 * the schema accepts, and the crafted 50-debt payoff: both on the heavy-work pool). One replica from `dist/` on the
 * machine's Redis (its limiter as in production, budgets lifted for the one load generator), pinned with `taskset` to
 * one core (the production overlay's CPU limit) with its pool thread, its V8 heap sized as under the API pod's memory
 * limit and then the command's flags, as a pod runs it; autocannon at a fixed rate here, on the other
 * cores. The rate doubles while the p99 stays within the bound and at least 95 % of the requests asked for are
 * answered (or halves while not), then is bisected. Prints the machine line, the load average before and after,
 * and each step.
 *
 * `node -r @swc-node/register scripts/capacity.ts` after `npm run build`. Knobs: CAPACITY_SECONDS (8 a step),
 * CAPACITY_P99_MS (250), CAPACITY_REDIS_URL (redis://127.0.0.1:6379), CAPACITY_CORE (0).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { OFFLINE_SOURCES } from '../test/support/server-process';
import { apiPodNodeFlags, BENCH_LIMITS_ENV, loadAverage, machineLine } from './bench-support';
import { freePort, startNode, stopChild } from './soak/processes';
import { table } from './soak/report';
import { CRAFTED_DEBT_PAYOFF, WORST } from './worst-inputs';

const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 8);
const P99_MS = Number(process.env.CAPACITY_P99_MS ?? 250);
const REDIS_URL = process.env.CAPACITY_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CORE = process.env.CAPACITY_CORE ?? '0';

interface Kind {
  name: string;
  path: string;
  body: unknown;
  /** The first rate tried, requests/s. */
  from: number;
  connections: number;
}

const KINDS: readonly Kind[] = [
  {
    name: 'cheap: REST emi-calculator, its example',
    path: '/api/v1/calculate/emi-calculator',
    body: { principal: 250000, annualRate: 6.5, tenureYears: 20 },
    from: 100,
    connections: 64,
  },
  {
    name: 'heavy: REST mortgage-calculator, 100 years of monthly rows (pool)',
    path: '/api/v1/calculate/mortgage-calculator',
    body: WORST['mortgage-calculator'],
    from: 5,
    connections: 32,
  },
  {
    name: 'heavy: REST debt-payoff-calculator, 50 crafted debts, ~970 monthly rows (pool)',
    path: '/api/v1/calculate/debt-payoff-calculator',
    body: CRAFTED_DEBT_PAYOFF,
    from: 2,
    connections: 32,
  },
];

interface Step {
  rate: number;
  answered: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

async function step(port: number, kind: Kind, rate: number): Promise<Step> {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${kind.path}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
    body: JSON.stringify(kind.body),
    connections: kind.connections,
    duration: SECONDS,
    overallRate: rate,
    timeout: 10,
  });
  return {
    rate,
    answered: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

const holds = (s: Step) => s.failures === 0 && s.p99 <= P99_MS && s.answered >= 0.95 * s.rate;

/**
 * From `kind.from`, doubles while a step holds (or halves while it does not, down to 1 request/s) until the rate that
 * held and the one that did not are found, then bisects three times: the highest rate that held, and the steps.
 */
async function capacity(port: number, kind: Kind): Promise<{ best?: Step; steps: Step[] }> {
  const steps: Step[] = [];
  const run = async (rate: number) => {
    const s = await step(port, kind, Math.round(rate));
    steps.push(s);
    console.error(`${kind.name} at ${s.rate}/s: ${s.answered}/s, p99 ${s.p99} ms, ${s.failures} failures`);
    return s;
  };
  // A warm-up at the first rate, not counted.
  await step(port, kind, kind.from);
  let low: Step | undefined;
  let high: number | undefined;
  const first = await run(kind.from);
  if (holds(first)) {
    low = first;
    for (let rate = kind.from * 2; high === undefined && rate < 100_000; rate *= 2) {
      const s = await run(rate);
      if (holds(s)) low = s;
      else high = rate;
    }
  } else {
    high = kind.from;
    for (let rate = kind.from / 2; low === undefined && rate >= 1; rate /= 2) {
      const s = await run(rate);
      if (holds(s)) low = s;
      else high = s.rate;
    }
  }
  for (let i = 0; i < 3 && low && high !== undefined && high - low.rate > 1; i++) {
    const s = await run((low.rate + high) / 2);
    if (holds(s)) low = s;
    else high = s.rate;
  }
  return { best: low, steps };
}

async function main() {
  const loadBefore = loadAverage();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fincalc-capacity-'));
  const port = await freePort();
  const replica = await startNode(
    'api',
    'dist/src/api/server.js',
    {
      ...OFFLINE_SOURCES,
      ...BENCH_LIMITS_ENV,
      PORT: String(port),
      METRICS_PORT: String(await freePort()),
      REDIS_URL,
      REDIS_KEY_PREFIX: `capacity-${process.pid}:`,
      LOG_LEVEL: 'info',
    },
    path.join(dir, 'api.log'),
    `http://127.0.0.1:${port}/readyz`,
    { nodeFlags: apiPodNodeFlags() },
  );
  try {
    // Every thread of the replica (its pool's included) on one core: the production overlay's CPU limit of 1.
    const pinned = spawnSync('taskset', ['-a', '-pc', CORE, String(replica.process.pid)], { encoding: 'utf8' });
    const pinning = pinned.status === 0 ? `pinned to core ${CORE}` : `not pinned (${pinned.stderr.trim()})`;
    const rows: (string | number)[][] = [];
    const steps: string[] = [];
    for (const kind of KINDS) {
      const { best, steps: tried } = await capacity(port, kind);
      rows.push([
        kind.name,
        best ? best.rate : `< ${kind.from}`,
        best ? best.answered : '-',
        best ? `${best.p50} / ${best.p99} / ${best.max}` : '-',
      ]);
      steps.push(
        `${kind.name}: ${tried.map((s) => `${s.rate}/s → p99 ${s.p99} ms${holds(s) ? '' : ' ✗'}`).join(', ')}`,
      );
    }
    console.log(
      `${machineLine()}; one replica ${pinning}, HEAVY_POOL_THREADS=1, Redis limiter; load average before ${loadBefore}, after ${loadAverage()}`,
    );
    console.log(
      `\n${table(['request', `highest rate with p99 ≤ ${P99_MS} ms (req/s)`, 'answered req/s', 'p50 / p99 / max ms'], rows)}`,
    );
    console.log(`\n${steps.join('\n')}`);
  } finally {
    await stopChild(replica, 5000);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
