/** Michigan's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figureByStatus, figureList } from './define';
import { filersOf } from './retirement';

/**
 * Michigan's retirement and pension subtraction as Public Act 4 of 2023 phases it in (MCL 206.30(1)(f), (10);
 * Form 4884): by the birth year of the filer, or of the older spouse on a joint return, `pcts[i]` percent of the
 * year's `maximum` (rounded to the whole dollar), where `birthYears` (ascending) bounds the bands: born before
 * `birthYears[0]` the first percent, and so on (2025: born before 1946 100 %, 1946–1966 75 %, from 1967 none; 2026:
 * every birth year 100 %). The household's pensions and IRA distributions are subtracted up to it. A household
 * with no age given has no birth year: no subtraction while the bands depend on it.
 */
export const miRetirementSubtraction = defineDeductionRule(
  'mi-retirement-subtraction',
  { maximum: 'byStatus', birthYears: 'list', pcts: 'list' },
  ({ household: h, rules, rule }) => {
    const birthYears = figureList(rule, 'birthYears', h.filingStatus);
    const pcts = figureList(rule, 'pcts', h.filingStatus);
    const filers = filersOf(h);
    const ages = filers.flatMap((f) => (f.age === undefined ? [] : [f.age]));
    let band = 0;
    if (birthYears.length > 0) {
      if (ages.length === 0) return 0;
      const birthYear = rules.taxYear - Math.max(...ages); // the age on 31 December of the tax year
      band = birthYears.filter((year) => birthYear >= year).length;
    }
    const pct = pcts[band] ?? 0;
    const limitC = Math.round((figureByStatus(rule, 'maximum', h.filingStatus) * pct) / 100) * 100;
    const distributionsC = filers.reduce((sum, f) => sum + f.distributionsC, 0);
    return Math.min(distributionsC, limitC);
  },
);
