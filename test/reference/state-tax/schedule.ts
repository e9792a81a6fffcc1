import type { Band } from '../../../src/reference/law';

/**
 * The tax of a rate schedule on `taxable`, in cents, written here independently of the engine so that the data
 * tests check the tables against the states' printed figures on their own.
 */
export function scheduleTaxCents(bands: readonly Band[], taxable: number): number {
  // Integer arithmetic: cents of income times thousandths of a percent, so that a half cent rounds up exactly.
  let scaled = 0;
  let bottom = 0;
  for (const band of bands) {
    const top = band.upTo ?? Number.POSITIVE_INFINITY;
    if (taxable > bottom) scaled += Math.round((Math.min(taxable, top) - bottom) * 100) * Math.round(band.rate * 1000);
    bottom = top;
  }
  return Math.round(scaled / 100_000);
}
