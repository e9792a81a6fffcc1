/**
 * Each state's 2026 rules as the law answers them (`lawFor(code, 2026)`), by USPS code, for the tests that read a
 * state's figures directly.
 */
import { lawFor } from '../../src/calculators/law';
import type { StateCode, StateTaxRules, WageIncomeTax } from '../../src/reference/law';

/** The state's 2026 rules; a missing state is a failed test, not undefined. */
export function rules2026(code: StateCode): StateTaxRules {
  const rules = lawFor(code, 2026);
  if (rules === undefined) throw new Error(`no 2026 rules for ${code}`);
  return rules;
}

/** A state that taxes wages: its 2026 rules. */
function wages(code: StateCode): WageIncomeTax {
  const rules = rules2026(code);
  if (!rules.taxesWages) throw new Error(`${code} does not tax wages`);
  return rules;
}

export const AK = rules2026('AK');
export const AL = wages('AL');
export const AR = wages('AR');
export const AZ = wages('AZ');
export const CA = wages('CA');
export const CO = wages('CO');
export const CT = wages('CT');
export const DC = wages('DC');
export const DE = wages('DE');
export const FL = rules2026('FL');
export const GA = wages('GA');
export const HI = wages('HI');
export const IA = wages('IA');
export const ID = wages('ID');
export const IL = wages('IL');
export const IN = wages('IN');
export const KS = wages('KS');
export const KY = wages('KY');
export const LA = wages('LA');
export const MA = wages('MA');
export const MD = wages('MD');
export const ME = wages('ME');
export const MI = wages('MI');
export const MN = wages('MN');
export const MO = wages('MO');
export const MS = wages('MS');
export const MT = wages('MT');
export const NC = wages('NC');
export const ND = wages('ND');
export const NE = wages('NE');
export const NH = rules2026('NH');
export const NJ = wages('NJ');
export const NM = wages('NM');
export const NV = rules2026('NV');
export const NY = wages('NY');
export const OH = wages('OH');
export const OK = wages('OK');
export const OR = wages('OR');
export const PA = wages('PA');
export const RI = wages('RI');
export const SC = wages('SC');
export const SD = rules2026('SD');
export const TN = rules2026('TN');
export const TX = rules2026('TX');
export const UT = wages('UT');
export const VA = wages('VA');
export const VT = wages('VT');
export const WA = rules2026('WA');
export const WI = wages('WI');
export const WV = wages('WV');
export const WY = rules2026('WY');
