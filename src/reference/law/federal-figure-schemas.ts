/**
 * Schemas of federal figure groups with a shape of their own: Pub. 15-T's percentage method tables, the earned income
 * credit's table columns (IRC §32, and a state's share of the federal credit) and the child and dependent care
 * credit's expense limits and rate schedule (IRC §21).
 */
type Schema = Record<string, unknown>;

const amount: Schema = { type: 'number', minimum: 0 };
const rate: Schema = { type: 'number', minimum: 0, maximum: 100 };
const closed = (properties: Schema): Schema => ({
  type: 'object',
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});

/**
 * A Pub. 15-T annual percentage method table: rows from the lowest, each "at least" column A, the tentative amount
 * of column C and the percentage of column D (column B is the next row's column A).
 */
export const PERCENTAGE_TABLE: Schema = {
  type: 'array',
  minItems: 2,
  items: {
    type: 'object',
    required: ['atLeast', 'tentative', 'rate'],
    additionalProperties: false,
    properties: { atLeast: amount, tentative: amount, rate },
  },
};

/** One column of the EIC table (0, 1, 2, 3+ qualifying children): IRC §32(b)'s percentages and the year's amounts. */
const EIC_COLUMN = closed({
  creditRatePct: rate,
  earnedIncomeAmount: amount,
  maxCredit: amount,
  phaseOutRatePct: rate,
  phaseOutStart: amount,
  phaseOutStartJoint: amount,
  phaseOutEnd: amount,
  phaseOutEndJoint: amount,
});

/** The earned income credit group's figures (each group also carries its source). */
export const EIC_FIGURES: Schema = {
  byChildren: { type: 'array', items: EIC_COLUMN, minItems: 4, maxItems: 4 },
  investmentIncomeLimit: amount,
  tableBandWidth: { type: 'number', exclusiveMinimum: 0, maximum: 50 },
  noChildMinAge: amount,
  noChildMaxAge: amount,
};

/** One reduction of Form 2441's rate, in turn: 1 point per step (or part) of AGI over a threshold, not below a floor. */
const CARE_RATE_STEP = closed({
  floorRatePct: rate,
  agiOver: amount,
  agiOverJoint: amount,
  step: { type: 'number', exclusiveMinimum: 0 },
  stepJoint: { type: 'number', exclusiveMinimum: 0 },
});

/** The child and dependent care credit group's figures. */
export const CARE_FIGURES: Schema = {
  qualifyingChildUnderAge: { type: 'integer', minimum: 1, maximum: 24 },
  expenseLimitOne: amount,
  expenseLimitTwoOrMore: amount,
  startRatePct: rate,
  rateSchedule: { type: 'array', items: CARE_RATE_STEP, minItems: 1 },
};

/** A percent of the federal credit (a state may give more than all of it, e.g. South Carolina's 125 %). */
const share: Schema = { type: 'number', minimum: 0, maximum: 300 };
/**
 * A state's earned income credit as a share of the federal one (a state file's `earnedIncomeCredit` by year), with
 * the optional twists of `StateEarnedIncomeCredit` (state-types.ts).
 */
export const STATE_EIC_FIGURES: Schema = {
  sharePct: share,
  refundable: { type: 'boolean' },
  sharePctByChildren: { type: 'array', minItems: 2, items: share },
  youngChild: closed({ underAge: { type: 'integer', minimum: 1, maximum: 24 }, sharePct: share }),
  refundablePct: share,
  childless: closed({
    statuses: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { enum: ['single', 'mfj', 'mfs', 'hoh', 'qss'] },
    },
    sharePct: share,
    refundable: { type: 'boolean' },
  }),
  maxAmount: amount,
  withChildrenAmount: amount,
  alternative: closed({ sharePct: share, refundable: { type: 'boolean' } }),
  federalRulesOf: closed({
    taxYear: { type: 'integer', minimum: 1975, maximum: 2200 },
    figures: closed(EIC_FIGURES),
    source: { $ref: '#/definitions/source' },
  }),
  proratedByStateAgi: { type: 'boolean' },
  ownChildless: closed({ phaseOutStart: amount, phaseOutRatePct: rate }),
};

const byChildren: Schema = { type: 'array', minItems: 4, maxItems: 4, items: { type: 'number', minimum: 0 } };
const age: Schema = { type: 'integer', minimum: 0, maximum: 130 };

/** A state's own credit for low-income workers (a state file's `ownEarnedIncomeCredit`): its figures by kind. */
export const STATE_OWN_EIC_FIGURES: Readonly<Record<string, Schema>> = {
  workingFamiliesTaxCredit: {
    maxByChildren: byChildren,
    minimum: amount,
    phaseOutBelowLimitByChildren: byChildren,
  },
  childAndWorkingFamilyCredit: {
    perChild: amount,
    earnedIncomeRatePct: rate,
    earnedIncomeUpTo: amount,
    phaseOutRatePct: rate,
    phaseOutThreshold: amount,
    phaseOutThresholdJoint: amount,
    childlessMinAge: age,
    childlessMaxAge: age,
  },
  youngChildTaxCredit: {
    amount,
    childAgeLimit: age,
    phaseOutThreshold: amount,
    reductionPer100: amount,
    earnedIncomeLimit: amount,
    investmentIncomeLimit: amount,
    netLossLimit: amount,
  },
};

/**
 * A state file's credit groups, each nullable by year (`byYear`): `earnedIncomeCredit`, a share of the federal credit,
 * and `ownEarnedIncomeCredit`, one of the kinds of `STATE_OWN_EIC_FIGURES` with its figures; each value `sourced`.
 */
export function stateCreditGroups(
  sourced: (properties: Schema, required: readonly string[]) => Schema,
  byYear: (value: Schema) => Schema,
): Record<string, Schema> {
  const own = Object.entries(STATE_OWN_EIC_FIGURES).map(([kind, figures]) =>
    sourced({ kind: { const: kind }, ...figures }, ['kind', ...Object.keys(figures)]),
  );
  return {
    earnedIncomeCredit: byYear(sourced(STATE_EIC_FIGURES, ['sharePct', 'refundable'])),
    ownEarnedIncomeCredit: byYear({ oneOf: own }),
  };
}
