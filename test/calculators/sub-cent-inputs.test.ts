/**
 * Money inputs reach every calculator as integer cents, converted once; amounts with fractions of a
 * cent are rounded the same way and named in `assumptions`, list items included
 * (src/calculators/sub-cent-inputs.ts).
 */
import { calculators } from '../../src/calculators/registry';
import { moneyToCents } from '../../src/calculators/sub-cent-inputs';
import { debtPayoffInputSchema } from '../../src/schemas/debt-payoff-calculator';
import { emiInputSchema } from '../../src/schemas/emi-calculator';
import { taxInputSchema } from '../../src/schemas/tax-calculator';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { runCalculator } from '../support/run-calculator';

type Props = Record<string, SchemaObject>;
const propsOf = (s: SchemaObject) => (s.properties ?? {}) as Props;
const isUsd = (s: SchemaObject) => s.type === 'number' && s['x-unit'] === 'USD';

describe.each(calculators.map((c) => [c.slug, c] as const))('%s: sub-cent money inputs', (slug, calc) => {
  const props = propsOf(calc.inputSchema);
  const example = calc.exampleInputs as Record<string, unknown>;
  const top = Object.keys(props).filter((k) => isUsd(props[k]!) && typeof example[k] === 'number');
  const lists = Object.keys(props).filter((k) => props[k]!.type === 'array' && Array.isArray(example[k]));

  it('are rounded to the cent and named in assumptions, top-level and in list items', () => {
    const input: Record<string, unknown> = { ...example };
    const expected: string[] = [];
    for (const k of top) {
      input[k] = (example[k] as number) + 0.004;
      expected.push(
        `${props[k]!.title as string} ${input[k]} rounded to the cent: ${(example[k] as number).toFixed(2)}`,
      );
    }
    for (const k of lists) {
      const item = props[k]!.items as SchemaObject;
      const fields = Object.keys(propsOf(item)).filter((f) => isUsd(propsOf(item)[f]!));
      input[k] = (example[k] as Array<Record<string, unknown>>).map((entry, i) => {
        const changed = { ...entry };
        for (const f of fields) {
          changed[f] = (entry[f] as number) + 0.004;
          const title = propsOf(item)[f]!.title as string;
          expected.push(
            `${title} of ${(item.title as string).toLowerCase()} ${i + 1} ('${entry.name as string}') ${changed[f]} rounded to the cent: ${(entry[f] as number).toFixed(2)}`,
          );
        }
        return changed;
      });
    }
    if (expected.length === 0) return; // no USD input (currency amounts are in their own currency)
    const rounded = runCalculator(slug, input);
    expect(rounded.assumptions).toEqual(expect.arrayContaining(expected));
    // The calculation itself used whole cents: the same result as the example.
    expect(rounded.result).toEqual(runCalculator(slug, example).result);
  });

  it('whole-cent inputs add no rounding note', () => {
    expect(runCalculator(slug, example).assumptions!.filter((a) => a.includes('rounded to the cent:'))).toEqual([]);
  });
});

it('rounds half a cent away from zero, without changing the caller’s input object', () => {
  const input = { principal: 1000.005, annualRate: 5, tenureYears: 1, schedule: 'none' };
  const out = runCalculator('emi-calculator', input);
  expect(out.assumptions![0]).toBe('Loan amount 1000.005 rounded to the cent: 1000.01');
  expect(out.input.principal).toBe(1000.005);
});

describe('moneyToCents: what a calculator receives', () => {
  it('hands every money input over as integer cents, list items included, and nothing else changes', () => {
    const input = {
      debts: [
        { name: 'Visa', balance: 5000.1, rate: 22.99, minPayment: 150 },
        { name: 'Car', balance: 0.29, rate: 6.5, minPayment: 1.005 },
      ],
      monthlyBudget: 700.7,
      strategy: 'avalanche',
    };
    const { input: engine, notes } = moneyToCents(debtPayoffInputSchema)(input);
    expect(engine).toEqual({
      debts: [
        { name: 'Visa', balance: 500010, rate: 22.99, minPayment: 15000 },
        { name: 'Car', balance: 29, rate: 6.5, minPayment: 101 },
      ],
      monthlyBudget: 70070,
      strategy: 'avalanche',
    });
    expect(notes).toEqual(["Minimum payment of debt 2 ('Car') 1.005 rounded to the cent: 1.01"]);
    expect(input.debts[1]!.minPayment).toBe(1.005);
  });

  it('converts an amount whose double is not its cents over 100 (0.1 + 0.2) to the cent it stands for, and says so', () => {
    const { input, notes } = moneyToCents(emiInputSchema)({ principal: 0.1 + 0.2, annualRate: 5, tenureYears: 1 });
    expect(input.principal).toBe(30);
    expect(notes).toEqual(['Loan amount 0.30000000000000004 rounded to the cent: 0.30']);
  });

  it('leaves an absent optional amount absent', () => {
    expect(moneyToCents(taxInputSchema)({ grossIncome: 1, filingStatus: 'single' }).input).toEqual({
      grossIncome: 100,
      filingStatus: 'single',
    });
  });
});
