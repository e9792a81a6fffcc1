/**
 * A replica under a connection attack from many addresses, with real sockets: each address (127.0.0.2 and up, all
 * this host) opens as many connections as one address may hold and pipelines requests for the largest unlimited answer
 * (`GET /openapi.json`) on each, never reading. The per-socket bounds (requests in flight, unread answer bytes) keep
 * what the replica holds per socket small, so its resident memory stays under the pod memory limit of deploy/k8s
 * while another client is answered. 16 addresses hold 512 sockets here. What one socket holds is bounded (its unread
 * bytes plus the answers in flight), not what all of them hold together: the figure grows with the number of sockets.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { loadConfig } from '../../src/config';
import { apiPodMemoryLimit } from '../support/manifest-limits';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/** Attacking addresses: 127.0.0.2 … 127.0.0.(ADDRESSES + 1). */
const ADDRESSES = 16;
/** Requests pipelined on each socket. */
const PIPELINED = 50;

function rssMiB(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
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
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({});
  }, 60_000);
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await server.exit;
  });

  it('each address at its connection cap, pipelining requests it never reads: RSS stays under the pod limit', async () => {
    const perAddress = loadConfig({}).httpMaxConnectionsPerAddress;
    const limit = apiPodMemoryLimit();
    const pid = server.child.pid!;
    // Warm up (the document is built once), then the baseline.
    const first = await fetch(`http://127.0.0.1:${server.port}/openapi.json`);
    const documentBytes = (await first.arrayBuffer()).byteLength;
    expect(first.status).toBe(200);
    const before = rssMiB(pid);

    const request = 'GET /openapi.json HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(PIPELINED);
    const sockets: net.Socket[] = [];
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
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
      // Everyone else is still answered, while the attack's answers pile up as far as the bounds let them.
      const probes: number[] = [];
      for (let i = 0; i < 12; i++) {
        await new Promise((r) => setTimeout(r, 250));
        const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
        await res.arrayBuffer();
        probes.push(res.status);
      }
      expect(probes.every((s) => s === 200)).toBe(true);
    } finally {
      clearInterval(sample);
      for (const s of sockets) s.destroy();
    }
    console.log(
      `${sockets.length} sockets from ${ADDRESSES} addresses (${perAddress} each), ${PIPELINED} pipelined GET /openapi.json ` +
        `(${(documentBytes / 1024).toFixed(0)} kB) on each, never read: RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB ` +
        `(pod limit ${limit.quantity}, ${limit.source})`,
    );
    expect(sockets.length).toBe(ADDRESSES * perAddress);
    expect(peak).toBeLessThan(limit.mib);
  }, 30_000);
});
