/**
 * Fair shares of a replica's sockets, with real sockets: one address cannot hold every connection slot (idle or
 * slowloris), and a socket that pipelines requests without reading their answers costs a bounded amount of memory.
 */
import http from 'node:http';
import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { RunningService } from '../../src/api/server';
import { startInProcess } from '../support/server-process';

/** A raw socket from `localAddress` (any of 127.0.0.0/8 is this host): what it received, and when it closed. */
async function open(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (c) => (received += c.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed, received: () => received };
}

/** Writes `text` one byte every `ms` until the socket closes (slowloris). */
function trickle(socket: net.Socket, text: string, ms: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, ms);
  socket.once('close', () => clearInterval(timer));
}

/**
 * A GET on a connection of its own (no keep-alive reuse): a pooled idle connection that the replica closes as the
 * next request is written would fail the request with ECONNRESET, which is the client pool's race, not the replica's.
 */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function timedGet(port: number, path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const { status } = await get(`http://127.0.0.1:${port}${path}`);
  return { status, ms: performance.now() - started };
}

describe('connections per address (no trusted proxy: the socket address)', () => {
  let service: RunningService;
  let port: number;
  beforeAll(async () => {
    ({ service, port } = await startInProcess({
      HTTP_MAX_CONNECTIONS: '64',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '8',
      HTTP_HEADERS_TIMEOUT_MS: '20000',
      // The rate of new connections has its own test (new-connections-per-address.test.ts).
      HTTP_NEW_CONNECTIONS_PER_ADDRESS: '0',
    }));
  });
  afterAll(() => service.close());

  it('one address holding its share with slowloris headers gets 429 for one more, while another address is served', async () => {
    const held = await Promise.all(Array.from({ length: 8 }, () => open(port)));
    for (const c of held)
      trickle(c.socket, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100), 200);
    const extra = await open(port);
    await extra.closed;
    expect(extra.received()).toMatch(/^HTTP\/1\.1 429 /);
    expect(extra.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(extra.received()).toContain('"code":"rate_limited"');
    // Another client address (127.0.0.2 is this host too) is answered at once.
    const other = await open(port, '127.0.0.2');
    other.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await other.closed;
    expect(other.received()).toMatch(/^HTTP\/1\.1 200 /);
    // A freed place is the address's again.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((r) => setTimeout(r, 50));
    const again = await open(port);
    again.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await again.closed;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const c of held) c.socket.destroy();
    const metrics = (await get(`http://127.0.0.1:${service.metricsPort}/metrics`)).body;
    expect(metrics).toMatch(/http_connection_refusals_total\{reason="connections_per_address"\} [1-9]/);
  });
});

/**
 * A full collection, then what the heap and the buffers outside it hold, in MB. What a burst leaves behind is either
 * held (answers queued for a reader that never reads: what the bound is about) or garbage the collector reclaims when
 * it must. Peak RSS mixes the two: on a 24 GiB machine Node 24 lets its heap grow past 200 MB of garbage before
 * collecting, which says nothing about the bound, so the test forces the collection and weighs what survives it.
 */
const collectGarbage = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();
function heldMb(): number {
  collectGarbage();
  const m = process.memoryUsage();
  return (m.heapUsed + m.external) / 1024 / 1024;
}

describe('a socket that pipelines requests and never reads the answers', () => {
  let service: RunningService;
  let port: number;
  beforeAll(async () => {
    ({ service, port } = await startInProcess({}));
  });
  afterAll(() => service.close());

  it('1,000 pipelined GET /openapi.json on each of 8 sockets: a few answers, then 429 and close; memory held stays bounded', async () => {
    // Warm up (the document is built once), then the baseline.
    expect((await timedGet(port, '/openapi.json')).status).toBe(200);
    const before = heldMb();
    const request = 'GET /openapi.json HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const sockets = await Promise.all(Array.from({ length: 8 }, () => open(port)));
    for (const c of sockets) {
      c.socket.pause(); // never reads: what is sent piles up in the kernel and then in the replica
      c.socket.write(request.repeat(1000));
    }
    // Every socket has been refused once its four requests in flight are answered into its buffer.
    for (let i = 0; i < 100; i++) {
      const metrics = (await get(`http://127.0.0.1:${service.metricsPort}/metrics`)).body;
      if (/http_connection_refusals_total\{reason="requests_in_flight"\} 8\b/.test(metrics)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Without the bound every request parsed is run and its answer queued behind the unread ones: 8,000 answers held
    // 12 MB after a collection (headers and response objects; the bodies share the one cached document). With it, the
    // requests parsed behind a refusal are never run, and what is held is within a few MB of the baseline.
    const held = heldMb() - before;
    expect(held).toBeLessThan(8);
    // Others are answered meanwhile.
    const probe = await timedGet(port, '/healthz');
    expect(probe.status).toBe(200);
    for (const c of sockets) c.socket.resume();
    await Promise.all(sockets.map((c) => c.closed));
    for (const c of sockets) {
      const statuses = [...c.received().matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1]);
      expect(statuses.slice(0, -1).every((s) => s === '200')).toBe(true);
      expect(statuses.length).toBeLessThanOrEqual(6);
      expect(statuses.at(-1)).toBe('429');
    }
    const metrics = (await get(`http://127.0.0.1:${service.metricsPort}/metrics`)).body;
    expect(metrics).toMatch(/http_connection_refusals_total\{reason="requests_in_flight"\} [1-9]/);
  }, 30_000);
});
