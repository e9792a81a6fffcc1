import type { FromSchema } from 'json-schema-to-ts';
import { annualInterestRate, inputObject, money, scheduleInput, years, type MoneyInCents } from './common';
import { outInteger, outMoney, outScheduled, paymentRow, paymentYearRow } from './output';

export const emiInputSchema = inputObject('EMI calculator input', ['principal', 'annualRate', 'tenureYears'], {
  principal: money('Loan amount', 'Amount borrowed, in USD.'),
  annualRate: annualInterestRate(
    'Nominal annual interest rate in percent (6.5 = 6.5 %), charged monthly at rate / 12.',
  ),
  tenureYears: years(
    'Loan tenure',
    'Term of the loan in years; payments are monthly and their number is round(tenureYears × 12).',
  ),
  schedule: scheduleInput('monthly'),
});

export const monthlyRowSchema = paymentRow(
  'One monthly payment.',
  {
    payment: outMoney('Amount paid this month (principal + interest, plus any extra).'),
    principal: outMoney('Principal repaid this month.'),
  },
  { balance: outMoney('Balance outstanding after this payment.') },
);

export const yearlyRowSchema = paymentYearRow('Totals for one year of payments.', 'Principal repaid in the year.', {
  balance: outMoney('Balance outstanding at the end of the year.'),
});

export const emiOutputSchema = outScheduled(
  'EMI calculator result.',
  {
    emi: outMoney(
      'Equated monthly instalment (the regular payment): the exact level payment rounded to a whole cent, down or up, whichever schedule ends closer to round(tenureYears × 12) payments (usually the nearer cent).',
    ),
    totalPayment: outMoney('Sum of all payments; equals the sum of the schedule rows.'),
    totalInterest: outMoney('Sum of all interest; equals the sum of the schedule rows.'),
    numberOfPayments: outInteger(
      'Number of monthly payments: the rows of the schedule. round(tenureYears × 12), except at a high rate over a long term, where the cent-rounded EMI can repay the loan early (a warning says so).',
      'months',
    ),
    finalPayment: outMoney(
      'The last payment, which clears the balance left by rounding; a warning says so when it differs from the EMI by more than one EMI.',
    ),
  },
  { monthly: monthlyRowSchema, yearly: yearlyRowSchema, rows: 'amortization rows', yearlyRows: 'totals' },
);

/** What the calculator takes and gives. */
export const emiSchemas = { input: emiInputSchema, output: emiOutputSchema };

export type EmiInput = FromSchema<typeof emiInputSchema, MoneyInCents>;
export type EmiResult = FromSchema<typeof emiOutputSchema>;
