/**
 * What the affordability calculator needs of each home-loan program in 2026, as data, each figure with its source.
 *
 * - FHA annual mortgage insurance premium (MIP), by term, base loan amount and loan-to-value: HUD Mortgagee Letter
 *   2023-05, "Reduction of Federal Housing Administration (FHA) Annual Mortgage Insurance Premium (MIP) Rates"
 *   (February 22, 2023; case numbers endorsed on or after March 20, 2023), its amended Appendix 1.0 of HUD Handbook
 *   4000.1. The base-loan threshold is the figure the letter states ($726,200).
 * - FHA upfront MIP: 1.75 % of the base loan amount (HUD Handbook 4000.1 Appendix 1.0; unchanged by ML 2023-05).
 * - FHA qualifying ratios: 31 % mortgage payment to income, 43 % total fixed payments to income, the ratios a manually
 *   underwritten loan needs no compensating factor for (HUD Handbook 4000.1, approvable ratio requirements of manual
 *   underwriting; HUD Handbook 4155.1 4.F.2 before it).
 * - FHA minimum down payment: 3.5 % (HUD Handbook 4000.1: maximum LTV 96.5 % at a credit score of 580 or more).
 * - VA funding fee, purchase and construction loans: VA, "VA funding fee and loan closing costs",
 *   https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/ (the table for Veterans, active
 *   duty service members and National Guard and Reserve members, effective April 7, 2023).
 * - VA debt-to-income standard: 41 % (38 CFR 36.4340(d)); VA sets no housing-only ratio, and a ratio above 41 % is
 *   judged on residual income (36.4340(e)), which is not modelled here.
 * - Conforming loan limit: FHFA, "FHFA Announces Conforming Loan Limit Values for 2026" (November 25, 2025):
 *   $832,750 for one-unit properties in most of the US; $1,249,125 the high-cost ceiling (150 % of the baseline).
 */

export const HOME_LOAN_PROGRAMS = ['conventional', 'fha', 'va'] as const;
export type HomeLoanProgram = (typeof HOME_LOAN_PROGRAMS)[number];

/** One step of a table read by loan-to-value: `pct` applies while LTV is at most `ltvUpTo` (null: any LTV above). */
export interface LtvStep {
  readonly ltvUpTo: number | null;
  readonly pct: number;
}

/** FHA's annual MIP, percent of the base loan a year (ML 2023-05, Appendix 1.0), and its upfront premium. */
export const FHA_2026 = {
  source: 'HUD Mortgagee Letter 2023-05 (Appendix 1.0 of HUD Handbook 4000.1)',
  upfrontMipPct: 1.75,
  /** The base loan amount above which the higher annual MIP rows apply. */
  baseLoanThreshold: 726_200,
  /** Terms over 15 years. */
  longTerm: {
    atOrBelowThreshold: [
      { ltvUpTo: 95, pct: 0.5 },
      { ltvUpTo: null, pct: 0.55 },
    ],
    aboveThreshold: [
      { ltvUpTo: 95, pct: 0.7 },
      { ltvUpTo: null, pct: 0.75 },
    ],
  },
  /** Terms of 15 years or less. */
  shortTerm: {
    atOrBelowThreshold: [
      { ltvUpTo: 90, pct: 0.15 },
      { ltvUpTo: null, pct: 0.4 },
    ],
    aboveThreshold: [
      { ltvUpTo: 78, pct: 0.15 },
      { ltvUpTo: 90, pct: 0.4 },
      { ltvUpTo: null, pct: 0.65 },
    ],
  },
  frontEndRatio: 31,
  backEndRatio: 43,
  minDownPaymentPct: 3.5,
} as const satisfies {
  readonly longTerm: Record<string, readonly LtvStep[]>;
  readonly shortTerm: Record<string, readonly LtvStep[]>;
} & Record<string, unknown>;

/** One row of the VA funding fee table: `pct` of the loan when the down payment is at least `downAtLeastPct`. */
export interface VaFeeStep {
  readonly downAtLeastPct: number;
  readonly firstUsePct: number;
  readonly subsequentUsePct: number;
}

/** VA's purchase funding fee (va.gov, effective April 7, 2023) and its debt-to-income standard. */
export const VA_2026 = {
  source: 'VA funding fee table for purchase and construction loans (va.gov, effective April 7, 2023)',
  /** From the largest down payment down: the first row whose `downAtLeastPct` the down payment reaches applies. */
  fundingFee: [
    { downAtLeastPct: 10, firstUsePct: 1.25, subsequentUsePct: 1.25 },
    { downAtLeastPct: 5, firstUsePct: 1.5, subsequentUsePct: 1.5 },
    { downAtLeastPct: 0, firstUsePct: 2.15, subsequentUsePct: 3.3 },
  ] satisfies readonly VaFeeStep[],
  backEndRatio: 41,
} as const;

/** Conventional loans: the ratios most lenders quote (28 % housing, 36 % total debt). */
export const CONVENTIONAL_RATIOS = { frontEndRatio: 28, backEndRatio: 36 } as const;

/** FHFA's 2026 conforming loan limits for one-unit properties. */
export const CONFORMING_LIMIT_2026 = {
  source: 'FHFA, "FHFA Announces Conforming Loan Limit Values for 2026" (November 25, 2025)',
  baseline: 832_750,
  highCostCeiling: 1_249_125,
} as const;
