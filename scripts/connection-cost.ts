/**
 * What a new connection costs a replica: the built replica (`dist/`, as `npm start` runs it, its own process), bursts of
 * 1,000 new connections a second from 40 loopback addresses for `SECONDS` (8), each one `GET /healthz` and close (the
 * soak's `bursts` recipe), sent from a child process; the replica's CPU time (user and system, /proc) divided by the
 * connections. Three servers back to back:
 * - `served`: every connection served (`HTTP_NEW_CONNECTIONS_PER_ADDRESS=0`);
 * - `refused`: one connection per address a second served, the rest answered 429 at accept
 *   (`HTTP_NEW_CONNECTIONS_PER_ADDRESS=1`, `REFUSAL_HOLD_MS=0`: written at once);
 * - `node:http`: a bare `node:http` server answering the same request, for scale.
 * `npm run build && node -r @swc-node/register scripts/connection-cost.ts` (Linux; measure with the machine quiet).
 */
import { spawn, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API_NODE_FLAGS } from './bench-support';

const ROOT = path.join(__dirname, '..');
const SECONDS = Number(process.env.SECONDS ?? 8);
const BURST = 1000;
const ADDRESSES = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BARE = `require('node:http').createServer((q, s) => { s.setHeader('Content-Type', 'application/json'); s.end('{"status":"ok"}'); }).listen({ port: Number(process.env.PORT), backlog: 2048 });`;

/** The child: bursts against `port` for `SECONDS`, then sends how many connections closed and how many failed. */
async function burster(port: number): Promise<void> {
  const from = (i: number) => `127.0.1.${i + 1}`;
  const until = Date.now() + SECONDS * 1000;
  let closed = 0;
  let failed = 0;
  while (Date.now() < until) {
    const started = Date.now();
    await Promise.all(
      Array.from(
        { length: BURST },
        (_, k) =>
          new Promise<void>((resolve) => {
            const s = net.connect({ port, host: '127.0.0.1', localAddress: from(k % ADDRESSES) });
            s.on('error', () => (failed++, resolve()));
            s.on('connect', () => {
              s.resume();
              s.end('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
            });
            s.on('close', () => (closed++, resolve()));
          }),
      ),
    );
    await sleep(Math.max(0, started + 1000 - Date.now()));
  }
  process.send!({ closed, failed });
}

/** User and system CPU ms of a process (Linux /proc, clock ticks of 10 ms). */
function cpuMs(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

async function waitUntilAnswers(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not yet listening
    }
    await sleep(100);
  }
  throw new Error(`nothing answered on port ${port}`);
}

async function measure(name: string, server: (port: number) => ChildProcess, port: number) {
  const child = server(port);
  try {
    await waitUntilAnswers(port);
    const before = cpuMs(child.pid!);
    const attacker = fork(__filename, ['--burster', String(port)], { execArgv: ['-r', '@swc-node/register'] });
    const counts = await new Promise<{ closed: number; failed: number }>((r) => attacker.once('message', r));
    await sleep(500); // the last closes
    const after = cpuMs(child.pid!);
    const user = after.user - before.user;
    const system = after.system - before.system;
    const per = (ms: number) => ((ms * 1000) / counts.closed).toFixed(0);
    return [name, counts.closed, counts.failed, user, system, per(user + system), per(user)];
  } finally {
    child.kill('SIGTERM');
    await sleep(300);
  }
}

async function main(): Promise<void> {
  if (process.argv[2] === '--burster') return burster(Number(process.argv[3]));
  const replica = (perAddress: string) => (port: number) =>
    spawn(process.execPath, [...API_NODE_FLAGS, path.join(ROOT, 'dist/src/api/server.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        METRICS_PORT: '0',
        LOG_LEVEL: 'warn',
        HTTP_NEW_CONNECTIONS_PER_ADDRESS: perAddress,
        // Refusals written at once: the cost of a refusal, not of its hold.
        REFUSAL_HOLD_MS: '0',
      },
      stdio: 'ignore',
    });
  const bare = (port: number) =>
    spawn(process.execPath, ['-e', BARE], { env: { PORT: String(port) }, stdio: 'ignore' });
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const rows = [
    await measure('served (HTTP_NEW_CONNECTIONS_PER_ADDRESS=0)', replica('0'), port),
    await measure('refused at accept but 1 a second per address (=1)', replica('1'), port + 1),
    await measure('bare node:http, served', bare, port + 2),
  ];
  console.log(
    `Node ${process.version}; ${BURST} new connections a second from ${ADDRESSES} addresses for ${SECONDS} s\n\n` +
      '| server | connections | failed | user ms | system ms | µs per connection | of it user |\n|---|---|---|---|---|---|---|\n' +
      rows.map((r) => `| ${r.join(' | ')} |`).join('\n'),
  );
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
