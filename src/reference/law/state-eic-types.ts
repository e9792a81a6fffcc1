/**
 * The rules of a state's earned income credit that change the federal credit it is a share of (a state file's
 * `earnedIncomeCredit` by year): the federal credit as an earlier year's federal rules compute it, prorated by the
 * state's AGI, and the state's own credit for a filer without a qualifying child. The computation is
 * `src/calculators/state-eic-basis.ts`. Amounts are whole dollars, rates percent.
 */
import type { EarnedIncomeCreditFigures } from './federal-types';
import type { Source } from './provenance';

/**
 * The federal credit figured by the federal rules of `taxYear` (Oklahoma: 68 O.S. §2357.43, the 2020 rules for every
 * year from 2022): that year's EIC figures, applied to this year's earned income, AGI and investment income.
 */
export interface EarlierFederalRules {
  readonly taxYear: number;
  readonly figures: EarnedIncomeCreditFigures;
  readonly source: Source;
}

/**
 * A filer without a qualifying child gets the state's own credit instead of the federal one: the federal credit's
 * phase-in (its rate of earned income, up to its maximum), less `phaseOutRatePct` of the greater of AGI and earned
 * income over `phaseOutStart` (the District: D.C. Code §47-1806.04(f)(1)(C)); the federal credit's other tests
 * (the ages, the investment income limit) still apply.
 */
export interface OwnChildlessRule {
  readonly phaseOutStart: number;
  readonly phaseOutRatePct: number;
}
