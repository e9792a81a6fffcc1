/**
 * State income tax rules by tax year and USPS code: the one place the calculators read them from.
 */
import { STATE_TAX_RULES_2026 } from './2026';
import { STATE_CODES, STATE_NAMES, type StateCode } from './states';
import type { StateTaxRules } from './types';

export { STATE_CODES, STATE_NAMES, toStateCode, US_STATES, type StateCode } from './states';

/** Tax years with state data, by year. */
const RULES_BY_YEAR: Readonly<Record<number, Readonly<Partial<Record<StateCode, StateTaxRules>>>>> = {
  2026: STATE_TAX_RULES_2026,
};

/** The rules of `code` for `taxYear`, or undefined when that state's year is not available yet. */
export function findStateTaxRules(code: StateCode, taxYear: number): StateTaxRules | undefined {
  return RULES_BY_YEAR[taxYear]?.[code];
}

/** The states (and DC) with rules for `taxYear`, in code order. */
export function statesWithRules(taxYear: number): StateCode[] {
  return STATE_CODES.filter((code) => findStateTaxRules(code, taxYear) !== undefined);
}

/** Why `code` cannot be answered for `taxYear`, in words a caller can act on. */
export function missingStateMessage(code: StateCode, taxYear: number): string {
  const available = statesWithRules(taxYear);
  const others = available.length > 0 ? `states with ${taxYear} rules: ${available.join(', ')}` : 'no state has them';
  return `${STATE_NAMES[code]} (${code}) ${taxYear} income tax rules are not available yet; ${others}`;
}
