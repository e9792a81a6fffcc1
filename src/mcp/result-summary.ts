/**
 * One human line per result, the first text block of a `tools/call` answer, so that an assistant
 * quotes the right figure without parsing the JSON that follows it ("Monthly payment $2,539.29
 * (P&I $2,022.62, tax $366.67, insurance $150)"). Each calculator writes its own (`parts.summary`, beside its
 * module) because the figure that answers the question differs (a payment, a net advantage, a date of freedom);
 * this layer writes the figures: a result missing a field its line names gets no line rather than a wrong one.
 * Money is written by the service's one USD format.
 */
import { formatUsd } from '../calculators/money';
import { findCalculator } from '../calculators/registry';
import type { SummaryFormat } from '../calculators/parts';

type Fields = Readonly<Record<string, unknown>>;

/** Dollars to the cent ($2,022.62), or without cents when `whole` and the amount is whole ($150). */
function dollars(v: number, whole: boolean): string {
  const text = formatUsd(v);
  return whole && text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A number as written in the result, grouped (0.88739019 stays 0.88739019). */
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** Thrown when a figure a line names is absent: the line is left out. */
class MissingField extends Error {}

function num(v: number | null | undefined): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new MissingField();
  return v;
}

/** The figures of a line as the service writes them (each calculator's `parts.summary` says which figures). */
const FORMAT: SummaryFormat = {
  num,
  usd: (v) => dollars(num(v), true),
  dollars,
  pct: (v) => `${Math.round(num(v) * 100) / 100} %`,
  plain: (v) => NUMBER.format(num(v)),
  plural: (n, word) => `${NUMBER.format(num(n))} ${word}${n === 1 ? '' : 's'}`,
};

/** The line for a result, or undefined when the slug names no calculator or the result lacks a figure its line names. */
export function summaryLine(slug: string, result: Fields, inputs: Fields): string | undefined {
  const calc = findCalculator(slug);
  if (calc === undefined) return undefined;
  try {
    return calc.parts.summary(result, inputs, FORMAT);
  } catch (e) {
    if (e instanceof MissingField) return undefined;
    throw e;
  }
}

/**
 * The first text block of a `tools/call` answer: the result's line, then each warning (a thing to check) and each note
 * (information that needs no action) on a line of its own, labelled, so that a tip is never quoted as a problem.
 * @example summaryBlock('Monthly payment $2,539.29', { warnings: [], notes: ['From payment 80 you may ask…'] }) // "Monthly payment $2,539.29\nNote: From payment 80 you may ask…"
 */
export function summaryBlock(line: string, meta: { warnings: readonly string[]; notes?: readonly string[] }): string {
  return [line, ...meta.warnings.map((w) => `Warning: ${w}`), ...(meta.notes ?? []).map((n) => `Note: ${n}`)].join(
    '\n',
  );
}
