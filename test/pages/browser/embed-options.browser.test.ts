/**
 * An embed's look in a real browser: the accent colour reaches the page through the CSSOM (which
 * the pages' CSP allows, where a style attribute would be refused), `theme=auto` follows the
 * reader's setting, `bg=transparent` lets the host page show through; no console error.
 */
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';

const run = browserAvailable() ? describe : describe.skip;

run('embed options in a browser', () => {
  const f = browserFixture(() => startPageServer());

  it('accent, auto theme under a dark setting, transparent background', async () => {
    const w = await f.tab({ colorScheme: 'dark' });
    await w.page.goto(`${f.base}/tools/emi-calculator/embed?theme=auto&accent=0a7&bg=transparent`);
    const look = await w.page.evaluate(() => ({
      brand: getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
      dark: document.documentElement.classList.contains('theme-dark'),
      surface: getComputedStyle(document.documentElement).getPropertyValue('--surface').trim(),
      background: getComputedStyle(document.body).backgroundColor,
      headline: getComputedStyle(document.querySelector('.headline-value')!).color,
    }));
    expect(look).toEqual({
      brand: '#00aa77',
      dark: true,
      surface: '#111a2b',
      background: 'rgba(0, 0, 0, 0)',
      headline: expect.any(String),
    });
    expect(w.errors).toEqual([]);
    expect(w.offsite).toEqual([]);
  });

  it('auto under a light setting stays light', async () => {
    const w = await f.tab({ colorScheme: 'light' });
    await w.page.goto(`${f.base}/tools/emi-calculator/embed?theme=auto`);
    expect(await w.page.evaluate(() => document.documentElement.classList.contains('theme-dark'))).toBe(false);
    expect(w.errors).toEqual([]);
  });
});
