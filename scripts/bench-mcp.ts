/**
 * `npm run bench:mcp`: `tools/call` throughput and tail latency of our `POST /mcp` against the
 * official SDK v2 server (`createMcpHandler`, stateless) serving the same dispatcher, in one run,
 * with autocannon on loopback. Each server runs in its own process (ours is the real entry
 * point, every middleware included: logging off, rate limit raised); autocannon runs here.
 *
 * Each call is measured in BENCH_ROUNDS paired rounds: the two servers back to back (who goes
 * first alternates), so both see the same state of a shared machine, and the calls take turns, so
 * each call's rounds spread over the whole run. A round's ratio compares two neighbouring windows;
 * the table gives the median round (the lower middle one for an even count), with every round's
 * ratio printed below it, so the spread is visible.
 *
 * This process runs with the API's Node flags (package.json `bench:mcp`), so the in-process
 * comparison runs both MCP layers under the V8 settings a replica runs with.
 *
 * Knobs: BENCH_SECONDS (5, per server and round), BENCH_ROUNDS (4), BENCH_CONNECTIONS (10),
 * BENCH_WARMUP_SECONDS (5), BENCH_LOG_LEVEL (our LOG_LEVEL, `warn`: no line per request, as the SDK
 * server logs nothing either).
 */
import autocannon from 'autocannon';
import { mirroredHeaders } from '../src/api/routes/mcp';
import { inProcessEndpoint } from '../test/mcp/support/in-process';
import { sdkMcpHandler } from './bench-mcp-sdk-handler';
import {
  API_NODE_FLAGS,
  BENCH_LIMITS_ENV,
  cpuMs,
  freePort,
  loadAverage,
  machineLine,
  start,
  stop,
  type Server,
} from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

/** The call measured: the 2026 federal tax of a single filer on $75,000 of wages, about 5.5 kB of JSON-RPC answer back. */
const ARGS = { grossIncome: 75000, filingStatus: 'single' };

interface Case {
  label: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

function cases(): Case[] {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const base = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  return [
    {
      label: 'tools/call 2026-07-28',
      path: '/mcp',
      headers: {
        ...base,
        'MCP-Protocol-Version': '2026-07-28',
        'Mcp-Method': 'tools/call',
        'Mcp-Name': 'tax-calculator',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'tax-calculator', arguments: ARGS, _meta: meta },
      }),
    },
    {
      label: 'tools/call 2025-11-25',
      path: '/mcp',
      headers: { ...base, 'MCP-Protocol-Version': '2025-11-25' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'tax-calculator', arguments: ARGS },
      }),
    },
  ];
}

/** The same calculation over REST on our server: what the HTTP stack every route shares costs. */
const REST: Case = {
  label: 'REST, same calculation',
  path: '/api/v1/calculate/tax-calculator',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(ARGS),
};

/** One request first: every server must answer with the same calculation, or the numbers mean nothing. */
async function check(port: number, c: Case): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${c.path}`, { method: 'POST', headers: c.headers, body: c.body });
  const text = await res.text();
  const json = JSON.parse(text.startsWith('{') ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? '{}')) as {
    result?: { structuredContent?: { result?: unknown } } & Record<string, unknown>;
  };
  const result = c.path === '/mcp' ? json.result?.structuredContent?.result : json.result;
  if (res.status !== 200 || result === undefined)
    throw new Error(`port ${port} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.stringify(result);
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  cpuPerRequest: number | undefined;
}

async function load(s: Server, c: Case, seconds: number): Promise<Measured> {
  const port = s.port;
  const before = cpuMs(s.child.pid);
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${c.path}`,
    method: 'POST',
    headers: c.headers,
    body: c.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${r.non2xx} non-2xx responses and ${r.errors} errors on port ${port}`);
  const after = cpuMs(s.child.pid);
  // CPU per request does not depend on how busy the machine is the way req/s does.
  const cpuPerRequest = before !== undefined && after !== undefined ? (after - before) / r.requests.total : undefined;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuPerRequest };
}

/**
 * The MCP layers alone, in this process, no sockets: our endpoint against the SDK handler's
 * `fetch`, same request, same dispatcher. CPU microseconds per call after a warm-up.
 */
async function layerCost(c: Case): Promise<{ ours: number; sdk: number }> {
  const { site, endpoint, hooks } = inProcessEndpoint();
  const headers = mirroredHeaders(Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k.toLowerCase(), v])));
  const sdk = sdkMcpHandler(site);
  // The text the transport writes.
  const ours = async () => (await endpoint.handle(JSON.parse(c.body), headers, hooks)).json ?? '';
  // As toNodeHandler hands it over behind express.json(): the parsed body beside the request.
  const theirs = async () =>
    (
      await sdk.fetch(new Request('http://localhost/mcp', { method: 'POST', headers: c.headers, body: c.body }), {
        parsedBody: JSON.parse(c.body),
      })
    ).text();
  const perCall = async (f: () => Promise<string>, n: number) => {
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) await f();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / n;
  };
  // Long warm-ups: the SDK's per-request server instances take thousands of calls to be fully optimized.
  await perCall(ours, 5000);
  await perCall(theirs, 5000);
  return { ours: await perCall(ours, 5000), sdk: await perCall(theirs, 3000) };
}

const LOAD_BEFORE = loadAverage();

async function main(): Promise<void> {
  const ours = await start(
    'src/api/server.ts',
    { LOG_LEVEL, METRICS_PORT: '0', ...BENCH_LIMITS_ENV },
    await freePort(),
    API_NODE_FLAGS,
  );
  const sdk = await start('scripts/bench-mcp-sdk-server.ts', {}, await freePort()).catch(async (e: unknown) => {
    await stop(ours);
    throw e;
  });
  const rows: string[] = [];
  const spreads: string[] = [];
  const cpu = (ms: number | undefined) => (ms === undefined ? 'n/a' : ms.toFixed(2));
  try {
    const servers = [
      ['ours (POST /mcp)', ours],
      ['SDK v2 createMcpHandler', sdk],
    ] as const;
    // Every server warms up on every call before anything is measured, so no measurement pays for JIT work.
    for (const c of cases()) {
      const [a, b] = [await check(ours.port, c), await check(sdk.port, c)];
      if (a !== b) throw new Error(`the servers disagree: ${a} vs ${b}`);
      for (const [, s] of servers) await load(s, c, WARMUP);
    }
    await load(ours, REST, WARMUP);
    // Rounds of every call in turn, so that each call's rounds spread over the whole run rather than one minute of it.
    const measured = cases().map(() => [] as Array<{ o: Measured; k: Measured }>);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, c] of cases().entries()) {
        // Who goes first alternates, so neither server always follows the other's load.
        if (round % 2 === 0) {
          const o = await load(ours, c, SECONDS);
          measured[i]!.push({ o, k: await load(sdk, c, SECONDS) });
        } else {
          const k = await load(sdk, c, SECONDS);
          measured[i]!.push({ o: await load(ours, c, SECONDS), k });
        }
      }
    }
    for (const [i, c] of cases().entries()) {
      const rounds = measured[i]!;
      // The median round by req/s ratio: the one whose two windows the machine treated most typically.
      const byRatio = [...rounds].sort((a, b) => a.o.rps / a.k.rps - b.o.rps / b.k.rps);
      const { o, k } = byRatio[Math.floor((byRatio.length - 1) / 2)]!;
      for (const [name, m] of [
        [servers[0][0], o],
        [servers[1][0], k],
      ] as const)
        rows.push(`| ${c.label} | ${name} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${cpu(m.cpuPerRequest)} |`);
      const cpuRatio =
        o.cpuPerRequest && k.cpuPerRequest ? `**${(k.cpuPerRequest / o.cpuPerRequest).toFixed(1)}× less**` : '';
      rows.push(
        `| ${c.label} | **ours vs SDK** | **${(o.rps / k.rps).toFixed(1)}×** | | **${(k.p99 / Math.max(o.p99, 1)).toFixed(1)}× lower** | ${cpuRatio} |`,
      );
      spreads.push(
        `${c.label}: ${rounds.map((r) => `${(r.o.rps / r.k.rps).toFixed(1)}×`).join(', ')} (p99 ${rounds.map((r) => `${r.o.p99}/${r.k.p99}`).join(', ')} ms)`,
      );
    }
    if ((await check(ours.port, REST)) !== (await check(ours.port, cases()[0]!)))
      throw new Error('REST and MCP disagree');
    const r = await load(ours, REST, SECONDS);
    rows.push(
      `| ${REST.label} | ours (POST ${REST.path}) | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${cpu(r.cpuPerRequest)} |`,
    );
  } finally {
    await Promise.all([stop(ours), stop(sdk)]);
  }
  const layers = [];
  for (const c of cases()) layers.push({ label: c.label, ...(await layerCost(c)) });
  console.log(
    `\n${machineLine()}; ${CONNECTIONS} connections; ${ROUNDS} paired rounds of ${SECONDS} s per server, after ${WARMUP} s warm-up; the median round\n`,
  );
  console.log(`load average before the run: ${LOAD_BEFORE}\n`);
  console.log('| call | server | req/s | p50 ms | p99 ms | CPU ms/request |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log('\nEvery round, ours vs SDK req/s (p99 ours/SDK):\n');
  for (const line of spreads) console.log(`- ${line}`);
  console.log('\nThe MCP layer alone (in process, no HTTP, same dispatcher), CPU µs per call:\n');
  console.log('| call | ours | SDK v2 handler.fetch | ours vs SDK |');
  console.log('|---|---|---|---|');
  for (const l of layers)
    console.log(
      `| ${l.label} | ${Math.round(l.ours)} | ${Math.round(l.sdk)} | **${(l.sdk / l.ours).toFixed(1)}× less** |`,
    );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
