/**
 * The range in which this service reports a dollar amount to the cent: integer cents are exact up
 * to 2^53 (Number.MAX_SAFE_INTEGER), about $90 trillion, and so are sums of them. Savings
 * projections (a century at up to 100 %/yr) can grow far past that. As docs/decisions.md records ("Cent exactness"), such results are still answered,
 * finite and correct to double precision; they carry a warning that their cents are not exact.
 */
/** Amounts below this many dollars (2^53 cents, about $90 trillion) are reported exactly to the cent. */
export const MAX_EXACT_DOLLARS = Number.MAX_SAFE_INTEGER / 100;

/**
 * A warning when `largestAmount` (dollars, the largest figure a result reports) is too large to be
 * exact to the cent; undefined otherwise.
 * @example precisionWarning(5e15) // "Amounts reach about $5.00e+15: above $90 trillion …"
 */
export function precisionWarning(largestAmount: number): string | undefined {
  if (Math.abs(largestAmount) < MAX_EXACT_DOLLARS) return undefined;
  return (
    `Amounts reach about $${largestAmount.toExponential(2)}: above $90 trillion figures are shown to double precision, ` +
    'so their cents are not exact and rows may not add up to the cent'
  );
}
