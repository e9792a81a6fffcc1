/**
 * What a chart shows, independent of how it is drawn: the SVG, its legend and the data table for
 * screen readers are all rendered from one of these. Values are US dollars.
 */

/** Colour slot 1..6 of the palette (CSS classes t1..t6), chosen per meaning, not per position. */
export type Tone = 1 | 2 | 3 | 4 | 5 | 6;

export interface Series {
  name: string;
  values: ReadonlyArray<number>;
  tone: Tone;
}

/** Bars (stacked) and lines over an x axis of periods (years, months). */
export interface XYChart {
  kind: 'xy';
  title: string;
  /** One sentence for screen readers: what the chart shows and where it ends. */
  summary: string;
  /** The period axis: its name ("Year") and its values. */
  xName: string;
  x: ReadonlyArray<number>;
  bars: Series[];
  lines: Series[];
  /** Points on the x axis marked with a vertical line and a label (a break-even), in the axis's units. */
  marks?: ReadonlyArray<XMark>;
}

/** A point of an x axis marked on a chart; `at` may fall between two periods (month 31 on a chart by year: 2.58). */
export interface XMark {
  at: number;
  label: string;
}

export interface HBarRow {
  label: string;
  segments: Array<{ name: string; value: number; tone: Tone }>;
  /** Text beside the bar ("$1,240.00 at 10%"). */
  note: string;
  /** Where the row's label links to (a state's own publication), an https URL. */
  href?: string;
}

/** One horizontal bar per row (tax brackets, CD rungs, assets and liabilities). */
export interface HBarChart {
  kind: 'hbar';
  title: string;
  summary: string;
  rows: HBarRow[];
}

/** Parts of one whole, as a single bar with a legend (a monthly payment, a salary). */
export interface BreakdownChart {
  kind: 'breakdown';
  title: string;
  summary: string;
  parts: Array<{ name: string; value: number; tone: Tone }>;
}

export type Chart = XYChart | HBarChart | BreakdownChart;

/** Running sum of a list ("interest paid to date" from interest per year). */
export function cumulative(values: readonly number[]): number[] {
  let sum = 0;
  return values.map((v) => Math.round((sum += v) * 100) / 100);
}
