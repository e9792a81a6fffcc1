/**
 * What a dated loan adds to a result, in dollars: the payoff date, the savings of prepayments (against the same loan
 * at the same frequency, and for the accelerated frequencies against the monthly loan), the payments a lump sum
 * re-amortized, and the APR with fees. Every member appears only with the input that brings it.
 */
import { ApiError } from '../errors/api-error';
import type { AmortizationRow } from './amortize';
import { dateOf, paymentsInMonths, scheduledApr, type LoanSchedule } from './loan-schedule';
import { formatCents, fromCents, roundTo } from './money';
import { formatDate, paymentDays } from './payment-dates';

export interface LoanResultOptions {
  /** The frequency was given (the result then names it). */
  frequencyGiven: boolean;
  /** Prepaid finance charges, integer cents (the APR is reported when given). */
  feesC?: number;
  /** What `feesC` is made of, for the 422 when it reaches the loan (e.g. "fees + points"). */
  feesPath?: string;
  /** Finance charges paid with scheduled payment k (1-based) besides principal and interest: mortgage insurance. */
  chargeOf?: (payment: number) => number;
}

/**
 * The APR members: amount financed, finance charge and APR of the scheduled payments (the legal obligation). An APR
 * needs something financed (the loan less the fees above $0; a loan of $0 has nothing) and a rate the solver reaches
 * (apr.ts: up to a million per unit-period, past which the fees leave cents financed against thousands repaid):
 * either failing is a 422 naming the fees, never an answer with a negative amount financed or an APR of null.
 */
function aprMembers(loan: LoanSchedule, principalC: number, o: LoanResultOptions) {
  if (o.feesC === undefined) return {};
  const path = o.feesPath ?? '/fees';
  const amountFinancedC = principalC - o.feesC;
  if (amountFinancedC <= 0) {
    throw ApiError.unsatisfiable(
      `The prepaid finance charges (${formatCents(o.feesC)}) leave nothing financed: the amount financed, the loan less the fees, must be positive`,
      [{ path, code: 'maximum', message: `must be less than the loan, ${formatCents(principalC)}` }],
    );
  }
  const stream = loan.base.rows.map((r) => r.paymentC + (o.chargeOf?.(r.month) ?? 0));
  const totalC = stream.reduce((a, b) => a + b, 0);
  const apr = scheduledApr(amountFinancedC, stream, loan.frequency);
  if (!Number.isFinite(apr)) {
    throw ApiError.unsatisfiable(
      `The prepaid finance charges (${formatCents(o.feesC)}) leave ${formatCents(amountFinancedC)} financed, repaid by ` +
        `${formatCents(totalC)} of payments: no annual percentage rate makes them equal`,
      [
        {
          path,
          code: 'maximum',
          message: `leave too little financed for an APR: ${formatCents(amountFinancedC)} repaid by ${formatCents(totalC)}`,
        },
      ],
    );
  }
  return { apr, amountFinanced: fromCents(amountFinancedC), financeCharge: fromCents(totalC - amountFinancedC) };
}

/** The members a dated loan adds to a result (none without the new inputs). */
export function loanResult(loan: LoanSchedule, principalC: number, o: LoanResultOptions) {
  const { base, actual, terms, monthly } = loan;
  const paymentsSaved = base.payoffMonths - actual.payoffMonths;
  const changes = actual.paymentChanges;
  return {
    ...(o.frequencyGiven ? { paymentFrequency: loan.frequency, paymentsPerYear: terms.perYear } : {}),
    ...(loan.days && actual.payoffMonths > 0 ? { payoffDate: dateOf(loan, actual.payoffMonths)! } : {}),
    ...(loan.hasPrepayments
      ? {
          interestSaved: fromCents(base.totalInterestC - actual.totalInterestC),
          paymentsSaved,
          monthsSaved: paymentsInMonths(paymentsSaved, terms),
        }
      : {}),
    ...(changes.length > 0
      ? {
          lastRegularPayment: fromCents(changes[changes.length - 1]!.paymentC),
          paymentChanges: changes.map((c) => ({
            afterPayment: c.afterPayment,
            ...(loan.days ? { date: dateOf(loan, c.afterPayment)! } : {}),
            payment: fromCents(c.paymentC),
          })),
        }
      : {}),
    ...(monthly
      ? {
          versusMonthly: {
            monthlyPayment: fromCents(monthly.paymentC),
            monthlyPayments: monthly.payoffMonths,
            monthlyTotalInterest: fromCents(monthly.totalInterestC),
            interestSaved: fromCents(monthly.totalInterestC - actual.totalInterestC),
            monthsSaved: roundTo(monthly.payoffMonths - (actual.payoffMonths * 12) / terms.perYear, 2),
            ...(loan.days && monthly.payoffMonths > 0
              ? { monthlyPayoffDate: formatDate(paymentDays(loan.days[0]!, 'monthly', monthly.payoffMonths).at(-1)!) }
              : {}),
          },
        }
      : {}),
    ...aprMembers(loan, principalC, o),
  };
}

/** A schedule row in dollars with its date (when dated) and its extra principal (when the loan has prepayments). */
export function loanRowDollars(loan: LoanSchedule, row: AmortizationRow) {
  return {
    paymentNumber: row.month,
    month: row.month,
    ...(loan.days ? { date: dateOf(loan, row.month)! } : {}),
    payment: fromCents(row.paymentC),
    principal: fromCents(row.principalC),
    interest: fromCents(row.interestC),
    ...(loan.hasPrepayments ? { extra: fromCents(row.extraC) } : {}),
    balance: fromCents(row.balanceC),
  };
}

/**
 * Warnings of a dated loan: a lump sum more than the balance then owed (applied up to it, which repays the loan), and
 * lump sums the loan was repaid before (not paid at all).
 */
export function loanTermsWarnings(loan: LoanSchedule): string[] {
  const end = loan.actual.payoffMonths;
  const when = (k: number) => `payment ${k}${loan.days ? ` (${dateOf(loan, k)})` : ''}`;
  const capped = loan.actual.cappedLumpSums;
  const warnings = capped
    .filter((c) => c.appliedC > 0)
    .map(
      (c) =>
        `The lump sum after ${when(c.afterPayment)}, ${formatCents(c.askedC)}, is more than the ${formatCents(c.appliedC)} ` +
        `then owed: ${formatCents(c.appliedC)} of it is applied, which repays the loan.`,
    );
  const late = [...loan.lumpSumsC.keys()]
    .filter((k) => k > end || capped.some((c) => c.afterPayment === k && c.appliedC === 0))
    .sort((a, b) => a - b);
  if (late.length > 0) {
    warnings.push(
      `The loan is repaid with ${when(end)}: nothing is owed for the lump sum${late.length > 1 ? 's' : ''} ` +
        `after payment ${late.join(', ')}, so ${late.length > 1 ? 'they are' : 'it is'} not paid.`,
    );
  }
  return warnings;
}
