/** Massachusetts's special rules: the formulas its data file names in `special`. */
import { percentOfCentsHalfUp } from '../schedule-math';
import { deductionAsCredit, defineSpecialRule, figure } from './define';

/**
 * Massachusetts (M.G.L. c. 62 §3(B)(a)(9); Form 1 line 10): each earner deducts the Social Security and Medicare
 * tax on their wages, at most `capPerEarner`. Social Security is 6.2 % up to the wage base, Medicare 1.45 %.
 */
export const maPayrollContributionsDeduction = defineSpecialRule(
  'ma-payroll-contributions-deduction',
  { capPerEarner: 'number', socialSecurityWageBase: 'number' },
  (context) => {
    const { household, rule } = context;
    const capC = figure(rule, 'capPerEarner') * 100;
    const wageBaseC = figure(rule, 'socialSecurityWageBase') * 100;
    const earners = household.earnerWagesC ?? [household.wagesC];
    const deductionC = earners.reduce(
      (sum, wagesC) =>
        sum +
        Math.min(capC, percentOfCentsHalfUp(Math.min(wagesC, wageBaseC), 6.2) + percentOfCentsHalfUp(wagesC, 1.45)),
      0,
    );
    return deductionAsCredit(context, deductionC);
  },
);
