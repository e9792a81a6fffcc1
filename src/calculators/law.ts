/**
 * The law the calculators answer from: the repository's data (`src/reference/law/`). `checkRepositoryLaw`
 * (law-check.ts) checks it against the schema built for the special rules declared in `state-rules/`; the build runs
 * it (a defect in the data fails the build) and so does the data test, so a process loading the law does not pay the
 * seconds the schema takes to compile, nor a browser bundle the validator.
 *
 * @example
 *   lawFor('US', 2025).byStatus.single.standardDeduction; // 15750
 *   lawFor('CA', 2026)?.provenance; // which year's figure answers each group, from which source
 */
import { LAW_DATA } from '../reference/law/data';
import { buildLaw, missingStateMessage as missingMessage, statesOf, type Law } from '../reference/law/law';
import { STATE_CODES, type StateCode } from '../reference/law/us-states';
import type { StateTaxRules, TaxTables } from '../reference/law';

export const LAW: Law = buildLaw(LAW_DATA);

/** The federal figures of `year`, or a state's (undefined when the law has none for that state and year). */
export function lawFor(jurisdiction: 'US', year: number): TaxTables;
export function lawFor(jurisdiction: StateCode, year: number): StateTaxRules | undefined;
export function lawFor(jurisdiction: StateCode | 'US', year: number): TaxTables | StateTaxRules | undefined {
  return jurisdiction === 'US' ? LAW.federal(year) : LAW.state(jurisdiction, year);
}

/** The states (and DC) with rules for `year`, in code order. */
export function statesWithRules(year: number): StateCode[] {
  return statesOf(LAW, year, STATE_CODES);
}

/** Why `code` cannot be answered for `year`, in words a caller can act on. */
export function missingStateMessage(code: StateCode, year: number): string {
  return missingMessage(LAW, code, year, STATE_CODES);
}
