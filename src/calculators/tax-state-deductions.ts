/**
 * The federal deductions after AGI (Schedule 1-A's tips, overtime and car-loan interest; the qualified business
 * income deduction) as a state's return sees them: a state starting from federal AGI or from wages never does; a
 * state starting from federal taxable income does, as its base includes them, unless its own law adds them back,
 * which the law data does not say yet: named in that state's `notModelled`.
 */
import type { StateTaxComputation } from './state-tax';
import type { FederalReturn } from './tax-household';

/** The state's computation with its `notModelled` naming the federal deductions it takes in as they are. */
export function withDeductionsNotModelled(s: StateTaxComputation, f: FederalReturn): StateTaxComputation {
  const d = f.deductions;
  const named = [
    [d.tipsC, 'tips'],
    [d.overtimeC, 'overtime'],
    [d.carLoanInterestC, 'car-loan interest'],
    [d.qbiDeductionC, 'qualified business income'],
  ] as const;
  const taken = named.filter(([c]) => c > 0).map(([, name]) => name);
  if (!s.rules.taxesWages || s.rules.base.startsFrom !== 'federalTaxableIncome' || taken.length === 0) return s;
  const note = `whether ${s.rules.name} adds back the federal deductions for ${taken.join(', ')} for ${s.rules.taxYear}: its starting income, federal taxable income, includes them as they are`;
  return { ...s, rules: { ...s.rules, notModelled: [...s.rules.notModelled, note] } };
}
