/**
 * A phone (390 px) and a printer: charts whose labels are whole and uncrossed, the states compared as names, a schedule that says it
 * scrolls sideways (and does not scroll inside the page), schema tables whose types wrap between words and
 * whose descriptions keep a readable measure, the result brought into view after Calculate, and a printed
 * page that is one clean document.
 */
import type { Page } from 'playwright-core';
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';

const run = browserAvailable() ? describe : describe.skip;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CHARTED = [
  'emi-calculator',
  'mortgage-calculator',
  'compound-interest-calculator',
  'rent-vs-buy-calculator',
  'debt-payoff-calculator',
  'sip-calculator',
];

/** Per line chart: labels outside the drawing, and labels a line passes through. */
function chartProblems(page: Page) {
  return page.$$eval('svg.chart-svg', (svgs) =>
    svgs.flatMap((svg, n) => {
      const view = (svg as SVGSVGElement).viewBox.baseVal;
      const problems: string[] = [];
      const labels = Array.from(svg.querySelectorAll<SVGTextElement>('text'));
      for (const t of labels) {
        const b = t.getBBox();
        if (b.x < 0 || b.y < 0 || b.x + b.width > view.width || b.y + b.height > view.height)
          problems.push(`chart ${n}: "${t.textContent}" clipped`);
      }
      const yRight = Math.max(
        ...labels.filter((t) => t.classList.contains('ylabel')).map((t) => t.getBBox().x + t.getBBox().width),
      );
      for (const p of Array.from(svg.querySelectorAll<SVGGraphicsElement>('path.line, .bars rect'))) {
        if (p.getBBox().x < yRight) problems.push(`chart ${n}: a line or bar crosses the y labels`);
      }
      // The x labels, left to right: each ends before the next begins.
      const xs = Array.from(svg.querySelectorAll<SVGTextElement>('.xlabels text:not(.xname)'));
      for (let i = 1; i < xs.length; i++) {
        const a = xs[i - 1]!.getBBox();
        const b = xs[i]!.getBBox();
        if (a.x + a.width >= b.x)
          problems.push(`chart ${n}: "${xs[i - 1]!.textContent}" overlaps "${xs[i]!.textContent}"`);
      }
      return problems;
    }),
  );
}

run('phone width and print', () => {
  const f = browserFixture(() => startPageServer());

  it.each(CHARTED.map((s) => [s]))('%s at 390 px: chart labels are whole and no line crosses them', async (slug) => {
    const w = await f.tab(PHONE);
    await w.page.goto(`${f.base}/tools/${slug}`);
    expect(await w.page.locator('svg.chart-svg').count()).toBeGreaterThan(0);
    // The phone font size is in force (the labels are the largest they get).
    expect(await w.page.$eval('svg.chart-svg text', (t) => getComputedStyle(t).fontSize)).toBe('28px');
    expect(await chartProblems(w.page)).toEqual([]);
  });

  it.each([
    ['at 390 px', PHONE],
    ['on a desktop', { viewport: { width: 1280, height: 900 } }],
  ])('%s no two x labels of a chart overlap, whatever the number of years', async (_, size) => {
    const w = await f.tab(size);
    // A 30-year loan first paid in July spans 31 calendar years, a 20-year one 21: the last year once sat beside
    // the one before it ("20452046").
    const loan = 'homePrice=400000&annualRate=6.5';
    for (const query of [
      `${loan}&tenureYears=30&firstPaymentDate=2026-07-01`,
      `${loan}&tenureYears=20&firstPaymentDate=2026-07-01`,
      `${loan}&tenureYears=21`,
      `${loan}&tenureYears=7`,
      `${loan}&tenureYears=40&firstPaymentDate=2026-03-01`,
    ]) {
      await w.page.goto(`${f.base}/tools/mortgage-calculator?${query}`);
      expect(await w.page.locator('svg.chart-svg .xlabels text').count()).toBeGreaterThan(2);
      expect({ query, problems: await chartProblems(w.page) }).toEqual({ query, problems: [] });
    }
    for (const slug of CHARTED) {
      await w.page.goto(`${f.base}/tools/${slug}`);
      expect({ slug, problems: await chartProblems(w.page) }).toEqual({ slug, problems: [] });
    }
  });

  it('at 390 px the states compared on the tax page read as names, one line each, and nothing widens the page', async () => {
    const w = await f.tab(PHONE);
    await w.page.goto(`${f.base}/tools/tax-calculator?grossIncome=100000&filingStatus=single&state=PA`);
    const rows = await w.page.$$eval('.hbars li', (items) =>
      items.map((li) => {
        const label = li.querySelector<HTMLElement>('.hbar-label')!;
        const note = li.querySelector<HTMLElement>('.hbar-note')!;
        const bar = li.querySelector('svg')!.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight) || 20;
        const range = document.createRange();
        range.selectNodeContents(label.firstChild!);
        return {
          name: label.firstChild!.textContent,
          lines: Math.round(range.getBoundingClientRect().height / lineHeight),
          barWidth: Math.round(bar.width),
          noteLines: Math.round(note.getBoundingClientRect().height / lineHeight),
          li: Math.round(li.getBoundingClientRect().width),
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(5);
    const problems = rows.filter((r) => r.lines > 1 || r.noteLines > 2 || r.barWidth < r.li / 2);
    expect(problems).toEqual([]);
    expect(
      await w.page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('body *'))
          .filter((e) => e.getBoundingClientRect().right > 391 && !e.closest('.table-scroll'))
          .map((e) => `${e.tagName}.${e.className} "${e.textContent!.slice(0, 40)}"`)
          .slice(0, 15),
      ),
    ).toEqual([]);
  });

  it('at 390 px the schedule scrolls with the page, says it scrolls sideways, and keeps its first column', async () => {
    const w = await f.tab(PHONE);
    await w.page.goto(`${f.base}/tools/mortgage-calculator`);
    const box = w.page.locator('.schedule .table-scroll');
    const sizes = await box.evaluate((el) => ({
      scrollH: el.scrollHeight,
      clientH: el.clientHeight,
      scrollW: el.scrollWidth,
      clientW: el.clientWidth,
    }));
    expect(sizes.scrollH).toBeLessThanOrEqual(sizes.clientH + 1); // no vertical scroll inside the page's
    expect(sizes.scrollW).toBeGreaterThan(sizes.clientW); // the wide columns are a sideways scroll…
    expect(await w.page.locator('.schedule .scroll-hint').isVisible()).toBe(true); // …and it says so
    expect(await w.page.$eval('.schedule tbody th', (th) => getComputedStyle(th).position)).toBe('sticky');
    const desktop = await f.tab({ viewport: { width: 1280, height: 900 } });
    await desktop.page.goto(`${f.base}/tools/mortgage-calculator`);
    expect(await desktop.page.locator('.schedule .scroll-hint').isVisible()).toBe(false);
  });

  it('at 390 px the /api-docs schema tables break a type between its words, never inside one, and keep descriptions readable', async () => {
    const w = await f.tab(PHONE);
    await w.page.goto(`${f.base}/api-docs`);
    // Each word of a type cell on one line: a word split over two lines would have a fragment that is not a whole word.
    const split = await w.page.$$eval('table.schema td:first-of-type code', (codes) =>
      codes.flatMap((code) => {
        const text = code.textContent ?? '';
        const range = document.createRange();
        const node = code.firstChild!;
        const broken: string[] = [];
        let at = 0;
        for (const word of text.split(' ')) {
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          if (word && range.getClientRects().length > 1) broken.push(word);
          at += word.length + 1;
        }
        return broken;
      }),
    );
    expect(await w.page.locator('table.schema td:first-of-type code').count()).toBeGreaterThan(50);
    expect(split).toEqual([]);
    // The description keeps a measure of 16 em (not a word a line): the table scrolls sideways instead.
    const layout = await w.page.$eval('.table-scroll:has(table.schema)', (box) => {
      const details = box.querySelector('td:last-child')!;
      return {
        width: details.getBoundingClientRect().width,
        em: parseFloat(getComputedStyle(details).fontSize),
        scrolls: box.scrollWidth > box.clientWidth,
      };
    });
    expect(layout.width).toBeGreaterThanOrEqual(16 * layout.em - 0.5); // half a pixel of layout rounding
    expect(layout.scrolls).toBe(true);
  });

  it('after Calculate on a phone the page moves to the result, at once when motion is reduced', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const context = await f.browser.newContext({ ...PHONE, reducedMotion });
      const page = await context.newPage();
      await page.goto(`${f.base}/tools/mortgage-calculator`);
      await page.fill('#f-homePrice', '350000');
      await page.click('button[type=submit]');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('homePrice') === '350000');
      await page.waitForFunction(
        () => Math.abs(document.querySelector('.result-card')!.getBoundingClientRect().top) < 40,
        undefined,
        { timeout: 5000 },
      );
      await context.close();
    }
  });

  it('printed, a calculator page is one clean document with the whole schedule and the share link as text', async () => {
    const w = await f.tab({ viewport: { width: 1280, height: 900 } });
    await w.page.goto(
      `${f.base}/tools/mortgage-calculator?homePrice=400000&annualRate=6.5&tenureYears=30&schedule=monthly`,
    );
    await w.page.emulateMedia({ media: 'print' });
    const visible = (selector: string) => w.page.locator(selector).first().isVisible();
    for (const part of [
      '.form-card',
      '#f-homePrice',
      '[data-headline]',
      'svg.chart-svg',
      '.schedule table',
      '.assumptions',
      '.attribution',
      '.share-text',
    ]) {
      expect({ part, visible: await visible(part) }).toEqual({ part, visible: true });
    }
    for (const part of [
      '.site-header',
      '.site-footer',
      '.breadcrumb',
      'button',
      '.form-actions',
      '.schedule-links',
      '#share-url',
      '#embed-code',
      '.about',
    ]) {
      expect({ part, visible: await visible(part) }).toEqual({ part, visible: false });
    }
    expect(await w.page.locator('.share-text').innerText()).toBe(await w.page.inputValue('#share-url'));
    // The whole monthly schedule is laid out: no scroll box cuts it short.
    const schedule = await w.page.$eval('.schedule .table-scroll', (el) => ({
      rows: el.querySelectorAll('tbody tr').length,
      cut: el.scrollHeight - el.clientHeight,
    }));
    expect(schedule.rows).toBe(360);
    expect(schedule.cut).toBeLessThanOrEqual(1);
    // The blank row offered for a new debt is left out; one typed into is printed.
    await w.page.emulateMedia({ media: 'screen' });
    await w.page.goto(`${f.base}/tools/debt-payoff-calculator`);
    await w.page.click('[data-add-row]');
    await w.page.locator('[data-list="debts"] [data-row]').last().locator('input[name$=".name"]').fill('Phone');
    await w.page.emulateMedia({ media: 'print' });
    const rows = await w.page.$$eval('[data-list="debts"] [data-rows] > [data-row]', (els) =>
      els.map((e) => (e as HTMLElement).offsetParent !== null),
    );
    expect(rows).toEqual([true, true, true, false, true]);
    const pdf = await w.page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(50_000);
    await w.page.emulateMedia({ media: 'screen' });
  });
});
