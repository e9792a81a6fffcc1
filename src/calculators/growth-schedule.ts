/**
 * Month-by-month track of a savings plan (deposits plus compound growth) in integer cents, shared by
 * the compound-interest, savings-goal, SIP and investment-return calculators.
 *
 * Each month-end balance comes from the closed form (so no rounding error accumulates over a
 * century of months) and is rounded to cents once; the interest of a period is the difference of
 * rounded cumulative figures. Rows built from the track therefore add up exactly to the totals:
 * Σ contributions + Σ interest = final balance, to the cent (DESIGN.md §2).
 */
import { fromCents, toCents } from './money';

export interface GrowthTrack {
  /** Number of months tracked. */
  months: number;
  /** Cumulative money put in by the end of month k (index 0..months), integer cents. */
  contributedC: number[];
  /** Cumulative growth by the end of month k (index 0..months), integer cents; never decreasing unless the rate is negative. */
  interestC: number[];
}

/**
 * Tracks a plan over `months` months.
 * @param contributedC cumulative deposits (including any initial amount) by the end of month k, integer cents
 * @param balance the unrounded balance at the end of month k, in dollars, from the plan's closed form
 * @param ratePct the plan's rate in percent: below 0 growth is a loss, so a period's interest may be negative
 */
export function trackGrowth(months: number, contributedC: (k: number) => number, balance: (k: number) => number, ratePct = 0): GrowthTrack {
  const contributed: number[] = [];
  const interest: number[] = [];
  let previousInterest = 0;
  for (let k = 0; k <= months; k++) {
    const c = contributedC(k);
    const growthC = toCents(balance(k)) - c;
    // Growth is never negative at rates ≥ 0; clamping guards against a one-cent dip from binary rounding.
    const i = ratePct >= 0 ? Math.max(previousInterest, growthC) : growthC;
    contributed.push(c);
    interest.push(i);
    previousInterest = i;
  }
  return { months, contributedC: contributed, interestC: interest };
}

/** Balance at the end of month k, integer cents. */
export function balanceC(track: GrowthTrack, k: number): number {
  return track.contributedC[k]! + track.interestC[k]!;
}

/** One period of a track: money put in, growth, and the closing balance, in integer cents. */
export interface GrowthPeriod {
  /** First and last month of the period (1-based, inclusive). */
  from: number;
  to: number;
  contributedC: number;
  interestC: number;
  balanceC: number;
}

/** The period between month ends `from − 1` and `to`. */
function period(track: GrowthTrack, from: number, to: number): GrowthPeriod {
  return {
    from,
    to,
    contributedC: track.contributedC[to]! - track.contributedC[from - 1]!,
    interestC: track.interestC[to]! - track.interestC[from - 1]!,
    balanceC: balanceC(track, to),
  };
}

/** Every month as a period. */
function monthlyPeriods(track: GrowthTrack): GrowthPeriod[] {
  const rows: GrowthPeriod[] = [];
  for (let k = 1; k <= track.months; k++) rows.push(period(track, k, k));
  return rows;
}

/** Periods of 12 months; the last one is partial when the horizon is not whole years. */
function yearlyPeriods(track: GrowthTrack): GrowthPeriod[] {
  const rows: GrowthPeriod[] = [];
  for (let start = 1; start <= track.months; start += 12) rows.push(period(track, start, Math.min(start + 11, track.months)));
  return rows;
}

/** One row of a growth schedule in dollars, as results report it; each calculator names the fields its schema gives them. */
export interface GrowthRow {
  /** 1-based number of the month or year. */
  index: number;
  /** The period's last month (1-based). */
  to: number;
  /** Money put in during the period. */
  contributed: number;
  /** Growth during the period (negative after a loss). */
  interest: number;
  balance: number;
  /** Money put in from the start to the end of the period. */
  totalContributed: number;
  /** Growth from the start to the end of the period. */
  totalInterest: number;
}

function rowOf(track: GrowthTrack, p: GrowthPeriod, index: number): GrowthRow {
  return {
    index,
    to: p.to,
    contributed: fromCents(p.contributedC),
    interest: fromCents(p.interestC),
    balance: fromCents(p.balanceC),
    totalContributed: fromCents(track.contributedC[p.to]!),
    totalInterest: fromCents(track.interestC[p.to]!),
  };
}

/**
 * The `schedule` and `yearlySchedule` members of a result, as its `schedule` input asks: monthly and
 * yearly rows for "monthly", yearly rows for "yearly", neither for "none".
 * @example growthSchedule(track, 'yearly', monthRow, (r) => ({ year: r.index, balance: r.balance })) // { yearlySchedule: [...] }
 */
export function growthSchedule<M, Y>(
  track: GrowthTrack,
  schedule: 'none' | 'yearly' | 'monthly',
  monthRow: (row: GrowthRow) => M,
  yearRow: (row: GrowthRow) => Y,
): { schedule?: M[]; yearlySchedule?: Y[] } {
  return {
    ...(schedule === 'monthly' ? { schedule: monthlyPeriods(track).map((p) => monthRow(rowOf(track, p, p.to))) } : {}),
    ...(schedule !== 'none' ? { yearlySchedule: yearlyPeriods(track).map((p, i) => yearRow(rowOf(track, p, i + 1))) } : {}),
  };
}
