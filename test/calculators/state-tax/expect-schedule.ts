import { lawFor } from '../../../src/calculators/law';
import {
  STATE_FILING_STATUSES,
  STATE_NAMES,
  type StateCode,
  type StateFilingStatus,
  type StateTaxRules,
} from '../../../src/reference/law';
import { scheduleTaxCents } from '../../reference/state-tax/schedule';

/** [taxable income, tax on it in dollars and cents] pairs, usually each bracket's bottom. */
export type Edges = readonly (readonly [taxable: number, tax: number])[];

/** A printed schedule: what it is called, the filing statuses it applies to, and the tax at its edges. */
export type PrintedSchedule = readonly [name: string, statuses: readonly StateFilingStatus[], edges: Edges];

/** The tax years of a schedule printed the same for both (a statute not indexed, or a year standing in). */
export const BOTH_YEARS = [2025, 2026] as const;

/** The statuses of a schedule that every filing status shares. */
export const EVERY_STATUS = STATE_FILING_STATUSES;

/** The state's schedule for each of `statuses` gives `tax` on each `taxable` (independently of the engine). */
export function expectSchedule(rules: StateTaxRules, statuses: readonly StateFilingStatus[], edges: Edges): void {
  if (!rules.taxesWages) throw new Error(`${rules.code} has no wage tax`);
  for (const status of statuses) {
    for (const [taxable, tax] of edges) {
      expect({ status, taxable, cents: scheduleTaxCents(rules.brackets.byStatus[status], taxable) }).toEqual({
        status,
        taxable,
        cents: Math.round(tax * 100),
      });
    }
  }
}

/**
 * One test per printed schedule of `code`'s law of `year` (or of each of `year`, where the printed schedule is the
 * same in each), each checked at its edges with `expectSchedule`.
 */
export function describeSchedules(
  code: StateCode,
  year: number | readonly number[],
  schedules: readonly PrintedSchedule[],
): void {
  const years = typeof year === 'number' ? [year] : year;
  describe(`${STATE_NAMES[code]} ${years.join(' and ')}: rate schedules at the bracket edges`, () => {
    it.each(years.flatMap((y) => schedules.map((schedule) => [y, ...schedule] as const)))(
      '%i: %s',
      (y, _name, statuses, edges) => {
        const rules = lawFor(code, y);
        if (rules === undefined) throw new Error(`no ${y} law for ${code}`);
        expectSchedule(rules, statuses, edges);
      },
    );
  });
}
