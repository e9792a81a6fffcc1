/**
 * The build's check of the repository's law against its schema (`npm run build` runs it; a defect in the data fails
 * the build), apart from law.ts so that what reads the law never loads the validator.
 */
import { checkLaw } from '../reference/law/check';
import { LAW_DATA } from '../reference/law/data';
import { SPECIAL_RULE_FIGURES } from './state-rules';

/** Checks the repository's law against its schema; throws naming every fault. */
export function checkRepositoryLaw(): void {
  checkLaw(LAW_DATA, SPECIAL_RULE_FIGURES);
}
