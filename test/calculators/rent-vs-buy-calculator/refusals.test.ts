/** Rent vs buy: the inputs it refuses. */
import { calculator, fieldError } from '../../support/run-calculator';

const { errorOf } = calculator('rent-vs-buy-calculator');

describe('rent-vs-buy-calculator input validation', () => {
  it('requires the home price, mortgage rate and rent', () => {
    expect(errorOf({}).errors).toEqual(
      expect.arrayContaining([
        fieldError('/homePrice', 'required'),
        fieldError('/mortgageRate', 'required'),
        fieldError('/monthlyRent', 'required'),
      ]),
    );
  });

  it.each([
    ['yearsToAnalyze', 0, 'minimum'],
    ['yearsToAnalyze', 51, 'maximum'],
    ['yearsToAnalyze', 2.5, 'type'],
    ['homeAppreciationRate', -60, 'minimum'],
    ['investmentReturnRate', 101, 'maximum'],
    ['loanTermYears', 0, 'minimum'],
    ['sellingCostPct', -1, 'minimum'],
  ])('refuses %s = %d (%s)', (field, value, code) => {
    const e = errorOf({ homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5, [field]: value });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual([expect.objectContaining({ path: `/${field}`, code })]);
  });

  it('has no alias: the mortgage calculator’s downPaymentPercent is an unknown field with a hint', () => {
    const e = errorOf({ homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5, downPaymentPercent: 10 });
    expect(e.errors).toEqual([
      fieldError('/downPaymentPercent', 'unknown_field', { message: expect.stringContaining("'downPaymentPct'") }),
    ]);
  });
});
