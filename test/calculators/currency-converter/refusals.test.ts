/** Currency: the codes, amounts and rate tables it refuses. */
import { calculator, fieldError } from '../../support/run-calculator';
import { ecb } from './fixtures';

const { errorOf } = calculator('currency-converter', ecb);

describe('currency-converter input validation', () => {
  it('an unknown currency is a 422 at its field listing the supported codes', () => {
    const e = errorOf({ amount: 100, fromCurrency: 'XYZ', toCurrency: 'ABC' });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual([
      fieldError('/fromCurrency', 'unknown_currency', { message: expect.stringContaining("'XYZ'") }),
      fieldError('/toCurrency', 'unknown_currency'),
    ]);
    const allowed = e.errors![0]!.allowed as string[];
    expect(allowed).toHaveLength(30);
    expect(allowed).toEqual(expect.arrayContaining(['EUR', 'USD', 'JPY', 'ZAR']));
    expect(allowed).not.toContain('BGN'); // left the ECB list when Bulgaria adopted the euro on 2026-01-01
  });

  it('a code that is not three letters is refused by the schema', () => {
    expect(errorOf({ amount: 1, fromCurrency: 'US', toCurrency: 'EUR1' }).errors).toEqual(
      expect.arrayContaining([fieldError('/fromCurrency', 'minLength'), fieldError('/toCurrency', 'maxLength')]),
    );
    expect(errorOf({ amount: 1, fromCurrency: 'U$D', toCurrency: 'EUR' }).errors).toEqual([
      fieldError('/fromCurrency', 'pattern'),
    ]);
  });

  it('requires amount, fromCurrency and toCurrency; a negative amount is refused', () => {
    expect(errorOf({}).errors).toEqual(
      expect.arrayContaining(
        ['/amount', '/fromCurrency', '/toCurrency'].map((path) => expect.objectContaining({ path, code: 'required' })),
      ),
    );
    expect(errorOf({ amount: -5, fromCurrency: 'USD', toCurrency: 'EUR' }).errors).toEqual([
      fieldError('/amount', 'minimum'),
    ]);
  });

  it('bounds the supplied rates: each > 0 (at least 1e-9) and at most 1e9, at most 200 codes, three-letter keys', () => {
    const base = { amount: 1, fromCurrency: 'EUR', toCurrency: 'USD' };
    expect(errorOf({ ...base, exchangeRates: { EUR: 1, USD: 0 } }).errors).toEqual([
      fieldError('/exchangeRates/USD', 'minimum'),
    ]);
    expect(errorOf({ ...base, exchangeRates: { EUR: 1, USD: 2e9 } }).errors).toEqual([
      fieldError('/exchangeRates/USD', 'maximum'),
    ]);
    expect(errorOf({ ...base, exchangeRates: { EUR: 1, USD: '1.1' } }).errors).toEqual([
      fieldError('/exchangeRates/USD', 'type'),
    ]);
    expect(errorOf({ ...base, exchangeRates: { EUR: 1, USD: 1.1, EURO: 1 } }).errors).toEqual(
      expect.arrayContaining([fieldError('/exchangeRates', 'pattern')]),
    );
    expect(errorOf({ ...base, exchangeRates: {} }).errors).toEqual([fieldError('/exchangeRates', 'minProperties')]);
    const many: Record<string, number> = {};
    for (let i = 0; i < 201; i++) many[String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26), 65)] = 1;
    expect(errorOf({ ...base, exchangeRates: many }).errors).toEqual([fieldError('/exchangeRates', 'maxProperties')]);
  });

  it('rejects unknown inputs with a did-you-mean hint', () => {
    expect(errorOf({ amount: 1, fromCurrency: 'EUR', toCurrency: 'USD', exchangeRate: { EUR: 1 } }).errors).toEqual([
      fieldError('/exchangeRate', 'unknown_field', { message: expect.stringContaining("'exchangeRates'") }),
    ]);
  });
});
