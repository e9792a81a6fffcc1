/** Massachusetts's special rules: the formulas its data file names in `special`. */
import { percentOfCentsHalfUp } from '../schedule-math';
import { defineDeductionRule, figure } from './define';

/**
 * Massachusetts (M.G.L. c. 62 §3(B)(a)(9); Form 1 lines 11a and 11b): each earner deducts the Social Security and
 * Medicare tax on their wages, at most `capPerEarner`. Social Security is 6.2 % up to the wage base, Medicare 1.45 %.
 * It comes off Part B income, so taxable income is Form 1 line 21 and the 4 % surtax (§4(d)) reads it after it.
 */
export const maPayrollContributionsDeduction = defineDeductionRule(
  'ma-payroll-contributions-deduction',
  { capPerEarner: 'number', socialSecurityWageBase: 'number' },
  ({ household, rule }) => {
    const capC = figure(rule, 'capPerEarner') * 100;
    const wageBaseC = figure(rule, 'socialSecurityWageBase') * 100;
    const earners = household.earnerWagesC ?? [household.wagesC];
    return earners.reduce(
      (sum, wagesC) =>
        sum +
        Math.min(capC, percentOfCentsHalfUp(Math.min(wagesC, wageBaseC), 6.2) + percentOfCentsHalfUp(wagesC, 1.45)),
      0,
    );
  },
);
