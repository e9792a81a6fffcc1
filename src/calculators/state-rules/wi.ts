/** Wisconsin's special rules: the formulas its data file names in `special`. */
import { percentOfCentsHalfUp } from '../schedule-math';
import type { StateFilingStatus } from '../../reference/law';
import { defineDeductionRule, defineSpecialRule, figure, figureByStatus } from './define';

/**
 * Wisconsin's sliding-scale standard deduction (Wis. Stat. §71.05(22)): the table's amount less `ratePct` percent
 * of Wisconsin AGI (federal AGI here) over `threshold`, never below 0. A head of household's falls faster
 * (`ratePct` on its own amount) but never below what a single filer with the same income deducts. The part lost
 * comes off the deduction, so taxable income is Form 1's own line.
 */
export const wiSlidingStandardDeduction = defineDeductionRule(
  'wi-sliding-standard-deduction',
  { threshold: 'byStatus', ratePct: 'byStatus' },
  ({ household: h, rules, rule }) => {
    const allowedC = (status: StateFilingStatus): number => {
      const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
      const overC = Math.max(0, h.federalAgiC - figureByStatus(rule, 'threshold', status) * 100);
      return Math.max(0, fullC - percentOfCentsHalfUp(overC, figureByStatus(rule, 'ratePct', status)));
    };
    const status = h.filingStatus;
    const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
    const allowed =
      status === 'hoh' ? Math.max(allowedC('hoh'), Math.min(fullC, allowedC('single'))) : allowedC(status);
    return allowed - fullC;
  },
);

/**
 * Wisconsin's married couple credit (Wis. Stat. §71.07(6); Schedule 2): on a joint return, `pct` percent of the
 * qualified earned income of the spouse who earns less (wages less pre-tax 401(k) deferrals, W-2 box 1), counted
 * up to `maxIncome`. Without each earner's wages the spouses' split is unknown and the credit is not taken.
 */
export const wiMarriedCoupleCredit = defineSpecialRule(
  'wi-married-couple-credit',
  { pct: 'number', maxIncome: 'number' },
  ({ household: h, rule }) => {
    const earners = h.earnerWagesC ?? [];
    if (h.filingStatus !== 'mfj' || earners.length < 2) return {};
    const qualifiedC = earners.map((wagesC, i) => Math.max(0, wagesC - (h.earnerDeferrals401kC?.[i] ?? 0)));
    const lowerC = Math.min(figure(rule, 'maxIncome') * 100, ...qualifiedC);
    const creditC = percentOfCentsHalfUp(lowerC, figure(rule, 'pct'));
    return creditC > 0 ? { creditC } : {};
  },
);
