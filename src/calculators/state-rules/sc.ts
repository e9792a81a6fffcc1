/** South Carolina's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figure, figureByStatus } from './define';

/**
 * South Carolina's Income Adjusted Deduction (S.C. Code §12-6-1140(15), as enacted by Act No. 110 of 2026): the
 * table's amount, reduced in proportion as federal AGI runs from `phaseOutStart` over the next `phaseOutWidth`
 * dollars (the whole amount is gone at the end of that range), the reduction rounded down to a multiple of
 * `roundDownTo` dollars. The reduction comes off the deduction, so taxable income is the SC1040's own line.
 */
export const scIncomeAdjustedDeduction = defineDeductionRule(
  'sc-income-adjusted-deduction',
  {
    phaseOutStart: 'byStatus',
    phaseOutWidth: 'byStatus',
    roundDownTo: 'number',
  },
  ({ household: h, rules, rule }) => {
    const status = h.filingStatus;
    const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
    const overC = Math.max(0, h.federalAgiC - figureByStatus(rule, 'phaseOutStart', status) * 100);
    const widthC = figureByStatus(rule, 'phaseOutWidth', status) * 100;
    const stepC = figure(rule, 'roundDownTo') * 100;
    const lostC = overC >= widthC ? fullC : Math.floor((fullC * overC) / widthC / stepC) * stepC;
    return -lostC;
  },
);
