/**
 * An HTTP server on a free port of 127.0.0.1 for tests that need a real socket (official clients,
 * browsers, fetch). The request handler is attached by the caller, so it can first learn the port
 * (e.g. to set BASE_URL); `close()` also ends kept-alive connections so jest is not held open. `exchange`: one raw
 * request from a loopback address of the caller's choosing.
 */
import http, { type RequestListener, type Server } from 'node:http';
import net from 'node:net';

export interface Loopback {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export async function listenOnLoopback(handler?: RequestListener): Promise<Loopback> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Opens a connection from `localAddress` to `port`, writes `text`, and resolves with all it received once it closes.
 * `halfClose`: ends the client's side with `text`, reading on.
 */
export function exchange(
  port: number,
  localAddress: string,
  text: string,
  o: { halfClose?: boolean } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('connect', () => (o.halfClose ? socket.end(text) : socket.write(text)));
  });
}
