/** Axis arithmetic: "nice" round ticks (1, 2, 2.5, 5 × 10^k) covering a range, and a linear map. */

/** About `count` round tick values from ≤ min to ≥ max, always including 0 when the range spans it. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (max === min) max = min === 0 ? 1 : min + Math.abs(min);
  const raw = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power) as number;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = start; v < max + step * 0.999 && ticks.length < 20; v += step) ticks.push(Math.round(v / step) * step);
  return ticks;
}

/** Linear map from a domain onto a range. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (v) => r0 + (v - d0) * k;
}

/** Round numbers of periods to step by: every year, every 2, 5, 10 … (12, 24, 60, 120 for months). */
const STEPS = [1, 2, 5, 10, 12, 20, 24, 25, 50, 60, 100, 120, 240];

const roundStep = (raw: number) => STEPS.find((s) => s >= raw) ?? raw;

/** Every `step`-th index (plus the last) so that at most `max` points remain. */
export function thin(length: number, max: number): number[] {
  if (length <= max) return Array.from({ length }, (_, i) => i);
  const step = roundStep(Math.ceil(length / max));
  const out: number[] = [];
  for (let i = step - 1; i < length; i += step) out.push(i);
  if (out[out.length - 1] !== length - 1) out.push(length - 1);
  return out;
}

/**
 * The indices of the x axis's labels: every `step`-th period, `step` a round number of periods whose span (`step` ×
 * `slot`, the width of one period) holds a label (`labelWidth`, its gap included) and leaves at most `max` labels;
 * then the last period, in place of the label before it when the two would touch. Labels are centred on their
 * periods, so no two of them overlap.
 */
export function labelIndices(length: number, slot: number, labelWidth: number, max: number): number[] {
  if (length <= 0) return [];
  const fit = slot > 0 ? Math.ceil(labelWidth / slot) : length;
  const step = roundStep(Math.max(1, fit, Math.ceil(length / max)));
  const out: number[] = [];
  for (let i = step - 1; i < length; i += step) out.push(i);
  const lastIndex = length - 1;
  if (out[out.length - 1] === lastIndex) return out;
  if (out.length > 0 && (lastIndex - out[out.length - 1]!) * slot < labelWidth) out.pop();
  out.push(lastIndex);
  return out;
}
