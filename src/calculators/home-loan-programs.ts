/**
 * The rules of each home-loan program the affordability calculator reads (figures and their sources:
 * src/reference/home-loan-programs-2026.ts): the ratio limits, the down payment without one given, the fee financed
 * into the loan and the annual mortgage insurance.
 */
import {
  CONVENTIONAL_RATIOS,
  FHA_2026,
  VA_2026,
  type HomeLoanProgram,
  type LtvStep,
} from '../reference/home-loan-programs-2026';

/** The ratio limits of a program, percent: VA sets no front-end (housing-only) limit. */
export function programRatios(program: HomeLoanProgram): { frontEnd: number | null; backEnd: number } {
  if (program === 'fha') return { frontEnd: FHA_2026.frontEndRatio, backEnd: FHA_2026.backEndRatio };
  if (program === 'va') return { frontEnd: null, backEnd: VA_2026.backEndRatio };
  return { frontEnd: CONVENTIONAL_RATIOS.frontEndRatio, backEnd: CONVENTIONAL_RATIOS.backEndRatio };
}

/** The down payment, percent of the price, when none is given: 20 conventional (no PMI), FHA's minimum 3.5, VA 0. */
export function defaultDownPaymentPct(program: HomeLoanProgram): number {
  if (program === 'fha') return FHA_2026.minDownPaymentPct;
  if (program === 'va') return 0;
  return 20;
}

function byLtv(steps: readonly LtvStep[], ltvPct: number): number {
  return steps.find((s) => s.ltvUpTo === null || ltvPct <= s.ltvUpTo)!.pct;
}

/**
 * FHA's annual MIP, percent of the base loan a year (ML 2023-05): by term (over 15 years or not), base loan amount
 * (over $726,200 or not) and loan-to-value.
 * @example fhaAnnualMipPct(300_000, 96.5, 30) // 0.55
 */
export function fhaAnnualMipPct(baseLoan: number, ltvPct: number, tenureYears: number): number {
  const table = tenureYears > 15 ? FHA_2026.longTerm : FHA_2026.shortTerm;
  return byLtv(baseLoan > FHA_2026.baseLoanThreshold ? table.aboveThreshold : table.atOrBelowThreshold, ltvPct);
}

/** FHA's upfront MIP, percent of the base loan. */
export const FHA_UPFRONT_MIP_PCT = FHA_2026.upfrontMipPct;

/**
 * VA's purchase funding fee, percent of the loan, by down payment and first or later use; 0 when exempt.
 * @example vaFundingFeePct(0, true, false) // 2.15
 */
export function vaFundingFeePct(downPaymentPct: number, firstUse: boolean, exempt: boolean): number {
  if (exempt) return 0;
  const row = VA_2026.fundingFee.find((r) => downPaymentPct >= r.downAtLeastPct)!;
  return firstUse ? row.firstUsePct : row.subsequentUsePct;
}
