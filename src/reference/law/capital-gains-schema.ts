/**
 * The schema of a state's capital gains rule (a state file's `capitalGains` by year, `StateCapitalGains` in
 * ./state-types.ts); the caller adds its `source` or `projected`.
 */
type Schema = Record<string, unknown>;

const amount: Schema = { type: 'number', minimum: 0 };
const rate: Schema = { type: 'number', minimum: 0, maximum: 100 };
const byStatus = (value: Schema): Schema => ({
  type: 'object',
  required: ['single', 'mfj', 'mfs', 'hoh', 'qss'],
  additionalProperties: false,
  properties: { single: value, mfj: value, mfs: value, hoh: value, qss: value },
});

/** The properties of a state's capital gains rule; its bands are the law schema's shared `band` definition. */
export const CAPITAL_GAINS_FIGURES: Schema = {
  name: { type: 'string', minLength: 10 },
  exclusionPct: rate,
  exclusionUpTo: byStatus(amount),
  exclusionLimitPctOfFederalTaxableIncome: rate,
  qualifiedDividendsExclusionPct: rate,
  rates: byStatus({ type: 'array', minItems: 1, items: { $ref: '#/definitions/band' } }),
  alternativeRatePct: rate,
  shortTermRatePct: rate,
  excise: {
    type: 'object',
    required: ['ratePct', 'deduction', 'additionalRatePct', 'additionalOver'],
    additionalProperties: false,
    properties: { ratePct: rate, deduction: amount, additionalRatePct: rate, additionalOver: amount },
  },
};
