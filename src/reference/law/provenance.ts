/**
 * Where a figure of the law comes from. Every value in `src/reference/law/` (or every group of values, where one
 * publication covers the group) carries either the publication it was read from (`source`: title, URL, the date it
 * was read) or, where no official figure exists yet, how it was projected (`projected`: the statute's method, the
 * index and its value). A year whose figure is not in the data names the year that stands in for it (`standIn`),
 * so that the answer says so instead of passing one year's figure off as another's.
 */

/** A publication a figure was read from: the state's (or the IRS's) own form, instructions, statute or notice. */
export interface Source {
  readonly title: string;
  readonly url: string;
  /** The day the figure was read from it, YYYY-MM-DD. */
  readonly read: string;
}

/** A figure computed from an earlier year's by the statute's own indexing, where no official figure exists yet. */
export interface Projection {
  /** How the figure is computed, in words that cite the statute (e.g. "R&TC §17041(h): 2025 amount × (1 + CPI)"). */
  readonly method: string;
  /** The index the method reads (e.g. "California CPI, June 2025 over June 2024"). */
  readonly index: string;
  /** The index's value used, as a number (3.4 for 3.4 %). */
  readonly value: number;
  /** The statute or publication that sets the method, where one is cited. */
  readonly source?: Source;
}

/** A figure group's provenance as the law's data states it: one of the two, never neither. */
export type Sourced =
  | { readonly source: Source; readonly projected?: undefined }
  | {
      readonly projected: Projection;
      readonly source?: undefined;
    };

/** How one figure group of a jurisdiction's law answered one tax year. */
export interface Provenance {
  /** The figure group in words ("standard deduction", "rate schedule"). */
  readonly figure: string;
  /** The tax year asked for. */
  readonly year: number;
  /** The tax year whose figure is used: `year`, or the year that stands in for it. */
  readonly from: number;
  /** Why another year's figure stands in, where the data says. */
  readonly standInReason?: string;
  readonly source?: Source;
  readonly projected?: Projection;
}

/** The source a provenance cites: the publication read, or the statute of a projection's method. */
export function citedSource(p: { readonly source?: Source; readonly projected?: Projection }): Source | undefined {
  return p.source ?? p.projected?.source;
}
