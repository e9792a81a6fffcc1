import type { FromSchema } from 'json-schema-to-ts';
import {
  money,
  outArray,
  outInteger,
  outMoney,
  outObject,
  outPercent,
  returnPercent,
  scheduleInput,
  select,
  withDefault,
  years,
  type MoneyInCents,
} from './common';

export const CONTRIBUTION_TIMINGS = ['end', 'beginning'] as const;
export const COMPOUNDING_FREQUENCIES = ['monthly', 'quarterly', 'annually', 'daily'] as const;

export const compoundInterestInputSchema = {
  type: 'object',
  title: 'Compound interest calculator input',
  additionalProperties: false,
  required: ['principal', 'monthlyContribution', 'annualRate', 'years'],
  properties: {
    principal: money('Initial deposit', 'Amount invested at the start, in USD.'),
    monthlyContribution: money('Monthly contribution', 'Amount added every month, in USD (0 for none).'),
    annualRate: returnPercent(
      'Annual interest rate',
      'Nominal annual rate or expected return in percent (5 = 5 %; negative for a loss, down to −99.99), compounded at the chosen frequency.',
    ),
    years: years('Years', 'How long the money grows; the number of monthly contributions is round(years × 12).'),
    contributionTiming: withDefault(
      select(
        'Contribution timing',
        'When each monthly contribution is made: "end" of the month (ordinary annuity) or "beginning" (annuity due).',
        CONTRIBUTION_TIMINGS,
      ),
      'end',
    ),
    compoundingFrequency: withDefault(
      select(
        'Compounding frequency',
        'How often interest is compounded: monthly (rate / 12), quarterly (rate / 4), annually, or daily (rate / 365). ' +
          'Monthly contributions earn interest at the equivalent monthly rate (1 + rate / m)^(m / 12) − 1.',
        COMPOUNDING_FREQUENCIES,
      ),
      'monthly',
    ),
    schedule: scheduleInput('yearly'),
  },
} as const;

export const compoundMonthlyRowSchema = outObject('One month of growth.', {
  month: outInteger('Month number, 1-based.', 'months'),
  contribution: outMoney('Contribution made this month.'),
  interest: outMoney('Interest earned this month (negative at a negative rate).'),
  balance: outMoney('Balance at the end of the month.'),
});

export const compoundYearlyRowSchema = outObject('One year of growth (the last year may be partial).', {
  year: outInteger('Year number, 1-based.', 'years'),
  contributions: outMoney('Contributions made during the year (the initial deposit is not included).'),
  interest: outMoney('Interest earned during the year (negative at a negative rate).'),
  balance: outMoney('Balance at the end of the year.'),
});

export const compoundInterestOutputSchema = outObject(
  'Compound interest calculator result.',
  {
    futureValue: outMoney('Balance at the end of the horizon, rounded to cents.'),
    totalContributions: outMoney('Initial deposit plus all monthly contributions.'),
    totalInterest: outMoney('Interest earned: futureValue − totalContributions; equals the sum of the schedule rows.'),
    numberOfContributions: outInteger('Number of monthly contributions, round(years × 12).', 'months'),
    effectiveAnnualRate: outPercent('Effective annual yield (APY) of the rate at the chosen compounding frequency, in percent, 4 decimals.'),
    schedule: outArray('Monthly rows (schedule = "monthly").', compoundMonthlyRowSchema),
    yearlySchedule: outArray('Yearly rows (schedule = "monthly" or "yearly").', compoundYearlyRowSchema, 100),
  },
  ['schedule', 'yearlySchedule'],
);

export type CompoundInterestInput = FromSchema<typeof compoundInterestInputSchema, MoneyInCents>;
export type CompoundInterestResult = FromSchema<typeof compoundInterestOutputSchema>;
