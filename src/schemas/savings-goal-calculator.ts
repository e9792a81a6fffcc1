import type { FromSchema } from 'json-schema-to-ts';
import { annualInterestRate, inputObject, money, scheduleInput, withDefault, years, type MoneyInCents } from './common';
import { monthRow, outGrowth, outInteger, outMoney, outScheduled, partialYearRow } from './output';

export const savingsGoalInputSchema = inputObject(
  'Savings goal calculator input',
  ['targetAmount', 'annualRate', 'years'],
  {
    targetAmount: money('Savings goal', 'Amount you want to have at the end, in USD.'),
    currentSavings: withDefault(
      money('Current savings', 'Amount already saved today, in USD; it keeps earning interest.'),
      0,
    ),
    annualRate: annualInterestRate(
      'Nominal annual rate the savings earn, in percent (4 = 4 %), compounded monthly at rate / 12.',
    ),
    years: years('Years to goal', 'Time until the goal; deposits are monthly and their number is round(years × 12).'),
    schedule: scheduleInput('yearly'),
  },
);

export const savingsMonthlyRowSchema = monthRow('One month of saving.', {
  deposit: outMoney('Deposit made at the end of this month.'),
  ...outGrowth('month', 'Savings'),
});

export const savingsYearlyRowSchema = partialYearRow('One year of saving', {
  deposits: outMoney('Deposits made during the year.'),
  ...outGrowth('year', 'Savings', ' (on current savings and deposits)'),
});

export const savingsGoalOutputSchema = outScheduled(
  'Savings goal calculator result.',
  {
    monthlySavings: outMoney(
      'Deposit needed at the end of each month, rounded UP to the cent so that the goal is reached (0 when the goal is already met).',
    ),
    totalDeposits: outMoney('Sum of all monthly deposits; equals the sum of the schedule rows.'),
    interestEarned: outMoney(
      'Interest earned over the whole period on current savings and deposits; equals the sum of the schedule rows.',
    ),
    futureValueOfCurrentSavings: outMoney('What the current savings alone grow to by the goal date.'),
    goalAlreadyMet: {
      type: 'boolean',
      description: 'True when current savings alone reach the goal; monthlySavings is then 0.',
    },
    finalBalance: outMoney(
      'Projected savings at the goal date: current savings + deposits + interest (at least the goal).',
    ),
    numberOfDeposits: outInteger(
      'Months until the goal, round(years × 12): the number of deposits (each of monthlySavings, 0 when the goal is already met).',
      'months',
    ),
  },
  { monthly: savingsMonthlyRowSchema, yearly: savingsYearlyRowSchema },
);

/** What the calculator takes and gives. */
export const savingsGoalSchemas = { input: savingsGoalInputSchema, output: savingsGoalOutputSchema };

export type SavingsGoalInput = FromSchema<typeof savingsGoalInputSchema, MoneyInCents>;
export type SavingsGoalResult = FromSchema<typeof savingsGoalOutputSchema>;
