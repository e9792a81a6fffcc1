/**
 * The words of the state credits that read a child's age (New York's Empire State child credit for a child under 4,
 * Oregon's earned income credit with a dependent under 3): a state file names what such a credit takes for granted
 * without the ages in a `notModelled` entry that says it holds "when childAges is not given"; with `childAges` the
 * credit reads the ages and the entry is dropped. Pure.
 */
import type { StateTaxComputation } from './state-tax';

/** The words that mark a `notModelled` entry as holding only without `childAges`. */
export const WITHOUT_CHILD_AGES = 'when childAges is not given';

/** `s` with the entries that hold only without the children's ages dropped when `childAges` gives them. */
export function withChildAgeWords(
  s: StateTaxComputation,
  childAges: readonly number[] | undefined,
): StateTaxComputation {
  if (childAges === undefined) return s;
  const notModelled = s.rules.notModelled.filter((n) => !n.includes(WITHOUT_CHILD_AGES));
  return notModelled.length === s.rules.notModelled.length ? s : { ...s, rules: { ...s.rules, notModelled } };
}
