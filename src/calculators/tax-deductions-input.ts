/**
 * The tax calculator's deductions after AGI as the input gives them: the checks (the 422s), the inputs as the federal
 * return reads them, the result fields and the words about them (tax-deductions.ts computes them).
 */
import { ApiError, type FieldError } from '../errors/api-error';
import type { TaxTables } from '../reference/law';
import type { TaxInput } from '../schemas/tax-calculator';
import { formatCents, fromCents } from './money';
import type { DeductionInput } from './tax-deductions';
import type { FederalReturn } from './tax-household';

const error = (field: string, code: string, message: string): FieldError => ({ path: `/${field}`, code, message });

/** A 422 naming each field the law or the wages do not allow. */
function checkDeductions(input: TaxInput): void {
  const errors: FieldError[] = [];
  if (input.itemized !== undefined && input.itemizedDeductions !== undefined) {
    const message = 'give itemized deductions either as one total (itemizedDeductions) or by kind (itemized), not both';
    errors.push(error('itemized', 'conflicts_with_itemizedDeductions', message));
    errors.push(error('itemizedDeductions', 'conflicts_with_itemized', message));
  }
  const fields = [
    ['qualifiedTips', input.qualifiedTips],
    ['qualifiedOvertime', input.qualifiedOvertime],
  ] as const;
  for (const [field, c] of fields) {
    if (c > 0 && input.filingStatus === 'mfs') {
      errors.push(
        error(
          field,
          'not_allowed_mfs',
          'is not deductible on a separate return (filingStatus "mfs"): a married filer claims it jointly',
        ),
      );
    } else if (c > input.grossIncome) {
      errors.push(
        error(
          field,
          'exceeds_gross_income',
          `must not exceed grossIncome (${formatCents(input.grossIncome)}): it is part of the wages`,
        ),
      );
    }
  }
  if (errors.length === 0 && input.qualifiedTips + input.qualifiedOvertime > input.grossIncome) {
    const message = `qualifiedTips and qualifiedOvertime together (${formatCents(input.qualifiedTips + input.qualifiedOvertime)}) must not exceed grossIncome (${formatCents(input.grossIncome)}): both are parts of the wages`;
    errors.push(error('qualifiedTips', 'exceeds_gross_income', message));
    errors.push(error('qualifiedOvertime', 'exceeds_gross_income', message));
  }
  if (errors.length > 0) throw ApiError.unsatisfiable('Deductions the law or the wages do not allow', errors);
}

/** The itemized total and the deductions in cents as the federal return reads them, after the checks. */
export function deductionsOf(input: TaxInput): { itemizedC: number | undefined; deductions: DeductionInput } {
  checkDeductions(input);
  const it = input.itemized;
  return {
    itemizedC: input.itemizedDeductions,
    deductions: {
      tipsC: input.qualifiedTips,
      overtimeC: input.qualifiedOvertime,
      carLoanInterestC: input.carLoanInterest,
      itemized: it && {
        saltC: it.saltPaid ?? 0,
        mortgageInterestC: it.mortgageInterest ?? 0,
        charitableC: it.charitable ?? 0,
        medicalC: it.medical ?? 0,
      },
    },
  };
}

/** The result's deduction fields. */
export function deductionsResult(f: FederalReturn) {
  const d = f.deductions;
  return {
    tipsDeduction: fromCents(d.tipsC),
    overtimeDeduction: fromCents(d.overtimeC),
    carLoanInterestDeduction: fromCents(d.carLoanInterestC),
    saltDeduction: fromCents(d.saltC),
    charitableNonItemizerDeduction: fromCents(d.charitableNonItemizerC),
    qbiDeduction: fromCents(d.qbiDeductionC),
  };
}

/** The words about the deductions after AGI, when the household has any. */
export function deductionAssumptions(input: TaxInput, f: FederalReturn, tables: TaxTables): string[] {
  const d = f.deductions;
  const status = input.filingStatus;
  const law = tables.deductions;
  const notes: string[] = [];
  const s1a = law.scheduleOneA;
  if (input.qualifiedTips + input.qualifiedOvertime + input.carLoanInterest > 0) {
    const threshold = s1a.tipsOvertimeThresholdByStatus[status];
    notes.push(
      `Schedule 1-A (after AGI, on MAGI = AGI ${formatCents(f.agiC)}): tips ${formatCents(d.tipsC)} of ${formatCents(input.qualifiedTips)} and overtime ${formatCents(d.overtimeC)} of ${formatCents(input.qualifiedOvertime)} ` +
        `(at most ${formatCents(s1a.tipsCap * 100)} and ${formatCents(s1a.overtimeCapByStatus[status] * 100)}, less ${formatCents(s1a.tipsOvertimeStepAmount * 100)} for each whole ${formatCents(s1a.tipsOvertimeStep * 100)} over ${threshold === null ? '(none on a separate return)' : formatCents(threshold * 100)}); ` +
        `car-loan interest ${formatCents(d.carLoanInterestC)} of ${formatCents(input.carLoanInterest)} (at most ${formatCents(s1a.carLoanInterestCap * 100)}, less ${formatCents(s1a.carLoanStepAmount * 100)} for each ${formatCents(s1a.carLoanStep * 100)} or part over ${formatCents(s1a.carLoanThresholdByStatus[status] * 100)}). ` +
        'The tips and overtime are taken as qualified (an occupation on the Treasury list, FLSA overtime) and the loan as a qualifying one; they are still wages for FICA and for states starting from federal AGI',
    );
  }
  const parts = input.itemized;
  if (parts !== undefined) {
    const l = law.itemized;
    const it = d.parts;
    notes.push(
      d.itemized && it
        ? `Itemized deductions by kind (Schedule A): state and local taxes ${formatCents(it.saltC)} (limit ${formatCents(it.saltLimitC)}), mortgage interest ${formatCents(parts.mortgageInterest ?? 0)}, ` +
            `charitable ${formatCents(it.charitableC)}${l.charitableFloorPct > 0 ? ` (over ${l.charitableFloorPct}% of AGI)` : ''}, medical ${formatCents(it.medicalC)} (over ${l.medicalFloorPct}% of AGI)` +
            (d.itemizedLimitationC > 0
              ? `, less ${formatCents(d.itemizedLimitationC)} by the 2/37 limit in the 37 % bracket`
              : '') +
            `: ${formatCents(d.deductionC)}, more than the standard deduction of ${formatCents(f.standardC)}`
        : `Itemized deductions by kind come to no more than the standard deduction of ${formatCents(f.standardC)}${d.charitableNonItemizerC > 0 ? ` with the charitable deduction for non-itemizers` : ''}: the standard deduction is used` +
            (d.charitableNonItemizerC > 0
              ? `, and ${formatCents(d.charitableNonItemizerC)} of the charitable gifts are deducted beside it (taken as cash gifts to public charities)`
              : ''),
    );
  } else if (d.itemizedLimitationC > 0) {
    notes.push(`Itemized deductions less ${formatCents(d.itemizedLimitationC)} by the 2/37 limit in the 37 % bracket`);
  }
  if (f.earners.some((e) => e.selfEmploymentC !== 0)) {
    const q = law.qbi;
    notes.push(
      `Qualified business income deduction ${formatCents(d.qbiDeductionC)} (Form 8995): ${q.ratePct}% of the self-employment income less the deductible half of the self-employment tax (taken as the qualified business income of active businesses), ` +
        `at most ${q.ratePct}% of taxable income before it (${formatCents(d.taxableBeforeQbiC)}) less net capital gain; over ${formatCents(q.thresholdByStatus[status] * 100)} phased out over ${formatCents(q.phaseInRangeByStatus[status] * 100)} as for a business that is not a specified service business and pays no W-2 wages` +
        (q.minimumDeduction === null
          ? ''
          : `; at least ${formatCents(q.minimumDeduction * 100)} with ${formatCents((q.minimumQualifiedBusinessIncome ?? 0) * 100)} or more of it`),
    );
  }
  return notes;
}
