/** Alabama's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, federalRefundableCreditsC, figureByStatus } from './define';

/**
 * Alabama (Code §40-18-15(b); Form 40 line 11 and the Standard Deduction Chart): the standard deduction (the table's
 * largest amount) falls by `reductionPerStep` for each full `step` of AGI over `threshold`, never below `minimum`.
 * The part lost comes off the table's deduction, so taxable income is Form 40 line 16.
 */
export const alStandardDeduction = defineDeductionRule(
  'al-standard-deduction',
  { threshold: 'byStatus', step: 'byStatus', reductionPerStep: 'byStatus', minimum: 'byStatus' },
  ({ household: h, rules, rule }) => {
    const status = h.filingStatus;
    const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
    const overC = h.federalAgiC - figureByStatus(rule, 'threshold', status) * 100;
    const steps = overC <= 0 ? 0 : Math.floor(overC / (figureByStatus(rule, 'step', status) * 100));
    const allowedC = Math.max(
      figureByStatus(rule, 'minimum', status) * 100,
      fullC - steps * figureByStatus(rule, 'reductionPerStep', status) * 100,
    );
    return allowedC - fullC;
  },
);

/**
 * Alabama (Code §40-18-15(a)(2); Form 40 line 12, Federal Income Tax Deduction Worksheet): the federal income tax of
 * the year is deducted in full. The worksheet starts from the tax after nonrefundable credits (Form 1040 line 22),
 * adds the net investment income tax (Form 8960 line 17) and takes off the refundable credits (the earned income
 * credit, the additional child tax credit, the refundable American opportunity credit, which is not computed), never
 * below 0.
 */
export const alFederalTaxDeduction = defineDeductionRule('al-federal-tax-deduction', {}, ({ household: h }) => {
  const federalTaxC = (h.federalIncomeTaxC ?? 0) + (h.federalTaxParts?.netInvestmentIncomeTaxC ?? 0);
  return Math.max(0, federalTaxC - federalRefundableCreditsC(h));
});
