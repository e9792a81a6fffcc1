/**
 * The tax calculator's income other than wages: the household's total income and the federal taxes it owes beyond
 * the income tax and FICA (Schedule 2: self-employment tax, Additional Medicare Tax on self-employment income, net
 * investment income tax), the check of the investment inputs, and the result fields and words about them.
 */
import { ApiError } from '../errors/api-error';
import type { TaxTables } from '../reference/law';
import type { TaxInput } from '../schemas/tax-calculator';
import type { InvestmentInput } from './tax-investment';
import { formatCents, fromCents } from './money';
import { deductionAssumptions, deductionsResult } from './tax-deductions-input';
import type { FederalReturn } from './tax-household';
import { retirementIncomeAssumptions, retirementIncomeOf, retirementIncomeResult } from './tax-retirement-income';

/** The investment inputs in cents, as the federal return reads them. */
export function investmentOf(input: TaxInput): InvestmentInput {
  return {
    interestC: input.interestIncome,
    ordinaryDividendsC: input.ordinaryDividends,
    qualifiedDividendsC: input.qualifiedDividends,
    shortTermC: input.shortTermCapitalGains,
    longTermC: input.longTermCapitalGains,
  };
}

/** The income beyond wages and self-employment in cents, as the federal return reads it. */
export function otherIncomeInputs(input: TaxInput) {
  return { investment: investmentOf(input), retirement: retirementIncomeOf(input) };
}

/** A 422 naming both fields when the qualified dividends are more than the ordinary dividends that include them. */
export function checkInvestment(input: TaxInput): void {
  if (input.qualifiedDividends <= input.ordinaryDividends) return;
  const message = `qualifiedDividends (${formatCents(input.qualifiedDividends)}) must not exceed ordinaryDividends (${formatCents(input.ordinaryDividends)}): the ordinary dividends include the qualified ones (Form 1040 lines 3a and 3b)`;
  throw ApiError.unsatisfiable('Qualified dividends exceed the ordinary dividends that include them', [
    { path: '/qualifiedDividends', code: 'exceeds_ordinary_dividends', message },
    { path: '/ordinaryDividends', code: 'below_qualified_dividends', message },
  ]);
}

/**
 * All income (the whole of a capital loss: it is money lost, whatever part of it the return deducts), the other
 * federal taxes (Schedule 2), every federal tax together, and whether there is income beyond wages; in cents.
 */
export function incomeOf(f: FederalReturn) {
  const inv = f.investment;
  const investmentC = inv.interestC + inv.ordinaryDividendsC + inv.shortTermC + inv.longTermC;
  const otherTaxesC = f.selfEmploymentTaxC + f.seAdditionalMedicareC + f.netInvestmentIncomeTaxC;
  const retirementC = f.retirement.socialSecurityBenefitsC + f.retirement.distributionsC;
  const beyondWages =
    f.earners.some((e) => e.selfEmploymentC !== 0) || Object.values(inv).some((c) => c !== 0) || retirementC > 0;
  return {
    totalC: f.wagesC + f.selfEmploymentIncomeC + investmentC + retirementC,
    otherTaxesC,
    federalC: f.afterCreditsC + f.ficaC + otherTaxesC,
    beyondWages,
  };
}

/** The result's investment fields. */
function investmentResult(f: FederalReturn) {
  return {
    investmentIncome: fromCents(f.investmentC),
    capitalGainsTax: fromCents(f.income.capitalGainsTaxC),
    netInvestmentIncomeTax: fromCents(f.netInvestmentIncomeTaxC),
  };
}

/** The words about the investment income, when there is any. */
function investmentAssumptions(f: FederalReturn, tables: TaxTables): string[] {
  const inv = f.investment;
  if (Object.values(inv).every((c) => c === 0)) return [];
  const t = f.table;
  const [zero, mid, top] = tables.capitalGainsRates;
  const lossC = inv.shortTermC + inv.longTermC;
  return [
    `Investment income ${formatCents(f.investmentC)} in AGI: interest, ordinary dividends and the net capital gain` +
      (lossC < -t.capitalLossLimit * 100
        ? ` or loss, a net loss deducting at most ${formatCents(t.capitalLossLimit * 100)} (the rest, ${formatCents(-lossC - t.capitalLossLimit * 100)}, carries over to later years and is not used here)`
        : ' or loss') +
      `. Qualified dividends and net capital gain by the Qualified Dividends and Capital Gain Tax Worksheet: ${zero}% up to taxable income of ${formatCents(t.capitalGainsZeroRateTop * 100)}, ` +
      `${mid}% up to ${formatCents(t.capitalGainsFifteenRateTop * 100)}, ${top}% above (${formatCents(f.income.capitalGainsTaxC)}); ` +
      `net investment income tax ${tables.netInvestmentIncomeTaxRate}% of the smaller of net investment income and MAGI over ${formatCents(t.netInvestmentIncomeThreshold * 100)} (Form 8960): ${formatCents(f.netInvestmentIncomeTaxC)}. ` +
      'Not modelled: the 25 % and 28 % rate gains (unrecaptured section 1250 gain, collectibles), investment expenses, tax-exempt interest',
  ];
}

/**
 * The wages' share of a liability of the whole return (the state's income tax), by total income: what the paychecks
 * carry of it. All of it when wages are all the income (or a loss takes the rest below 0); none without wages.
 */
export function wagesShareC(amountC: number, f: FederalReturn, totalIncomeC: number): number {
  // No wages, no paycheck to withhold from: a state that taxes what federal income nets away (New Jersey taxes
  // interest and does not let a capital loss offset it) has a tax on a household whose total income is 0.
  if (f.wagesC <= 0) return 0;
  if (totalIncomeC <= f.wagesC) return amountC;
  return Math.round(amountC * (f.wagesC / totalIncomeC));
}

/** The result's fields of the income beyond wages. */
export function otherIncomeResult(f: FederalReturn) {
  return {
    ...selfEmploymentResult(f),
    ...investmentResult(f),
    ...retirementIncomeResult(f.retirement, f.socialSecurity.taxableC),
    ...deductionsResult(f),
  };
}

/** The words about the income beyond wages, and the deductions after AGI, when there are any. */
export function otherIncomeAssumptions(f: FederalReturn, tables: TaxTables, input: TaxInput): string[] {
  return [
    ...selfEmploymentAssumptions(f, tables),
    ...investmentAssumptions(f, tables),
    ...retirementIncomeAssumptions(tables, f.table, f.retirement, f.socialSecurity),
    ...deductionAssumptions(input, f, tables),
  ];
}

/** The result's self-employment fields, flat and per earner. */
function selfEmploymentResult(f: FederalReturn) {
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
function selfEmploymentAssumptions(f: FederalReturn, tables: TaxTables): string[] {
  if (f.earners.every((e) => e.selfEmploymentC === 0)) return [];
  const se = tables.selfEmployment;
  return [
    `Self-employment income ${formatCents(f.selfEmploymentIncomeC)} (Schedule 1 line 3): Schedule SE per earner on ${se.netEarningsPct}% of a net profit ` +
      `(none under ${formatCents(se.minimumNetEarnings * 100)}), ${se.socialSecurityRate}% Social Security up to the ${formatCents(tables.socialSecurity.wageBase * 100)} wage base less that earner's wages, ` +
      `${se.medicareRate}% Medicare: ${formatCents(f.selfEmploymentTaxC)}, ${se.deductiblePct}% of it (${formatCents(f.selfEmploymentDeductionC)}) deducted in AGI; ` +
      `Additional Medicare Tax ${tables.additionalMedicare.rate}% on net earnings above the threshold less the wages (Form 8959 Part II): ${formatCents(f.seAdditionalMedicareC)}. ` +
      'A business loss offsets other income',
  ];
}
