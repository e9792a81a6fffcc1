/**
 * FRED observations, whichever door they came through (JSON API or fredgraph.csv): a date and a value,
 * where FRED's "." (no observation that day) is `null`, never 0: a missing day is not a zero rate.
 */
import { SourceError } from './source-error';

export interface Observation {
  /** YYYY-MM-DD. */
  date: string;
  /** Null where FRED sends ".". */
  value: number | null;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** FRED's value text: a decimal number, or "." for missing. Anything else means the body is not what we asked for. */
export function parseFredValue(raw: string): number | null {
  const text = raw.trim();
  if (text === '.') return null;
  if (!NUMBER.test(text)) throw new SourceError('malformed', `value "${text.slice(0, 20)}" is not a number`);
  return Number(text);
}

/** The newest observation that has a value: "." days are skipped. */
export function newestObservation(observations: readonly Observation[]): { date: string; value: number } | undefined {
  let newest: { date: string; value: number } | undefined;
  for (const o of observations) {
    if (o.value !== null && (newest === undefined || o.date > newest.date)) newest = { date: o.date, value: o.value };
  }
  return newest;
}

/**
 * `observations` when their dates strictly run one way: `ascending` (fredgraph.csv), or `either` way throughout
 * (the API, by its `sort_order`). A repeated or out-of-order date means the body is not one series' history (a
 * 40k-row file of one repeated date gave a CPI change of 0 %), so the whole body is refused.
 */
export function inDateOrder(observations: readonly Observation[], expected: 'ascending' | 'either'): Observation[] {
  const order =
    expected === 'either' && observations.length > 1 && observations[1]!.date < observations[0]!.date
      ? 'descending'
      : 'ascending';
  for (let i = 1; i < observations.length; i++) {
    const [a, b] = [observations[i - 1]!.date, observations[i]!.date];
    if (order === 'ascending' ? b <= a : b >= a) {
      throw new SourceError(
        'malformed',
        `dates ${b === a ? `repeat (${a} twice)` : `run out of order (${a} then ${b})`}: not one series' ${order} history`,
      );
    }
  }
  return [...observations];
}
