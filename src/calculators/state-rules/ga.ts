/** Georgia's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figure, figureList } from './define';
import { amountByAge, filersOf } from './retirement';

/**
 * Georgia's retirement income exclusion (O.C.G.A. §48-7-27(a)(5); IT-511, Retirement Income Exclusion Worksheet):
 * each filer aged `minAges[i]` or older on 31 December excludes the filer's own retirement income up to `amounts[i]`
 * ($35,000 at 62 to 64, $65,000 at 65 or older), of which at most `earnedIncomeCap` may be the filer's earned income
 * (wages after 401(k) deferrals). The retirement income here is the filer's pensions and IRA distributions; the
 * household's interest, dividends and gains, which also count, are not split between spouses and are left out
 * (named in `notModelled`). A Schedule 1 adjustment: taxable income is Form 500's own line.
 */
export const gaRetirementIncomeExclusion = defineDeductionRule(
  'ga-retirement-income-exclusion',
  { minAges: 'list', amounts: 'list', earnedIncomeCap: 'number' },
  ({ household: h, rule }) => {
    const minAges = figureList(rule, 'minAges', h.filingStatus);
    const amounts = figureList(rule, 'amounts', h.filingStatus);
    const earnedCapC = figure(rule, 'earnedIncomeCap') * 100;
    const wages = h.earnerWagesC ?? [h.wagesC];
    const deferrals = h.earnerDeferrals401kC ?? [];
    return filersOf(h).reduce((sum, filer, i) => {
      const amount = amountByAge(filer.age, minAges, amounts);
      if (amount === undefined) return sum;
      const earnedC = Math.max(0, (wages[i] ?? 0) - (deferrals[i] ?? 0));
      return sum + Math.min(amount * 100, filer.distributionsC + Math.min(earnedC, earnedCapC));
    }, 0);
  },
);
