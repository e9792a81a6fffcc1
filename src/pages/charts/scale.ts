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

/** Every `step`-th index (plus the last) so that at most `max` labels or points remain. */
export function thin(length: number, max: number): number[] {
  if (length <= max) return Array.from({ length }, (_, i) => i);
  const raw = Math.ceil(length / max);
  const step = [1, 2, 5, 10, 12, 20, 24, 25, 50, 60, 100, 120, 240].find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let i = step - 1; i < length; i += step) out.push(i);
  if (out[out.length - 1] !== length - 1) out.push(length - 1);
  return out;
}
