import { calculators, findCalculator } from '../../src/calculators/registry';
import { calculate } from '../../src/dispatch/calculate';
import { shareUrl } from '../../src/dispatch/meta';
import { formFields } from '../../src/pages/form-fields';
import { coerceNumber, parseQuery } from '../../src/pages/query';
import { PAGE_CONTEXT as ctx } from './support';

function fieldsOf(slug: string) {
  return formFields(findCalculator(slug)!.inputSchema);
}

describe('the share link reads back into the same input', () => {
  it.each(calculators.map((c) => [c.slug]))('%s: shareUrl(inputs) parses to those inputs', (slug) => {
    const calc = findCalculator(slug)!;
    const { meta } = calculate(slug, { ...calc.exampleInputs }, ctx);
    const url = new URL(shareUrl('http://x.test', slug, meta.inputs));
    const parsed = parseQuery(url.searchParams, fieldsOf(slug));
    expect(parsed.hasInput).toBe(true);
    expect(parsed.input).toEqual(meta.inputs);
  });

  it('reads optional maps and number lists written as JSON', () => {
    const q = new URLSearchParams({
      amount: '100',
      fromCurrency: 'USD',
      toCurrency: 'EUR',
      exchangeRates: '{"USD":1.1,"EUR":1}',
    });
    expect(parseQuery(q, fieldsOf('currency-converter')).input).toEqual({
      amount: 100,
      fromCurrency: 'USD',
      toCurrency: 'EUR',
      exchangeRates: { USD: 1.1, EUR: 1 },
    });
    const r = new URLSearchParams({
      totalInvestment: '1000',
      numberOfRungs: '2',
      baseTermMonths: '12',
      annualRate: '4',
      rungRates: '[4.1,4.2]',
    });
    expect(parseQuery(r, fieldsOf('cd-ladder-calculator')).input.rungRates).toEqual([4.1, 4.2]);
  });
});

describe('the plain HTML form (JavaScript off)', () => {
  it('leaves out an optional list or map whose rows are all blank, as the untouched form sends it', () => {
    const cd = new URLSearchParams(
      'totalInvestment=25000&numberOfRungs=5&baseTermMonths=12&annualRate=4.25&rungRates.0=',
    );
    expect(parseQuery(cd, fieldsOf('cd-ladder-calculator')).input).not.toHaveProperty('rungRates');
    const fx = new URLSearchParams(
      'amount=100&fromCurrency=USD&toCurrency=EUR&exchangeRates.0.key=&exchangeRates.0.value=+',
    );
    const input = parseQuery(fx, fieldsOf('currency-converter')).input;
    expect(input).toEqual({ amount: 100, fromCurrency: 'USD', toCurrency: 'EUR' });
    expect(() => calculate('currency-converter', input, ctx)).not.toThrow();
  });

  it('assembles list rows from debts.<i>.<field>, in index order, dropping blank rows', () => {
    const q = new URLSearchParams([
      ['monthlyBudget', '700'],
      ['strategy', 'avalanche'],
      ['debts.1.name', 'Car'],
      ['debts.1.balance', '9,000'],
      ['debts.1.rate', '6.5'],
      ['debts.1.minPayment', '250'],
      ['debts.0.name', 'Visa'],
      ['debts.0.balance', '5000'],
      ['debts.0.rate', '22.99'],
      ['debts.0.minPayment', '150'],
      ['debts.2.name', ''],
      ['debts.2.balance', ''],
    ]);
    expect(parseQuery(q, fieldsOf('debt-payoff-calculator')).input).toEqual({
      monthlyBudget: 700,
      strategy: 'avalanche',
      debts: [
        { name: 'Visa', balance: 5000, rate: 22.99, minPayment: 150 },
        { name: 'Car', balance: 9000, rate: 6.5, minPayment: 250 },
      ],
    });
  });

  it('assembles maps from key/value rows and number lists from single inputs', () => {
    const m = new URLSearchParams([
      ['exchangeRates.0.key', 'USD'],
      ['exchangeRates.0.value', '1.1269'],
      ['exchangeRates.1.key', 'EUR'],
      ['exchangeRates.1.value', '1'],
    ]);
    expect(parseQuery(m, fieldsOf('currency-converter')).input.exchangeRates).toEqual({ USD: 1.1269, EUR: 1 });
    const v = new URLSearchParams([
      ['rungRates.0', '4'],
      ['rungRates.1', '4.5'],
    ]);
    expect(parseQuery(v, fieldsOf('cd-ladder-calculator')).input.rungRates).toEqual([4, 4.5]);
  });

  it('leaves empty optional fields out, so their defaults apply', () => {
    const q = new URLSearchParams({
      homePrice: '400000',
      annualRate: '6.5',
      tenureYears: '30',
      pmiRate: '',
      hoaMonthly: '  ',
    });
    expect(parseQuery(q, fieldsOf('mortgage-calculator')).input).toEqual({
      homePrice: 400000,
      annualRate: 6.5,
      tenureYears: 30,
    });
  });
});

describe('types follow the descriptors, and nothing else is guessed', () => {
  it('turns numeric text into numbers and keeps everything else as typed', () => {
    expect(coerceNumber('1,250.50')).toBe(1250.5);
    expect(coerceNumber(' 6.5 ')).toBe(6.5);
    expect(coerceNumber('1e3')).toBe(1000);
    expect(coerceNumber('abc')).toBe('abc');
    expect(coerceNumber('1e400')).toBe('1e400');
    expect(coerceNumber('0x10')).toBe('0x10');
    expect(coerceNumber('Infinity')).toBe('Infinity');
  });

  it('keeps text inputs as text and passes unknown names through for the dispatcher to refuse', () => {
    const q = new URLSearchParams({ principal: '100', anualRate: '5', fromCurrency: '123' });
    expect(parseQuery(q, fieldsOf('emi-calculator')).input).toEqual({
      principal: 100,
      anualRate: '5',
      fromCurrency: '123',
    });
    expect(parseQuery(new URLSearchParams({ fromCurrency: '123' }), fieldsOf('currency-converter')).input).toEqual({
      fromCurrency: '123',
    });
  });

  it('keeps a list that is not JSON as a string (reported next to its field)', () => {
    expect(parseQuery(new URLSearchParams({ debts: '[{oops' }), fieldsOf('debt-payoff-calculator')).input.debts).toBe(
      '[{oops',
    );
  });

  it('never touches a prototype, whatever the parameter names', () => {
    const q = new URLSearchParams([
      ['__proto__', '1'],
      ['debts.0.__proto__', 'x'],
      ['constructor', '2'],
    ]);
    const { input } = parseQuery(q, fieldsOf('debt-payoff-calculator'));
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(Object.keys(input).sort()).toEqual(['__proto__', 'constructor', 'debts']);
    const debt = (input.debts as object[])[0]!;
    expect(Object.getPrototypeOf(debt)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reports whether the query carried input at all', () => {
    expect(parseQuery(new URLSearchParams(''), fieldsOf('emi-calculator')).hasInput).toBe(false);
  });
});
