/**
 * The two loans of a refinance, in integer cents: the current one (from its balance and the months left, or from
 * the original loan and the payments due by a date), the new one (the balance, cash out and any financed costs), and
 * the cost of each path month by month, from which both break-evens come. The level payments and their rounding are
 * amortize.ts's, the mortgage calculator's own.
 */
import { ApiError, type FieldError } from '../errors/api-error';
import type { RefinanceInput } from '../schemas/refinance-calculator';
import { amortize, type AmortizationRow } from './amortize';
import { formatCents, percentOfCents } from './money';
import { formatDate, parseDate, paymentDays } from './payment-dates';

/** The current loan from the refinance on: its payment and the rows left, renumbered from 1. */
export interface CurrentLoan {
  balanceC: number;
  paymentC: number;
  rows: readonly AmortizationRow[];
  /** Its term as the rows were computed (months left, or the original term). */
  termMonths: number;
  /** With the original loan: the payments due by asOfDate, its months and first payment date. */
  original?: { amountC: number; months: number; paymentsMade: number; firstPaymentDate: string; asOfDate: string };
}

const CURRENT_FORM = ['currentBalance', 'remainingYears'] as const;
const ORIGINAL_FORM = ['originalAmount', 'originalTermYears', 'firstPaymentDate', 'asOfDate'] as const;
const FORMS_WORDS =
  'give currentBalance with remainingYears, or originalAmount with originalTermYears, firstPaymentDate and asOfDate';

/** A 422 for the two forms of the current loan mixed, or one of them short of a member. */
function checkForms(input: RefinanceInput): 'current' | 'original' {
  const given = (k: string) => input[k as keyof RefinanceInput] !== undefined;
  const byBalance = CURRENT_FORM.some(given);
  const byOriginal = ORIGINAL_FORM.some(given);
  const errors: FieldError[] = [];
  if (byBalance && byOriginal) {
    for (const k of [...CURRENT_FORM, ...ORIGINAL_FORM].filter(given))
      errors.push({ path: `/${k}`, code: 'conflict', message: `the current loan comes in one form: ${FORMS_WORDS}` });
  } else {
    const form = byOriginal ? ORIGINAL_FORM : CURRENT_FORM;
    for (const k of form.filter((f) => !given(f)))
      errors.push({ path: `/${k}`, code: 'required', message: `is required: ${FORMS_WORDS}` });
  }
  if (errors.length > 0) throw ApiError.invalidInput(errors);
  return byOriginal ? 'original' : 'current';
}

function day(input: RefinanceInput, key: 'firstPaymentDate' | 'asOfDate'): number {
  const d = parseDate(input[key]!);
  if (d === undefined)
    throw ApiError.invalidInput([{ path: `/${key}`, code: 'format', message: 'must be a calendar date, YYYY-MM-DD' }]);
  return d;
}

/** The current loan, from either form. */
export function currentLoanOf(input: RefinanceInput): CurrentLoan {
  if (checkForms(input) === 'current') {
    const months = Math.round(input.remainingYears! * 12);
    const loan = amortize(input.currentBalance!, input.currentRate, months);
    return { balanceC: input.currentBalance!, paymentC: loan.paymentC, rows: loan.rows, termMonths: months };
  }
  const amountC = input.originalAmount!;
  const months = Math.round(input.originalTermYears! * 12);
  const loan = amortize(amountC, input.currentRate, months);
  const first = day(input, 'firstPaymentDate');
  const asOf = day(input, 'asOfDate');
  const days = paymentDays(first, 'monthly', loan.rows.length);
  let made = 0;
  while (made < days.length && days[made]! <= asOf) made++;
  if (made >= loan.rows.length) {
    throw ApiError.invalidInput([
      {
        path: '/asOfDate',
        code: 'outside_schedule',
        message: `is on or after the current loan's last payment (${formatDate(days[days.length - 1] ?? first)}): nothing is left to refinance`,
      },
    ]);
  }
  const rest = loan.rows.slice(made).map((r, i) => ({ ...r, month: i + 1 }));
  return {
    balanceC: made === 0 ? amountC : loan.rows[made - 1]!.balanceC,
    paymentC: loan.paymentC,
    rows: rest,
    termMonths: months,
    original: {
      amountC,
      months,
      paymentsMade: made,
      firstPaymentDate: input.firstPaymentDate!,
      asOfDate: input.asOfDate!,
    },
  };
}

/** The new loan and what it costs to take out. */
export interface NewLoan {
  amountC: number;
  months: number;
  pointsC: number;
  closingC: number;
  totalCostsC: number;
  financedC: number;
  cashC: number;
  /** The prepaid finance charges of the APR: points and the closing costs that are finance charges. */
  financeChargesC: number;
}

/**
 * The new loan: the balance and cash out, plus the costs when they are financed. Points are a percent of the new
 * loan; financed, they are a percent of the loan that includes them: L = (balance + cash out + closing) / (1 − p),
 * rounded to the cent, the points being what L adds.
 */
export function newLoanOf(input: RefinanceInput, balanceC: number): NewLoan {
  if (input.closingCostsExcludedFromApr > input.closingCosts) {
    throw ApiError.invalidInput([
      {
        path: '/closingCostsExcludedFromApr',
        code: 'maximum',
        message: `must be at most closingCosts, ${formatCents(input.closingCosts)} (it is part of them)`,
      },
    ]);
  }
  const baseC = balanceC + input.cashOut;
  const closingC = input.closingCosts;
  let amountC: number;
  let pointsC: number;
  if (input.financeClosingCosts) {
    amountC = Math.round((baseC + closingC) / (1 - input.points / 100));
    pointsC = amountC - baseC - closingC;
  } else {
    amountC = baseC;
    pointsC = percentOfCents(amountC, input.points);
  }
  if (amountC <= 0) {
    throw ApiError.invalidInput([
      {
        path: '/currentBalance',
        code: 'minimum',
        message: 'leaves nothing to refinance: the balance and the cash out are both 0',
      },
    ]);
  }
  const totalCostsC = pointsC + closingC;
  return {
    amountC,
    months: Math.round(input.newTenureYears * 12),
    pointsC,
    closingC,
    totalCostsC,
    financedC: input.financeClosingCosts ? totalCostsC : 0,
    cashC: input.financeClosingCosts ? 0 : totalCostsC,
    financeChargesC: pointsC + closingC - input.closingCostsExcludedFromApr,
  };
}

/** The cost of each path to the end of every month from the refinance, 1..months (index 0: at closing). */
export interface CostPaths {
  months: number;
  /** Interest on the current loan to date. */
  keepC: Float64Array;
  /** Points and closing costs plus interest on the new loan to date. */
  refinanceC: Float64Array;
}

export function costPaths(
  current: readonly AmortizationRow[],
  next: readonly AmortizationRow[],
  costsC: number,
): CostPaths {
  const months = Math.max(current.length, next.length);
  const keepC = new Float64Array(months + 1);
  const refinanceC = new Float64Array(months + 1);
  refinanceC[0] = costsC;
  for (let m = 1; m <= months; m++) {
    keepC[m] = keepC[m - 1]! + (current[m - 1]?.interestC ?? 0);
    refinanceC[m] = refinanceC[m - 1]! + (next[m - 1]?.interestC ?? 0);
  }
  return { months, keepC, refinanceC };
}

/** The first month whose cost of refinancing to date is at most that of keeping the loan; null when none is. */
export function trueBreakEven(paths: CostPaths): number | null {
  for (let m = 1; m <= paths.months; m++) if (paths.refinanceC[m]! <= paths.keepC[m]!) return m;
  return null;
}

/** Costs over monthly saving, rounded up to a whole month (0 without costs); null when the payment does not fall. */
export function simpleBreakEven(costsC: number, savingC: number): number | null {
  if (savingC <= 0) return null;
  return Math.ceil(costsC / savingC);
}

/** A path's cost at month m (the last month's past the end). */
export function at(path: Float64Array, m: number): number {
  return path[Math.min(m, path.length - 1)]!;
}
