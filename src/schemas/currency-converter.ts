import type { FromSchema } from 'json-schema-to-ts';
import { inputObject, money } from './common';
import { outInteger, outNullable, outObject } from './output';

/** Most currencies an `exchangeRates` table may hold (the ECB publishes about 30). */
export const MAX_SUPPLIED_RATES = 200;
/** Bounds of a supplied rate: the cross rate of any two stays within 1e-18..1e18, so every result is finite. */
export const MIN_SUPPLIED_RATE = 1e-9;
export const MAX_SUPPLIED_RATE = 1e9;

/** Three letters; ISO 4217 codes are upper case, but any case is accepted and upper-cased. */
const CODE_PATTERN = '^[A-Za-z]{3}$';
/** What the pattern means, for the error message of a code that does not match it. */
const CODE_HINT = 'a three-letter ISO 4217 currency code such as USD';

function currencyCode(title: string, description: string, examples: readonly string[]) {
  // x-transform: upper-cased during validation, so meta.inputs and share_url carry the ISO form.
  return {
    type: 'string',
    minLength: 3,
    maxLength: 3,
    pattern: CODE_PATTERN,
    'x-pattern-hint': CODE_HINT,
    'x-transform': ['toUpperCase'],
    title,
    description,
    examples,
  } as const;
}

export const currencyInputSchema = inputObject('Currency converter input', ['amount', 'fromCurrency', 'toCurrency'], {
  amount: { ...money('Amount', 'Amount to convert, in units of fromCurrency.'), 'x-unit': 'currency' },
  fromCurrency: currencyCode(
    'From currency',
    'ISO 4217 code of the currency converted from, e.g. "USD" (case-insensitive).',
    ['USD', 'EUR', 'GBP', 'JPY'],
  ),
  toCurrency: currencyCode(
    'To currency',
    'ISO 4217 code of the currency converted to, e.g. "EUR" (case-insensitive).',
    ['EUR', 'USD', 'INR', 'JPY'],
  ),
  exchangeRates: {
    type: 'object',
    title: 'Exchange rates',
    description:
      'Optional rates to use instead of the ECB reference rates: currency code → units of that currency per one unit of a common base, ' +
      `e.g. {"EUR": 1, "USD": 1.1269, "JPY": 178.15}. Must contain both currencies; at most ${MAX_SUPPLIED_RATES} codes.`,
    minProperties: 1,
    maxProperties: MAX_SUPPLIED_RATES,
    propertyNames: { type: 'string', pattern: CODE_PATTERN, 'x-pattern-hint': CODE_HINT },
    additionalProperties: {
      type: 'number',
      minimum: MIN_SUPPLIED_RATE,
      maximum: MAX_SUPPLIED_RATE,
      title: 'Rate',
      description: `Units of this currency per one unit of the common base (${MIN_SUPPLIED_RATE}..${MAX_SUPPLIED_RATE}).`,
      'x-unit': 'currency',
    },
  },
});

export const RATES_SOURCES = ['supplied', 'ecb', 'snapshot'] as const;

export const currencyOutputSchema = outObject('Currency converter result.', {
  amount: { type: 'number', description: 'The amount converted, in fromCurrency.', 'x-unit': 'currency' },
  convertedAmount: {
    type: 'number',
    description:
      'amount × rate, rounded half up to the ISO 4217 minor unit of toCurrency (see `decimals`); for a code without ' +
      'an ISO 4217 minor unit (e.g. BTC, XAU) kept at full precision, 15 significant digits.',
    'x-unit': 'currency',
  },
  decimals: outInteger(
    'Decimals convertedAmount is rounded to: the ISO 4217 minor unit of toCurrency; for a code without one, the ' +
      'decimals of its 15 significant digits.',
    'count',
  ),
  rate: {
    type: 'number',
    description: 'Units of toCurrency for one unit of fromCurrency (rate_to / rate_from), to 8 significant digits.',
  },
  inverseRate: {
    type: 'number',
    description: 'Units of fromCurrency for one unit of toCurrency, to 8 significant digits.',
  },
  fromCurrency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'Currency converted from (upper case).' },
  toCurrency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'Currency converted to (upper case).' },
  ratesSource: {
    type: 'string',
    enum: RATES_SOURCES,
    description: 'Where the rates came from: the request (supplied), live ECB rates, or the bundled snapshot.',
  },
  ratesAsOf: outNullable({
    type: 'string',
    description: 'Reference date of the rates (YYYY-MM-DD); null for supplied rates.',
  } as const),
});

/** What the calculator takes and gives. */
export const currencySchemas = { input: currencyInputSchema, output: currencyOutputSchema };

export type CurrencyInput = FromSchema<typeof currencyInputSchema>;
export type CurrencyResult = FromSchema<typeof currencyOutputSchema>;
