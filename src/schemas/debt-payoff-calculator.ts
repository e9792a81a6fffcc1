import type { FromSchema } from 'json-schema-to-ts';
import {
  DATE_RANGE,
  inputObject,
  MAX_LIST_ITEMS,
  money,
  percent,
  scheduleInput,
  select,
  text,
  withAliases,
  withDefault,
  YEAR_MONTH_PATTERN,
  type MoneyInCents,
} from './common';
import {
  monthRow,
  outArray,
  outInteger,
  outMoney,
  outNullable,
  outObject,
  outScheduled,
  partialYearRow,
} from './output';

export const DEBT_STRATEGIES = ['avalanche', 'snowball'] as const;

export const debtItemSchema = inputObject('Debt', ['name', 'balance', 'rate', 'minPayment'], {
  name: text('Name', 'A name for the debt (e.g. "Visa"); names must be unique within the list.'),
  balance: money('Balance', 'Amount owed today, in USD.'),
  rate: withAliases(
    percent('APR', 'Annual percentage rate in percent (22.99 = 22.99 %), charged monthly at APR / 12.'),
    ['apr'],
  ),
  minPayment: withAliases(
    money(
      'Minimum payment',
      'Minimum monthly payment on this debt, in USD (the whole balance is paid when it is smaller).',
    ),
    ['minimumPayment'],
  ),
});

export const debtPayoffInputSchema = inputObject('Debt payoff calculator input', ['debts', 'monthlyBudget'], {
  debts: {
    type: 'array',
    title: 'Debts',
    description: 'The debts to pay off (1 to 50), each with a name, balance, APR and minimum monthly payment.',
    minItems: 1,
    maxItems: MAX_LIST_ITEMS,
    items: debtItemSchema,
  },
  monthlyBudget: money(
    'Monthly budget',
    'Total paid towards all debts each month, in USD; must be at least the sum of the minimum payments.',
  ),
  // Both strategies are always computed (`comparison`); this one picks the result's schedule and headline.
  strategy: withDefault(
    select(
      'Strategy',
      'Where the budget left after the minimums goes: "avalanche" = highest APR first, "snowball" = smallest ' +
        'balance first. Both are computed side by side in `comparison`; this picks the one the result details.',
      DEBT_STRATEGIES,
    ),
    'avalanche',
  ),
  schedule: scheduleInput('yearly'),
  startDate: {
    type: 'string',
    pattern: YEAR_MONTH_PATTERN,
    'x-pattern-hint': `a month written YYYY-MM, from ${DATE_RANGE.first.slice(0, 7)} to ${DATE_RANGE.last.slice(0, 7)}`,
    title: 'First payment month',
    description:
      'Month of the first payment (YYYY-MM): each debt and the plan then get a payoffDate, the month of the last payment.',
  },
});

/** A payoff month, YYYY-MM (with startDate). */
const outMonth = (description: string) => ({ type: 'string', pattern: YEAR_MONTH_PATTERN, description }) as const;

const strategyOut = { type: 'string', enum: DEBT_STRATEGIES, description: 'The strategy of the result.' } as const;

export const payoffEntrySchema = outObject(
  'One debt, in the order the debts are paid off.',
  {
    name: { type: 'string', description: 'Name of the debt.' },
    month: outInteger('Month in which the debt is paid off (1-based; 0 when it had no balance).', 'months'),
    payoffDate: outNullable(
      outMonth('Month of its last payment, YYYY-MM (with startDate; null when it had no balance).'),
    ),
    interestPaid: outMoney('Interest paid on this debt until it was paid off.'),
    totalPaid: outMoney('Everything paid on this debt: its balance plus interestPaid.'),
  },
  ['payoffDate'],
);

export const strategySummarySchema = outObject(
  'Outcome of one strategy on the same debts and budget.',
  {
    monthsToDebtFree: outInteger('Months until every debt is paid off.', 'months'),
    payoffDate: outMonth('Month of the last payment, YYYY-MM (with startDate).'),
    totalInterest: outMoney('Interest paid on all debts.'),
    totalPaid: outMoney('Everything paid: the balances plus totalInterest.'),
    payoffOrder: outArray(
      'The debts in the order they are paid off, with the month of each.',
      payoffEntrySchema,
      MAX_LIST_ITEMS,
    ),
  },
  ['payoffDate'],
);

// Per-debt figures are arrays in the order of the `debts` input rather than objects, so that a century of
// monthly rows for 50 debts stays a compact table (names are in the input and in payoffOrder).
const perDebtPayments = outArray(
  'Paid on each debt in the period, in the order of the debts input.',
  outMoney('Paid on this debt.'),
  MAX_LIST_ITEMS,
);
const perDebtBalances = outArray(
  'Balance of each debt at the end of the period, in the order of the debts input.',
  outMoney('Balance of this debt.'),
  MAX_LIST_ITEMS,
);

export const debtMonthlyRowSchema = monthRow(
  'One month of payments (strategy of the result).',
  {
    date: outMonth('The month, YYYY-MM (with startDate).'),
    payment: outMoney('Paid on all debts in the month (the budget, or less in the last month).'),
    interest: outMoney('Interest charged on all debts in the month (APR / 12 on each balance, rounded to cents).'),
    balance: outMoney('Total owed at the end of the month.'),
    payments: perDebtPayments,
    balances: perDebtBalances,
  },
  ['date'],
);

export const debtYearlyRowSchema = partialYearRow(
  'One year of payments: twelve months from the first payment',
  {
    fromMonth: outMonth('First month of the year, YYYY-MM (with startDate).'),
    toMonth: outMonth('Last month of the year, YYYY-MM (with startDate; the payoff month in a partial last year).'),
    payment: outMoney('Paid on all debts during the year.'),
    interest: outMoney('Interest charged on all debts during the year.'),
    balance: outMoney('Total owed at the end of the year.'),
    payments: perDebtPayments,
    balances: perDebtBalances,
  },
  ['fromMonth', 'toMonth'],
);

export const debtPayoffOutputSchema = outScheduled(
  'Debt payoff calculator result.',
  {
    strategy: strategyOut,
    monthsToDebtFree: outInteger('Months until every debt is paid off with the chosen strategy.', 'months'),
    payoffDate: outMonth('Month of the last payment, when every debt is paid off, YYYY-MM (with startDate).'),
    totalDebt: outMoney('Sum of the balances owed today.'),
    totalInterest: outMoney('Interest paid on all debts; equals the sum of the schedule rows.'),
    totalPaid: outMoney('Everything paid (totalDebt + totalInterest); equals the sum of the schedule rows.'),
    payoffOrder: outArray(
      'The debts in the order they are paid off, with the month of each.',
      payoffEntrySchema,
      MAX_LIST_ITEMS,
    ),
    comparison: outObject(
      'Both strategies side by side on the same debts and budget; a strategy that does not pay the debts off within 100 years is null.',
      {
        avalanche: outNullable(strategySummarySchema),
        snowball: outNullable(strategySummarySchema),
        interestSavedByAvalanche: outNullable(
          outMoney(
            'Snowball total interest minus avalanche total interest (null when either does not pay off within 100 years). ' +
              'It can be a few cents negative when the strategies are nearly equal: interest is rounded to cents every month.',
          ),
        ),
      },
    ),
  },
  { monthly: debtMonthlyRowSchema, yearly: debtYearlyRowSchema },
  ['payoffDate'],
);

/** What the calculator takes and gives. */
export const debtPayoffSchemas = { input: debtPayoffInputSchema, output: debtPayoffOutputSchema };

export type DebtPayoffInput = FromSchema<typeof debtPayoffInputSchema, MoneyInCents>;
export type DebtPayoffResult = FromSchema<typeof debtPayoffOutputSchema>;
