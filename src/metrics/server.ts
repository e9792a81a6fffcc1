/**
 * A process's metrics port, apart from anything it serves to the public: `/metrics` (for the
 * ServiceMonitor; the Ingress never routes here), `/healthz` (the process answers) and, for the API,
 * `/readyz`: the kubelet's probes ask here, free of the public port's budgets. The API's runs beside its public port (`METRICS_PORT`, 9464), the worker's is its
 * only one (`WORKER_METRICS_PORT`, 9465): apart by default, so both run on one machine.
 */
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** `/readyz` of the metrics port: the probe's status and JSON text (`strict`: `?strict=1`). */
export type ReadyProbe = (strict: boolean) => Promise<{ status: number; json: string }>;

/**
 * @param scrape what `/metrics` answers; by default the registry as it is (the API first brings its
 * scrape-time gauges up to date).
 * @param ready what `/readyz` answers (the API's readiness, where the kubelet asks); absent: 404.
 */
export async function startMetricsServer(
  port: number,
  registry: Registry,
  scrape: () => Promise<string> = () => registry.metrics(),
  ready?: ReadyProbe,
): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const [path, query = ''] = (req.url ?? '/').split('?');
    if (req.method === 'GET' && path === '/readyz' && ready) {
      ready(new URLSearchParams(query).get('strict') === '1').then(
        (a) => res.writeHead(a.status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(a.json),
        () => res.writeHead(500).end(),
      );
    } else if (req.method === 'GET' && path === '/metrics') {
      scrape().then(
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

/**
 * The metrics port of a process whose work does not depend on it: a port already taken (another
 * process on the machine) costs the metrics, logged with the variable that moves them, never the
 * process. `variable` names that setting, `what` the process that goes on without them.
 */
export async function serveMetricsOrLog(
  options: { port: number; variable: string; what: string; logger: Logger },
  registry: Registry,
  scrape?: () => Promise<string>,
  ready?: ReadyProbe,
): Promise<MetricsServer | undefined> {
  const { port, variable, what, logger } = options;
  try {
    return await startMetricsServer(port, registry, scrape, ready);
  } catch (err) {
    logger.error(
      { err, metricsPort: port },
      `Cannot serve /metrics on port ${port} (${variable}); serving ${what} without it`,
    );
    return undefined;
  }
}
