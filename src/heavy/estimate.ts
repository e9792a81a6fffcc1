/**
 * How large an answer a validated input asks for, before anything is computed: each calculator's own estimate
 * (`parts.estimate`, src/calculators/estimate.ts), the cells of the schedule it will return, its rows shaped as its
 * output schema has them. A calculation at or past `HEAVY_MIN_CELLS` runs on the heavy-work pool (src/heavy/pool.ts).
 */
import { scheduleShape } from '../calculators/estimate';
import type { Calculator } from '../calculators/define';
import type { ScheduleShape } from '../calculators/parts';
import { findCalculator } from '../calculators/registry';

const shapes = new WeakMap<Calculator, ScheduleShape>();

/** The shape of a calculator's schedule rows, read once from its output schema. */
function shapeOf(calc: Calculator): ScheduleShape {
  let shape = shapes.get(calc);
  if (!shape) shapes.set(calc, (shape = scheduleShape(calc.outputSchema)));
  return shape;
}

/**
 * The cells of the schedule `input` (validated: aliases mapped, defaults applied) asks of calculator `slug`:
 * 0 when it asks for no per-period rows, or for a slug that names no calculator.
 */
export function estimatedCells(slug: string, input: Readonly<Record<string, unknown>>): number {
  const calc = findCalculator(slug);
  return calc ? calc.parts.estimate(input, shapeOf(calc)) : 0;
}
