/**
 * A replica under a connection attack from many addresses, with real sockets: 127 addresses (127.0.0.2 …
 * 127.0.0.128, all this host) each open as many connections as one address may hold, 4,064 sockets, every slot of
 * `HTTP_MAX_CONNECTIONS` but one address's share, and pipeline requests for the largest unlimited answer
 * (`GET /openapi.json`) on each, never reading. Another client is answered throughout, and the replica's resident
 * memory stays under the pod memory limit of deploy/k8s.
 *
 * The replica runs in a child process with the V8 heap Node gives it in a container of that limit (Node sizes the
 * heap from the container's memory; this host has no such limit, so the sizes are passed as flags). What stays in
 * the process of an answer the kernel has not taken depends on the kernel's TCP memory (`net.ipv4.tcp_mem`): here,
 * past about 1,500 such sockets, the answers stay in the replica and the budget of unread answers
 * (`HTTP_MAX_BUFFERED_BYTES`) is reached.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { loadConfig } from '../../src/config';
import { apiPodMemoryLimit, containerHeapFlags } from '../support/manifest-limits';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/** Attacking addresses: 127.0.0.2 … 127.0.0.(ADDRESSES + 1). */
const ADDRESSES = 127;
/** Requests pipelined on each socket. */
const PIPELINED = 50;

/** Resident memory in MiB, or undefined once the process is gone. */
function rssMiB(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function connect(port: number, localAddress: string): Promise<net.Socket | undefined> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  const ok = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
  });
  return ok ? socket : undefined;
}

describe('a connection attack from many addresses', () => {
  const limit = apiPodMemoryLimit();
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ NODE_OPTIONS: containerHeapFlags(limit.mib) });
  }, 60_000);
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await server.exit;
  });

  it('every slot taken, each pipelining requests it never reads: another client is answered and RSS stays under the pod limit', async () => {
    const perAddress = loadConfig({}).httpMaxConnectionsPerAddress;
    const pid = server.child.pid!;
    let exited: number | null | undefined;
    void server.exit.then((code) => (exited = code));
    // Warm up (the document is built once), then the baseline.
    const first = await fetch(`http://127.0.0.1:${server.port}/openapi.json`);
    const documentBytes = (await first.arrayBuffer()).byteLength;
    expect(first.status).toBe(200);
    const before = rssMiB(pid)!;

    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, rssMiB(pid) ?? peak)), 50);
    // Another client (127.0.0.1, no attacker's address) asks for a cheap answer every 250 ms throughout.
    const probes: (number | string)[] = [];
    let attacking = true;
    const probing = (async () => {
      while (attacking) {
        try {
          const res = await fetch(`http://127.0.0.1:${server.port}/healthz`, { signal: AbortSignal.timeout(5000) });
          await res.arrayBuffer();
          probes.push(res.status);
        } catch (e) {
          probes.push((e as Error).name);
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    })();

    const request = 'GET /openapi.json HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(PIPELINED);
    const sockets: net.Socket[] = [];
    const started = Date.now();
    try {
      for (let a = 0; a < ADDRESSES; a++) {
        const address = `127.0.0.${a + 2}`;
        const opened = await Promise.all(Array.from({ length: perAddress }, () => connect(server.port, address)));
        for (const socket of opened) {
          if (!socket) continue;
          socket.pause(); // never reads
          socket.write(request);
          sockets.push(socket);
        }
      }
      // The answers pile up as far as the bounds let them.
      await new Promise((r) => setTimeout(r, 2000));
    } finally {
      attacking = false;
      await probing;
      clearInterval(sample);
      for (const s of sockets) s.destroy();
    }
    const metrics =
      exited === undefined ? await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text() : '';
    const metric = (name: string) => new RegExp(`^${name} (\\d+)`, 'm').exec(metrics)?.[1];
    console.log(
      `${sockets.length} sockets from ${ADDRESSES} addresses (${perAddress} each) in ${Date.now() - started} ms, ` +
        `${PIPELINED} pipelined GET /openapi.json (${(documentBytes / 1024).toFixed(0)} kB) on each, never read: ` +
        `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB (pod limit ${limit.quantity}, ${limit.source}; ` +
        `${containerHeapFlags(limit.mib)}); refused for the replica's unread answers ` +
        `${metric('http_connection_refusals_total\\{reason="replica_unread_answers"\\}')}, shed ` +
        `${metric('http_unread_connection_sheddings_total')}; ${probes.length} probes`,
    );
    if (exited !== undefined) throw new Error(`the replica exited (${exited}): ${server.logs.join('').slice(-2000)}`);
    expect(sockets.length).toBe(ADDRESSES * perAddress);
    expect(probes.length).toBeGreaterThan(10);
    expect(probes.filter((s) => s !== 200)).toEqual([]);
    expect(peak).toBeLessThan(limit.mib);
  }, 90_000);
});
