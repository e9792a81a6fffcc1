/**
 * The schema of the federal credit figures in `federal.json` beyond the child tax credit: the earned income credit's
 * table columns (IRC §32) and the child and dependent care credit's expense limits and rate schedule (IRC §21).
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
  expenseLimitOne: amount,
  expenseLimitTwoOrMore: amount,
  startRatePct: rate,
  rateSchedule: { type: 'array', items: CARE_RATE_STEP, minItems: 1 },
};
