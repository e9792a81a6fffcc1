import type { FromSchema } from 'json-schema-to-ts';
import {
  expectedAnnualReturn,
  horizonYears,
  inputObject,
  money,
  percent,
  scheduleInput,
  withAliases,
  withDefault,
  type MoneyInCents,
} from './common';
import { monthRow, outFutureValue, outInteger, outMoney, outScheduled, partialYearRow, type Period } from './output';

export const sipInputSchema = inputObject('SIP calculator input', ['monthlyAmount', 'annualReturn', 'years'], {
  monthlyAmount: withAliases(
    money(
      'Monthly investment',
      "Amount invested at the start of every month (the first year's instalment with a step-up), in USD.",
    ),
    ['monthly'],
  ),
  annualReturn: expectedAnnualReturn(
    'Expected annual return in percent (12 = 12 %; negative for a loss, down to −99.99), applied monthly at return / 12 (i = annualReturn / 1200).',
  ),
  years: horizonYears('How long you invest; the number of monthly instalments is round(years × 12).'),
  stepUpPercent: withDefault(
    percent(
      'Annual step-up',
      'Percent by which the monthly instalment rises at the start of each new year (10 = 10 %); 0 for a flat SIP.',
    ),
    0,
  ),
  schedule: scheduleInput('yearly'),
});

/** Where a row's period leaves the plan, in the period's words. */
const standing = (p: Period) => ({
  invested: outMoney(`Total invested from the start to the end of this ${p}${p === 'year' ? ' (cumulative)' : ''}.`),
  value: outMoney(`Value of the investment at the end of the ${p}.`),
});

export const sipMonthlyRowSchema = monthRow('One month of the plan.', {
  instalment: outMoney('Instalment invested at the start of this month.'),
  ...standing('month'),
});

export const sipYearlyRowSchema = partialYearRow('One year of the plan', {
  monthlyAmount: outMoney('Monthly instalment during this year.'),
  ...standing('year'),
  estimatedReturns: outMoney('Gain to date: value − invested (cumulative; negative after a loss).'),
});

export const sipOutputSchema = outScheduled(
  'SIP calculator result.',
  {
    futureValue: outFutureValue('Value'),
    totalInvested: outMoney("Sum of all instalments; equals the last row's invested."),
    estimatedReturns: outMoney('Gain: futureValue − totalInvested (negative after a loss).'),
    numberOfInstalments: outInteger('Number of monthly instalments, round(years × 12).', 'months'),
    finalMonthlyAmount: outMoney(
      'The monthly instalment in the last year: monthlyAmount × (1 + stepUpPercent / 100)^(years of the plan − 1), rounded to the cent (monthlyAmount without a step-up).',
    ),
  },
  { monthly: sipMonthlyRowSchema, yearly: sipYearlyRowSchema },
);

/** What the calculator takes and gives. */
export const sipSchemas = { input: sipInputSchema, output: sipOutputSchema };

export type SipInput = FromSchema<typeof sipInputSchema, MoneyInCents>;
export type SipResult = FromSchema<typeof sipOutputSchema>;
