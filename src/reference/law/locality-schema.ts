/**
 * The JSON Schema of a locality in a state's `localities` group: its id (`<STATE>-<NAME>`) and either one tax written
 * in place (its name the tax's) or `taxes`, up to four, each its own (the locality's name then the place's). A tax has its base
 * (the state's taxable income, the state's income tax for a surcharge, federal AGI, or each earner's wages, W-2 box 1
 * wages or earned income), optional `exemptionPerPerson` and `baseCap`, and one of: a flat `rate`; a `schedule` by filing status as
 * the publication prints it (over, plus, rate % of the excess); `wholeAtRate`, brackets by filing status whose rate
 * applies to the whole base (Frederick County, Maryland); or `flat`, an amount a year or a month due when that
 * period's base is at least `whenAtLeast`. A tax on a household base may carry `credits` (New York City's), each a
 * table by income, a schedule, or a share of the federal earned income credit.
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

export const LOCAL_BASES = [
  'stateTaxableIncome',
  'stateTax',
  'federalAgi',
  'wages',
  'grossWages',
  'federalWages',
  'earnedIncome',
] as const;

const ID: Schema = { type: 'string', pattern: '^[A-Z]{2}-[A-Z0-9_]+$' };

export function localitySchema(p: LocalityParts): Schema {
  const row: Schema = {
    type: 'object',
    required: ['over', 'plus', 'rate'],
    additionalProperties: false,
    properties: { over: p.amount, plus: p.amount, rate: p.rate },
  };
  const flat: Schema = {
    type: 'object',
    required: ['amount', 'per', 'whenAtLeast'],
    additionalProperties: false,
    properties: { amount: p.amount, per: { enum: ['year', 'month'] }, whenAtLeast: p.amount },
  };
  const creditRow: Schema = {
    type: 'object',
    required: ['upTo'],
    additionalProperties: false,
    properties: { upTo: { oneOf: [p.amount, { type: 'null' }] }, amount: p.amount, perPerson: p.amount },
  };
  const shareRow: Schema = {
    type: 'object',
    required: ['from', 'pct'],
    additionalProperties: false,
    properties: { from: p.amount, pct: p.rate, taperOver: p.amount },
  };
  const credit: Schema = {
    ...p.sourced(
      {
        name: p.text(6),
        refundable: { type: 'boolean' },
        of: { enum: ['federalAgi', 'stateAgi', 'base'] },
        byIncome: p.byStatus({ type: 'array', items: creditRow }),
        schedule: p.byStatus({ type: 'array', minItems: 1, items: row }),
        eicShare: { type: 'array', minItems: 1, items: shareRow },
        taperPctPerDollar: p.rate,
        incomeLimit: p.amount,
      },
      ['name', 'refundable', 'of'],
    ),
    oneOf: ['byIncome', 'schedule', 'eicShare'].map((form) => ({ required: [form] })),
  };
  const tax = (extra: Schema, required: readonly string[]) => ({
    ...p.sourced(
      {
        ...extra,
        name: p.text(6),
        base: { enum: LOCAL_BASES },
        rate: p.rate,
        schedule: p.byStatus({ type: 'array', minItems: 1, items: row }),
        wholeAtRate: p.byStatus({ type: 'array', minItems: 1, items: p.band }),
        flat,
        exemptionPerPerson: p.amount,
        baseCap: p.amount,
        credits: { type: 'array', minItems: 1, maxItems: 6, items: credit },
      },
      ['name', 'base', ...required],
    ),
    oneOf: ['rate', 'schedule', 'wholeAtRate', 'flat'].map((form) => ({ required: [form] })),
  });
  const several: Schema = {
    type: 'object',
    required: ['id', 'name', 'taxes'],
    additionalProperties: false,
    properties: {
      id: ID,
      name: p.text(4),
      note: p.text(),
      taxes: { type: 'array', minItems: 1, maxItems: 4, items: tax({}, []) },
    },
  };
  return { oneOf: [tax({ id: ID }, ['id']), several] };
}
