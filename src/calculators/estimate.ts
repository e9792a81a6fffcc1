/**
 * How large an answer a validated input asks for, before anything is computed: the cells (rows × columns) of the
 * schedule it will return. Cheap (a few property reads and, for debts, one logarithm), so every calculation can
 * be sized; a calculation at or past `HEAVY_MIN_CELLS` runs on the heavy-work pool (src/heavy/pool.ts). Each
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

/** Months the debts take at `budget` a month, as one loan at their balance-weighted rate (capped at the simulation's horizon). */
function payoffMonths(debts: readonly Record<string, unknown>[], budget: number): number {
  let balance = 0;
  let interest = 0;
  for (const d of debts) {
    balance += num(d.balance);
    interest += (num(d.balance) * num(d.rate)) / 1200;
  }
  if (balance <= 0) return 1;
  if (budget <= interest) return MAX_PAYOFF_MONTHS;
  const r = interest / balance;
  const n = r === 0 ? balance / budget : -Math.log(1 - interest / budget) / Math.log(1 + r);
  return Math.min(MAX_PAYOFF_MONTHS, Math.ceil(n));
}

/** Debt payoff: its months at the budget, each row a column per debt besides its own. */
export function debtPayoffCells(input: Input): number {
  const perPeriod = perPeriodOf(input);
  if (perPeriod === undefined) return 0;
  const debts = Array.isArray(input.debts) ? (input.debts as Record<string, unknown>[]) : [];
  const months = payoffMonths(debts, num(input.monthlyBudget));
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
