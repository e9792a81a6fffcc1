/**
 * How large an answer a validated input asks for, before anything is computed: the cells (rows × columns) of the
 * schedule it will return. Cheap (a few property reads and, for debts, one logarithm), so every calculation can
 * be sized; a calculation at or past `HEAVY_MIN_CELLS` runs on the heavy-work pool (src/heavy/pool.ts).
 */
import { MAX_PAYOFF_MONTHS } from '../calculators/debt-payoff-simulation';
import { FREQUENCIES, MAX_PAYMENTS, type PaymentFrequency } from '../calculators/payment-dates';

/** Columns of a loan's or a series' row, and of a debt payoff row besides its per-debt columns. */
const ROW_COLUMNS = 8;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

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

/**
 * The cells of the schedule `input` (validated: aliases mapped, defaults applied) asks of calculator `slug`:
 * 0 when it asks for no per-period rows.
 */
export function estimatedCells(slug: string, input: Readonly<Record<string, unknown>>): number {
  const schedule = input.schedule;
  if (schedule !== 'monthly' && schedule !== 'payments' && schedule !== 'yearly') return 0;
  const perPeriod = schedule !== 'yearly';
  if (slug === 'debt-payoff-calculator') {
    const debts = Array.isArray(input.debts) ? (input.debts as Record<string, unknown>[]) : [];
    const months = payoffMonths(debts, num(input.monthlyBudget));
    return (perPeriod ? months : Math.ceil(months / 12)) * (ROW_COLUMNS + debts.length);
  }
  if (slug === 'emi-calculator' || slug === 'mortgage-calculator') {
    const years = num(input.tenureYears);
    const perYear = FREQUENCIES[input.paymentFrequency as PaymentFrequency]?.perYear ?? 12;
    const payments = Math.min(MAX_PAYMENTS, years * perYear);
    return Math.ceil(perPeriod ? payments : years) * ROW_COLUMNS;
  }
  const years = num(input.years) || num(input.yearsToAnalyze);
  return Math.ceil(perPeriod ? years * 12 : years) * ROW_COLUMNS;
}
