/** Utah's special rules: the formulas its data file names in `special`. */
import { percentOfCentsHalfUp } from '../schedule-math';
import { defineSpecialRule, figure, figureByStatus } from './define';

/**
 * Utah's taxpayer tax credit (Utah Code §59-10-1018): `ratePct` percent of the federal standard deduction plus
 * `perDependent` for each dependent, less `phaseOutPct` percent of state taxable income over `threshold`; a
 * nonrefundable credit, never below 0.
 */
export const utTaxpayerCredit = defineSpecialRule(
  'ut-taxpayer-credit',
  { perDependent: 'number', ratePct: 'number', phaseOutPct: 'number', threshold: 'byStatus' },
  ({ household: h, rule, taxableC }) => {
    const status = h.filingStatus;
    const baseC = h.federalStandardDeductionC + figure(rule, 'perDependent') * 100 * (h.children + h.otherDependents);
    const overC = Math.max(0, taxableC - figureByStatus(rule, 'threshold', status) * 100);
    const creditC =
      percentOfCentsHalfUp(baseC, figure(rule, 'ratePct')) - percentOfCentsHalfUp(overC, figure(rule, 'phaseOutPct'));
    return creditC > 0 ? { creditC } : {};
  },
);
