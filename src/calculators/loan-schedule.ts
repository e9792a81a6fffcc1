/**
 * A loan as lenders write it: a payment frequency, an optional first payment date (every row then has its date and
 * the loan a payoff date), a recurring extra payment and lump sums, each lump sum shortening the loan (the payment
 * stays) or lowering the payment (re-amortized over the term left). Shared by the EMI and mortgage calculators;
 * the arithmetic is amortize.ts's, in integer cents.
 *
 * Without the new inputs this is exactly the monthly loan of amortize(principal, rate, round(years × 12)).
 */
import { ApiError, type FieldError } from '../errors/api-error';
import { DATE_RANGE } from '../schemas/common';
import { amortize, type Amortization } from './amortize';
import { annualPercentageRate, type UnitPeriod } from './apr';
import {
  FREQUENCIES,
  LAST_DAY,
  MAX_PAYMENTS,
  dayNumber,
  firstDateProblem,
  formatDate,
  maxTermYears,
  parseDate,
  paymentDays,
  type Frequency,
  type PaymentFrequency,
} from './payment-dates';
import { formatCents, fromCents, roundTo } from './money';

export type PrepaymentEffect = 'shorterTerm' | 'lowerPayment';

/** A lump sum of extra principal, paid right after the payment it names or after the last one on or before its date. */
export interface LumpSumInput {
  /** Integer cents. */
  amount: number;
  date?: string;
  paymentNumber?: number;
}

/** The inputs of a dated loan, money in integer cents. */
export interface LoanTermsInput {
  annualRate: number;
  tenureYears: number;
  paymentFrequency?: PaymentFrequency;
  firstPaymentDate?: string;
  extraPayment?: number;
  lumpSums?: readonly LumpSumInput[];
  prepaymentEffect?: PrepaymentEffect;
}

export interface LoanSchedule {
  frequency: PaymentFrequency;
  terms: Frequency;
  /** Payments the term has at this frequency: round(tenureYears × payments a year). */
  n: number;
  /** The loan at this frequency without extra payments or lump sums. */
  base: Amortization;
  /** The loan as it is paid, with them (= base without them). */
  actual: Amortization;
  /** For the accelerated frequencies: the monthly loan the payment is derived from. */
  monthly?: Amortization;
  /** Payment dates (day numbers) for every payment of `base` (which `actual` never outlasts); only with a first date. */
  days?: Int32Array;
  /** Lump sums by payment number, integer cents (several on one payment are added). */
  lumpSumsC: ReadonlyMap<number, number>;
  extraC: number;
  prepaymentEffect: PrepaymentEffect;
  /** True when any of the new inputs is given: the result then reports the fields that come with them. */
  hasPrepayments: boolean;
}

/** True when the request uses any dated-loan input (otherwise the answer is exactly the monthly loan's). */
export function usesLoanTerms(input: LoanTermsInput): boolean {
  return (
    input.paymentFrequency !== undefined ||
    input.firstPaymentDate !== undefined ||
    input.extraPayment !== undefined ||
    input.lumpSums !== undefined ||
    input.prepaymentEffect !== undefined
  );
}

function refuse(errors: FieldError[]): never {
  throw ApiError.invalidInput(errors);
}

/** The first payment date as a day number, or a 422 for one the frequency cannot start from. */
function firstDay(input: LoanTermsInput, frequency: PaymentFrequency): number | undefined {
  if (input.firstPaymentDate === undefined) return undefined;
  const day = parseDate(input.firstPaymentDate);
  if (day === undefined) {
    refuse([{ path: '/firstPaymentDate', code: 'format', message: 'must be a calendar date, YYYY-MM-DD' }]);
  }
  const problem = firstDateProblem(day, frequency);
  if (problem) refuse([{ path: '/firstPaymentDate', code: 'semimonthly_day', message: problem }]);
  return day;
}

/**
 * Lump sums by payment number: a `paymentNumber` as given, a `date` on the last payment on or before it. Either
 * must fall within the schedule of the loan without prepayments (payments 1..`count`), or it is a 422.
 */
function lumpSumsByPayment(input: LoanTermsInput, count: number, days: Int32Array | undefined): Map<number, number> {
  const byPayment = new Map<number, number>();
  const errors: FieldError[] = [];
  (input.lumpSums ?? []).forEach((lump, i) => {
    const path = `/lumpSums/${i}`;
    let number = lump.paymentNumber;
    if ((lump.date === undefined) === (number === undefined)) {
      errors.push({ path, code: 'oneOf', message: 'must have exactly one of date or paymentNumber' });
      return;
    }
    if (lump.date !== undefined) {
      const day = parseDate(lump.date);
      if (day === undefined) {
        errors.push({ path: `${path}/date`, code: 'format', message: 'must be a calendar date, YYYY-MM-DD' });
        return;
      }
      if (!days) {
        errors.push({
          path: `${path}/date`,
          code: 'requires_first_payment_date',
          message: 'a lump sum by date needs firstPaymentDate (or give its paymentNumber)',
        });
        return;
      }
      if (day < days[0]! || day > days[count - 1]!) {
        errors.push({
          path: `${path}/date`,
          code: 'outside_schedule',
          message: `must be within the schedule, ${formatDate(days[0]!)} to ${formatDate(days[count - 1]!)}`,
        });
        return;
      }
      // The last payment on or before the date (binary search over the increasing dates).
      let lo = 0;
      let hi = count - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (days[mid]! <= day) lo = mid;
        else hi = mid - 1;
      }
      number = lo + 1;
    }
    if (number! > count) {
      errors.push({
        path: `${path}/paymentNumber`,
        code: 'outside_schedule',
        message: `must be within the schedule, 1 to ${count} (the loan has ${count} payments without prepayments)`,
      });
      return;
    }
    byPayment.set(number!, (byPayment.get(number!) ?? 0) + lump.amount);
  });
  if (errors.length > 0) refuse(errors);
  return byPayment;
}

/**
 * The loan's schedules at its frequency, with and without prepayments, and their dates.
 * @example scheduleLoan(30000000, { annualRate: 6, tenureYears: 30, paymentFrequency: 'acceleratedBiweekly' }).base.paymentC // 89932
 */
export function scheduleLoan(principalC: number, input: LoanTermsInput): LoanSchedule {
  const frequency = input.paymentFrequency ?? 'monthly';
  const terms = FREQUENCIES[frequency];
  const n = Math.round(input.tenureYears * terms.perYear);
  if (n > MAX_PAYMENTS) {
    refuse([
      {
        path: '/tenureYears',
        code: 'maximum',
        message: `must be <= ${maxTermYears(frequency)} with ${frequency} payments (a schedule has at most ${MAX_PAYMENTS} payments)`,
      },
    ]);
  }
  const first = firstDay(input, frequency);
  const perYear = terms.perYear;
  let monthly: Amortization | undefined;
  let base: Amortization;
  if (terms.monthlyDivisor) {
    monthly = amortize(principalC, input.annualRate, Math.round(input.tenureYears * 12));
    // Half (a quarter) of the monthly payment, rounded up to the cent, every 14 (7) days until the loan is repaid.
    const paymentC = Math.ceil(monthly.paymentC / terms.monthlyDivisor);
    base = amortize(principalC, input.annualRate, n, { perYear, paymentC });
  } else {
    base = amortize(principalC, input.annualRate, n, { perYear });
  }
  const count = base.payoffMonths;
  const days = first === undefined ? undefined : paymentDays(first, frequency, Math.max(count, 1));
  const lumpSumsC = lumpSumsByPayment(input, count, days);
  const extraC = input.extraPayment ?? 0;
  const prepaymentEffect = input.prepaymentEffect ?? 'shorterTerm';
  const prepaid = extraC > 0 || lumpSumsC.size > 0;
  const actual = prepaid
    ? amortize(principalC, input.annualRate, n, {
        perYear,
        paymentC: base.paymentC,
        extraC,
        lumpSumsC,
        ...(prepaymentEffect === 'lowerPayment' ? { reamortizeOver: count } : {}),
      })
    : base;
  if (days && first !== undefined) {
    const last = days[Math.max(actual.payoffMonths, 1) - 1]!;
    checkLastPayment(last, monthly ? { first, payments: monthly.payoffMonths } : undefined);
  }
  return {
    frequency,
    terms,
    n,
    base,
    actual,
    ...(monthly ? { monthly } : {}),
    ...(days ? { days } : {}),
    lumpSumsC,
    extraC,
    prepaymentEffect,
    hasPrepayments: prepaid,
  };
}

/**
 * A 422 on firstPaymentDate when the loan's last payment (`lastDay`), or that of the monthly loan an accelerated one
 * is compared with (`monthly`, from the first date), falls after the calendar's last day: an answer never carries a
 * date past it (a first payment in 9999 once answered a payoff in the year 10029).
 */
function checkLastPayment(lastDay: number, monthly: { first: number; payments: number } | undefined): void {
  const monthlyLast = monthly ? paymentDays(monthly.first, 'monthly', Math.max(monthly.payments, 1)).at(-1)! : 0;
  const [day, whose] =
    lastDay > LAST_DAY
      ? [lastDay, 'the last payment']
      : [monthlyLast, 'the last payment of the monthly loan it is compared with'];
  if (day <= LAST_DAY) return;
  refuse([
    {
      path: '/firstPaymentDate',
      code: 'maximum',
      message: `puts ${whose} on ${formatDate(day)}, after ${DATE_RANGE.last}: every payment must fall by ${DATE_RANGE.last}`,
    },
  ]);
}

/** Months a number of payments at this frequency spans, to 2 decimals (payments × 12 / payments a year). */
export function paymentsInMonths(payments: number, terms: Frequency): number {
  return roundTo((payments * 12) / terms.perYear, 2);
}

/** Years the loan as paid runs, to 2 decimals: its payments / payments a year (724 biweekly payments: 27.85). */
export function payoffYears(loan: LoanSchedule): number {
  return roundTo(loan.actual.payoffMonths / loan.terms.perYear, 2);
}

/** The date of payment `number` (1-based), YYYY-MM-DD. */
export function dateOf(loan: LoanSchedule, number: number): string | undefined {
  return loan.days && number >= 1 ? formatDate(loan.days[number - 1]!) : undefined;
}

/** The assumptions a dated loan adds to its calculator's. */
export function loanTermsAssumptions(loan: LoanSchedule): string[] {
  const { terms, frequency } = loan;
  const out: string[] = [];
  if (terms.monthlyDivisor) {
    out.push(
      `Payments ${terms.words}: ${formatCents(loan.base.paymentC)}, the monthly payment of ${formatCents(loan.monthly!.paymentC)} ` +
        `divided by ${terms.monthlyDivisor} and rounded up to the cent, until the loan is repaid (${loan.base.payoffMonths} payments)`,
    );
  }
  if (loan.days) {
    const rule =
      frequency === 'monthly'
        ? 'on the same day of every month (clamped to the end of shorter months)'
        : frequency === 'semimonthly'
          ? 'on days d and d + 15 of every month (the second clamped to the month end)'
          : `every ${terms.days} days`;
    out.push(`First payment on ${dateOf(loan, 1)}, then ${rule}; yearly rows are calendar years`);
  }
  if (loan.extraC > 0) out.push(`Extra principal of ${formatCents(loan.extraC)} paid with every payment`);
  if (loan.lumpSumsC.size > 0) {
    const list = [...loan.lumpSumsC]
      .sort((a, b) => a[0] - b[0])
      .map(([k, c]) => `${formatCents(c)} after payment ${k}${loan.days ? ` (${dateOf(loan, k)})` : ''}`);
    out.push(
      `Lump sums of extra principal: ${list.join(', ')}; ` +
        (loan.prepaymentEffect === 'lowerPayment'
          ? `each re-amortizes the loan over the payments left of the ${loan.base.payoffMonths} (a lower payment, the same payoff)`
          : 'the payment stays the same and the loan ends sooner'),
    );
  }
  return out;
}

const UNIT_PERIOD: Readonly<Record<PaymentFrequency, UnitPeriod>> = {
  monthly: 'month',
  semimonthly: 'semimonth',
  biweekly: 'biweek',
  acceleratedBiweekly: 'biweek',
  weekly: 'week',
  acceleratedWeekly: 'week',
};

/** Nominal advance date of scheduledApr's stream: the 1st of a month, so that every payment falls on a whole unit-period. */
const NOMINAL_ADVANCE = dayNumber(2001, 1, 1);

/**
 * The APR (percent, 3 decimals) of scheduled payments (integer cents, one per unit-period, the first one full
 * unit-period after the advance) repaying `amountFinancedC`: Appendix J's general equation through
 * annualPercentageRate, on nominal dates a whole number of unit-periods apart (monthly on the 1st; semi-monthly on the
 * 16th and the 1st, 15 days and a month; every 7 or 14 days).
 */
export function scheduledApr(
  amountFinancedC: number,
  paymentsC: readonly number[],
  frequency: PaymentFrequency,
): number {
  const unitPeriod = UNIT_PERIOD[frequency];
  const days =
    frequency === 'semimonthly'
      ? paymentDays(NOMINAL_ADVANCE + 15, 'semimonthly', paymentsC.length)
      : frequency === 'monthly'
        ? paymentDays(dayNumber(2001, 2, 1), 'monthly', paymentsC.length)
        : paymentDays(NOMINAL_ADVANCE + FREQUENCIES[frequency].days, frequency, paymentsC.length);
  const apr = annualPercentageRate({
    amountFinanced: fromCents(amountFinancedC),
    advanceDate: formatDate(NOMINAL_ADVANCE),
    payments: paymentsC.map((c, j) => ({ date: formatDate(days[j]!), amount: fromCents(c) })),
    unitPeriod,
  });
  return roundTo(apr, 3);
}
