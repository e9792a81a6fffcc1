/**
 * While a replica holds half of its connection slots, a connection that has waited
 * `HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_MS` for a request is closed long before `HTTP_HEADERS_TIMEOUT_MS`: slow ones
 * (part of a request, or nothing yet) are answered 408 and counted toward their address's timeouts, so the address is
 * refused at connect once past `HTTP_TIMEOUTS_PER_ADDRESS`; an idle keep-alive one is closed quietly; below half of
 * the slots nothing is closed early.
 */
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { guardConnections } from '../../src/api/connection-guard';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Held {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
}

/** Opens a connection from `localAddress` and writes `text`; what it receives is kept until it closes. */
async function open(port: number, localAddress: string, text: string): Promise<Held> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((r) => socket.on('close', () => r()));
  await new Promise<void>((r) => socket.on('connect', () => r()));
  socket.write(text);
  return { socket, received: () => Buffer.concat(chunks).toString(), closed };
}

const SLOW = 'GET / HTTP/1.1\r\nHost: x\r\n'; // headers never finished
const WHOLE = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n';

describe('connections waiting for headers while the replica holds half its slots', () => {
  let server: Server;
  let port: number;
  const registry = new Registry();
  const held: Held[] = [];

  beforeAll(async () => {
    // Node's own headers timeout is a minute: every closing seen here is the early one.
    server = createServer({ headersTimeout: 60_000, requestTimeout: 60_000 }, (_req, res) => res.end('ok'));
    guardConnections(
      server,
      {
        maxConnections: 20,
        maxPerAddress: 100,
        maxInFlight: 4,
        maxBufferedBytes: 2 ** 20,
        maxBufferedBytesTotal: 2 ** 24,
        socketTimeoutMs: 60_000,
        maxTimeoutsPerAddress: 3,
        headersTimeoutUnderPressureMs: 300,
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const h of held) h.socket.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const closings = async (kind: string) =>
    (await registry.getSingleMetric('http_pressure_closings_total')!.get()).values.find((v) => v.labels.kind === kind)
      ?.value;

  it('below half of the slots, slow and idle connections stay open past the early timeout', async () => {
    held.push(await open(port, '127.0.0.5', WHOLE)); // answered, then idle on keep-alive
    for (let i = 0; i < 7; i++) held.push(await open(port, '127.0.0.2', SLOW));
    await sleep(500);
    held.push(await open(port, '127.0.0.6', SLOW)); // 9 open: under 10
    await sleep(50);
    expect(held.every((h) => !h.socket.destroyed)).toBe(true);
    expect(held[0]!.received()).toMatch(/^HTTP\/1.1 200 OK[\s\S]*ok$/);
    expect(await closings('slow')).toBe(0);
  });

  it('at half, the slow ones are answered 408 and closed, the idle one quietly; an address past its timeouts is refused next', async () => {
    await sleep(300);
    // The tenth connection finds the replica at half its slots: the nine waiting 300 ms or more are closed.
    const served = await open(port, '127.0.0.3', 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await served.closed;
    expect(served.received()).toMatch(/^HTTP\/1.1 200 OK[\s\S]*ok$/);
    await Promise.all(held.map((h) => h.closed));
    const [idle, ...slow] = held;
    expect(idle!.received()).toMatch(/^HTTP\/1.1 200 OK[\s\S]*ok$/);
    expect(idle!.received()).not.toMatch(/408/);
    for (const h of slow) expect(h.received()).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    expect(await closings('slow')).toBe(8);
    expect(await closings('idle')).toBe(1);
    // 127.0.0.2 timed out seven times (past 3): refused at connect; 127.0.0.6, once, and the idle one's address are not.
    const refused = await open(port, '127.0.0.2', WHOLE);
    await refused.closed;
    expect(refused.received()).toMatch(/^HTTP\/1.1 429 [\s\S]*keep timing out/);
    for (const address of ['127.0.0.5', '127.0.0.6']) {
      const again = await open(port, address, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await again.closed;
      expect(again.received()).toMatch(/^HTTP\/1.1 200 OK/);
    }
  });
});
