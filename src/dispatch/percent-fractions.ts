/**
 * Percent inputs are in percent (6.5 = 6.5 %). A caller who sends a fraction (0.065 for 6.5 %) gets a valid input
 * and a result a hundred times off, so where realistic values are far above 1 a value strictly between 0 and 1 adds
 * a warning: "annualRate: 0.065 is read as 0.065 %; for 6.5 % send 6.5". It is a warning, not a refusal: such a
 * value is allowed, only unlikely. The lists say, for every percent input, which kind it is (docs/decisions.md,
 * "Contract as published"); a test holds them to the schemas, so a new percent input needs a decision.
 */
import { calculators } from '../calculators/registry';

/**
 * Inputs whose realistic values are far above 1 %: loan and card rates, APYs, expected returns, inflation, down
 * payments, step-ups. Each calculator declares its own (`parts.percentInputs.suspect`).
 */
export const FRACTION_SUSPECT_INPUTS: Readonly<Record<string, readonly string[]>> = byCalculator('suspect');

/** Percent inputs where a value under 1 % is realistic, which get no such warning (`parts.percentInputs.plausible`). */
export const FRACTION_PLAUSIBLE_INPUTS: Readonly<Record<string, readonly string[]>> = byCalculator('plausible');

/** One list of every calculator's percent inputs, for the calculators that have any. */
function byCalculator(kind: 'suspect' | 'plausible'): Readonly<Record<string, readonly string[]>> {
  return Object.fromEntries(
    calculators.filter((c) => c.parts.percentInputs[kind].length > 0).map((c) => [c.slug, c.parts.percentInputs[kind]]),
  );
}

/** One checked value: where it is, as a caller writes the path, and the number. */
interface Found {
  path: string;
  value: unknown;
}

/** The values at `spec` ("rate", "debts[].rate", "rungRates[]") of an input, with their paths ("debts[1].rate"). */
function valuesAt(input: Readonly<Record<string, unknown>>, spec: string): Found[] {
  const m = /^(\w+)(\[\])?(?:\.(\w+))?$/.exec(spec);
  if (!m) throw new Error(`percent-fractions: malformed input path '${spec}'`);
  const [, name, list, field] = m as unknown as [string, string, string | undefined, string | undefined];
  const value = input[name];
  if (!list) return [{ path: name, value }];
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown, i) =>
    field === undefined
      ? { path: `${name}[${i}]`, value: item }
      : { path: `${name}[${i}].${field}`, value: (item as Record<string, unknown> | null)?.[field] },
  );
}

/** A number as people write it: 0.065 × 100 is 6.5, not 6.500000000000001. */
const times100 = (x: number) => Number((x * 100).toPrecision(12));

/** The warnings for percent inputs of `slug` that look like fractions (validated, normalised `input`). */
export function fractionWarnings(slug: string, input: Readonly<Record<string, unknown>>): string[] {
  const specs = FRACTION_SUSPECT_INPUTS[slug];
  if (specs === undefined) return [];
  const warnings: string[] = [];
  for (const spec of specs) {
    for (const { path, value } of valuesAt(input, spec)) {
      if (typeof value === 'number' && value > 0 && value < 1) {
        warnings.push(`${path}: ${value} is read as ${value} %; for ${times100(value)} % send ${times100(value)}`);
      }
    }
  }
  return warnings;
}
