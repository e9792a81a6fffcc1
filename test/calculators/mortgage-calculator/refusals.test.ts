/** Mortgage: aliases, and the inputs it refuses. */
import { calculator, fieldError } from '../../support/run-calculator';

const { run, result: mortgage, errorOf } = calculator('mortgage-calculator');

describe('mortgage-calculator input validation', () => {
  it('maps the alias downPaymentPercent onto downPaymentPct', () => {
    const { input, result } = run({ homePrice: 300000, downPaymentPercent: 10, annualRate: 7, tenureYears: 30 });
    expect(input.downPaymentPct).toBe(10);
    expect(input).not.toHaveProperty('downPaymentPercent');
    expect(result.loanAmount).toBe(270000);
  });

  it('refuses both names with different values', () => {
    const e = errorOf({
      homePrice: 300000,
      downPaymentPct: 20,
      downPaymentPercent: 10,
      annualRate: 7,
      tenureYears: 30,
    });
    expect(e.status).toBe(422);
    expect(e.errors).toEqual([fieldError('/downPaymentPercent', 'alias_conflict')]);
  });

  it('accepts both names with the same value', () => {
    expect(
      mortgage({ homePrice: 300000, downPaymentPct: 10, downPaymentPercent: 10, annualRate: 7, tenureYears: 30 })
        .loanAmount,
    ).toBe(270000);
  });

  it('lists every invalid field with its JSON Pointer', () => {
    const e = errorOf({ downPaymentPct: 120, annualRate: -1, tenureYears: 30, pmiRate: 101, hoaMonthly: -5 });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual(
      expect.arrayContaining([
        fieldError('/homePrice', 'required'),
        fieldError('/downPaymentPct', 'maximum'),
        fieldError('/annualRate', 'minimum'),
        fieldError('/pmiRate', 'maximum'),
        fieldError('/hoaMonthly', 'minimum'),
      ]),
    );
  });

  it('rejects a misspelt optional input instead of silently using its default', () => {
    const e = errorOf({ homePrice: 300000, annualRate: 7, tenureYears: 30, propertyTaxRates: 2 });
    expect(e.errors).toEqual([
      fieldError('/propertyTaxRates', 'unknown_field', { message: expect.stringContaining("'propertyTaxRate'") }),
    ]);
  });

  it('rejects a term shorter than one month and a price above 1e12', () => {
    const e = errorOf({ homePrice: 2e12, annualRate: 7, tenureYears: 0.01 });
    expect(e.errors).toEqual(
      expect.arrayContaining([fieldError('/homePrice', 'maximum'), fieldError('/tenureYears', 'minimum')]),
    );
  });
});
