/**
 * `npm run bench:instructions -- [<rev> ...]`: user-space instructions per request of the service
 * at each revision (`.` or none: the working tree), counted by valgrind's callgrind. Instructions,
 * unlike CPU time, do not depend on what else the machine is doing, so revisions are measured one
 * after the other; the same build read 789k and 812k instructions per `tools/call` in one run (name
 * a revision twice to see the spread), so a 5 % piece shows, where CPU from /proc moves ±10 % round
 * to round on two shared cores (docs/decisions.md, "One HTTP pipeline"). The kernel's
 * share (the socket write) is not counted: compare revisions, not servers.
 *
 * Each revision runs embedded (no Redis) under callgrind with instrumentation off; after
 * INSTR_WARMUP requests (5,000) it is switched on for INSTR_CALLS requests (3,000), then the
 * totals of every thread are read. Knobs: INSTR_MCP=1 (a 2025-11-25 tax `tools/call`; `2026-07-28`: the same
 * call at that revision; default the EMI calculation over REST), INSTR_LOG_LEVEL (the service's LOG_LEVEL, `warn`), INSTR_CONNECTIONS (4).
 * Needs `valgrind` (Debian's package); about a minute a revision.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { answers, API_NODE_FLAGS, BENCH_LIMITS_ENV, checkout, freePort, machineLine } from './bench-support';

const CALLS = Number(process.env.INSTR_CALLS ?? 3000);
const WARMUP = Number(process.env.INSTR_WARMUP ?? 5000);
const CONNECTIONS = Number(process.env.INSTR_CONNECTIONS ?? 4);
const MCP = process.env.INSTR_MCP === '1' || process.env.INSTR_MCP === '2026-07-28';
const MODERN = process.env.INSTR_MCP === '2026-07-28';
const TAX = { name: 'tax-calculator', arguments: { grossIncome: 75000, filingStatus: 'single' } };
const REQUEST = MCP
  ? {
      path: '/mcp',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...(MODERN
          ? { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/call', 'Mcp-Name': TAX.name }
          : { 'MCP-Protocol-Version': '2025-11-25' }),
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: MODERN
          ? {
              ...TAX,
              _meta: {
                'io.modelcontextprotocol/protocolVersion': '2026-07-28',
                'io.modelcontextprotocol/clientCapabilities': {},
              },
            }
          : TAX,
      }),
    }
  : {
      path: '/api/v1/calculate/emi-calculator',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ principal: 500000, annualRate: 8.5, tenureYears: 20, schedule: 'none' }),
    };

async function send(port: number, amount: number): Promise<void> {
  const errors = new Map<string, number>();
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}${REQUEST.path}`,
    method: 'POST',
    headers: REQUEST.headers,
    body: REQUEST.body,
    connections: CONNECTIONS,
    amount,
    // Under valgrind, on a loaded machine, the first requests (compiled as they come) can take longer than
    // autocannon's default 10 s: a slow answer is not an error here, only instructions are counted.
    timeout: 120,
  };
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (err: Error | null, result: autocannon.Result) =>
      err ? reject(err) : resolve(result),
    );
    run.on('reqError', (e: Error) => errors.set(e.message, (errors.get(e.message) ?? 0) + 1));
  });
  if (r.non2xx + r.errors + r.timeouts > 0)
    throw new Error(
      `${r.non2xx} non-2xx answers, ${r.errors} errors (${[...errors].map(([m, n]) => `${n} × ${m}`).join(', ')}), ${r.timeouts} timeouts`,
    );
}

/** Instructions per request of `rev`'s service. */
async function measure(rev: string | undefined): Promise<number> {
  const { dir, remove } = checkout(rev);
  const out = mkdtempSync(path.join(os.tmpdir(), 'callgrind-'));
  const port = await freePort();
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${out}/callgrind.out`,
      process.execPath,
      ...API_NODE_FLAGS,
      '-r',
      '@swc-node/register',
      'src/api/server.ts',
    ],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        REDIS_URL: '',
        METRICS_PORT: '0',
        LOG_LEVEL: process.env.INSTR_LOG_LEVEL ?? 'warn',
        ...BENCH_LIMITS_ENV,
        // Valgrind runs the service tens of times slower, slower still on a loaded machine: no socket is closed
        // for being idle or slow meanwhile (the counted requests are the same either way).
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '3600000',
        HTTP_HEADERS_TIMEOUT_MS: '300000',
        HTTP_REQUEST_TIMEOUT_MS: '3600000',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));
  const control = (...args: string[]) =>
    execFileSync('callgrind_control', [...args, String(child.pid)], { stdio: 'ignore' });
  try {
    // Starting under valgrind takes a while: up to five minutes.
    if (!(await answers(port, () => alive, 1200, 250))) throw new Error('the service did not start under valgrind');
    await send(port, WARMUP);
    control('--zero');
    control('--instr=on');
    await send(port, CALLS);
    control('--dump');
    control('--instr=off');
  } finally {
    child.kill('SIGTERM');
    await exited;
    remove();
  }
  // `--dump` writes callgrind.out.1; callgrind.out is what it writes at exit (instrumentation off: nothing to read).
  let total = 0;
  for (const file of readdirSync(out).filter((f) => /\.out\.\d+$/.test(f))) {
    for (const m of readFileSync(path.join(out, file), 'utf8').matchAll(/^summary: (\d+)/gm)) total += Number(m[1]);
  }
  rmSync(out, { recursive: true, force: true });
  if (total === 0) throw new Error('callgrind counted nothing');
  return total / CALLS;
}

async function main(): Promise<void> {
  const revs = process.argv.slice(2);
  if (revs.length === 0) revs.push('.');
  console.log(
    `\n${machineLine()}; POST ${REQUEST.path}, ${CALLS} requests after ${WARMUP}, ${CONNECTIONS} connections, embedded mode\n`,
  );
  console.log('| revision | instructions per request | against the first |');
  console.log('|---|---|---|');
  let first: number | undefined;
  for (const rev of revs) {
    const n = await measure(rev === '.' ? undefined : rev);
    first ??= n;
    console.log(`| ${rev} | ${Math.round(n).toLocaleString('en-US')} | ${(n / first).toFixed(3)} |`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
