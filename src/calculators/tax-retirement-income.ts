/**
 * Retirement income on the federal return, in integer cents: the taxable part of the household's Social Security
 * benefits by IRS Publication 915's Worksheet 1 (IRC §86; the figures are `socialSecurityBenefits` in federal.json),
 * and the taxable pensions and IRA distributions of Form 1040 lines 4b and 5b (ordinary income, not wages: no FICA,
 * not earned income). Pure, but for the result fields and the words about them.
 */
import type { FilingStatusTable, TaxTables } from '../reference/law';
import { ApiError } from '../errors/api-error';
import type { TaxInput } from '../schemas/tax-calculator';
import { formatCents, fromCents } from './money';
import { percentOfCentsHalfUp } from './schedule-math';

export interface RetirementIncomeInput {
  /** The household's gross benefits (Form SSA-1099 / RRB-1099 box 5; Form 1040 line 6a). */
  readonly socialSecurityBenefitsC: number;
  /** Taxable pensions, annuities and IRA distributions (Form 1040 lines 4b + 5b). */
  readonly distributionsC: number;
  /** The spouse's part of `distributionsC` on a joint return (a state's exclusion is per person); absent, none. */
  readonly spouseDistributionsC?: number;
}

export const NO_RETIREMENT_INCOME: RetirementIncomeInput = { socialSecurityBenefitsC: 0, distributionsC: 0 };

/** The retirement inputs in cents. */
export function retirementIncomeOf(input: TaxInput): RetirementIncomeInput {
  return {
    socialSecurityBenefitsC: input.socialSecurityBenefits,
    distributionsC: input.retirementDistributions,
    spouseDistributionsC: input.spouseRetirementDistributions,
  };
}

/** The spouse's part of the distributions is part of them: a 422 naming both fields when it is more. */
export function checkRetirementSplit(input: TaxInput): void {
  if (input.spouseRetirementDistributions <= input.retirementDistributions) return;
  throw ApiError.unsatisfiable("The spouse's retirement distributions cannot exceed the household's", [
    {
      path: '/spouseRetirementDistributions',
      code: 'exceeds_retirement_distributions',
      message: `must not exceed retirementDistributions (${formatCents(input.retirementDistributions)}): it is the spouse's part of them`,
    },
  ]);
}

/**
 * Publication 915, Worksheet 1, line by line. `incomeLessAdjustmentsC` is line 3 + line 4 − line 6: the return's
 * income other than the benefits (Form 1040 lines 1z, 2b, 3b, 4b, 5b, 7 and 8; no tax-exempt interest is modelled)
 * less its adjustments (Schedule 1 Part II). Returns the taxable benefits (line 18, Form 1040 line 6b) and the
 * provisional income of line 7 and its excess over the base amount (line 9).
 */
export function taxableSocialSecurity(
  tables: TaxTables,
  table: FilingStatusTable,
  benefitsC: number,
  incomeLessAdjustmentsC: number,
) {
  const [firstPct, secondPct] = tables.socialSecurityBenefitsPct;
  const line1C = benefitsC;
  const line2C = percentOfCentsHalfUp(line1C, firstPct);
  const line7C = line2C + incomeLessAdjustmentsC; // line 5 − line 6
  const line8C = table.socialSecurityBaseAmount * 100;
  const line9C = line7C - line8C;
  if (line1C === 0 || line7C <= 0 || line9C <= 0) return { taxableC: 0, provisionalC: Math.max(0, line7C), excessC: 0 };
  const line10C = (table.socialSecurityAdjustedBaseAmount - table.socialSecurityBaseAmount) * 100;
  const line11C = Math.max(0, line9C - line10C);
  const line12C = Math.min(line9C, line10C);
  const line13C = percentOfCentsHalfUp(line12C, firstPct);
  const line14C = Math.min(line2C, line13C);
  const line15C = percentOfCentsHalfUp(line11C, secondPct);
  const line16C = line14C + line15C;
  const line17C = percentOfCentsHalfUp(line1C, secondPct);
  // line 9: the excess of IRC §86(b)(1), which a state's own rule may read (Connecticut's).
  return { taxableC: Math.min(line16C, line17C), provisionalC: line7C, excessC: line9C };
}

/** The result's retirement income fields. */
export function retirementIncomeResult(r: RetirementIncomeInput, taxableC: number) {
  return {
    socialSecurityBenefits: fromCents(r.socialSecurityBenefitsC),
    taxableSocialSecurity: fromCents(taxableC),
    retirementDistributions: fromCents(r.distributionsC),
  };
}

/** The words about the retirement income, when there is any. */
export function retirementIncomeAssumptions(
  tables: TaxTables,
  table: FilingStatusTable,
  r: RetirementIncomeInput,
  taxable: { taxableC: number; provisionalC: number },
): string[] {
  const words: string[] = [];
  if (r.socialSecurityBenefitsC > 0) {
    const [firstPct, secondPct] = tables.socialSecurityBenefitsPct;
    const base = table.socialSecurityBaseAmount;
    words.push(
      `Social Security benefits ${formatCents(r.socialSecurityBenefitsC)} (Form 1040 line 6a): taxable ${formatCents(taxable.taxableC)} (line 6b) by Publication 915 Worksheet 1: ` +
        `provisional income (${firstPct}% of the benefits + the other income less the adjustments) ${formatCents(taxable.provisionalC)}, ` +
        (base === 0
          ? `a base amount of ${formatCents(0)} on a separate return (the spouses taken to have lived together at some time in the year; apart all year, the single amounts apply), `
          : `over the base amount of ${formatCents(base * 100)} at ${firstPct}%, over ${formatCents(table.socialSecurityAdjustedBaseAmount * 100)} at ${secondPct}%, `) +
        `never more than ${secondPct}% of the benefits. Not modelled: tax-exempt interest in provisional income, the lump-sum election for benefits of earlier years`,
    );
  }
  if (r.distributionsC > 0) {
    words.push(
      `Retirement distributions ${formatCents(r.distributionsC)} (Form 1040 lines 4b + 5b, the taxable amounts): ordinary income in AGI, not wages (no FICA, not earned income); the 10 % additional tax on early distributions is not modelled`,
    );
  }
  return words;
}
