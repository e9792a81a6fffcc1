/** Georgia's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figure } from './define';

/**
 * Georgia (O.C.G.A. §48-7-27(a)(5); IT-511 retirement income exclusion worksheet): a filer aged 62 or older excludes
 * retirement income, of which at most `earnedIncomeCap` may be the filer's own earned income (wages). The household
 * gives its ages only as the count of filers aged 65 or older, so the exclusion is applied where every filer is 65+
 * (each earner then excludes the lesser of the earner's wages and the cap); a filer aged 62 to 64, or one of two
 * spouses aged 65+, is not seen (named in `notModelled`). The exclusion is a Schedule 1 adjustment that lowers
 * Georgia AGI, so taxable income is Form 500's own line.
 */
export const gaRetirementEarnedIncomeExclusion = defineDeductionRule(
  'ga-retirement-earned-income-exclusion',
  { earnedIncomeCap: 'number' },
  ({ household: h, rule }) => {
    if (h.filersAged65Plus === 0 || h.filersAged65Plus < h.filers) return 0;
    const capC = figure(rule, 'earnedIncomeCap') * 100;
    const earners = h.earnerWagesC ?? [h.wagesC];
    return earners.slice(0, h.filers).reduce((sum, wagesC) => sum + Math.min(wagesC, capC), 0);
  },
);
