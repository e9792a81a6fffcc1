/** Virginia's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figure, figureByStatus } from './define';

/**
 * Virginia's age deduction (Code of Virginia §58.1-322.03(5); Form 760, Age Deduction Worksheet): `amount` dollars
 * for each filer aged 65 or older, the total less $1 for each $1 of adjusted federal AGI (federal AGI for a W-2
 * household) over `agiThreshold`. The filers born before 2 January 1939, who keep the whole amount whatever their
 * income, are not told apart (the household gives ages as 65 or older).
 */
export const vaAgeDeduction = defineDeductionRule(
  'va-age-deduction',
  { amount: 'number', agiThreshold: 'byStatus' },
  ({ household: h, rule }) => {
    const fullC = h.filersAged65Plus * figure(rule, 'amount') * 100;
    const overC = Math.max(0, h.federalAgiC - figureByStatus(rule, 'agiThreshold', h.filingStatus) * 100);
    return Math.max(0, fullC - overC);
  },
);
