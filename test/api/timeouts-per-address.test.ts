/**
 * An address whose connections keep timing out (slow headers, answered 408 one after another) has its new connections
 * refused for the rest of the minute, while another address connects and is served; Node's own answers to client
 * errors (408, 400) are written as before.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { guardConnections } from '../../src/api/connection-guard';
import { exchange } from '../support/loopback';

describe('addresses whose connections keep timing out', () => {
  let server: Server;
  let port: number;
  const registry = new Registry();

  beforeAll(async () => {
    server = createServer({ headersTimeout: 300, requestTimeout: 300, connectionsCheckingInterval: 50 }, (_req, res) =>
      res.end('ok'),
    );
    guardConnections(
      server,
      {
        maxConnections: 100,
        maxPerAddress: 100,
        maxInFlight: 4,
        maxBufferedBytes: 2 ** 20,
        maxBufferedBytesTotal: 2 ** 24,
        socketTimeoutMs: 60_000,
        maxTimeoutsPerAddress: 3,
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('three 408s, then the address is refused 429 at connect; another address is served', async () => {
    const slow = 'GET / HTTP/1.1\r\nHost: x\r\n'; // headers never finished
    for (let i = 0; i < 3; i++)
      expect(await exchange(port, '127.0.0.2', slow)).toMatch(/^HTTP\/1.1 408 Request Timeout/);
    const refused = await exchange(port, '127.0.0.2', 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(refused).toMatch(/^HTTP\/1.1 429 /);
    expect(refused).toMatch(/keep timing out/);
    expect(await exchange(port, '127.0.0.3', 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1.1 200 OK[\s\S]*ok$/,
    );
    const metric = (await registry.getSingleMetric('http_connection_refusals_total')!.get()).values.find(
      (v) => v.labels.reason === 'timeouts_per_address',
    );
    expect(metric?.value).toBe(1);
  });

  it('a malformed request is still answered 400 and closed', async () => {
    expect(await exchange(port, '127.0.0.4', 'NOT HTTP\r\n\r\n')).toMatch(/^HTTP\/1.1 400 Bad Request/);
  });

  it('a client that closes its side before finishing its request has gone: the socket is closed, nothing written', async () => {
    // Half-closed: the client could still read an answer; the server closes without one.
    const received = await exchange(port, '127.0.0.5', 'GET / HTTP/1.1\r\nHost: x\r\n', { halfClose: true });
    expect(received).toBe('');
  });
});
