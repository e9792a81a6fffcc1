/**
 * The real app on a real port (127.0.0.1, port 0), with BASE_URL set to that address so that every
 * link the service hands out (web_url, share_url, embed_url) points back at it.
 */
import http from 'node:http';
import { createApp, type AppDeps } from '../../src/api/app';
import { testDeps } from './app';

export interface PageServer {
  base: string;
  deps: AppDeps;
  close(): Promise<void>;
}

export async function startPageServer(env: Record<string, string> = {}): Promise<PageServer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const deps = testDeps({ BASE_URL: base, RATE_LIMIT_PAGE_PER_MIN: '1000000', ...env });
  server.on('request', createApp(deps));
  return {
    base,
    deps,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
