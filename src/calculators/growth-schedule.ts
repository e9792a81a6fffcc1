/**
 * Month-by-month track of a savings plan (deposits plus compound growth) in integer cents, shared by
 * the compound-interest, savings-goal, SIP and investment-return calculators.
 *
 * Each month-end balance comes from the closed form (so no rounding error accumulates over a
 * century of months) and is rounded to cents once; the interest of a period is the difference of
 * rounded cumulative figures. Rows built from the track therefore add up exactly to the totals:
 * Σ contributions + Σ interest = final balance, to the cent.
 */
import type { SCHEDULE_OPTIONS } from '../schemas/common';
import type { SCHEDULES } from '../schemas/output';
import { defineCalculator, type Calculator, type CalculatorSpec, type Slug } from './define';
import { precisionWarnings } from './exact-cents';
import { fromCents, toCents } from './money';

type Schedule = (typeof SCHEDULE_OPTIONS)[number];

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
export function trackGrowth(
  months: number,
  contributedC: (k: number) => number,
  balance: (k: number) => number,
  ratePct = 0,
): GrowthTrack {
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

/** One row of a growth schedule in dollars, as results report it; each calculator names the fields its schema gives them. */
export interface GrowthRow {
  /** 1-based number of the month or year. */
  index: number;
  /** The row's last month (1-based). */
  to: number;
  /** Money put in during the row's months, and growth in them (negative after a loss). */
  contributed: number;
  interest: number;
  balance: number;
  /** Money put in, and growth, from the start to the end of the row. */
  totalContributed: number;
  totalInterest: number;
}

/** The row of months `from`..`to` (1-based, inclusive): differences of rounded running totals, so rows add up to them. */
function row(track: GrowthTrack, index: number, from: number, to: number): GrowthRow {
  const { contributedC: c, interestC: i } = track;
  return {
    index,
    to,
    contributed: fromCents(c[to]! - c[from - 1]!),
    interest: fromCents(i[to]! - i[from - 1]!),
    balance: fromCents(balanceC(track, to)),
    totalContributed: fromCents(c[to]!),
    totalInterest: fromCents(i[to]!),
  };
}

/** The whole horizon as one row: what was put in, the growth, and the final balance. */
export function totals(track: GrowthTrack): GrowthRow {
  return row(track, 1, 1, track.months);
}

/**
 * Rows that name what was paid in with the schema's words (`contribution` in a month, `contributions` in a
 * year), beside the interest and the balance it ends with.
 */
export function paidInRows(
  month: string,
  year: string,
): { monthRow(row: GrowthRow): unknown; yearRow(row: GrowthRow): unknown } {
  return {
    monthRow: (r) => ({ month: r.index, [month]: r.contributed, interest: r.interest, balance: r.balance }),
    yearRow: (r) => ({ year: r.index, [year]: r.contributed, interest: r.interest, balance: r.balance }),
  };
}

/** A growth calculator: its schemas, then what it adds to its plan's simulated track. */
export interface GrowthCalculatorSpec<
  In extends { schedule: Schedule },
  Out,
  Plan extends { track: GrowthTrack },
> extends Omit<CalculatorSpec<In, Out>, 'compute'> {
  simulate(input: In): Plan;
  /** A schedule row, with the names the output schema gives its fields. */
  monthRow(row: GrowthRow, plan: Plan): unknown;
  yearRow(row: GrowthRow, plan: Plan): unknown;
  /** The headline figures, from the plan and its totals over the horizon (the schedules are added to them). */
  result(plan: Plan, total: GrowthRow): Omit<Out, (typeof SCHEDULES)[number]>;
  assumptions(input: In, plan: Plan): string[];
  /** The calculator's own warnings, after the one a final balance too large to be exact to the cent carries. */
  warnings(input: In, plan: Plan): string[];
  /** Information that needs no action (a goal already met). */
  notes?(input: In, plan: Plan): string[];
}

/**
 * Declares a calculator whose result is a plan's growth: simulate the track, report its totals, the schedule
 * rows the `schedule` input asks for (`growthSchedule`), and the plan's assumptions, warnings and notes.
 */
export function defineGrowthCalculator<In extends { schedule: Schedule }, Out, Plan extends { track: GrowthTrack }>(
  slug: Slug,
  spec: GrowthCalculatorSpec<In, Out, Plan>,
): Calculator {
  const { simulate, monthRow, yearRow, result, assumptions, warnings, notes, ...entry } = spec;
  return defineCalculator<In, Out>(slug, {
    ...entry,
    compute(input) {
      const plan = simulate(input);
      const total = totals(plan.track);
      const rows = growthSchedule(
        plan.track,
        input.schedule,
        (r) => monthRow(r, plan),
        (r) => yearRow(r, plan),
      );
      return {
        result: { ...result(plan, total), ...rows } as Out,
        assumptions: assumptions(input, plan),
        warnings: [...precisionWarnings(total.balance), ...warnings(input, plan)],
        notes: notes?.(input, plan) ?? [],
      };
    },
  });
}

/**
 * The `schedule` (every month) and `yearlySchedule` (12 months a row, the last one partial when the horizon
 * is not whole years) members of a result, as its `schedule` input asks: both for "monthly", yearly rows for
 * "yearly", neither for "none".
 * @example growthSchedule(track, 'yearly', monthRow, (r) => ({ year: r.index, balance: r.balance })) // { yearlySchedule: [...] }
 */
export function growthSchedule<M, Y>(
  track: GrowthTrack,
  schedule: Schedule,
  monthRow: (row: GrowthRow) => M,
  yearRow: (row: GrowthRow) => Y,
): { schedule?: M[]; yearlySchedule?: Y[] } {
  const n = track.months;
  const months = () => Array.from({ length: n }, (_, k) => monthRow(row(track, k + 1, k + 1, k + 1)));
  const years = () =>
    Array.from({ length: Math.ceil(n / 12) }, (_, y) =>
      yearRow(row(track, y + 1, 12 * y + 1, Math.min(12 * y + 12, n))),
    );
  return {
    ...(schedule === 'monthly' ? { schedule: months() } : {}),
    ...(schedule !== 'none' ? { yearlySchedule: years() } : {}),
  };
}
