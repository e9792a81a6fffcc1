/**
 * The schema of a state's own rule for the Social Security benefits in federal AGI (`socialSecurityBenefits` of
 * the state's law file, by year): the rule's name and exactly the figures that rule reads, each a number or a
 * number per filing status. A state without the group exempts the federal taxable benefits (or, starting from
 * wages, never sees them).
 */
import { figuresOfEachRule } from './rule-figures-schema';
import type { StateSocialSecurityRule } from './state-types';

type Schema = Record<string, unknown>;

/** What each rule's figures are: a number, or a number per filing status. */
export const SOCIAL_SECURITY_RULE_FIGURES: Readonly<
  Record<StateSocialSecurityRule, Readonly<Record<string, 'number' | 'byStatus'>>>
> = {
  exempt: {},
  taxed: {},
  'ct-adjustment': { agiLimit: 'byStatus', taxedPct: 'number' },
  'nm-exemption': { agiLimit: 'byStatus' },
  'co-pension-subtraction': {
    youngerAge: 'number',
    olderAge: 'number',
    youngerCap: 'number',
    olderCap: 'number',
    youngerAllBenefitsAgiLimit: 'byStatus',
  },
  'mn-subtraction': {
    phaseOutThreshold: 'byStatus',
    phaseOutStep: 'byStatus',
    phaseOutPctPerStep: 'number',
    alternateMaximum: 'byStatus',
    alternateIncomeThreshold: 'byStatus',
    alternateReductionPct: 'number',
  },
  'ri-modification': { age: 'number', agiLimit: 'byStatus', retirementIncomeCap: 'number' },
  'ut-credit': { phaseOutThreshold: 'byStatus', phaseOutPct: 'number' },
  'vt-exemption': { fullBelow: 'byStatus', noneFrom: 'byStatus', divisor: 'number' },
  'wv-modification': { agiLimit: 'byStatus', pctAboveLimit: 'number' },
};

/** The schema of one year's rule; `sourced` and `byStatus` are the law schema's own builders. */
export function socialSecuritySchema(
  sourced: (properties: Schema, required?: readonly string[]) => Schema,
  byStatus: (value: Schema) => Schema,
): Schema {
  const kinds = { number: { type: 'number', minimum: 0 }, byStatus: byStatus({ type: 'number', minimum: 0 }) };
  return {
    ...sourced({ rule: { enum: Object.keys(SOCIAL_SECURITY_RULE_FIGURES).sort() }, figures: { type: 'object' } }, [
      'rule',
      'figures',
    ]),
    allOf: figuresOfEachRule('rule', SOCIAL_SECURITY_RULE_FIGURES, kinds),
  };
}
