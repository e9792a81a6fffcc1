/**
 * Forms that do not scold: a half-filled row waits until it is complete or Calculate is pressed; a
 * mistake is shown in words, never logged as a failed request; without JavaScript, buttons that need
 * it stay out of sight; an embed's link to the full calculator follows its inputs.
 */
import { slugs } from '../../../src/calculators/registry';
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';

const run = browserAvailable() ? describe : describe.skip;

run('forms as people fill them in', () => {
  const f = browserFixture(() => startPageServer());

  it('a name typed in a new debt row, then Tab, neither scolds nor replaces the result; Calculate checks the row', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/debt-payoff-calculator`);
    const before = await w.page.locator('[data-headline]').innerText();
    await w.page.click('[data-add-row]');
    const row = w.page.locator('[data-list="debts"] [data-row]').last();
    await row.locator('input[name$=".name"]').fill('Student loan');
    await w.page.keyboard.press('Tab');
    await w.page.waitForTimeout(900);
    expect(await w.page.locator('[data-error-summary]').count()).toBe(0);
    expect(await w.page.locator('[data-headline]').innerText()).toBe(before);
    // Once the row is complete it is checked and counted without Calculate.
    await row.locator('input[name$=".balance"]').fill('4000');
    await row.locator('input[name$=".rate"]').fill('5');
    await row.locator('input[name$=".minPayment"]').fill('60');
    await w.page.keyboard.press('Tab');
    await w.page.waitForFunction(() =>
      /Student loan/.test(document.querySelector('[data-region="details"]')?.textContent ?? ''),
    );
    expect(await w.page.locator('[data-error-summary]').count()).toBe(0);
    // A half-filled row is checked when Calculate is pressed.
    await w.page.click('[data-add-row]');
    await w.page.locator('[data-list="debts"] [data-row]').last().locator('input[name$=".name"]').fill('Phone');
    await w.page.click('button[type=submit]');
    await w.page.waitForSelector('[data-error-summary]');
    expect(await w.page.locator('[data-error-summary]').innerText()).toMatch(/Debt 5 balance is required/);
    expect(w.errors).toEqual([]);
  });

  it('fields a row needs are not labelled optional; the list itself may be', async () => {
    const w = await f.tab();
    for (const slug of [
      'debt-payoff-calculator',
      'cd-ladder-calculator',
      'currency-converter',
      'net-worth-calculator',
    ]) {
      await w.page.goto(`${f.base}/tools/${slug}`);
      const optional = await w.page.$$eval('[data-rows] [data-row] input', (els) =>
        els.filter((e) => e.getAttribute('placeholder') === 'optional').map((e) => e.id),
      );
      expect({ slug, optional }).toEqual({ slug, optional: [] });
    }
  });

  it.each([390, 1280])(
    'at %i px every label of a list row is whole, each control within its field, and a row keeps its controls in line',
    async (width) => {
      const w = await f.tab({ viewport: { width, height: 900 } });
      const problems: string[] = [];
      let rows = 0;
      for (const slug of slugs) {
        await w.page.goto(`${f.base}/tools/${slug}`);
        const found = await w.page.$$eval('.row', (list) =>
          list.map((row) => {
            const fields = Array.from(row.querySelectorAll<HTMLElement>('.field')).map((field) => {
              const label = field.querySelector('label')!;
              const box = field.getBoundingClientRect();
              const control = field.querySelector('input, select')!.getBoundingClientRect();
              return {
                label: label.textContent,
                cut: label.scrollWidth > label.clientWidth, // "Payment nu…"
                outside: control.left < box.left - 0.5 || control.right > box.right + 0.5,
                top: Math.round(box.top),
                controlTop: Math.round(control.top),
              };
            });
            const problems = fields.flatMap((x) => [
              ...(x.cut ? [`"${x.label}" cut`] : []),
              ...(x.outside ? [`"${x.label}" control outside its field`] : []),
            ]);
            // Fields that start on one line of the row have their controls on one line too.
            for (const x of fields)
              if (fields.some((o) => o.top === x.top && o.controlTop !== x.controlTop))
                problems.push(`"${x.label}" control out of line`);
            return problems;
          }),
        );
        rows += found.length;
        problems.push(...found.flat().map((p) => `${slug}: ${p}`));
      }
      expect(rows).toBeGreaterThan(5);
      expect([...new Set(problems)]).toEqual([]);
    },
  );

  it('a rate in sixteenths of a point (6.0625 %) and in eighths (6.875 %) is a valid entry, with or without script', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/mortgage-calculator`);
    for (const rate of ['6.875', '6.0625', '7.125']) {
      await w.page.fill('#f-annualRate', rate);
      expect(await w.page.locator('#f-annualRate').evaluate((e) => (e as HTMLInputElement).validity.valid)).toBe(true);
    }
    expect(await w.page.locator('#f-annualRate').getAttribute('step')).toBe('any');
    expect(await w.page.locator('#f-homePrice').getAttribute('step')).toBe('0.01');
    expect(
      await w.page.evaluate(() => document.querySelector<HTMLFormElement>('[data-calc-form]')!.checkValidity()),
    ).toBe(true);
  });

  it('an invalid entry is explained on the page and logs nothing in the console', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/emi-calculator`);
    await w.page.fill('#f-annualRate', '150');
    await w.page.click('button[type=submit]');
    await w.page.waitForSelector('[data-error-summary]');
    expect(await w.page.locator('#f-annualRate-error').innerText()).toBe('must be at most 100%');
    // Typing a mistake (no Calculate) is checked after a pause, also without a console error.
    await w.page.fill('#f-tenureYears', '0');
    await w.page.locator('#f-tenureYears').blur();
    await w.page.waitForFunction(() => document.getElementById('f-tenureYears-error')?.textContent !== '');
    expect(await w.page.locator('#f-tenureYears-error').innerText()).toBe('must be at least 1 month');
    expect(w.errors).toEqual([]);
  });

  it('the result document the script fetches answers 200 with the mistake as content; the page itself keeps 422', async () => {
    const q = 'principal=abc&annualRate=150&tenureYears=20';
    const live = await fetch(`${f.base}/tools/emi-calculator/result?${q}`);
    expect(live.status).toBe(200);
    expect(live.headers.get('x-robots-tag')).toBe('noindex');
    expect(await live.text()).toContain('There is a problem');
    expect((await fetch(`${f.base}/tools/emi-calculator?${q}`)).status).toBe(422);
    expect((await fetch(`${f.base}/tools/emi-calculator/embed/result?${q}`)).status).toBe(200);
    expect((await fetch(`${f.base}/tools/no-such-calculator/result`)).status).toBe(404);
  });

  it('without JavaScript, the buttons that need it are not shown', async () => {
    const context = await f.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${f.base}/tools/debt-payoff-calculator`);
      for (const selector of [
        '[data-add-row]',
        '[data-remove-row]',
        '[data-copy="share-url"]',
        '[data-copy="embed-code"]',
        '[data-fill]',
      ]) {
        const shown = await page.$$eval(
          selector,
          (els) =>
            els.filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).display !== 'none')
              .length,
        );
        expect({ selector, shown }).toEqual({ selector, shown: 0 });
      }
      await page.goto(`${f.base}/tools/mortgage-calculator`);
      expect(await page.locator('[data-fill]').isVisible()).toBe(false);
      expect(await page.locator('[data-copy="share-url"]').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("the embed's link to the full calculator carries the inputs of its last calculation", async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/emi-calculator/embed?theme=dark`);
    await w.page.fill('#f-principal', '123456');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() =>
      /principal=123456/.test(document.querySelector<HTMLAnchorElement>('a[data-share-link]')?.href ?? ''),
    );
    const href = await w.page.getAttribute('a[data-share-link]', 'href');
    const url = new URL(href!);
    expect(url.pathname).toBe('/tools/emi-calculator');
    expect(url.searchParams.get('principal')).toBe('123456');
    expect(url.searchParams.has('theme')).toBe(false);
    expect(w.errors).toEqual([]);
  });
});
