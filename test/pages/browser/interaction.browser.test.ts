/**
 * Using the pages as a person would, in a real browser: typing new numbers, mistakes, the keyboard
 * alone, list rows, JavaScript off, an embed framed by another site, hostile text.
 */
import http from 'node:http';
import type { Page } from 'playwright-core';
import { browserAvailable, browserFixture, watchedPage } from '../../support/browser';
import { startPageServer } from '../../support/page-server';
import { expectedHeadline } from '../support';

const run = browserAvailable() ? describe : describe.skip;

run('pages in use', () => {
  const f = browserFixture(() => startPageServer());

  async function headlineFor(slug: string, input: Record<string, unknown>): Promise<string> {
    const res = await fetch(`${f.base}/api/v1/calculate/${slug}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    return expectedHeadline(slug, ((await res.json()) as { result: Record<string, unknown> }).result);
  }

  const headline = (page: Page) => page.locator('[data-headline]');

  it('typing new numbers updates the result and the address bar in place, without a reload', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/emi-calculator`);
    await w.page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await w.page.fill('#f-principal', '250000');
    await w.page.fill('#f-tenureYears', '15');
    await w.page.click('button[type=submit]');
    const expected = await headlineFor('emi-calculator', { principal: 250000, annualRate: 8.5, tenureYears: 15 });
    await expect(headline(w.page).innerText()).resolves.toBeDefined();
    await w.page.waitForFunction(
      (text) => document.querySelector('[data-headline]')?.textContent?.includes(text),
      expected,
    );
    expect(new URL(w.page.url()).searchParams.get('principal')).toBe('250000');
    expect(await w.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(w.errors).toEqual([]);
  });

  it('works with the keyboard alone', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/compound-interest-calculator`);
    for (let i = 0; i < 30 && (await w.page.evaluate(() => document.activeElement?.id)) !== 'f-annualRate'; i++)
      await w.page.keyboard.press('Tab');
    expect(await w.page.evaluate(() => document.activeElement?.id)).toBe('f-annualRate');
    await w.page.keyboard.press('Control+A');
    await w.page.keyboard.type('9');
    await w.page.keyboard.press('Enter');
    const expected = await headlineFor('compound-interest-calculator', {
      principal: 10000,
      monthlyContribution: 200,
      annualRate: 9,
      years: 10,
      contributionTiming: 'end',
      compoundingFrequency: 'monthly',
    });
    await w.page.waitForFunction(
      (text) => document.querySelector('[data-headline]')?.textContent?.includes(text),
      expected,
    );
  });

  it('a mistake is explained next to its field, announced, and cleared once fixed', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/emi-calculator`);
    await w.page.fill('#f-annualRate', '150');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => document.getElementById('f-annualRate-error')?.textContent !== '');
    expect(await w.page.locator('#f-annualRate-error').innerText()).toBe('must be at most 100%');
    expect(await w.page.getAttribute('#f-annualRate', 'aria-invalid')).toBe('true');
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await w.page.locator('[data-error-summary] a[href="#f-annualRate"]').innerText()).toContain(
      'must be at most 100%',
    );
    await w.page.fill('#f-annualRate', '7');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => document.getElementById('f-annualRate-error')?.textContent === '');
    expect(await w.page.getAttribute('#f-annualRate', 'aria-invalid')).toBeNull();
    expect(await w.page.locator('[data-error-summary]').count()).toBe(0);
    // A mistake is content of the result document the script fetches, not a failed request.
    expect(w.errors).toEqual([]);
  });

  it('debts can be added and removed in place', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/debt-payoff-calculator`);
    await w.page.click('[data-add-row]');
    const row = w.page.locator('[data-list="debts"] [data-row]').last();
    await row.locator('input[name$=".name"]').fill('Student loan');
    await row.locator('input[name$=".balance"]').fill('4000');
    await row.locator('input[name$=".rate"]').fill('5');
    await row.locator('input[name$=".minPayment"]').fill('60');
    const store = w.page.locator('[data-list="debts"] [data-row]', {
      has: w.page.locator('input[value="Store card"]'),
    });
    await store.locator('[data-remove-row]').click();
    await w.page.fill('#f-monthlyBudget', '900');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(
      () =>
        document.body.innerText.includes('Student loan') &&
        !/Store card/.test(document.querySelector('[data-region="details"]')?.textContent ?? ''),
    );
    const url = new URL(w.page.url());
    const debts = JSON.parse(url.searchParams.get('debts')!) as Array<{ name: string }>;
    expect(debts.map((d) => d.name)).toEqual(['Visa', 'Car loan', 'Student loan']);
  });

  it('with JavaScript off, the form and share links work by plain GET', async () => {
    const context = await f.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${f.base}/tools/savings-goal-calculator`);
    await page.fill('#f-targetAmount', '80000');
    await Promise.all([page.waitForURL(/targetAmount=80000/), page.click('button[type=submit]')]);
    const expected = await headlineFor('savings-goal-calculator', {
      targetAmount: 80000,
      currentSavings: 5000,
      annualRate: 4,
      years: 5,
    });
    expect(await headline(page).innerText()).toContain(expected);
    // The share link of that result, opened fresh, renders the same.
    const share = await page.inputValue('#share-url');
    await page.goto(share);
    expect(await headline(page).innerText()).toContain(expected);
    await context.close();
  });

  it('the embed, framed by a page on another origin, renders, resizes itself and links back', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/mortgage-calculator`);
    const snippet = await w.page.inputValue('#embed-code');
    const host = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(
        `<!doctype html><html><head><title>A blog</title></head><body><h1>My blog post</h1>${snippet}</body></html>`,
      );
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    const hostUrl = `http://localhost:${(host.address() as { port: number }).port}`; // another origin than 127.0.0.1
    try {
      const page = await f.browser.newPage();
      const offsite: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(f.base) && !r.url().startsWith(hostUrl)) offsite.push(r.url());
      });
      await page.goto(hostUrl);
      const frame = page.frameLocator('iframe[data-fincalc]');
      expect(await frame.locator('[data-headline]').innerText()).toContain(
        await headlineFor('mortgage-calculator', { homePrice: 400000, annualRate: 6.5, tenureYears: 30 }),
      );
      const link = frame.locator('.attribution a');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^${f.base}/tools/mortgage-calculator\\?`));
      // The snippet's listener sets the frame's height from the embed's postMessage.
      await page.waitForFunction(() =>
        (document.querySelector('iframe[data-fincalc]') as HTMLIFrameElement).style.height.endsWith('px'),
      );
      const height = await page.evaluate(() =>
        parseInt((document.querySelector('iframe[data-fincalc]') as HTMLIFrameElement).style.height, 10),
      );
      expect(height).toBeGreaterThan(600);
      expect(offsite).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);
      await page.close();
    } finally {
      host.close();
    }
  });

  it('hostile text in a successful result is shown as text, never run', async () => {
    const w = await watchedPage(f.browser, f.base);
    const dialogs: string[] = [];
    w.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const evil = `"'><img src=x onerror=alert(1)><script>alert(2)</script>`;
    const debts = [
      { name: evil, balance: 1000, rate: 20, minPayment: 50 },
      { name: 'javascript:alert(3)', balance: 500, rate: 10, minPayment: 25 },
    ];
    const q = new URLSearchParams({ debts: JSON.stringify(debts), monthlyBudget: '300', strategy: 'avalanche' });
    await w.page.goto(`${f.base}/tools/debt-payoff-calculator?${q}`);
    expect(await w.page.locator('table').filter({ hasText: evil }).count()).toBeGreaterThan(0);
    await w.page.goto(
      `${f.base}/tools/emi-calculator?principal=${encodeURIComponent(evil)}&annualRate=${encodeURIComponent('javascript:alert(4)')}`,
    );
    expect(await w.page.inputValue('#f-principal')).toBe('');
    expect(dialogs).toEqual([]);
    expect(await w.page.locator('img[src="x"]').count()).toBe(0);
    await w.page.close();
  });

  it('"Use" beside a benchmark fills the input and recalculates', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/mortgage-calculator`);
    const button = w.page.locator('[data-fill="f-annualRate"]');
    const value = (await button.getAttribute('data-value'))!;
    await button.click();
    expect(await w.page.inputValue('#f-annualRate')).toBe(value);
    const expected = await headlineFor('mortgage-calculator', {
      homePrice: 400000,
      annualRate: Number(value),
      tenureYears: 30,
    });
    await w.page.waitForFunction(
      (text) => document.querySelector('[data-headline]')?.textContent?.includes(text),
      expected,
    );
  });
});
