/**
 * The range in which this service reports a dollar amount to the cent. The engine counts integer
 * cents (exact to 2^53), but results leave it as JSON numbers in dollars, and a double in dollars
 * holds every cent only below 2^46 (about $70 trillion): from there on doubles are 1/64 of a dollar
 * apart, so $70,919,999,999,996.31 and .32 are the same number. Savings projections (a century at up to
 * 100 %/yr) can grow far past that. As docs/decisions.md records ("Cent exactness"), such results are
 * still answered, finite and correct to double precision; they carry a warning that their cents are not exact.
 */
/** Amounts below this many dollars (2^46, about $70.4 trillion) are reported exactly to the cent. */
export const MAX_EXACT_DOLLARS = 2 ** 46;
/** The same bound in integer cents. */
export const MAX_EXACT_CENTS = MAX_EXACT_DOLLARS * 100;

/**
 * The warnings a result carries about its precision: one when `largestAmount` (dollars, the largest figure
 * it reports) is too large to be exact to the cent, none otherwise.
 * @example precisionWarnings(5e15) // ["Amounts reach about $5.00e+15: above $70 trillion …"]
 */
export function precisionWarnings(largestAmount: number): string[] {
  if (Math.abs(largestAmount) < MAX_EXACT_DOLLARS) return [];
  return [
    `Amounts reach about $${largestAmount.toExponential(2)}: above $70 trillion figures are shown to double precision, ` +
      'so their cents are not exact and rows may not add up to the cent',
  ];
}
