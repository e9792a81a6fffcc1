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
import { levelPayment } from './tvm';

/** One monthly payment, integer cents (dollars only at the edge, like growth-schedule.ts). */
export interface AmortizationRow {
  month: number;
  /** Principal + interest (+ extra) paid this month. */
  paymentC: number;
  /** Principal repaid, extra principal included. */
  principalC: number;
  interestC: number;
  /** Extra principal paid on top of the scheduled payment (0 when none). */
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

export interface Amortization {
  /** Payments the term has: round(years × 12). */
  termMonths: number;
  /** The regular scheduled payment (principal + interest), integer cents. */
  paymentC: number;
  /** The exact level payment P·r / (1 − (1+r)^−n) in cents, unrounded (0 without a loan). */
  exactPaymentC: number;
  /** The last row's payment, integer cents. */
  finalPaymentC: number;
  /** Rows: months until the balance reaches zero (= termMonths unless the loan is repaid early). */
  payoffMonths: number;
  totalPaymentC: number;
  totalInterestC: number;
  rows: AmortizationRow[];
}

export interface AmortizeOptions {
  /** Extra principal paid every month on top of the scheduled payment, integer cents. */
  extraMonthlyC?: number;
  /** Use this regular payment (integer cents) instead of choosing one (a schedule with extra payments reuses the plain one's). */
  paymentC?: number;
  /**
   * Build the monthly rows (default). Without them (`false`, no extra payments) the totals come from
   * the simulation that chose the payment: Σ payments = (months − 1) × payment + final, and
   * Σ interest = Σ payments − principal, the same integer cents the rows would sum to.
   */
  rows?: boolean;
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
 * cover the first month's interest (the balance would grow) or that is $0 is never used.
 * @example levelPaymentCents(500000, 0.2816 / 12, 480) // 11733 (not 11734, which repays in 422 months)
 */
export function levelPaymentCents(principalC: number, r: number, n: number): number {
  return levelPaymentChoice(principalC, r, n).paymentC;
}

/** The payment levelPaymentCents chooses, the exact one, and where its schedule ends when both roundings were simulated. */
function levelPaymentChoice(
  principalC: number,
  r: number,
  n: number,
): { paymentC: number; exactC: number; ends?: Outcome } {
  if (principalC === 0 || n === 0) return { paymentC: 0, exactC: 0, ends: { months: 0, finalPaymentC: 0 } };
  const exactC = levelPayment(principalC, r, n);
  // ceil(exact) covers the first month's interest (exact ≥ P·r); the max only guards binary noise.
  const upC = Math.max(Math.ceil(exactC), monthlyInterestCents(principalC, r), 1);
  const downC = Math.floor(exactC);
  if (downC >= upC || downC < Math.max(monthlyInterestCents(principalC, r), 1)) return { paymentC: upC, exactC };
  const upEnds = outcome(principalC, r, n, upC);
  const downEnds = outcome(principalC, r, n, downC);
  const up = distanceFromTerm(upEnds, n, upC);
  const down = distanceFromTerm(downEnds, n, downC);
  if (up < down || (up === down && upC - exactC < exactC - downC)) return { paymentC: upC, exactC, ends: upEnds };
  return { paymentC: downC, exactC, ends: downEnds };
}

/**
 * Amortizes `principalC` cents at `annualRatePct` (percent, e.g. 6.5) over `months` payments in arrears.
 * @example amortize(1500000, 8, 60).paymentC // 30415 (numpy-financial pmt(0.08/12, 60, 15000) = −304.1459)
 */
export function amortize(
  principalC: number,
  annualRatePct: number,
  months: number,
  options: AmortizeOptions = {},
): Amortization {
  const r = annualRatePct / 1200;
  const extraC = options.extraMonthlyC ?? 0;
  if (options.rows === false && extraC === 0 && options.paymentC === undefined) {
    // Beyond 2^53 cents the rows' running sums round differently from the product: take the rows' way there.
    const totals = totalsOnly(principalC, r, months);
    if (Number.isSafeInteger(totals.totalPaymentC)) return totals;
  }
  const paymentC = options.paymentC ?? levelPaymentCents(principalC, r, months);
  let balanceC = principalC;
  let totalPaymentC = 0;
  let totalInterestC = 0;
  const rows: AmortizationRow[] = [];

  for (let month = 1; month <= months && balanceC > 0; month++) {
    const interestC = monthlyInterestCents(balanceC, r);
    const dueC = balanceC + interestC;
    let principalPaidC: number;
    let extraPaidC = 0;
    if (month === months || dueC <= paymentC) {
      // Final row: pay off exactly what is left, absorbing the rounding residue.
      principalPaidC = balanceC;
    } else {
      principalPaidC = paymentC - interestC;
      extraPaidC = Math.min(extraC, balanceC - principalPaidC);
    }
    balanceC -= principalPaidC + extraPaidC;
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
    termMonths: months,
    paymentC,
    exactPaymentC: principalC === 0 || months === 0 ? 0 : levelPayment(principalC, r, months),
    finalPaymentC: rows.length > 0 ? rows[rows.length - 1]!.paymentC : 0,
    payoffMonths: rows.length,
    totalPaymentC,
    totalInterestC,
    rows,
  };
}

/** amortize() without rows: the chosen payment's simulation already says where the schedule ends. */
function totalsOnly(principalC: number, r: number, months: number): Amortization {
  const { paymentC, exactC, ends: simulated } = levelPaymentChoice(principalC, r, months);
  const ends = simulated ?? outcome(principalC, r, months, paymentC);
  const totalPaymentC = ends.months === 0 ? 0 : (ends.months - 1) * paymentC + ends.finalPaymentC;
  return {
    termMonths: months,
    paymentC,
    exactPaymentC: exactC,
    finalPaymentC: ends.finalPaymentC,
    payoffMonths: ends.months,
    totalPaymentC,
    totalInterestC: ends.months === 0 ? 0 : totalPaymentC - principalC,
    rows: [],
  };
}

/** Groups monthly rows into years (12 rows each; the last year may be partial), summing in cents. */
export function yearlyAmortization(rows: readonly AmortizationRow[]): YearlyAmortizationRow[] {
  const years: YearlyAmortizationRow[] = [];
  for (let i = 0; i < rows.length; i += 12) {
    let principalPaidC = 0;
    let interestPaidC = 0;
    const end = Math.min(i + 12, rows.length);
    for (let k = i; k < end; k++) {
      principalPaidC += rows[k]!.principalC;
      interestPaidC += rows[k]!.interestC;
    }
    years.push({ year: i / 12 + 1, principalPaidC, interestPaidC, balanceC: rows[end - 1]!.balanceC });
  }
  return years;
}

/** A monthly row in dollars, for a result. */
export function monthlyRowDollars(row: AmortizationRow) {
  return {
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
