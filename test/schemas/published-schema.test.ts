/** The published input schema accepts what the server accepts: aliases are deprecated properties of their own. */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { calculators, findCalculator } from '../../src/calculators/registry';
import { calculate } from '../../src/dispatch/calculate';
import { publishedInputSchema } from '../../src/schemas/published-schema';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { testDispatchContext } from '../support/dispatch';

/** A client's validator: plain AJV, strict about the schema, knowing nothing of our x- keywords. */
function clientValidator(schema: SchemaObject) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(structuredClone(schema));
}

const props = (slug: string, ...path: string[]) => {
  let s = publishedInputSchema(findCalculator(slug)!.inputSchema) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  for (const p of path) s = s[p];
  return s.properties;
};

/** Every alias, where it lives, and its canonical name (docs/api.md, "Inputs"). */
const ALIASES = [
  ['mortgage-calculator', [], 'downPaymentPercent', 'downPaymentPct'],
  ['sip-calculator', [], 'monthly', 'monthlyAmount'],
  ['tax-calculator', [], 'k401Contribution', 'retirement401k'],
  ['debt-payoff-calculator', ['properties', 'debts', 'items'], 'apr', 'rate'],
  ['debt-payoff-calculator', ['properties', 'debts', 'items'], 'minimumPayment', 'minPayment'],
] as const;

describe('publishedInputSchema', () => {
  it.each(ALIASES)('%s publishes %j %s as a deprecated alias of %s', (slug, path, alias, canonical) => {
    const p = props(slug, ...path);
    const keys = Object.keys(p);
    expect(keys.indexOf(alias)).toBe(keys.indexOf(canonical) + 1); // right after the real name
    expect(p[alias]).toEqual(
      expect.objectContaining({
        type: p[canonical].type,
        maximum: p[canonical].maximum,
        deprecated: true,
        description: expect.stringMatching(new RegExp(`^Alias of '${canonical}'`)),
      }),
    );
    expect(p[alias]).not.toHaveProperty('default');
    expect(p[alias]).not.toHaveProperty('x-aliases');
  });

  it('leaves the internal schema alone and returns the same frozen object every time', () => {
    const calc = findCalculator('mortgage-calculator')!;
    const published = publishedInputSchema(calc.inputSchema);
    expect(publishedInputSchema(calc.inputSchema)).toBe(published);
    expect(Object.isFrozen(published)).toBe(true);
    expect(calc.inputSchema.properties).not.toHaveProperty('downPaymentPercent');
  });

  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: a client validating with the published schema accepts the example',
    (_slug, calc) => {
      const valid = clientValidator(publishedInputSchema(calc.inputSchema));
      expect(valid(structuredClone(calc.exampleInputs)) ? [] : valid.errors).toEqual([]);
    },
  );

  const withAliases = [
    ['mortgage-calculator', { homePrice: 400000, downPaymentPercent: 10, annualRate: 6.5, tenureYears: 30 }],
    ['sip-calculator', { monthly: 5000, annualReturn: 10, years: 3 }],
    ['tax-calculator', { grossIncome: 150000, filingStatus: 'mfj', k401Contribution: 10000 }],
    [
      'debt-payoff-calculator',
      {
        debts: [{ name: 'Visa', balance: 5000, apr: 22.99, minimumPayment: 150 }],
        monthlyBudget: 400,
        strategy: 'avalanche',
      },
    ],
  ] as const;

  it.each(withAliases)('%s: a body using aliases passes the published schema and the server', (slug, body) => {
    const valid = clientValidator(publishedInputSchema(findCalculator(slug)!.inputSchema));
    expect(valid(structuredClone(body)) ? [] : valid.errors).toEqual([]);
    expect(() => calculate(slug, body, testDispatchContext('rest'))).not.toThrow();
  });

  it('still refuses an unknown name in the published schema', () => {
    const valid = clientValidator(publishedInputSchema(findCalculator('mortgage-calculator')!.inputSchema));
    expect(valid({ homePrice: 1, annualRate: 1, tenureYears: 1, downPaymentPercentage: 5 })).toBe(false);
  });

  it('still requires a required input under one of its names', () => {
    const valid = clientValidator(publishedInputSchema(findCalculator('sip-calculator')!.inputSchema));
    expect(valid({ annualReturn: 10, years: 3 })).toBe(false);
    expect(valid({ monthlyAmount: 1, annualReturn: 10, years: 3 })).toBe(true);
  });
});
