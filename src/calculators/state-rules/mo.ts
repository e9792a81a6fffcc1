/** Missouri's special rules: the formulas its data file names in `special`. */
import { percentOfCentsHalfUp } from '../schedule-math';
import { defineDeductionRule, federalRefundableCreditsC, figure, figureByStatus } from './define';

/**
 * Missouri (RSMo §143.171): a share of the federal income tax is deducted, by Missouri AGI (taken as the state
 * base): `pctBelow25000` below $25,000, `pctFrom25000` from $25,000, `pctFrom50000` from $50,000,
 * `pctFrom100000` from $100,000, none from `noneFromAgi`; at most `cap`. Form MO-1040 line 13, taken before the
 * schedule as RSMo §143.111 takes it from Missouri AGI, so taxable income is the return's own line. The tax is the
 * chapter 1 liability "after reduction for all credits thereon" except those for tax paid (IRC §§27, 31, 34), so the
 * refundable earned income credit (§32) and additional child tax credit (§24(d)) come off Form 1040 line 22 too,
 * never below 0; the net investment income tax (chapter 2A) is not in it.
 */
export const moFederalTaxDeduction = defineDeductionRule(
  'mo-federal-tax-deduction',
  {
    pctBelow25000: 'number',
    pctFrom25000: 'number',
    pctFrom50000: 'number',
    pctFrom100000: 'number',
    noneFromAgi: 'number',
    cap: 'byStatus',
  },
  ({ household: h, rule, baseC }) => {
    const federalTaxC = Math.max(0, (h.federalIncomeTaxC ?? 0) - federalRefundableCreditsC(h));
    const pct =
      baseC >= figure(rule, 'noneFromAgi') * 100
        ? 0
        : baseC >= 100_000_00
          ? figure(rule, 'pctFrom100000')
          : baseC >= 50_000_00
            ? figure(rule, 'pctFrom50000')
            : baseC >= 25_000_00
              ? figure(rule, 'pctFrom25000')
              : figure(rule, 'pctBelow25000');
    return Math.min(percentOfCentsHalfUp(federalTaxC, pct), figureByStatus(rule, 'cap', h.filingStatus) * 100);
  },
);
