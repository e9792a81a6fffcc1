/**
 * Time-value-of-money factors shared by every calculator, written to stay exact and finite over
 * the whole range the schemas accept: rate 0, rates so small that `(1+r)^n - 1` cancels to 0
 * in floating point, and rates so large that a century of compounding is astronomically big.
 */

/** Below this |n·r| the closed forms lose digits to cancellation; a short series is exact there. */
const SERIES_THRESHOLD = 1e-6;

/** (1 + r)^n, via log1p/exp for accuracy with small r. */
export function growth(r: number, n: number): number {
  if (r === 0) return 1;
  return Math.exp(n * Math.log1p(r));
}

/**
 * Present-value annuity factor: Σ_{k=1..n} (1+r)^-k = (1 − (1+r)^−n) / r.
 * A level payment on a loan of P over n periods is P / annuityFactor(r, n).
 */
export function annuityFactor(r: number, n: number): number {
  if (r === 0) return n;
  if (Math.abs(n * r) < SERIES_THRESHOLD) {
    // Taylor series in r: n − r·n(n+1)/2 + r²·n(n+1)(n+2)/6
    return n - (r * n * (n + 1)) / 2 + (r * r * n * (n + 1) * (n + 2)) / 6;
  }
  return -Math.expm1(-n * Math.log1p(r)) / r;
}

/**
 * Future-value annuity factor (payments in arrears): Σ_{k=0..n-1} (1+r)^k = ((1+r)^n − 1) / r.
 * Multiply by (1 + r) for payments in advance (annuity-due).
 */
export function fvAnnuityFactor(r: number, n: number): number {
  if (r === 0) return n;
  if (Math.abs(n * r) < SERIES_THRESHOLD) {
    // Taylor series in r: n + r·n(n−1)/2 + r²·n(n−1)(n−2)/6
    return n + (r * n * (n - 1)) / 2 + (r * r * n * (n - 1) * (n - 2)) / 6;
  }
  return Math.expm1(n * Math.log1p(r)) / r;
}

/** Level payment (in arrears) that amortizes `principal` over `n` periods at periodic rate `r`. */
export function levelPayment(principal: number, r: number, n: number): number {
  return principal / annuityFactor(r, n);
}
