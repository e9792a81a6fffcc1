/**
 * The type of a state's capital gains rule (`capitalGains` of a state's law file, by year), apart from the other
 * state figure types (./state-types.ts re-exports it) so that neither module outgrows a reading.
 */
import type { FilingStatus } from './filing-status';
import type { Projection, Source } from './provenance';

/**
 * A state's own rule for capital gains (a file's `capitalGains` by year), on the net capital gain of IRC §1222(11)
 * (the net long-term gain less a net short-term loss) unless it says otherwise: a share or an amount of it taken out
 * of the starting income, at most a share of federal taxable income (with a share of qualified dividends), rates of
 * its own on it stacked on the other income, an alternative maximum rate, a rate of its own on the short-term gain,
 * or an excise on the long-term gain (a state without a wage income tax).
 */
export interface StateCapitalGains {
  /** The rule in words, naming the law and the form line, as the answer states it. */
  readonly name: string;
  /** Percent of the net capital gain taken out of the starting income. */
  readonly exclusionPct?: number;
  /** The net capital gain taken out of the starting income up to this amount, by filing status. */
  readonly exclusionUpTo?: Readonly<Record<FilingStatus, number>>;
  /** The amount taken out at most this percent of federal taxable income. */
  readonly exclusionLimitPctOfFederalTaxableIncome?: number;
  /** Percent of the qualified dividends taken out of the starting income too. */
  readonly qualifiedDividendsExclusionPct?: number;
  /** The net capital gain in taxable income taxed by these bands, on top of the other taxable income. */
  readonly rates?: Readonly<Record<FilingStatus, readonly { readonly rate: number; readonly upTo: number | null }[]>>;
  /**
   * The tax at most: the schedule's on the greater of taxable income less the net capital gain and the income the
   * schedule taxes below this rate, plus this rate on the rest.
   */
  readonly alternativeRatePct?: number;
  /** The net short-term gain (after a net long-term loss) taxed at this rate instead of the schedule's. */
  readonly shortTermRatePct?: number;
  /** An excise on the net long-term gain (Schedule D line 15) over a deduction, and more over a second line. */
  readonly excise?: {
    readonly ratePct: number;
    readonly deduction: number;
    readonly additionalRatePct: number;
    readonly additionalOver: number;
  };
  readonly source?: Source;
  readonly projected?: Projection;
}
