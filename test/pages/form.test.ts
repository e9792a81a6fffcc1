import { findCalculator } from '../../src/calculators/registry';
import { formFields } from '../../src/pages/form-fields';
import { optionLabel } from '../../src/pages/labels';
import { htmlStep } from '../../src/pages/templates/form-control';

describe('form fields from the descriptors', () => {
  it('knows lists of objects, maps and lists of numbers apart', () => {
    const kinds = (slug: string) =>
      Object.fromEntries(formFields(findCalculator(slug)!.inputSchema).map((f) => [f.name, f.kind]));
    expect(kinds('debt-payoff-calculator')).toEqual(
      expect.objectContaining({ debts: 'rows', monthlyBudget: 'scalar', strategy: 'scalar' }),
    );
    expect(kinds('currency-converter')).toEqual(expect.objectContaining({ exchangeRates: 'map', amount: 'scalar' }));
    expect(kinds('cd-ladder-calculator')).toEqual(expect.objectContaining({ rungRates: 'values' }));
    expect(kinds('net-worth-calculator')).toEqual({ assets: 'rows', liabilities: 'rows' });
  });

  it('gives HTML a step it can validate: counted from min, or "any"', () => {
    expect(htmlStep({ type: 'number', label: '', required: true, description: '', min: 0, step: 0.01 })).toBe(0.01);
    expect(htmlStep({ type: 'number', label: '', required: true, description: '', min: 1 / 12, step: 1 })).toBe('any');
    expect(htmlStep({ type: 'number', label: '', required: true, description: '', min: 2, step: 1 })).toBe(1);
    expect(htmlStep({ type: 'number', label: '', required: true, description: '', min: 2, step: 1 })).toBe(1);
    expect(htmlStep({ type: 'number', label: '', required: true, description: '' })).toBe('any');
  });

  it('offers a yes-or-no input as Yes and No, the words its error and its result use', () => {
    expect([optionLabel('true'), optionLabel('false')]).toEqual(['Yes', 'No']);
  });
});
