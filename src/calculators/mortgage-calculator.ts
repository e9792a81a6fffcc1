/**
 * Mortgage: principal and interest as the EMI (r = annualRate / (100 × payments a year), n = round(tenureYears ×
 * payments a year), payment in arrears; monthly unless paymentFrequency says otherwise), plus the escrow items
 * (property tax on the home price, insurance), PMI, HOA dues, each per payment, and optional extra principal and
 * lump sums (loan-schedule.ts).
 *
 * PMI follows the Homeowners Protection Act (12 U.S.C. 4902) for a fixed-rate loan: charged while
 * the loan is over 80 % of the original value; it terminates automatically when the balance is
 * first *scheduled* (on the initial amortization schedule, whatever the actual payments) to reach
 * 78 % of the original value (§4902(b)), and at the latest at the middle of the term (§4902(c)).
 * The borrower may ask for cancellation earlier, once the *actual* balance reaches 80 % (§4902(a)),
 * extra payments and lump sums included.
 */
import { ApiError } from '../errors/api-error';
import {
  mortgageInputSchema,
  mortgageSchemas,
  type MortgageInput,
  type MortgageResult,
} from '../schemas/mortgage-calculator';
import { paymentRoundingWarnings, yearlyAmortization, yearlyRowDollars, type AmortizationRow } from './amortize';
import { defaultNotes } from './default-note';
import { defineCalculator } from './define';
import { precisionWarnings } from './exact-cents';
import { loanResult, loanTermsWarnings } from './loan-result';
import { dateOf, loanTermsAssumptions, scheduleLoan, usesLoanTerms, type LoanSchedule } from './loan-schedule';
import {
  formatCents,
  fromCents,
  homePurchase,
  monthlyPercentOfCents,
  percentOfCents,
  roundPct,
  toCents,
} from './money';
import { yearOf } from './payment-dates';

const byDefault = defaultNotes(mortgageInputSchema);

/** PMI is charged while the loan is over this percent of the home price. */
const PMI_LTV_LIMIT_PCT = 80;

/** First payment (1-based) whose closing balance (integer cents) passes `isAtOrBelow`; the last payment if none does. */
function firstMonthAtOrBelow(rows: readonly AmortizationRow[], isAtOrBelow: (balanceC: number) => boolean): number {
  const row = rows.find((r) => isAtOrBelow(r.balanceC));
  return row ? row.month : rows.length;
}

interface Pmi {
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
function perPaymentPercentOfCents(amountC: number, annualPct: number, perYear: number): number {
  return perYear === 12
    ? monthlyPercentOfCents(amountC, annualPct)
    : toCents((fromCents(amountC) * annualPct) / (100 * perYear));
}

/** A monthly amount in cents, per payment at `perYear` payments a year. */
function perPaymentOfMonthlyC(monthlyC: number, perYear: number): number {
  return perYear === 12 ? monthlyC : toCents((fromCents(monthlyC) * 12) / perYear);
}

/** PMI under the Homeowners Protection Act (12 U.S.C. 4902), see the module comment. */
function pmiOf(input: MortgageInput, homeC: number, loanC: number, required: boolean, loan: LoanSchedule): Pmi {
  const { base, actual } = loan;
  const monthlyC = required ? perPaymentPercentOfCents(loanC, input.pmiRate, loan.terms.perYear) : 0;
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

/** A 422 naming both forms of one input that disagree. */
function disagreement(a: string, b: string, detail: string): ApiError {
  return ApiError.invalidInput([
    { path: `/${a}`, code: 'conflict', message: `disagrees with ${b}: ${detail}; give one of them` },
    { path: `/${b}`, code: 'conflict', message: `disagrees with ${a}: ${detail}; give one of them` },
  ]);
}

/**
 * The down payment in cents and the loan, from downPaymentPct or from downPayment in dollars. A default
 * downPaymentPct yields to the dollars; a different one must agree with them to the cent.
 */
function downPaymentOf(input: MortgageInput, homeC: number) {
  if (input.downPayment === undefined)
    return { ...homePurchase(homeC, input.downPaymentPct), pct: input.downPaymentPct };
  const downC = Math.min(homeC, input.downPayment);
  const pctC = percentOfCents(homeC, input.downPaymentPct);
  if (input.downPaymentPct !== byDefaultValue('downPaymentPct') && Math.abs(pctC - downC) > 1) {
    throw disagreement(
      'downPaymentPct',
      'downPayment',
      `${input.downPaymentPct}% of the home price is ${formatCents(pctC)}, not ${formatCents(input.downPayment)}`,
    );
  }
  return { downC, loanC: homeC - downC, pct: homeC > 0 ? (downC / homeC) * 100 : 0 };
}

/** The annual property tax in cents, from propertyTaxRate or propertyTaxAnnual in dollars (same rule as the down payment). */
function annualTaxOf(input: MortgageInput, homeC: number): number | undefined {
  if (input.propertyTaxAnnual === undefined) return undefined;
  const fromRateC = percentOfCents(homeC, input.propertyTaxRate);
  if (
    input.propertyTaxRate !== byDefaultValue('propertyTaxRate') &&
    Math.abs(fromRateC - input.propertyTaxAnnual) > 1
  ) {
    throw disagreement(
      'propertyTaxRate',
      'propertyTaxAnnual',
      `${input.propertyTaxRate}% of the home price is ${formatCents(fromRateC)}/yr, not ${formatCents(input.propertyTaxAnnual)}`,
    );
  }
  return input.propertyTaxAnnual;
}

function byDefaultValue(key: 'downPaymentPct' | 'propertyTaxRate'): number {
  return (mortgageInputSchema.properties[key] as { default: number }).default;
}

/** The extra principal per payment: extraPayment, or the monthly loan's extraMonthlyPayment (not both). */
function extraOf(input: MortgageInput): number | undefined {
  const monthlyExtra = input.extraMonthlyPayment;
  if (monthlyExtra > 0 && (input.paymentFrequency ?? 'monthly') !== 'monthly') {
    throw ApiError.invalidInput([
      {
        path: '/extraMonthlyPayment',
        code: 'frequency',
        message: `applies to monthly payments only; use extraPayment with ${input.paymentFrequency} payments`,
      },
    ]);
  }
  if (monthlyExtra > 0 && input.extraPayment !== undefined && input.extraPayment !== monthlyExtra) {
    throw disagreement('extraMonthlyPayment', 'extraPayment', 'two different extra payments');
  }
  return input.extraPayment ?? (monthlyExtra > 0 ? monthlyExtra : undefined);
}

/** Everything the result, the assumptions and the warnings are made of, in integer cents. */
function simulateMortgage(input: MortgageInput) {
  const extended =
    usesLoanTerms(input) ||
    input.fees !== undefined ||
    input.points !== undefined ||
    input.downPayment !== undefined ||
    input.propertyTaxAnnual !== undefined;
  const homeC = input.homePrice;
  const { downC, loanC, pct } = downPaymentOf(input, homeC);
  const annualTaxC = annualTaxOf(input, homeC);
  const extraPayment = extraOf(input);
  const loan = scheduleLoan(loanC, { ...input, ...(extraPayment === undefined ? {} : { extraPayment }) });
  const perYear = loan.terms.perYear;
  // LTV = 100 − down payment % exactly: comparing the cent-rounded loan instead would charge PMI on a 20 % down
  // payment whenever rounding the down payment to the cent leaves the loan a fraction of a cent over 80 %.
  const required =
    loanC > 0 &&
    (input.downPayment === undefined ? 100 - input.downPaymentPct > PMI_LTV_LIMIT_PCT : loanC * 5 > homeC * 4);
  return {
    extended,
    n: loan.n,
    homeC,
    downC,
    downPct: pct,
    loanC,
    extraC: loan.extraC,
    loan,
    scheduled: loan.base,
    actual: loan.actual,
    pmi: pmiOf(input, homeC, loanC, required, loan),
    annualTaxC: annualTaxC ?? percentOfCents(homeC, input.propertyTaxRate),
    taxC:
      annualTaxC === undefined
        ? perPaymentPercentOfCents(homeC, input.propertyTaxRate, perYear)
        : toCents(fromCents(annualTaxC) / perYear),
    insuranceC: perPaymentOfMonthlyC(input.insuranceMonthly, perYear),
    hoaC: perPaymentOfMonthlyC(input.hoaMonthly, perYear),
  };
}

type Mortgage = ReturnType<typeof simulateMortgage>;

function mortgageAssumptions(input: MortgageInput, m: Mortgage): string[] {
  const { pmi, loan } = m;
  const monthly = loan.frequency === 'monthly';
  const per = monthly ? 'month' : 'payment';
  const downWords =
    input.downPayment === undefined
      ? `Down payment ${input.downPaymentPct}% of the home price${byDefault('downPaymentPct', input.downPaymentPct)}: ${formatCents(m.downC)}`
      : `Down payment ${formatCents(m.downC)} (${roundPct(m.downPct)}% of the home price)`;
  const taxWords =
    input.propertyTaxAnnual === undefined
      ? `Property tax ${input.propertyTaxRate}%/yr of the home price${byDefault('propertyTaxRate', input.propertyTaxRate)}: ${formatCents(m.taxC)}/${per}`
      : `Property tax ${formatCents(m.annualTaxC)}/yr: ${formatCents(m.taxC)}/${per}`;
  const assumptions = [
    loan.terms.monthlyDivisor
      ? `Payments in arrears at ${input.annualRate}% / ${loan.terms.perYear} per payment; interest rounded to cents each payment, the final payment clears the balance`
      : `${m.n} ${monthly ? 'monthly' : loan.terms.words} payments in arrears at ${input.annualRate}% / ${loan.terms.perYear} per ${per}; payment rounded to a whole cent (down or up, whichever schedule ends closer to the term), ` +
        `interest rounded to cents each ${per}, the final payment clears the balance left by the rounding`,
    `${downWords}; loan ${formatCents(m.loanC)}`,
    taxWords,
    `Home insurance ${formatCents(m.insuranceC)}/${per}${byDefault('insuranceMonthly', input.insuranceMonthly)}`,
    m.hoaC > 0 ? `HOA dues ${formatCents(m.hoaC)}/${per}` : `No HOA dues${byDefault('hoaMonthly', input.hoaMonthly)}`,
  ];
  if (pmi.monthlyC > 0) {
    assumptions.push(
      `PMI ${input.pmiRate}%/yr of the original loan${byDefault('pmiRate', input.pmiRate)}: ${formatCents(pmi.monthlyC)}/${per}, ` +
        'charged because the down payment is under 20%. It ends automatically when the balance is first scheduled to reach 78% of the home price ' +
        '(Homeowners Protection Act, 12 U.S.C. 4902(b), on the original schedule whatever extra is paid) or at the middle of the term (4902(c)), ' +
        `whichever comes first: here after payment ${pmi.endsMonth}${loan.days ? ` (${dateOf(loan, pmi.endsMonth!)})` : ''}, when ${pmi.endsBy}`,
    );
  } else if (pmi.required) {
    assumptions.push(
      `No PMI charged: the loan is over 80% of the home price, but PMI at ${input.pmiRate}%/yr of the loan comes to $0.00 a ${per}`,
    );
  } else {
    assumptions.push('No PMI: the loan is at most 80% of the home price');
  }
  if (!m.extended && m.extraC > 0) {
    assumptions.push(
      `Extra principal of ${formatCents(m.extraC)} paid with every payment from month 1: the loan is repaid in ${m.actual.payoffMonths} months instead of ${m.scheduled.payoffMonths}`,
    );
  }
  if (m.extended) assumptions.push(...loanTermsAssumptions(loan));
  return assumptions;
}

function mortgageWarnings(m: Mortgage): string[] {
  const warnings = m.loan.terms.monthlyDivisor ? [] : paymentRoundingWarnings(m.scheduled);
  // The largest figure reported is the scheduled total of payments (the home price when there is no loan).
  warnings.push(...precisionWarnings(fromCents(Math.max(m.homeC, m.scheduled.totalPaymentC))));
  if (m.loanC === 0) warnings.push('There is no loan: the down payment covers the whole home price.');
  const { cancelableMonth, endsMonth } = m.pmi;
  if (cancelableMonth !== null && endsMonth !== null) {
    const months = m.loan.frequency === 'monthly' ? 'months' : 'payments';
    warnings.push(
      `The balance reaches 80% of the home price after payment ${cancelableMonth}: from then you may ask the servicer to cancel PMI ` +
        `(12 U.S.C. 4902(a), with a good payment history), ${endsMonth - cancelableMonth} ${months} before it ends automatically.`,
    );
  }
  warnings.push(...loanTermsWarnings(m.loan));
  return warnings;
}

type YearRow = NonNullable<MortgageResult['yearlySchedule']>[number];

/** The yearly rows, with the PMI of payments 1..pmiMonths paid in each year. */
function yearlyRows(m: Mortgage, pmiMonths: number): YearRow[] {
  const { rows } = m.actual;
  const { days, terms } = m.loan;
  let start = 0;
  return yearlyAmortization(rows, terms.perYear, days).map((y) => {
    let end = start;
    while (end < rows.length && (days ? yearOf(days[end]!) === y.year : end - start < terms.perYear)) end++;
    const paid = Math.max(0, Math.min(end, pmiMonths) - start);
    start = end;
    return { ...yearlyRowDollars(y), pmiPaid: fromCents(m.pmi.monthlyC * paid) };
  });
}

export const mortgageCalculator = defineCalculator<MortgageInput, MortgageResult>('mortgage-calculator', {
  schemas: mortgageSchemas,
  compute(input) {
    const m = simulateMortgage(input);
    const { scheduled, actual, pmi, loan } = m;
    const pmiMonths = pmi.endsMonth ?? 0;
    const schedule = input.schedule;
    const rows = schedule === 'monthly' || schedule === 'payments';
    const feesC =
      input.fees === undefined && input.points === undefined
        ? undefined
        : (input.fees ?? 0) + (input.points === undefined ? 0 : percentOfCents(m.loanC, input.points));
    return {
      result: {
        loanAmount: fromCents(m.loanC),
        downPayment: fromCents(m.downC),
        loanToValuePct:
          m.homeC === 0
            ? 0
            : roundPct(input.downPayment === undefined ? 100 - input.downPaymentPct : (m.loanC / m.homeC) * 100),
        monthlyPrincipalAndInterest: fromCents(scheduled.paymentC),
        monthlyPropertyTax: fromCents(m.taxC),
        monthlyInsurance: fromCents(m.insuranceC),
        monthlyPmi: fromCents(pmi.monthlyC),
        monthlyHoa: fromCents(m.hoaC),
        totalMonthlyPayment: fromCents(scheduled.paymentC + m.taxC + m.insuranceC + pmi.monthlyC + m.hoaC),
        totalInterest: fromCents(actual.totalInterestC),
        totalOfPayments: fromCents(actual.totalPaymentC),
        totalPmi: fromCents(pmi.monthlyC * pmiMonths),
        pmiEndsMonth: pmi.endsMonth,
        pmiCancelableMonth: pmi.cancelableMonth,
        payoffMonths: actual.payoffMonths,
        ...(!m.extended && m.extraC > 0
          ? {
              monthsSaved: scheduled.payoffMonths - actual.payoffMonths,
              interestSaved: fromCents(scheduled.totalInterestC - actual.totalInterestC),
            }
          : {}),
        ...(m.extended
          ? {
              downPaymentPct: roundPct(m.downPct),
              propertyTaxAnnual: fromCents(m.annualTaxC),
              propertyTaxRate: m.homeC === 0 ? 0 : roundPct((m.annualTaxC / m.homeC) * 100),
              ...(loan.days && pmi.endsMonth ? { pmiEndsDate: dateOf(loan, pmi.endsMonth)! } : {}),
              ...(loan.days && pmi.cancelableMonth ? { pmiCancelableDate: dateOf(loan, pmi.cancelableMonth)! } : {}),
              ...loanResult(loan, m.loanC, {
                frequencyGiven: input.paymentFrequency !== undefined,
                ...(feesC === undefined ? {} : { feesC, feesPath: input.fees === undefined ? '/points' : '/fees' }),
                // §1026.4(b)(5): mortgage insurance premiums are finance charges, paid with the scheduled payments.
                chargeOf: (k) => (k <= pmi.scheduledEnd ? pmi.monthlyC : 0),
              }),
            }
          : {}),
        ...(rows
          ? {
              schedule: actual.rows.map((row) => ({
                month: row.month,
                ...(loan.days ? { date: dateOf(loan, row.month)! } : {}),
                payment: fromCents(row.paymentC),
                principal: fromCents(row.principalC),
                interest: fromCents(row.interestC),
                extra: fromCents(row.extraC),
                pmi: row.month <= pmiMonths ? fromCents(pmi.monthlyC) : 0,
                balance: fromCents(row.balanceC),
              })),
            }
          : {}),
        ...(schedule !== 'none' ? { yearlySchedule: yearlyRows(m, pmiMonths) } : {}),
      },
      assumptions: mortgageAssumptions(input, m),
      warnings: mortgageWarnings(m),
    };
  },
});
