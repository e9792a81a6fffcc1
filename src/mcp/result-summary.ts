/**
 * One human line per result, the first text block of a `tools/call` answer, so that an assistant
 * quotes the right figure without parsing the JSON that follows it ("Monthly payment $2,539.29
 * (P&I $2,022.62, tax $366.67, insurance $150)"). Each calculator writes its own (`parts.summary`, beside its
 * module) because the figure that answers the question differs (a payment, a net advantage, a date of freedom);
 * this layer writes the figures: a result missing a field its line names gets no line rather than a wrong one.
 * Money is written by the service's one USD format.
 */
import { findCalculator } from '../calculators/registry';
import { writtenWith } from '../calculators/summary-format';

type Fields = Readonly<Record<string, unknown>>;

/** The line for a result, or undefined when the slug names no calculator or the result lacks a figure its line names. */
export function summaryLine(slug: string, result: Fields, inputs: Fields): string | undefined {
  const calc = findCalculator(slug);
  if (calc === undefined) return undefined;
  return writtenWith((r: Fields, f) => calc.parts.summary(r, inputs, f), result);
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
