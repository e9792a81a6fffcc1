/**
 * Amortization of a level-payment loan in integer cents, the way a bank's schedule is printed:
 * the payment is a whole number of cents, each month's interest is rounded to cents on the running
 * balance, and the final payment clears whatever balance is left, so that Σ payment = totalPayment,
 * Σ interest = totalInterest, Σ principal = principal, and the last balance is exactly 0.00.
 *
 * Which cent? At ordinary rates and terms, the formula's payment rounded to the nearest cent leaves a
 * final payment within dollars of the others. At a high rate over a long term (5,000 at 28.16 % for 40
 * years) a loan is nearly interest-only, and half a cent in the payment moves the last balance by
 * thousands: one rounding repays the loan years early, the other leaves a balloon of many payments.
 * So both cent roundings of the exact payment (down and up) are simulated, and the one whose schedule
 * ends closer to n payments is used (docs/decisions.md "Loan payments"). Rows are never $0: a schedule
 * that repays early simply has fewer rows.
 */
import { formatCents, fromCents, monthlyInterestCents } from './money';
import { yearOf } from './payment-dates';
import { levelPayment } from './tvm';

/** One payment, integer cents (dollars only at the edge, like growth-schedule.ts). */
export interface AmortizationRow {
  /** Payment number, 1-based (`month` for a monthly loan, as the results have always called it). */
  month: number;
  /** Principal + interest (+ extra) paid with this payment. */
  paymentC: number;
  /** Principal repaid, extra principal included. */
  principalC: number;
  interestC: number;
  /** Extra principal paid on top of the scheduled payment: the recurring extra and any lump sum (0 when none). */
  extraC: number;
  /** Balance after this payment. */
  balanceC: number;
}

export interface YearlyAmortizationRow {
  year: number;
  principalPaidC: number;
  interestPaidC: number;
  balanceC: number;
}

/** A new regular payment from a re-amortization after a lump sum. */
export interface PaymentChange {
  /** The lump sum was paid with this payment; the new payment applies from the next one. */
  afterPayment: number;
  paymentC: number;
}

export interface Amortization {
  /** Payments the term has: round(years × payments a year). */
  termMonths: number;
  /** The regular scheduled payment (principal + interest), integer cents. */
  paymentC: number;
  /** The exact level payment P·r / (1 − (1+r)^−n) in cents, unrounded (0 without a loan). */
  exactPaymentC: number;
  /** The last row's payment, integer cents. */
  finalPaymentC: number;
  /** Rows: payments until the balance reaches zero (= termMonths unless the loan is repaid early). */
  payoffMonths: number;
  totalPaymentC: number;
  totalInterestC: number;
  rows: AmortizationRow[];
  /** The new regular payments after lump sums re-amortized the loan (empty unless `reamortizeOver` is given). */
  paymentChanges: PaymentChange[];
  /** Lump sums larger than the balance owed when they were paid: applied up to it (empty when none). */
  cappedLumpSums: CappedLumpSum[];
}

/** A lump sum more than the balance then owed, paid only up to that balance. */
export interface CappedLumpSum {
  /** Paid with this payment (right after it). */
  afterPayment: number;
  /** The lump sum asked for, integer cents. */
  askedC: number;
  /** What was applied: the balance then owed (0 when the payment itself cleared the loan). */
  appliedC: number;
}

export interface AmortizeOptions {
  /**
   * Payments a year: the periodic rate is the annual rate divided by it.
   * @defaultValue 12
   */
  perYear?: number;
  /** Extra principal paid with every payment on top of the scheduled one, integer cents. */
  extraC?: number;
  /** Use this regular payment (integer cents) instead of choosing one (a schedule with extra payments reuses the plain one's). */
  paymentC?: number;
  /** Lump sums of extra principal, integer cents, by the payment number they are paid with (right after it). */
  lumpSumsC?: ReadonlyMap<number, number>;
  /**
   * Re-amortize after each lump sum so that the loan still ends with payment `reamortizeOver` (a lower payment
   * rather than a shorter term); that payment then clears whatever is left.
   */
  reamortizeOver?: number;
}

interface Outcome {
  months: number;
  finalPaymentC: number;
}

/** Where a payment of `paymentC` ends, without building rows: the number of payments and the last one. */
function outcome(principalC: number, r: number, n: number, paymentC: number): Outcome {
  let balanceC = principalC;
  for (let month = 1; month <= n; month++) {
    const dueC = balanceC + monthlyInterestCents(balanceC, r);
    if (month === n || dueC <= paymentC) return { months: month, finalPaymentC: dueC };
    balanceC = dueC - paymentC;
  }
  return { months: n, finalPaymentC: 0 }; // n = 0: no payments
}

/**
 * How far a schedule ends from n level payments, in payments: (months − 1) + final / payment
 * counts the last payment by its size, so repaying 58 months early and a balloon of 43 payments
 * are measured on one scale.
 */
function distanceFromTerm(o: Outcome, n: number, paymentC: number): number {
  return Math.abs(n - (o.months - 1) - o.finalPaymentC / paymentC);
}

/**
 * The regular payment in whole cents: of the two cent roundings of the exact level payment, the one
 * whose schedule ends closer to n payments (the nearer cent on a tie). A rounding down that would not
 * cover the first period's interest (the balance would grow) or that is $0 is never used.
 * @example levelPaymentCents(500000, 0.2816 / 12, 480) // 11733 (not 11734, which repays in 422 months)
 */
export function levelPaymentCents(principalC: number, r: number, n: number): number {
  if (principalC === 0 || n === 0) return 0;
  const exactC = levelPayment(principalC, r, n);
  // ceil(exact) covers the first period's interest (exact ≥ P·r); the max only guards binary noise.
  const upC = Math.max(Math.ceil(exactC), monthlyInterestCents(principalC, r), 1);
  const downC = Math.floor(exactC);
  if (downC >= upC || downC < Math.max(monthlyInterestCents(principalC, r), 1)) return upC;
  const up = distanceFromTerm(outcome(principalC, r, n, upC), n, upC);
  const down = distanceFromTerm(outcome(principalC, r, n, downC), n, downC);
  return up < down || (up === down && upC - exactC < exactC - downC) ? upC : downC;
}

/**
 * Amortizes `principalC` cents at `annualRatePct` (percent, e.g. 6.5) over `n` payments in arrears, at
 * `perYear` payments a year (monthly by default).
 * @example amortize(1500000, 8, 60).paymentC // 30415 (numpy-financial pmt(0.08/12, 60, 15000) = −304.1459)
 */
export function amortize(
  principalC: number,
  annualRatePct: number,
  n: number,
  options: AmortizeOptions = {},
): Amortization {
  const r = annualRatePct / (100 * (options.perYear ?? 12));
  const extraC = options.extraC ?? 0;
  const lumps = options.lumpSumsC;
  const last = options.reamortizeOver ?? n;
  let paymentC = options.paymentC ?? levelPaymentCents(principalC, r, n);
  const regularC = paymentC;
  let balanceC = principalC;
  let totalPaymentC = 0;
  let totalInterestC = 0;
  const rows: AmortizationRow[] = [];
  const paymentChanges: PaymentChange[] = [];
  const cappedLumpSums: CappedLumpSum[] = [];

  for (let month = 1; month <= last && balanceC > 0; month++) {
    const interestC = monthlyInterestCents(balanceC, r);
    const dueC = balanceC + interestC;
    let principalPaidC: number;
    let extraPaidC = 0;
    if (month === last || dueC <= paymentC) {
      // Final row: pay off exactly what is left, absorbing the rounding residue.
      principalPaidC = balanceC;
    } else {
      principalPaidC = paymentC - interestC;
      extraPaidC = Math.min(extraC, balanceC - principalPaidC);
    }
    balanceC -= principalPaidC + extraPaidC;
    const askedC = lumps?.get(month) ?? 0;
    const lumpC = Math.min(askedC, balanceC);
    if (askedC > lumpC) cappedLumpSums.push({ afterPayment: month, askedC, appliedC: lumpC });
    if (lumpC > 0) {
      balanceC -= lumpC;
      extraPaidC += lumpC;
      if (options.reamortizeOver !== undefined && balanceC > 0) {
        paymentC = levelPaymentCents(balanceC, r, last - month);
        paymentChanges.push({ afterPayment: month, paymentC });
      }
    }
    totalPaymentC += principalPaidC + interestC + extraPaidC;
    totalInterestC += interestC;
    rows.push({
      month,
      paymentC: principalPaidC + interestC + extraPaidC,
      principalC: principalPaidC + extraPaidC,
      interestC,
      extraC: extraPaidC,
      balanceC,
    });
  }

  return {
    termMonths: n,
    paymentC: regularC,
    exactPaymentC: principalC === 0 || n === 0 ? 0 : levelPayment(principalC, r, n),
    finalPaymentC: rows.length > 0 ? rows[rows.length - 1]!.paymentC : 0,
    payoffMonths: rows.length,
    totalPaymentC,
    totalInterestC,
    rows,
    paymentChanges,
    cappedLumpSums,
  };
}

/**
 * Groups rows into years, summing in cents: `perYear` rows each (the last year may be partial), or, given the
 * payment dates, calendar years (`year` is then the calendar year).
 */
export function yearlyAmortization(
  rows: readonly AmortizationRow[],
  perYear = 12,
  days?: Int32Array,
): YearlyAmortizationRow[] {
  const years: YearlyAmortizationRow[] = [];
  for (let i = 0; i < rows.length;) {
    const year = days ? yearOf(days[i]!) : i / perYear + 1;
    let end = i + 1;
    if (days) while (end < rows.length && yearOf(days[end]!) === year) end++;
    else end = Math.min(i + perYear, rows.length);
    let principalPaidC = 0;
    let interestPaidC = 0;
    for (let k = i; k < end; k++) {
      principalPaidC += rows[k]!.principalC;
      interestPaidC += rows[k]!.interestC;
    }
    years.push({ year, principalPaidC, interestPaidC, balanceC: rows[end - 1]!.balanceC });
    i = end;
  }
  return years;
}

/** A monthly row in dollars, for a result (`month` is the older name of `paymentNumber`). */
export function monthlyRowDollars(row: AmortizationRow) {
  return {
    paymentNumber: row.month,
    month: row.month,
    payment: fromCents(row.paymentC),
    principal: fromCents(row.principalC),
    interest: fromCents(row.interestC),
    balance: fromCents(row.balanceC),
  };
}

/** A yearly row in dollars, for a result. */
export function yearlyRowDollars(row: YearlyAmortizationRow) {
  return {
    year: row.year,
    principalPaid: fromCents(row.principalPaidC),
    interestPaid: fromCents(row.interestPaidC),
    balance: fromCents(row.balanceC),
  };
}

/**
 * Warnings when the cent-rounded payment does not end the loan cleanly after its term: repaid early
 * (fewer payments than the term), or a final payment that differs from the others by more than one
 * payment. Only for a schedule without extra payments (those end early by design).
 */
export function paymentRoundingWarnings(loan: Amortization): string[] {
  const n = loan.termMonths;
  if (loan.paymentC === 0) return []; // no loan
  const why = () =>
    `at this rate and term a fraction of a cent in the payment moves the last balance by a lot: of the two cent roundings of the exact ` +
    `level payment ($${(loan.exactPaymentC / 100).toFixed(6)}), ${formatCents(loan.paymentC)} ends closer to ${n} payments`;
  if (loan.payoffMonths < n) {
    return [
      `The payment of ${formatCents(loan.paymentC)} repays the loan in ${loan.payoffMonths} payments, not ${n} (the last one ${formatCents(loan.finalPaymentC)}): ${why()}`,
    ];
  }
  if (Math.abs(loan.finalPaymentC - loan.paymentC) > loan.paymentC) {
    return [
      `The final payment is ${formatCents(loan.finalPaymentC)}, about ${Math.round(loan.finalPaymentC / loan.paymentC)} times the regular ${formatCents(loan.paymentC)}: ${why()}`,
    ];
  }
  return [];
}
