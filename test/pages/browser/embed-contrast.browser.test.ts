/**
 * Every calculator's embed in every theme meets WCAG 2 AA contrast (axe-core's color-contrast rule, 4.5:1 for text,
 * 3:1 for large text): `theme=dark`, `theme=auto` under a dark system setting, and accents a host may pick, light
 * or dark, under both themes. axe reports text over a gradient or an image as "needs review" rather than failing it,
 * so those count as failures here too: a result card must not keep a light gradient under dark text colours.
 */
import type { AxeResults } from 'axe-core';
import { calculators } from '../../../src/calculators/registry';
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';
import { AXE_SOURCE } from './axe';

const run = browserAvailable() ? describe : describe.skip;

const LOOKS: ReadonlyArray<[string, string, 'dark' | 'light']> = [
  ['dark', 'theme=dark', 'light'],
  ['auto, dark system', 'theme=auto', 'dark'],
  ['light, pale accent', 'accent=ffd60a', 'light'],
  ['dark, deep accent', 'theme=dark&accent=1b2a6b', 'light'],
  ['auto dark, mid accent', 'theme=auto&accent=0a7', 'dark'],
];

/**
 * axe's color-contrast violations, and for every element axe could not judge (text over a gradient, SVG text) the
 * contrast computed here: its text colour (an SVG text's fill) against every colour behind it, the colour stops of
 * gradients included, up to the first opaque background. A select's own gradient is its arrow, drawn in its right
 * corner away from the text, so it is not counted as behind the text.
 */
async function contrastProblems(page: import('playwright-core').Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations', 'incomplete'],
    });
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r, g, b, a] = m[1]!.split(/[ ,/]+/).map(Number);
        return [r!, g!, b!, a === undefined || Number.isNaN(a) ? 1 : a];
      });
    const lum = ([r, g, b]: Rgba) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const over = (top: Rgba, base: Rgba): Rgba => [
      top[0] * top[3] + base[0] * (1 - top[3]),
      top[1] * top[3] + base[1] * (1 - top[3]),
      top[2] * top[3] + base[2] * (1 - top[3]),
      1,
    ];
    const ratio = (a: Rgba, b: Rgba) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
      return (x + 0.05) / (y + 0.05);
    };
    const out = results.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.any.map((c) => c.message).join('; ')}`),
    );
    for (const n of results.incomplete.flatMap((v) => v.nodes)) {
      const el = document.querySelector(String(n.target[0]));
      if (!el || !(el.textContent ?? '').trim()) continue;
      const style = getComputedStyle(el);
      const fg = parse(el instanceof SVGElement ? style.fill : style.color)[0];
      if (!fg) continue;
      const layers: Rgba[][] = [];
      let base: Rgba = [255, 255, 255, 1];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        const stops = node === el && el.tagName === 'SELECT' ? [] : parse(s.backgroundImage);
        const colour = parse(s.backgroundColor)[0];
        layers.push(stops.filter((c) => c[3] > 0));
        if (colour && colour[3] === 1) {
          base = colour;
          break;
        }
        if (colour && colour[3] > 0) layers.push([colour]);
      }
      const behind = [base, ...layers.flat().map((c) => over(c, base))];
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const worst = Math.min(...behind.map((b) => ratio(over(fg, b), b)));
      if (worst < (large ? 3 : 4.5)) out.push(`${n.target.join(' ')}: computed contrast ${worst.toFixed(2)}`);
    }
    return out;
  });
}

run('embed contrast in every theme', () => {
  const f = browserFixture(() => startPageServer());

  it.each(calculators.map((c) => [c.slug]))('%s: AA contrast in dark, auto-dark and accented embeds', async (slug) => {
    const problems: string[] = [];
    for (const [name, query, scheme] of LOOKS) {
      const w = await f.tab({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
      await w.page.goto(`${f.base}/tools/${slug}/embed?${query}`);
      if (name.includes('dark'))
        expect(await w.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
          'rgb(255, 255, 255)',
        );
      problems.push(...(await contrastProblems(w.page)).map((p) => `${name}: ${p}`));
      expect(w.errors).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  it('the "Please check" and "Good to know" boxes read in the dark themes', async () => {
    // 10 % down: the PMI tip is a note; a 0.065 % rate reads as a fraction, a warning.
    const input = 'homePrice=400000&downPaymentPct=10&annualRate=0.065&tenureYears=30';
    for (const [query, scheme] of [
      ['theme=dark', 'light'],
      ['theme=auto&accent=ffd60a', 'dark'],
    ] as const) {
      const w = await f.tab({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
      await w.page.goto(`${f.base}/tools/mortgage-calculator/embed?${input}&${query}`);
      expect(await w.page.locator('.notice-warn').count()).toBe(1);
      expect(await w.page.locator('.notice-info').count()).toBe(1);
      expect(await contrastProblems(w.page)).toEqual([]);
      expect(w.errors).toEqual([]);
    }
  });
});
