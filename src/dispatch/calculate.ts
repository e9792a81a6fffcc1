/**
 * The dispatcher: `calculate(slug, rawInput, context) -> { result, meta }` is the only way a
 * calculation runs. REST, MCP and the pages are thin adapters over it.
 * Alias mapping, validation with defaults, compute, and the meta block all happen here.
 */
import type { CalcContext, Calculator } from '../calculators/define';
import { calculators, findCalculator, slugs } from '../calculators/registry';
import { ApiError, bounded } from '../errors/api-error';
import { suggestName } from '../schemas/errors';
import { slugFor } from '../schemas/synonyms';
import { compileInputValidator, type InputValidator } from '../schemas/validate';
import { buildMeta, type CalculationMeta } from './meta';
import { fractionWarnings } from './percent-fractions';
import { termInMonthsWarnings } from './term-in-months';

export type Channel = 'rest' | 'mcp' | 'page';

/**
 * Defaults a channel applies in place of the schema's. Over MCP, schedules default to yearly rows: clients reject
 * results over ~25k tokens. Each channel publishes the defaults it applies (`channelInputSchema`).
 */
export const CHANNEL_DEFAULTS: Readonly<Record<Channel, Readonly<Record<string, unknown>>>> = {
  rest: {},
  page: {},
  mcp: { schedule: 'yearly' },
};

export interface DispatchContext {
  channel: Channel;
  baseUrl: string;
  serviceName: string;
  version: string;
  /** The date of the rates data set in use (its newest observation date): `rates_as_of` of a result that used no rate. */
  ratesAsOf: string;
  /** Live data handed to calculators. */
  calc: CalcContext;
}

export interface Calculation {
  result: Record<string, unknown>;
  meta: CalculationMeta;
}

// Compiled once per calculator, on first use: a test file that needs two calculators compiles two (about 25 ms of
// CPU each). A replica compiles all of them before it listens (`compileInputValidators`, called by startService),
// so a schema that does not compile is a build defect that fails loudly at start, and no first request waits.
const validators = new Map<string, InputValidator>();

function validatorFor(calc: Calculator): InputValidator {
  let v = validators.get(calc.slug);
  if (!v) validators.set(calc.slug, (v = compileInputValidator(calc.inputSchema)));
  return v;
}

/** Compiles every calculator's input validator now (start-up): throws on a schema that does not compile. */
export function compileInputValidators(): void {
  for (const c of calculators) validatorFor(c);
}

function unknownTool(slug: string): ApiError {
  const guess = slug.length <= 100 ? (slugFor(slug, slugs) ?? suggestName(slug, slugs)) : undefined;
  const hint = guess === undefined ? '' : `; did you mean '${guess}'?`;
  return new ApiError('unknown_tool', `There is no calculator named '${bounded(slug, 100)}'${hint}`, {
    extra: { available: [...slugs], ...(guess === undefined ? {} : { suggestion: guess }) },
  });
}

/** Looks a calculator up or throws 404 `unknown_tool` listing the available slugs. */
export function requireCalculator(slug: string): Calculator {
  const calc = findCalculator(slug);
  if (!calc) throw unknownTool(slug);
  return calc;
}

/** A calculation's validated input (aliases mapped, defaults applied), ready to compute. */
export interface PreparedInput {
  calc: Calculator;
  input: Record<string, unknown>;
}

/** Looks the calculator up and validates the input for `channel` (its defaults applied): a 4xx `ApiError` when it is not valid. */
export function prepareInput(slug: string, rawInput: unknown, channel: Channel): PreparedInput {
  const calc = requireCalculator(slug);
  if (typeof rawInput !== 'object' || rawInput === null || Array.isArray(rawInput)) {
    throw new ApiError('invalid_body', 'The input must be a JSON object');
  }
  let raw = rawInput as Record<string, unknown>;
  const props = calc.inputSchema.properties as Record<string, unknown> | undefined;
  for (const name in CHANNEL_DEFAULTS[channel]) {
    if (props && name in props && !Object.hasOwn(raw, name)) raw = { ...raw, [name]: CHANNEL_DEFAULTS[channel][name] };
  }
  return { calc, input: validatorFor(calc)(raw) };
}

/** Computes a prepared input and its meta block. */
export function computePrepared({ calc, input }: PreparedInput, context: DispatchContext): Calculation {
  const out = calc.compute(input, context.calc);
  const meta = buildMeta(calc, input, out, context);
  // A percent sent as a fraction, or a term in months, computes, far off: said first among the warnings.
  const fractions = [...fractionWarnings(calc.slug, input), ...termInMonthsWarnings(calc.slug, input)];
  if (fractions.length > 0) meta.warnings = [...fractions, ...meta.warnings];
  return { result: out.result, meta };
}

/**
 * Runs one calculation.
 * @example calculate('emi-calculator', { principal: 100000, annualRate: 10, tenureYears: 2 }, ctx).result.emi // 4614.49
 */
export function calculate(slug: string, rawInput: unknown, context: DispatchContext): Calculation {
  return computePrepared(prepareInput(slug, rawInput, context.channel), context);
}
