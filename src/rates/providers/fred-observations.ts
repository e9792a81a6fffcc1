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
