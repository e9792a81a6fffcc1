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

/** A calculator's `result` from the page server's REST API (status 200 expected), to compare a page against. */
export async function apiResult(
  base: string,
  slug: string,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/api/v1/calculate/${slug}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (res.status !== 200) throw new Error(`${slug} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: Record<string, unknown> }).result;
}
