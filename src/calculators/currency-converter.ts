/**
 * Converts an amount between two currencies with reference rates quoted against a common base
 * (units per one unit of the base): cross rate A→B = rate_B / rate_A. The rates are the
 * caller's `exchangeRates`, else the ECB reference rates per 1 EUR handed in by the context.
 */
import { ApiError, type FieldError } from '../errors/api-error';
import { currencySchemas, type CurrencyInput, type CurrencyResult } from '../schemas/currency-converter';
import { defineCalculator, type CalcContext } from './define';
import { currencyConverterParts } from './currency-converter-parts';
import { roundTo } from './money';
import { minorUnits } from '../reference/iso-4217';

/** Significant digits of the reported rates (ECB quotes 5 or 6; the conversion itself uses the unrounded ratio). */
const RATE_DIGITS = 8;
/** Doubles carry 15 significant digits exactly; beyond this many minor units the last digit is not exact. */
const MAX_EXACT_MINOR_UNITS = 1e15;
const DOUBLE_DIGITS = 15;

/**
 * The converted amount and its decimals: rounded half up to the ISO 4217 minor unit of `code`; for a code without
 * one (not in ISO 4217, such as BTC, or gold and the SDR) kept at a double's full precision, 15 significant digits,
 * since no smallest unit is known to round to.
 */
function roundForCurrency(amount: number, code: string): { value: number; decimals: number; iso: boolean } {
  const units = minorUnits(code);
  if (typeof units === 'number') return { value: roundTo(amount, units), decimals: units, iso: true };
  if (amount === 0) return { value: 0, decimals: 0, iso: false };
  const value = Number(amount.toPrecision(DOUBLE_DIGITS));
  const decimals = Math.max(0, DOUBLE_DIGITS - 1 - Math.floor(Math.log10(Math.abs(value))));
  return { value, decimals, iso: false };
}

interface RateTable {
  rates: ReadonlyMap<string, number>;
  source: 'supplied' | 'ecb' | 'snapshot';
  asOf: string | null;
  /** The currency the rates are quoted against; null when the caller supplied them. */
  base: string | null;
  /** How error messages name the table. */
  label: string;
  /** Older than a daily table may be. */
  stale: boolean;
}

/** The caller's table with upper-cased codes; two spellings of one code with different rates are refused. */
function suppliedTable(supplied: Readonly<Record<string, number>>): RateTable {
  const rates = new Map<string, number>();
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(supplied)) {
    const code = key.toUpperCase();
    const seen = rates.get(code);
    if (seen !== undefined && seen !== value) {
      errors.push({
        path: `/exchangeRates/${key}`,
        code: 'duplicate_currency',
        message: `gives ${code} a second, different rate`,
      });
    }
    rates.set(code, value);
  }
  if (errors.length > 0) throw ApiError.invalidInput(errors);
  return { rates, source: 'supplied', asOf: null, base: null, label: 'exchangeRates', stale: false };
}

function contextTable(context: CalcContext): RateTable {
  const fx = context.fx;
  if (!fx) {
    throw new ApiError(
      'service_unavailable',
      'No exchange rates are available right now; pass exchangeRates to convert with your own rates',
    );
  }
  // The base is 1 by definition, whether or not the table lists it.
  const base = fx.base.toUpperCase();
  const rates = new Map<string, number>([[base, 1]]);
  for (const [code, value] of Object.entries(fx.rates)) rates.set(code.toUpperCase(), value);
  return {
    rates,
    source: fx.source,
    asOf: fx.asOf,
    base,
    label: fx.source === 'ecb' ? 'the ECB reference rates' : 'the bundled ECB reference rates',
    stale: fx.stale === true,
  };
}

/** The rate of each code, or a 422 naming each unknown one with the codes the table does have. */
function lookUp(table: RateTable, codes: ReadonlyArray<[field: string, code: string]>): number[] {
  const errors: FieldError[] = [];
  const found = codes.map(([field, code]) => {
    const rate = table.rates.get(code);
    if (rate === undefined) {
      errors.push({
        path: `/${field}`,
        code: 'unknown_currency',
        message: `'${code}' is not in ${table.label}; supported: ${[...table.rates.keys()].sort().join(', ')}`,
        allowed: [...table.rates.keys()].sort(),
      });
    }
    return rate ?? NaN;
  });
  if (errors.length > 0) throw ApiError.invalidInput(errors);
  return found;
}

const significant = (x: number) => Number(x.toPrecision(RATE_DIGITS));

export const currencyConverter = defineCalculator<CurrencyInput, CurrencyResult>('currency-converter', {
  parts: currencyConverterParts,
  schemas: currencySchemas,
  usesLiveData: true,
  compute(input, context) {
    const from = input.fromCurrency.toUpperCase();
    const to = input.toCurrency.toUpperCase();
    const table = input.exchangeRates ? suppliedTable(input.exchangeRates) : contextTable(context);
    const [rateFrom, rateTo] = lookUp(table, [
      ['fromCurrency', from],
      ['toCurrency', to],
    ]) as [number, number];

    const { value: converted, decimals, iso } = roundForCurrency((input.amount * rateTo) / rateFrom, to);
    const rate = rateTo / rateFrom;

    const assumptions = [
      table.source === 'supplied'
        ? `Exchange rates supplied in the request (units per one unit of a common base): 1 ${from} = ${rateTo} / ${rateFrom} ${to}`
        : `ECB reference rates of ${table.asOf} (units per 1 ${table.base}, source: ${table.source}): 1 ${from} = ${rateTo} / ${rateFrom} ${to}, the cross rate through ${table.base}`,
      iso
        ? `Converted amount rounded half up to ${decimals} decimals, the ISO 4217 minor unit of ${to}`
        : `${to} has no ISO 4217 minor unit (${minorUnits(to) === null ? 'a unit without decimals, such as gold or the SDR' : 'it is not an ISO 4217 currency'}): the converted amount keeps full precision, ${DOUBLE_DIGITS} significant digits, instead of being rounded to a smallest unit`,
      'Reference (mid-market) rates, without the margin or fees a bank or card network charges',
    ];
    const warnings: string[] = [];
    if (table.source === 'ecb' && table.stale) {
      warnings.push(
        `These are the ECB reference rates of ${table.asOf}, which are stale: newer rates could not be fetched, so they are not today's`,
      );
    }
    if (table.source === 'snapshot') {
      warnings.push(
        `These are the bundled exchange rates of ${table.asOf}, not today's: live ECB rates are not available`,
      );
    }
    if (iso && input.amount > 0 && converted === 0) {
      warnings.push(
        `${input.amount} ${from} is less than the smallest unit of ${to} (${10 ** -decimals}): it converts to 0`,
      );
    }
    if (iso && Math.abs(converted) * 10 ** decimals >= MAX_EXACT_MINOR_UNITS) {
      warnings.push(
        `The converted amount is shown to double precision (about 15 significant digits): its last digits are not exact`,
      );
    }

    return {
      result: {
        amount: input.amount,
        convertedAmount: converted,
        decimals,
        rate: significant(rate),
        inverseRate: significant(rateFrom / rateTo),
        fromCurrency: from,
        toCurrency: to,
        ratesSource: table.source,
        ratesAsOf: table.asOf,
      },
      assumptions,
      warnings,
      ...(table.source === 'supplied' || table.asOf === null
        ? {}
        : { meta: { fx_as_of: table.asOf, fx_source: table.source }, ratesUsed: [table.asOf] }),
    };
  },
});
