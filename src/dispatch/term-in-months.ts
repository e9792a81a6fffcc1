/**
 * Loan terms are in years. A caller who sends months within the bound (60 for a five-year car loan) gets a valid
 * input and a 60-year loan, so a loan term above 40 years (longer than any common US loan: mortgages run 10 to 40,
 * most 15 or 30) adds a warning that says what the number would mean in months. A warning, not a refusal: such a
 * term is allowed, only unlikely.
 */
import { calculators } from '../calculators/registry';

/** The loan-term inputs, in years, of each calculator that has any (each declares them: `parts.termInputs`). */
export const LOAN_TERM_INPUTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  calculators.filter((c) => c.parts.termInputs.length > 0).map((c) => [c.slug, c.parts.termInputs]),
);

/** The longest common loan term, in years (40-year mortgages exist; longer ones are not offered as a product). */
export const LONGEST_COMMON_TERM_YEARS = 40;

/** "tenureYears: 60 years is longer than …; if you meant 60 months, send 5": one per suspicious input. */
export function termInMonthsWarnings(slug: string, input: Readonly<Record<string, unknown>>): string[] {
  const warnings: string[] = [];
  for (const name of LOAN_TERM_INPUTS[slug] ?? []) {
    const years = input[name];
    if (typeof years !== 'number' || years <= LONGEST_COMMON_TERM_YEARS) continue;
    warnings.push(
      `${name}: ${years} years is longer than any common loan term (up to ${LONGEST_COMMON_TERM_YEARS} years); ` +
        `if you meant ${years} months, send ${Number((years / 12).toFixed(4))} (terms are rounded to whole months)`,
    );
  }
  return warnings;
}
