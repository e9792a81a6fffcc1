import type { FromSchema } from 'json-schema-to-ts';
import { money, outArray, outInteger, outMoney, outObject, percent, scheduleInput, withDefault, years, type MoneyInCents } from './common';

export const savingsGoalInputSchema = {
  type: 'object',
  title: 'Savings goal calculator input',
  additionalProperties: false,
  required: ['targetAmount', 'annualRate', 'years'],
  properties: {
    targetAmount: money('Savings goal', 'Amount you want to have at the end, in USD.'),
    currentSavings: withDefault(money('Current savings', 'Amount already saved today, in USD; it keeps earning interest.'), 0),
    annualRate: percent('Annual interest rate', 'Nominal annual rate the savings earn, in percent (4 = 4 %), compounded monthly at rate / 12.'),
    years: years('Years to goal', 'Time until the goal; deposits are monthly and their number is round(years × 12).'),
    schedule: scheduleInput('yearly'),
  },
} as const;

export const savingsMonthlyRowSchema = outObject('One month of saving.', {
  month: outInteger('Month number, 1-based.', 'months'),
  deposit: outMoney('Deposit made at the end of this month.'),
  interest: outMoney('Interest earned this month.'),
  balance: outMoney('Savings at the end of the month.'),
});

export const savingsYearlyRowSchema = outObject('One year of saving (the last year may be partial).', {
  year: outInteger('Year number, 1-based.', 'years'),
  deposits: outMoney('Deposits made during the year.'),
  interest: outMoney('Interest earned during the year (on current savings and deposits).'),
  balance: outMoney('Savings at the end of the year.'),
});

export const savingsGoalOutputSchema = outObject(
  'Savings goal calculator result.',
  {
    monthlySavings: outMoney('Deposit needed at the end of each month, rounded UP to the cent so that the goal is reached (0 when the goal is already met).'),
    totalDeposits: outMoney('Sum of all monthly deposits; equals the sum of the schedule rows.'),
    interestEarned: outMoney('Interest earned over the whole period on current savings and deposits; equals the sum of the schedule rows.'),
    futureValueOfCurrentSavings: outMoney('What the current savings alone grow to by the goal date.'),
    goalAlreadyMet: { type: 'boolean', description: 'True when current savings alone reach the goal; monthlySavings is then 0.' },
    finalBalance: outMoney('Projected savings at the goal date: current savings + deposits + interest (at least the goal).'),
    numberOfDeposits: outInteger(
      'Months until the goal, round(years × 12): the number of deposits (each of monthlySavings, 0 when the goal is already met).',
      'months',
    ),
    schedule: outArray('Monthly rows (schedule = "monthly").', savingsMonthlyRowSchema),
    yearlySchedule: outArray('Yearly rows (schedule = "monthly" or "yearly").', savingsYearlyRowSchema, 100),
  },
  ['schedule', 'yearlySchedule'],
);

export type SavingsGoalInput = FromSchema<typeof savingsGoalInputSchema, MoneyInCents>;
export type SavingsGoalResult = FromSchema<typeof savingsGoalOutputSchema>;
