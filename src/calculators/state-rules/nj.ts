/** New Jersey's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figure, figureByStatus, figureList } from './define';
import { percentOfCentsHalfUp } from '../schedule-math';
import { filersOf } from './retirement';

/**
 * New Jersey's pension exclusion (N.J.S.A. 54A:6-10; NJ-1040 line 28a): the pensions, annuities and IRA
 * withdrawals of the filers aged `minAge` (62) or older on 31 December are excluded, by the return's total income
 * (New Jersey gross income, line 27): up to `incomeLimits[0]` all of them up to `maximum` for the status; up to each
 * next limit `pctOverFirst[i]` percent of them; above the last limit none. Each limit is a cliff of the law: a
 * dollar of income over it takes a step of the exclusion away. On a joint return with one spouse 62 or older, only
 * that spouse's part is excluded (the whole maximum still applies).
 */
export const njPensionExclusion = defineDeductionRule(
  'nj-pension-exclusion',
  { minAge: 'number', incomeLimits: 'list', maximum: 'byStatus', pctOverFirst: 'listByStatus' },
  ({ household: h, rule, baseC }) => {
    const status = h.filingStatus;
    const minAge = figure(rule, 'minAge');
    const eligibleC = filersOf(h).reduce(
      (sum, f) => sum + (f.age !== undefined && f.age >= minAge ? f.distributionsC : 0),
      0,
    );
    if (eligibleC === 0) return 0;
    const limits = figureList(rule, 'incomeLimits', status);
    const band = limits.filter((limit) => baseC > limit * 100).length;
    if (band === 0) return Math.min(eligibleC, figureByStatus(rule, 'maximum', status) * 100);
    const pct = figureList(rule, 'pctOverFirst', status)[band - 1];
    return pct === undefined ? 0 : percentOfCentsHalfUp(eligibleC, pct);
  },
);
