/**
 * Amortization of a level-payment loan in integer cents, the way a bank's schedule is printed:
 * the payment is rounded to cents, each month's interest is rounded to cents on the running
 * balance, and the final payment absorbs whatever residue the rounding left, so that
 * Σ payment = totalPayment, Σ interest = totalInterest, Σ principal = principal, and the last
 * balance is exactly 0.00 after exactly n rows (never an (n+1)-th).
 */
import { fromCents, toCents } from './money';
import { levelPayment } from './tvm';

export interface AmortizationRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** Extra principal paid this month on top of the scheduled payment (0 when none). */
  extra: number;
  balance: number;
}

export interface YearlyAmortizationRow {
  year: number;
  principalPaid: number;
  interestPaid: number;
  balance: number;
}

export interface Amortization {
  /** The regular scheduled payment (principal + interest), in dollars. */
  payment: number;
  /** The last row's payment (differs from `payment` by the rounding residue, or is smaller after extra payments). */
  finalPayment: number;
  /** Months until the balance reaches zero (= `months` without extra payments). */
  payoffMonths: number;
  totalPayment: number;
  totalInterest: number;
  rows: AmortizationRow[];
}

export interface AmortizeOptions {
  /** Extra principal paid every month on top of the scheduled payment. */
  extraMonthly?: number;
}

/**
 * Amortizes `principal` at `annualRatePct` (percent, e.g. 6.5) over `months` payments in arrears.
 * @example amortize(15000, 8, 60).payment // 304.15 (numpy-financial pmt(0.08/12, 60, 15000) = −304.1459)
 */
export function amortize(principal: number, annualRatePct: number, months: number, options: AmortizeOptions = {}): Amortization {
  const r = annualRatePct / 1200;
  const paymentC = toCents(levelPayment(principal, r, months));
  const extraC = toCents(options.extraMonthly ?? 0);
  let balanceC = toCents(principal);
  let totalPaymentC = 0;
  let totalInterestC = 0;
  const rows: AmortizationRow[] = [];

  for (let month = 1; month <= months; month++) {
    const interestC = toCents(fromCents(balanceC) * r);
    let principalC: number;
    let extraPaidC: number;
    if (month === months) {
      // Final row: pay off exactly what is left, absorbing the rounding residue.
      principalC = balanceC;
      extraPaidC = 0;
    } else {
      principalC = Math.min(paymentC - interestC, balanceC);
      extraPaidC = Math.max(0, Math.min(extraC, balanceC - principalC));
    }
    balanceC -= principalC + extraPaidC;
    totalPaymentC += principalC + interestC + extraPaidC;
    totalInterestC += interestC;
    rows.push({
      month,
      payment: fromCents(principalC + interestC + extraPaidC),
      principal: fromCents(principalC + extraPaidC),
      interest: fromCents(interestC),
      extra: fromCents(extraPaidC),
      balance: fromCents(balanceC),
    });
    // Extra payments retire the loan early; without them the schedule has exactly `months` rows.
    if (extraC > 0 && balanceC === 0) break;
  }

  const last = rows[rows.length - 1];
  return {
    payment: fromCents(paymentC),
    finalPayment: last ? last.payment : 0,
    payoffMonths: rows.length,
    totalPayment: fromCents(totalPaymentC),
    totalInterest: fromCents(totalInterestC),
    rows,
  };
}

/** Groups monthly rows into years (12 rows each; the last year may be partial), summing in cents. */
export function yearlyAmortization(rows: readonly AmortizationRow[]): YearlyAmortizationRow[] {
  const years: YearlyAmortizationRow[] = [];
  for (let i = 0; i < rows.length; i += 12) {
    let principalC = 0;
    let interestC = 0;
    const slice = rows.slice(i, i + 12);
    // Row amounts are whole cents already, so plain rounding recovers them exactly (and cheaply).
    for (const row of slice) {
      principalC += Math.round(row.principal * 100);
      interestC += Math.round(row.interest * 100);
    }
    years.push({
      year: i / 12 + 1,
      principalPaid: fromCents(principalC),
      interestPaid: fromCents(interestC),
      balance: slice[slice.length - 1]!.balance,
    });
  }
  return years;
}
