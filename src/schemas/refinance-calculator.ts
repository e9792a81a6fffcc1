import type { FromSchema } from 'json-schema-to-ts';
import { dateInput, inputObject, money, percent, scheduleInput, withDefault, years, type MoneyInCents } from './common';
import { outApr, outArray, outInteger, outMoney, outNullable, outObject, yearRow } from './output';

/** Defaults of the optional inputs (yearsToStay's is the new loan's term). */
const REFINANCE_DEFAULTS = {
  newTenureYears: 30,
  points: 0,
  closingCosts: 0,
  closingCostsExcludedFromApr: 0,
  financeClosingCosts: false,
  cashOut: 0,
} as const;

/** The longest loan either side has: a schedule of at most 600 months. */
export const MAX_REFINANCE_YEARS = 50;

const loanYears = (title: string, description: string) => years(title, description, { max: MAX_REFINANCE_YEARS });
const loanRate = (title: string, description: string) => percent(title, description, { max: 30 });

export const refinanceInputSchema = inputObject('Refinance calculator input', ['currentRate', 'newRate'], {
  currentBalance: money(
    'Current balance',
    'What is owed on the current loan today, in USD, with remainingYears. Or give originalAmount, originalTermYears, firstPaymentDate and asOfDate, and the balance is derived.',
  ),
  currentRate: loanRate('Current rate', 'Annual rate of the current fixed-rate loan, percent (6.875 = 6.875 %).'),
  remainingYears: loanYears(
    'Years left',
    'Years left on the current loan, with currentBalance (rounded to whole months; the payment is the level payment over them).',
  ),
  originalAmount: money(
    'Original loan amount',
    'The current loan as it was taken out, in USD: with originalTermYears, firstPaymentDate and asOfDate, instead of currentBalance and remainingYears.',
  ),
  originalTermYears: loanYears('Original term', "The current loan's term when it was taken out, in years."),
  firstPaymentDate: dateInput(
    'First payment date',
    "The current loan's first monthly payment (YYYY-MM-DD), with originalAmount.",
  ),
  asOfDate: dateInput(
    'As of',
    'The date of the refinance (YYYY-MM-DD), with originalAmount: every payment due on or before it is made, the balance after them is refinanced.',
  ),
  newRate: loanRate('New rate', 'Annual rate of the new fixed-rate loan, percent.'),
  newTenureYears: withDefault(
    loanYears('New term', 'Term of the new loan in years; payments are monthly.'),
    REFINANCE_DEFAULTS.newTenureYears,
  ),
  points: withDefault(
    percent('Points', 'Discount points in percent of the new loan (1 = 1 %): a finance charge for the APR.', {
      max: 10,
    }),
    REFINANCE_DEFAULTS.points,
  ),
  closingCosts: withDefault(
    money(
      'Closing costs',
      'Every other cost of the new loan in USD (origination, appraisal, title, recording): all of them finance charges for the APR unless closingCostsExcludedFromApr says otherwise.',
    ),
    REFINANCE_DEFAULTS.closingCosts,
  ),
  closingCostsExcludedFromApr: withDefault(
    money(
      'Closing costs outside the APR',
      'The part of closingCosts, in USD, that is not a finance charge (for a loan secured by real property: title, appraisal, credit report, recording and similar fees, 12 CFR 1026.4(c)(7)).',
    ),
    REFINANCE_DEFAULTS.closingCostsExcludedFromApr,
  ),
  financeClosingCosts: withDefault(
    {
      type: 'boolean',
      title: 'Finance the costs',
      description:
        'true: points and closing costs are added to the new loan (points then are a percent of the loan that includes them); false: they are paid in cash at closing.',
    } as const,
    REFINANCE_DEFAULTS.financeClosingCosts,
  ),
  cashOut: withDefault(
    money('Cash out', 'Cash taken out at closing, in USD, added to the new loan.'),
    REFINANCE_DEFAULTS.cashOut,
  ),
  yearsToStay: loanYears(
    'Years you expect to keep the loan',
    'How long you expect to keep the loan (or the home), in years: the interest over it and the recommendation use it. Without it: the new loan’s term.',
  ),
  schedule: scheduleInput('yearly'),
});

/** A month of both loans, side by side. */
const monthRowSchema = outObject('One month of both loans, from the refinance.', {
  month: outInteger('Month from the refinance, 1-based.', 'months'),
  currentPayment: outMoney('Payment on the current loan this month (0 once it is repaid).'),
  currentInterest: outMoney('Interest on the current loan this month.'),
  currentBalance: outMoney('Current loan balance after this month.'),
  newPayment: outMoney('Payment on the new loan this month (0 once it is repaid).'),
  newInterest: outMoney('Interest on the new loan this month.'),
  newBalance: outMoney('New loan balance after this month.'),
  keepCost: outMoney('Cost of keeping the current loan to date: its interest through this month.'),
  refinanceCost: outMoney(
    'Cost of refinancing to date: points and closing costs plus the new loan’s interest through this month.',
  ),
});

const yearRowSchema = yearRow('One year of both loans, from the refinance (the last year may be partial).', {
  currentInterest: outMoney('Interest on the current loan during the year.'),
  currentBalance: outMoney('Current loan balance at the end of the year.'),
  newInterest: outMoney('Interest on the new loan during the year.'),
  newBalance: outMoney('New loan balance at the end of the year.'),
  keepCost: outMoney('Cost of keeping the current loan to the end of the year: its interest to date.'),
  refinanceCost: outMoney(
    'Cost of refinancing to the end of the year: points and closing costs plus the new interest to date.',
  ),
});

const breakEvenWords =
  'The true-cost break-even: the first month whose cost of refinancing to date (points and closing costs, financed or not, plus the new loan’s interest) is at most the cost of keeping the current loan to date (its interest). ' +
  'Equivalently: payments made plus the balance still owed, plus costs paid in cash, less cash out, is no more on the new loan than on the current one. null when that never happens while either loan runs.';

export const refinanceOutputSchema = outObject(
  'Refinance calculator result.',
  {
    currentBalance: outMoney(
      'The balance refinanced: as given, or the original loan’s balance after the payments due by asOfDate.',
    ),
    currentPayment: outMoney('Monthly principal and interest of the current loan.'),
    currentPaymentsLeft: outInteger('Payments left on the current loan.', 'months'),
    paymentsMade: outInteger('Payments made on the current loan by asOfDate (with originalAmount).', 'months'),
    newLoanAmount: outMoney('The new loan: the balance, plus cash out, plus the costs when they are financed.'),
    newPayment: outMoney('Monthly principal and interest of the new loan.'),
    newPayments: outInteger('Payments of the new loan: round(newTenureYears × 12).', 'months'),
    monthlySaving: outMoney('currentPayment − newPayment (negative when the new payment is higher).'),
    pointsCost: outMoney('Points in dollars: points % of the new loan.'),
    closingCosts: outMoney('The closing costs given.'),
    totalCosts: outMoney('Points and closing costs.'),
    financedCosts: outMoney('Costs added to the new loan (all of them with financeClosingCosts, else 0).'),
    costsPaidInCash: outMoney('Costs paid in cash at closing (all of them without financeClosingCosts, else 0).'),
    cashOut: outMoney('Cash taken out.'),
    simpleBreakEvenMonth: outNullable(
      outInteger(
        'The simple break-even: totalCosts / monthlySaving, rounded up to a whole month (the month the payment savings have repaid the costs); null when the payment does not fall.',
        'months',
      ),
    ),
    breakEvenMonth: outNullable(outInteger(breakEvenWords, 'months')),
    stayMonths: outInteger(
      'The months you expect to keep the loan: round(yearsToStay × 12), by default the new term.',
      'months',
    ),
    currentLoanInterest: outMoney('Interest left to pay on the current loan, to its end.'),
    newLoanInterest: outMoney('Interest on the new loan over its life.'),
    currentLoanInterestOverStay: outMoney('Interest on the current loan over the months you expect to stay.'),
    newLoanInterestOverStay: outMoney('Interest on the new loan over the months you expect to stay.'),
    netSavingOverStay: outMoney(
      'What refinancing saves over the months you stay: currentLoanInterestOverStay − newLoanInterestOverStay − totalCosts (negative: it costs more).',
    ),
    netSavingOverLife: outMoney(
      'What refinancing saves over both loans’ lives: currentLoanInterest − newLoanInterest − totalCosts (negative: it costs more).',
    ),
    apr: outApr(
      'The new loan’s annual percentage rate (Regulation Z, Appendix J, 3 decimals): its payments against the amount financed, as the mortgage calculator computes it.',
    ),
    amountFinanced: outMoney(
      'The new loan less its prepaid finance charges (points and the closing costs in the APR).',
    ),
    financeCharge: outMoney('The new loan’s payments less the amount financed.'),
    recommendation: {
      type: 'string',
      enum: ['refinance', 'keep'],
      description:
        'refinance when the true-cost break-even comes within the months you stay and the refinance is still ahead then; keep otherwise.',
    },
    reasons: outArray('Why, in plain words.', { type: 'string' }, 10),
    schedule: outArray('Both loans month by month (schedule "monthly").', monthRowSchema, 600),
    yearlySchedule: outArray('Both loans year by year (schedule "yearly" or "monthly").', yearRowSchema, 50),
  },
  ['paymentsMade', 'schedule', 'yearlySchedule'],
);

/** What the calculator takes and gives. */
export const refinanceSchemas = { input: refinanceInputSchema, output: refinanceOutputSchema };

export type RefinanceInput = FromSchema<typeof refinanceInputSchema, MoneyInCents>;
export type RefinanceResult = FromSchema<typeof refinanceOutputSchema>;
