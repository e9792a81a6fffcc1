/**
 * The worker's own small HTTP server: `/metrics` (its refresh counters and durations, for the
 * ServiceMonitor) and `/healthz` (the process answers; a liveness probe). The worker serves no API.
 */
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(port: number, registry: Registry): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/metrics') {
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
        () => res.writeHead(500).end(),
      );
    } else if (req.method === 'GET' && path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{"status":"ok"}');
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404}');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
