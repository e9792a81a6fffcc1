/**
 * Payment frequencies and the calendar of a loan's payments, in whole days since 1970-01-01 (UTC, no clock, no
 * time zone): a date is an integer, so sorting, comparing and adding days are exact.
 *
 * The rules lenders print on a schedule:
 * - monthly: the same day of every month as the first payment, clamped to the month's end and back to that day
 *   after (31 Jan → 28 Feb → 31 Mar);
 * - semi-monthly: days d and d + 15 of every month for a first day d from 1 to 15 (1st/16th, 15th/30th), the second
 *   clamped to the month's end (15th → 28 Feb); a later first day has no second payment in the same month;
 * - weekly and biweekly (and their accelerated forms): every 7 or 14 days.
 */

import { DATE_RANGE } from '../schemas/common';
import type { PaymentFrequency } from '../schemas/loan-terms';

export type { PaymentFrequency };

// Bound once: inside a vm context (Jest) every lookup of a global such as `Math` is ~50× dearer (money.ts).
const { floor, min } = Math;

export interface Frequency {
  /** Payments in a year; the periodic rate is the annual rate divided by it. */
  perYear: number;
  /** Days between payments, or 0 for the calendar frequencies (monthly, semi-monthly). */
  days: number;
  /** For the accelerated frequencies, the monthly payment is divided by this (and rounded up to the cent). */
  monthlyDivisor?: number;
  /** Words for assumptions: "biweekly (26 a year)". */
  words: string;
}

export const FREQUENCIES: Readonly<Record<PaymentFrequency, Frequency>> = {
  monthly: { perYear: 12, days: 0, words: 'monthly' },
  semimonthly: { perYear: 24, days: 0, words: 'semi-monthly (24 a year)' },
  biweekly: { perYear: 26, days: 14, words: 'biweekly (every 14 days, 26 a year)' },
  acceleratedBiweekly: {
    perYear: 26,
    days: 14,
    monthlyDivisor: 2,
    words: 'accelerated biweekly (half the monthly payment every 14 days)',
  },
  weekly: { perYear: 52, days: 7, words: 'weekly (every 7 days, 52 a year)' },
  acceleratedWeekly: {
    perYear: 52,
    days: 7,
    monthlyDivisor: 4,
    words: 'accelerated weekly (a quarter of the monthly payment every 7 days)',
  },
};

/**
 * The most payments a schedule may have: round(tenureYears × payments a year) ≤ 3,000, so that a century of monthly
 * or biweekly payments fits, and weekly payments up to 57 years (2,964 rows).
 */
export const MAX_PAYMENTS = 3000;

/** The longest term, in years, a frequency allows (MAX_PAYMENTS / payments a year). */
export function maxTermYears(frequency: PaymentFrequency): number {
  return floor((MAX_PAYMENTS / FREQUENCIES[frequency].perYear) * 100) / 100;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1..12); H. Hinnant's days_from_civil. */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + floor(yoe / 4) - floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** [year, month 1..12, day] of a day number; H. Hinnant's civil_from_days. */
export function civil(z: number): [number, number, number] {
  const zz = z + 719468;
  const era = floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = floor((doe - floor(doe / 1460) + floor(doe / 36524) - floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + floor(yoe / 4) - floor(yoe / 100));
  const mp = floor((5 * doy + 2) / 153);
  const d = doy - floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** The day number of a `YYYY-MM-DD` string, or undefined when it is not a calendar date. */
export function parseDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return dayNumber(y, m, d);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** The last day a payment may fall on (DATE_RANGE): no answer carries a later date. */
export const LAST_DAY = parseDate(DATE_RANGE.last)!;

/** `YYYY-MM-DD` of a day number. */
export function formatDate(day: number): string {
  const [y, m, d] = civil(day);
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** The calendar year of a day number. */
export function yearOf(day: number): number {
  return civil(day)[0];
}

/** Day `day` of the month `months` after (year, month), clamped to that month's end. */
function clampedDay(y: number, m: number, months: number, day: number): number {
  const index = y * 12 + (m - 1) + months;
  const yy = floor(index / 12);
  const mm = (index % 12) + 1;
  return dayNumber(yy, mm, min(day, daysInMonth(yy, mm)));
}

/** Why a first payment date cannot start a schedule at this frequency, or undefined when it can. */
export function firstDateProblem(first: number, frequency: PaymentFrequency): string | undefined {
  const day = civil(first)[2];
  if (frequency === 'semimonthly' && day > 15) {
    return `semi-monthly payments fall on days d and d + 15 of every month, so the first payment must be on day 1 to 15 (it is on day ${day})`;
  }
  return undefined;
}

/** The date of every payment 1..count (day numbers, strictly increasing), the first on `first`. */
export function paymentDays(first: number, frequency: PaymentFrequency, count: number): Int32Array {
  const days = new Int32Array(count);
  const step = FREQUENCIES[frequency].days;
  if (step > 0) {
    for (let k = 0; k < count; k++) days[k] = first + k * step;
    return days;
  }
  const [y, m, d] = civil(first);
  if (frequency === 'monthly') {
    for (let k = 0; k < count; k++) days[k] = clampedDay(y, m, k, d);
  } else {
    for (let k = 0; k < count; k++) days[k] = clampedDay(y, m, k >> 1, k % 2 === 0 ? d : d + 15);
  }
  return days;
}
