/**
 * How numbers read on a page: money as US dollars to the cent, percents with their sign, counts
 * of months, years and payments in words, dates as "Jan 15, 2027". Units come from the schemas' `x-unit` annotations.
 */
import { formatUsd } from '../calculators/money';

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
/** Pages show percents to two decimals (the API keeps four). */
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const significant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6, maximumFractionDigits: 20 });
const currencyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in dollars as $1,234.56 (results are exact to the cent). */
export function formatDollars(dollars: number): string {
  return formatUsd(dollars);
}

/** An amount in dollars as $1.2M, $350k, $900: chart axes, where width is scarce. */
export function formatDollarsCompact(dollars: number): string {
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? '−' : '';
  const scaled = (v: number, suffix: string) => `${sign}$${Number(v.toFixed(v < 10 ? 1 : 0)).toString()}${suffix}`;
  if (abs >= 1e12) return scaled(abs / 1e12, 'T');
  if (abs >= 1e9) return scaled(abs / 1e9, 'B');
  if (abs >= 1e6) return scaled(abs / 1e6, 'M');
  if (abs >= 1e3) return scaled(abs / 1e3, 'k');
  return `${sign}$${Math.round(abs)}`;
}

const fixedPercents = new Map<number, Intl.NumberFormat>();

/** 6.5%, 10.23%: up to two decimals, no trailing zeros; or exactly `decimals` of them (an APR: 7.000%, 6.634%). */
export function formatPercent(n: number, decimals?: number): string {
  if (decimals === undefined) return `${percent.format(n)}%`;
  let f = fixedPercents.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    fixedPercents.set(decimals, f);
  }
  return `${f.format(n)}%`;
}

/**
 * A schema bound as people write it: $1T, $0.01, 100%, 1 month (for 1/12 of a year), 1,000,000,000,
 * 0.000000001. The unit is an `x-unit` of the schemas.
 */
export function formatBound(n: number, unit: string | undefined): string {
  const abs = Math.abs(n);
  switch (unit) {
    case 'USD':
      if (abs >= 1e6 && Number.isInteger(abs)) return formatDollarsCompact(n).replace('−', '-');
      return formatDollars(n);
    case 'percent':
      return `${significant.format(n)}%`;
    case 'years':
      if (abs < 1 && n !== 0) return formatMonths(Math.round(n * 12 * 1e6) / 1e6);
      return plural(n, 'year');
    case 'months':
      return formatMonths(n);
    default:
      return abs >= 1e9 && Number.isInteger(abs)
        ? formatDollarsCompact(n).replace('$', '').replace('−', '-')
        : significant.format(n);
  }
}

/** An amount in any ISO 4217 currency (€88.74, ¥1,235); unknown codes fall back to "88.74 XXX". */
export function formatCurrency(n: number, code: string, decimals?: number): string {
  const key = `${code}|${decimals ?? ''}`;
  let f = currencyFormats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
        ...(decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
      });
    } catch {
      return `${plain.format(n)} ${code}`;
    }
    currencyFormats.set(key, f);
  }
  return f.format(n);
}

function plural(n: number, word: string): string {
  return `${plain.format(n)} ${word}${n === 1 ? '' : 's'}`;
}

/** "25 months (2 years 1 month)" for longer spans; "7 months" for short ones. */
export function formatMonths(n: number): string {
  if (n < 24 || !Number.isInteger(n)) return plural(n, 'month');
  const y = Math.floor(n / 12);
  const m = n % 12;
  return `${plural(n, 'month')} (${plural(y, 'year')}${m ? ` ${plural(m, 'month')}` : ''})`;
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar date of the results as people read it: 2027-01-15 → "Jan 15, 2027", 2027-01 → "Jan 2027". */
export function formatCalendar(text: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (!m) return text;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1));
  at.setUTCFullYear(Number(m[1])); // years before 100 stay as written
  return (m[3] ? DAY : MONTH).format(at);
}

/** "595 payments", and the time they span at `perYear` payments a year when it is known: "(22 years 11 months)". */
export function formatPayments(n: number, perYear?: number): string {
  const count = plural(n, 'payment');
  if (!perYear || n < 2) return count;
  const months = Math.round((n * 12) / perYear);
  const y = Math.floor(months / 12);
  const m = months % 12;
  const span = [y ? plural(y, 'year') : '', m ? plural(m, 'month') : ''].filter(Boolean).join(' ');
  return span ? `${count} (${span})` : count;
}

/** A plain number with thousands separators. */
export function formatNumber(n: number): string {
  return plain.format(n);
}

/**
 * A value with its unit, for a sentence or a definition list. `unit` is an `x-unit` of the
 * schemas (USD, percent, months, years, count, ratio, currency).
 */
export function formatValue(v: unknown, unit: string | undefined): string {
  if (v === null || v === undefined) return 'n/a';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'string' && unit === 'date') return formatCalendar(v);
  if (typeof v !== 'number') return String(v);
  switch (unit) {
    case 'USD':
      return formatDollars(v);
    case 'percent':
      return formatPercent(v);
    case 'months':
      return formatMonths(v);
    case 'years':
      return plural(v, 'year');
    case 'payments':
      return formatPayments(v);
    default:
      return formatNumber(v);
  }
}

/** A value for a table cell, where the column header carries the unit's meaning. */
export function formatCell(v: unknown, unit: string | undefined): string {
  // A calendar year (2027, in the rows of a dated loan) is written as a year, not as a count.
  if (typeof v === 'number' && unit === 'years' && Number.isInteger(v) && v >= 1000) return String(v);
  if (typeof v === 'number' && (unit === 'months' || unit === 'years' || unit === 'payments')) return formatNumber(v);
  return formatValue(v, unit);
}
