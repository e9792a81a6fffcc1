/**
 * An address that opens new connections faster than `HTTP_NEW_CONNECTIONS_PER_ADDRESS` has the excess answered 429 at
 * accept (Retry-After, the reason in words) and closed before a request is read, while another address connects and
 * is served; a second later the first address is served again; connections from a trusted proxy are never counted.
 * A refused connection is held (what it sends dropped) for half to all of `REFUSAL_HOLD_MS` before its refusal is written, at
 * most as many at once as the table holds; a connection past a full table is answered 503 with Retry-After.
 * While the replica receives more than `HTTP_NEW_CONNECTIONS_PRESSURE` new connections a second, an address may open
 * one a second, its bucket notwithstanding, and the refusal says why.
 */
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { Registry } from 'prom-client';
import { guardConnections, type ConnectionLimits } from '../../src/api/connection-guard';
import { exchange as exchangeText } from '../support/loopback';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const REQUEST = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
const exchange = (port: number, localAddress: string) => exchangeText(port, localAddress, REQUEST);

/** `server` guarded with small limits (`limits` over them) and a loopback port; 127.0.0.9 is the trusted proxy. */
async function guarded(server: Server, registry: Registry, limits: Partial<ConnectionLimits>): Promise<number> {
  guardConnections(
    server,
    {
      maxConnections: 1000,
      maxPerAddress: 100,
      maxInFlight: 4,
      maxBufferedBytes: 2 ** 20,
      maxBufferedBytesTotal: 2 ** 24,
      socketTimeoutMs: 60_000,
      maxTimeoutsPerAddress: 100,
      headersTimeoutUnderPressureMs: 0,
      newConnectionsPerSecond: 4,
      newConnectionsPressure: 0,
      refusalHoldMs: 0,
      ...limits,
    },
    {
      baseUrl: 'http://localhost',
      logger: pino({ level: 'silent' }),
      registry,
      clientOf: (address) => (address ?? 'unknown').replace(/^::ffff:/, ''),
      isTrustedProxy: (address) => address.endsWith('127.0.0.9'),
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A guarded server answering `ok` that counts the requests reaching it, set up and closed around its describe. */
function countingServer(limits: Partial<ConnectionLimits>) {
  const s = { server: undefined as unknown as Server, port: 0, requests: 0, registry: new Registry() };
  beforeAll(async () => {
    s.server = createServer((_req, res) => {
      s.requests++;
      res.end('ok');
    });
    s.port = await guarded(s.server, s.registry, limits);
  });
  afterAll(() => new Promise((r) => s.server.close(r)));
  return s;
}

describe('new connections per address', () => {
  const s = countingServer({});

  const refusals = async () =>
    (await s.registry.getSingleMetric('http_connection_refusals_total')!.get()).values.find(
      (v) => v.labels.reason === 'new_connections_per_address',
    )?.value;

  it('four at once are served, the next ones refused 429 before their request is run; another address is served', async () => {
    const before = s.requests;
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(s.port, '127.0.0.2')));
    const served = answers.filter((a) => /^HTTP\/1.1 200 OK[\s\S]*ok$/.test(a));
    const refused = answers.filter((a) => a.startsWith('HTTP/1.1 429 '));
    // The bucket refills 4 a second: a slow machine may earn one more while the ten connect.
    expect(served.length).toBeGreaterThanOrEqual(4);
    expect(served.length).toBeLessThanOrEqual(5);
    expect(served.length + refused.length).toBe(10);
    expect(refused[0]).toMatch(/Retry-After: 1\r\n/);
    expect(refused[0]).toMatch(/Connection: close\r\n/);
    expect(refused[0]).toMatch(/opens new connections faster than one client may/);
    expect(s.requests - before).toBe(served.length); // the refused ones never reached the app
    expect(await refusals()).toBe(refused.length);
    expect(await exchange(s.port, '127.0.0.3')).toMatch(/^HTTP\/1.1 200 OK/);
  });

  it('a second later the address is served again', async () => {
    await sleep(1100);
    const answers = await Promise.all(Array.from({ length: 3 }, () => exchange(s.port, '127.0.0.2')));
    for (const a of answers) expect(a).toMatch(/^HTTP\/1.1 200 OK/);
  });

  it('a trusted proxy is never limited (the ingress limits its own clients)', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => exchange(s.port, '127.0.0.9')));
    for (const a of answers) expect(a).toMatch(/^HTTP\/1.1 200 OK/);
  });
});

describe('refused connections are held before their refusal is written (REFUSAL_HOLD_MS)', () => {
  let server: Server;
  let port: number;
  const registry = new Registry();

  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    port = await guarded(server, registry, { maxConnections: 3, newConnectionsPerSecond: 1, refusalHoldMs: 600 });
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const holding = async () =>
    (await registry.getSingleMetric('http_connection_refusals_holding')!.get()).values[0]?.value;

  it('a refusal is written after half to all of the hold; the table leaves room for the held ones', async () => {
    expect(server.maxConnections).toBe(6); // the table, and as many held refusals
    expect(await exchange(port, '127.0.0.20')).toMatch(/^HTTP\/1.1 200 OK/);
    const started = performance.now();
    const pending = exchange(port, '127.0.0.20');
    await sleep(100);
    expect(await holding()).toBe(1);
    const refused = await pending;
    const ms = performance.now() - started;
    expect(refused).toMatch(/^HTTP\/1.1 429 [\s\S]*Retry-After: 1\r\n/);
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(3000);
    expect(await holding()).toBe(0);
  });

  it('past the table, 503 with Retry-After, held; past twice the table (held ones beside it), closed by Node unanswered', async () => {
    // Three idle connections fill the table (each from its own address: one new connection a second each).
    const idle = await Promise.all(
      ['127.0.0.31', '127.0.0.32', '127.0.0.33'].map(
        (from) =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    await sleep(50);
    const started = performance.now();
    const heldOnes = ['127.0.0.41', '127.0.0.43', '127.0.0.44'].map((from) =>
      exchange(port, from).then((a) => ({ a, ms: performance.now() - started })),
    );
    await sleep(100);
    expect(await holding()).toBe(3); // as many held as the table holds
    const next = performance.now();
    expect(await exchange(port, '127.0.0.42')).toBe(''); // Node's own limit: closed at accept, nothing written
    expect(performance.now() - next).toBeLessThan(250);
    const held = await Promise.all(heldOnes);
    for (const h of held) {
      expect(h.a).toMatch(/^HTTP\/1.1 503 Service Unavailable\r\n[\s\S]*Retry-After: 1\r\n/);
      expect(h.ms).toBeGreaterThanOrEqual(290);
    }
    for (const socket of idle) socket.destroy();
  });

  it('past as many held refusals as the table holds, a refusal is written at once', async () => {
    await sleep(1100); // every address's bucket full again
    const from = ['127.0.0.61', '127.0.0.62', '127.0.0.63', '127.0.0.64'];
    for (const a of await Promise.all(from.map((f) => exchange(port, f)))) expect(a).toMatch(/^HTTP\/1.1 200 OK/);
    // A second connection within the second from each: refused; three held, the fourth written at once.
    const started = performance.now();
    const refusals = from.slice(0, 3).map((f) => exchange(port, f));
    await sleep(100);
    expect(await holding()).toBe(3);
    expect(await exchange(port, from[3]!)).toMatch(/^HTTP\/1.1 429 [\s\S]*Retry-After: 1\r\n/);
    expect(performance.now() - started).toBeLessThan(290);
    for (const a of await Promise.all(refusals)) expect(a).toMatch(/^HTTP\/1.1 429 /);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('under pressure (HTTP_NEW_CONNECTIONS_PRESSURE), one new connection a second per address', () => {
  const s = countingServer({ newConnectionsPerSecond: 8, newConnectionsPressure: 5 });

  const metric = async (name: string, reason?: string) =>
    (await s.registry.getSingleMetric(name)!.get()).values.find(
      (v) => reason === undefined || v.labels.reason === reason,
    )?.value;

  it('past 5 a second, an address within its bucket of 8 is let in once and refused with the reason in words', async () => {
    // Five from five addresses: the rate reaches 5, no pressure yet.
    for (const a of await Promise.all([51, 52, 53, 54, 55].map((n) => exchange(s.port, `127.0.0.${n}`))))
      expect(a).toMatch(/^HTTP\/1.1 200 OK/);
    const before = s.requests;
    // The next ones come while the rate is past 5: 127.0.0.51 was let in within the second, 127.0.0.56 was not.
    const again = await exchange(s.port, '127.0.0.51');
    expect(again).toMatch(/^HTTP\/1.1 429 Too Many Requests\r\n[\s\S]*Retry-After: 1\r\n/);
    expect(again).toMatch(/receiving new connections faster than it serves them/);
    expect(await exchange(s.port, '127.0.0.56')).toMatch(/^HTTP\/1.1 200 OK/);
    expect(await exchange(s.port, '127.0.0.56')).toMatch(/^HTTP\/1.1 429 /);
    expect(s.requests - before).toBe(1);
    expect(await metric('http_connection_refusals_total', 'new_connections_under_pressure')).toBe(2);
    expect(await metric('http_connection_refusals_total', 'new_connections_per_address')).toBe(0);
    expect(await metric('http_new_connections_rate')).toBeGreaterThan(5);
  });

  it('a trusted proxy is neither refused nor counted toward the rate', async () => {
    await sleep(3000); // the rate decays to 8 × e^-3 ≈ 0.4
    for (const a of await Promise.all(Array.from({ length: 12 }, () => exchange(s.port, '127.0.0.9'))))
      expect(a).toMatch(/^HTTP\/1.1 200 OK/);
    expect(await metric('http_new_connections_rate')).toBeLessThan(1);
    // The pressure has ended: an address opens several at once again (four: a fifth would bring the rate past 5).
    for (const a of await Promise.all(Array.from({ length: 4 }, () => exchange(s.port, '127.0.0.57'))))
      expect(a).toMatch(/^HTTP\/1.1 200 OK/);
  });
});
