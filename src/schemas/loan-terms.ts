/**
 * The inputs and outputs of a loan as lenders write it (EMI and mortgage calculators): payment frequency, first
 * payment date, extra payments and lump sums, fees and the APR. Every input is optional and has no default, so a
 * request without them is echoed and answered exactly as the monthly loan was.
 */
import { DATE_YEAR_PATTERN, dateInput, integer, inputObject, money, select, withDefault } from './common';
import { closedObject, outApr, outArray, outInteger, outMoney, outObject } from './output';

export const PAYMENT_FREQUENCIES = [
  'monthly',
  'semimonthly',
  'biweekly',
  'acceleratedBiweekly',
  'weekly',
  'acceleratedWeekly',
] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** Most lump sums in one request. */
export const MAX_LUMP_SUMS = 100;

/** A date output, within the calendar of the inputs (common.ts, DATE_RANGE). */
export function outDate(description: string) {
  return { type: 'string', format: 'date', pattern: DATE_YEAR_PATTERN, description } as const;
}

export const LOAN_SCHEDULE_OPTIONS = ['none', 'yearly', 'monthly', 'payments'] as const;

/** The `schedule` of a loan: "monthly" keeps its name and means one row per payment, whatever the frequency. */
export function loanScheduleInput() {
  return withDefault(
    select(
      'Schedule',
      'Rows to return: "monthly" or its synonym "payments" (one row per payment, whatever the frequency, and yearly rows), ' +
        '"yearly" (yearly rows only) or "none". MCP calls default to "yearly".',
      LOAN_SCHEDULE_OPTIONS,
    ),
    'monthly' as const,
  );
}

export const PREPAYMENT_EFFECTS = ['shorterTerm', 'lowerPayment'] as const;

export const lumpSumSchema = inputObject('Lump sum', ['amount'], {
  amount: money('Amount', 'Extra principal paid once, in USD.', { min: 0.01 }),
  date: dateInput(
    'Date',
    'Paid right after the last payment on or before this date (YYYY-MM-DD; needs firstPaymentDate). Give a date or a paymentNumber.',
  ),
  paymentNumber: integer('Payment number', 'Paid right after this payment (1-based).', 1, 3000),
});

/** The inputs every dated loan takes. */
export const loanTermsInputs = {
  paymentFrequency: select(
    'Payment frequency',
    'How often payments are made (default monthly): "semimonthly" (24 a year), "biweekly" (26), "weekly" (52), ' +
      'or "acceleratedBiweekly" / "acceleratedWeekly": half / a quarter of the monthly payment, rounded up to the cent, ' +
      'every 14 / 7 days (about one extra monthly payment a year). The periodic rate is the annual rate / payments a year. ' +
      'A schedule has at most 3,000 payments: weekly terms up to 57.69 years.',
    PAYMENT_FREQUENCIES,
  ),
  firstPaymentDate: dateInput(
    'First payment date',
    'Date of the first payment (YYYY-MM-DD). Rows then carry dates and the result a payoffDate: monthly on the same day ' +
      '(clamped to the month end), semi-monthly on days d and d + 15 (d must be 1 to 15), weekly/biweekly every 7/14 days.',
  ),
  extraPayment: money('Extra payment', 'Extra principal paid with every payment, in USD.'),
  lumpSums: {
    type: 'array',
    title: 'Lump sums',
    description: `One-time extra principal payments (up to ${MAX_LUMP_SUMS}), each by date or payment number.`,
    maxItems: MAX_LUMP_SUMS,
    items: lumpSumSchema,
  },
  prepaymentEffect: select(
    'Prepayment effect',
    'What a lump sum does: "shorterTerm" (default: the payment stays, the loan ends sooner) or "lowerPayment" ' +
      '(the loan is re-amortized over the payments left: a lower payment, the same payoff).',
    PREPAYMENT_EFFECTS,
  ),
  fees: money(
    'Fees',
    'Prepaid finance charges (origination, points in dollars, other lender fees), in USD: they give the APR ' +
      '(Regulation Z, Appendix J) next to the note rate.',
  ),
} as const;

/** A row's date (with firstPaymentDate). */
export const rowDate = outDate('Payment date (with firstPaymentDate).');

/** The comparison of an accelerated frequency with the monthly loan. */
export const versusMonthlySchema = outObject(
  'The accelerated loan against the monthly loan it is derived from (accelerated frequencies only).',
  {
    monthlyPayment: outMoney('The monthly payment of the same loan.'),
    monthlyPayments: outInteger('Payments of the monthly loan.', 'count'),
    monthlyTotalInterest: outMoney('Interest over the monthly loan.'),
    interestSaved: outMoney('Interest saved against the monthly loan (with any prepayments).'),
    monthsSaved: { type: 'number', description: 'Months sooner than the monthly loan is repaid (2 decimals).' },
    monthlyPayoffDate: outDate('Payoff date of the monthly loan (with firstPaymentDate).'),
  },
  ['monthlyPayoffDate'],
);

export const paymentChangeSchema = closedObject(
  {
    afterPayment: outInteger('The lump sum was paid with this payment.', 'count'),
    date: outDate('Its date (with firstPaymentDate).'),
    payment: outMoney('The new regular payment from the next one.'),
  },
  ['date'],
);

/** The result members of a dated loan; all optional, present only with the inputs that bring them. */
export const loanTermsOutputs = {
  paymentFrequency: { type: 'string', enum: PAYMENT_FREQUENCIES, description: 'The payment frequency (when given).' },
  paymentsPerYear: outInteger('Payments a year at this frequency (when a frequency is given).', 'count'),
  payoffDate: outDate('Date of the last payment (with firstPaymentDate).'),
  interestSaved: outMoney(
    'Interest saved by the extra payment and lump sums against the same loan at the same frequency without them.',
  ),
  paymentsSaved: outInteger('Payments saved by the extra payment and lump sums (same loan, same frequency).', 'count'),
  monthsSaved: {
    type: 'number',
    minimum: 0,
    description:
      'Time saved by the extra payment and lump sums, in months: payments saved × 12 / payments a year (2 decimals).',
    'x-unit': 'months',
  },
  lastRegularPayment: outMoney('The regular payment after the last re-amortization (prepaymentEffect "lowerPayment").'),
  paymentChanges: outArray(
    'The new regular payment after each lump sum (prepaymentEffect "lowerPayment").',
    paymentChangeSchema,
    100,
  ),
  versusMonthly: versusMonthlySchema,
  apr: outApr(
    'Annual percentage rate (Regulation Z, Appendix J actuarial method), 3 decimals: the rate at which the scheduled ' +
      'payments (not extra payments or lump sums) repay the amount financed (with fees).',
  ),
  amountFinanced: outMoney('Amount financed: the loan less the prepaid finance charges (with fees).'),
  financeCharge: outMoney(
    'Finance charge: the scheduled payments less the amount financed (interest, fees and mortgage insurance) (with fees).',
  ),
} as const;

export const LOAN_TERMS_OUTPUT_KEYS = Object.keys(loanTermsOutputs) as Array<keyof typeof loanTermsOutputs>;
