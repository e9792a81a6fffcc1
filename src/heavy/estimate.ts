/**
 * How large an answer a validated input asks for, before anything is computed: each calculator's own estimate
 * (`parts.estimate`, src/calculators/estimate.ts), the cells (rows × columns) of the schedule it will return. A
 * calculation at or past `HEAVY_MIN_CELLS` runs on the heavy-work pool (src/heavy/pool.ts).
 */
import { findCalculator } from '../calculators/registry';

/**
 * The cells of the schedule `input` (validated: aliases mapped, defaults applied) asks of calculator `slug`:
 * 0 when it asks for no per-period rows, or for a slug that names no calculator.
 */
export function estimatedCells(slug: string, input: Readonly<Record<string, unknown>>): number {
  return findCalculator(slug)?.parts.estimate(input) ?? 0;
}
