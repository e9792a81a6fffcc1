/**
 * The states and DC by USPS code and name, for what presents a result without computing one (the pages' labels):
 * from the law's list of jurisdictions, without the law itself (law.ts loads every state's figures).
 */
export { STATE_CODES, STATE_NAMES, type StateCode } from '../reference/law/us-states';
