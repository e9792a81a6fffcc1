/**
 * How the service writes the figures of a result's words (`SummaryFormat`, parts.ts): the MCP answer's summary line
 * and the words under a page's headline use this one format, so a figure reads the same in both. Money is written by
 * the service's one USD format.
 */
import { formatUsd } from './money';
import type { SummaryFormat } from './parts';

/** Dollars to the cent ($2,022.62), or without cents when `whole` and the amount is whole ($150). */
function dollars(v: number, whole: boolean): string {
  const text = formatUsd(v);
  return whole && text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A number as written in the result, grouped (0.88739019 stays 0.88739019). */
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** Thrown when a figure the words name is absent: the words are left out rather than written wrong. */
export class MissingField extends Error {}

function num(v: number | null | undefined): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new MissingField();
  return v;
}

export const SUMMARY_FORMAT: SummaryFormat = {
  num,
  usd: (v) => dollars(num(v), true),
  dollars,
  pct: (v) => `${Math.round(num(v) * 100) / 100} %`,
  plain: (v) => NUMBER.format(num(v)),
  plural: (n, word) => `${NUMBER.format(num(n))} ${word}${n === 1 ? '' : 's'}`,
};

/** `words` written with the service's format, or undefined when a figure they name is absent. */
export function writtenWith<T>(words: (value: T, format: SummaryFormat) => string, value: T): string | undefined {
  try {
    return words(value, SUMMARY_FORMAT);
  } catch (e) {
    if (e instanceof MissingField) return undefined;
    throw e;
  }
}
