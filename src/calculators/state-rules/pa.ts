/** Pennsylvania's special rules: the formulas its data file names in `special`. */
import { defineSpecialRule, figure, figureByStatus } from './define';

/**
 * Pennsylvania's Tax Forgiveness (PA-40 Schedule SP; 72 P.S. §7304): a share of the tax is forgiven when the
 * household's eligibility income is at most `base[status]` + `perDependent` per dependent child (100 %), and
 * `stepPct` percent less for every `step` dollars (or part) above it. Eligibility income is taken as the state
 * base (PA compensation, 401(k) deferrals included); married filers use their joint income.
 */
export const paTaxForgiveness = defineSpecialRule(
  'pa-tax-forgiveness',
  { base: 'byStatus', perDependent: 'number', step: 'number', stepPct: 'number' },
  ({ household, rule, baseC, scheduleTaxC }) => {
    const limitC =
      (figureByStatus(rule, 'base', household.filingStatus) +
        figure(rule, 'perDependent') * (household.children + household.otherDependents)) *
      100;
    const overC = baseC - limitC;
    const steps = overC <= 0 ? 0 : Math.ceil(overC / (figure(rule, 'step') * 100));
    const sharePct = Math.max(0, 100 - steps * figure(rule, 'stepPct'));
    return { creditC: Math.round((scheduleTaxC * sharePct) / 100) };
  },
);
