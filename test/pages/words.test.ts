/** Numbers and names as people write them: percents, bounds, input names inside descriptions, validator counts. */
import { ApiError, type FieldError } from '../../src/errors/api-error';
import { calculate } from '../../src/dispatch/calculate';
import { formatBound, formatPercent } from '../../src/pages/format';
import { inSentence, namesInWords } from '../../src/pages/labels';
import { PAGE_CONTEXT as ctx } from './support';

function errorsOf(slug: string, input: Record<string, unknown>): FieldError[] {
  try {
    calculate(slug, input, ctx);
  } catch (e) {
    if (e instanceof ApiError) return e.errors ?? [];
    throw e;
  }
  return [];
}

describe('words for people', () => {
  it('shows percents to two decimals at most', () => {
    expect(formatPercent(10.2267)).toBe('10.23%');
    expect(formatPercent(6.5)).toBe('6.5%');
    expect(formatPercent(22)).toBe('22%');
  });

  it('shows an APR with its three decimals, as lenders print it', () => {
    expect(formatPercent(7.002, 3)).toBe('7.002%');
    expect(formatPercent(7, 3)).toBe('7.000%');
    expect(formatPercent(6.634, 3)).toBe('6.634%');
  });

  it('writes bounds as people do', () => {
    expect(formatBound(1e12, 'USD')).toBe('$1T');
    expect(formatBound(0.01, 'USD')).toBe('$0.01');
    expect(formatBound(1 / 12, 'years')).toBe('1 month');
    expect(formatBound(100, 'years')).toBe('100 years');
    expect(formatBound(100, 'percent')).toBe('100%');
    expect(formatBound(1e9, 'currency')).toBe('1B');
    expect(formatBound(1e-9, 'currency')).toBe('0.000000001');
  });

  it('puts input names written in code into the words of the form', () => {
    expect(namesInWords('Optional APY of each rung. Replaces annualRate.', { annualRate: 'APY' })).toBe(
      'Optional APY of each rung. Replaces APY.',
    );
    expect(namesInWords('In units of fromCurrency.', { fromCurrency: 'From currency' })).toBe(
      'In units of from currency.',
    );
    expect(inSentence('Rung APY')).toBe('rung APY');
    expect(inSentence('Debt')).toBe('debt');
  });

  it('says the validator counts plainly on every surface', () => {
    expect(errorsOf('debt-payoff-calculator', { debts: [], monthlyBudget: 500, strategy: 'avalanche' })).toEqual([
      expect.objectContaining({ path: '/debts', code: 'minItems', message: 'must have at least 1 item' }),
    ]);
    const none = errorsOf('currency-converter', {
      amount: 1,
      fromCurrency: 'USD',
      toCurrency: 'EUR',
      exchangeRates: {},
    });
    expect(none).toEqual([expect.objectContaining({ code: 'minProperties', message: 'must have at least 1 entry' })]);
  });
});
