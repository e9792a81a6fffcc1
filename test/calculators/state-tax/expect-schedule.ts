import type { StateFilingStatus, StateTaxRules } from '../../../src/reference/law';
import { scheduleTaxCents } from '../../reference/state-tax/schedule';

/** [taxable income, tax on it in dollars and cents] pairs, usually each bracket's bottom. */
export type Edges = readonly (readonly [taxable: number, tax: number])[];

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
