/** Georgia's special rules: the formulas its data file names in `special`. */
import { deductionAsCredit, defineSpecialRule, figure } from './define';

/**
 * Georgia (O.C.G.A. §48-7-27(a)(5); IT-511 retirement income exclusion worksheet): a filer aged 62 or older excludes
 * retirement income, of which at most `earnedIncomeCap` may be the filer's own earned income (wages). The household
 * gives its ages only as the count of filers aged 65 or older, so the exclusion is applied where every filer is 65+
 * (each earner then excludes the lesser of the earner's wages and the cap); a filer aged 62 to 64, or one of two
 * spouses aged 65+, is not seen (named in `notModelled`).
 */
export const gaRetirementEarnedIncomeExclusion = defineSpecialRule(
  'ga-retirement-earned-income-exclusion',
  { earnedIncomeCap: 'number' },
  (context) => {
    const { household: h, rule } = context;
    if (h.filersAged65Plus === 0 || h.filersAged65Plus < h.filers) return {};
    const capC = figure(rule, 'earnedIncomeCap') * 100;
    const earners = h.earnerWagesC ?? [h.wagesC];
    const excludedC = earners.slice(0, h.filers).reduce((sum, wagesC) => sum + Math.min(wagesC, capC), 0);
    return deductionAsCredit(context, excludedC);
  },
);
