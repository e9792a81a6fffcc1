/**
 * Self-employment tax in integer cents: Schedule SE (Form 1040) Part I for each earner, on their own net profit
 * and with the Social Security part limited to the wage base their own wages left, and Form 8959 Part II, the
 * Additional Medicare Tax on the return's self-employment income over the threshold its wages left. The figures
 * come from the law (`selfEmployment`, `socialSecurity`, `medicare` in federal.json). Pure.
 */
import type { FilingStatusTable, TaxTables } from '../reference/law';
import { percentOfCentsHalfUp } from './schedule-math';

/** One earner's Schedule SE, line by line (cents). */
export interface ScheduleSE {
  /** Line 3: net profit (a loss negative). */
  readonly netProfitC: number;
  /** Line 4c / 6: net earnings from self-employment (0 under the $400 floor or with a loss). */
  readonly netEarningsC: number;
  /** Line 10: the Social Security part. */
  readonly socialSecurityC: number;
  /** Line 11: the Medicare part. */
  readonly medicareC: number;
  /** Line 12: the self-employment tax. */
  readonly taxC: number;
  /** Line 13: the deduction for half of it (Schedule 1 line 15). */
  readonly deductionC: number;
}

/** Schedule SE Part I for an earner with `netProfitC` of net profit and `ficaWagesC` of Social Security wages (line 8a). */
export function scheduleSE(tables: TaxTables, netProfitC: number, ficaWagesC: number): ScheduleSE {
  const se = tables.selfEmployment;
  // Line 4a: 92.35 % of a profit; a loss is carried as it is, and line 4c under $400 owes no tax.
  const line4aC = netProfitC > 0 ? percentOfCentsHalfUp(netProfitC, se.netEarningsPct) : netProfitC;
  const netEarningsC = line4aC < se.minimumNetEarnings * 100 ? 0 : line4aC;
  // Lines 7-9: the contribution and benefit base less the earner's own Social Security wages.
  const baseLeftC = Math.max(0, tables.socialSecurity.wageBase * 100 - ficaWagesC);
  const socialSecurityC = percentOfCentsHalfUp(Math.min(netEarningsC, baseLeftC), se.socialSecurityRate);
  const medicareC = percentOfCentsHalfUp(netEarningsC, se.medicareRate);
  const taxC = socialSecurityC + medicareC;
  return {
    netProfitC,
    netEarningsC,
    socialSecurityC,
    medicareC,
    taxC,
    deductionC: percentOfCentsHalfUp(taxC, se.deductiblePct),
  };
}

/**
 * Form 8959 Part II (lines 8-13): 0.9 % of the return's self-employment income (each earner's Schedule SE line 6,
 * a loss counted as 0) over the status threshold less the return's Medicare wages (Part I line 4).
 */
export function additionalMedicareOnSelfEmploymentC(
  tables: TaxTables,
  table: FilingStatusTable,
  schedules: readonly ScheduleSE[],
  medicareWagesC: number,
): number {
  const line8C = schedules.reduce((sum, s) => sum + s.netEarningsC, 0);
  const line11C = Math.max(0, table.additionalMedicareThreshold * 100 - medicareWagesC);
  return percentOfCentsHalfUp(Math.max(0, line8C - line11C), tables.additionalMedicare.rate);
}
