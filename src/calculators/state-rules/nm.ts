/** New Mexico's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figureByStatus } from './define';

/**
 * New Mexico (NMSA 1978 §7-2-39): a deduction of `amount` (by filing status; 0 where the status does not qualify)
 * for each dependent but one, taken from net income before the schedule like the PIT-1's other deductions, so
 * taxable income is the return's own line.
 */
export const nmCertainDependentsDeduction = defineDeductionRule(
  'nm-certain-dependents-deduction',
  { amount: 'byStatus' },
  ({ household: h, rule }) => {
    const dependents = h.children + h.otherDependents;
    return Math.max(0, dependents - 1) * figureByStatus(rule, 'amount', h.filingStatus) * 100;
  },
);
