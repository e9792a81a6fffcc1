/**
 * `npm run bench`: the service's REST pipeline against peers that do the same work, in one run on
 * loopback. Every server answers with the service's own dispatcher (validation, formula, meta), so
 * only the HTTP pipeline differs:
 * - the service in Redis mode (every middleware on: Redis-shared rate limits with limits raised by
 *   config so nothing is refused, request ids, one access-log line per request at level info written
 *   to /dev/null, metrics, security headers, CORS);
 * - (a) a conventional Express 5 stack (pino-http, a prom-client histogram, helmet, cors,
 *   rate-limiter-flexible on the same Redis, express.json, res.json): bench-conventional-express.ts;
 * - (b) bare `node:http` with nothing but the dispatcher, the floor for this work: bench-bare-http.ts;
 * - the naive Express 5 app (`express.json()`, the formula alone, `res.json()`), a reference line only.
 * Each server runs in its own process; autocannon runs here, each server in turn, round after round
 * (interleaved), for two payloads. Prints req/s, p50, p99, CPU per request and RSS per server, and the
 * service's ratios to each peer in requests per CPU-second (what the goals are stated in: it holds on a
 * loaded machine, where req/s follows whatever share of a core the server got; also round by round, round k of the
 * service against round k of the peer, with their median) and in req/s. Only
 * ratios travel between machines. Goals (docs/performance.md): EMI at 50 connections, at least 1.5x (a)
 * and 0.5x (b) in requests per CPU-second, p99 under 20 ms.
 *
 * Knobs: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (5), BENCH_ROUNDS (2),
 * BENCH_LOG_LEVEL (the service's LOG_LEVEL, `info`), BENCH_REDIS_URL (REDIS_URL, else
 * redis://127.0.0.1:6379), BENCH_KEYED_ROUNDS (6: anonymous/keyed pairs at a fixed rate, half as many at saturation; bench-keyed.ts),
 * BENCH_ONLY=keyed (only that run), BENCH_ONLY=floors (only the EMI payload against the peers: what the goals judge).
 * BENCH_SMOKE=1: one short round, exits non-zero on any transport error or non-2xx answer (what CI runs; it never judges timings).
 */
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import { mortgageCalculator } from '../src/calculators/mortgage-calculator';
import { compressionFigures, type CompressionFigure } from './compression-figures';
import {
  API_NODE_FLAGS,
  cpuMs,
  freePort,
  loadAverage,
  machineLine,
  median,
  rssMb,
  start,
  stop,
  type Server,
  BENCH_LIMITS_ENV,
} from './bench-support';
import { BENCH_PLANS, issueBenchKey, keyedComparison, printKeyed } from './bench-keyed';

const SMOKE = process.env.BENCH_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 2 : 10));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? (SMOKE ? 1 : 5));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 1 : 2));
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const KEYED_ROUNDS = Number(process.env.BENCH_KEYED_ROUNDS ?? (SMOKE ? 1 : 6));
const ONLY_KEYED = process.env.BENCH_ONLY === 'keyed';
const ONLY_FLOORS = process.env.BENCH_ONLY === 'floors';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Our own keys on a shared Redis, deleted at the end. */
const KEY_PREFIX = `bench-${process.pid}-${Date.now()}:`;

export interface Payload {
  label: string;
  path: string;
  body: string;
}

/** The two payloads: a small answer, and a large one (360 monthly rows, about 60 kB of JSON). */
export const PAYLOADS: Payload[] = [
  {
    label: 'EMI, schedule none',
    path: '/api/v1/calculate/emi-calculator',
    body: JSON.stringify({ principal: 500000, annualRate: 8.5, tenureYears: 20, schedule: 'none' }),
  },
  {
    label: 'mortgage, 360 monthly rows',
    path: '/api/v1/calculate/mortgage-calculator',
    // The calculator's own example: 30 years, monthly rows.
    body: JSON.stringify(mortgageCalculator.exampleInputs),
  },
];

interface Target {
  name: string;
  server: Server;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  cpuPerRequest?: number;
  rss?: number;
  bytes: number;
}

/** One request first: every server must answer the same result, or the numbers compare nothing. */
async function check(t: Target, p: Payload): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${t.server.port}${p.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: p.body,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${t.name} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { result: unknown }).result;
}

async function load(
  t: Target,
  p: Payload,
  seconds: number,
  extraHeaders: Record<string, string> = {},
  overallRate?: number,
): Promise<Run> {
  const before = cpuMs(t.server.child.pid);
  const r = await autocannon({
    url: `http://127.0.0.1:${t.server.port}${p.path}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...extraHeaders },
    body: p.body,
    connections: CONNECTIONS,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
  });
  const failures = r.non2xx + r.errors + r.timeouts;
  if (failures > 0)
    throw new Error(`${t.name}, ${p.label}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`);
  const after = cpuMs(t.server.child.pid);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuPerRequest: before !== undefined && after !== undefined ? (after - before) / r.requests.total : undefined,
    rss: rssMb(t.server.child.pid),
    bytes: r.throughput.total / Math.max(1, r.requests.total),
  };
}

/** The small payload on (a), anonymous and with a key (after a warm-up of each). */
async function keyedRun(t: Target) {
  const key = await issueBenchKey(REDIS_URL, KEY_PREFIX);
  const p = PAYLOADS[0]!;
  for (const headers of [{}, { Authorization: `Bearer ${key}` }] as Array<Record<string, string>>)
    await load(t, p, WARMUP, headers);
  return keyedComparison(KEYED_ROUNDS, (headers, rate) => load(t, p, SECONDS, headers, rate), key);
}

async function deleteKeys(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys: string[] = [];
    const stream = redis.scanStream({ match: `${KEY_PREFIX}*`, count: 1000 });
    for await (const batch of stream) keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** The comparison table: each server's figures per payload, then the service's ratios to each peer. */
function printPeers(loadBefore: string, results: Map<string, Run[]>, servers: Target[]): void {
  console.log(
    `\n${machineLine()}; ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per server and payload, interleaved, after ${WARMUP} s warm-up`,
  );
  console.log(`load average before: ${loadBefore}; after: ${loadAverage()}\n`);
  console.log(
    '| payload | server | req/s (mean) | req/s per round | p50 ms | p99 ms (worst) | CPU ms/request | RSS MB | bytes/response |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const p of payloads) {
    const rps: number[] = [];
    const perCpu: number[] = [];
    const runsOf = servers.map((t) => results.get(`${p.label}|${t.name}`) ?? []);
    for (const [j, t] of servers.entries()) {
      const runs = runsOf[j]!;
      const r = mean(runs.map((x) => x.rps));
      rps.push(r);
      const cpu = runs.every((x) => x.cpuPerRequest !== undefined)
        ? mean(runs.map((x) => x.cpuPerRequest!))
        : undefined;
      perCpu.push(cpu === undefined ? NaN : 1000 / cpu);
      console.log(
        `| ${p.label} | ${t.name} | ${fmt(r)} | ${runs.map((x) => fmt(x.rps)).join(', ')} | ${fmt(mean(runs.map((x) => x.p50)))} | ${fmt(Math.max(...runs.map((x) => x.p99)))} | ${fmt(cpu, 3)} | ${fmt(Math.max(...runs.map((x) => x.rss ?? 0)))} | ${fmt(mean(runs.map((x) => x.bytes)))} |`,
      );
    }
    const ours = runsOf[0]!;
    for (let i = 1; i < servers.length; i++) {
      // Round k of the service against round k of the peer (run one after the other): a slow spell of the machine
      // falls on one pair, not on one server's mean.
      const theirs = runsOf[i]!;
      const rounds = ours.flatMap((o, k) => {
        const t = theirs[k];
        return o.cpuPerRequest && t?.cpuPerRequest ? [t.cpuPerRequest / o.cpuPerRequest] : [];
      });
      const paired =
        rounds.length > 0
          ? `, rounds ${rounds.map((r) => r.toFixed(2)).join(', ')}, median **${median(rounds).toFixed(2)}×**`
          : '';
      console.log(
        `| ${p.label} | **service / ${servers[i]!.name}** | **${(rps[0]! / rps[i]!).toFixed(2)}×** req/s | | | | **${(perCpu[0]! / perCpu[i]!).toFixed(2)}×** requests per CPU-second${paired} | | |`,
      );
    }
  }
}

const fmt = (n: number | undefined, digits = 0) => (n === undefined ? 'n/a' : n.toFixed(digits));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const payloads = ONLY_FLOORS ? PAYLOADS.slice(0, 1) : PAYLOADS;

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const servers: Target[] = [];
  const results = new Map<string, Run[]>();
  const compressed: Array<[string, Run]> = [];
  let figures: CompressionFigure[] = [];
  let keyed: Awaited<ReturnType<typeof keyedComparison>> | undefined;
  try {
    const service = {
      REDIS_URL,
      REDIS_KEY_PREFIX: KEY_PREFIX,
      METRICS_PORT: '0',
      LOG_LEVEL,
      ...BENCH_LIMITS_ENV,
      API_PLANS: BENCH_PLANS,
    };
    servers.push({
      name: 'this service, Redis mode',
      server: await start('src/api/server.ts', service, await freePort(), API_NODE_FLAGS),
    });
    if (ONLY_KEYED) {
      keyed = await keyedRun(servers[0]!);
      return;
    }
    servers.push({
      name: '(a) conventional Express 5',
      server: await start(
        'scripts/bench-conventional-express.ts',
        { REDIS_URL, REDIS_KEY_PREFIX: KEY_PREFIX },
        await freePort(),
      ),
    });
    servers.push({
      name: '(b) bare node:http',
      server: await start('scripts/bench-bare-http.ts', {}, await freePort()),
    });
    servers.push({
      name: 'naive Express 5 (reference)',
      server: await start('scripts/bench-naive-express.ts', {}, await freePort()),
    });

    for (const p of payloads) {
      const answers = await Promise.all(servers.map((t) => check(t, p)));
      // Equal values (the service writes keys in its output schema's order, the others in the object's).
      if (!answers.every((a) => isDeepStrictEqual(a, answers[0])))
        throw new Error(`the servers disagree on ${p.label}`);
      for (const t of servers) await load(t, p, WARMUP);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of payloads) {
        for (const t of servers) {
          const key = `${p.label}|${t.name}`;
          results.set(key, [...(results.get(key) ?? []), await load(t, p, SECONDS)]);
        }
      }
    }
    if (!ONLY_FLOORS) {
      // The large answer again, compressed by the service (it compresses above COMPRESS_MIN_BYTES when asked).
      const large = PAYLOADS[1]!;
      for (const coding of ['br', 'gzip'])
        compressed.push([coding, await load(servers[0]!, large, SECONDS, { 'Accept-Encoding': coding })]);
      const answer = await fetch(`http://127.0.0.1:${servers[0]!.server.port}${large.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: large.body,
      });
      figures = compressionFigures(await answer.json());
      keyed = await keyedRun(servers[0]!);
    }
  } finally {
    await Promise.all(servers.map((t) => stop(t.server)));
    await deleteKeys().catch((e: unknown) => console.error('could not delete the bench keys:', e));
    if (keyed && ONLY_KEYED)
      printKeyed(`${machineLine()}; load average ${loadAverage()}; ${PAYLOADS[0]!.label}`, SECONDS, keyed);
  }
  if (ONLY_KEYED) return;
  printPeers(loadBefore, results, servers);
  if (ONLY_FLOORS) return;

  const plain = results.get(`${PAYLOADS[1]!.label}|${servers[0]!.name}`) ?? [];
  console.log(
    `\n${PAYLOADS[1]!.label}, (a) with Accept-Encoding, ${SECONDS} s each (uncompressed: the mean of the rows above):\n`,
  );
  console.log('| Accept-Encoding | req/s | p50 ms | p99 ms | CPU ms/request | bytes/response |');
  console.log('|---|---|---|---|---|---|');
  if (plain.length > 0) {
    const cpu = plain.every((x) => x.cpuPerRequest !== undefined)
      ? mean(plain.map((x) => x.cpuPerRequest!))
      : undefined;
    console.log(
      `| none | ${fmt(mean(plain.map((x) => x.rps)))} | ${fmt(mean(plain.map((x) => x.p50)))} | ${fmt(Math.max(...plain.map((x) => x.p99)))} | ${fmt(cpu, 3)} | ${fmt(mean(plain.map((x) => x.bytes)))} |`,
    );
  }
  for (const [coding, r] of compressed)
    console.log(
      `| ${coding} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.cpuPerRequest, 3)} | ${fmt(r.bytes)} |`,
    );
  console.log('\nThe same answer serialized and compressed in this process (synchronous zlib), CPU per call:\n');
  console.log('| coding | bytes | CPU µs (stringify + compress) | extra CPU µs over none |');
  console.log('|---|---|---|---|');
  for (const f of figures)
    console.log(`| ${f.coding} | ${f.bytes} | ${fmt(f.cpuUs)} | ${fmt(f.cpuUs - figures[0]!.cpuUs)} |`);
  if (keyed) printKeyed(PAYLOADS[0]!.label, SECONDS, keyed);
  if (SMOKE) console.log('\nsmoke: every answer was 2xx, no transport errors or timeouts');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
