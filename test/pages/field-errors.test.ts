import { ApiError, type FieldError } from '../../src/errors/api-error';
import { findCalculator } from '../../src/calculators/registry';
import { calculate } from '../../src/dispatch/calculate';
import { placeErrors } from '../../src/pages/field-errors';
import { formFields } from '../../src/pages/form-fields';
import { formState } from '../../src/pages/form-state';
import { describeInputs } from '../../src/schemas/descriptors';
import { PAGE_CONTEXT as ctx } from './support';

/** Labels come from the schemas: the tests read them there rather than repeat them. */
const label = (slug: string, name: string) => describeInputs(findCalculator(slug)!.inputSchema)[name]!.label;

/** The real dispatcher's errors for an input, placed on the form. */
function placed(slug: string, input: Record<string, unknown>) {
  let errors: FieldError[] = [];
  try {
    calculate(slug, input, ctx);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    errors = e.errors ?? [];
  }
  const fields = formFields(findCalculator(slug)!.inputSchema);
  return placeErrors(errors, fields, formState(input, fields));
}

describe('field errors in words, next to their fields', () => {
  it('says bounds in words with their units', () => {
    const out = placed('emi-calculator', { principal: -5, annualRate: 150, tenureYears: 20 });
    expect(out).toEqual(
      expect.arrayContaining([
        { fieldId: 'f-principal', label: label('emi-calculator', 'principal'), message: 'must be at least $0.00' },
        { fieldId: 'f-annualRate', label: label('emi-calculator', 'annualRate'), message: 'must be at most 100%' },
      ]),
    );
  });

  it('says what is missing and what is not a number', () => {
    const out = placed('emi-calculator', { principal: 'abc', annualRate: 5 });
    expect(out).toEqual(
      expect.arrayContaining([
        { fieldId: 'f-principal', label: label('emi-calculator', 'principal'), message: 'must be a number' },
        { fieldId: 'f-tenureYears', label: label('emi-calculator', 'tenureYears'), message: 'is required' },
      ]),
    );
  });

  it('puts an error inside a list on the row and field it belongs to', () => {
    const debts = [
      { name: 'Visa', balance: 5000, rate: 22.99, minPayment: 150 },
      { name: 'Car', balance: 9000, rate: 600, minPayment: 250 },
    ];
    const out = placed('debt-payoff-calculator', { debts, monthlyBudget: 700, strategy: 'avalanche' });
    expect(out).toEqual([{ fieldId: 'f-debts-1-rate', label: 'Debt 2 APR', message: 'must be at most 100%' }]);
  });

  it('puts an error of a map value on the row holding that key', () => {
    const out = placed('currency-converter', {
      amount: 1,
      fromCurrency: 'USD',
      toCurrency: 'EUR',
      exchangeRates: { EUR: 1, USD: 0 },
    });
    expect(out).toEqual([expect.objectContaining({ fieldId: 'f-exchangeRates-1-value', label: 'Rate for USD' })]);
  });

  it('keeps the words of an unsatisfiable input and places them on its field', () => {
    const debts = [{ name: 'Visa', balance: 5000, rate: 22.99, minPayment: 150 }];
    const out = placed('debt-payoff-calculator', { debts, monthlyBudget: 100, strategy: 'avalanche' });
    expect(out).toEqual([
      {
        fieldId: 'f-monthlyBudget',
        label: label('debt-payoff-calculator', 'monthlyBudget'),
        message: 'must be at least $150.00, the sum of the minimum payments',
      },
    ]);
  });

  it('lists an unknown input without a field, naming it and the suggestion', () => {
    const out = placed('emi-calculator', { principal: 1, annualRate: 1, tenureYears: 1, anualRate: 2 });
    expect(out).toEqual([
      { fieldId: undefined, label: '"anualRate"', message: "is not a known input; did you mean 'annualRate'?" },
    ]);
  });

  it('names the options of a select', () => {
    const out = placed('tax-calculator', { grossIncome: 1, filingStatus: 'married' });
    expect(out).toEqual([
      {
        fieldId: 'f-filingStatus',
        label: label('tax-calculator', 'filingStatus'),
        message: expect.stringContaining('Married filing jointly'),
      },
    ]);
  });
});
