/**
 * What the surfaces need of one calculator, declared beside its module and typed by its own input and result types
 * (`In`, `Out`): which inputs are percents, its loan-term inputs, its heavy-work estimate, its MCP summary line, its
 * page view and its charts. `defineCalculator` requires them, so a calculator without one of its parts, or a part that
 * names a result field the result no longer has, does not compile. The adapters (dispatch, heavy, mcp, pages) read
 * them from the registry, and keep their own code: the MCP layer formats the summary's figures and the pages draw
 * the charts; the calculator says which figures, in which words.
 */
import type { Chart, Tone } from './chart-model';

/** The names of an object type's members (the fields of a result, the inputs of a calculator). */
export type FieldOf<T> = keyof T & string;

/** The members of `T` whose values are numbers. */
type NumberFieldOf<T> = { [K in FieldOf<T>]-?: NonNullable<T[K]> extends number ? K : never }[FieldOf<T>];

/**
 * A numeric input as a caller writes its place: `annualRate`, a list of numbers `rungRates[]`, a member of the items
 * of a list `debts[].rate`.
 */
export type NumberInputPath<In> = {
  [K in FieldOf<In>]-?: NonNullable<In[K]> extends number
    ? K
    : NonNullable<In[K]> extends ReadonlyArray<infer E>
      ? E extends number
        ? `${K}[]`
        : `${K}[].${NumberFieldOf<E>}`
      : never;
}[FieldOf<In>];

/**
 * The percent inputs, each in one list: `suspect`, whose realistic values are far above 1 % (a value strictly between
 * 0 and 1 is likely a fraction sent for a percent and gets a warning), or `plausible`, where a value under 1 % is
 * realistic (docs/decisions.md, "Contract as published"). A test holds the lists to the schemas.
 */
export interface PercentInputs<In> {
  suspect: readonly NumberInputPath<In>[];
  plausible: readonly NumberInputPath<In>[];
}

/** The benchmarks a page shows beside an input (ids of the rates store; dispatch checks they exist). */
export type ViewBenchmark = 'mortgage_15y' | 'mortgage_30y' | 'hysa_apy' | 'cpi_inflation';

/** An object member of a result shown as a card of figures. */
export interface FigureGroup {
  heading: string;
  labels?: Readonly<Record<string, string>>;
  units?: Readonly<Record<string, string>>;
}

/** The schedule of one row per period: its title, the head of its first column, and the link that asks for it. */
export interface ScheduleWords {
  title: string;
  rowHead: string;
  link: string;
  /** In the CSV's file name. */
  file: string;
}

/** What a result's words depend on: labels, units, and how its schedule is named. */
export interface ResultWords {
  labels?: Readonly<Record<string, string>>;
  units?: Readonly<Record<string, string>>;
  schedule?: ScheduleWords;
}

/**
 * How a result is presented on a page and in the MCP App: the headline figure, the figures beside it, the live
 * benchmark next to an input, and extra calculations a chart needs. Everything else on a page (form, tables,
 * schedules, assumptions) is generic.
 */
export interface ViewParts<In, Out> {
  /** Candidates for the headline figure; the first present wins (else the first numeric field). */
  headline: readonly FieldOf<Out>[];
  /** Shown after the headline value ("/month"); a function when it depends on the result (a loan's payment frequency). */
  per?: string | ((result: Out) => string);
  /**
   * A sentence under the headline that names what the headline alone does not say (the tax after credits, the state
   * tax, the paycheck): the same function writes the calculator's MCP summary, so the page and the answer agree.
   */
  headlineWords?: (result: Out, format: SummaryFormat) => string;
  /** Secondary figures beside the headline. */
  figures: readonly FieldOf<Out>[];
  /** Result field labels that `humanize` cannot derive (fields of the result's cards and rows included). */
  labels?: Readonly<Record<string, string>>;
  /**
   * Result members the page leaves out because another figure says the same (an EMI's
   * `principalAndInterestPerPayment` is its `emi`); members the output schema marks deprecated are left out anyway.
   */
  hidden?: readonly FieldOf<Out>[];
  /**
   * Words that depend on the result (a loan's payment frequency): labels over `labels`, units over the schema's
   * `x-unit`, and the schedule's title, row head and link.
   */
  wordsFor?: (result: Out) => ResultWords;
  /** Result members that are objects of figures, shown as a card under their heading, with their labels and units. */
  groups?: Partial<Readonly<Record<FieldOf<Out>, FigureGroup>>>;
  /** Input name → the benchmark shown beside it (may depend on the other inputs, as the form holds them). */
  benchmarks?: Partial<Readonly<Record<FieldOf<In>, (inputs: Readonly<Record<string, unknown>>) => ViewBenchmark>>>;
  /** Inputs offered the FX table's currency codes as suggestions. */
  currencyInputs?: readonly FieldOf<In>[];
  /** Result fields holding an amount in a currency, and the result field naming that currency. */
  currencyOf?: Partial<Readonly<Record<FieldOf<Out>, FieldOf<Out>>>>;
  /** Extra calculations a chart needs, by name, as inputs for the dispatcher. */
  series?: (input: In) => Record<string, In>;
  /** Inputs shown only while another input has a value (input → [other input, value]); hidden with JavaScript. */
  showWhen?: Partial<Readonly<Record<FieldOf<In>, readonly [FieldOf<In>, string]>>>;
  /** Inputs the form leaves out (the page asks for them itself, through `series`). */
  formOmits?: readonly FieldOf<In>[];
  /** Inputs the form gathers under a heading of their own, collapsed until one of them is used (heading → inputs). */
  formGroups?: Readonly<Record<string, readonly FieldOf<In>[]>>;
  /** What choosing nothing in an optional select means, where "(default)" would not say (the state: federal only). */
  emptyOptions?: Partial<Readonly<Record<FieldOf<In>, string>>>;
  /**
   * Inputs that say one thing two ways (a loan by its balance, or by its original amount and dates): the form offers
   * a choice named `name` (the page's own, never an input) and shows and sends only the chosen option's inputs.
   */
  formChoice?: FormChoice<FieldOf<In>>;
}

export interface FormChoice<Field extends string = string> {
  name: string;
  label: string;
  /** The first is chosen unless the query names another or holds only another's inputs. */
  options: ReadonlyArray<{ value: string; label: string; inputs: readonly Field[] }>;
}

/**
 * How the MCP layer writes the figures a summary line names. A figure that is absent (a result trimmed of a field)
 * makes the helper throw, and the MCP layer leaves the line out rather than write a wrong one.
 */
export interface SummaryFormat {
  /** The number, or a throw when it is absent or not finite. */
  num(v: number | null | undefined): number;
  /** Dollars: whole amounts without cents ($150), others to the cent ($2,022.62). */
  usd(v: number | null | undefined): string;
  /** Dollars to the cent, or without cents when `whole` and the amount is whole. */
  dollars(v: number, whole: boolean): string;
  /** A percent to two decimals at most ("6.17 %"). */
  pct(v: number | null | undefined): string;
  /** A number as written in the result, grouped. */
  plain(v: number | null | undefined): string;
  /** "1 payment", "360 payments". */
  plural(n: number | null | undefined, word: string): string;
}

/** How the pages write a figure inside a chart's words. */
export interface ChartFormat {
  dollars(v: number): string;
  percent(v: number): string;
}

/** The cells of a schedule row: one a scalar member, and `perListItem` for each item of its lists (estimate.ts). */
export interface RowShape {
  readonly cells: number;
  readonly perListItem: number;
}

/** The rows of a result's `schedule` and `yearlySchedule`, as its output schema has them. */
export interface ScheduleShape {
  readonly monthly: RowShape;
  readonly yearly: RowShape;
}

/** One member of `parts.charts`: a chart, or nothing when the result lacks what it draws. */
export type MaybeChart = Chart | undefined;

/** Everything the surfaces need of one calculator besides its schemas and its compute. */
export interface CalculatorParts<In, Out> {
  percentInputs: PercentInputs<In>;
  /** Loan-term inputs in years, which warn when they look like months (dispatch/term-in-months.ts). */
  termInputs: readonly NumberFieldOf<In>[];
  /**
   * The cells of the schedule a validated input (aliases mapped, defaults applied, money in dollars) asks for, before
   * anything is computed, its rows of `shape` (read from the output schema): 0 when it asks for no rows. Cheap: a
   * calculation at or past the heavy-work threshold runs on the pool (src/heavy).
   */
  estimate(input: In, shape: ScheduleShape): number;
  /** The one line an assistant quotes first (the MCP answer's first text block). */
  summary(result: Out, inputs: In, format: SummaryFormat): string;
  view: ViewParts<In, Out>;
  /** The charts of a result; `series` holds the results of `view.series`' calculations, by name. */
  charts(
    result: Out,
    inputs: In,
    series: Readonly<Partial<Record<string, Out>>>,
    format: ChartFormat,
  ): readonly MaybeChart[];
}

/** The parts with the calculator's types erased, as the adapters see them. */
export type ErasedParts = CalculatorParts<Record<string, unknown>, Record<string, unknown>>;

export type { Tone };
