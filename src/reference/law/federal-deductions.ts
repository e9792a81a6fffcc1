/**
 * The federal deductions after AGI as law data by year (`federal.json`'s `scheduleOneA`, `itemizedLimits` and `qbi`
 * groups): their JSON Schema, their shape as stored and as the federal return reads it (`DeductionLaw`).
 */
import type { FilingStatus } from './filing-status';

type Schema = Record<string, unknown>;
type ByStatus<T> = Readonly<Record<FilingStatus, T>>;

/** Schedule 1-A (Form 1040): qualified tips, qualified overtime, qualified passenger vehicle loan interest. */
export interface ScheduleOneALaw {
  readonly tipsCap: number;
  readonly overtimeCapByStatus: ByStatus<number>;
  /** MAGI over which tips and overtime lose `tipsOvertimeStepAmount` per whole `tipsOvertimeStep`; null: not allowed. */
  readonly tipsOvertimeThresholdByStatus: ByStatus<number | null>;
  readonly tipsOvertimeStep: number;
  readonly tipsOvertimeStepAmount: number;
  readonly carLoanInterestCap: number;
  /** MAGI over which car-loan interest loses `carLoanStepAmount` per `carLoanStep` or part of one. */
  readonly carLoanThresholdByStatus: ByStatus<number>;
  readonly carLoanStep: number;
  readonly carLoanStepAmount: number;
}

/** Schedule A's limits: the state and local tax limit, the medical floor, the 2026 charitable rules and §68. */
export interface ItemizedLaw {
  /** The State and Local Tax Deduction Worksheet's line 1, the same for every filing status. */
  readonly saltLimit: number;
  /** Line 5: the MAGI over which the limit falls by `saltPhaseOutRatePct` percent of the excess (lines 6-8). */
  readonly saltPhaseOutThresholdByStatus: ByStatus<number>;
  readonly saltPhaseOutRatePct: number;
  /** Line 9: the limit never falls below this. */
  readonly saltFloor: number;
  /** Line 10: the percent of line 9 a married filer filing separately deducts at most. */
  readonly saltSeparateReturnSharePct: number;
  readonly medicalFloorPct: number;
  /** Itemized charitable contributions count only above this percent of AGI (0: no floor). */
  readonly charitableFloorPct: number;
  /** §68 from 2026: itemized deductions less [numerator, denominator] of those sheltering the 37 % band; null: none. */
  readonly topRateReductionFraction: readonly [number, number] | null;
  /** §170(p) from 2026: cash contributions deducted by those who do not itemize, at most; null: none. */
  readonly nonItemizerCharitableByStatus: ByStatus<number> | null;
}

/** §199A below and through the phase-in range (Form 8995; Form 8995-A Part III for a business without wages). */
export interface QbiLaw {
  readonly ratePct: number;
  readonly thresholdByStatus: ByStatus<number>;
  readonly phaseInRangeByStatus: ByStatus<number>;
  /** §199A(i) from 2026: at least this deduction with `minimumQualifiedBusinessIncome` of active QBI; null: none. */
  readonly minimumDeduction: number | null;
  readonly minimumQualifiedBusinessIncome: number | null;
}

export interface DeductionLaw {
  readonly scheduleOneA: ScheduleOneALaw;
  readonly itemized: ItemizedLaw;
  readonly qbi: QbiLaw;
}

interface Helpers {
  readonly amount: Schema;
  readonly rate: Schema;
  readonly byStatus: (value: Schema) => Schema;
}

const nullable = (value: Schema): Schema => ({ anyOf: [{ type: 'null' }, value] });

/** The three groups' schemas, each `group(...)` (sourced, by year) as the federal schema builds its groups. */
export function deductionGroups(group: (properties: Schema) => Schema, { amount, rate, byStatus }: Helpers): Schema {
  return {
    scheduleOneA: group({
      tipsCap: amount,
      overtimeCapByStatus: byStatus(amount),
      tipsOvertimeThresholdByStatus: byStatus(nullable(amount)),
      tipsOvertimeStep: amount,
      tipsOvertimeStepAmount: amount,
      carLoanInterestCap: amount,
      carLoanThresholdByStatus: byStatus(amount),
      carLoanStep: amount,
      carLoanStepAmount: amount,
    }),
    itemizedLimits: group({
      saltLimit: amount,
      saltPhaseOutThresholdByStatus: byStatus(amount),
      saltPhaseOutRatePct: rate,
      saltFloor: amount,
      saltSeparateReturnSharePct: rate,
      medicalFloorPct: rate,
      charitableFloorPct: rate,
      topRateReductionFraction: nullable({ type: 'array', minItems: 2, maxItems: 2, items: amount }),
      nonItemizerCharitableByStatus: nullable(byStatus(amount)),
    }),
    qbi: group({
      ratePct: rate,
      thresholdByStatus: byStatus(amount),
      phaseInRangeByStatus: byStatus(amount),
      minimumDeduction: nullable(amount),
      minimumQualifiedBusinessIncome: nullable(amount),
    }),
  };
}

/** The groups as the federal return reads them, without their sources. */
export function deductionLaw(
  { source: _a, ...scheduleOneA }: ScheduleOneALaw & { source?: unknown },
  { source: _b, ...itemized }: ItemizedLaw & { source?: unknown },
  { source: _c, ...qbi }: QbiLaw & { source?: unknown },
): DeductionLaw {
  return { scheduleOneA, itemized, qbi };
}
