/**
 * The tax calculator's income other than wages: the household's total income and the federal taxes it owes beyond
 * the income tax and FICA (Schedule 2: self-employment tax, Additional Medicare Tax on self-employment income),
 * and the result fields and words about them.
 */
import type { TaxTables } from '../reference/law';
import { formatCents, fromCents } from './money';
import type { FederalReturn } from './tax-household';

/** All income, the other federal taxes (Schedule 2) and every federal tax together, in cents. */
export function incomeOf(f: FederalReturn) {
  const otherTaxesC = f.selfEmploymentTaxC + f.seAdditionalMedicareC;
  return {
    totalC: f.wagesC + f.selfEmploymentIncomeC,
    otherTaxesC,
    federalC: f.afterCreditsC + f.ficaC + otherTaxesC,
  };
}

/** The result's self-employment fields, flat and per earner. */
export function selfEmploymentResult(f: FederalReturn) {
  return {
    selfEmploymentIncome: fromCents(f.selfEmploymentIncomeC),
    selfEmploymentTax: fromCents(f.selfEmploymentTaxC),
    selfEmploymentTaxDeduction: fromCents(f.selfEmploymentDeductionC),
    additionalMedicareTaxOnSelfEmployment: fromCents(f.seAdditionalMedicareC),
    selfEmployment: f.earners.map((e) => ({
      earner: e.earner,
      netProfit: fromCents(e.se.netProfitC),
      netEarnings: fromCents(e.se.netEarningsC),
      socialSecurityTax: fromCents(e.se.socialSecurityC),
      medicareTax: fromCents(e.se.medicareC),
      selfEmploymentTax: fromCents(e.se.taxC),
    })),
  };
}

/** The words about the self-employment income, when there is any. */
export function selfEmploymentAssumptions(f: FederalReturn, tables: TaxTables): string[] {
  if (f.earners.every((e) => e.selfEmploymentC === 0)) return [];
  const se = tables.selfEmployment;
  return [
    `Self-employment income ${formatCents(f.selfEmploymentIncomeC)} (Schedule 1 line 3): Schedule SE per earner on ${se.netEarningsPct}% of a net profit ` +
      `(none under ${formatCents(se.minimumNetEarnings * 100)}), ${se.socialSecurityRate}% Social Security up to the ${formatCents(tables.socialSecurity.wageBase * 100)} wage base less that earner's wages, ` +
      `${se.medicareRate}% Medicare: ${formatCents(f.selfEmploymentTaxC)}, ${se.deductiblePct}% of it (${formatCents(f.selfEmploymentDeductionC)}) deducted in AGI; ` +
      `Additional Medicare Tax ${tables.additionalMedicare.rate}% on net earnings above the threshold less the wages (Form 8959 Part II): ${formatCents(f.seAdditionalMedicareC)}. ` +
      'A business loss offsets other income; the qualified business income deduction is not modelled',
  ];
}
