/**
 * The JSON Schema of the law's data files (`federal.json`, `states/<code>.json`), built for the tax years the law
 * covers and the special rules the engine declares: a figure group must answer every one of those years (with a
 * value, an explicit stand-in year, or `null` where the state has no such figure that year), every value carries
 * its `source` (title, https URL, the date read) or its `projected` method, and a special rule must be one the
 * engine declares, with exactly the figures that rule reads. The data is checked against it when the law is
 * loaded (so at start, at build and in every test that computes a tax), never at request time.
 */

/** How a special rule's figure is shaped: a number, a number per filing status, a list, or a list per status. */
export type FigureKind = 'number' | 'byStatus' | 'list' | 'listByStatus';

/** A special rule as the data may name it: its figures by name and kind. */
export type RuleFigures = Readonly<Record<string, FigureKind>>;

import { CARE_FIGURES, EIC_FIGURES, PERCENTAGE_TABLE, stateCreditGroups } from './federal-figure-schemas';
import { CAPITAL_GAINS_FIGURES } from './capital-gains-schema';
import { deductionGroups } from './federal-deductions';
import { localitySchema } from './locality-schema';
import { payrollSchemas } from './payroll-schema';
import { figuresOfEachRule } from './rule-figures-schema';
import { socialSecuritySchema } from './social-security-schema';

type Schema = Record<string, unknown>;

const STATUSES = ['single', 'mfj', 'mfs', 'hoh', 'qss'] as const;

/** A reference to one of the shared definitions (compiled once, not inlined at each use). */
const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });

const text = (minLength = 1): Schema => ({ type: 'string', minLength });
const amount: Schema = { type: 'number', minimum: 0 };
const rate: Schema = { type: 'number', minimum: 0, maximum: 100 };
const byStatus = (value: Schema): Schema => ({
  type: 'object',
  required: [...STATUSES],
  additionalProperties: false,
  properties: Object.fromEntries(STATUSES.map((s) => [s, value])),
});
const list = (value: Schema): Schema => ({ type: 'array', items: value });
/** By the three filing statuses of Form W-4 Step 1(c) (Pub. 15-T's tables). */
const byW4Status = (value: Schema): Schema => ({
  type: 'object',
  required: ['single', 'mfj', 'hoh'],
  additionalProperties: false,
  properties: { single: value, mfj: value, hoh: value },
});
export const SOURCE_SCHEMA: Schema = {
  type: 'object',
  required: ['title', 'url', 'read'],
  additionalProperties: false,
  properties: {
    title: text(6),
    url: { type: 'string', pattern: '^https://[^\\s]+$' },
    read: { type: 'string', pattern: '^20[0-9]{2}-[01][0-9]-[0-3][0-9]$' },
  },
};

const PROJECTION_SCHEMA: Schema = {
  type: 'object',
  required: ['method', 'index', 'value'],
  additionalProperties: false,
  properties: { method: text(10), index: text(3), value: { type: 'number' }, source: ref('source') },
};

/** An object that carries its provenance: `source` or `projected` (never neither), and an optional `note`. */
function sourced(properties: Schema, required: readonly string[] = []): Schema {
  return {
    type: 'object',
    required: [...required],
    additionalProperties: false,
    properties: { ...properties, source: ref('source'), projected: ref('projection'), note: text() },
    anyOf: [{ required: ['source'] }, { required: ['projected'] }],
  };
}

const STAND_IN: Schema = {
  type: 'object',
  required: ['standIn'],
  additionalProperties: false,
  properties: { standIn: { type: 'integer', minimum: 1900, maximum: 2200 }, reason: text(10) },
};

const DEFINITIONS: Schema = { source: SOURCE_SCHEMA, projection: PROJECTION_SCHEMA, standIn: STAND_IN };

/**
 * A figure group keyed by tax year: every year of `years` present, each a value, `{ "standIn": <year> }` (no
 * figure for this year yet: that year's answers, and the answer says so) or, where `nullable`, null (the state
 * has no such figure that year). Other years may be present too (a year being added).
 */
function yearly(value: Schema, years: readonly number[], nullable = false): Schema {
  const entry: Schema = {
    if: { type: 'object', required: ['standIn'] },
    then: ref('standIn'),
    else: nullable ? { anyOf: [{ type: 'null' }, value] } : value,
  };
  return {
    type: 'object',
    required: years.map(String),
    propertyNames: { pattern: '^[0-9]{4}$' },
    additionalProperties: entry,
  };
}

const BAND: Schema = {
  type: 'object',
  required: ['rate', 'upTo'],
  additionalProperties: false,
  properties: { rate, upTo: { anyOf: [{ type: 'null' }, amount] } },
};

const PHASE_OUT = sourced(
  {
    of: { enum: ['federalAgi', 'stateBase'] },
    threshold: byStatus(amount),
    step: amount,
    stepByStatus: byStatus(amount),
    amount,
    pctPerStep: rate,
    partialStep: { enum: ['counts', 'ignored'] },
    ratePct: rate,
    ratePctByStatus: byStatus(rate),
    appliesTo: { enum: ['eachUnit', 'total'] },
  },
  ['of', 'threshold', 'appliesTo'],
);

const ALLOWANCE = sourced(
  {
    kind: { enum: ['deduction', 'credit'] },
    amount,
    perReturn: byStatus(amount),
    amountByStatus: byStatus(amount),
    otherDependentAmount: amount,
    amountByIncome: {
      type: 'object',
      required: ['of', 'rows'],
      additionalProperties: false,
      properties: {
        of: { enum: ['federalAgi', 'stateBase'] },
        rows: list({
          type: 'object',
          required: ['upTo', 'amount'],
          additionalProperties: false,
          properties: { upTo: { anyOf: [{ type: 'null' }, amount] }, amount },
        }),
      },
    },
    phaseOut: ref('phaseOut'),
  },
  ['kind', 'amount'],
);

const FIGURE_KINDS: Readonly<Record<FigureKind, Schema>> = {
  number: { type: 'number' },
  byStatus: byStatus({ type: 'number' }),
  list: list({ type: 'number' }),
  listByStatus: byStatus(list({ type: 'number' })),
};

/** A special rule: a name the engine declares, and exactly the figures that rule reads. */
function specialRule(rules: Readonly<Record<string, RuleFigures>>): Schema {
  return {
    ...sourced({ name: { enum: Object.keys(rules).sort() }, label: text(3), figures: { type: 'object' } }, [
      'name',
      'figures',
    ]),
    allOf: figuresOfEachRule('name', rules, FIGURE_KINDS),
  };
}

const { CONTRIBUTION, BENEFIT_TREATMENT } = payrollSchemas({ sourced, text, rate, amount });

const LOCALITY = localitySchema({ sourced, byStatus, amount, rate, text, band: BAND });

/** The schema of one state's file, for the law's `years` and the engine's special `rules`. */
export function stateLawSchema(years: readonly number[], rules: Readonly<Record<string, RuleFigures>>): Schema {
  const wageGroups = ['base', 'brackets'];
  return {
    definitions: {
      ...DEFINITIONS,
      allowance: ALLOWANCE,
      phaseOut: PHASE_OUT,
      band: BAND,
      specialRule: specialRule(rules),
      contribution: CONTRIBUTION,
      locality: LOCALITY,
      benefitTreatment: BENEFIT_TREATMENT,
    },
    type: 'object',
    required: ['code', 'name', 'notModelled', 'assumptions', 'figures'],
    additionalProperties: false,
    properties: {
      code: { type: 'string', pattern: '^[A-Z]{2}$' },
      name: text(4),
      notModelled: list(text(10)),
      assumptions: list(text(10)),
      figures: {
        type: 'object',
        additionalProperties: false,
        properties: {
          noWageTax: yearly(sourced({ reason: text(20) }, ['reason']), years),
          base: yearly(
            sourced(
              {
                startsFrom: { enum: ['federalAgi', 'federalTaxableIncome', 'wages'] },
                addsBack401k: { type: 'boolean' },
              },
              ['startsFrom', 'addsBack401k'],
            ),
            years,
          ),
          standardDeduction: yearly(
            sourced({ amount: byStatus(amount), followsFederal: { const: true }, phaseOut: ref('phaseOut') }),
            years,
            true,
          ),
          personalExemption: yearly(ref('allowance'), years, true),
          dependentExemption: yearly(ref('allowance'), years, true),
          seniorExemption: yearly(ref('allowance'), years, true),
          brackets: yearly(
            sourced({ byStatus: byStatus({ type: 'array', minItems: 1, items: ref('band') }) }, ['byStatus']),
            years,
          ),
          surtaxes: yearly(
            list(sourced({ label: text(3), rate, over: byStatus(amount) }, ['label', 'rate', 'over'])),
            years,
          ),
          special: yearly(list(ref('specialRule')), years),
          payrollContributions: yearly(list(ref('contribution')), years),
          localities: yearly(list(ref('locality')), years),
          benefitTreatment: yearly(list(ref('benefitTreatment')), years),
          ...stateCreditGroups(sourced, (value) => yearly(value, years, true)),
          socialSecurityBenefits: yearly(socialSecuritySchema(sourced, byStatus), years),
          capitalGains: yearly(sourced(CAPITAL_GAINS_FIGURES, ['name']), years, true),
        },
        anyOf: [
          { required: ['noWageTax'], not: { anyOf: wageGroups.map((g) => ({ required: [g] })) } },
          { required: wageGroups, not: { required: ['noWageTax'] } },
        ],
      },
    },
  };
}

/** The schema of `federal.json`; its `years` are the tax years the law covers, every state's included. */
export function federalLawSchema(years: readonly number[]): Schema {
  const group = (properties: Schema) => yearly(sourced(properties, Object.keys(properties)), years);
  const thresholds = byStatus(amount);
  return {
    definitions: DEFINITIONS,
    type: 'object',
    required: ['code', 'name', 'years', 'defaultYear', 'notModelled', 'figures'],
    additionalProperties: false,
    properties: {
      code: { const: 'US' },
      name: text(4),
      years: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'integer', minimum: 1900 } },
      defaultYear: { enum: [...years] },
      notModelled: text(10),
      figures: {
        type: 'object',
        additionalProperties: false,
        required: [
          'brackets',
          'standardDeduction',
          'additionalStandardDeduction',
          'socialSecurity',
          'medicare',
          'retirement401k',
          'seniorDeduction',
          'childTaxCredit',
          'selfEmployment',
          'capitalGains',
          'netInvestmentIncomeTax',
          'socialSecurityBenefits',
          'withholding',
          'formW4',
          'preTaxBenefits',
          'earnedIncomeCredit',
          'dependentCareCredit',
          'scheduleOneA',
          'itemizedLimits',
          'qbi',
        ],
        properties: {
          brackets: group({ rates: list(rate), topsByStatus: byStatus(list(amount)) }),
          standardDeduction: group({ byStatus: thresholds }),
          additionalStandardDeduction: group({ age: amount, byStatus: thresholds }),
          socialSecurity: group({ rate, wageBase: amount }),
          medicare: group({ rate, additionalRate: rate, additionalThresholdByStatus: thresholds }),
          retirement401k: group({
            limit: amount,
            limitAge50: amount,
            limitAge60To63: amount,
            catchUpAge: amount,
            superCatchUpAges: { type: 'array', minItems: 2, maxItems: 2, items: amount },
            rothCatchUpWageThreshold: { anyOf: [{ type: 'null' }, amount] },
          }),
          seniorDeduction: group({
            amount,
            age: amount,
            phaseOutRatePct: rate,
            phaseOutThresholdByStatus: byStatus({ anyOf: [{ type: 'null' }, amount] }),
          }),
          childTaxCredit: group({
            perChild: amount,
            childAgeLimit: amount,
            perOtherDependent: amount,
            phaseOutStep: amount,
            phaseOutAmount: amount,
            phaseOutThresholdByStatus: thresholds,
            refundablePerChild: amount,
            earnedIncomeThreshold: amount,
            earnedIncomeRatePct: rate,
            ficaMethodChildren: amount,
          }),
          selfEmployment: group({
            netEarningsPct: rate,
            socialSecurityRate: rate,
            medicareRate: rate,
            minimumNetEarnings: amount,
            deductiblePct: rate,
          }),
          capitalGains: group({
            rates: { type: 'array', minItems: 3, maxItems: 3, items: rate },
            zeroRateTopByStatus: thresholds,
            fifteenRateTopByStatus: thresholds,
            lossLimitByStatus: thresholds,
          }),
          netInvestmentIncomeTax: group({ ratePct: rate, thresholdByStatus: thresholds }),
          socialSecurityBenefits: group({
            firstTierPct: rate,
            secondTierPct: rate,
            baseAmountByStatus: thresholds,
            adjustedBaseAmountByStatus: thresholds,
          }),
          withholding: group({
            allowanceByW4Status: byW4Status(amount),
            standard: byW4Status(PERCENTAGE_TABLE),
            step2Checkbox: byW4Status(PERCENTAGE_TABLE),
          }),
          preTaxBenefits: group({
            hsaSelf: amount,
            hsaFamily: amount,
            hsaCatchUp: amount,
            hsaCatchUpAge: amount,
            healthFsa: amount,
            dependentCareFsa: amount,
            commuterMonthly: amount,
          }),
          formW4: group({
            step3PerChild: amount,
            step3PerOtherDependent: amount,
            step3IncomeLimitByW4Status: byW4Status(amount),
          }),
          earnedIncomeCredit: group(EIC_FIGURES),
          dependentCareCredit: group(CARE_FIGURES),
          ...deductionGroups(group, { amount, rate, byStatus }),
        },
      },
    },
  };
}
