/**
 * A request without the dated-loan inputs (frequency, dates, prepayments, fees, dollar down payment) answers
 * byte for byte as the calculators did before those inputs existed: unchanged.json was recorded then.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCalculator } from '../../support/run-calculator';

const recorded = JSON.parse(readFileSync(join(__dirname, 'unchanged.json'), 'utf8')) as Array<{
  slug: string;
  input: Record<string, unknown>;
  output: string;
}>;

describe('loan calculators without the new inputs', () => {
  it.each(recorded.map((r) => [r.slug, JSON.stringify(r.input), r] as const))(
    '%s %s answers as recorded',
    (_s, _i, r) => {
      const out = runCalculator(r.slug, r.input);
      // What was recorded as one list is now split into warnings (to check) and notes (tips): together, they are the list.
      const said = [...(out.warnings ?? []), ...(out.notes ?? [])];
      expect(JSON.stringify({ result: out.result, assumptions: out.assumptions, warnings: said })).toBe(r.output);
    },
  );
});
