/**
 * Every calculator page in a real browser (Debian's chromium): loads, shows the dispatcher's result
 * for its example, logs no error, requests nothing from another origin, passes axe-core without a
 * serious or critical violation, and fits a 375 px wide phone without sideways scrolling.
 */
import { calculators } from '../../../src/calculators/registry';
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';
import { expectedHeadline, pageExample } from '../support';
import { seriousViolations } from './axe';

const run = browserAvailable() ? describe : describe.skip;

run('pages in a browser', () => {
  const f = browserFixture(() => startPageServer());

  async function apiResult(slug: string) {
    const res = await fetch(`${f.base}/api/v1/calculate/${slug}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(pageExample(slug)),
    });
    return ((await res.json()) as { result: Record<string, unknown> }).result;
  }

  it.each(calculators.map((c) => [c.slug]))(
    '%s: loads, computes its example, clean console, nothing off-site, accessible',
    async (slug) => {
      const w = await f.tab({ viewport: { width: 1280, height: 900 } });
      const response = await w.page.goto(`${f.base}/tools/${slug}`);
      expect(response?.status()).toBe(200);
      expect(await w.page.locator('[data-headline]').innerText()).toContain(
        expectedHeadline(slug, await apiResult(slug)),
      );
      // The example passes the browser's own validation, so the form submits with JavaScript off too.
      expect(
        await w.page.evaluate(() => document.querySelector<HTMLFormElement>('[data-calc-form]')!.checkValidity()),
      ).toBe(true);
      // The script ran (its buttons are revealed) under the page's own CSP.
      expect(await w.page.locator('[data-copy="share-url"]').isVisible()).toBe(true);
      expect(await seriousViolations(w.page)).toEqual([]);
      expect(w.errors).toEqual([]);
      expect(w.offsite).toEqual([]);
    },
  );

  it.each(calculators.map((c) => [c.slug]))(
    '%s: fits 375 px without sideways scrolling, embed included',
    async (slug) => {
      for (const path of [`/tools/${slug}`, `/tools/${slug}/embed`]) {
        const w = await f.tab({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
        await w.page.goto(`${f.base}${path}`);
        const widths = await w.page.evaluate(() => ({
          doc: document.documentElement.scrollWidth,
          body: document.body.scrollWidth,
        }));
        expect(widths.doc).toBeLessThanOrEqual(375);
        expect(widths.body).toBeLessThanOrEqual(375);
        // The full page was audited at desktop width above; the embed is audited here, at phone width.
        if (path.endsWith('/embed')) expect(await seriousViolations(w.page)).toEqual([]);
        expect(w.errors).toEqual([]);
      }
    },
  );

  it.each([
    '/',
    '/tools',
    '/api-docs',
    '/errors/invalid-input',
    '/tools/emi-calculator?principal=abc&annualRate=150&tenureYears=20',
  ])('%s: clean console, nothing off-site, no serious axe violation', async (path) => {
    const w = await f.tab();
    await w.page.goto(`${f.base}${path}`);
    expect(await seriousViolations(w.page)).toEqual([]);
    // A 422 page logs its own status as a failed load; nothing else may appear.
    expect(w.errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
    expect(w.offsite).toEqual([]);
  });
});
