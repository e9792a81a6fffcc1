/**
 * The annual percentage rate of a closed-end loan by the actuarial method of Regulation Z, Appendix J (12 CFR 1026):
 * the unit-period rate i that makes the payments, discounted by the general equation of (b)(8), equal the amount
 * financed, times the unit-periods in a year:
 *
 *   A = Σ P_j / ((1 + f_j·i)(1 + i)^t_j)
 *
 * where t_j is the number of full unit-periods from the advance to payment j and f_j the fraction of a unit-period
 * left over, both counted as (b)(5) says: back from the payment date by whole months (each equal, the remaining days
 * over 30) for a monthly unit-period; 30 days a month plus the remaining days, over 15, for a semimonth, and over a
 * multiple of 30 for several months; days over 7 or 14 for weeks.
 */
import { civil, dayNumber, daysInMonth, parseDate } from './payment-dates';

// Bound once: inside a vm context (Jest) every lookup of a global such as `Math` is ~50× dearer (money.ts).
const { abs, exp, floor, log1p, max, min } = Math;

export const UNIT_PERIODS = {
  month: { perYear: 12, months: 1, days: 0 },
  semimonth: { perYear: 24, months: 0.5, days: 0 },
  quarter: { perYear: 4, months: 3, days: 0 },
  week: { perYear: 52, months: 0, days: 7 },
  biweek: { perYear: 26, months: 0, days: 14 },
} as const;
export type UnitPeriod = keyof typeof UNIT_PERIODS;

export interface DatedPayment {
  /** YYYY-MM-DD. */
  date: string;
  /** Dollars. */
  amount: number;
}

export interface AprInput {
  /** The amount financed, in dollars (the loan less prepaid finance charges). */
  amountFinanced: number;
  /** Date of the advance (consummation), YYYY-MM-DD. */
  advanceDate: string;
  /** The payments of the legal obligation, in date order. */
  payments: readonly DatedPayment[];
  unitPeriod: UnitPeriod;
}

/** Full months from `from` back-counted from `to` (Appendix J (b)(3)(iv)), and the days left over. */
function monthsBack(from: number, to: number): { months: number; days: number } {
  const [y, m, d] = civil(to);
  const [fy, fm] = civil(from);
  const endOfMonth = d === daysInMonth(y, m);
  /** The date `k` months before `to`: the same day, or the month's end for a month-end series (or a shorter month). */
  const back = (k: number) => {
    const index = y * 12 + (m - 1) - k;
    const yy = floor(index / 12);
    const mm = (index % 12) + 1;
    return dayNumber(yy, mm, endOfMonth ? daysInMonth(yy, mm) : min(d, daysInMonth(yy, mm)));
  };
  let months = max(0, y * 12 + m - (fy * 12 + fm));
  while (months > 0 && back(months) < from) months--;
  return { months, days: back(months) - from };
}

/** [t, f]: full unit-periods and the fraction left from the advance to a payment (Appendix J (b)(5)). */
export function unitPeriodsBetween(from: number, to: number, unit: UnitPeriod): [number, number] {
  const u = UNIT_PERIODS[unit];
  if (u.days > 0) {
    const days = to - from;
    return [floor(days / u.days), (days % u.days) / u.days];
  }
  const { months, days } = monthsBack(from, to);
  if (unit === 'month') return [months, days / 30];
  // (b)(5)(iii): 30 days a month plus the remaining days, over 15 (a semimonth) or 30 × months (several months).
  const total = 30 * months + days;
  const per = 30 * u.months;
  return [floor(total / per), (total % per) / per];
}

function day(text: string): number {
  const d = parseDate(text);
  if (d === undefined) throw new RangeError(`not a date: ${text}`);
  return d;
}

/**
 * The APR in percent (unrounded) of an amount financed repaid by dated payments, by the actuarial method of
 * Regulation Z, Appendix J; 0 when the payments do not exceed the amount financed.
 * @example annualPercentageRate({ amountFinanced: 5000, advanceDate: '1978-01-10', payments: 24 monthly payments of 230 from 1978-02-10, unitPeriod: 'month' }) // 9.69…
 */
export function annualPercentageRate(input: AprInput): number {
  const start = day(input.advanceDate);
  const n = input.payments.length;
  const t = new Float64Array(n);
  const f = new Float64Array(n);
  const p = new Float64Array(n);
  let sum = 0;
  input.payments.forEach((payment, j) => {
    [t[j], f[j]] = unitPeriodsBetween(start, day(payment.date), input.unitPeriod);
    p[j] = payment.amount;
    sum += payment.amount;
  });
  const a = input.amountFinanced;
  if (n === 0 || a <= 0 || sum <= a) return 0;
  // The present value of the payments at unit-period rate i, less A, and its derivative: decreasing in i.
  const excess = (i: number): [number, number] => {
    const log = log1p(i);
    let value = -a;
    let slope = 0;
    for (let j = 0; j < n; j++) {
      const disc = exp(-t[j]! * log);
      const odd = 1 + f[j]! * i;
      const pv = (p[j]! * disc) / odd;
      value += pv;
      slope -= pv * (t[j]! / (1 + i) + f[j]! / odd);
    }
    return [value, slope];
  };
  let lo = 0;
  let hi = 0.01;
  while (excess(hi)[0] > 0) {
    lo = hi;
    hi *= 2;
    if (hi > 1e6) return Infinity;
  }
  // Newton from the bracket's middle, falling back to bisection whenever a step leaves the bracket.
  let i = (lo + hi) / 2;
  for (let iter = 0; iter < 200 && hi - lo > 1e-15 * max(1, hi); iter++) {
    const [value, slope] = excess(i);
    if (value === 0) return i * UNIT_PERIODS[input.unitPeriod].perYear * 100;
    if (value > 0) lo = i;
    else hi = i;
    const next = i - value / slope;
    i = next > lo && next < hi ? next : (lo + hi) / 2;
    if (abs(value) < 1e-9 * a) break;
  }
  return i * UNIT_PERIODS[input.unitPeriod].perYear * 100;
}
