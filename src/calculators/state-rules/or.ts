/** Oregon's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figure, figureByStatus } from './define';
import { form1040AgiOf } from '../state-household';

/**
 * Oregon (ORS 316.800; Form OR-40, federal tax liability subtraction): the federal income tax of the year is
 * subtracted, at most `cap`; from federal AGI of `phaseOutFrom` the cap falls by `pctPerStep` percent of itself at
 * once and again for each further `step` of AGI. The federal tax is taken after the nonrefundable credits (the
 * child and dependent care credit, the child and other-dependent credits: Form 1040 line 22), and the earned income
 * credit does not reduce it: ORS 316.685(1)(b) says the subtraction does not "take into account any amount of the
 * earned income credit ... that reduced the amount of the taxpayer's federal income tax liability". The refundable
 * additional child tax credit only arises when line 22 is already 0.
 */
export const orFederalTaxSubtraction = defineDeductionRule(
  'or-federal-tax-subtraction',
  {
    cap: 'byStatus',
    phaseOutFrom: 'byStatus',
    step: 'byStatus',
    pctPerStep: 'number',
  },
  ({ household: h, rule }) => {
    const status = h.filingStatus;
    const overC = form1040AgiOf(h) - figureByStatus(rule, 'phaseOutFrom', status) * 100;
    const steps = overC < 0 ? 0 : Math.floor(overC / (figureByStatus(rule, 'step', status) * 100)) + 1;
    const sharePct = Math.max(0, 100 - steps * figure(rule, 'pctPerStep'));
    const capC = Math.round((figureByStatus(rule, 'cap', status) * 100 * sharePct) / 100);
    return Math.min(Math.max(0, h.federalIncomeTaxC ?? 0), capC);
  },
);
