/** Colorado's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figure, figureByStatus } from './define';

/**
 * Colorado (C.R.S. §39-22-104(3)(p.5) for 2023–2025, (3)(p.7) from 2026 (HB25-1274, Proposition MM)): a filer whose
 * federal adjusted gross income is `agiThreshold` or more adds back the federal standard or itemized deduction above
 * `cap` (by status: the single amount for every status but joint). Federal taxable income is the base, so the
 * deduction taken is AGI − federal taxable income (above $300,000 of AGI no other below-the-line deduction of a W-2
 * household is left: the §151(f) senior deduction is gone by $175,000 / $250,000 of MAGI). The add-back is an
 * addition on the DR 0104, answered as a negative deduction, so taxable income is Colorado taxable income.
 */
export const coFederalDeductionAddback = defineDeductionRule(
  'co-federal-deduction-addback',
  { agiThreshold: 'number', cap: 'byStatus' },
  ({ household: h, rule }) => {
    if (h.federalAgiC < figure(rule, 'agiThreshold') * 100) return 0;
    const deductionC = Math.max(0, h.federalAgiC - h.federalTaxableIncomeC);
    return -Math.max(0, deductionC - figureByStatus(rule, 'cap', h.filingStatus) * 100);
  },
);
