/**
 * The household's retirement income as a state's Social Security rule reads it, and what the rule takes of it
 * (state-social-security.ts and state-social-security-age.ts).
 */
import type { StateFilingStatus } from '../reference/law';

/** The household's retirement income as the state's rule reads it (cents). */
export interface BenefitsOnReturn {
  readonly filingStatus: StateFilingStatus;
  readonly agiC: number;
  /** Gross benefits (Form 1040 line 6a). */
  readonly benefitsC: number;
  /** Their taxable part in federal AGI (line 6b). */
  readonly taxableC: number;
  /** Pub. 915 Worksheet 1 line 7 (provisional income) and line 9 (its excess over the base amount). */
  readonly provisionalC: number;
  readonly excessC: number;
  /** Taxable pensions, annuities and IRA distributions (lines 4b + 5b). */
  readonly distributionsC: number;
  /** The spouse's part of the distributions on a joint return (`spouseRetirementDistributions`); absent, none. */
  readonly spouseDistributionsC?: number;
  /** Age on 31 December of the taxpayer, and of the spouse on a joint return where given. */
  readonly ages: readonly (number | undefined)[];
  /** The state's flat rate where its rule is a credit at that rate (Utah), percent. */
  readonly flatRatePct?: number;
}

export interface StateBenefitsRule {
  /** The part of the taxable benefits the state subtracts from federal AGI (or federal taxable income). */
  readonly exemptC: number;
  /** Retirement distributions the same rule subtracts. */
  readonly distributionsC: number;
  /** A nonrefundable credit against the state's tax. */
  readonly creditC: number;
  /** The words on it, for the state's `assumptions`. */
  readonly words: readonly string[];
}
