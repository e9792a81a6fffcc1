/**
 * Every calculator as an MCP App in a real host, in Chromium: a test page with the official host
 * side of the bridge (`AppBridge` of @modelcontextprotocol/ext-apps, over an SDK client talking to
 * the real `/mcp`) reads the tool's `ui://` resource, frames it in a sandboxed iframe under the CSP
 * the resource declares, and hands it the input and the result of a real `tools/call`. The app must
 * show the headline the embed shows for the same inputs; then a changed input in the app must come
 * back to the host as a `tools/call` that the host forwards, and the app must show its answer. The app shows the
 * charts the embed shows, fits a frame 500 or 360 px wide without sideways scrolling, and keeps within 500 px of
 * height (or the host's lower limit); in a host that bounds its container at 500 px, the view's document itself stays
 * within it, the rest scrolling inside. No console error, and no request but to the host page and the MCP server.
 */
import http from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { calculators } from '../../../src/calculators/registry';
import { bundleScript } from '../../../src/pages/assets';
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer, type PageServer } from '../../support/page-server';
import { listenOnLoopback } from '../../support/loopback';

const run = browserAvailable() ? describe : describe.skip;

interface CallResult {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: { result: Record<string, unknown>; meta: { share_url: string; inputs: Record<string, unknown> } };
}

interface HostRecord {
  resourceUri?: string;
  mimeType?: string;
  csp?: string;
  forwarded: Array<{ name: string; arguments: Record<string, unknown>; result: CallResult }>;
  initialResult?: CallResult;
  openedLinks: string[];
}

/** The host page: an empty document and its script (the bundled host.ts), on their own origin. */
async function startHost(): Promise<{ base: string; close(): Promise<void> }> {
  const js = await bundleScript(path.join(__dirname, 'host', 'host.ts'));
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>MCP Apps host</title></head><body><script src="/host.js"></script></body></html>';
  const { server, port, close } = await listenOnLoopback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/host.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(js);
    else if (req.url === '/') res.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
    else res.writeHead(404).end();
  });
  return { base: `http://127.0.0.1:${port}`, close };
}

/** The chart titles the embed page shows for the inputs of `shareUrl`. */
async function embedCharts(server: PageServer, slug: string, shareUrl: string): Promise<string[]> {
  const html = await (await fetch(`${server.base}/tools/${slug}/embed${new URL(shareUrl).search}`)).text();
  return [...html.matchAll(/<figure class="chart[^"]*"><figcaption>([^<]*)<\/figcaption>/g)].map((m) => m[1]!);
}

/** The headline the embed page shows for the inputs of `shareUrl`, as text. */
async function embedHeadline(server: PageServer, slug: string, shareUrl: string): Promise<string> {
  const html = await (await fetch(`${server.base}/tools/${slug}/embed${new URL(shareUrl).search}`)).text();
  const inner = /data-headline[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  if (inner === undefined) throw new Error(`no headline in the ${slug} embed`);
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/** A changed input: the first number field (of the inputs, else of a list's first row), a tenth larger (whole numbers stay whole). */
function changed(value: number): string {
  const next = value * 1.1;
  return String(Number.isInteger(value) ? Math.round(next) : Math.round(next * 100) / 100);
}

run('MCP Apps in a real host', () => {
  let server: PageServer;
  let host: { base: string; close(): Promise<void> };
  // The fixture's base is the host page's origin; the MCP server is the service on its own port.
  const f = browserFixture(async () => {
    [server, host] = await Promise.all([startPageServer({ RATE_LIMIT_MCP_PER_MIN: '100000' }), startHost()]);
    return { base: host.base, close: async () => void (await Promise.all([server.close(), host.close()])) };
  });

  async function hostPage(): Promise<{ page: Page; errors: string[]; offsite: string[] }> {
    const page = await f.browser.newPage();
    const errors: string[] = [];
    const offsite: string[] = [];
    page.on('console', (m) => {
      // The SDK client's GET for a stream is answered 405 ("The server MAY respond … 405"), which Chromium logs.
      const streamProbe = m.location().url === `${server.base}/mcp` && / 405 /.test(m.text());
      if (m.type() === 'error' && !streamProbe) errors.push(`${m.text()} (${m.location().url})`);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(`${host.base}/`) && !url.startsWith(`${server.base}/mcp`) && !url.startsWith('about:'))
        offsite.push(url);
    });
    return { page, errors, offsite };
  }

  // Every other calculator opens in a dark conversation: the app takes the host's theme. Frames are 500 px wide
  // (the widest inline frame) or 360 px (a phone), and every fourth host says its container is only 400 px high.
  it.each(
    calculators.map(
      (c, i) =>
        [c.slug, i % 2 === 1 ? 'dark' : 'light', Math.floor(i / 2) % 2 === 0 ? 500 : 360, i % 4 === 3, c] as const,
    ),
  )(
    "%s opens, shows the result and the page's charts, and recomputes through the host, in a %s conversation %d px wide",
    async (slug, theme, width, lowHost, calc) => {
      const maxHeight = lowHost ? 400 : undefined;
      const { page, errors, offsite } = await hostPage();
      try {
        await page.goto(`${host.base}/`);
        const { schedule: _rows, ...args } = calc.exampleInputs as Record<string, unknown>;
        await page.evaluate(
          ([url, s, a, t, w, h]) =>
            (
              window as unknown as {
                openApp(u: string, s: string, a: unknown, t: string, w: number, h?: number): Promise<void>;
              }
            ).openApp(url, s, a, t, w, h),
          [`${server.base}/mcp`, slug, args, theme, width, maxHeight] as const,
        );
        const record = () => page.evaluate(() => (window as unknown as { hostRecord: HostRecord }).hostRecord);
        const first = await record();
        expect(first.resourceUri).toBe(`ui://fincalc/${slug}`);
        expect(first.mimeType).toBe('text/html;profile=mcp-app');
        expect(first.csp).toMatch(/connect-src 'none'/);

        const app = page.frameLocator('iframe');
        const headline = app.locator('[data-headline]');
        const expected = await embedHeadline(server, slug, first.initialResult!.structuredContent!.meta.share_url);
        await expect(headline.textContent({ timeout: 15000 }).then((t) => t?.trim())).resolves.toBe(expected);
        await expect(app.locator('.attribution').textContent()).resolves.toMatch(
          /Calculated by .*not financial, tax or investment advice/,
        );
        await expect(app.locator('html').getAttribute('class')).resolves.toBe(theme === 'dark' ? 'theme-dark' : null);
        // The page's charts, the same titles (debt payoff's and tax's from further calculations the app asks the host for).
        const charts = await embedCharts(server, slug, first.initialResult!.structuredContent!.meta.share_url);
        const frame = page.frames().find((f) => f !== page.mainFrame())!;
        await frame.waitForFunction((n) => document.querySelectorAll('figure.chart').length === n, charts.length, {
          timeout: 15000,
        });
        expect(await app.locator('figure.chart figcaption').allTextContents()).toEqual(charts);
        if (slug === 'debt-payoff-calculator')
          expect(charts).toContain('Total balance by month: avalanche vs snowball');

        // The app reports its size; inline it stays within 500 px, or the host's lower limit (the rest scrolls inside it).
        await page.waitForFunction(() => document.querySelector('iframe')!.style.height !== '600px');
        expect(
          await page.evaluate(() => parseFloat(document.querySelector('iframe')!.style.height)),
        ).toBeLessThanOrEqual(maxHeight ?? 500);
        // Nothing wider than the frame: no sideways scroll of the view, every element inside it (a table scrolls in its
        // own box), text at a readable size.
        const layout = await frame.evaluate(() => {
          const root = document.documentElement;
          const view = document.getElementById('app')!;
          const outside = Array.from(document.querySelectorAll('#app *'))
            .filter(
              (e) =>
                !e.closest('.table-scroll, .visually-hidden') &&
                e.getBoundingClientRect().right > root.clientWidth + 0.5,
            )
            .map((e) => `${e.tagName}.${e.className}`);
          const small = Array.from(document.querySelectorAll('#app p, #app label, #app td, #app li'))
            .filter((e) => !e.closest('.visually-hidden') && parseFloat(getComputedStyle(e).fontSize) < 12)
            .map((e) => `${e.tagName}.${e.className}`);
          return {
            width: root.clientWidth,
            sideways: [root.scrollWidth - root.clientWidth, view.scrollWidth - view.clientWidth],
            outside,
            small,
          };
        });
        expect(layout).toEqual({ width, sideways: [0, 0], outside: [], small: [] });

        // A person changes the first number and recalculates: the host receives the tools/call and forwards it
        // (after the calls for the charts, if any).
        const asked = (await record()).forwarded.length;
        const field = app.locator('form.app-inputs input[type=number]').first();
        const name = await field.getAttribute('name');
        const before = Number(await field.inputValue());
        await field.fill(changed(before));
        await app.locator('[data-recalculate]').click();
        await page.waitForFunction(
          (n) => (window as unknown as { hostRecord: HostRecord }).hostRecord.forwarded.length > n,
          asked,
          { timeout: 15000 },
        );
        const forwarded = (await record()).forwarded.slice(asked);
        expect(forwarded[0]!.name).toBe(slug);
        // A list row's field is named path-wise (`assets.0.value`).
        const sent = name!
          .split('.')
          .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], forwarded[0]!.arguments);
        expect(sent).toBe(Number(changed(before)));
        const answer = forwarded[0]!.result;
        if (answer.isError) {
          await expect(app.locator('[data-app-error]').textContent({ timeout: 15000 })).resolves.toContain(
            answer.content[0]!.text!.slice(0, 40),
          );
        } else {
          const next = await embedHeadline(server, slug, answer.structuredContent!.meta.share_url);
          await frame.waitForFunction(
            (text) => document.querySelector('[data-headline]')?.textContent?.trim() === text,
            next,
            { timeout: 15000 },
          );
          expect(next).not.toBe(expected);
        }
        // The attribution leaves through the host (`ui/open-link`), which is asked to open the result's page.
        await app.locator('.attribution a').click();
        await page.waitForFunction(
          () => (window as unknown as { hostRecord: HostRecord }).hostRecord.openedLinks.length === 1,
          undefined,
          { timeout: 15000 },
        );
        expect((await record()).openedLinks[0]).toMatch(new RegExp(`^${server.base}/tools/${slug}\\?`));
        expect(errors).toEqual([]);
        expect(offsite).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  // A host that bounds its container at 500 px: every view's document stays within it, whatever it shows and however
  // late its charts come (the debt view's and the tax view's ask the host for more calculations first).
  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s in a host whose container is at most 500 px high: the document stays within it, the rest scrolls inside',
    async (slug, calc) => {
      const { page, errors } = await hostPage();
      try {
        await page.goto(`${host.base}/`);
        const { schedule: _rows, ...args } = calc.exampleInputs as Record<string, unknown>;
        await page.evaluate(
          ([url, s, a]) =>
            (
              window as unknown as {
                openApp(u: string, s: string, a: unknown, t: string, w: number, h?: number): Promise<void>;
              }
            ).openApp(url, s, a, 'light', 500, 500),
          [`${server.base}/mcp`, slug, args] as const,
        );
        const record = await page.evaluate(() => (window as unknown as { hostRecord: HostRecord }).hostRecord);
        const charts = await embedCharts(server, slug, record.initialResult!.structuredContent!.meta.share_url);
        const frame = page.frames().find((f) => f !== page.mainFrame())!;
        // Everything the view will show is there: the headline, then every chart (however loaded the machine).
        await frame.waitForSelector('[data-headline]', { timeout: 30000 });
        await frame.waitForFunction((n) => document.querySelectorAll('figure.chart').length === n, charts.length, {
          timeout: 30000,
        });
        await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const sizes = await frame.evaluate(() => {
          const view = document.getElementById('app')!;
          return {
            document: document.documentElement.scrollHeight,
            body: document.body.scrollHeight,
            scrollsInside: view.scrollHeight > view.clientHeight,
          };
        });
        expect(sizes.document).toBeLessThanOrEqual(500);
        expect(sizes.body).toBeLessThanOrEqual(500);
        expect(sizes.scrollsInside).toBe(true);
        await page.waitForFunction(() => parseFloat(document.querySelector('iframe')!.style.height) <= 500, undefined, {
          timeout: 15000,
        });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
