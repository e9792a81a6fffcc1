/**
 * The tax calculator's household as each state's law reads it (state-tax.ts): the federal return's figures, with
 * the wages less the pre-tax benefits but those the state keeps in wages (tax-benefits.ts), and the income beyond
 * wages (tax-state-other-income.ts).
 */
import type { StateCode, StateTaxRules } from '../reference/law';
import { ApiError, type FieldError } from '../errors/api-error';
import type { TaxInput } from '../schemas/tax-calculator';
import { lawFor, missingStateMessage } from './law';
import { stateEicBasis } from './state-eic-basis';
import { withStateEarnedIncomeCredit } from './state-eitc';
import { withStateOwnEarnedIncomeCredit } from './state-own-eitc';
import { computeStateTax, type StateHousehold, type StateTaxComputation } from './state-tax';
import { benefitsOf, stateAddBackC } from './tax-benefits';
import type { FederalReturn } from './tax-household';
import { withChildAgeWords } from './tax-state-child-ages';
import { withDeductionsNotModelled } from './tax-state-deductions';
import { otherIncomeOf, withOtherIncomeNotModelled } from './tax-state-other-income';
import {
  filersRetirement,
  stateRetirementIncome,
  withBenefitsCredit,
  withRetirementIncomeWords,
} from './tax-state-retirement';
import {
  capitalGainsOf,
  stateCapitalGainExclusionC,
  withCapitalGainWords,
  withWashingtonExcise,
} from './tax-state-capital-gains';

/** The household as `code`'s law reads it: wages less the pre-tax benefits, but those the state keeps in wages. */
function stateHousehold(input: TaxInput, f: FederalReturn, rules: StateTaxRules): StateHousehold {
  const given = [input.preTaxDeductions, input.spousePreTaxDeductions];
  const addBacksC = f.earners.map((_, i) => stateAddBackC(rules, benefitsOf(given[i])));
  const addBackC = addBacksC.reduce((sum, c) => sum + c, 0);
  const earnerWagesC = f.earners.map((e, i) => e.ficaWagesC + addBacksC[i]!);
  // A state starting from federal AGI adds the benefits it taxes back to it (California's Schedule CA), and takes out
  // the retirement income it exempts.
  const retirement = stateRetirementIncome(rules, f, input.filingStatus);
  const excludedC = retirement.subtractedC + stateCapitalGainExclusionC(rules, f, input.filingStatus);
  const other = otherIncomeOf(f);
  return {
    filingStatus: input.filingStatus,
    wagesC: earnerWagesC.reduce((sum, w) => sum + w, 0),
    deferrals401kC: f.pretaxC,
    federalAgiC: f.agiC + addBackC - excludedC,
    form1040AgiC: f.agiC,
    federalTaxableIncomeC: Math.max(0, f.taxableC - excludedC),
    federalStandardDeductionC: f.standardC,
    federalDeductionC: f.deductionC,
    filers: input.filingStatus === 'mfj' ? 2 : 1,
    filersAged65Plus: f.aged65,
    children: input.children,
    ...(input.childAges === undefined ? {} : { childAges: input.childAges }),
    otherDependents: input.otherDependents,
    earnerWagesC,
    earnerDeferrals401kC: f.earners.map((e) => e.pretaxC),
    federalIncomeTaxC: f.income.taxC - f.care.creditC - f.childTaxCreditC - f.otherDependentsCreditC,
    federalTaxParts: {
      earnedIncomeCreditC: f.eic.creditC,
      additionalChildTaxCreditC: f.additionalChildTaxCreditC,
      netInvestmentIncomeTaxC: f.netInvestmentIncomeTaxC,
    },
    capitalGains: capitalGainsOf(f),
    ...other,
    otherIncomeC: (other.otherIncomeC ?? 0) + retirement.wagesStartC,
    ...filersRetirement(input, f),
  };
}

export function stateOf(code: StateCode, year: number, input: TaxInput, f: FederalReturn): StateTaxComputation {
  const rules = lawFor(code, year)!;
  const household = stateHousehold(input, f, rules);
  const computed = withBenefitsCredit(
    computeStateTax(rules, household),
    stateRetirementIncome(rules, f, input.filingStatus).creditC,
  );
  const s = withDeductionsNotModelled(withOtherIncomeNotModelled(computed, household), f);
  const words = withCapitalGainWords(withRetirementIncomeWords(s, f, input.filingStatus), f, input.filingStatus);
  const eicRule = rules.taxesWages ? rules.earnedIncomeCredit : undefined;
  const basis = stateEicBasis(eicRule, { ...f.eicInput, eic: f.eic, stateAgiC: words.baseC });
  const aged = withChildAgeWords(withWashingtonExcise(words, f), input.childAges);
  const shared = withStateEarnedIncomeCredit(aged, basis, input.filingStatus, input.childAges);
  return withStateOwnEarnedIncomeCredit(shared, {
    filingStatus: input.filingStatus,
    children: input.children,
    ...(input.childAges === undefined ? {} : { childAges: input.childAges }),
    earnedC: f.earnedC,
    agiC: f.agiC,
    eic: f.eic,
    ages: f.earners.map((e) => e.age),
  });
}

/** The state codes asked for, each once, in the order given. */
export function statesAsked(input: TaxInput): StateCode[] {
  return [...new Set((input.compareStates ?? []) as StateCode[])];
}

/** A 422 naming every asked state whose rules for the year are not available yet. */
export function checkStatesAvailable(input: TaxInput, year: number): void {
  const errors: FieldError[] = [];
  if (input.state !== undefined && !lawFor(input.state as StateCode, year)) {
    errors.push({
      path: '/state',
      code: 'state_not_available',
      message: missingStateMessage(input.state as StateCode, year),
    });
  }
  (input.compareStates ?? []).forEach((code, i) => {
    if (!lawFor(code as StateCode, year))
      errors.push({
        path: `/compareStates/${i}`,
        code: 'state_not_available',
        message: missingStateMessage(code as StateCode, year),
      });
  });
  if (errors.length > 0)
    throw ApiError.unsatisfiable('State income tax rules are not available for every state asked', errors);
}
