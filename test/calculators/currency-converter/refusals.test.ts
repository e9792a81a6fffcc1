/** Currency: the codes, amounts and rate tables it refuses. */
import { calculator } from '../../support/run-calculator';
import { ecb } from './fixtures';

const { errorOf } = calculator('currency-converter', ecb);

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
