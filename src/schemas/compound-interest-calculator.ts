import type { FromSchema } from 'json-schema-to-ts';
import {
  horizonYears,
  inputObject,
  money,
  monthlyContribution,
  returnPercent,
  scheduleInput,
  select,
  withDefault,
  type MoneyInCents,
} from './common';
import {
  monthRow,
  outFutureValue,
  outGrowth,
  outInteger,
  outMoney,
  outPercent,
  outScheduled,
  partialYearRow,
} from './output';

export const CONTRIBUTION_TIMINGS = ['end', 'beginning'] as const;
export const COMPOUNDING_FREQUENCIES = ['monthly', 'quarterly', 'annually', 'daily'] as const;

export const compoundInterestInputSchema = inputObject(
  'Compound interest calculator input',
  ['principal', 'monthlyContribution', 'annualRate', 'years'],
  {
    principal: money('Initial deposit', 'Amount invested at the start, in USD.'),
    monthlyContribution: monthlyContribution('Amount added every month, in USD (0 for none).'),
    annualRate: returnPercent(
      'Annual interest rate',
      'Nominal annual rate or expected return in percent (5 = 5 %; negative for a loss, down to −99.99), compounded at the chosen frequency.',
    ),
    years: horizonYears('How long the money grows; the number of monthly contributions is round(years × 12).'),
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
);

const LOSS_NOTE = ' (negative at a negative rate)';

export const compoundMonthlyRowSchema = monthRow('One month of growth.', {
  contribution: outMoney('Contribution made this month.'),
  ...outGrowth('month', 'Balance', LOSS_NOTE),
});

export const compoundYearlyRowSchema = partialYearRow('One year of growth', {
  contributions: outMoney('Contributions made during the year (the initial deposit is not included).'),
  ...outGrowth('year', 'Balance', LOSS_NOTE),
});

export const compoundInterestOutputSchema = outScheduled(
  'Compound interest calculator result.',
  {
    futureValue: outFutureValue('Balance'),
    totalContributions: outMoney('Initial deposit plus all monthly contributions.'),
    totalInterest: outMoney('Interest earned: futureValue − totalContributions; equals the sum of the schedule rows.'),
    numberOfContributions: outInteger('Number of monthly contributions, round(years × 12).', 'months'),
    effectiveAnnualRate: outPercent(
      'Effective annual yield (APY) of the rate at the chosen compounding frequency, in percent, 4 decimals.',
    ),
  },
  { monthly: compoundMonthlyRowSchema, yearly: compoundYearlyRowSchema },
);

/** What the calculator takes and gives. */
export const compoundInterestSchemas = { input: compoundInterestInputSchema, output: compoundInterestOutputSchema };

export type CompoundInterestInput = FromSchema<typeof compoundInterestInputSchema, MoneyInCents>;
export type CompoundInterestResult = FromSchema<typeof compoundInterestOutputSchema>;
