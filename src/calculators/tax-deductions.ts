/**
 * The federal deductions after AGI, in integer cents, from the law's `deductions` (federal.json): Schedule 1-A's
 * qualified tips, qualified overtime and car-loan interest; Schedule A from its parts (the state and local tax
 * limit, medical expenses over the AGI floor, the 2026 charitable floor) or from a total, with the 2026 §68 limit
 * for the 37 % bracket; the 2026 charitable deduction of a filer who does not itemize; and the qualified business
 * income deduction (Form 8995, and Form 8995-A Part III for a business without W-2 wages or property). Pure.
 */
import type { FilingStatus, FilingStatusTable, TaxTables } from '../reference/law';
import { percentOfCentsHalfUp, rateReduction, stepReduction } from './schedule-math';

/** Schedule A's parts as given (cents). */
export interface ItemizedParts {
  readonly saltC: number;
  readonly mortgageInterestC: number;
  readonly charitableC: number;
  readonly medicalC: number;
}

/** The deduction inputs of the return (cents); `itemized` only when its parts are given. */
export interface DeductionInput {
  readonly tipsC: number;
  readonly overtimeC: number;
  readonly carLoanInterestC: number;
  readonly itemized: ItemizedParts | undefined;
}

export const NO_DEDUCTIONS: DeductionInput = { tipsC: 0, overtimeC: 0, carLoanInterestC: 0, itemized: undefined };

/** What the return hands over: AGI (= MAGI here), the deductions it already has, and the QBI figures. */
export interface AfterAgi {
  readonly agiC: number;
  readonly standardC: number;
  readonly seniorC: number;
  /** An itemized total given as one figure (Schedule A line 17); undefined without one. */
  readonly itemizedTotalC: number | undefined;
  /** Qualified business income: each earner's net profit less the deductible half of their SE tax, summed. */
  readonly qbiC: number;
  /** Qualified dividends plus the net capital gain (Form 8995 line 12). */
  readonly netCapitalGainC: number;
}

/** Schedule 1-A Parts II-IV on `magiC`. */
export function scheduleOneA(tables: TaxTables, status: FilingStatus, magiC: number, d: DeductionInput) {
  const law = tables.deductions.scheduleOneA;
  const threshold = law.tipsOvertimeThresholdByStatus[status];
  // Lines 10-13 and 18-21: $100 for each whole $1,000 over the threshold (a part-thousand is dropped).
  const tipsOvertimeCutC =
    threshold === null
      ? Infinity
      : stepReduction(magiC - threshold * 100, law.tipsOvertimeStep * 100, law.tipsOvertimeStepAmount * 100, 'ignored');
  const after = (amountC: number, capC: number, cutC: number) => Math.max(0, Math.min(amountC, capC) - cutC);
  // Lines 27-30: $200 for each $1,000 or part of one over the threshold.
  const carCutC = stepReduction(
    magiC - law.carLoanThresholdByStatus[status] * 100,
    law.carLoanStep * 100,
    law.carLoanStepAmount * 100,
    'counts',
  );
  return {
    tipsC: after(d.tipsC, law.tipsCap * 100, tipsOvertimeCutC),
    overtimeC: after(d.overtimeC, law.overtimeCapByStatus[status] * 100, tipsOvertimeCutC),
    carLoanInterestC: after(d.carLoanInterestC, law.carLoanInterestCap * 100, carCutC),
  };
}

/** Schedule A from its parts: the limited state and local taxes, medical and charitable over their floors. */
export function itemizedFromParts(tables: TaxTables, status: FilingStatus, agiC: number, parts: ItemizedParts) {
  const law = tables.deductions.itemized;
  // §164(b)(7) by the State and Local Tax Deduction Worksheet (line 5e): the limit less 30 % of MAGI over the
  // threshold (lines 1-8), never below the floor (line 9); a separate return half of that (line 10).
  const cutC = rateReduction(agiC - law.saltPhaseOutThresholdByStatus[status] * 100, law.saltPhaseOutRatePct);
  const line9C = Math.max(law.saltFloor * 100, law.saltLimit * 100 - cutC);
  const saltLimitC = status === 'mfs' ? percentOfCentsHalfUp(line9C, law.saltSeparateReturnSharePct) : line9C;
  const saltC = Math.min(parts.saltC, saltLimitC);
  const medicalC = Math.max(0, parts.medicalC - percentOfCentsHalfUp(agiC, law.medicalFloorPct));
  const charitableC = Math.max(0, parts.charitableC - percentOfCentsHalfUp(agiC, law.charitableFloorPct));
  return { saltLimitC, saltC, medicalC, charitableC, totalC: saltC + parts.mortgageInterestC + medicalC + charitableC };
}

/**
 * §68 from 2026: the itemized deductions less 2/37 of the smaller of them and the taxable income they shelter above
 * the start of the 37 % band (taxable income before the QBI deduction, plus them).
 */
export function topRateReductionC(tables: TaxTables, table: FilingStatusTable, itemizedC: number, incomeC: number) {
  const fraction = tables.deductions.itemized.topRateReductionFraction;
  const topStart = table.brackets[table.brackets.length - 2]?.upTo;
  if (fraction === null || topStart === undefined || topStart === null) return 0;
  const shelteredC = Math.min(itemizedC, Math.max(0, incomeC - topStart * 100));
  return Math.round((shelteredC * fraction[0]) / fraction[1]);
}

/**
 * Form 8995 (and 8995-A Part III for a business that pays no W-2 wages and holds no qualified property, whose
 * wage limit is 0): 20 % of QBI, phased out over the range above the threshold, at most 20 % of taxable income
 * before it less net capital gain; from 2026 at least the minimum deduction with enough QBI.
 */
export function qbiDeductionC(tables: TaxTables, status: FilingStatus, qbiC: number, taxableC: number, ncgC: number) {
  const law = tables.deductions.qbi;
  if (qbiC <= 0) return 0;
  const componentC = percentOfCentsHalfUp(qbiC, law.ratePct);
  const overC = taxableC - law.thresholdByStatus[status] * 100;
  const rangeC = law.phaseInRangeByStatus[status] * 100;
  const phasedC =
    overC <= 0 ? componentC : overC >= rangeC ? 0 : componentC - Math.round((componentC * overC) / rangeC);
  const limitC = percentOfCentsHalfUp(Math.max(0, taxableC - ncgC), law.ratePct);
  const deductionC = Math.min(phasedC, limitC);
  const minimum = law.minimumDeduction;
  const enough = law.minimumQualifiedBusinessIncome !== null && qbiC >= law.minimumQualifiedBusinessIncome * 100;
  return minimum !== null && enough ? Math.max(deductionC, minimum * 100) : deductionC;
}

/** Every deduction after AGI, the choice of itemizing, and taxable income. */
export function deductionsAfterAgi(
  tables: TaxTables,
  status: FilingStatus,
  a: AfterAgi,
  d: DeductionInput = NO_DEDUCTIONS,
) {
  const table = tables.byStatus[status];
  const law = tables.deductions.itemized;
  const oneA = scheduleOneA(tables, status, a.agiC, d);
  const oneATotalC = oneA.tipsC + oneA.overtimeC + oneA.carLoanInterestC;
  const parts = d.itemized ? itemizedFromParts(tables, status, a.agiC, d.itemized) : undefined;
  const grossItemizedC = parts ? parts.totalC : a.itemizedTotalC;
  const sheltersC = a.agiC - a.seniorC - oneATotalC;
  const limitationC = grossItemizedC === undefined ? 0 : topRateReductionC(tables, table, grossItemizedC, sheltersC);
  const itemizedC = grossItemizedC === undefined ? undefined : grossItemizedC - limitationC;
  // §170(p): a filer who does not itemize deducts cash contributions up to the status's amount (from 2026).
  const nonItemizerCap = law.nonItemizerCharitableByStatus?.[status];
  const nonItemizerC =
    nonItemizerCap === undefined || !d.itemized ? 0 : Math.min(d.itemized.charitableC, nonItemizerCap * 100);
  const itemized = itemizedC !== undefined && itemizedC > a.standardC + nonItemizerC;
  const deductionC = itemized ? (itemizedC ?? 0) : a.standardC;
  const charitableNonItemizerC = itemized ? 0 : nonItemizerC;
  const beforeQbiC = Math.max(0, a.agiC - deductionC - a.seniorC - oneATotalC - charitableNonItemizerC);
  const qbiC = qbiDeductionC(tables, status, a.qbiC, beforeQbiC, a.netCapitalGainC);
  return {
    ...oneA,
    itemized,
    deductionC,
    itemizedLimitationC: itemized ? limitationC : 0,
    parts: itemized ? parts : undefined,
    saltC: itemized && parts ? parts.saltC : 0,
    charitableNonItemizerC,
    taxableBeforeQbiC: beforeQbiC,
    qbiDeductionC: qbiC,
    taxableC: Math.max(0, beforeQbiC - qbiC),
  };
}

export type AfterAgiDeductions = ReturnType<typeof deductionsAfterAgi>;
