/**
 * An HTTP server on a free port of 127.0.0.1 for tests that need a real socket (official clients,
 * browsers, fetch). The request handler is attached by the caller, so it can first learn the port
 * (e.g. to set BASE_URL); `close()` also ends kept-alive connections so jest is not held open.
 */
import http, { type RequestListener, type Server } from 'node:http';

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
