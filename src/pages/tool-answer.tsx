/**
 * A calculator page's HTML and a schedule's CSV from their query: what the pages router answers, and what the
 * heavy-work pool renders off the main thread for a large schedule (the same bytes either way).
 */
import type { ServerResponse } from 'node:http';
import type { Calculator } from '../calculators/define';
import type { LiveData } from '../dispatch/context';
import { ApiError } from '../errors/api-error';
import { VERSION } from '../version';
import { itemNames, scheduleCsv } from './csv';
import { DEFAULT_EMBED_OPTIONS, embedOptions, withoutEmbedOptions } from './embed-options';
import { placeErrors } from './field-errors';
import { formState } from './form-state';
import type { CalculationCounter, PageCalculator } from './page-calculation';
import { renderDocument } from './render';
import { deprecatedMembers, PERIOD_COLUMNS, propertiesOf, scheduleTable } from './result-model';
import type { Chrome } from './templates/layout';
import { ToolPage } from './templates/tool-page';
import { fieldsOf, pageInput, toolPageModel } from './tool-page-model';
import { MONTHLY_SCHEDULE, viewOf, wordsOf } from './views';

/** A calculator page (`embed`: its embed), or its form with `limited` when the page budget is spent. */
export async function toolPageHtml(
  calc: Calculator,
  embed: boolean,
  query: URLSearchParams,
  d: { chrome: Chrome; live: LiveData; calculator: PageCalculator; limited?: ApiError },
): Promise<{ status: number; html: string | Buffer; chars: number }> {
  const { props, status } = await toolPageModel({
    calc,
    embed,
    // An embed's look (theme, accent, hide, bg) is not calculator input.
    params: embed ? withoutEmbedOptions(query) : query,
    embedOptions: embed ? embedOptions(query) : DEFAULT_EMBED_OPTIONS,
    chrome: d.chrome,
    live: d.live,
    version: VERSION,
    calculator: d.calculator,
    limited: d.limited,
  });
  const html = renderDocument(<ToolPage {...props} />);
  return { status, html, chars: html.length };
}

export interface CsvAnswer {
  status: number;
  /** `text/csv; charset=utf-8`, or `text/plain; charset=utf-8` for the error that explains why there is no result. */
  type: string;
  headers: Record<string, string>;
  body: string | Buffer;
  /** Characters of the text (what the page budget weighs). */
  chars: number;
}

/** The schedule of the calculation the query asks for, as CSV; throws 404 when the calculator has none. */
export async function scheduleCsvAnswer(
  calc: Calculator,
  query: URLSearchParams,
  calculator: PageCalculator,
): Promise<CsvAnswer> {
  const input = pageInput(calc, query);
  const out = await calculator.run(calc.slug, input);
  if ('error' in out) {
    const placed = placeErrors(out.error.errors ?? [], fieldsOf(calc), formState(input, fieldsOf(calc)));
    const body = `${[out.error.detail, ...placed.map((e) => `${e.label} ${e.message}`)].join('\n')}\n`;
    return { status: out.error.status, type: 'text/plain; charset=utf-8', headers: {}, body, chars: body.length };
  }
  const rows = wordsOf(viewOf(calc.slug), out.calculation.result).schedule ?? MONTHLY_SCHEDULE;
  const table = scheduleTable(out.calculation.result, calc.outputSchema, rows);
  if (!table) throw new ApiError('not_found', `${calc.name} has no schedule`);
  const perPeriod = table.name === 'schedule';
  // The columns stay as they have always been: a loan's `paymentNumber` is the first, under the heading its older
  // name `month` had ("Month" for monthly payments, else "Payment number"); `month` itself adds none.
  const rowSchema = (propertiesOf(calc.outputSchema)[table.name] ?? {}).items;
  const body = scheduleCsv(
    table.rows,
    itemNames(out.calculation.meta.inputs),
    perPeriod ? Object.fromEntries(PERIOD_COLUMNS.map((k) => [k, rows.rowHead])) : {},
    deprecatedMembers(rowSchema),
  );
  return {
    status: 200,
    type: 'text/csv; charset=utf-8',
    headers: {
      'Content-Disposition': `attachment; filename="${calc.slug}-${perPeriod ? rows.file : 'yearly'}-schedule.csv"`,
      'Cache-Control': 'private, no-cache',
    },
    body,
    chars: body.length,
  };
}

/**
 * A page rendered elsewhere (the heavy-work pool) with the request's chrome and clock, its calculations counted in
 * `count`; `limited`: the page budget's refusal, when it is spent.
 */
export type PageRender = (r: {
  chrome: Chrome;
  now: Date;
  count: CalculationCounter;
  limited?: ApiError;
}) => Promise<{ status: number; html: string | Buffer; chars: number }>;

/** A schedule's CSV built elsewhere (the heavy-work pool). */
export type CsvRender = (r: { now: Date; count: CalculationCounter }) => Promise<CsvAnswer>;

/** Where the pages hand a large schedule: a renderer for the page or CSV, or undefined to render it here. */
export interface HeavyPages {
  /** `limited`: the page budget is spent (nothing is calculated). */
  page(
    res: ServerResponse,
    calc: Calculator,
    embed: boolean,
    query: URLSearchParams,
    limited: boolean,
  ): PageRender | undefined;
  csv(res: ServerResponse, calc: Calculator, query: URLSearchParams): CsvRender | undefined;
}
