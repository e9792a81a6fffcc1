/**
 * Private mortgage insurance, shared by the mortgage and the rent-vs-buy calculators so that one house gets one PMI.
 *
 * PMI follows the Homeowners Protection Act (12 U.S.C. 4902) for a fixed-rate loan: charged while
 * the loan is over 80 % of the original value; it terminates automatically when the balance is
 * first *scheduled* (on the initial amortization schedule, whatever the actual payments) to reach
 * 78 % of the original value (§4902(b)), and at the latest at the middle of the term (§4902(c)).
 * The borrower may ask for cancellation earlier, once the *actual* balance reaches 80 % (§4902(a)),
 * extra payments and lump sums included.
 */
import type { Amortization, AmortizationRow } from './amortize';
import { formatCents, fromCents, monthlyPercentOfCents, toCents } from './money';

/** PMI is charged while the loan is over this percent of the home price. */
const PMI_LTV_LIMIT_PCT = 80;

/** The loan PMI is judged on: its original schedule, the schedule as paid, and its payments a year. */
export interface PmiLoan {
  /** The loan without extra payments or lump sums (the schedule §4902(b) reads). */
  base: Amortization;
  /** The loan as it is paid. */
  actual: Amortization;
  terms: { perYear: number; monthlyDivisor?: number };
}

export interface Pmi {
  /** The loan is over 80 % of the price: decided on the unrounded down-payment percentage (or the dollars). */
  required: boolean;
  /** Per payment (per month for a monthly loan). */
  monthlyC: number;
  /** Last payment with PMI; null without PMI. */
  endsMonth: number | null;
  endsBy: string;
  cancelableMonth: number | null;
  /** Last payment with PMI on the original schedule (the legal obligation, for the APR); 0 without PMI. */
  scheduledEnd: number;
}

/** A yearly charge of `annualPct` percent of an amount in cents, per payment at `perYear` payments a year. */
export function perPaymentPercentOfCents(amountC: number, annualPct: number, perYear: number): number {
  return perYear === 12
    ? monthlyPercentOfCents(amountC, annualPct)
    : toCents((fromCents(amountC) * annualPct) / (100 * perYear));
}

/**
 * Whether a loan needs PMI: LTV = 100 − down payment % exactly when the down payment is a percentage (comparing the
 * cent-rounded loan instead would charge PMI on a 20 % down payment whenever rounding the down payment to the cent
 * leaves the loan a fraction of a cent over 80 %), else the loan in cents against 80 % of the price.
 */
export function pmiRequired(homeC: number, loanC: number, downPaymentPct: number | undefined): boolean {
  return loanC > 0 && (downPaymentPct !== undefined ? 100 - downPaymentPct > PMI_LTV_LIMIT_PCT : loanC * 5 > homeC * 4);
}

/** First payment (1-based) whose closing balance (integer cents) passes `isAtOrBelow`; the last payment if none does. */
function firstMonthAtOrBelow(rows: readonly AmortizationRow[], isAtOrBelow: (balanceC: number) => boolean): number {
  const row = rows.find((r) => isAtOrBelow(r.balanceC));
  return row ? row.month : rows.length;
}

/** PMI under the Homeowners Protection Act (12 U.S.C. 4902), see the module comment. */
export function pmiOf(pmiRate: number, homeC: number, loanC: number, required: boolean, loan: PmiLoan): Pmi {
  const { base, actual } = loan;
  const monthlyC = required ? perPaymentPercentOfCents(loanC, pmiRate, loan.terms.perYear) : 0;
  if (monthlyC === 0)
    return { required, monthlyC, endsMonth: null, endsBy: '', cancelableMonth: null, scheduledEnd: 0 };
  // §4902(b): the first payment whose scheduled balance is at or below 78 % of the original value (balance / price ≤ 39 / 50).
  const at78 = firstMonthAtOrBelow(base.rows, (b) => b * 50 <= homeC * 39);
  // §4902(c): no PMI after the first half of the amortization period (an accelerated loan's is its own schedule).
  const midpoint = Math.ceil((loan.terms.monthlyDivisor ? base.payoffMonths : base.termMonths) / 2);
  const endsMonth = Math.min(at78, midpoint, actual.payoffMonths);
  const endsBy =
    endsMonth === actual.payoffMonths && endsMonth < Math.min(at78, midpoint)
      ? 'the loan is paid off'
      : at78 <= midpoint
        ? 'the scheduled balance reaches 78% of the home price'
        : 'the middle of the term is reached (the balance is still above 78% of the home price then)';
  const at80 = firstMonthAtOrBelow(actual.rows, (b) => b * 5 <= homeC * 4);
  return {
    required,
    monthlyC,
    endsMonth,
    endsBy,
    cancelableMonth: at80 < endsMonth ? at80 : null,
    scheduledEnd: Math.min(at78, midpoint, base.payoffMonths),
  };
}

/**
 * The PMI line of a result's assumptions. `per` is "month" or "payment"; `rateNote` says whether the rate is the
 * default; `endsWhen` adds the date of the last payment with PMI where the loan has dates.
 */
export function pmiAssumption(pmiRate: number, pmi: Pmi, per: string, rateNote: string, endsWhen = ''): string {
  if (pmi.monthlyC > 0) {
    return (
      `PMI ${pmiRate}%/yr of the original loan${rateNote}: ${formatCents(pmi.monthlyC)}/${per}, ` +
      'charged because the down payment is under 20%. It ends automatically when the balance is first scheduled to reach 78% of the home price ' +
      '(Homeowners Protection Act, 12 U.S.C. 4902(b), on the original schedule whatever extra is paid) or at the middle of the term (4902(c)), ' +
      `whichever comes first: here after payment ${pmi.endsMonth}${endsWhen}, when ${pmi.endsBy}`
    );
  }
  return pmi.required
    ? `No PMI charged: the loan is over 80% of the home price, but PMI at ${pmiRate}%/yr of the loan comes to $0.00 a ${per}`
    : 'No PMI: the loan is at most 80% of the home price';
}
