/**
 * The build's check of the repository's law against its schema (`npm run build` runs it; a defect in the data fails
 * the build), apart from law.ts so that what reads the law never loads the validator.
 */
import { createLaw } from '../reference/law/check';
import { LAW_DATA } from '../reference/law/data';
import { SPECIAL_RULE_FIGURES } from './state-rules';

/**
 * Checks the repository's law against its schema and builds every year of it (a stand-in year without a figure of
 * its own is refused there); throws naming the faults.
 */
export function checkRepositoryLaw(): void {
  createLaw(LAW_DATA, SPECIAL_RULE_FIGURES);
}
