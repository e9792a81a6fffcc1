/**
 * The cited facts an assistant can read beside the tools: the rates in use with their dates and
 * sources, the federal tax tables of each tax year the law covers with their citations, and each calculator's
 * methodology.
 * Every text is derived from what the calculators use (the rates store through the dispatch
 * context, the tax calculator's tables, the schemas' descriptions and a worked example's
 * assumptions), so a resource cannot say something the calculators do not do.
 */
import type { Calculator } from '../calculators/define';
import { LAW, lawFor } from '../calculators/law';
import { calculate, type DispatchContext } from '../dispatch/calculate';
import { BENCHMARK_IDS, type LiveData } from '../dispatch/context';
import { toolUrls } from '../dispatch/meta';
import type { SchemaObject } from '../schemas/schema-object';

export const RATES_URI = 'fincalc://rates/current';
export const TAX_TABLES_TEMPLATE = 'fincalc://tax/{year}/federal';
export const taxTablesUri = (year: number) => `fincalc://tax/${year}/federal`;
/** The tax years with federal tables to read: every year the law's data covers, ascending. */
export const TAX_TABLE_YEARS: readonly number[] = LAW.years;
export const METHODOLOGY_TEMPLATE = 'fincalc://methodology/{slug}';
export const methodologyUri = (slug: string) => `fincalc://methodology/${slug}`;

/** The rates in use: every benchmark with a value, and the FX table, each with its date and source. */
export function ratesDocument(live: LiveData, ctx: DispatchContext): string {
  const benchmarks = BENCHMARK_IDS.flatMap((id) => {
    const b = live.benchmark(id);
    return b === undefined
      ? []
      : [{ id, label: b.label, value: b.value, unit: 'percent', as_of: b.asOf, source: b.source, stale: b.stale }];
  });
  const fx = ctx.calc.fx;
  return JSON.stringify(
    {
      rates_as_of: live.ratesAsOf,
      benchmarks,
      fx:
        fx === undefined
          ? null
          : { base: fx.base, as_of: fx.asOf, source: fx.source, stale: fx.stale === true, rates: fx.rates },
      sources: {
        fred: 'https://fred.stlouisfed.org (series of the Federal Reserve Bank of St. Louis, by id in GET /api/v1/rates)',
        ecb: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
        curated: 'reviewed by hand from published bank rates',
        snapshot: 'the data set bundled with this release, used until a refresh succeeds',
      },
      note: 'A stale value is older than its publication frequency allows; it is still the latest one known.',
      api: `${ctx.baseUrl}/api/v1/rates`,
    },
    null,
    2,
  );
}

/** The federal tables of tax year `year` (one the law covers), with the citation of each part. */
export function taxTablesDocument(year: number): string {
  const t = lawFor('US', year);
  return JSON.stringify(
    {
      tax_year: t.taxYear,
      source: t.source,
      // Each figure group's publication (title, URL, the day it was read), from the law's data.
      citations: {
        brackets_and_standard_deduction: t.provenance
          .filter((p) => p.figure === 'rate schedule' || p.figure === 'standard deduction')
          .map((p) => p.source?.title)
          .join('; '),
        ...Object.fromEntries(t.provenance.map((p) => [p.figure, p.source ?? p.projected])),
      },
      units:
        'money in US dollars; rates in percent; a bracket applies to taxable income above the previous band up to `upTo` (null: no top)',
      filing_statuses: t.byStatus,
      social_security: t.socialSecurity,
      medicare: t.medicare,
      additional_medicare: t.additionalMedicare,
      retirement_401k: t.retirement401k,
      not_modelled: t.notModelled,
    },
    null,
    2,
  );
}

function properties(schema: SchemaObject): Array<[string, SchemaObject]> {
  return Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>);
}

const cell = (v: unknown) =>
  v === undefined
    ? ''
    : String(typeof v === 'object' ? JSON.stringify(v) : v)
        .replace(/\|/g, '\\|')
        .replace(/\n/g, ' ');

function inputRows(schema: SchemaObject): string[] {
  const required = new Set((schema.required ?? []) as string[]);
  return properties(schema).map(
    ([name, s]) =>
      `| \`${name}\` | ${cell(s['x-unit'])} | ${required.has(name) ? 'required' : cell(s.default)} | ${cell(s.description ?? s.title)} |`,
  );
}

function outputRows(schema: SchemaObject): string[] {
  return properties(schema).map(([name, s]) => `| \`${name}\` | ${cell(s['x-unit'])} | ${cell(s.description)} |`);
}

/** A calculator's methodology in Markdown: what it computes, each input and output as its schema defines them, and the conventions of a worked example. */
export function methodologyDocument(calc: Calculator, ctx: DispatchContext): string {
  const example = calculate(calc.slug, calc.exampleInputs, ctx);
  return [
    `# ${calc.name}: methodology`,
    '',
    calc.description,
    '',
    '## Inputs',
    '',
    '| input | unit | default | meaning |',
    '|---|---|---|---|',
    ...inputRows(calc.inputSchema),
    '',
    '## Result',
    '',
    '| field | unit | meaning |',
    '|---|---|---|',
    ...outputRows(calc.outputSchema),
    '',
    '## Conventions',
    '',
    '- Money is computed in integer cents and shown in dollars; percentages are plain percent numbers (6.5 means 6.5 %).',
    '- Schedule rows are differences of rounded running totals, so they add up to the totals exactly.',
    '- Every result lists the defaults and conventions it rests on in `meta.assumptions`, anything to check in `meta.warnings`, and tips or good news that need no action in `meta.notes`.',
    '',
    `For the worked example (${JSON.stringify(example.meta.inputs)}):`,
    '',
    ...example.meta.assumptions.map((a) => `- ${a}`),
    '',
    `Web page: ${toolUrls(ctx.baseUrl, calc.slug).web_url}. ${example.meta.disclaimer}`,
    '',
  ].join('\n');
}
