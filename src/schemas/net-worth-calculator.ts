import type { FromSchema } from 'json-schema-to-ts';
import { inputObject, MAX_LIST_ITEMS, money, percent, text, type MoneyInCents } from './common';
import { outArray, outMoney, outNullable, outObject, outPercent } from './output';

export const assetItemSchema = inputObject('Asset', ['name', 'value'], {
  name: text('Name', 'What the asset is (e.g. "Checking account", "Home").'),
  value: money('Value', 'What the asset is worth today, in USD.'),
});

export const liabilityItemSchema = inputObject('Liability', ['name', 'balance', 'rate'], {
  name: text('Name', 'What the debt is (e.g. "Mortgage", "Visa").'),
  balance: money('Balance', 'Amount owed today, in USD.'),
  rate: percent('Interest rate', 'Annual interest rate (APR) in percent (6.5 = 6.5 %); 0 for an interest-free debt.'),
});

export const netWorthInputSchema = inputObject('Net worth calculator input', ['assets', 'liabilities'], {
  assets: {
    type: 'array',
    title: 'Assets',
    description: 'What you own (up to 50 items), each with a name and value; may be empty.',
    maxItems: MAX_LIST_ITEMS,
    items: assetItemSchema,
  },
  liabilities: {
    type: 'array',
    title: 'Liabilities',
    description: 'What you owe (up to 50 items), each with a name, balance and interest rate; may be empty.',
    maxItems: MAX_LIST_ITEMS,
    items: liabilityItemSchema,
  },
});

const shareOut = outNullable(
  outPercent(
    "Share of its side's total, in percent, rounded to 4 decimals by largest remainder so that a side's shares add up to exactly 100 " +
      '(null when the side totals 0).',
  ),
);

export const assetOutSchema = outObject('One asset with its share of total assets.', {
  name: { type: 'string', description: 'Name of the asset.' },
  value: outMoney('Value of the asset.'),
  sharePct: shareOut,
});

export const liabilityOutSchema = outObject('One liability with its share of total liabilities.', {
  name: { type: 'string', description: 'Name of the liability.' },
  balance: outMoney('Balance owed.'),
  rate: outPercent('Annual interest rate (APR), percent.'),
  sharePct: shareOut,
  annualInterest: outMoney(
    'One year of interest at this rate on this balance (balance × rate / 100), rounded to cents.',
  ),
});

export const netWorthOutputSchema = outObject('Net worth calculator result.', {
  totalAssets: outMoney('Sum of the asset values.'),
  totalLiabilities: outMoney('Sum of the liability balances.'),
  netWorth: outMoney('totalAssets − totalLiabilities; negative when you owe more than you own.'),
  debtToAssetPct: outNullable(
    outPercent('totalLiabilities ÷ totalAssets in percent (25 = 25 %), 4 decimals; null when total assets are 0.'),
  ),
  debtToAssetRatio: outNullable({
    type: 'number',
    description:
      'Deprecated: debtToAssetPct / 100 as a plain ratio (0.25 = 25 %), 4 decimals; null when total assets are 0. Kept because the calculator ' +
      'contract lists it; every other ratio is a percent, so use debtToAssetPct.',
    'x-unit': 'ratio',
    deprecated: true,
  } as const),
  weightedAverageRate: outNullable(
    outPercent(
      'Balance-weighted average interest rate of the liabilities, percent, 4 decimals; null when nothing is owed.',
    ),
  ),
  annualInterestCost: outMoney("One year of interest on today's balances: the sum of the liabilities' annualInterest."),
  assets: outArray('The assets in input order, with their shares.', assetOutSchema, MAX_LIST_ITEMS),
  liabilities: outArray(
    'The liabilities in input order, with their shares and yearly interest.',
    liabilityOutSchema,
    MAX_LIST_ITEMS,
  ),
});

/** What the calculator takes and gives. */
export const netWorthSchemas = { input: netWorthInputSchema, output: netWorthOutputSchema };

export type NetWorthInput = FromSchema<typeof netWorthInputSchema, MoneyInCents>;
export type NetWorthResult = FromSchema<typeof netWorthOutputSchema>;
