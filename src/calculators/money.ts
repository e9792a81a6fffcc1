/**
 * Money arithmetic. Amounts are computed in floating point and rounded to cents only at the
 * edge of a computation (DESIGN.md §2); sums of rounded amounts are taken in integer cents so
 * that a schedule's rows add up exactly to the totals printed beside them.
 */

/**
 * Integer cents of a dollar amount, half away from zero.
 * Below 1e14 cents, `toPrecision(15)` first strips binary noise such as 100.49999999999999 →
 * 100.5 (15 significant digits still keep a digit below the cent there), so that 1.005 rounds
 * to 1.01 like a person, and a bank, would expect. Above it the noise is smaller than the
 * spacing of doubles, and plain rounding is exact up to 2^53 cents (about $90 trillion).
 */
export function toCents(amount: number): number {
  const raw = Math.abs(amount) * 100;
  const scaled = raw < 1e14 ? Number(raw.toPrecision(15)) : raw;
  const cents = Math.round(scaled);
  return amount < 0 ? -cents : cents;
}

/** Dollars from integer cents. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** A dollar amount rounded to cents (half away from zero). */
export function roundCents(amount: number): number {
  const r = fromCents(toCents(amount));
  return r === 0 ? 0 : r; // never -0 on the wire
}

/** Rounds a percentage or ratio for display, to `digits` decimals (default 4). */
export function roundTo(value: number, digits = 4): number {
  const f = 10 ** digits;
  const r = Math.round(Number((value * f).toPrecision(15))) / f;
  return r === 0 ? 0 : r;
}

/** Sum of dollar amounts that are already cents-exact, computed in integer cents. */
export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) total += toCents(a);
  return fromCents(total);
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as text for assumptions, warnings and messages: `$1,234.56`. */
export function formatUsd(cents: number): string {
  return USD.format(fromCents(cents));
}
