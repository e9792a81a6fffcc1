/**
 * Words for people in the MCP App view, as on the pages: every calculator's app, opened by a test
 * host (the official host side of the bridge, test/mcp/browser/host) with the example's result and
 * with a refused call (every number far out of range), shows no input name in code, no validator
 * wording and no percent past two decimals in its figures, with its folded notes opened. A refused
 * call names the fields as the form does.
 */
import http from 'node:http';
import path from 'node:path';
import type { Frame } from 'playwright-core';
import { calculators } from '../../../src/calculators/registry';
import { bundleScript } from '../../../src/pages/assets';
import { browserAvailable, browserFixture } from '../../support/browser';
import { listenOnLoopback } from '../../support/loopback';
import { startPageServer, type PageServer } from '../../support/page-server';
import { figures, notForPeople, reading } from './words';

const run = browserAvailable() ? describe : describe.skip;

/** The test host page and its bundled script, on an origin of their own. */
async function startHost(): Promise<{ base: string; close(): Promise<void> }> {
  const js = await bundleScript(path.join(__dirname, '../../mcp/browser/host/host.ts'));
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title></head><body><script src="/host.js"></script></body></html>';
  const { server, port, close } = await listenOnLoopback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/host.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(js);
    else res.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
  });
  return { base: `http://127.0.0.1:${port}`, close };
}

/** The example with every number, in the inputs and in their rows, far below any bound. */
function outOfRange(v: unknown): unknown {
  if (typeof v === 'number') return -1e15;
  if (Array.isArray(v)) return v.map(outOfRange);
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, outOfRange(x)]));
  return v;
}

run('words for people in the MCP App view', () => {
  let server: PageServer;
  const f = browserFixture(async () => {
    const [s, host] = await Promise.all([startPageServer({ RATE_LIMIT_MCP_PER_MIN: '100000' }), startHost()]);
    server = s;
    return { base: host.base, close: async () => void (await Promise.all([s.close(), host.close()])) };
  });

  /** Opens the app of `slug` on `args` and returns what it says that is not for people, once `ready` shows. */
  async function scan(
    slug: string,
    args: Record<string, unknown>,
    ready: string,
  ): Promise<{ found: string[]; text: string }> {
    const w = await f.tab();
    await w.page.goto(`${f.base}/`);
    await w.page.evaluate(
      ([url, s, a]) =>
        (window as unknown as { openApp(u: string, s: string, a: unknown): Promise<void> }).openApp(url, s, a),
      [`${server.base}/mcp`, slug, args] as const,
    );
    const frame: Frame = w.page.frames().find((x) => x !== w.page.mainFrame())!;
    await frame.waitForSelector(ready, { timeout: 15000 });
    await frame.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    const labels = await frame.$$eval('form.app-inputs label, form.app-inputs legend', (els) =>
      els.map((e) => e.textContent).join('\n'),
    );
    const text = `${await reading(frame)}\n${labels}`;
    // The host's SDK client asks /mcp for a stream and is answered 405, which Chromium logs; the app itself fetches nothing.
    expect(w.errors.filter((e) => !/status of 405 /.test(e))).toEqual([]);
    return { found: notForPeople(text, await figures(frame)), text };
  }

  it.each(calculators.map((c) => [c.slug, c] as const))('%s: the example and a refused call', async (slug, calc) => {
    const { schedule: _rows, ...example } = calc.exampleInputs as Record<string, unknown>;
    const shown = await scan(slug, example, '[data-headline]');
    expect(shown.found).toEqual([]);
    // The notes are drawn (they were not when the view passed no words to the result's details).
    expect(shown.text).toContain('How this was calculated');
    const refused = await scan(slug, outOfRange(example) as Record<string, unknown>, '[data-app-error]');
    expect(refused.found).toEqual([]);
    expect(refused.text).toMatch(/There is a problem[\s\S]*must be at least/);
  });
});
