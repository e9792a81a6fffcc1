/**
 * `npm run bench:ab -- <rev-a> [<rev-b>]`: CPU per request of the service at two git revisions (b:
 * the working tree when omitted), or of the service against the naive Express app
 * (`naive` as a revision), measured under the same load *at the same time*. On a shared 2-core
 * machine a sequential A/B measures mostly how the machine's load moved between windows; here both
 * servers run side by side, each under its own autocannon with half the connections, round after
 * round, so every moment's contention falls on both alike. Reports each round's ratio a/b of CPU ms
 * per request (from /proc) and their median: below 1, a is cheaper.
 *
 * Knobs: AB_ROUNDS (10), AB_SECONDS (4), AB_CONNECTIONS (25 per server), AB_PATH, AB_BODY and
 * AB_HEADERS (JSON; the request, by default the EMI calculation; AB_MCP=1: a 2025-11-25 tools/call), BENCH_REDIS_URL (REDIS_URL, else redis://127.0.0.1:6379),
 * AB_ENV_A / AB_ENV_B (JSON: environment of one side only, e.g. `{"REDIS_URL":""}` for embedded mode) and
 * AB_FLAGS_A / AB_FLAGS_B (Node flags added to one side's), AB_HEADERS_A / AB_HEADERS_B (JSON: headers of one
 * side's requests, e.g. an API key on one side only) and AB_RATE (requests per second per server; default: as many as
 * the connections get answered). A revision is checked out with `git archive` into a
 * temporary folder beside this one's node_modules (same dependencies); `.` is the working tree, so
 * `AB_ENV_A='{"REDIS_URL":""}' npm run bench:ab -- .` compares one build with itself in two settings.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import {
  API_NODE_FLAGS,
  checkout,
  cpuMs,
  freePort,
  loadAverage,
  machineLine,
  median,
  start,
  stop,
  type Server,
  BENCH_LIMITS_ENV,
} from './bench-support';

const ROUNDS = Number(process.env.AB_ROUNDS ?? 10);
const SECONDS = Number(process.env.AB_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 25);
const MCP = process.env.AB_MCP === '1';
const RATE = Number(process.env.AB_RATE ?? 0);
const EMI = { principal: 500000, annualRate: 8.5, tenureYears: 20, schedule: 'none' };
const PATH = process.env.AB_PATH ?? (MCP ? '/mcp' : '/api/v1/calculate/emi-calculator');
const BODY =
  process.env.AB_BODY ??
  JSON.stringify(
    MCP ? { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'emi-calculator', arguments: EMI } } : EMI,
  );
const HEADERS: Record<string, string> = {
  'Content-Type': 'application/json',
  ...(MCP ? { Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-11-25' } : {}),
  ...(JSON.parse(process.env.AB_HEADERS ?? '{}') as Record<string, string>),
};
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One side's own settings (AB_ENV_A, AB_FLAGS_A, AB_HEADERS_A; the same with _B). */
function side(which: 'A' | 'B') {
  return {
    env: JSON.parse(process.env[`AB_ENV_${which}`] ?? '{}') as Record<string, string>,
    flags: (process.env[`AB_FLAGS_${which}`] ?? '').split(/\s+/).filter(Boolean),
    headers: { ...HEADERS, ...(JSON.parse(process.env[`AB_HEADERS_${which}`] ?? '{}') as Record<string, string>) },
  };
}

interface Served {
  label: string;
  server: Server;
  headers: Record<string, string>;
  remove(): void;
}

async function serve(rev: string | undefined, label: string, which: 'A' | 'B'): Promise<Served> {
  const own = side(which);
  const { headers } = own;
  if (rev === 'naive')
    return {
      label,
      server: await start('scripts/bench-naive-express.ts', {}, await freePort()),
      headers,
      remove: () => undefined,
    };
  const { dir, remove } = checkout(rev);
  const env = {
    REDIS_URL,
    // The side, not the label: a label with flags or an environment is past the prefix's 64 characters.
    REDIS_KEY_PREFIX: `bench-ab-${process.pid}-${which}:`,
    METRICS_PORT: '0',
    LOG_LEVEL: 'info',
    ...BENCH_LIMITS_ENV,
    ...own.env,
  };
  return {
    label,
    server: await start(path.join(dir, 'src/api/server.ts'), env, await freePort(), [...API_NODE_FLAGS, ...own.flags]),
    headers,
    remove,
  };
}

async function load({ server, headers }: Served, seconds: number): Promise<number> {
  const before = cpuMs(server.child.pid);
  const r = await autocannon({
    url: `http://127.0.0.1:${server.port}${PATH}`,
    method: 'POST',
    headers,
    body: BODY,
    connections: CONNECTIONS,
    duration: seconds,
    ...(RATE ? { overallRate: RATE } : {}),
  });
  if (r.non2xx + r.errors + r.timeouts > 0) {
    const sample = await fetch(`http://127.0.0.1:${server.port}${PATH}`, { method: 'POST', headers, body: BODY });
    const answer = `${sample.status} ${(await sample.text()).slice(0, 300)}`;
    throw new Error(
      `${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts; a request now: ${answer}`,
    );
  }
  const after = cpuMs(server.child.pid);
  if (before === undefined || after === undefined) throw new Error('CPU time needs /proc (Linux)');
  return (after - before) / r.requests.total;
}

async function main(): Promise<void> {
  const [revA, revB] = process.argv.slice(2);
  if (revA === undefined) throw new Error('usage: npm run bench:ab -- <rev-a> [<rev-b>] (a revision, or naive)');
  const loadBefore = loadAverage();
  const label = (rev: string, which: 'A' | 'B') =>
    [rev, ...['ENV', 'FLAGS', 'HEADERS'].map((k) => process.env[`AB_${k}_${which}`])].filter(Boolean).join(' ');
  const a = await serve(revA, label(revA, 'A'), 'A');
  const b = await serve(revB, label(revB ?? 'working tree', 'B'), 'B').catch(async (e: unknown) => {
    await stop(a.server);
    a.remove();
    throw e;
  });
  const cpu: [number[], number[]] = [[], []];
  try {
    await Promise.all([load(a, 3), load(b, 3)]); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      const [x, y] = await Promise.all([load(a, SECONDS), load(b, SECONDS)]);
      cpu[0].push(x);
      cpu[1].push(y);
    }
  } finally {
    await Promise.all([stop(a.server), stop(b.server)]);
    a.remove();
    b.remove();
  }
  const ratios = cpu[0].map((x, i) => x / cpu[1][i]!);
  console.log(`\n${machineLine()}; load average before: ${loadBefore}; after: ${loadAverage()}`);
  const rate = RATE ? `, ${RATE} requests/s per server` : '';
  console.log(
    `POST ${PATH}, ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections per server${rate}, both at once\n`,
  );
  console.log('| server | CPU ms/request per round | median |');
  console.log('|---|---|---|');
  for (const [i, s] of [a, b].entries())
    console.log(`| ${s.label} | ${cpu[i]!.map((x) => x.toFixed(3)).join(', ')} | ${median(cpu[i]!).toFixed(3)} |`);
  console.log(
    `\n**${a.label} / ${b.label}, CPU per request: median ${median(ratios).toFixed(3)}** (rounds: ${ratios.map((r) => r.toFixed(3)).join(', ')})`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
