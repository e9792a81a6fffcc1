/** Colorado's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, figure, figureByStatus } from './define';
import { form1040AgiOf } from '../state-household';

/**
 * Colorado (C.R.S. §39-22-104(3)(p.5) for 2023–2025, (3)(p.7) from 2026 (HB25-1274, Proposition MM)): a filer whose
 * federal adjusted gross income is `agiThreshold` or more adds back the federal standard or itemized deduction above
 * `cap` (by status: the single amount for every status but joint). Federal taxable income is the base, so the
 * deduction taken is the federal return's standard or itemized deduction (Form 1040 line 12), apart from the
 * deductions after it (Schedule 1-A, the qualified business income deduction). The add-back is an
 * addition on the DR 0104, answered as a negative deduction, so taxable income is Colorado taxable income.
 */
export const coFederalDeductionAddback = defineDeductionRule(
  'co-federal-deduction-addback',
  { agiThreshold: 'number', cap: 'byStatus' },
  ({ household: h, rule }) => {
    if (form1040AgiOf(h) < figure(rule, 'agiThreshold') * 100) return 0;
    const deductionC = h.federalDeductionC ?? Math.max(0, h.federalAgiC - h.federalTaxableIncomeC);
    return -Math.max(0, deductionC - figureByStatus(rule, 'cap', h.filingStatus) * 100);
  },
);
