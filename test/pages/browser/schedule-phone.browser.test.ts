/**
 * A schedule on a phone (375 and 390 px): the period stays at the left and the column the schedule is read for (the
 * balance, the value) at the right, both whole and in view without scrolling; on the loan calculators the yearly
 * principal and interest show between them too. Scrolled to its end, the table shows its last column uncovered.
 */
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';

const run = browserAvailable() ? describe : describe.skip;

/** Each calculator with a schedule, the column kept in view, and the columns that must show beside it at 375 px. */
const SCHEDULES: ReadonlyArray<[string, string, string[]]> = [
  ['emi-calculator', 'Balance', ['Principal paid', 'Interest paid']],
  ['mortgage-calculator', 'Balance', ['Principal paid', 'Interest paid']],
  ['compound-interest-calculator', 'Balance', ['Interest']],
  ['savings-goal-calculator', 'Balance', ['Interest']],
  ['debt-payoff-calculator', 'Balance', ['Interest']],
  ['sip-calculator', 'Value', []],
  ['investment-return-calculator', 'Nominal value', []],
  ['rent-vs-buy-calculator', 'Net advantage of buying', []],
];

interface Layout {
  box: { left: number; right: number };
  heads: Array<{ text: string; left: number; right: number; pinned: boolean; whole: boolean }>;
  cellsWhole: boolean;
}

function layout(): Layout {
  const scroller = document.querySelector<HTMLElement>('.schedule .table-scroll')!;
  const r = scroller.getBoundingClientRect();
  const heads = Array.from(scroller.querySelectorAll<HTMLElement>('thead th')).map((th) => {
    const b = th.getBoundingClientRect();
    return {
      text: th.textContent ?? '',
      left: b.left,
      right: b.right,
      pinned: th.classList.contains('pin'),
      whole: th.scrollWidth <= th.clientWidth,
    };
  });
  const cellsWhole = Array.from(scroller.querySelectorAll<HTMLElement>('tbody .pin, tbody th')).every(
    (c) => c.scrollWidth <= c.clientWidth,
  );
  return { box: { left: r.left, right: r.right }, heads, cellsWhole };
}

run('schedules on a phone', () => {
  const f = browserFixture(() => startPageServer());

  it.each(SCHEDULES.flatMap(([slug, key, between]) => [375, 390].map((width) => [slug, width, key, between] as const)))(
    '%s at %i px: the period and the %s column in view, whole',
    async (slug, width, key, between) => {
      const w = await f.tab({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
      await w.page.goto(`${f.base}/tools/${slug}`);
      const l = await w.page.evaluate(layout);
      const inView = (h: Layout['heads'][number]) => h.left >= l.box.left - 0.5 && h.right <= l.box.right + 0.5;
      const first = l.heads[0]!;
      const keyHead = l.heads.find((h) => h.text === key);
      expect(keyHead).toMatchObject({ pinned: true });
      expect(inView(first)).toBe(true);
      expect(inView(keyHead!)).toBe(true);
      expect(l.cellsWhole).toBe(true);
      // The columns named show whole between the period and the key column, not covered by it.
      for (const name of between) {
        const h = l.heads.find((x) => x.text === name)!;
        expect({ name, shown: inView(h) && h.right <= keyHead!.left + 0.5 }).toEqual({ name, shown: true });
      }
      // Scrolled to its end, the last column is uncovered.
      await w.page.$eval('.schedule .table-scroll', (el) => el.scrollTo({ left: el.scrollWidth }));
      const end = await w.page.evaluate(layout);
      const last = end.heads[end.heads.length - 1]!;
      const pin = end.heads.find((h) => h.pinned)!;
      expect(last.right).toBeLessThanOrEqual(end.box.right + 0.5);
      if (last !== pin) expect(pin.right).toBeLessThanOrEqual(last.left + 0.5);
      expect(w.errors).toEqual([]);
    },
  );

  it('at 1280 px the key column is an ordinary column, in its place', async () => {
    const w = await f.tab({ viewport: { width: 1280, height: 900 } });
    await w.page.goto(`${f.base}/tools/mortgage-calculator`);
    expect(await w.page.$eval('.schedule thead th.pin', (th) => getComputedStyle(th).position)).toBe('sticky'); // the head row
    expect(await w.page.$eval('.schedule tbody td.pin', (td) => getComputedStyle(td).position)).toBe('static');
  });
});
