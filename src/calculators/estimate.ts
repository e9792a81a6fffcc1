/**
 * How large an answer a validated input asks for, before anything is computed: the cells of the schedule it will
 * return (its rows, each as many cells as its row schema has members), from above: never less than the work the
 * calculation does. Cheap (a few property reads and, for debts, one logarithm), so every calculation can be sized; a
 * calculation at or past `HEAVY_MIN_CELLS` runs on the heavy-work pool (src/heavy/pool.ts). Each calculator's
 * `parts.estimate` is one of these, given the shape of its rows (`scheduleShape`, read from its output schema, so
 * a member added to a row is counted without anyone counting it here).
 */
import { MAX_PAYOFF_MONTHS } from './debt-payoff-simulation';
import type { RowShape, ScheduleShape } from './parts';
import { FREQUENCIES, MAX_PAYMENTS, type PaymentFrequency } from './payment-dates';
import type { SchemaObject } from '../schemas/schema-object';

const hasType = (s: SchemaObject, type: string) => s.type === type || (Array.isArray(s.type) && s.type.includes(type));

/**
 * The cells of a row whose schema is `row`: one a scalar member (whether it is always there or only in some cases),
 * a nested object's own, and a list member's item once per item of the list (`perListItem`: a debt payoff row's
 * payments and balances, one a debt).
 */
export function rowShapeOf(row: SchemaObject | undefined): RowShape {
  let cells = 0;
  let perListItem = 0;
  for (const member of Object.values((row?.properties ?? {}) as Record<string, SchemaObject>)) {
    if (hasType(member, 'array')) {
      const item = rowShapeOf(member.items as SchemaObject);
      perListItem += hasType(member.items as SchemaObject, 'object') ? item.cells : 1;
    } else if (hasType(member, 'object')) {
      const nested = rowShapeOf(member);
      cells += nested.cells;
      perListItem += nested.perListItem;
    } else cells += 1;
  }
  return { cells, perListItem };
}

/** The shapes of the rows of a result's `schedule` and `yearlySchedule` (none: no cells). */
export function scheduleShape(outputSchema: SchemaObject): ScheduleShape {
  const props = (outputSchema.properties ?? {}) as Record<string, SchemaObject | undefined>;
  return {
    monthly: rowShapeOf(props.schedule?.items as SchemaObject | undefined),
    yearly: rowShapeOf(props.yearlySchedule?.items as SchemaObject | undefined),
  };
}

/** The cells of one row of `shape` whose lists hold `listItems` items each. */
export const rowCells = (shape: RowShape, listItems = 0): number => shape.cells + shape.perListItem * listItems;

/** Per-period rows and yearly rows, each at its row's cells. */
const cellsOf = (shape: ScheduleShape, rows: number, yearlyRows: number, listItems = 0) =>
  Math.ceil(rows) * rowCells(shape.monthly, listItems) + Math.ceil(yearlyRows) * rowCells(shape.yearly, listItems);

type Input = Readonly<Record<string, unknown>>;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** True when the input asks for per-period rows; undefined when it asks for none. */
function perPeriodOf(input: Input): boolean | undefined {
  const schedule = input.schedule;
  if (schedule !== 'monthly' && schedule !== 'payments' && schedule !== 'yearly') return undefined;
  return schedule !== 'yearly';
}

/**
 * An upper bound of the months the simulation runs (src/calculators/debt-payoff-simulation.ts), whatever the
 * strategy: every month while a debt is open the whole budget is paid, and no balance grows faster than the highest
 * rate, each by at most half a cent of rounding, so the total owed after a month is at most
 * `owed × (1 + maxRate) + debts × 0.005 − budget`. The simulation ends no later than that recurrence reaches 0; when
 * it never does (the budget does not cover the worst growth), the simulation's horizon. Not an estimate at the
 * weighted rate: a few large low-rate debts beside small high-rate ones with small minimums run far longer than one
 * loan at the weighted rate would.
 */
export function payoffMonthsBound(debts: readonly Record<string, unknown>[], budget: number): number {
  let owed = 0;
  let maxRate = 0;
  for (const d of debts) {
    owed += Math.max(0, num(d.balance));
    maxRate = Math.max(maxRate, num(d.rate) / 1200);
  }
  if (owed <= 0) return 1;
  const net = budget - debts.length * 0.005;
  if (net <= owed * maxRate) return MAX_PAYOFF_MONTHS;
  const growth = owed * maxRate;
  // Growth under a millionth of a dollar a month: as good as none (and a logarithm of 1 + a denormal rate is 0).
  const n = growth < 1e-6 ? owed / (net - growth) : -Math.log1p(-growth / net) / Math.log1p(maxRate);
  // One month more for the floating point of the logarithm.
  return Math.min(MAX_PAYOFF_MONTHS, Math.ceil(n) + 1);
}

/**
 * Debt payoff: its months at most (`payoffMonthsBound`) and their years, each row with its per-debt lists (a payment
 * and a balance a debt).
 */
export function debtPayoffCells(input: Input, shape: ScheduleShape): number {
  const perPeriod = perPeriodOf(input);
  if (perPeriod === undefined) return 0;
  const debts = Array.isArray(input.debts) ? (input.debts as Record<string, unknown>[]) : [];
  const months = payoffMonthsBound(debts, num(input.monthlyBudget));
  return cellsOf(shape, perPeriod ? months : 0, months / 12, debts.length);
}

/**
 * A loan (EMI, mortgage): one row a payment at its frequency, capped at the schedule's payment cap, and a row a
 * year (a calendar year with firstPaymentDate: a term not starting in January spans one more).
 */
export function loanCells(input: Input, shape: ScheduleShape): number {
  const perPeriod = perPeriodOf(input);
  if (perPeriod === undefined) return 0;
  const years = num(input.tenureYears);
  const perYear = FREQUENCIES[input.paymentFrequency as PaymentFrequency]?.perYear ?? 12;
  const payments = Math.min(MAX_PAYMENTS, years * perYear);
  return cellsOf(shape, perPeriod ? payments : 0, years + 1);
}

/**
 * A series over `years` (or `yearsToAnalyze`): a row a month and a row a year, or a row a year; 0 for a calculator
 * without a schedule.
 */
export function seriesCells(input: Input, shape: ScheduleShape): number {
  const perPeriod = perPeriodOf(input);
  if (perPeriod === undefined) return 0;
  const years = num(input.years) || num(input.yearsToAnalyze);
  return cellsOf(shape, perPeriod ? years * 12 : 0, years);
}

/**
 * Two loans side by side (a refinance): a row a month while the longer runs and a row a year, from above: the longest
 * of the terms in `fields` (years), whole months rounded up.
 */
export function longestLoanCells(fields: readonly string[]) {
  return (input: Input, shape: ScheduleShape): number => {
    const perPeriod = perPeriodOf(input);
    if (perPeriod === undefined) return 0;
    const months = Math.ceil(Math.max(0, ...fields.map((f) => num(input[f]))) * 12);
    return cellsOf(shape, perPeriod ? months : 0, Math.ceil(months / 12));
  };
}
