/**
 * The longest time the main thread blocks per heavy request kind: the service in this process (every budget lifted),
 * a client on a worker thread sending each kind of the soak's noisy neighbour in turn, and the event loop's delay
 * histogram (perf_hooks monitorEventLoopDelay, 1 ms resolution) read per kind. Also times the parts of a heavy
 * answer directly (calculation, JSON, compression, validation of an invalid body).
 * `node -r @swc-node/register scripts/heavy-blocks.ts` (Node 24: the runtime we ship).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import pino from 'pino';
import { startService } from '../src/api/server';
import { loadConfig } from '../src/config';
import { calculate } from '../src/dispatch/calculate';
import { dispatchContext } from '../src/dispatch/context';
import { MemoryRatesStore } from '../src/rates/rates-store';
import { loadSnapshot } from '../src/rates/rates-data';
import { WORST } from './worst-inputs';
import { MCP_HEADERS, MCP_META } from './soak/noisy-client';

const OFFLINE = {
  FRED_API_URL: 'http://127.0.0.1:2/fred',
  FRED_GRAPH_URL: 'http://127.0.0.1:2/graph/fredgraph.csv',
  ECB_FX_URL: 'http://127.0.0.1:2/eurofxref-daily.xml',
};
const ROUNDS = Number(process.env.ROUNDS ?? 5);

/** CPU time of this (the main) thread, ms: Node 23.9 and later; elsewhere the process's. */
function threadCpu(): number {
  const p = process as NodeJS.Process & { threadCpuUsage?: () => NodeJS.CpuUsage };
  const u = p.threadCpuUsage ? p.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The client: plain JavaScript on its own thread, so reading 1 MB answers never blocks the measured loop. */
const CLIENT = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
parentPort.on('message', (m) => {
  const started = performance.now();
  const req = http.request({ host: '127.0.0.1', port: m.port, method: m.method, path: m.path, agent,
    headers: { ...m.headers, 'X-Forwarded-For': '203.0.113.66', 'Accept-Encoding': m.encoding ?? 'br, gzip' } }, (res) => {
    let bytes = 0;
    res.on('data', (c) => (bytes += c.length));
    res.on('end', () => parentPort.postMessage({ status: res.statusCode, bytes, ms: performance.now() - started }));
  });
  req.on('error', (e) => parentPort.postMessage({ status: 0, bytes: 0, ms: 0, error: String(e) }));
  req.end(m.body);
});`;

interface Step {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function steps(share: Record<string, string>): Step[] {
  const out: Step[] = [];
  const debts33k = `{"debts":[${Array(33_000).fill('{}').join(',')}],"monthlyBudget":1}`;
  const deep = `{"debts":[${'{"a":'.repeat(16_000)}1${'}'.repeat(16_000)}],"monthlyBudget":1}`;
  const name99k = JSON.stringify({
    debts: [{ name: 'x'.repeat(99_000), balance: 1, rate: 1, minPayment: 1 }],
    monthlyBudget: 1,
  });
  out.push({
    kind: 'REST emi example',
    method: 'POST',
    path: '/api/v1/calculate/emi-calculator',
    headers: { 'Content-Type': 'application/json' },
    body: '{"principal":100000,"annualRate":10,"tenureYears":2}',
  });
  for (const slug of ['debt-payoff-calculator', 'mortgage-calculator']) {
    const body = JSON.stringify(WORST[slug]);
    out.push({
      kind: `REST ${slug} worst`,
      method: 'POST',
      path: `/api/v1/calculate/${slug}`,
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    out.push({
      kind: `MCP ${slug} worst`,
      method: 'POST',
      path: '/mcp',
      headers: { ...MCP_HEADERS, 'Mcp-Name': slug },
      body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${slug}","arguments":${body},"_meta":${JSON.stringify(MCP_META)}}}`,
    });
    out.push({ kind: `page ${slug} worst`, method: 'GET', path: share[slug]!, headers: {} });
    const u = new URL(share[slug]!, 'http://x');
    out.push({ kind: `csv ${slug} worst`, method: 'GET', path: `${u.pathname}/schedule.csv${u.search}`, headers: {} });
  }
  for (const [what, body] of Object.entries({
    '33,000 {} debts': debts33k,
    '16,000 deep': deep,
    '99,000-char name': name99k,
  })) {
    out.push({
      kind: `REST invalid ${what}`,
      method: 'POST',
      path: '/api/v1/calculate/debt-payoff-calculator',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  }
  return out;
}

async function main() {
  const config = loadConfig({
    PORT: '0',
    METRICS_PORT: '0',
    ...OFFLINE,
    RATE_LIMIT_API_PER_MIN: '1000000',
    RATE_LIMIT_MCP_PER_MIN: '1000000',
    RATE_LIMIT_PAGE_PER_MIN: '1000000',
    RATE_LIMIT_LIGHT_PER_MIN: '1000000',
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('HEAVY_'))),
  });
  const service = await startService(config, pino({ level: 'silent' }));
  const port = (service.server.address() as { port: number }).port;
  const client = new Worker(CLIENT, { eval: true });
  const ask = (s: Step, encoding?: string) =>
    new Promise<{ status: number; bytes: number; ms: number }>((resolve) => {
      client.once('message', resolve);
      client.postMessage({ port, ...s, encoding });
    });
  const share: Record<string, string> = {};
  for (const slug of ['debt-payoff-calculator', 'mortgage-calculator']) {
    const r = await fetch(`http://127.0.0.1:${port}/api/v1/calculate/${slug}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(WORST[slug]),
    });
    const u = new URL(((await r.json()) as { meta: { share_url: string } }).meta.share_url);
    share[slug] = `${u.pathname}${u.search}`;
  }
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const rows: string[] = [];
  for (const s of steps(share)) {
    await ask(s);
    let worst = 0;
    let total = 0;
    let cpu = 0;
    let bytes = 0;
    let status = 0;
    for (let i = 0; i < ROUNDS; i++) {
      h.reset();
      const before = threadCpu();
      const a = await ask(s);
      cpu += threadCpu() - before;
      worst = Math.max(worst, h.max / 1e6);
      total += a.ms;
      bytes = a.bytes;
      status = a.status;
    }
    rows.push(
      `| ${s.kind} | ${status} | ${(bytes / 1024).toFixed(0)} | ${(total / ROUNDS).toFixed(1)} | ${(cpu / ROUNDS).toFixed(1)} | ${worst.toFixed(1)} |`,
    );
  }
  h.disable();
  console.log(`Node ${process.version}, ${ROUNDS} rounds per kind after one warm-up`);
  console.log('| kind | status | kB on the wire | mean ms | main-thread CPU ms | longest main-thread block ms |');
  console.log('|---|---|---|---|---|---|');
  console.log(rows.join('\n'));

  // The parts of a heavy answer, timed directly.
  const ctx = await dispatchContext(new MemoryRatesStore(loadSnapshot()), 'rest', {
    baseUrl: 'http://x',
    serviceName: 'x',
  });
  const time = (label: string, f: () => unknown) => {
    f();
    const t: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const s = performance.now();
      f();
      t.push(performance.now() - s);
    }
    console.log(`| ${label} | ${Math.min(...t).toFixed(1)} | ${Math.max(...t).toFixed(1)} |`);
  };
  console.log('\n| part | min ms | max ms |\n|---|---|---|');
  for (const slug of ['debt-payoff-calculator', 'mortgage-calculator']) {
    const out = calculate(slug, WORST[slug], ctx);
    const json = JSON.stringify(out);
    time(`${slug} calculate`, () => calculate(slug, WORST[slug], ctx));
    time(`${slug} JSON.stringify (${(json.length / 1024).toFixed(0)} kB)`, () => JSON.stringify(out));
    time(`${slug} brotli q1`, () =>
      zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
    );
    time(`${slug} gzip 1`, () => zlib.gzipSync(json, { level: 1 }));
  }
  const bad = `{"debts":[${Array(33_000).fill('{}').join(',')}],"monthlyBudget":1}`;
  time('33,000 {} debts: JSON.parse', () => JSON.parse(bad));
  const parsed = JSON.parse(bad) as unknown;
  time('33,000 {} debts: validate', () => {
    try {
      calculate('debt-payoff-calculator', parsed, ctx);
    } catch {
      /* expected */
    }
  });
  await client.terminate();
  await service.close();
}

void main();
