/**
 * /api-docs in Chromium at 1280 and 390 px: the sidebar lists each endpoint by method and path, every example
 * request and response is shown whole (no line runs out of its box), and a response example scrolls inside its box.
 */
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';

const run = browserAvailable() ? describe : describe.skip;
const WIDTHS = [
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const;

run('/api-docs examples', () => {
  const f = browserFixture(() => startPageServer());

  it.each(WIDTHS)('%s: endpoints by method and path, examples whole', async (_name, options) => {
    const w = await f.tab(options);
    await w.page.goto(`${f.base}/api-docs`);
    const nav = await w.page.$$eval('.docs-nav ul ul a', (as) =>
      as.map((a) => a.textContent!.replace(/\s+/g, ' ').trim()),
    );
    expect(nav).toEqual(
      expect.arrayContaining(['POST /api/v1/calculate/emi-calculator', 'GET /api/v1/rates', 'GET /healthz']),
    );
    expect(nav.every((t) => /^(GET|POST) \/\S+$/.test(t))).toBe(true);
    const sections = await w.page.locator('section.endpoint').count();
    expect(await w.page.locator('section.endpoint [data-example-request]').count()).toBe(sections);
    expect(await w.page.locator('section.endpoint [data-example-response]').count()).toBe(sections);
    // Nothing hidden sideways: each example's text fits its box's width.
    const cut = await w.page.$$eval('pre.example', (pres) =>
      pres.filter((p) => p.scrollWidth > p.clientWidth + 1).map((p) => p.textContent!.slice(0, 60)),
    );
    expect(cut).toEqual([]);
    expect(await w.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The mortgage's answer is long: it scrolls inside its box, at most 28 em high.
    const box = await w.page.$eval('#calculateMortgageCalculator [data-example-response]', (p) => ({
      height: p.getBoundingClientRect().height,
      em: parseFloat(getComputedStyle(p).fontSize),
      scrolls: p.scrollHeight > p.clientHeight,
    }));
    expect(box.scrolls).toBe(true);
    expect(box.height).toBeLessThanOrEqual(28 * box.em + 1);
    expect(w.errors).toEqual([]);
  });
});
