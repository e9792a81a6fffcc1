/** New Mexico's special rules: the formulas its data file names in `special`. */
import { deductionAsCredit, defineSpecialRule, figureByStatus } from './define';

/**
 * New Mexico (NMSA 1978 §7-2-39): a deduction of `amount` (by filing status; 0 where the status does not qualify)
 * for each dependent but one.
 */
export const nmCertainDependentsDeduction = defineSpecialRule(
  'nm-certain-dependents-deduction',
  { amount: 'byStatus' },
  (context) => {
    const { household: h, rule } = context;
    const dependents = h.children + h.otherDependents;
    const perDependentC = figureByStatus(rule, 'amount', h.filingStatus) * 100;
    return deductionAsCredit(context, Math.max(0, dependents - 1) * perDependentC);
  },
);
