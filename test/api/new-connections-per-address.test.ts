/**
 * An address that opens new connections faster than `HTTP_NEW_CONNECTIONS_PER_ADDRESS` has the excess answered 429 at
 * accept (Retry-After, the reason in words) and closed before a request is read, while another address connects and
 * is served; a second later the first address is served again; connections from a trusted proxy are never counted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { guardConnections } from '../../src/api/connection-guard';
import { exchange as exchangeText } from '../support/loopback';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const REQUEST = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
const exchange = (port: number, localAddress: string) => exchangeText(port, localAddress, REQUEST);

describe('new connections per address', () => {
  let server: Server;
  let port: number;
  let requests = 0;
  const registry = new Registry();

  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests++;
      res.end('ok');
    });
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
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const refusals = async () =>
    (await registry.getSingleMetric('http_connection_refusals_total')!.get()).values.find(
      (v) => v.labels.reason === 'new_connections_per_address',
    )?.value;

  it('four at once are served, the next ones refused 429 before their request is run; another address is served', async () => {
    const before = requests;
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(port, '127.0.0.2')));
    const served = answers.filter((a) => /^HTTP\/1.1 200 OK[\s\S]*ok$/.test(a));
    const refused = answers.filter((a) => a.startsWith('HTTP/1.1 429 '));
    // The bucket refills 4 a second: a slow machine may earn one more while the ten connect.
    expect(served.length).toBeGreaterThanOrEqual(4);
    expect(served.length).toBeLessThanOrEqual(5);
    expect(served.length + refused.length).toBe(10);
    expect(refused[0]).toMatch(/Retry-After: 1\r\n/);
    expect(refused[0]).toMatch(/Connection: close\r\n/);
    expect(refused[0]).toMatch(/opens new connections faster than one client may/);
    expect(requests - before).toBe(served.length); // the refused ones never reached the app
    expect(await refusals()).toBe(refused.length);
    expect(await exchange(port, '127.0.0.3')).toMatch(/^HTTP\/1.1 200 OK/);
  });

  it('a second later the address is served again', async () => {
    await sleep(1100);
    const answers = await Promise.all(Array.from({ length: 3 }, () => exchange(port, '127.0.0.2')));
    for (const a of answers) expect(a).toMatch(/^HTTP\/1.1 200 OK/);
  });

  it('a trusted proxy is never limited (the ingress limits its own clients)', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => exchange(port, '127.0.0.9')));
    for (const a of answers) expect(a).toMatch(/^HTTP\/1.1 200 OK/);
  });
});
