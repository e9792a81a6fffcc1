/**
 * The catalogue (`src/calculators/catalogue.json`) is what every surface says a calculator is: its
 * name, category, description and example, read by the registry, OpenAPI, MCP and the pages. These
 * tests keep it and the code in step, since JSON is not type-checked against the calculators.
 */
import catalogue from '../../src/calculators/catalogue.json';
import { CATEGORIES } from '../../src/calculators/define';
import { calculators, findCalculator } from '../../src/calculators/registry';
import { LAW, lawFor } from '../../src/calculators/law';

const entries = Object.entries(catalogue) as Array<[string, Record<string, unknown>]>;

describe('catalogue.json', () => {
  it('has one entry per registered calculator, and no other', () => {
    expect(entries.map(([slug]) => slug).sort()).toEqual(calculators.map((c) => c.slug).sort());
  });

  it.each(entries)(
    '%s: a name, a known category, a description, a one-sentence summary and an example object, nothing else',
    (slug, entry) => {
      expect(Object.keys(entry).sort()).toEqual(['category', 'description', 'example', 'name', 'summary']);
      // A catalogue card shows the summary whole: one sentence, short enough for two lines of a card.
      expect(entry.summary).toMatch(/^[0-9A-Z][^.]{20,90}\.$/);
      expect(entry.name).toMatch(/^[A-Z].*\S$/);
      expect(CATEGORIES).toContain(entry.category);
      expect(entry.description).toMatch(/^[A-Z].{40,}\.$/s);
      expect(entry.example).toEqual(expect.any(Object));
      // What the registry serves is the entry, not a copy that could drift from it.
      const calc = findCalculator(slug)!;
      expect({
        name: calc.name,
        category: calc.category,
        description: calc.description,
        summary: calc.summary,
      }).toEqual({
        name: entry.name,
        category: entry.category,
        description: entry.description,
        summary: entry.summary,
      });
      expect(calc.exampleInputs).toMatchObject(entry.example as object);
    },
  );

  it.each(
    calculators.filter((c) => 'paymentFrequency' in ((c.inputSchema.properties ?? {}) as object)).map((c) => c.slug),
  )('%s takes a payment frequency, so its words name the payment per period, never a monthly one alone', (slug) => {
    const entry = catalogue[slug as keyof typeof catalogue];
    expect(entry.description).not.toMatch(/^Monthly/);
    expect(entry.summary).not.toMatch(/^Monthly/);
    expect(entry.description).toMatch(/per (payment|period)/);
  });

  it('names the tax tables the tax calculator applies: their year, their sources and what they leave out', () => {
    const { description } = catalogue['tax-calculator'];
    expect(description).toContain('tax year 2025 or 2026 (default 2026');
    for (const year of LAW.years) expect(description).toContain(`${year}: ${lawFor('US', year).source}`);
    expect(description).toContain(lawFor('US', LAW.years[0]!).notModelled);
  });
});
