/** Alabama's special rules: the formulas its data file names in `special`. */
import { deductionAsCredit, defineSpecialRule, figure, figureByStatus, lostDeductionAsTax } from './define';

/**
 * Alabama (Code §40-18-15(b)): the standard deduction (the table's largest amount) falls by `reductionPerStep`
 * for each full `step` of federal AGI over `threshold`, never below `minimum`; the part lost is taxed back here.
 */
export const alStandardDeduction = defineSpecialRule(
  'al-standard-deduction',
  { threshold: 'byStatus', step: 'byStatus', reductionPerStep: 'byStatus', minimum: 'byStatus' },
  (context) => {
    const { household: h, rules, rule } = context;
    const status = h.filingStatus;
    const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
    const overC = h.federalAgiC - figureByStatus(rule, 'threshold', status) * 100;
    const steps = overC <= 0 ? 0 : Math.floor(overC / (figureByStatus(rule, 'step', status) * 100));
    const allowedC = Math.max(
      figureByStatus(rule, 'minimum', status) * 100,
      fullC - steps * figureByStatus(rule, 'reductionPerStep', status) * 100,
    );
    return lostDeductionAsTax(context, fullC - allowedC);
  },
);

/**
 * Alabama (Code §40-18-19(a)(9)): each dependent exemption is the table's amount up to `firstThreshold` of AGI,
 * `amountOverFirst` above it and `amountOverSecond` above `secondThreshold`; the part lost is taxed back here.
 */
export const alDependentExemption = defineSpecialRule(
  'al-dependent-exemption',
  { firstThreshold: 'number', secondThreshold: 'number', amountOverFirst: 'number', amountOverSecond: 'number' },
  (context) => {
    const { household: h, rules, rule } = context;
    const full = rules.dependentExemption?.amount ?? 0;
    const allowed =
      h.federalAgiC > figure(rule, 'secondThreshold') * 100
        ? figure(rule, 'amountOverSecond')
        : h.federalAgiC > figure(rule, 'firstThreshold') * 100
          ? figure(rule, 'amountOverFirst')
          : full;
    return lostDeductionAsTax(context, (full - allowed) * 100 * (h.children + h.otherDependents));
  },
);

/** Alabama (Code §40-18-15(a)(2)): the federal income tax of the year is deducted in full. */
export const alFederalTaxDeduction = defineSpecialRule('al-federal-tax-deduction', {}, (context) =>
  deductionAsCredit(context, context.household.federalIncomeTaxC ?? 0),
);
