/**
 * Mortgage: principal and interest as the EMI (r = annualRate / 1200, n = round(tenureYears × 12),
 * payment in arrears), plus the monthly escrow items (property tax on the home price, insurance),
 * PMI, HOA dues, and an optional extra principal payment every month.
 *
 * PMI follows the Homeowners Protection Act (12 U.S.C. 4902) for a fixed-rate loan: charged while
 * the loan is over 80 % of the original value; it terminates automatically when the balance is
 * first *scheduled* (on the initial amortization schedule, whatever the actual payments) to reach
 * 78 % of the original value (§4902(b)), and at the latest at the middle of the term (§4902(c)).
 * The borrower may ask for cancellation earlier, once the *actual* balance reaches 80 % (§4902(a)).
 */
import {
  mortgageInputSchema,
  mortgageSchemas,
  type MortgageInput,
  type MortgageResult,
} from '../schemas/mortgage-calculator';
import {
  amortize,
  paymentRoundingWarnings,
  yearlyAmortization,
  yearlyRowDollars,
  type Amortization,
  type AmortizationRow,
} from './amortize';
import { defaultNotes } from './default-note';
import { defineCalculator } from './define';
import { precisionWarnings } from './exact-cents';
import { formatCents, fromCents, homePurchase, monthlyPercentOfCents, roundPct } from './money';

const byDefault = defaultNotes(mortgageInputSchema);

/** PMI is charged while the loan is over this percent of the home price. */
const PMI_LTV_LIMIT_PCT = 80;

/** First month (1-based) whose closing balance (integer cents) passes `isAtOrBelow`; the last month if none does. */
function firstMonthAtOrBelow(rows: readonly AmortizationRow[], isAtOrBelow: (balanceC: number) => boolean): number {
  const row = rows.find((r) => isAtOrBelow(r.balanceC));
  return row ? row.month : rows.length;
}

interface Pmi {
  /** The loan is over 80 % of the price: decided on the unrounded down-payment percentage. */
  required: boolean;
  monthlyC: number;
  /** Last payment with PMI; null without PMI. */
  endsMonth: number | null;
  endsBy: string;
  cancelableMonth: number | null;
}

/** PMI under the Homeowners Protection Act (12 U.S.C. 4902), see the module comment. */
function pmiOf(input: MortgageInput, homeC: number, loanC: number, scheduled: Amortization, actual: Amortization): Pmi {
  // LTV = 100 − down payment % exactly: comparing the cent-rounded loan instead would charge PMI on a 20 % down
  // payment whenever rounding the down payment to the cent leaves the loan a fraction of a cent over 80 %.
  const required = 100 - input.downPaymentPct > PMI_LTV_LIMIT_PCT && loanC > 0;
  const monthlyC = required ? monthlyPercentOfCents(loanC, input.pmiRate) : 0;
  if (monthlyC === 0) return { required, monthlyC, endsMonth: null, endsBy: '', cancelableMonth: null };
  // §4902(b): the first month whose scheduled balance is at or below 78 % of the original value (balance / price ≤ 39 / 50).
  const at78 = firstMonthAtOrBelow(scheduled.rows, (b) => b * 50 <= homeC * 39);
  // §4902(c): no PMI after the first half of the term.
  const midpoint = Math.ceil(scheduled.termMonths / 2);
  const endsMonth = Math.min(at78, midpoint, actual.payoffMonths);
  const endsBy =
    endsMonth === actual.payoffMonths && endsMonth < Math.min(at78, midpoint)
      ? 'the loan is paid off'
      : at78 <= midpoint
        ? 'the scheduled balance reaches 78% of the home price'
        : 'the middle of the term is reached (the balance is still above 78% of the home price then)';
  const at80 = firstMonthAtOrBelow(actual.rows, (b) => b * 5 <= homeC * 4);
  return { required, monthlyC, endsMonth, endsBy, cancelableMonth: at80 < endsMonth ? at80 : null };
}

/** Everything the result, the assumptions and the warnings are made of, in integer cents. */
function simulateMortgage(input: MortgageInput) {
  const n = Math.round(input.tenureYears * 12);
  const homeC = input.homePrice;
  const { downC, loanC } = homePurchase(homeC, input.downPaymentPct);
  const scheduled = amortize(loanC, input.annualRate, n);
  const extraC = input.extraMonthlyPayment;
  const actual =
    extraC > 0 ? amortize(loanC, input.annualRate, n, { extraC, paymentC: scheduled.paymentC }) : scheduled;
  return {
    n,
    homeC,
    downC,
    loanC,
    extraC,
    scheduled,
    actual,
    pmi: pmiOf(input, homeC, loanC, scheduled, actual),
    taxC: monthlyPercentOfCents(homeC, input.propertyTaxRate),
    insuranceC: input.insuranceMonthly,
    hoaC: input.hoaMonthly,
  };
}

type Mortgage = ReturnType<typeof simulateMortgage>;

function mortgageAssumptions(input: MortgageInput, m: Mortgage): string[] {
  const { pmi } = m;
  const assumptions = [
    `${m.n} monthly payments in arrears at ${input.annualRate}% / 12 per month; payment rounded to a whole cent (down or up, whichever schedule ends closer to the term), ` +
      'interest rounded to cents each month, the final payment clears the balance left by the rounding',
    `Down payment ${input.downPaymentPct}% of the home price${byDefault('downPaymentPct', input.downPaymentPct)}: ${formatCents(m.downC)}; loan ${formatCents(m.loanC)}`,
    `Property tax ${input.propertyTaxRate}%/yr of the home price${byDefault('propertyTaxRate', input.propertyTaxRate)}: ${formatCents(m.taxC)}/month`,
    `Home insurance ${formatCents(m.insuranceC)}/month${byDefault('insuranceMonthly', input.insuranceMonthly)}`,
    m.hoaC > 0 ? `HOA dues ${formatCents(m.hoaC)}/month` : `No HOA dues${byDefault('hoaMonthly', input.hoaMonthly)}`,
  ];
  if (pmi.monthlyC > 0) {
    assumptions.push(
      `PMI ${input.pmiRate}%/yr of the original loan${byDefault('pmiRate', input.pmiRate)}: ${formatCents(pmi.monthlyC)}/month, ` +
        'charged because the down payment is under 20%. It ends automatically when the balance is first scheduled to reach 78% of the home price ' +
        '(Homeowners Protection Act, 12 U.S.C. 4902(b), on the original schedule whatever extra is paid) or at the middle of the term (4902(c)), ' +
        `whichever comes first: here after payment ${pmi.endsMonth}, when ${pmi.endsBy}`,
    );
  } else if (pmi.required) {
    assumptions.push(
      `No PMI charged: the loan is over 80% of the home price, but PMI at ${input.pmiRate}%/yr of the loan comes to $0.00 a month`,
    );
  } else {
    assumptions.push('No PMI: the loan is at most 80% of the home price');
  }
  if (m.extraC > 0) {
    assumptions.push(
      `Extra principal of ${formatCents(m.extraC)} paid with every payment from month 1: the loan is repaid in ${m.actual.payoffMonths} months instead of ${m.scheduled.payoffMonths}`,
    );
  }
  return assumptions;
}

function mortgageWarnings(input: MortgageInput, m: Mortgage): string[] {
  const warnings = paymentRoundingWarnings(m.scheduled);
  // The largest figure reported is the scheduled total of payments (the home price when there is no loan).
  warnings.push(...precisionWarnings(fromCents(Math.max(m.homeC, m.scheduled.totalPaymentC))));
  if (m.loanC === 0) warnings.push('There is no loan: the down payment covers the whole home price.');
  const { cancelableMonth, endsMonth } = m.pmi;
  if (cancelableMonth !== null && endsMonth !== null) {
    warnings.push(
      `The balance reaches 80% of the home price after payment ${cancelableMonth}: from then you may ask the servicer to cancel PMI ` +
        `(12 U.S.C. 4902(a), with a good payment history), ${endsMonth - cancelableMonth} months before it ends automatically.`,
    );
  }
  return warnings;
}

type YearRow = NonNullable<MortgageResult['yearlySchedule']>[number];

/** The yearly rows, with the PMI of months 1..pmiMonths paid in each year. */
function yearlyRows(rows: readonly AmortizationRow[], pmiMonthlyC: number, pmiMonths: number): YearRow[] {
  return yearlyAmortization(rows).map((y) => {
    const start = (y.year - 1) * 12;
    const end = Math.min(start + 12, rows.length);
    return { ...yearlyRowDollars(y), pmiPaid: fromCents(pmiMonthlyC * Math.max(0, Math.min(end, pmiMonths) - start)) };
  });
}

export const mortgageCalculator = defineCalculator<MortgageInput, MortgageResult>('mortgage-calculator', {
  schemas: mortgageSchemas,
  compute(input) {
    const m = simulateMortgage(input);
    const { scheduled, actual, pmi } = m;
    const pmiMonths = pmi.endsMonth ?? 0;
    const schedule = input.schedule;
    return {
      result: {
        loanAmount: fromCents(m.loanC),
        downPayment: fromCents(m.downC),
        loanToValuePct: m.homeC > 0 ? roundPct(100 - input.downPaymentPct) : 0,
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
        ...(m.extraC > 0
          ? {
              monthsSaved: scheduled.payoffMonths - actual.payoffMonths,
              interestSaved: fromCents(scheduled.totalInterestC - actual.totalInterestC),
            }
          : {}),
        ...(schedule === 'monthly'
          ? {
              schedule: actual.rows.map((row) => ({
                month: row.month,
                payment: fromCents(row.paymentC),
                principal: fromCents(row.principalC),
                interest: fromCents(row.interestC),
                extra: fromCents(row.extraC),
                pmi: row.month <= pmiMonths ? fromCents(pmi.monthlyC) : 0,
                balance: fromCents(row.balanceC),
              })),
            }
          : {}),
        ...(schedule !== 'none' ? { yearlySchedule: yearlyRows(actual.rows, pmi.monthlyC, pmiMonths) } : {}),
      },
      assumptions: mortgageAssumptions(input, m),
      warnings: mortgageWarnings(input, m),
    };
  },
});
