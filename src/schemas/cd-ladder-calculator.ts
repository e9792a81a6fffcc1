import type { FromSchema } from 'json-schema-to-ts';
import { inputObject, integer, money, percent, type MoneyInCents } from './common';
import { outArray, outInteger, outMoney, outObject, outPercent } from './output';

/** Rungs of a ladder: `numberOfRungs` is a whole number from 2 to 5. */
export const MIN_RUNGS = 2;
export const MAX_RUNGS = 5;

export const cdLadderInputSchema = inputObject(
  'CD ladder calculator input',
  ['totalInvestment', 'numberOfRungs', 'baseTermMonths'],
  {
    totalInvestment: money(
      'Total investment',
      'Amount split equally across the CDs, in USD (the last rung takes the leftover cents).',
      {
        min: 0.01,
      },
    ),
    numberOfRungs: integer('Number of rungs', 'How many CDs the ladder has (2 to 5).', MIN_RUNGS, MAX_RUNGS),
    baseTermMonths: integer(
      'Base term',
      'Term of the shortest CD in months; rung k matures after k × this term.',
      1,
      120,
      'months',
    ),
    annualRate: percent(
      'APY',
      'Annual percentage yield in percent (4.5 = 4.5 %), earned by every rung; required unless rungRates gives ' +
        'each rung its own.',
    ),
    rungRates: {
      type: 'array',
      title: 'Rates per rung',
      description: 'Optional APY of each rung in percent, shortest first; exactly one per rung. Replaces annualRate.',
      minItems: MIN_RUNGS,
      maxItems: MAX_RUNGS,
      items: percent('Rung APY', 'Annual percentage yield of this rung, in percent.'),
    },
  },
);

export const rungSchema = outObject('One CD of the ladder.', {
  rung: outInteger('Rung number, 1 = shortest.'),
  amount: outMoney('Amount deposited in this CD.'),
  termMonths: outInteger('Term of this CD in months (rung × baseTermMonths).', 'months'),
  rate: outPercent('APY of this CD, percent.'),
  interest: outMoney('Interest earned by maturity: maturityValue − amount.'),
  maturityValue: outMoney('Value at maturity: amount × (1 + APY/100)^(termMonths/12), rounded to cents.'),
});

export const cdLadderOutputSchema = outObject('CD ladder calculator result.', {
  rungs: outArray('The CDs, shortest first.', rungSchema, MAX_RUNGS),
  totalInterest: outMoney('Interest of all rungs; equals the sum of the rungs.'),
  totalMaturityValue: outMoney('totalInvestment + totalInterest; equals the sum of the rungs.'),
  blendedRate: outPercent('Amount-weighted average APY of the rungs, percent, 4 decimals.'),
  averageTermMonths: {
    type: 'number',
    description: 'Average term of the rungs in months (the split is equal).',
    'x-unit': 'months',
  },
  longestTermMonths: outInteger(
    'Term of the longest rung (numberOfRungs × baseTermMonths): when the whole ladder has matured.',
    'months',
  ),
});

/** What the calculator takes and gives. */
export const cdLadderSchemas = { input: cdLadderInputSchema, output: cdLadderOutputSchema };

export type CdLadderInput = FromSchema<typeof cdLadderInputSchema, MoneyInCents>;
export type CdLadderResult = FromSchema<typeof cdLadderOutputSchema>;
