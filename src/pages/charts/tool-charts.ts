/**
 * The charts of a calculation: each calculator declares its own beside its module (`parts.charts`,
 * src/calculators/parts.ts), from its typed result (and, for debt payoff, both strategies' monthly schedules); the
 * pages draw them and write their figures. A builder returns nothing when the figures it draws are missing, so a
 * result without them costs a chart, never the page.
 */
import type { Calculation } from '../../dispatch/calculate';
import { partsOf } from '../../calculators/parts-registry';
import type { ChartFormat } from '../../calculators/parts';
import { formatPercent, formatDollars } from '../format';
import type { Chart } from './model';

/** How a chart's words write its figures. */
const FORMAT: ChartFormat = { dollars: formatDollars, percent: formatPercent };

/** The charts of one calculation (none for a calculator that has none, e.g. the converter). */
export function chartsFor(slug: string, c: Calculation, series: Readonly<Record<string, Calculation>> = {}): Chart[] {
  const parts = partsOf(slug);
  if (parts === undefined) return [];
  const results = Object.fromEntries(Object.entries(series).map(([name, s]) => [name, s.result]));
  return parts.charts(c.result, c.meta.inputs, results, FORMAT).filter((x): x is Chart => x !== undefined);
}
