/**
 * Words for people on every rendered page: no input or result name written in code (camelCase) and no
 * validator wording ("must NOT have", "≥ 0.0833…") in what a person reads, for each calculator's page
 * and embed with its example and with mistakes, and for the site's other pages. Code samples, the
 * embed snippet and URLs are code, and are left out of the reading.
 */
import { calculators } from '../../../src/calculators/registry';
import { ERROR_CODES } from '../../../src/errors/api-error';
import { errorSlug } from '../../../src/pages/error-docs';
import { formFields } from '../../../src/pages/form-fields';
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';
import { figures, notForPeople, RAW, reading } from './words';

const run = browserAvailable() ? describe : describe.skip;

/** Mistakes in every field (a group's each): words where numbers go, numbers far out of range, and a half-filled row. */
function mistakes(slug: string): string[] {
  const fields = formFields(calculators.find((c) => c.slug === slug)!.inputSchema);
  const words = new URLSearchParams();
  const huge = new URLSearchParams();
  for (const f of fields) {
    if (f.kind === 'scalar') {
      words.set(f.name, 'lots');
      huge.set(f.name, f.descriptor.type === 'number' ? '-1e15' : 'x');
    } else if (f.kind === 'rows') {
      words.set(`${f.name}.0.${Object.keys(f.itemFields ?? {})[0]}`, 'half');
    } else if (f.kind === 'group') {
      for (const [k, d] of Object.entries(f.itemFields ?? {})) {
        words.set(`${f.name}.${k}`, 'lots');
        huge.set(`${f.name}.${k}`, d.type === 'number' ? '-1e15' : 'x');
      }
    } else if (f.kind === 'map') {
      words.set(`${f.name}.0.key`, 'ZZZ');
      words.set(`${f.name}.0.value`, '0');
    } else {
      words.set(`${f.name}.0`, '150');
    }
  }
  return [words.toString(), huge.toString()];
}

run('words for people on every page', () => {
  const f = browserFixture(() => startPageServer());

  async function check(path: string): Promise<string[]> {
    const w = await f.tab();
    await w.page.goto(`${f.base}${path}`);
    const text = await reading(w.page);
    return notForPeople(text, await figures(w.page)).map((s) => `${path.split('?')[0]}: ${s}`);
  }

  it.each(calculators.map((c) => [c.slug]))('%s: page and embed, with the example and with mistakes', async (slug) => {
    const found: string[] = [];
    for (const query of ['', ...mistakes(slug)]) {
      for (const page of [`/tools/${slug}`, `/tools/${slug}/embed`])
        found.push(...(await check(query ? `${page}?${query}` : page)));
    }
    expect(found).toEqual([]);
  });

  it('the home page, the catalogue, the error pages and the API documentation', async () => {
    const found: string[] = [];
    for (const path of ['/', '/tools', '/no-such-page']) found.push(...(await check(path)));
    expect(found).toEqual([]);
    // The error pages and the API documentation are for developers and name fields on purpose; their
    // bounds and messages are in words all the same.
    for (const code of Object.keys(ERROR_CODES)) {
      const w = await f.tab();
      await w.page.goto(`${f.base}/errors/${errorSlug(code as keyof typeof ERROR_CODES)}`);
      const text = await reading(w.page);
      expect({ code, raw: RAW.flatMap((re) => text.match(re) ?? []) }).toEqual({ code, raw: [] });
    }
    // The API documentation names fields in code on purpose; its bounds and messages are in words.
    const w = await f.tab();
    await w.page.goto(`${f.base}/api-docs`);
    const text = await reading(w.page);
    expect(RAW.flatMap((re) => text.match(re) ?? [])).toEqual([]);
    expect(text).toContain('≤ $1T');
    expect(text).toContain('≥ 1 month');
  });
});
