/** South Carolina's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figure, figureByStatus } from './define';
import { filersOf } from './retirement';

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

/**
 * South Carolina's retirement deduction (S.C. Code §12-6-1170(A)(1); SC1040 line p): each filer deducts the filer's
 * own qualified retirement income up to `amount` ($3,000) before 65 and up to `agedAmount` ($10,000) from the year
 * the filer turns 65; what a filer aged 65 or older deducts so comes off the filer's age 65 deduction of
 * `agedDeduction` ($15,000, §12-6-1170(B); the data's seniorExemption, line q), so from 65 the two together stay
 * $15,000 a filer and the retirement deduction adds nothing to it. A filer of no given age is taken as under 65.
 */
export const scRetirementDeduction = defineDeductionRule(
  'sc-retirement-deduction',
  { agedAge: 'number', amount: 'number', agedAmount: 'number', agedDeduction: 'number' },
  ({ household: h, rule }) =>
    filersOf(h).reduce((sum, filer) => {
      if (filer.age === undefined || filer.age < figure(rule, 'agedAge'))
        return sum + Math.min(filer.distributionsC, figure(rule, 'amount') * 100);
      const retirementC = Math.min(filer.distributionsC, figure(rule, 'agedAmount') * 100);
      // §12-6-1170(B): the age 65 deduction is reduced by the retirement deduction claimed.
      return sum + retirementC - Math.min(retirementC, figure(rule, 'agedDeduction') * 100);
    }, 0),
);
