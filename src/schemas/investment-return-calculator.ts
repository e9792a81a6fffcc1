import type { FromSchema } from 'json-schema-to-ts';
import {
  expectedAnnualReturn,
  horizonYears,
  inputObject,
  money,
  monthlyContribution,
  percent,
  scheduleInput,
  withDefault,
  type MoneyInCents,
} from './common';
import { monthRow, outFutureValue, outMoney, outPercent, outScheduled, partialYearRow, type Period } from './output';

/** Deflation can make sense (US consumer prices fell about 10 % in 1932); Fisher divides by 1 + π, so π > −100 %. */
export const MIN_INFLATION_PCT = -50;

export const investmentReturnInputSchema = inputObject(
  'Investment return calculator input',
  ['initialInvestment', 'annualReturn', 'years'],
  {
    initialInvestment: money('Initial investment', 'Amount invested today, in USD.'),
    monthlyContribution: withDefault(
      monthlyContribution('Amount added at the end of every month, in USD (0 for none).'),
      0,
    ),
    annualReturn: expectedAnnualReturn(
      'Expected annual return in percent (7 = 7 %; negative for a loss, down to −99.99), compounded annually; monthly contributions grow at the equivalent monthly rate (1 + r)^(1/12) − 1.',
    ),
    years: horizonYears('Investment horizon; contributions are monthly and their number is round(years × 12).'),
    inflationRate: percent(
      'Inflation rate',
      'Expected annual inflation in percent (negative for deflation). When omitted, the latest 12-month CPI inflation in the rates store is used; the result gives its date, and says so when it is stale.',
      { min: MIN_INFLATION_PCT, max: 100 },
    ),
    schedule: scheduleInput('yearly'),
  },
);

/** The fields of a monthly or a yearly row, in the period's words. */
const investmentRow = (p: Period) => ({
  contributions: outMoney(
    `${p === 'month' ? 'Contribution made this month' : 'Contributions made during the year'} (the initial investment is not included).`,
  ),
  totalContributions: outMoney(
    'Money put in to date: the initial investment plus every contribution so far (cumulative).',
  ),
  nominalValue: outMoney(`Value at the end of the ${p}, in future dollars.`),
  realValue: outMoney(`Value at the end of the ${p} in today's dollars (deflated by inflation).`),
});

export const investmentMonthlyRowSchema = monthRow('Value at the end of one month.', investmentRow('month'));
export const investmentYearlyRowSchema = partialYearRow('Value at the end of one year', investmentRow('year'));

export const investmentReturnOutputSchema = outScheduled(
  'Investment return calculator result.',
  {
    futureValue: outFutureValue('Nominal value'),
    realFutureValue: outMoney("The future value in today's dollars: futureValue / (1 + inflation)^years."),
    totalContributions: outMoney('Initial investment plus all monthly contributions.'),
    totalGrowth: outMoney('Nominal growth: futureValue − totalContributions (negative after a loss).'),
    realAnnualReturn: outPercent(
      'Real (inflation-adjusted) annual return by the Fisher equation (1 + r)/(1 + π) − 1, in percent, 4 decimals.',
    ),
    purchasingPowerLost: outMoney(
      'futureValue − realFutureValue: how much of the nominal value inflation takes away (negative with deflation).',
    ),
    inflationRate: outPercent(
      'The inflation rate used, in percent (supplied, the latest CPI figure from the rates store, or the stated default).',
    ),
  },
  { monthly: investmentMonthlyRowSchema, yearly: investmentYearlyRowSchema },
);

/** What the calculator takes and gives. */
export const investmentReturnSchemas = { input: investmentReturnInputSchema, output: investmentReturnOutputSchema };

export type InvestmentReturnInput = FromSchema<typeof investmentReturnInputSchema, MoneyInCents>;
export type InvestmentReturnResult = FromSchema<typeof investmentReturnOutputSchema>;
