/**
 * Whether a fetched value may replace the stored one, whatever its age: inside its series' absolute
 * band, and no further from each trusted earlier value than history allows for the time between them.
 *
 * The trusted values are the first accepted observation of each of the last few observation dates
 * (the bundled snapshot until a refresh succeeds), not only the latest fetch: a value checked only
 * against the previous fetch can be walked anywhere by repeated small steps (×1.2 today, ×1.2 again
 * tomorrow). Against the table of a week ago, two steps must fit the move allowed for a week.
 */
import type { BenchmarkId } from './benchmarks';
import type { RefusalReason } from './failure-reasons';
import {
  allowedMove,
  BENCHMARK_BANDS,
  FX_BANDS,
  UNLISTED_FX_MOVE,
  type AtHorizons,
  type FetchedBenchmarkId,
} from './plausibility-bands';
import type { BenchmarkRecord, FxTable, TrustedFx, TrustedValue } from './rates-data';

/** How many observation dates of trusted values are kept per series. */
export const TRUSTED_DATES = 8;

export interface Refusal {
  reason: RefusalReason;
  /** For the log: what was refused, against what, and the band. */
  detail: string;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.abs(Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isRate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The trusted FX tables of a data set: the stored ones that are well formed, and the table in use (the snapshot's on a fresh install). */
export function trustedFx(stored: unknown, current: FxTable): TrustedFx[] {
  const kept = Array.isArray(stored)
    ? stored.filter(
        (t: Partial<TrustedFx> | null): t is TrustedFx =>
          isDate(t?.asOf) && typeof t.rates === 'object' && t.rates !== null && Object.values(t.rates).every(isRate),
      )
    : [];
  return kept.some((t) => t.asOf === current.asOf) ? kept : [...kept, { asOf: current.asOf, rates: current.rates }];
}

/** The trusted values of one benchmark: the stored ones that are well formed, and the value in use. */
export function trustedValues(stored: unknown, current: BenchmarkRecord): TrustedValue[] {
  const kept = Array.isArray(stored)
    ? stored.filter(
        (t: Partial<TrustedValue> | null): t is TrustedValue =>
          isDate(t?.as_of) && typeof t.value === 'number' && Number.isFinite(t.value),
      )
    : [];
  if (current.value === null || !isDate(current.as_of) || kept.some((t) => t.as_of === current.as_of)) return kept;
  return [...kept, { as_of: current.as_of, value: current.value }];
}

/**
 * The list after accepting `entry`: the first accepted value of a date stays (a same-date re-fetch is
 * measured against it, never replaces it), sorted by date, the newest `TRUSTED_DATES` dates kept.
 */
export function remember<T>(list: readonly T[], entry: T, dateOf: (t: T) => string): T[] {
  if (list.some((t) => dateOf(t) === dateOf(entry))) return [...list];
  return [...list, entry].sort((a, b) => (dateOf(a) < dateOf(b) ? -1 : 1)).slice(-TRUSTED_DATES);
}

/** The largest factor `code` may move by in `days`: its envelope interpolated in log space. */
function allowedFactor(code: string, days: number): number {
  const move = FX_BANDS[code]?.move ?? UNLISTED_FX_MOVE;
  return Math.exp(allowedMove(move.map(Math.log) as unknown as AtHorizons, days));
}

/**
 * `table` without the currencies that have no band (`FX_BANDS`), and their codes: a currency without a band cannot
 * be judged (the ECB table with `ZZZ` at 999,999 served 100 USD as 88,738,929.81 ZZZ), so it is not served at all,
 * while the judged rest of the table is. A currency the ECB adds is served once its band is added here.
 */
export function withoutUnbanded<T extends { rates: Record<string, number> }>(
  table: T,
): { table: T; unbanded: string[] } {
  const unbanded = Object.keys(table.rates).filter((code) => code !== 'EUR' && !Object.hasOwn(FX_BANDS, code));
  if (unbanded.length === 0) return { table, unbanded };
  const rates = Object.fromEntries(Object.entries(table.rates).filter(([code]) => !unbanded.includes(code)));
  return { table: { ...table, rates }, unbanded };
}

/** `×100` or `÷100` when `factor` is a slipped unit (a hundredfold or a hundredth, a tenth of slack either way). */
function slippedUnit(factor: number): '×100' | '÷100' | undefined {
  if (factor >= 90 && factor <= 110) return '×100';
  if (factor >= 1 / 110 && factor <= 1 / 90) return '÷100';
  return undefined;
}

/**
 * How `value` reads as a unit change of `before` (`÷100`, `×100`, `0`), or undefined. A move that fits one day of
 * its series (`dayMove`, points) is never one. This test holds whatever the age of the trusted value: the move
 * allowed widens with the time between two values (a fresh install judges against the bundled snapshot, months
 * old), and without it fed funds at 0.0388 (3.88 in the wrong unit) passed.
 */
export function unitChange(value: number, before: number, dayMove: number): '×100' | '÷100' | '0' | undefined {
  if (Math.abs(value - before) <= dayMove) return undefined;
  if (value === 0) return '0';
  return before === 0 ? undefined : slippedUnit(value / before);
}

/** The newest of the trusted values (by date). */
function newest<T>(list: readonly T[], dateOf: (t: T) => string): T | undefined {
  return list.reduce<T | undefined>(
    (best, t) => (best === undefined || dateOf(t) > dateOf(best) ? t : best),
    undefined,
  );
}

/** Why the FX table `next` is implausible, or undefined when it may be served. */
export function checkFx(next: TrustedFx, trusted: readonly TrustedFx[]): Refusal | undefined {
  for (const [code, rate] of Object.entries(next.rates)) {
    const band = FX_BANDS[code];
    if (band && !(rate >= band.range[0] && rate <= band.range[1])) {
      return {
        reason: 'out_of_range',
        detail: `${code} ${rate} per EUR on ${next.asOf} is outside its band ${band.range[0]}..${band.range[1]}`,
      };
    }
  }
  // The same test for rates (factors; the ECB parser already refuses a 0): a hundredfold move is never allowed.
  const latest = newest(trusted, (t) => t.asOf);
  for (const [code, rate] of Object.entries(next.rates)) {
    const before = latest?.rates[code];
    if (before === undefined || code === 'EUR') continue;
    const factor = rate / before;
    const change = Math.max(factor, 1 / factor) > allowedFactor(code, 1) ? slippedUnit(factor) : undefined;
    if (change) {
      return {
        reason: 'implausible_jump',
        detail: `${code} ${rate} per EUR on ${next.asOf} reads as the ${before} of ${latest!.asOf} ${change}: a unit change, refused whatever the time between them`,
      };
    }
  }
  for (const earlier of trusted) {
    const days = daysBetween(earlier.asOf, next.asOf);
    for (const [code, rate] of Object.entries(next.rates)) {
      const before = earlier.rates[code];
      if (before === undefined || code === 'EUR') continue;
      const factor = Math.max(rate / before, before / rate);
      const allowed = allowedFactor(code, days);
      if (factor > allowed) {
        return {
          reason: 'implausible_jump',
          detail: `${code} moved from ${before} (${earlier.asOf}) to ${rate} (${next.asOf}) per EUR: ×${factor.toFixed(3)}, at most ×${allowed.toFixed(3)} in ${days} days`,
        };
      }
    }
  }
  return undefined;
}

/** Why `value` observed on `asOf` is implausible for benchmark `id`, or undefined when it may be served. */
export function checkBenchmark(
  id: FetchedBenchmarkId,
  value: number,
  asOf: string,
  trusted: readonly TrustedValue[],
): Refusal | undefined {
  const band = BENCHMARK_BANDS[id];
  if (!(value >= band.range[0] && value <= band.range[1])) {
    return {
      reason: 'out_of_range',
      detail: `${id} ${value} % on ${asOf} is outside its band ${band.range[0]}..${band.range[1]} %`,
    };
  }
  const latest = newest(trusted, (t) => t.as_of);
  const change = latest && unitChange(value, latest.value, band.move[0]);
  if (latest && change) {
    return {
      reason: 'implausible_jump',
      detail: `${id} ${value} % on ${asOf} reads as the ${latest.value} % of ${latest.as_of} ${change === '0' ? 'turned to 0' : change}: a unit change, refused whatever the time between them`,
    };
  }
  for (const earlier of trusted) {
    const days = daysBetween(earlier.as_of, asOf);
    const allowed = allowedMove(band.move, days);
    const moved = Math.abs(value - earlier.value);
    // A hair of tolerance: FRED's values have two decimals, the bands a few; 1e-9 keeps 1.30 - 0 within 1.3.
    if (moved > allowed + 1e-9) {
      return {
        reason: 'implausible_jump',
        detail: `${id} moved from ${earlier.value} % (${earlier.as_of}) to ${value} % (${asOf}): ${moved.toFixed(2)} points, at most ${allowed.toFixed(2)} in ${days} days`,
      };
    }
  }
  return undefined;
}

export function isFetchedBenchmark(id: BenchmarkId): id is FetchedBenchmarkId {
  return Object.hasOwn(BENCHMARK_BANDS, id);
}
