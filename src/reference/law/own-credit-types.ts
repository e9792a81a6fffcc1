/**
 * A state's credit for low-income workers by its own schedule, not a share of the federal earned income credit
 * (a state file's `ownEarnedIncomeCredit` by year). Each kind names the state law it follows; the computation is
 * `src/calculators/state-own-eitc.ts`. Amounts are whole dollars, rates percent.
 */
import type { Projection, Source } from './provenance';

/**
 * Washington's Working Families Tax Credit (RCW 82.08.0206): a refund of sales tax for those eligible for the
 * federal earned income credit, the maximum by qualifying children (0, 1, 2, 3 or more), reduced in a straight line
 * from `phaseOutBelowLimitByChildren` dollars below the federal credit's income limit to `minimum` at the limit.
 */
export interface WorkingFamiliesTaxCredit {
  readonly kind: 'workingFamiliesTaxCredit';
  readonly maxByChildren: readonly number[];
  readonly minimum: number;
  readonly phaseOutBelowLimitByChildren: readonly number[];
  readonly source?: Source;
  readonly projected?: Projection;
}

/**
 * Minnesota's child and working family credits (Minn. Stat. §§290.0661, 290.0671; Schedule M1CWFC): `perChild`
 * for each qualifying child, plus `earnedIncomeRatePct` of earned income up to `earnedIncomeUpTo`, the sum reduced
 * by `phaseOutRatePct` of the greater of AGI and earned income over the threshold; refundable. Without a child the
 * filer (or a spouse) is `childlessMinAge`–`childlessMaxAge`; not on a separate return.
 */
export interface ChildAndWorkingFamilyCredit {
  readonly kind: 'childAndWorkingFamilyCredit';
  readonly perChild: number;
  readonly earnedIncomeRatePct: number;
  readonly earnedIncomeUpTo: number;
  readonly phaseOutRatePct: number;
  readonly phaseOutThreshold: number;
  readonly phaseOutThresholdJoint: number;
  readonly childlessMinAge: number;
  readonly childlessMaxAge: number;
  readonly source?: Source;
  readonly projected?: Projection;
}

/**
 * California's Young Child Tax Credit (R&TC §17052.1; FTB 3514 Part VI): `amount` per return with a qualifying child
 * under `childAgeLimit` at the end of the year, less `reductionPer100` for each $100 or part of one of earned income
 * over `phaseOutThreshold`; only for a filer eligible for the California earned income tax credit but for earned
 * income (earned income and federal AGI under `earnedIncomeLimit`, investment income at most `investmentIncomeLimit`),
 * which includes earned income of 0 and a net loss of at most `netLossLimit`. Refundable.
 */
export interface YoungChildTaxCredit {
  readonly kind: 'youngChildTaxCredit';
  readonly amount: number;
  readonly childAgeLimit: number;
  readonly phaseOutThreshold: number;
  readonly reductionPer100: number;
  readonly earnedIncomeLimit: number;
  readonly investmentIncomeLimit: number;
  readonly netLossLimit: number;
  readonly source?: Source;
  readonly projected?: Projection;
}

export type StateOwnEarnedIncomeCredit = WorkingFamiliesTaxCredit | ChildAndWorkingFamilyCredit | YoungChildTaxCredit;
