/**
 * Money in integer cents. A dollar amount becomes cents once (`toCents`: half away from zero, reading a
 * value within binary noise of a half cent as the decimal it stands for); schedules then carry balances in
 * integer cents and round each month's interest to the cent as a bank does (`monthlyInterestCents`), so
 * a schedule's rows add up exactly to the totals printed beside them. Also here: shares of an amount in
 * cents (down payment, monthly property tax), the one rounding of reported percents (`roundPct`, 4
 * decimals), and the text of an amount in US dollars (`formatCents`).
 */

/**
 * How far from a half unit a scaled value may be and still be taken for binary noise of one, relative
 * to its size: a decimal amount and its product by 100 (or 10^digits) each round once (at most 2^-53
 * of the size each), so the product lies within 2^-52 of the exact value; twice that.
 */
const HALF_NOISE = 2 ** -51;

/**
 * `scaled` (≥ 0) rounded to an integer, half up. Plainly, unless it lies within binary noise of a
 * half, such as 1.005 × 100 = 100.49999999999999: there `toPrecision(15)` reads the decimal the double
 * stands for (100.5), so that 1.005 rounds to 1.01 like a person, and a bank, would expect. Only
 * there: applied to every value, 15 significant digits keep a single digit below the unit from 1e13
 * and would round 21,251,380,727,188.452 up twice (.452 → .5 → …189).
 */
function roundScaled(scaled: number): number {
  const nearHalf = Math.abs(scaled - Math.floor(scaled) - 0.5) <= scaled * HALF_NOISE;
  return Math.round(nearHalf && scaled < 1e15 ? Number(scaled.toPrecision(15)) : scaled);
}

/**
 * Integer cents of a dollar amount, half away from zero (see roundScaled). Plain rounding is exact up
 * to 2^53 cents (results are reported to the cent up to about $70 trillion: exact-cents.ts).
 */
export function toCents(amount: number): number {
  const cents = roundScaled(Math.abs(amount) * 100);
  return amount < 0 ? -cents : cents;
}

/** Dollars from integer cents. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** `pct` percent of an amount in cents, rounded to the cent (a down payment, closing costs). */
export function percentOfCents(amountC: number, pct: number): number {
  return toCents((fromCents(amountC) * pct) / 100);
}

/** One month of an annual charge of `annualPct` percent of an amount in cents, rounded to the cent (property tax, PMI). */
export function monthlyPercentOfCents(amountC: number, annualPct: number): number {
  return toCents((fromCents(amountC) * annualPct) / 1200);
}

/** A home purchase in cents: the down payment, `downPaymentPct` of the price but never more than all of it, and the loan for the rest. */
export function homePurchase(homeC: number, downPaymentPct: number): { downC: number; loanC: number } {
  const downC = Math.min(homeC, percentOfCents(homeC, downPaymentPct));
  return { downC, loanC: homeC - downC };
}

/** Rounds a number for display to `digits` decimals, half away from zero (see roundScaled); never -0. */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = (roundScaled(Math.abs(value) * f) / f) * Math.sign(value);
  return r === 0 ? 0 : r;
}

/** Decimals of every percent a result reports (docs/decisions.md "Percent outputs"): 4, a hundredth of a basis point. */
export const PERCENT_DECIMALS = 4;

/** A percent output (6.5 = 6.5 %) rounded the one way every calculator reports percents: to 4 decimals. */
export function roundPct(pct: number): number {
  return roundTo(pct, PERCENT_DECIMALS);
}

// Bound once: inside a vm context (Jest runs tests in one) every lookup of a global such as `Math`
// goes through an interceptor and costs ~50× more, which loops of 100,000 months notice.
const { abs, floor, round } = Math;

/**
 * Interest of one month in cents on a balance of `balanceC` cents at the monthly rate `r`: exactly
 * `toCents(fromCents(balanceC) × r)`, the bank rounding of every schedule here (loans, debts).
 * `toCents` strips binary noise with `toPrecision(15)`, which is slow in long loops; its result can
 * only differ from a plain `Math.round` when the scaled value lies within that noise of a half cent,
 * so only those rare values take the slow path.
 */
export function monthlyInterestCents(balanceC: number, r: number): number {
  const dollars = (balanceC / 100) * r;
  const scaled = dollars * 100;
  const fraction = scaled - floor(scaled);
  // toPrecision(15) moves `scaled` by at most 5e-15 of its size; stay clear of that by a wide margin.
  if (abs(fraction - 0.5) > abs(scaled) * 1e-13 + 1e-9) return round(scaled);
  return toCents(dollars);
}

/** The one US dollar format of the service: every amount of money written as text goes through it. */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as text, to the cent: `$1,234.56`, `-$0.50`. */
export function formatUsd(dollars: number): string {
  return USD.format(dollars);
}

/** Integer cents as text for assumptions, warnings and messages: `$1,234.56`. */
export function formatCents(cents: number): string {
  return USD.format(fromCents(cents));
}
