/**
 * The replica's count of unread answer bytes (`http_unread_answer_bytes`), with real sockets on a bare server behind
 * `guardConnections`: it grows with answers handed to sockets whose clients do not read, returns to 0 when they read
 * or close, and past `maxBufferedBytesTotal` a request on a socket holding unread answers is refused while a socket
 * holding none is still served. Answers are 16 MiB, more than the kernel takes of a loopback socket that is not read,
 * so that most of each stays in the process.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { guardConnections } from '../../src/api/connection-guard';

const MiB = 2 ** 20;
const BIG = Buffer.alloc(16 * MiB, 'a');

interface Raw {
  socket: net.Socket;
  /** Bytes received so far. */
  received: () => Buffer;
  closed: Promise<void>;
}

async function open(port: number): Promise<Raw> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.pause(); // reads nothing until a test resumes it
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed, received: () => Buffer.concat(chunks) };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('unread answer bytes of the whole replica', () => {
  let server: Server;
  let port: number;
  let registry: Registry;
  const raws: Raw[] = [];
  const value = async (name: string, labels: Record<string, string> = {}) => {
    const metric = await registry.getSingleMetric(name)!.get();
    const found = metric.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
    return found?.value ?? NaN;
  };
  const unread = () => value('http_unread_answer_bytes');
  /** What the server's sockets hold unread, read from the sockets themselves. */
  const held = new Set<net.Socket>();
  const heldNow = () => [...held].reduce((sum, s) => sum + (s.destroyed ? 0 : s.writableLength), 0);

  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = req.url === '/big' ? BIG : Buffer.from('{"ok":true}');
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
      res.end(body);
    });
    registry = new Registry();
    guardConnections(
      server,
      {
        maxConnections: 100,
        maxPerAddress: 100,
        maxInFlight: 4,
        // Per socket more than one answer, so that only the replica's budget refuses here.
        maxBufferedBytes: 64 * MiB,
        maxBufferedBytesTotal: 8 * MiB,
        socketTimeoutMs: 60_000,
        maxTimeoutsPerAddress: 1000,
        headersTimeoutUnderPressureMs: 0,
        newConnectionsPerSecond: 0,
        newConnectionsPressure: 0,
        refusalHoldMs: 0,
      },
      {
        baseUrl: 'http://localhost',
        logger: pino({ level: 'silent' }),
        registry,
        clientOf: (address) => address ?? 'unknown',
        isTrustedProxy: () => false,
      },
    );
    server.on('connection', (s: net.Socket) => {
      held.add(s);
      s.once('close', () => held.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const r of raws) r.socket.destroy();
    server.closeAllConnections(); // fetch's kept-alive socket too
    await new Promise((r) => server.close(r));
  });

  it('counts answers their clients do not read, refuses past the budget, and returns to 0 as they are read or dropped', async () => {
    expect(await unread()).toBe(0);
    // Three clients ask for an answer and read nothing: most of 48 MiB stays in the replica.
    const [a, b, c] = await Promise.all([open(port), open(port), open(port)]);
    raws.push(a!, b!, c!);
    for (const r of [a!, b!, c!]) r.socket.write(get('/big'));
    await until('three answers held', async () => held.size === 3 && (await unread()) > 8 * MiB);
    // The count is what the sockets hold (or more, between the kernel taking bytes and the next look), never less.
    expect(await unread()).toBeGreaterThanOrEqual(heldNow());
    expect(await unread()).toBeLessThanOrEqual(3 * (BIG.length + 1024)); // answers with their headers

    // Past the budget, a request on a socket that holds unread answers is refused ...
    a!.socket.write(get('/healthz'));
    await until(
      'the refusal',
      async () => (await value('http_connection_refusals_total', { reason: 'replica_unread_answers' })) === 1,
    );
    // ... while a client that holds none is served.
    const fresh = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(fresh.status).toBe(200);
    await fresh.arrayBuffer();

    // A client reads its answers: the 200, then the refusal, and the socket closes.
    a!.socket.resume();
    await a!.closed;
    const text = a!.received().toString('latin1');
    expect(text.startsWith('HTTP/1.1 200 ')).toBe(true);
    const refusal = text.slice(text.lastIndexOf('HTTP/1.1 '));
    expect(refusal).toMatch(/^HTTP\/1\.1 429 /);
    expect(refusal).toMatch(/\r\nConnection: close\r\n/i);
    expect(refusal).toContain('"code":"rate_limited"');
    expect(text.length).toBeGreaterThan(BIG.length);

    // One reads (drain), one is dropped by its client (close): nothing is left.
    b!.socket.resume();
    c!.socket.destroy();
    await until('every byte read or dropped', async () => (await unread()) === 0);
    expect(heldNow()).toBe(0);
    b!.socket.destroy();
    await until('every socket gone', async () => held.size === 0);
  });

  it('past the budget, a socket that pipelined behind its refusal is closed at once; the count returns to 0', async () => {
    const holder = await open(port);
    raws.push(holder);
    holder.socket.write(get('/big'));
    await until('one answer held', async () => (await unread()) > 0);
    const more = await open(port);
    more.socket.write(get('/big'));
    await until('past the budget', async () => (await unread()) > 8 * MiB);
    // The first request holds nothing yet and runs; the second is refused; the third finds its socket closing.
    const pipeliner = await open(port);
    raws.push(more, pipeliner);
    const before = await value('http_unread_connection_sheddings_total');
    pipeliner.socket.write(get('/big') + get('/big') + get('/big'));
    await until('the socket shed', async () => (await value('http_unread_connection_sheddings_total')) === before + 1);
    expect(await value('http_connection_refusals_total', { reason: 'replica_unread_answers' })).toBe(2);
    // It is closed without waiting for its client: whatever the client reads ends there.
    pipeliner.socket.resume();
    await pipeliner.closed;
    holder.socket.destroy();
    more.socket.destroy();
    await until('every socket gone', async () => (await unread()) === 0 && held.size === 0);
  });
});
