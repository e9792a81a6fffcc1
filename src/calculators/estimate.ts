/**
 * How large an answer a validated input asks for, before anything is computed: the cells (rows × columns) of the
 * schedule it will return, from above: never less than the work the calculation does. Cheap (a few property reads
 * and, for debts, one logarithm), so every calculation can be sized; a calculation at or past `HEAVY_MIN_CELLS` runs on the heavy-work pool (src/heavy/pool.ts). Each
 * calculator's `parts.estimate` is one of these.
 */
import { MAX_PAYOFF_MONTHS } from './debt-payoff-simulation';
import { FREQUENCIES, MAX_PAYMENTS, type PaymentFrequency } from './payment-dates';

/** Columns of a loan's or a series' row, and of a debt payoff row besides its per-debt columns. */
const ROW_COLUMNS = 8;

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

/** Debt payoff: its months at most (`payoffMonthsBound`), each row a column per debt besides its own. */
export function debtPayoffCells(input: Input): number {
  const perPeriod = perPeriodOf(input);
  if (perPeriod === undefined) return 0;
  const debts = Array.isArray(input.debts) ? (input.debts as Record<string, unknown>[]) : [];
  const months = payoffMonthsBound(debts, num(input.monthlyBudget));
  return (perPeriod ? months : Math.ceil(months / 12)) * (ROW_COLUMNS + debts.length);
}

/** A loan (EMI, mortgage): one row a payment at its frequency, capped at the schedule's payment cap. */
export function loanCells(input: Input): number {
  const perPeriod = perPeriodOf(input);
  if (perPeriod === undefined) return 0;
  const years = num(input.tenureYears);
  const perYear = FREQUENCIES[input.paymentFrequency as PaymentFrequency]?.perYear ?? 12;
  const payments = Math.min(MAX_PAYMENTS, years * perYear);
  return Math.ceil(perPeriod ? payments : years) * ROW_COLUMNS;
}

/** A series over `years` (or `yearsToAnalyze`): one row a month or a year; 0 for a calculator without a schedule. */
export function seriesCells(input: Input): number {
  const perPeriod = perPeriodOf(input);
  if (perPeriod === undefined) return 0;
  const years = num(input.years) || num(input.yearsToAnalyze);
  return Math.ceil(perPeriod ? years * 12 : years) * ROW_COLUMNS;
}
