/** Currency: conversions at the ECB reference rates of 2026-10-06 and with supplied rates, against an independent reference. */
import type { CalcContext } from '../../../src/calculators/define';
import { calculator, fieldError } from '../../support/run-calculator';
import { ecb } from './fixtures';

const { run: convert, result, errorOf } = calculator('currency-converter', ecb);

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
      expect.objectContaining({
        fromCurrency: 'USD',
        toCurrency: 'EUR',
        ratesSource: 'ecb',
        ratesAsOf: '2026-10-06',
        amount: 100,
        decimals: 2,
      }),
    );
    expect(out.meta).toEqual({ fx_as_of: '2026-10-06', fx_source: 'ecb' });
    expect(out.assumptions).toEqual(
      expect.arrayContaining([
        expect.stringContaining('ECB reference rates of 2026-10-06 (units per 1 EUR, source: ecb)'),
      ]),
    );
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
    expect(result({ amount: 1, fromCurrency: 'EUR', toCurrency: 'KRW' })).toEqual(
      expect.objectContaining({ convertedAmount: 1509, decimals: 0 }),
    );
    expect(result({ amount: 1, fromCurrency: 'EUR', toCurrency: 'ISK' })).toEqual(
      expect.objectContaining({ convertedAmount: 137, decimals: 0 }),
    );
    // ISO 4217 gives HUF two decimals
    expect(result({ amount: 1, fromCurrency: 'EUR', toCurrency: 'HUF' })).toEqual(
      expect.objectContaining({ convertedAmount: 364.95, decimals: 2 }),
    );
    // KWD has three: 10 × 0.3083 / 1 with supplied rates
    expect(
      result({ amount: 10, fromCurrency: 'USD', toCurrency: 'kwd', exchangeRates: { USD: 1, KWD: 0.30834 } }),
    ).toEqual(expect.objectContaining({ convertedAmount: 3.083, decimals: 3 }));
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
    expect(out.result).toEqual(
      expect.objectContaining({ convertedAmount: 158089, rate: 158.08856, ratesSource: 'supplied', ratesAsOf: null }),
    );
    expect(out.meta).toBeUndefined();
  });

  it('any common base works: rates per 1 USD give the same answer', () => {
    // Per 1 USD: EUR 1/1.1269, JPY 178.15/1.1269
    const perUsd = { USD: 1, EUR: 1 / 1.1269, JPY: 178.15 / 1.1269 };
    expect(
      result({ amount: 1000, fromCurrency: 'USD', toCurrency: 'JPY', exchangeRates: perUsd }).convertedAmount,
    ).toBe(158089);
    expect(result({ amount: 100, fromCurrency: 'EUR', toCurrency: 'USD', exchangeRates: perUsd }).convertedAmount).toBe(
      112.69,
    );
  });

  it('accepts lower-case codes as keys, but not two spellings of one code with different rates', () => {
    expect(
      result({ amount: 100, fromCurrency: 'EUR', toCurrency: 'USD', exchangeRates: { eur: 1, usd: 1.1269 } })
        .convertedAmount,
    ).toBe(112.69);
    expect(
      result({
        amount: 100,
        fromCurrency: 'EUR',
        toCurrency: 'USD',
        exchangeRates: { EUR: 1, usd: 1.1269, USD: 1.1269 },
      }).convertedAmount,
    ).toBe(112.69);
    expect(
      errorOf({ amount: 100, fromCurrency: 'EUR', toCurrency: 'USD', exchangeRates: { EUR: 1, usd: 1.1, USD: 1.2 } })
        .errors,
    ).toEqual([fieldError('/exchangeRates/USD', 'duplicate_currency')]);
  });

  it('must contain both currencies: a missing one is a 422 at its field listing the supplied codes', () => {
    const e = errorOf({ amount: 100, fromCurrency: 'USD', toCurrency: 'GBP', exchangeRates: supplied });
    expect(e.status).toBe(422);
    expect(e.errors).toEqual([fieldError('/toCurrency', 'unknown_currency', { allowed: ['EUR', 'JPY', 'USD'] })]);
  });
});

// ISO 4217 List One (SIX Financial Information) gives each current code its minor unit; a code not in it (a
// crypto-asset ticker) or without one (gold, XAU) has no smallest unit to round to.
describe('currency-converter: codes without an ISO 4217 minor unit keep full precision', () => {
  it('100 USD to BTC at a supplied rate is not rounded to 0', () => {
    const out = convert({
      amount: 100,
      fromCurrency: 'USD',
      toCurrency: 'BTC',
      exchangeRates: { USD: 1, BTC: 0.0000104 },
    });
    expect(out.result.convertedAmount).toBe(0.00104);
    expect(out.result.decimals).toBe(17);
    expect(out.warnings).toEqual([]);
    expect(out.assumptions).toContain(
      'BTC has no ISO 4217 minor unit (it is not an ISO 4217 currency): the converted amount keeps full precision, 15 significant digits, instead of being rounded to a smallest unit',
    );
  });

  it('gold (XAU) has no minor unit either; converting from BTC rounds to the target currency as usual', () => {
    const gold = result({
      amount: 1000,
      fromCurrency: 'USD',
      toCurrency: 'XAU',
      exchangeRates: { USD: 1, XAU: 0.000241 },
    });
    expect(gold.convertedAmount).toBe(0.241);
    const back = result({
      amount: 0.5,
      fromCurrency: 'BTC',
      toCurrency: 'USD',
      exchangeRates: { USD: 1, BTC: 0.0000104 },
    });
    expect(back.convertedAmount).toBe(48076.92);
    expect(back.decimals).toBe(2);
  });

  it('ISO codes missing from the former short list round to their own minor unit (HUF 2, KWD 3, CLF 4)', () => {
    const rates = { USD: 1, HUF: 357.123456, KWD: 0.3071234, CLF: 0.0251234567 };
    expect(result({ amount: 10, fromCurrency: 'USD', toCurrency: 'KWD', exchangeRates: rates }).convertedAmount).toBe(
      3.071,
    );
    expect(result({ amount: 10, fromCurrency: 'USD', toCurrency: 'CLF', exchangeRates: rates }).convertedAmount).toBe(
      0.2512,
    );
    expect(result({ amount: 10, fromCurrency: 'USD', toCurrency: 'HUF', exchangeRates: rates }).convertedAmount).toBe(
      3571.23,
    );
  });
});
