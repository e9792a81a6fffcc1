/**
 * The federal return of a household for one tax year, in integer cents (the year's figures from the law,
 * src/reference/law/federal.json): FICA and Schedule SE per earner, AGI, the standard deduction with its 65+ additions, the
 * senior deduction, the rate schedule, and the child tax credit / credit for other dependents with the
 * refundable additional child tax credit as Schedule 8812 computes them. Pure: the checks and the words about
 * the result live in tax-calculator.ts.
 */
import type { FilingStatus, FilingStatusTable, TaxTables } from '../reference/law';
import { percentOfCentsHalfUp, rateReduction, stepReduction, taxBySchedule } from './schedule-math';
import {
  capitalGainOnReturnC,
  investmentIncomeC,
  netInvestmentIncomeTaxC,
  taxWithCapitalGains,
  type InvestmentInput,
} from './tax-investment';
import { taxableSocialSecurity, type RetirementIncomeInput } from './tax-retirement-income';
import { deductionsAfterAgi, type DeductionInput } from './tax-deductions';
import { additionalMedicareOnSelfEmploymentC, scheduleSE, type ScheduleSE } from './tax-self-employment';
import { dependentCareCredit, earnedIncomeCredit, type EicInput } from './tax-credits';

/** One earner of the return, as the calculator hands them over (cents). */
export interface EarnerInput {
  readonly earner: 'taxpayer' | 'spouse';
  readonly wagesC: number;
  readonly deferralsC: number;
  /** Net profit from self-employment (Schedule C / F; a loss negative). */
  readonly selfEmploymentC: number;
  /** Pre-tax benefits through payroll (cafeteria plan, commuter): out of income-tax and FICA wages alike. */
  readonly benefitsC: number;
  /** Age on 31 December; undefined when not given. */
  readonly age: number | undefined;
}

export interface HouseholdInput {
  readonly filingStatus: FilingStatus;
  readonly earners: readonly EarnerInput[];
  readonly otherDeductionsC: number;
  readonly itemizedC: number | undefined;
  readonly children: number;
  readonly otherDependents: number;
  readonly investment: InvestmentInput;
  /** Form 2441: qualifying persons, care expenses of the year (those paid with benefits included) and the benefits excluded. */
  readonly care: { readonly persons: number; readonly expensesC: number; readonly excludedBenefitsC: number };
  readonly retirement: RetirementIncomeInput;
  /** Schedule 1-A's amounts and Schedule A's parts; none when absent. */
  readonly deductions?: DeductionInput;
}

export interface EarnerResult extends EarnerInput {
  /** Catch-up deferrals that must be Roth (age 50+ and FICA wages over the threshold): still income-tax wages. */
  readonly rothCatchUpC: number;
  readonly pretaxC: number;
  /** Social Security and Medicare wages (Form W-2 boxes 3 and 5): wages less the pre-tax benefits. */
  readonly ficaWagesC: number;
  readonly socialSecurityC: number;
  readonly medicareC: number;
  /** Schedule SE of this earner. */
  readonly se: ScheduleSE;
}

/** Income tax band by band on the status's schedule, in dollars; the marginal rate is the rate of the next dollar. */
export function taxByBand(taxableC: number, table: FilingStatusTable) {
  const { bands, taxC, marginalRate } = taxBySchedule(taxableC, table.brackets);
  return {
    bands: bands.map((b) => ({
      rate: b.rate,
      from: b.fromC / 100,
      to: b.toC === null ? null : b.toC / 100,
      taxedAmount: b.taxedC / 100,
      tax: b.taxC / 100,
    })),
    taxC,
    marginalRate,
  };
}

/** The deferral limit at `age` (the highest limit when the age is unknown). */
export function deferralLimitC(tables: TaxTables, age: number | undefined): number {
  const k = tables.retirement401k;
  if (age === undefined) return k.limitAge60To63 * 100;
  if (age >= k.superCatchUpAges[0] && age <= k.superCatchUpAges[1]) return k.limitAge60To63 * 100;
  return (age >= k.catchUpAge ? k.limitAge50 : k.limit) * 100;
}

function earnerFica(tables: TaxTables, e: EarnerInput): EarnerResult {
  const k = tables.retirement401k;
  // SECURE 2.0 §603 (Notice 2025-67): catch-up contributions of an earner whose prior-year FICA wages exceeded
  // the threshold must be Roth. This year's wages stand in for last year's; only with an age given.
  const catchUpC = e.age !== undefined && e.age >= k.catchUpAge ? Math.max(0, e.deferralsC - k.limit * 100) : 0;
  const ficaWagesC = e.wagesC - e.benefitsC;
  const threshold = k.rothCatchUpWageThreshold;
  const rothCatchUpC = threshold !== null && ficaWagesC > threshold * 100 ? catchUpC : 0;
  return {
    ...e,
    rothCatchUpC,
    pretaxC: e.deferralsC - rothCatchUpC,
    ficaWagesC,
    socialSecurityC: percentOfCentsHalfUp(
      Math.min(ficaWagesC, tables.socialSecurity.wageBase * 100),
      tables.socialSecurity.rate,
    ),
    medicareC: percentOfCentsHalfUp(ficaWagesC, tables.medicare.rate),
    se: scheduleSE(tables, e.selfEmploymentC, ficaWagesC),
  };
}

/** Schedule 8812: the credit after phase-out, its nonrefundable use against `taxC`, and the refundable part. */
function childCredits(
  tables: TaxTables,
  table: FilingStatusTable,
  h: HouseholdInput,
  magiC: number,
  taxC: number,
  earnedC: number,
  ficaC: number,
) {
  const c = tables.childTaxCredit;
  const childrenC = h.children * c.perChild * 100;
  const othersC = h.otherDependents * c.perOtherDependent * 100;
  const overC = Math.max(0, magiC - table.childCreditPhaseOutThreshold * 100);
  // Line 10: $50 for each $1,000 of MAGI, or fraction of it, over the threshold.
  const reductionC = stepReduction(overC, c.phaseOutStep * 100, c.phaseOutAmount * 100, 'counts');
  const line12C = Math.max(0, childrenC + othersC - reductionC);
  const line14C = Math.min(line12C, taxC);
  let actcC = 0;
  if (h.children > 0 && line14C < line12C) {
    const line17C = Math.min(line12C - line14C, h.children * c.refundablePerChild * 100);
    const line20C = percentOfCentsHalfUp(Math.max(0, earnedC - c.earnedIncomeThreshold * 100), c.earnedIncomeRatePct);
    if (h.children < c.ficaMethodChildren || line20C >= line17C) actcC = Math.min(line17C, line20C);
    // Three or more children: the larger of line 20 and the FICA withheld less the earned income credit (line 26).
    else actcC = Math.min(line17C, Math.max(line20C, ficaC));
  }
  const childTaxCreditC = Math.min(line14C, childrenC);
  return {
    creditAfterPhaseOutC: line12C,
    childTaxCreditC,
    otherDependentsCreditC: line14C - childTaxCreditC,
    additionalChildTaxCreditC: actcC,
  };
}

/** The whole federal return. */
export function federalReturn(tables: TaxTables, h: HouseholdInput) {
  const table = tables.byStatus[h.filingStatus];
  const earners = h.earners.map((e) => earnerFica(tables, e));
  const wagesC = earners.reduce((sum, e) => sum + e.wagesC, 0);
  const deferralsC = earners.reduce((sum, e) => sum + e.deferralsC, 0);
  const pretaxC = earners.reduce((sum, e) => sum + e.pretaxC, 0);
  const rothCatchUpC = deferralsC - pretaxC;
  const benefitsC = earners.reduce((sum, e) => sum + e.benefitsC, 0);
  const ficaWagesC = wagesC - benefitsC;

  const socialSecurityC = earners.reduce((sum, e) => sum + e.socialSecurityC, 0);
  const medicareC = earners.reduce((sum, e) => sum + e.medicareC, 0);
  // The Additional Medicare Tax reads the return's combined wages against the status threshold (Form 8959).
  const additionalC = percentOfCentsHalfUp(
    Math.max(0, ficaWagesC - table.additionalMedicareThreshold * 100),
    tables.additionalMedicare.rate,
  );
  const ficaC = socialSecurityC + medicareC + additionalC;

  // Schedule SE per earner; Form 8959 Part II on the self-employment income over what the wages left.
  const selfEmploymentIncomeC = earners.reduce((sum, e) => sum + e.selfEmploymentC, 0);
  const selfEmploymentTaxC = earners.reduce((sum, e) => sum + e.se.taxC, 0);
  const selfEmploymentDeductionC = earners.reduce((sum, e) => sum + e.se.deductionC, 0);
  const seAdditionalMedicareC = additionalMedicareOnSelfEmploymentC(
    tables,
    table,
    earners.map((e) => e.se),
    ficaWagesC,
  );

  // Schedule 8812's earned income: Form W-2 box 1 (wages less pre-tax deferrals and benefits) plus net
  // self-employment profit less half the SE tax.
  const earnedC = ficaWagesC - pretaxC + selfEmploymentIncomeC - selfEmploymentDeductionC;
  const investmentC = investmentIncomeC(table, h.investment);
  // Pub. 915 Worksheet 1 reads the income other than the benefits less the adjustments; the taxable part joins AGI.
  const beforeBenefitsC = earnedC + investmentC + h.retirement.distributionsC - h.otherDeductionsC;
  const benefits = taxableSocialSecurity(tables, table, h.retirement.socialSecurityBenefitsC, beforeBenefitsC);
  const agiC = Math.max(0, beforeBenefitsC + benefits.taxableC);
  const aged65 = earners.filter((e) => e.age !== undefined && e.age >= tables.additionalStandardDeductionAge).length;
  const standardC = (table.standardDeduction + aged65 * table.additionalStandardDeduction65) * 100;

  const senior = tables.seniorDeduction;
  const seniorThreshold = table.seniorDeductionPhaseOutThreshold;
  const seniors = earners.filter((e) => e.age !== undefined && e.age >= senior.age).length;
  let seniorC = 0;
  if (seniorThreshold !== null && seniors > 0) {
    // IRC §151(f)(3): each $6,000 is reduced by 6 % of MAGI over the threshold.
    const cutC = rateReduction(agiC - seniorThreshold * 100, senior.phaseOutRatePct);
    seniorC = seniors * Math.max(0, senior.amount * 100 - cutC);
  }

  const inv = h.investment;
  const after = deductionsAfterAgi(
    tables,
    h.filingStatus,
    {
      agiC,
      standardC,
      seniorC,
      itemizedTotalC: h.itemizedC,
      qbiC: earners.reduce((sum, e) => sum + e.selfEmploymentC - e.se.deductionC, 0),
      netCapitalGainC: inv.qualifiedDividendsC + Math.max(0, Math.min(inv.longTermC, inv.shortTermC + inv.longTermC)),
    },
    h.deductions,
  );
  const { itemized, deductionC, taxableC } = after;
  const income = taxWithCapitalGains(tables, table, taxableC, h.investment, (c) => taxByBand(c, table));
  const niitC = netInvestmentIncomeTaxC(tables, table, h.investment, agiC);
  const eicInput: EicInput = {
    filingStatus: h.filingStatus,
    children: h.children,
    earnedC,
    agiC,
    investmentC:
      h.investment.interestC + h.investment.ordinaryDividendsC + Math.max(0, capitalGainOnReturnC(table, h.investment)),
    ages: earners.map((e) => e.age),
  };
  const eic = earnedIncomeCredit(tables, eicInput);
  // Form 2441 (Schedule 3 line 2) uses the tax before the child tax credit does (Credit Limit Worksheet A).
  const care = dependentCareCredit(tables, {
    filingStatus: h.filingStatus,
    persons: h.care.persons,
    expensesC: h.care.expensesC,
    excludedBenefitsC: h.care.excludedBenefitsC,
    earnedByEarnerC: earners.map((e) => e.ficaWagesC - e.pretaxC + e.selfEmploymentC - e.se.deductionC),
    agiC,
    taxC: income.taxC,
  });
  // Schedule 8812 lines 21–26: the FICA withheld and the deductible half of the self-employment tax, less the EIC.
  const ficaLessEicC = Math.max(0, ficaC + selfEmploymentDeductionC - eic.creditC);
  const credits = childCredits(tables, table, h, agiC, income.taxC - care.creditC, earnedC, ficaLessEicC);
  const afterCreditsC =
    income.taxC -
    care.creditC -
    credits.childTaxCreditC -
    credits.otherDependentsCreditC -
    credits.additionalChildTaxCreditC -
    eic.creditC;
  return {
    table,
    earners,
    wagesC,
    deferralsC,
    pretaxC,
    rothCatchUpC,
    benefitsC,
    socialSecurityC,
    medicareC,
    additionalC,
    ficaC,
    selfEmploymentIncomeC,
    selfEmploymentTaxC,
    selfEmploymentDeductionC,
    seAdditionalMedicareC,
    investment: h.investment,
    investmentC,
    netInvestmentIncomeTaxC: niitC,
    retirement: h.retirement,
    socialSecurity: benefits,
    earnedC,
    agiC,
    aged65,
    standardC,
    itemized,
    deductionC,
    seniors,
    seniorC,
    deductions: after,
    taxableC,
    income,
    ...credits,
    eicInput,
    eic,
    care,
    afterCreditsC,
  };
}

export type FederalReturn = ReturnType<typeof federalReturn>;
