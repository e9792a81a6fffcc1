/**
 * Everything a calculator page shows for one request: the input read from the query string (or
 * the example), the dispatcher's result or its field errors in words, charts, benchmarks.
 */
import type { Calculator } from '../calculators/define';
import type { Calculation } from '../dispatch/calculate';
import type { LiveData } from '../dispatch/context';
import type { ApiError } from '../errors/api-error';
import { benchmarkNotes } from './benchmark-notes';
import { chartsFor } from './charts/tool-charts';
import { crossFieldErrors } from './cross-field-errors';
import { placeErrors } from './field-errors';
import { applyChoice, choiceShowWhen } from './form-choice';
import { formFields, SCHEDULE_INPUT, type FormField } from './form-fields';
import { formState } from './form-state';
import type { PageCalculator } from './page-calculation';
import { parseQuery } from './query';
import { ratesOnPage } from './rates-used';
import type { Chrome } from './templates/layout';
import type { ToolPageProps } from './templates/tool-page';
import type { ScheduleLinks } from './templates/tool-result';
import { viewOf } from './views';
import { DEFAULT_EMBED_OPTIONS, embedOptionParams, type EmbedOptions } from './embed-options';

const fieldsBySlug = new Map<string, FormField[]>();

/** The form fields of a calculator (derived once per process). */
export function fieldsOf(calc: Calculator): FormField[] {
  let f = fieldsBySlug.get(calc.slug);
  if (!f) fieldsBySlug.set(calc.slug, (f = formFields(calc.inputSchema)));
  return f;
}

/**
 * The input of a page request: the query string, or the example when there is none. Pages show
 * yearly schedule rows unless monthly ones are asked for (a 360-row table is on demand only).
 */
export function pageInput(calc: Calculator, params: URLSearchParams): Record<string, unknown> {
  const fields = fieldsOf(calc);
  const parsed = parseQuery(params, fields);
  const input = parsed.hasInput ? parsed.input : { ...calc.exampleInputs };
  // A choice between two sets of inputs is the page's: taken out, with the set not chosen.
  applyChoice(viewOf(calc.slug).formChoice, params, input);
  const monthly = parsed.hasInput && (input[SCHEDULE_INPUT] === 'monthly' || input[SCHEDULE_INPUT] === 'payments');
  if (fields.some((f) => f.name === SCHEDULE_INPUT)) input[SCHEDULE_INPUT] = monthly ? 'monthly' : 'yearly';
  return input;
}

function withParam(url: URL, name: string, value: string): string {
  const u = new URL(url.href);
  u.searchParams.set(name, value);
  return `${u.pathname}${u.search}`;
}

function scheduleLinks(
  calc: Calculator,
  share: URL,
  input: Readonly<Record<string, unknown>>,
): ScheduleLinks | undefined {
  if (!fieldsOf(calc).some((f) => f.name === SCHEDULE_INPUT)) return undefined;
  const current = input[SCHEDULE_INPUT] === 'monthly' ? 'monthly' : 'yearly';
  const csv = new URL(share.href);
  csv.pathname = `${csv.pathname}/schedule.csv`;
  return {
    yearly: withParam(share, SCHEDULE_INPUT, 'yearly'),
    monthly: withParam(share, SCHEDULE_INPUT, 'monthly'),
    csv: `${csv.pathname}${csv.search}`,
    current,
  };
}

export interface ToolPageRequest {
  calc: Calculator;
  embed: boolean;
  params: URLSearchParams;
  chrome: Chrome;
  /** The rates in use, read through the dispatch context. */
  live: LiveData;
  version: string;
  calculator: PageCalculator;
  /** Set when the page budget is spent: nothing is calculated. */
  limited?: ApiError;
  /** The embed's look, asked for in its query (the defaults elsewhere). */
  embedOptions?: EmbedOptions;
}

/** The page's props and HTTP status (200, 422, 429). */
export async function toolPageModel(r: ToolPageRequest): Promise<{ props: ToolPageProps; status: number }> {
  const { calc, chrome } = r;
  const view = viewOf(calc.slug);
  const fields = fieldsOf(calc).filter((f) => !view.formOmits?.includes(f.name));
  const input = pageInput(calc, r.params);
  const chosen = applyChoice(view.formChoice, r.params, { ...input });
  const outcome = r.limited ? { error: r.limited } : await r.calculator.run(calc.slug, input);
  const calculation: Calculation | undefined = 'calculation' in outcome ? outcome.calculation : undefined;
  const error = 'error' in outcome ? outcome.error : undefined;

  const series: Record<string, Calculation> = {};
  if (calculation && view.series) {
    for (const [name, seriesInput] of Object.entries(view.series(calculation.meta.inputs))) {
      const s = await r.calculator.run(calc.slug, seriesInput);
      if ('calculation' in s) series[name] = s.calculation;
    }
  }

  // The form shows what the result was computed from: the inputs and what was derived from them (a down payment's
  // percent from its dollars), never a default the dollars made moot.
  const shown = calculation ? { ...calculation.meta.inputs, ...calculation.meta.derivedInputs } : input;
  const state = formState(shown, fields);
  // Inputs impossible together are shown beside the refused fields, not one round later.
  const together = error ? await crossFieldErrors(calc, input, error, r.calculator) : [];
  const omitted = fieldsOf(calc).filter((f) => view.formOmits?.includes(f.name));
  const placed = placeErrors([...(error?.errors ?? []), ...together], fields, state, omitted);
  const query = new URLSearchParams(calculation ? new URL(calculation.meta.share_url).search : r.params).toString();
  const shareUrl = `${chrome.baseUrl}/tools/${calc.slug}${query ? `?${query}` : ''}`;
  const options = r.embedOptions ?? DEFAULT_EMBED_OPTIONS;
  // An embed keeps its look across recalculations: the options ride along in its form and its address.
  const keep = r.embed ? embedOptionParams(options) : [];
  const embedQuery = [query, new URLSearchParams(keep).toString()].filter(Boolean).join('&');
  const embedUrl = `${chrome.baseUrl}/tools/${calc.slug}/embed${embedQuery ? `?${embedQuery}` : ''}`;
  const page = new URL(r.embed ? embedUrl : shareUrl);
  const currencies = view.currencyInputs ? r.live.currencies() : [];
  const benchmarks = benchmarkNotes(view, shown, r.live);

  const props: ToolPageProps = {
    chrome,
    tool: {
      slug: calc.slug,
      name: calc.name,
      description: calc.description,
      summary: calc.summary,
      category: calc.category,
    },
    embed: r.embed,
    form: {
      action: `/tools/${calc.slug}${r.embed ? '/embed' : ''}`,
      fields,
      state,
      errors: new Map(placed.filter((e) => e.fieldId).map((e) => [e.fieldId!, e.message])),
      benchmarks,
      currencies,
      currencyInputs: view.currencyInputs ?? [],
      showWhen: { ...view.showWhen, ...choiceShowWhen(view.formChoice) },
      choice: chosen,
      groups: view.formGroups,
      emptyOptions: view.emptyOptions,
      schedule: typeof shown[SCHEDULE_INPUT] === 'string' ? (shown[SCHEDULE_INPUT] as string) : undefined,
      keep,
    },
    embedOptions: options,
    calculation,
    charts: calculation ? chartsFor(calc.slug, calculation, series) : [],
    errors: placed,
    detail: error && (placed.length === 0 || error.code !== 'invalid_input') ? error.detail : undefined,
    output: calc.outputSchema,
    view,
    scheduleLinks: calculation ? scheduleLinks(calc, page, shown) : undefined,
    shareUrl,
    embedUrl,
    rates: ratesOnPage(
      Object.values(benchmarks).map((b) => b.id),
      calculation,
      r.live,
    ),
    version: r.version,
  };
  return { props, status: error ? error.status : 200 };
}
