/**
 * Percent inputs are in percent (6.5 = 6.5 %). A caller who sends a fraction (0.065 for 6.5 %) gets a valid input
 * and a result a hundred times off, so where realistic values are far above 1 a value strictly between 0 and 1 adds
 * a warning: "annualRate: 0.065 is read as 0.065 %; for 6.5 % send 6.5". It is a warning, not a refusal: such a
 * value is allowed, only unlikely. The lists say, for every percent input, which kind it is (docs/decisions.md,
 * "Contract as published"); a test holds them to the schemas, so a new percent input needs a decision.
 */

/** Inputs whose realistic values are far above 1 %: loan and card rates, APYs, expected returns, inflation, down payments, step-ups. */
export const FRACTION_SUSPECT_INPUTS: Readonly<Record<string, readonly string[]>> = {
  'emi-calculator': ['annualRate'],
  'mortgage-calculator': ['downPaymentPct', 'annualRate'],
  'rent-vs-buy-calculator': ['downPaymentPct', 'mortgageRate', 'investmentReturnRate'],
  'compound-interest-calculator': ['annualRate'],
  'savings-goal-calculator': ['annualRate'],
  'sip-calculator': ['annualReturn', 'stepUpPercent'],
  'investment-return-calculator': ['annualReturn', 'inflationRate'],
  'debt-payoff-calculator': ['debts[].rate'],
  'net-worth-calculator': ['liabilities[].rate'],
  'cd-ladder-calculator': ['annualRate', 'rungRates[]'],
};

/** Percent inputs where a value under 1 % is realistic, which get no such warning. */
export const FRACTION_PLAUSIBLE_INPUTS: Readonly<Record<string, readonly string[]>> = {
  // Property tax 0.3–2.5 %/yr across US states; PMI 0.3–1.5 %/yr of the loan (the default is 0.5); discount
  // points are bought in fractions of a point (0.5, 0.25 of the loan).
  'mortgage-calculator': ['propertyTaxRate', 'pmiRate', 'points'],
  // Flat prices and rents (0–1 %/yr) are a real scenario; tax, upkeep, PMI and transaction costs can sit under 1 %.
  'rent-vs-buy-calculator': [
    'homeAppreciationRate',
    'rentIncreaseRate',
    'propertyTaxRate',
    'maintenanceRate',
    'closingCostPct',
    'sellingCostPct',
    'pmiRate',
  ],
};

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
