/**
 * Hostile clients at the socket: slow headers, slow bodies and slow chunks get 408 and a closed
 * connection within HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS (not Node's 300 s), a body over
 * the limit gets 413 at once and the connection closes, and a replica holds at most
 * HTTP_MAX_CONNECTIONS. The real service, in process, in embedded mode.
 */
import net from 'node:net';
import type { RunningService } from '../../src/api/server';
import { startInProcess } from '../support/server-process';

let service: RunningService;
let port: number;

beforeAll(async () => {
  ({ service, port } = await startInProcess({
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '2000',
    HTTP_MAX_CONNECTIONS: '16',
    // The rate of new connections has its own test (new-connections-per-address.test.ts).
    HTTP_NEW_CONNECTIONS_PER_ADDRESS: '0',
  }));
});
afterAll(() => service.close());

/** A raw socket: what it received, and when the server closed it (ms after it was opened). */
async function open() {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (c) => (received += c.toString()));
  const closedAfter = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  return { socket, closedAfter, received: () => received };
}

/** Writes `text` one byte every `ms` until the socket closes; never finishes by itself. */
function trickle(socket: net.Socket, text: string, ms: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, ms);
  socket.once('close', () => clearInterval(timer));
}

const BODY = '{"principal":100000,"annualRate":10,"tenureYears":2}';

describe('slow clients', () => {
  it('slow headers: 408 and closed after the headers timeout', async () => {
    const c = await open();
    trickle(
      c.socket,
      'POST /api/v1/calculate/emi-calculator HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n',
      200,
    );
    const after = await c.closedAfter;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(after).toBeLessThan(3500);
  });

  it('slow body: 408 and closed after the request timeout', async () => {
    const c = await open();
    c.socket.write(
      `POST /api/v1/calculate/emi-calculator HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n`,
    );
    trickle(c.socket, BODY, 300);
    const after = await c.closedAfter;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(after).toBeGreaterThanOrEqual(1900);
    expect(after).toBeLessThan(4500);
  });

  it('slow chunks: 408 and closed after the request timeout', async () => {
    const c = await open();
    c.socket.write(
      'POST /api/v1/calculate/emi-calculator HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    trickle(c.socket, `${BODY.length.toString(16)}\r\n${BODY}\r\n0\r\n\r\n`, 300);
    const after = await c.closedAfter;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(after).toBeLessThan(4500);
  });

  it('a fast client on the same replica is answered meanwhile', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/calculate/emi-calculator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: BODY,
    });
    expect(res.status).toBe(200);
  });
});

describe('bodies over the limit', () => {
  it('a Content-Length of 50 MB is refused with 413 at once, and the connection closes without reading the body', async () => {
    const c = await open();
    c.socket.write(
      'POST /api/v1/calculate/emi-calculator HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n{"principal":',
    );
    const after = await c.closedAfter;
    expect(c.received()).toMatch(/^HTTP\/1\.1 413/);
    expect(c.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(c.received()).toContain('"code":"payload_too_large"');
    expect(after).toBeLessThan(1000);
  });

  it('a chunked body is refused once its running count passes the limit', async () => {
    const c = await open();
    c.socket.write(
      'POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = 'x'.repeat(16 * 1024);
    // 160 kB in 16 kB chunks, past the 100 kB limit, then the client keeps going until the server closes.
    const timer = setInterval(
      () => !c.socket.destroyed && c.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`),
      20,
    );
    const after = await c.closedAfter;
    clearInterval(timer);
    expect(c.received()).toMatch(/^HTTP\/1\.1 413/);
    expect(c.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(after).toBeLessThan(2000);
  });
});

describe('connections per replica', () => {
  it('holds at most HTTP_MAX_CONNECTIONS; the ones past it are answered 503 with Retry-After and closed, and freed places are served again', async () => {
    const held = await Promise.all(Array.from({ length: 16 }, () => open()));
    const extra = await open();
    expect(await extra.closedAfter).toBeLessThan(1000); // REFUSAL_HOLD_MS is 0 in tests
    expect(extra.received()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(extra.received()).toMatch(/\r\nRetry-After: 1\r\n/);
    expect(extra.received()).toMatch(/as many open connections as it can/);
    for (const c of held) c.socket.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
