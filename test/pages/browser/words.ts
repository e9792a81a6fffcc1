/**
 * What "words for people" excludes, shared by the scans of pages and of the MCP App: input and
 * result names written in code (camelCase), the validator's wording, binary-noise decimals,
 * acronyms lower-cased into a sentence, and percents past two decimals in figures.
 */
import type { Frame, Page } from 'playwright-core';

export const CAMEL = /\b[a-z]+[A-Z][A-Za-z0-9]*\b/g;
export const RAW = [
  /must NOT/i,
  /must have required property/,
  /must be equal to one of/,
  /must match pattern/,
  /must be (>=|<=|>|<) /,
  /must be (integer|number|string|array|object|boolean)\b/,
  /additional properties/i,
  /\d\.\d*[1-9]\d{6,}/, // binary noise such as 0.08333333333333333 (0.000000001 and 0.407412% are written so)
  /\b1 rows\b/,
  /(?<![-/\w])(apy|apr|pmi|hoa|emi|ltv|fica)(?![-\w])/, // an acronym lower-cased into a sentence ("+ Add rung apy")
];
/** Figures and tables show percents to two decimals (the API keeps four), an APR aside (`figures`). */
export const LONG_PERCENT = /\d\.\d{3,}%/g;

/**
 * The figures a person reads in a document (a figure list's values, a data table's cells, a benchmark, a chart's
 * legend and notes), less those labelled APR: an APR is printed to three decimals, as lenders print it (its
 * schema's `x-decimals`), and its label is the `dt` before its value or its column's heading.
 */
export function figures(page: Page | Frame): Promise<string> {
  return page.$$eval('.figures dd, table.data td, .benchmark, .legend-value, .hbar-note', (els) =>
    els
      .filter((e) => {
        const label =
          e instanceof HTMLTableCellElement
            ? e.closest('table')?.querySelectorAll('thead th')[e.cellIndex]?.textContent
            : e.tagName === 'DD'
              ? e.previousElementSibling?.textContent
              : '';
        return !/\bAPR\b/.test(label ?? '');
      })
      .map((e) => e.textContent)
      .join(' '),
  );
}

/** What a person reads in a document: visible text, code and URLs aside. */
export function reading(page: Page | Frame): Promise<string> {
  return page.evaluate(() => {
    document
      .querySelectorAll('code, pre, textarea, script, style, .share-text, .attribution')
      .forEach((e) => e.remove());
    return document.body.innerText.replace(/https?:\/\/\S+/g, '');
  });
}

/** Every word in `text` that is not for people, and every long percent in `figures`. */
export function notForPeople(text: string, figures = ''): string[] {
  return [
    ...new Set([
      ...(text.match(CAMEL) ?? []),
      ...RAW.flatMap((re) => text.match(re) ?? []),
      ...(figures.match(LONG_PERCENT) ?? []),
    ]),
  ];
}
