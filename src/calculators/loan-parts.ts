/**
 * The surface parts the EMI and the mortgage calculators share (parts.ts): the words of a loan paid at a frequency
 * other than monthly, the card of an accelerated loan against its monthly loan, what a dated loan adds to its summary
 * line, the schedule's words, and the heavy-work estimate of a loan.
 */
import type { FigureGroup, ResultWords, ScheduleWords, SummaryFormat, ViewBenchmark } from './parts';

export { loanCells as loanEstimate } from './estimate';

/** The result fields of a dated loan that its summary line and its words read (loan-result.ts). */
export interface LoanTermsFields {
  paymentFrequency?: string;
  payoffDate?: string;
  interestSaved?: number;
  paymentsSaved?: number;
  versusMonthly?: { interestSaved?: number };
  apr?: number;
}

/** What a dated loan adds to its line: the payoff date, the interest its prepayments save, the APR (each when present). */
export function loanTerms(r: LoanTermsFields, f: SummaryFormat): string {
  const parts: string[] = [];
  if (typeof r.payoffDate === 'string') parts.push(`paid off on ${r.payoffDate}`);
  if (typeof r.interestSaved === 'number' && typeof r.paymentsSaved === 'number')
    parts.push(`prepayments save ${f.usd(r.interestSaved)} of interest and ${f.plural(r.paymentsSaved, 'payment')}`);
  const monthly = r.versusMonthly;
  if (monthly && typeof monthly.interestSaved === 'number')
    parts.push(`${f.usd(monthly.interestSaved)} less interest than monthly payments`);
  // Three decimals, as lenders print an APR and the result gives it (7.002 %, 7.000 %).
  if (typeof r.apr === 'number') parts.push(`APR ${r.apr.toFixed(3)} %`);
  return parts.length === 0 ? '' : `; ${parts.join(', ')}`;
}

/** "Monthly payment", or the payment of the frequency given ("Biweekly payment"). */
export function paymentWord(r: LoanTermsFields): string {
  const f = typeof r.paymentFrequency === 'string' ? r.paymentFrequency : 'monthly';
  const words = f.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} payment`;
}

/** "monthly payment", or the payment of the result's frequency ("biweekly payment"), as a chart's title says it. */
export function chartPaymentWord(r: LoanTermsFields): string {
  const frequency = typeof r.paymentFrequency === 'string' ? r.paymentFrequency : 'monthly';
  return `${frequency.replace(/^accelerated/, '').toLowerCase()} payment`;
}

/** The 15-year benchmark beside a mortgage rate for terms of 15 years or less, else the 30-year one. */
export const mortgageBenchmark =
  (termInput: string) =>
  (inputs: Readonly<Record<string, unknown>>): ViewBenchmark =>
    typeof inputs[termInput] === 'number' && (inputs[termInput] as number) <= 15 ? 'mortgage_15y' : 'mortgage_30y';

/** What a loan paid off early saves in time, as a span: "Paid off sooner by 106 months". */
const SOONER = 'Paid off sooner by';

/** An accelerated loan against the monthly loan it is derived from. */
export const VERSUS_MONTHLY: FigureGroup = {
  heading: 'Against monthly payments',
  labels: {
    monthlyPayment: 'Monthly payment',
    monthlyPayments: 'Payments of the monthly loan',
    monthlyTotalInterest: 'Interest of the monthly loan',
    interestSaved: 'Interest saved',
    monthsSaved: SOONER,
    monthlyPayoffDate: 'Monthly loan paid off on',
  },
  units: { monthsSaved: 'months' },
};

export const MONTHLY_SCHEDULE: ScheduleWords = {
  title: 'Monthly schedule',
  rowHead: 'Month',
  link: 'Monthly',
  file: 'monthly',
};
const PAYMENT_SCHEDULE: ScheduleWords = {
  title: 'Payment schedule',
  rowHead: 'Payment number',
  link: 'Every payment',
  file: 'payments',
};

/** After a loan's payment: its period at the frequency of the result. */
const LOAN_PER: Readonly<Record<string, string>> = {
  semimonthly: '/half-month',
  biweekly: '/2 weeks',
  acceleratedBiweekly: '/2 weeks',
  weekly: '/week',
  acceleratedWeekly: '/week',
};
export const loanPer = (result: LoanTermsFields) => LOAN_PER[String(result.paymentFrequency)] ?? '/month';

/** The adjective of a payment's period ("Biweekly"): an accelerated payment is made as often as the plain one. */
const PERIOD_WORD: Readonly<Record<string, string>> = {
  semimonthly: 'Semimonthly',
  biweekly: 'Biweekly',
  acceleratedBiweekly: 'Biweekly',
  weekly: 'Weekly',
  acceleratedWeekly: 'Weekly',
};

/**
 * A loan's words at its frequency: the period's word in the labels of the per-payment figures (`%` in
 * `perPaymentFields`: "Monthly principal and interest", "Total biweekly payment"), counts of payments (with the time
 * they span), and, other than monthly, the schedule by payment.
 */
export function loanWords(perPaymentFields: Readonly<Partial<Record<string, string>>>) {
  return (result: LoanTermsFields): ResultWords => {
    const word = PERIOD_WORD[String(result.paymentFrequency)] ?? 'Monthly';
    const lower = word.toLowerCase();
    // The time an extra payment saves is a span ("Paid off sooner by 106 months"), not "Months saved 106 months".
    const labels: Record<string, string> = {
      numberOfPayments: 'Number of payments',
      monthsSaved: SOONER,
    };
    for (const [field, what] of Object.entries(perPaymentFields)) {
      if (what !== undefined)
        labels[field] = what.startsWith('Total') ? what.replace('%', lower) : what.replace('%', word);
    }
    return {
      labels,
      units: { numberOfPayments: 'payments', pmiEndsPayment: 'count', pmiCancelablePayment: 'count' },
      ...(word === 'Monthly' ? {} : { schedule: PAYMENT_SCHEDULE }),
    };
  };
}
