/**
 * What a calculator is: its catalogue entry (name, category, description and example: `catalogue.json`),
 * an input and an output JSON Schema, and a pure compute function. Input and output types are derived
 * from the schemas, never written twice.
 */
import { withDefaults } from '../schemas/common';
import type { SchemaObject } from '../schemas/schema-object';
import catalogue from './catalogue.json';
import type { CalculatorParts, ErasedParts } from './parts';
import { moneyToCents } from './sub-cent-inputs';

export const CATEGORIES = ['loans', 'investing', 'savings', 'debt', 'taxes', 'planning', 'tools'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * A calculator's public name: its key in `catalogue.json`, which says what each one is called, its category,
 * how it is described, and its example: an input in dollars that must compute as-is, shown in the tools list
 * and on the page, holding the values other than defaults (the published example adds every default, in the
 * schema's order: `withDefaults`).
 */
export type Slug = keyof typeof catalogue;

/** A benchmark value handed to a calculator (calculators never read a store themselves). */
export interface BenchmarkValue {
  /** Percent. */
  value: number;
  /** Observation date, YYYY-MM-DD. */
  asOf: string;
  source: string;
  /** True when the value is older than its publication frequency allows: it is not "current". */
  stale?: boolean;
}

/** Exchange rates: units of each currency per one unit of `base`. */
export interface FxTable {
  base: string;
  asOf: string;
  source: 'ecb' | 'snapshot';
  rates: Readonly<Record<string, number>>;
  /** True when the table is older than a daily table may be (the refresh has brought no newer one): not "current". */
  stale?: boolean;
}

/** Live data a calculation may use; everything is optional so a calculator must say what it lacks. */
export interface CalcContext {
  /** 12-month CPI inflation, the default of the investment-return calculator. */
  inflation?: BenchmarkValue;
  /** Reference FX rates, the default of the currency converter. */
  fx?: FxTable;
  /** The 30-year fixed mortgage average (Freddie Mac PMMS), the default rate of the affordability calculator. */
  mortgage30y?: BenchmarkValue;
}

export interface CalcOutput<R> {
  result: R;
  /** Defaults and conventions the result rests on, in plain words ("Property tax 1.1%/yr of home price (default)"). */
  assumptions?: string[];
  /** Things the caller should look at: a problem or a doubt about the result ("Payment does not cover monthly interest on 'Visa'"). */
  warnings?: string[];
  /** Information that needs no action: a tip or good news ("from payment 80 you may ask the servicer to cancel PMI"). */
  notes?: string[];
  /**
   * Inputs the calculator derived from others that were sent (a mortgage's downPaymentPct from downPayment in
   * dollars): `meta.derivedInputs`, beside `meta.inputs`, which holds what was sent and the defaults used.
   */
  derivedInputs?: Record<string, number>;
  /** Extra snake_case meta fields (e.g. `fx_as_of`, `fx_source`). */
  meta?: Record<string, string | number | null>;
  /**
   * Observation dates (YYYY-MM-DD) of the live rates from the context that this result used (the FX table, the CPI
   * figure); absent or empty when it used none. `meta.rates_as_of` is the newest of them.
   */
  ratesUsed?: readonly string[];
}

/**
 * What one calculator module declares beside its catalogue entry. `In` and `Out` are the types derived
 * from the schemas (`FromSchema<typeof inputSchema, MoneyInCents>` in the schema module), so no field
 * list is written twice. `compute` receives every money input in integer cents.
 */
export interface CalculatorSpec<In, Out> {
  schemas: { input: SchemaObject; output: SchemaObject };
  /**
   * True when the result can depend on live rates or FX (MCP `openWorldHint`).
   * @defaultValue false
   */
  usesLiveData?: boolean;
  compute(input: In, context: CalcContext): CalcOutput<Out>;
  /** What the surfaces need of it (percent inputs, term inputs, estimate, summary, view, charts): parts.ts. */
  parts: CalculatorParts<In, Out>;
}

/** A calculator with its types erased, as the registry and the dispatcher see it. */
export interface Calculator {
  readonly slug: string;
  readonly name: string;
  readonly category: Category;
  readonly description: string;
  /** One short sentence for a catalogue card; `description` is the whole story (for models and the page). */
  readonly summary: string;
  readonly inputSchema: SchemaObject;
  readonly outputSchema: SchemaObject;
  readonly exampleInputs: Readonly<Record<string, unknown>>;
  readonly usesLiveData: boolean;
  /** What the surfaces need of it, its types erased (parts.ts). */
  readonly parts: ErasedParts;
  compute(input: Record<string, unknown>, context: CalcContext): CalcOutput<Record<string, unknown>>;
}

/**
 * Declares a calculator; the input is typed from its schema, and the types are erased for the registry.
 * This is the engine's edge for money inputs: the registry's `compute` takes dollars, as callers send
 * them, and hands the calculator integer cents, each amount converted once; one with a fraction of a
 * cent is rounded to the cent and named first in `assumptions` (sub-cent-inputs.ts). Results are
 * dollars already: calculators convert their cents with `fromCents` as they report them.
 */
export function defineCalculator<In, Out>(slug: Slug, spec: CalculatorSpec<In, Out>): Calculator {
  const { name, category, description, summary, example } = catalogue[slug];
  if (!(CATEGORIES as readonly string[]).includes(category))
    throw new Error(`catalogue.json: ${slug} has no category "${category}"`);
  const { input, output } = spec.schemas;
  const inCents = moneyToCents(input);
  const compute = spec.compute as unknown as Calculator['compute'];
  return {
    slug,
    name,
    category: category as Category,
    description,
    summary,
    inputSchema: input,
    outputSchema: output,
    exampleInputs: withDefaults<Record<string, unknown>>(input, example),
    usesLiveData: spec.usesLiveData ?? false,
    parts: spec.parts as unknown as ErasedParts,
    compute(input, context) {
      const { input: engineInput, notes } = inCents(input);
      const out = compute(engineInput, context);
      return notes.length === 0 ? out : { ...out, assumptions: [...notes, ...(out.assumptions ?? [])] };
    },
  };
}
