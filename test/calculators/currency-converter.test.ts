import fc from 'fast-check';
import { runCalculator } from '../support/run-calculator';
import { ApiError } from '../../src/errors/api-error';
import type { CalcContext } from '../../src/calculators/define';

// The ECB daily reference rates of 2026-10-06, per 1 EUR, copied from ../shared/fixtures/ecb-eurofxref-daily.xml.
const ECB_2026_10_06 = {
  USD: 1.1269,
  JPY: 178.15,
  CZK: 24.405,
  DKK: 7.4747,
  GBP: 0.8488,
  HUF: 364.95,
  PLN: 4.365,
  RON: 5.351,
  SEK: 11.2425,
  CHF: 0.9359,
  ISK: 137.2,
  NOK: 10.778,
  TRY: 55.4196,
  AUD: 1.614,
  BRL: 5.5991,
  CAD: 1.6058,
  CNY: 7.5554,
  HKD: 8.8438,
  IDR: 20104.8,
  ILS: 3.4348,
  INR: 108.6615,
  KRW: 1508.67,
  MXN: 20.2217,
  MYR: 4.6034,
  NZD: 2.0061,
  PHP: 70.702,
  SGD: 1.4392,
  THB: 37.836,
  ZAR: 18.5829,
};
const ecb: CalcContext = { fx: { base: 'EUR', asOf: '2026-10-06', source: 'ecb', rates: { EUR: 1, ...ECB_2026_10_06 } } };

const convert = (input: Record<string, unknown>, context: CalcContext = ecb) => runCalculator('currency-converter', input, context);
const result = (input: Record<string, unknown>, context: CalcContext = ecb) => convert(input, context).result;

function errorOf(input: Record<string, unknown>, context: CalcContext = ecb): ApiError {
  try {
    convert(input, context);
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected an error');
}

// Expected values computed independently with python3: the fixture XML parsed with ElementTree, the cross
// rate rate_to / rate_from in Decimal (50 digits), amount × rate rounded half up to the ISO 4217 minor unit
// of the target (0 for JPY, KRW, ISK; 2 otherwise), rates to 8 significant digits.
describe('currency-converter golden values (ECB reference rates of 2026-10-06)', () => {
  it.each([
    [100, 'USD', 'EUR', 88.74, 0.88739019, 1.1269],
    [100, 'EUR', 'USD', 112.69, 1.1269, 0.88739019],
    [1000, 'USD', 'JPY', 158089, 158.08856, 0.0063255683],
    [250, 'GBP', 'USD', 331.91, 1.327639, 0.75321679],
    [1, 'USD', 'INR', 96.43, 96.425149, 0.010370738],
    [5000, 'CHF', 'KRW', 8059996, 1611.9991, 0.00062034772],
    [1000000, 'JPY', 'USD', 6325.57, 0.0063255683, 158.08856],
    [12345.67, 'ISK', 'HUF', 32839.3, 2.6599854, 0.37594191],
    [0.01, 'EUR', 'IDR', 201.05, 20104.8, 0.000049739366],
    [99.99, 'ZAR', 'GBP', 4.57, 0.045676401, 21.893143],
  ])('%d %s → %s = %d (rate %d, inverse %d)', (amount, fromCurrency, toCurrency, converted, rate, inverse) => {
    const r = result({ amount, fromCurrency, toCurrency });
    expect(r.convertedAmount).toBe(converted);
    expect(r.rate).toBe(rate);
    expect(r.inverseRate).toBe(inverse);
  });

  it('reports the source and date of the rates, in the result and in meta', () => {
    const out = convert({ amount: 100, fromCurrency: 'USD', toCurrency: 'EUR' });
    expect(out.result).toEqual(
      expect.objectContaining({ fromCurrency: 'USD', toCurrency: 'EUR', ratesSource: 'ecb', ratesAsOf: '2026-10-06', amount: 100, decimals: 2 }),
    );
    expect(out.meta).toEqual({ fx_as_of: '2026-10-06', fx_source: 'ecb' });
    expect(out.assumptions).toEqual(expect.arrayContaining([expect.stringContaining('ECB reference rates of 2026-10-06 (units per 1 EUR, source: ecb)')]));
    expect(out.warnings).toEqual([]);
  });
});

describe('currency-converter conventions', () => {
  it('accepts codes in any case and answers them upper-cased', () => {
    const r = result({ amount: 100, fromCurrency: 'usd', toCurrency: 'Jpy' });
    expect(r.fromCurrency).toBe('USD');
    expect(r.toCurrency).toBe('JPY');
    expect(r.convertedAmount).toBe(15809); // 100 × 178.15 / 1.1269 = 15,808.856…
  });

  it('rounds to the ISO 4217 minor unit of the target currency', () => {
    expect(result({ amount: 1, fromCurrency: 'EUR', toCurrency: 'KRW' })).toEqual(expect.objectContaining({ convertedAmount: 1509, decimals: 0 }));
    expect(result({ amount: 1, fromCurrency: 'EUR', toCurrency: 'ISK' })).toEqual(expect.objectContaining({ convertedAmount: 137, decimals: 0 }));
    // ISO 4217 gives HUF two decimals
    expect(result({ amount: 1, fromCurrency: 'EUR', toCurrency: 'HUF' })).toEqual(expect.objectContaining({ convertedAmount: 364.95, decimals: 2 }));
    // KWD has three: 10 × 0.3083 / 1 with supplied rates
    expect(result({ amount: 10, fromCurrency: 'USD', toCurrency: 'kwd', exchangeRates: { USD: 1, KWD: 0.30834 } })).toEqual(
      expect.objectContaining({ convertedAmount: 3.083, decimals: 3 }),
    );
  });

  it('converts a currency to itself at rate 1', () => {
    expect(result({ amount: 123.45, fromCurrency: 'GBP', toCurrency: 'gbp' })).toEqual(
      expect.objectContaining({ convertedAmount: 123.45, rate: 1, inverseRate: 1 }),
    );
  });

  it('uses the base currency at 1 even when the table does not list it', () => {
    const ctx: CalcContext = { fx: { base: 'EUR', asOf: '2026-10-06', source: 'ecb', rates: { USD: 1.1269 } } };
    expect(result({ amount: 100, fromCurrency: 'EUR', toCurrency: 'USD' }, ctx).convertedAmount).toBe(112.69);
  });

  it('warns when the rates are the bundled snapshot, not live', () => {
    const snapshot: CalcContext = { fx: { ...ecb.fx!, source: 'snapshot' } };
    const out = convert({ amount: 100, fromCurrency: 'USD', toCurrency: 'EUR' }, snapshot);
    expect(out.result.ratesSource).toBe('snapshot');
    expect(out.meta).toEqual({ fx_as_of: '2026-10-06', fx_source: 'snapshot' });
    expect(out.warnings).toEqual([expect.stringContaining('bundled exchange rates of 2026-10-06')]);
  });

  it('warns when the amount is less than one minor unit of the target', () => {
    const out = convert({ amount: 0.001, fromCurrency: 'USD', toCurrency: 'JPY' });
    expect(out.result.convertedAmount).toBe(0);
    expect(out.warnings).toEqual([expect.stringContaining('converts to 0')]);
  });

  it('answers 503 service_unavailable with no rates at all', () => {
    const e = errorOf({ amount: 100, fromCurrency: 'USD', toCurrency: 'EUR' }, {});
    expect(e.status).toBe(503);
    expect(e.code).toBe('service_unavailable');
  });
});

describe('currency-converter with supplied rates', () => {
  const supplied = { EUR: 1, USD: 1.1269, JPY: 178.15 };

  it('gives the same cross rate as the same ECB figures, labelled supplied, with no date and no fx meta', () => {
    const out = convert({ amount: 1000, fromCurrency: 'USD', toCurrency: 'JPY', exchangeRates: supplied }, {});
    expect(out.result).toEqual(expect.objectContaining({ convertedAmount: 158089, rate: 158.08856, ratesSource: 'supplied', ratesAsOf: null }));
    expect(out.meta).toBeUndefined();
  });

  it('any common base works: rates per 1 USD give the same answer', () => {
    // Per 1 USD: EUR 1/1.1269, JPY 178.15/1.1269
    const perUsd = { USD: 1, EUR: 1 / 1.1269, JPY: 178.15 / 1.1269 };
    expect(result({ amount: 1000, fromCurrency: 'USD', toCurrency: 'JPY', exchangeRates: perUsd }).convertedAmount).toBe(158089);
    expect(result({ amount: 100, fromCurrency: 'EUR', toCurrency: 'USD', exchangeRates: perUsd }).convertedAmount).toBe(112.69);
  });

  it('accepts lower-case codes as keys, but not two spellings of one code with different rates', () => {
    expect(result({ amount: 100, fromCurrency: 'EUR', toCurrency: 'USD', exchangeRates: { eur: 1, usd: 1.1269 } }).convertedAmount).toBe(112.69);
    expect(result({ amount: 100, fromCurrency: 'EUR', toCurrency: 'USD', exchangeRates: { EUR: 1, usd: 1.1269, USD: 1.1269 } }).convertedAmount).toBe(112.69);
    expect(errorOf({ amount: 100, fromCurrency: 'EUR', toCurrency: 'USD', exchangeRates: { EUR: 1, usd: 1.1, USD: 1.2 } }).errors).toEqual([
      expect.objectContaining({ path: '/exchangeRates/USD', code: 'duplicate_currency' }),
    ]);
  });

  it('must contain both currencies: a missing one is a 422 at its field listing the supplied codes', () => {
    const e = errorOf({ amount: 100, fromCurrency: 'USD', toCurrency: 'GBP', exchangeRates: supplied });
    expect(e.status).toBe(422);
    expect(e.errors).toEqual([expect.objectContaining({ path: '/toCurrency', code: 'unknown_currency', allowed: ['EUR', 'JPY', 'USD'] })]);
  });
});

describe('currency-converter input validation', () => {
  it('an unknown currency is a 422 at its field listing the supported codes', () => {
    const e = errorOf({ amount: 100, fromCurrency: 'XYZ', toCurrency: 'ABC' });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual([
      expect.objectContaining({ path: '/fromCurrency', code: 'unknown_currency', message: expect.stringContaining("'XYZ'") }),
      expect.objectContaining({ path: '/toCurrency', code: 'unknown_currency' }),
    ]);
    const allowed = e.errors![0]!.allowed as string[];
    expect(allowed).toHaveLength(30);
    expect(allowed).toEqual(expect.arrayContaining(['EUR', 'USD', 'JPY', 'ZAR']));
    expect(allowed).not.toContain('BGN'); // left the ECB list when Bulgaria adopted the euro on 2026-01-01
  });

  it('a code that is not three letters is refused by the schema', () => {
    expect(errorOf({ amount: 1, fromCurrency: 'US', toCurrency: 'EUR1' }).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/fromCurrency', code: 'minLength' }),
        expect.objectContaining({ path: '/toCurrency', code: 'maxLength' }),
      ]),
    );
    expect(errorOf({ amount: 1, fromCurrency: 'U$D', toCurrency: 'EUR' }).errors).toEqual([
      expect.objectContaining({ path: '/fromCurrency', code: 'pattern' }),
    ]);
  });

  it('requires amount, fromCurrency and toCurrency; a negative amount is refused', () => {
    expect(errorOf({}).errors).toEqual(
      expect.arrayContaining(['/amount', '/fromCurrency', '/toCurrency'].map((path) => expect.objectContaining({ path, code: 'required' }))),
    );
    expect(errorOf({ amount: -5, fromCurrency: 'USD', toCurrency: 'EUR' }).errors).toEqual([expect.objectContaining({ path: '/amount', code: 'minimum' })]);
  });

  it('bounds the supplied rates: each > 0 (at least 1e-9) and at most 1e9, at most 200 codes, three-letter keys', () => {
    const base = { amount: 1, fromCurrency: 'EUR', toCurrency: 'USD' };
    expect(errorOf({ ...base, exchangeRates: { EUR: 1, USD: 0 } }).errors).toEqual([expect.objectContaining({ path: '/exchangeRates/USD', code: 'minimum' })]);
    expect(errorOf({ ...base, exchangeRates: { EUR: 1, USD: 2e9 } }).errors).toEqual([
      expect.objectContaining({ path: '/exchangeRates/USD', code: 'maximum' }),
    ]);
    expect(errorOf({ ...base, exchangeRates: { EUR: 1, USD: '1.1' } }).errors).toEqual([expect.objectContaining({ path: '/exchangeRates/USD', code: 'type' })]);
    expect(errorOf({ ...base, exchangeRates: { EUR: 1, USD: 1.1, EURO: 1 } }).errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/exchangeRates', code: 'pattern' })]),
    );
    expect(errorOf({ ...base, exchangeRates: {} }).errors).toEqual([expect.objectContaining({ path: '/exchangeRates', code: 'minProperties' })]);
    const many: Record<string, number> = {};
    for (let i = 0; i < 201; i++) many[String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26), 65)] = 1;
    expect(errorOf({ ...base, exchangeRates: many }).errors).toEqual([expect.objectContaining({ path: '/exchangeRates', code: 'maxProperties' })]);
  });

  it('rejects unknown inputs with a did-you-mean hint', () => {
    expect(errorOf({ amount: 1, fromCurrency: 'EUR', toCurrency: 'USD', exchangeRate: { EUR: 1 } }).errors).toEqual([
      expect.objectContaining({ path: '/exchangeRate', code: 'unknown_field', message: expect.stringContaining("'exchangeRates'") }),
    ]);
  });
});

describe('currency-converter invariants (fast-check)', () => {
  const codes = fc.constantFrom('EUR', ...Object.keys(ECB_2026_10_06));
  // Up to 1,000,000: converted at the widest ECB cross rate (IDR per GBP, about 23,700) it stays under the 1e12 input bound.
  const amount = fc.integer({ min: 0, max: 1e8 }).map((c) => c / 100);

  it('rate × inverseRate = 1, and a round trip comes back within the rounding of both legs', () => {
    fc.assert(
      fc.property(amount, codes, codes, (a, from, to) => {
        const there = result({ amount: a, fromCurrency: from, toCurrency: to });
        expect(Math.abs(there.rate * there.inverseRate - 1)).toBeLessThan(1e-7);
        const back = result({ amount: there.convertedAmount, fromCurrency: to, toCurrency: from });
        // half a minor unit of the target carried back at the inverse rate, plus half a minor unit on the way back
        const tolerance = 0.5 * 10 ** -there.decimals * there.inverseRate + 0.5 * 10 ** -back.decimals + 1e-9 * a;
        expect(Math.abs(back.convertedAmount - a)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('cross rates are consistent: A→B = A→C × C→B', () => {
    fc.assert(
      fc.property(codes, codes, codes, (a, b, c) => {
        const ab = result({ amount: 1, fromCurrency: a, toCurrency: b }).rate;
        const ac = result({ amount: 1, fromCurrency: a, toCurrency: c }).rate;
        const cb = result({ amount: 1, fromCurrency: c, toCurrency: b }).rate;
        // Each displayed rate is rounded to 8 significant digits: relative error ≤ 5e-8 each, so a
        // ratio of three can be off by up to (1 + 5e-8)² / (1 − 5e-8) − 1 ≈ 1.5e-7 (a bound of 1e-7 failed on real draws).
        expect(Math.abs((ac * cb) / ab - 1)).toBeLessThanOrEqual((1 + 5e-8) ** 2 / (1 - 5e-8) - 1 + 1e-15);
      }),
    );
  });

  it('the converted amount never falls as the amount rises', () => {
    fc.assert(
      fc.property(amount, amount, codes, codes, (x, y, from, to) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        expect(result({ amount: hi, fromCurrency: from, toCurrency: to }).convertedAmount).toBeGreaterThanOrEqual(
          result({ amount: lo, fromCurrency: from, toCurrency: to }).convertedAmount,
        );
      }),
    );
  });
});
