/**
 * The JSON Schema of a locality's income tax in a state's `localities` group: its id (`<STATE>-<NAME>`), its name,
 * its base (the state's taxable income, or the state's income tax for a surcharge) and one of: a flat `rate`; a
 * `schedule` by filing status as the publication prints it (over, plus, rate % of the excess); or `wholeAtRate`,
 * brackets by filing status whose rate applies to the whole base (Frederick County, Maryland).
 */
type Schema = Record<string, unknown>;

/** The building blocks of schema.ts, handed in so this module imports nothing back from it. */
export interface LocalityParts {
  readonly sourced: (properties: Schema, required: readonly string[]) => Schema;
  readonly byStatus: (value: Schema) => Schema;
  readonly amount: Schema;
  readonly rate: Schema;
  readonly text: (minLength?: number) => Schema;
  readonly band: Schema;
}

export function localitySchema(p: LocalityParts): Schema {
  const row: Schema = {
    type: 'object',
    required: ['over', 'plus', 'rate'],
    additionalProperties: false,
    properties: { over: p.amount, plus: p.amount, rate: p.rate },
  };
  const forms = ['rate', 'schedule', 'wholeAtRate'];
  return {
    ...p.sourced(
      {
        id: { type: 'string', pattern: '^[A-Z]{2}-[A-Z0-9_]+$' },
        name: p.text(6),
        base: { enum: ['stateTaxableIncome', 'stateTax'] },
        rate: p.rate,
        schedule: p.byStatus({ type: 'array', minItems: 1, items: row }),
        wholeAtRate: p.byStatus({ type: 'array', minItems: 1, items: p.band }),
      },
      ['id', 'name', 'base'],
    ),
    oneOf: forms.map((form) => ({ required: [form] })),
  };
}
