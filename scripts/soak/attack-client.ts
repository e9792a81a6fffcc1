/**
 * The attackers of the soak's attack phase (scripts/soak/attacks.ts), a process of their own (forked) so that their
 * load never delays the soak's clock or its victims: one recipe per row of the table of attacks that each stay within
 * every budget and cap of an address (`ATTACKS`), run against one replica for a while. Addresses are
 * `X-Forwarded-For` (the soak's replicas trust 127.0.0.1 only) or, for what happens before a request is read (slow
 * headers, bursts of connections), the socket's own address: 127.0.1.0/24 and up, loopback addresses other than
 * 127.0.0.1, which the replicas count as clients of their own.
 *
 * Protocol (IPC): sent `{ type: 'prepare', ... }`, it builds its requests and answers `{ type: 'ready' }`; sent
 * `{ type: 'go' }`, it runs for `seconds` and answers `{ type: 'done', report }`, then exits.
 */
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { CRAFTED_DEBT_PAYOFF } from '../worst-inputs';
import { MCP_HEADERS, MCP_META } from './noisy-client';
import { send, sendUntilServed, type Answer, type Budget, type Outcome, type Step } from './traffic';

export interface AttackOptions {
  recipe: string;
  port: number;
  seconds: number;
  /** An API key on the enterprise plan, for the recipe that sends one. */
  enterpriseKey?: string;
}

export type AttackMessage =
  | ({ type: 'prepare' } & AttackOptions)
  | { type: 'go' }
  | { type: 'ready' }
  | { type: 'done'; report: AttackReport }
  | { type: 'failed'; error: string };

/** What the attackers got, by outcome; `probe`: the one heavy client of a recipe that watches its own service. */
export interface AttackReport {
  counts: Record<Outcome | 'sockets', number>;
  problems: string[];
  probe?: { served: number; refused: number; longestMs: number; firstServedMs?: number };
  elapsedMs: number;
}

/** What a recipe is given: the replica, when to stop, and where to count. */
interface Run {
  port: number;
  until: number;
  report: AttackReport;
  steps: Readonly<Record<string, Step>>;
  key?: string;
}

const now = () => performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The i-th attacking address (TEST-NET-3, then TEST-NET-2's upper half): never the mix's or the victims'. */
const attacker = (i: number) => (i < 250 ? `203.0.113.${i + 1}` : `198.51.100.${(i % 100) + 128}`);
/** The i-th loopback address a socket-level attacker connects from. */
const loopbackFrom = (i: number) => `127.0.${1 + (i >> 8)}.${(i & 255) + 1}`;

function count(r: AttackReport, a: Pick<Answer, 'outcome' | 'status' | 'detail'>) {
  r.counts[a.outcome]++;
  if ((a.outcome === '5xx' || a.outcome === 'transport') && r.problems.length < 5)
    r.problems.push(`${a.status} ${a.detail ?? ''}`.slice(0, 200));
}

/** `addresses` clients, each `perAddress` loops sending `step` (or `stepOf(address)`) until the end, every answer read. */
async function loops(
  run: Run,
  addresses: number,
  perAddress: number,
  stepOf: (address: number) => Step,
  o: { paceMs?: number } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: addresses * perAddress });
  await Promise.all(
    Array.from({ length: addresses * perAddress }, async (_, n) => {
      const address = Math.floor(n / perAddress);
      while (now() < run.until) {
        const started = now();
        count(run.report, await send(run.port, agent, stepOf(address), attacker(address)));
        if (o.paceMs) await sleep(Math.max(0, started + o.paceMs - now()));
      }
    }),
  );
  agent.destroy();
}

/** Raw request text (a socket-level attacker writes it itself). */
function requestText(step: Step, ip: string): string {
  const body = step.body ?? '';
  const headers = {
    ...step.headers,
    Host: '127.0.0.1',
    'X-Forwarded-For': ip,
    'Content-Length': Buffer.byteLength(body),
  };
  return `${step.method} ${step.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n${body}`;
}

/** Opens a socket (from `localAddress` when given); resolves once connected, or with undefined when refused. */
function connect(port: number, localAddress?: string): Promise<net.Socket | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, ...(localAddress ? { localAddress } : {}) });
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => resolve(undefined));
  });
}

/** `addresses` clients that each open sockets, pipeline `perSocket` GETs of `path` on each and never read them. */
async function unread(run: Run, path: string, addresses: number) {
  const sockets: net.Socket[] = [];
  const step: Step = {
    kind: path,
    method: 'GET',
    path,
    headers: { 'Accept-Encoding': 'gzip' },
    budget: null,
    check: () => undefined,
  };
  while (now() < run.until) {
    for (let a = 0; a < addresses; a++)
      for (let s = 0; s < 2; s++) {
        const socket = await connect(run.port);
        if (!socket) {
          run.report.counts.transport++;
          continue;
        }
        socket.on('error', () => undefined);
        socket.pause();
        socket.write(requestText(step, attacker(a)).repeat(4));
        sockets.push(socket);
        run.report.counts.sockets++;
      }
    await sleep(1000);
  }
  for (const s of sockets) s.destroy();
}

/** One address that sends a heavy request on a new socket and closes it at once, over and over. */
async function closeAfterSend(run: Run) {
  const text = requestText(run.steps.restDebt!, attacker(0));
  while (now() < run.until) {
    const socket = await connect(run.port);
    if (!socket) {
      run.report.counts.transport++;
      await sleep(10);
      continue;
    }
    socket.on('error', () => undefined);
    socket.end(text, () => socket.destroy());
    run.report.counts.sockets++;
    await sleep(20);
  }
}

/** `addresses` × `perAddress` sockets that send headers a line every 2 s and never finish, reconnecting when closed. */
async function slowHeaders(run: Run, addresses: number, perAddress: number) {
  const open = new Set<net.Socket>();
  await Promise.all(
    Array.from({ length: addresses * perAddress }, async (_, n) => {
      const from = loopbackFrom(Math.floor(n / perAddress));
      while (now() < run.until) {
        const socket = await connect(run.port, from);
        if (!socket) {
          run.report.counts.transport++;
          await sleep(500);
          continue;
        }
        open.add(socket);
        run.report.counts.sockets++;
        socket.on('data', () => undefined);
        socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        const drip = setInterval(() => socket.write(`X-Slow-${n}: 1\r\n`), 2000);
        await new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.once('error', () => undefined);
          setTimeout(resolve, Math.max(0, run.until - now()));
        });
        clearInterval(drip);
        open.delete(socket);
        socket.destroy();
        await sleep(100);
      }
    }),
  );
  for (const s of open) s.destroy();
}

/** Every second, `size` new connections at once from 40 loopback addresses, each one GET /healthz and close. */
async function bursts(run: Run, size: number) {
  while (now() < run.until) {
    const started = now();
    await Promise.all(
      Array.from({ length: size }, async (_, n) => {
        const socket = await connect(run.port, loopbackFrom(200 + (n % 40)));
        if (!socket) return void run.report.counts.transport++;
        socket.on('error', () => undefined);
        socket.resume();
        socket.end('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
        await new Promise((r) => socket.once('close', r));
        run.report.counts.sockets++;
      }),
    );
    await sleep(Math.max(0, started + 1000 - now()));
  }
}

/** Many heavy clients, and one more heavy client whose answers are timed: is it served in its turn? */
async function heavyWithProbe(run: Run, addresses: number) {
  const probe = { served: 0, refused: 0, longestMs: 0, firstServedMs: undefined as number | undefined };
  run.report.probe = probe;
  const started = now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const watch = async () => {
    while (now() < run.until) {
      const a = await send(run.port, agent, run.steps.mcpDebt!, attacker(addresses));
      count(run.report, a);
      probe.longestMs = Math.max(probe.longestMs, a.ms);
      if (a.outcome === 'ok') {
        probe.served++;
        probe.firstServedMs ??= now() - started;
      } else probe.refused++;
    }
  };
  await Promise.all([loops(run, addresses, 1, () => run.steps.mcpDebt!), watch()]);
  agent.destroy();
}

/** An MCP 2025-03-26 batch of 20 `tools/call` of the crafted debt payoff (batches end with 2025-03-26). */
function batchStep(): Step {
  const call = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'debt-payoff-calculator', arguments: CRAFTED_DEBT_PAYOFF },
  });
  return {
    kind: 'MCP batch',
    method: 'POST',
    path: '/mcp',
    headers: { ...MCP_HEADERS, 'MCP-Protocol-Version': '2025-03-26' },
    body: JSON.stringify(Array.from({ length: 20 }, (_, i) => call(i + 1))),
    budget: 'mcp',
    check: () => undefined,
  };
}

const surfaces = (run: Run) => [run.steps.restDebt!, run.steps.mcpDebt!, run.steps.pageDebt!];
const get = (path: string): Step => ({
  kind: path,
  method: 'GET',
  path,
  headers: {},
  budget: null,
  check: () => undefined,
});

/**
 * The recipes, one per row of the table of attacks each within an address's budgets (docs/operate.md, "Capacity of
 * a replica"): the row's words and what its attackers do. `seconds` stretches a recipe whose effect needs longer
 * than the phase (sockets that time out after HTTP_HEADERS_TIMEOUT_MS).
 */
export const ATTACKS: ReadonlyArray<{
  name: string;
  row: string;
  secondsFactor?: number;
  /**
   * More load than one replica of the soak's machine serves at the target: its victims are held to the phase's
   * bound counted from the attack's end (none waits past the attack by more), not from the start of their request.
   */
  beyondOneReplica?: boolean;
  run: (r: Run) => Promise<void>;
}> = [
  ...[3, 10, 50].map((n) => ({
    name: `crafted-debts-${n}`,
    row: `a crafted debt payoff (50 debts, ~970 months) on the page, REST and MCP, from ${n} addresses`,
    // 200 connections sending the heaviest request the estimate passes, each asking again the moment it is answered.
    beyondOneReplica: n === 50,
    run: (r: Run) => loops(r, n, 4, (a) => surfaces(r)[a % 3]!),
  })),
  {
    name: 'api-docs-unread',
    row: '`/api-docs` requested and never read, 30 addresses',
    run: (r) => unread(r, '/api-docs', 30),
  },
  {
    name: 'openapi-unread',
    row: '`/openapi.json` requested and never read, 30 addresses',
    run: (r) => unread(r, '/openapi.json', 30),
  },
  {
    name: 'api-docs-32',
    row: '`/api-docs` from one address on its 32 connections',
    run: (r) => loops(r, 1, 32, () => get('/api-docs')),
  },
  { name: 'readyz-flood', row: '`/readyz` flood from one address', run: (r) => loops(r, 1, 32, () => get('/readyz')) },
  {
    name: 'healthz-flood',
    row: '`/healthz` flood from one address',
    run: (r) => loops(r, 1, 32, () => get('/healthz')),
  },
  {
    name: 'mcp-batches',
    row: 'MCP batches of 20 heavy `tools/call` from 3 addresses',
    run: (r) => loops(r, 3, 4, batchStep),
  },
  {
    name: 'cheap-50',
    row: '50 addresses of cheap requests, each within budget',
    // An address's API budget a minute, spread evenly: one request a second each.
    run: (r) => loops(r, 50, 1, (a) => (a % 2 ? r.steps.restCheap! : r.steps.mcpCheap!), { paceMs: 1000 }),
  },
  {
    name: 'enterprise-key',
    row: 'an `enterprise` key sending the crafted debt payoff over MCP',
    run: (r) =>
      loops(r, 1, 64, () => ({
        ...r.steps.mcpDebt!,
        headers: { ...r.steps.mcpDebt!.headers, Authorization: `Bearer ${r.key}` },
      })),
  },
  {
    name: 'heavy-17',
    row: '17 addresses with one MCP debt payoff each, and one more heavy client',
    run: (r) => heavyWithProbe(r, 17),
  },
  {
    name: 'close-after-send',
    row: 'one address that closes each socket right after sending a heavy request',
    run: closeAfterSend,
  },
  {
    name: 'slow-headers',
    row: '130 addresses × 32 slow-header sockets, reconnecting after each `408`',
    secondsFactor: 2.5,
    run: (r) => slowHeaders(r, 130, 32),
  },
  { name: 'bursts', row: 'bursts of more than 511 new connections (1,000 a second)', run: (r) => bursts(r, 1000) },
];

/** The requests the recipes send, built once: the page's query is the share link the REST API gives the input. */
async function prepareSteps(port: number): Promise<Record<string, Step>> {
  const slug = 'debt-payoff-calculator';
  const restDebt: Step = {
    kind: 'REST crafted debts',
    method: 'POST',
    path: `/api/v1/calculate/${slug}`,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(CRAFTED_DEBT_PAYOFF),
    budget: 'api' as Budget,
    check: () => undefined,
  };
  const mcp = (name: string, args: unknown): Step => ({
    kind: `MCP ${name}`,
    method: 'POST',
    path: '/mcp',
    headers: { ...MCP_HEADERS, 'Mcp-Name': name },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name, arguments: args, _meta: MCP_META },
    }),
    budget: 'mcp',
    check: () => undefined,
  });
  const agent = new http.Agent({ keepAlive: false });
  // Asked until served: a replica still busy with the phase before may shed it.
  const a = await sendUntilServed(port, agent, restDebt, '192.0.2.200');
  agent.destroy();
  if (a.status !== 200) throw new Error(`the crafted debt payoff is refused (${a.status}): ${a.body.slice(0, 300)}`);
  const share = new URL((JSON.parse(a.body) as { meta: { share_url: string } }).meta.share_url);
  const emi = { principal: 250000, annualRate: 6.5, tenureYears: 20 };
  return {
    restDebt,
    mcpDebt: mcp(slug, CRAFTED_DEBT_PAYOFF),
    pageDebt: { ...get(`${share.pathname}${share.search}`), budget: 'page' },
    restCheap: { ...restDebt, kind: 'REST cheap', path: '/api/v1/calculate/emi-calculator', body: JSON.stringify(emi) },
    mcpCheap: mcp('emi-calculator', emi),
  };
}

if (require.main === module) {
  let options: AttackOptions | undefined;
  let steps: Record<string, Step> = {};
  const reply = (m: AttackMessage) => process.send!(m);
  process.on('message', (m: AttackMessage) => {
    void (async () => {
      try {
        if (m.type === 'prepare') {
          options = m;
          steps = await prepareSteps(m.port);
          reply({ type: 'ready' });
        } else if (m.type === 'go' && options) {
          const recipe = ATTACKS.find((a) => a.name === options!.recipe);
          if (!recipe) throw new Error(`no attack recipe ${options.recipe}`);
          const started = now();
          const report: AttackReport = {
            counts: { ok: 0, bad: 0, '429': 0, shed: 0, '4xx': 0, '5xx': 0, transport: 0, sockets: 0 },
            problems: [],
            elapsedMs: 0,
          };
          await recipe.run({
            port: options.port,
            until: started + options.seconds * 1000,
            report,
            steps,
            key: options.enterpriseKey,
          });
          report.elapsedMs = now() - started;
          reply({ type: 'done', report });
          process.disconnect();
        }
      } catch (e) {
        reply({ type: 'failed', error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
        process.disconnect();
      }
    })();
  });
}
