import type { FromSchema } from 'json-schema-to-ts';
import { annualInterestRate, inputObject, money, years, type MoneyInCents } from './common';
import { LOAN_TERMS_OUTPUT_KEYS, loanScheduleInput, loanTermsInputs, loanTermsOutputs, rowDate } from './loan-terms';
import { outInteger, outMoney, outPayoffYears, outScheduled, paymentRow, paymentYearRow } from './output';

export const emiInputSchema = inputObject('EMI calculator input', ['principal', 'annualRate', 'tenureYears'], {
  principal: money('Loan amount', 'Amount borrowed, in USD.'),
  annualRate: annualInterestRate(
    'Nominal annual interest rate in percent (6.5 = 6.5 %), charged per payment at rate / payments a year (rate / 12 monthly).',
  ),
  tenureYears: years(
    'Loan tenure',
    'Term of the loan in years; the number of payments is round(tenureYears × payments a year), round(tenureYears × 12) monthly.',
  ),
  schedule: loanScheduleInput(),
  ...loanTermsInputs,
});

export const monthlyRowSchema = paymentRow(
  'One payment (one a month unless paymentFrequency says otherwise).',
  {
    date: rowDate,
    payment: outMoney('Amount paid (principal + interest, plus any extra principal).'),
    principal: outMoney('Principal repaid, extra principal included.'),
  },
  {
    extra: outMoney('Extra principal paid with this payment: the extra payment and any lump sum (with either).'),
    balance: outMoney('Balance outstanding after this payment.'),
  },
  ['date', 'extra'],
);

export const yearlyRowSchema = paymentYearRow('Totals for one year of payments.', 'Principal repaid in the year.', {
  balance: outMoney('Balance outstanding at the end of the year.'),
});

export const emiOutputSchema = outScheduled(
  'EMI calculator result.',
  {
    emi: outMoney(
      'Equated instalment (the regular payment, per payment at the chosen frequency): the exact level payment rounded to a whole cent, down or up, whichever schedule ends closer to the term (usually the nearer cent); for the accelerated frequencies half or a quarter of the monthly one, rounded up.',
    ),
    principalAndInterestPerPayment: outMoney(
      'The same value as emi: principal and interest per payment, at the chosen frequency (the name the mortgage result uses too).',
    ),
    totalPerPayment: outMoney(
      'The required regular payment at the chosen frequency: the emi (a loan without escrow items; any extra principal not included).',
    ),
    totalPayment: outMoney('Sum of all payments; equals the sum of the schedule rows.'),
    totalInterest: outMoney('Sum of all interest; equals the sum of the schedule rows.'),
    numberOfPayments: outInteger(
      'Number of payments: the rows of the schedule. round(tenureYears × payments a year), fewer with prepayments or an accelerated frequency, or at a high rate over a long term, where the cent-rounded EMI can repay the loan early (a warning says so).',
      'months',
    ),
    payoffYears: outPayoffYears,
    finalPayment: outMoney(
      'The last payment, which clears the balance left by rounding; a warning says so when it differs from the EMI by more than one EMI.',
    ),
    ...loanTermsOutputs,
  },
  {
    monthly: monthlyRowSchema,
    yearly: yearlyRowSchema,
    rows: 'amortization rows',
    yearlyRows: 'totals',
    maxRows: 3000,
    maxYears: 101,
    perPayment: true,
  },
  LOAN_TERMS_OUTPUT_KEYS,
);

/** What the calculator takes and gives. */
export const emiSchemas = { input: emiInputSchema, output: emiOutputSchema };

export type EmiInput = FromSchema<typeof emiInputSchema, MoneyInCents>;
export type EmiResult = FromSchema<typeof emiOutputSchema>;
