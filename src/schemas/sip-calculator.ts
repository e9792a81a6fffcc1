import type { FromSchema } from 'json-schema-to-ts';
import { inputObject, money, percent, returnPercent, scheduleInput, withAliases, withDefault, years, type MoneyInCents } from './common';
import { monthRow, outInteger, outMoney, outObject, scheduleOutputs, SCHEDULES, yearRow } from './output';

export const sipInputSchema = inputObject('SIP calculator input', ['monthlyAmount', 'annualReturn', 'years'], {
  monthlyAmount: withAliases(money('Monthly investment', "Amount invested at the start of every month (the first year's instalment with a step-up), in USD."), [
    'monthly',
  ]),
  annualReturn: returnPercent(
    'Expected annual return',
    'Expected annual return in percent (12 = 12 %; negative for a loss, down to −99.99), applied monthly at return / 12 (i = annualReturn / 1200).',
  ),
  years: years('Years', 'How long you invest; the number of monthly instalments is round(years × 12).'),
  stepUpPercent: withDefault(
    percent('Annual step-up', 'Percent by which the monthly instalment rises at the start of each new year (10 = 10 %); 0 for a flat SIP.'),
    0,
  ),
  schedule: scheduleInput('yearly'),
});

export const sipMonthlyRowSchema = monthRow('One month of the plan.', {
  instalment: outMoney('Instalment invested at the start of this month.'),
  invested: outMoney('Total invested from the start to the end of this month.'),
  value: outMoney('Value of the investment at the end of the month.'),
});

export const sipYearlyRowSchema = yearRow('One year of the plan (the last year may be partial).', {
  monthlyAmount: outMoney('Monthly instalment during this year.'),
  invested: outMoney('Total invested from the start to the end of this year (cumulative).'),
  value: outMoney('Value of the investment at the end of the year.'),
  estimatedReturns: outMoney('Gain to date: value − invested (cumulative; negative after a loss).'),
});

export const sipOutputSchema = outObject(
  'SIP calculator result.',
  {
    futureValue: outMoney('Value at the end of the horizon, rounded to cents.'),
    totalInvested: outMoney("Sum of all instalments; equals the last row's invested."),
    estimatedReturns: outMoney('Gain: futureValue − totalInvested (negative after a loss).'),
    numberOfInstalments: outInteger('Number of monthly instalments, round(years × 12).', 'months'),
    finalMonthlyAmount: outMoney('The monthly instalment in the last year (equals monthlyAmount without a step-up).'),
    ...scheduleOutputs(sipMonthlyRowSchema, sipYearlyRowSchema),
  },
  SCHEDULES,
);

export type SipInput = FromSchema<typeof sipInputSchema, MoneyInCents>;
export type SipResult = FromSchema<typeof sipOutputSchema>;
