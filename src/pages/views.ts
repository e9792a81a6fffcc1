/**
 * How each calculator's result is presented: the headline figure, the figures beside it, the live
 * benchmark next to an input, and extra dispatcher calls a chart needs. Everything else on a page
 * (form, tables, schedules, assumptions) is generic. Field names that do not exist in a result are
 * skipped, so a renamed field degrades to the generic view instead of breaking the page.
 */
import type { BenchmarkId } from '../dispatch/context';
import { statesWithRules, type StateCode } from '../calculators/state-tax';

export interface ToolView {
  /** Candidates for the headline figure; the first present wins (else the first numeric field). */
  headline: readonly string[];
  /** Shown after the headline value ("/month"); a function when it depends on the result (a loan's payment frequency). */
  per?: string | ((result: Readonly<Record<string, unknown>>) => string);
  /** Secondary figures beside the headline. */
  figures: readonly string[];
  /** Result field labels that `humanize` cannot derive. */
  labels?: Readonly<Record<string, string>>;
  /**
   * Words that depend on the result (a loan's payment frequency): labels over `labels`, units over the schema's
   * `x-unit`, and the schedule's title, row head and link.
   */
  wordsFor?: (result: Readonly<Record<string, unknown>>) => ResultWords;
  /** Result members that are objects of figures, shown as a card under their heading, with their labels and units. */
  groups?: Readonly<Record<string, FigureGroup>>;
  /** Input name → the benchmark shown beside it (may depend on the other inputs). */
  benchmarks?: Readonly<Record<string, (inputs: Readonly<Record<string, unknown>>) => BenchmarkId>>;
  /** Inputs offered the FX table's currency codes as suggestions. */
  currencyInputs?: readonly string[];
  /** Result fields holding an amount in a currency, and the result field naming that currency. */
  currencyOf?: Readonly<Record<string, string>>;
  /** Extra calculations a chart needs, by name, as inputs for the dispatcher. */
  series?: (input: Readonly<Record<string, unknown>>) => Record<string, Record<string, unknown>>;
  /** Inputs shown only while another input has a value (input → [other input, value]); hidden with JavaScript. */
  showWhen?: Readonly<Record<string, readonly [string, string]>>;
  /** Inputs the form leaves out (the page asks for them itself, through `series`). */
  formOmits?: readonly string[];
}

/**
 * The states the tax page compares the household in: the chosen one, every state without a wage income tax and
 * the largest by population (California, Texas, Florida, New York), where 2026 rules are available.
 */
const COMPARED_STATES: readonly StateCode[] = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY', 'CA', 'NY'];

function comparedStates(chosen: unknown): StateCode[] {
  const available = new Set(statesWithRules(2026));
  const asked = typeof chosen === 'string' ? [chosen as StateCode, ...COMPARED_STATES] : COMPARED_STATES;
  return [...new Set(asked)].filter((code) => available.has(code));
}

const mortgageBenchmark = (termInput: string) => (inputs: Readonly<Record<string, unknown>>) =>
  typeof inputs[termInput] === 'number' && (inputs[termInput] as number) <= 15
    ? ('mortgage_15y' as const)
    : ('mortgage_30y' as const);

/** An object member of a result shown as a card of figures. */
export interface FigureGroup {
  heading: string;
  labels?: Readonly<Record<string, string>>;
  units?: Readonly<Record<string, string>>;
}

/** An accelerated loan against the monthly loan it is derived from. */
const VERSUS_MONTHLY: FigureGroup = {
  heading: 'Against monthly payments',
  labels: {
    monthlyPayment: 'Monthly payment',
    monthlyPayments: 'Payments of the monthly loan',
    monthlyTotalInterest: 'Interest of the monthly loan',
    interestSaved: 'Interest saved',
    monthsSaved: 'Paid off sooner by',
    monthlyPayoffDate: 'Monthly loan paid off on',
  },
  units: { monthsSaved: 'months' },
};

/** What a result's words depend on: labels, units, and how its schedule is named. */
export interface ResultWords {
  labels?: Readonly<Record<string, string>>;
  units?: Readonly<Record<string, string>>;
  schedule?: ScheduleWords;
}

/** The schedule of one row per period: its title, the head of its first column, and the link that asks for it. */
export interface ScheduleWords {
  title: string;
  rowHead: string;
  link: string;
  /** In the CSV's file name. */
  file: string;
}

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

/** The words of a result under its view (none for a view without result-dependent words). */
export function wordsOf(view: ToolView, result: Readonly<Record<string, unknown>>): ResultWords {
  return view.wordsFor?.(result) ?? {};
}

/** After a loan's payment: its period at the frequency of the result. */
const LOAN_PER: Readonly<Record<string, string>> = {
  semimonthly: '/half-month',
  biweekly: '/2 weeks',
  acceleratedBiweekly: '/2 weeks',
  weekly: '/week',
  acceleratedWeekly: '/week',
};
const loanPer = (result: Readonly<Record<string, unknown>>) => LOAN_PER[String(result.paymentFrequency)] ?? '/month';

/** The adjective of a payment's period ("Biweekly"): an accelerated payment is made as often as the plain one. */
const PERIOD_WORD: Readonly<Record<string, string>> = {
  semimonthly: 'Semimonthly',
  biweekly: 'Biweekly',
  acceleratedBiweekly: 'Biweekly',
  weekly: 'Weekly',
  acceleratedWeekly: 'Weekly',
};

/** A loan paid other than monthly: counts of payments, not months, and the period's word where a label says "monthly". */
function loanWords(monthlyFields: Readonly<Record<string, string>>) {
  return (result: Readonly<Record<string, unknown>>): ResultWords => {
    const word = PERIOD_WORD[String(result.paymentFrequency)];
    if (!word) return {};
    const lower = word.toLowerCase();
    const labels: Record<string, string> = {
      numberOfPayments: 'Number of payments',
      payoffMonths: 'Number of payments',
      pmiEndsMonth: 'PMI ends after payment',
      pmiCancelableMonth: 'PMI cancelable after payment',
    };
    for (const [field, what] of Object.entries(monthlyFields))
      labels[field] = what.startsWith('Total') ? what.replace('%', lower) : what.replace('%', word);
    return {
      labels,
      units: {
        numberOfPayments: 'payments',
        payoffMonths: 'payments',
        pmiEndsMonth: 'count',
        pmiCancelableMonth: 'count',
      },
      schedule: PAYMENT_SCHEDULE,
    };
  };
}

const VIEWS: Readonly<Record<string, ToolView>> = {
  'emi-calculator': {
    headline: ['emi'],
    per: loanPer,
    figures: [
      'payoffDate',
      'totalInterest',
      'totalPayment',
      'numberOfPayments',
      'finalPayment',
      'apr',
      'interestSaved',
    ],
    labels: { emi: 'Payment (EMI)', payoffDate: 'Paid off on', apr: 'APR' },
    wordsFor: loanWords({}),
    groups: { versusMonthly: VERSUS_MONTHLY },
  },
  'mortgage-calculator': {
    headline: ['totalMonthlyPayment'],
    per: loanPer,
    figures: [
      'payoffDate',
      'monthlyPrincipalAndInterest',
      'loanAmount',
      'totalInterest',
      'payoffMonths',
      'apr',
      'monthlyPmi',
      'pmiEndsMonth',
      'monthsSaved',
      'interestSaved',
    ],
    labels: {
      loanToValuePct: 'Loan-to-value',
      downPaymentPct: 'Down payment (% of price)',
      propertyTaxAnnual: 'Annual property tax',
      pmiEndsDate: 'PMI ends on',
      pmiCancelableDate: 'PMI cancelable from',
      pmiEndsMonth: 'PMI ends after payment',
      payoffDate: 'Paid off on',
      apr: 'APR',
      pmiCancelableMonth: 'PMI cancelable after payment',
    },
    wordsFor: loanWords({
      totalMonthlyPayment: 'Total % payment',
      monthlyPrincipalAndInterest: '% principal and interest',
      monthlyPropertyTax: '% property tax',
      monthlyInsurance: '% insurance',
      monthlyPmi: '% PMI',
      monthlyHoa: '% HOA',
    }),
    groups: { versusMonthly: VERSUS_MONTHLY },
    benchmarks: { annualRate: mortgageBenchmark('tenureYears') },
  },
  'rent-vs-buy-calculator': {
    headline: ['netAdvantageOfBuying'],
    figures: ['recommendation', 'breakEvenYear', 'totalCostOfBuying', 'totalCostOfRenting', 'monthlyMortgagePayment'],
    benchmarks: { mortgageRate: mortgageBenchmark('loanTermYears') },
  },
  'compound-interest-calculator': {
    headline: ['futureValue'],
    figures: ['totalContributions', 'totalInterest', 'effectiveAnnualRate'],
    labels: { effectiveAnnualRate: 'Effective annual yield (APY)' },
    benchmarks: { annualRate: () => 'hysa_apy' },
  },
  'savings-goal-calculator': {
    headline: ['monthlySavings'],
    per: '/month',
    figures: ['totalDeposits', 'interestEarned', 'finalBalance', 'numberOfDeposits'],
    labels: { monthlySavings: 'Save each month' },
    benchmarks: { annualRate: () => 'hysa_apy' },
  },
  'sip-calculator': {
    headline: ['futureValue'],
    figures: ['totalInvested', 'estimatedReturns', 'finalMonthlyAmount'],
  },
  'investment-return-calculator': {
    headline: ['futureValue'],
    figures: ['realFutureValue', 'realAnnualReturn', 'totalContributions', 'totalGrowth', 'inflationRate'],
    labels: { realFutureValue: "Future value in today's dollars" },
    benchmarks: { inflationRate: () => 'cpi_inflation' },
  },
  'debt-payoff-calculator': {
    headline: ['monthsToDebtFree'],
    figures: ['totalInterest', 'totalPaid', 'totalDebt', 'strategy'],
    labels: { monthsToDebtFree: 'Debt-free in' },
    series: (input) => ({
      avalanche: { ...input, strategy: 'avalanche', schedule: 'monthly' },
      snowball: { ...input, strategy: 'snowball', schedule: 'monthly' },
    }),
  },
  'tax-calculator': {
    headline: ['takeHomePay'],
    per: '/year',
    // Federal, FICA, state and take-home side by side.
    figures: [
      'federalIncomeTaxAfterCredits',
      'ficaTax',
      'stateIncomeTax',
      'monthlyTakeHome',
      'childTaxCredit',
      'marginalRate',
      'allInEffectiveRate',
    ],
    labels: {
      federalIncomeTaxAfterCredits: 'Federal income tax (after credits)',
      ficaTax: 'FICA (Social Security + Medicare)',
      allInEffectiveRate: 'All-in effective rate',
    },
    showWhen: {
      spouseIncome: ['filingStatus', 'mfj'],
      spouseRetirement401k: ['filingStatus', 'mfj'],
      spouseAge: ['filingStatus', 'mfj'],
    },
    formOmits: ['compareStates'],
    series: (input) => ({ compare: { ...input, compareStates: comparedStates(input.state) } }),
  },
  'currency-converter': {
    headline: ['convertedAmount'],
    figures: ['rate', 'inverseRate', 'ratesSource', 'ratesAsOf'],
    labels: { rate: 'Exchange rate', inverseRate: 'Inverse rate', ratesAsOf: 'Rates of' },
    currencyInputs: ['fromCurrency', 'toCurrency'],
    currencyOf: { amount: 'fromCurrency', convertedAmount: 'toCurrency' },
  },
  'net-worth-calculator': {
    headline: ['netWorth'],
    // `debtToAssetRatio` (a ratio, deprecated) says the same as `debtToAssetPct`: the page shows the percent only.
    figures: ['totalAssets', 'totalLiabilities', 'debtToAssetPct', 'weightedAverageRate', 'annualInterestCost'],
  },
  'cd-ladder-calculator': {
    headline: ['totalMaturityValue'],
    figures: ['totalInterest', 'blendedRate', 'averageTermMonths', 'longestTermMonths'],
    labels: { blendedRate: 'Blended APY' },
    benchmarks: { annualRate: () => 'hysa_apy' },
  },
};

/** The view of a calculator; an unknown slug (a 13th calculator) gets the generic view. */
export function viewOf(slug: string): ToolView {
  return VIEWS[slug] ?? { headline: [], figures: [] };
}
