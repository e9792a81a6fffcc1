/**
 * How each calculator's result is presented: the headline figure, the figures beside it, the live benchmark next to
 * an input, and extra dispatcher calls a chart needs. Each calculator declares its own view beside its module
 * (`parts.view`, src/calculators/parts.ts), typed by its result, so a renamed field fails to compile; everything else
 * on a page (form, tables, schedules, assumptions) is generic.
 */
import type { BenchmarkId } from '../dispatch/context';
import { partsOf } from '../calculators/parts-registry';
import type { FigureGroup, FormChoice, ResultWords, SummaryFormat, ViewBenchmark } from '../calculators/parts';

export type { FigureGroup, ResultWords, ScheduleWords } from '../calculators/parts';
export { MONTHLY_SCHEDULE } from '../calculators/loan-parts';

/** Every benchmark a view names is one the rates store holds (a compile-time check). */
const _viewBenchmarksExist: readonly BenchmarkId[] = [] as readonly ViewBenchmark[];
void _viewBenchmarksExist;

/** A calculator's view with its types erased, as the pages read it. */
export interface ToolView {
  /** Candidates for the headline figure; the first present wins (else the first numeric field). */
  headline: readonly string[];
  /** Shown after the headline value ("/month"); a function when it depends on the result (a loan's payment frequency). */
  per?: string | ((result: Readonly<Record<string, unknown>>) => string);
  /** A sentence under the headline, written by the function that writes the MCP summary (parts.ts). */
  headlineWords?: (result: Readonly<Record<string, unknown>>, format: SummaryFormat) => string;
  /** Secondary figures beside the headline. */
  figures: readonly string[];
  /** Result field labels that `humanize` cannot derive. */
  labels?: Readonly<Record<string, string>>;
  /** Result members the page leaves out (another figure says the same). */
  hidden?: readonly string[];
  /** Words that depend on the result: labels over `labels`, units over the schema's `x-unit`, the schedule's words. */
  wordsFor?: (result: Readonly<Record<string, unknown>>) => ResultWords;
  /** Result members that are objects of figures, shown as a card under their heading, with their labels and units. */
  groups?: Readonly<Record<string, FigureGroup>>;
  /** Input name → the benchmark shown beside it (may depend on the other inputs). */
  benchmarks?: Readonly<Record<string, (inputs: Readonly<Record<string, unknown>>) => BenchmarkId>>;
  /** Inputs offered the FX table's currency codes as suggestions. */
  currencyInputs?: readonly string[];
  /** Result fields holding an amount in a currency, and the result field naming that currency. */
  currencyOf?: Readonly<Record<string, string>>;
  /** Extra calculations a chart needs, by name, as inputs for the dispatcher. */
  series?: (input: Readonly<Record<string, unknown>>) => Record<string, Record<string, unknown>>;
  /** Inputs shown only while another input has a value (input → [other input, value]); hidden with JavaScript. */
  showWhen?: Readonly<Record<string, readonly [string, string]>>;
  /** Inputs the form leaves out (the page asks for them itself, through `series`). */
  formOmits?: readonly string[];
  /** Inputs the form gathers under a heading of their own, collapsed until one of them is used (heading → inputs). */
  formGroups?: Readonly<Record<string, readonly string[]>>;
  /** What choosing nothing in an optional select means, where "(default)" would not say. */
  emptyOptions?: Readonly<Record<string, string>>;
  /** Inputs given one way or another: the form shows and sends only the chosen option's (form-choice.ts). */
  formChoice?: FormChoice;
}

/** The words of a result under its view (none for a view without result-dependent words). */
export function wordsOf(view: ToolView, result: Readonly<Record<string, unknown>>): ResultWords {
  return view.wordsFor?.(result) ?? {};
}

/** The view of a calculator; a slug that names no calculator gets the generic view. */
export function viewOf(slug: string): ToolView {
  // The typed view's partial records hold no undefined members: those are absent keys.
  return (partsOf(slug)?.view as ToolView | undefined) ?? { headline: [], figures: [] };
}
