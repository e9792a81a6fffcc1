/** drainOnClose in-process: what each kind of connection sees while the server drains. */
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { drainOnClose } from '../../src/api/graceful-shutdown';

/** A server whose /slow answers when `release()` is called; /stream sends its headers first. */
async function startServer() {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') void released.then(() => res.end('slow'));
    else if (req.url === '/stream') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('part 1;');
      void released.then(() => res.end('part 2'));
    } else res.end('fast');
  });
  server.keepAliveTimeout = 5000; // Node's default; the drain must not wait for it
  const drain = drainOnClose(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, drain, release, port: (server.address() as net.AddressInfo).port };
}

async function client(port: number, path: string) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (c) => (received += c.toString()));
  const closed = once(socket, 'close');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  return { socket, closed, received: () => received };
}

const until = async (predicate: () => boolean) => {
  while (!predicate()) await new Promise((r) => setTimeout(r, 5));
};

describe('drainOnClose', () => {
  it('closes idle keep-alive sockets at once, ends in-flight ones with their response, and resolves without the keep-alive timeout', async () => {
    const { drain, release, port } = await startServer();
    const idle = await client(port, '/fast');
    await until(() => idle.received().endsWith('fast'));
    const slow = await client(port, '/slow');
    const stream = await client(port, '/stream');
    await until(() => stream.received().includes('part 1;'));
    expect(drain.inFlight).toBe(2);

    const started = Date.now();
    const closed = drain.close(10_000);
    await idle.closed;
    release();
    await closed;
    expect(Date.now() - started).toBeLessThan(1000);
    await Promise.all([slow.closed, stream.closed]);
    expect(slow.received()).toMatch(/\r\nConnection: close\r\n/i); // not started when the drain began
    expect(slow.received()).toMatch(/slow$/);
    expect(stream.received()).toMatch(/\r\nConnection: keep-alive\r\n/i); // headers already sent: closed once idle instead
    expect(stream.received()).toMatch(/part 2\r\n0\r\n\r\n$/);
    expect(drain.inFlight).toBe(0);
  });

  it('tells a request whose headers complete during the drain to close its connection', async () => {
    const { drain, port } = await startServer();
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (c) => (received += c.toString()));
    const socketClosed = once(socket, 'close');
    socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n'); // headers not finished: the connection is busy, not idle
    await new Promise((r) => setTimeout(r, 20));
    const closed = drain.close(10_000);
    socket.write('\r\n');
    await Promise.all([closed, socketClosed]);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
  });

  it('counts no response of a socket that closed before they were answered (pipelined behind a slow one)', async () => {
    const { drain, release, port } = await startServer();
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const closed = once(socket, 'close');
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n' + 'GET /fast HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(20));
    await until(() => drain.inFlight === 21);
    socket.destroy();
    await closed;
    const deadline = Date.now() + 2000;
    await until(() => drain.inFlight === 0 || Date.now() > deadline);
    expect(drain.inFlight).toBe(0);
    release();
    await drain.close(100);
  });

  it('closes what is left after the grace period', async () => {
    const { drain, port } = await startServer();
    const stuck = await client(port, '/slow'); // never released
    const started = Date.now();
    await drain.close(100);
    await stuck.closed;
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
