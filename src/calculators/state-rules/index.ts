/**
 * Every special rule the engine declares, by the name a state's data file gives it in `special[].name`. The law's
 * schema is built from this list (a file naming any other rule, or giving a rule other figures, is refused when
 * the law loads). To add a rule: declare it with `defineSpecialRule` in its state's file and list it here.
 */
import type { RuleFigures } from '../../reference/law';
import type { SpecialRuleDefinition } from './define';
import { agiStepAddition, ctPersonalTaxCredit } from './ct';
import { alStandardDeduction, alFederalTaxDeduction } from './al';
import { arHighIncomeAdjustment } from './ar';
import { fixedTaxOver, ohExemptionCredit, ohJointFilingCredit, ohSeniorCitizenCredit } from './oh';
import { maPayrollContributionsDeduction } from './ma';
import { mdExemptionByAgi, mdPensionExclusion, mdSeniorTaxCredit } from './md';
import { coFederalDeductionAddback } from './co';
import { caSurvivingSpouseSecondCredit } from './ca';
import { deAgedPersonalCredit } from './de';
import { gaRetirementIncomeExclusion } from './ga';
import { miRetirementSubtraction } from './mi';
import { njPensionExclusion } from './nj';
import { iaRetirementIncomeExclusion, retirementExclusionByAge } from './retirement';
import { minimumTaxOnAgi } from './vt';
import { mnStandardDeductionLimit } from './mn';
import { moFederalTaxDeduction } from './mo';
import { nmCertainDependentsDeduction } from './nm';
import { nyRecapture } from './ny';
import { nyEmpireStateChildCredit, nyHouseholdCredit } from './ny-credits';
import { orFederalTaxSubtraction } from './or';
import { paTaxForgiveness } from './pa';
import { scIncomeAdjustedDeduction, scRetirementDeduction } from './sc';
import { utTaxpayerCredit } from './ut';
import { vaAgeDeduction } from './va';
import { wiSlidingStandardDeduction, wiMarriedCoupleCredit } from './wi';

/** The rules that exclude pensions and IRA distributions (the words on retirement income name them as applied). */
const RETIREMENT_EXCLUSIONS: readonly SpecialRuleDefinition[] = [
  gaRetirementIncomeExclusion,
  retirementExclusionByAge,
  iaRetirementIncomeExclusion,
  mdPensionExclusion,
  miRetirementSubtraction,
  njPensionExclusion,
  scRetirementDeduction,
];

const DEFINITIONS: readonly SpecialRuleDefinition[] = [
  paTaxForgiveness,
  maPayrollContributionsDeduction,
  mdExemptionByAgi,
  mnStandardDeductionLimit,
  moFederalTaxDeduction,
  orFederalTaxSubtraction,
  agiStepAddition,
  ctPersonalTaxCredit,
  nyRecapture,
  nyHouseholdCredit,
  nyEmpireStateChildCredit,
  alStandardDeduction,
  alFederalTaxDeduction,
  fixedTaxOver,
  ohExemptionCredit,
  ohJointFilingCredit,
  ohSeniorCitizenCredit,
  arHighIncomeAdjustment,
  minimumTaxOnAgi,
  nmCertainDependentsDeduction,
  wiSlidingStandardDeduction,
  wiMarriedCoupleCredit,
  utTaxpayerCredit,
  scIncomeAdjustedDeduction,
  vaAgeDeduction,
  coFederalDeductionAddback,
  mdSeniorTaxCredit,
  caSurvivingSpouseSecondCredit,
  deAgedPersonalCredit,
  ...RETIREMENT_EXCLUSIONS,
];

/** The names of the retirement exclusions. */
export const RETIREMENT_EXCLUSION_RULES: ReadonlySet<string> = new Set(RETIREMENT_EXCLUSIONS.map((d) => d.name));

/** Each declared rule by its name. */
export const SPECIAL_RULES: ReadonlyMap<string, SpecialRuleDefinition> = new Map(DEFINITIONS.map((d) => [d.name, d]));

/** The figures each rule reads, by rule name: what the law's schema checks a data file's rules against. */
export const SPECIAL_RULE_FIGURES: Readonly<Record<string, RuleFigures>> = Object.fromEntries(
  DEFINITIONS.map((d) => [d.name, d.figures]),
);
