/** Maryland's special rules: the formulas its data file names in `special`. */
import { defineSpecialRule, figure, figureByStatus, lostDeductionAsTax } from './define';

/**
 * Maryland (Tax-General §10-211; the booklet's Exemption Amount Chart): each exemption is the table's `amount`
 * up to the first federal-AGI threshold, `amountOverFirst` above it, `amountOverSecond` above the second, 0 above
 * the third. The table allows the full amount; the exemptions lost are taxed back here.
 */
export const mdExemptionByAgi = defineSpecialRule(
  'md-exemption-by-agi',
  {
    firstThreshold: 'byStatus',
    secondThreshold: 'byStatus',
    thirdThreshold: 'byStatus',
    amountOverFirst: 'number',
    amountOverSecond: 'number',
  },
  (context) => {
    const { household: h, rules, rule } = context;
    const status = h.filingStatus;
    const full = rules.personalExemption?.amount ?? 0;
    const agiC = h.federalAgiC;
    const allowed =
      agiC > figureByStatus(rule, 'thirdThreshold', status) * 100
        ? 0
        : agiC > figureByStatus(rule, 'secondThreshold', status) * 100
          ? figure(rule, 'amountOverSecond')
          : agiC > figureByStatus(rule, 'firstThreshold', status) * 100
            ? figure(rule, 'amountOverFirst')
            : full;
    const exemptions = h.filers + h.children + h.otherDependents;
    return lostDeductionAsTax(context, (full - allowed) * 100 * exemptions);
  },
);
