/**
 * Every calculator's page as a person first meets it: the untouched form, Calculate pressed, at desktop
 * and phone width with JavaScript and without it. Each time the page shows the API's headline for the
 * example (asked of the API here, not written down) and no error: no error summary, nothing in the console.
 */
import { calculators } from '../../../src/calculators/registry';
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';
import { expectedHeadline, pageExample } from '../support';

const run = browserAvailable() ? describe : describe.skip;

run('the example of every calculator, calculated from its untouched form', () => {
  const f = browserFixture(() => startPageServer());

  async function apiHeadline(slug: string): Promise<string> {
    const res = await fetch(`${f.base}/api/v1/calculate/${slug}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(pageExample(slug)),
    });
    expect(res.status).toBe(200);
    return expectedHeadline(slug, ((await res.json()) as { result: Record<string, unknown> }).result);
  }

  const slugs = calculators.map((c) => [c.slug]);

  it.each(slugs)('%s: desktop and phone, with JavaScript', async (slug) => {
    const expected = await apiHeadline(slug);
    for (const options of [
      { viewport: { width: 1280, height: 900 } },
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    ]) {
      const w = await f.tab(options);
      await w.page.goto(`${f.base}/tools/${slug}`);
      await w.page.evaluate(() => document.querySelector('[data-headline]')?.remove());
      await w.page.click('button[type=submit]');
      await w.page.waitForSelector('[data-headline], [data-error-summary]');
      expect(await w.page.locator('[data-error-summary]').count()).toBe(0);
      expect(await w.page.locator('[data-headline]').innerText()).toContain(expected);
      expect(w.errors).toEqual([]);
      expect(w.offsite).toEqual([]);
    }
  });

  it.each(slugs)('%s: desktop and phone, without JavaScript, a plain GET that answers 200', async (slug) => {
    const expected = await apiHeadline(slug);
    const context = await f.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`${f.base}/tools/${slug}`);
        const [response] = await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).search).not.toBe('');
        expect(await page.locator('[data-error-summary]').count()).toBe(0);
        expect(await page.locator('[data-headline]').innerText()).toContain(expected);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
