/**
 * The real app on a real port (127.0.0.1, port 0), with BASE_URL set to that address so that every
 * link the service hands out (web_url, share_url, embed_url) points back at it.
 */
import { createApp, type AppDeps } from '../../src/api/app';
import { testDeps } from './app';
import { listenOnLoopback } from './loopback';

export interface PageServer {
  base: string;
  deps: AppDeps;
  close(): Promise<void>;
}

export async function startPageServer(env: Record<string, string> = {}): Promise<PageServer> {
  const { server, port, close } = await listenOnLoopback();
  const base = `http://127.0.0.1:${port}`;
  const deps = testDeps({ BASE_URL: base, RATE_LIMIT_PAGE_PER_MIN: '1000000', ...env });
  server.on('request', createApp(deps));
  return { base, deps, close };
}
