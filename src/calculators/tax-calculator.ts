/**
 * A W-2 household's income tax and take-home pay in a tax year the law covers (`taxYear`): the federal return
 * (tax-household.ts: FICA per earner, deductions, the child tax credits), the state's income tax (state-tax.ts, from
 * the state's rules as data), the take-home per paycheck (tax-paychecks.ts), and a comparison of states for the same household. This file holds
 * the checks (the 422s) and the words about the result.
 *
 * Everything is computed in integer cents; dollars appear only in the result.
 */
import { ApiError, type FieldError } from '../errors/api-error';
import { taxInputSchema, taxSchemas, type TaxInput, type TaxResult } from '../schemas/tax-calculator';
import { defaultNotes } from './default-note';
import { defineCalculator } from './define';
import { taxParts } from './tax-parts';
import { formatCents, fromCents, roundPct } from './money';
import { standInAssumptions, type StateCode, type TaxTables } from '../reference/law';
import { lawFor } from './law';
import { compareStates, comparisonRow, stateResult } from './state-tax-result';
import { deferralLimitC, federalReturn, type FederalReturn } from './tax-household';
import { spreadNetC } from './tax-paychecks';
import { payroll } from './tax-payroll';
import {
  checkInvestment,
  incomeOf,
  otherIncomeInputs,
  otherIncomeAssumptions,
  otherIncomeResult,
  wagesShareC,
} from './tax-other-income';
import { checkStatesAvailable, stateOf, statesAsked } from './tax-state';
import * as contributions from './state-contributions';
import { benefitAssumptions, benefitsOf, checkBenefits, totalOf } from './tax-benefits';
import { deductionsOf } from './tax-deductions-input';
import * as locals from './tax-local';
import { careOf, creditAssumptions, creditResult } from './tax-credit-words';
import { checkRetirementSplit } from './tax-retirement-income';
import { checkChildAges } from './tax-child-ages';

const byDefault = defaultNotes(taxInputSchema);

/** Percent of gross, rounded like every percent output (4 decimals); 0 when there is no income. */
const shareOf = (partC: number, grossC: number) => (grossC === 0 ? 0 : roundPct((partC / grossC) * 100));

const unsatisfiable = (detail: string, errors: FieldError[]) => ApiError.unsatisfiable(detail, errors);

/** The household's inputs that only a joint return has; a 422 naming them on any other status. */
function checkJointOnly(input: TaxInput): void {
  if (input.filingStatus === 'mfj') return;
  const given: FieldError[] = [];
  if (input.spouseIncome > 0) given.push(jointOnly('spouseIncome'));
  if (input.spouseRetirement401k > 0) given.push(jointOnly('spouseRetirement401k'));
  if (input.spouseAge !== undefined) given.push(jointOnly('spouseAge'));
  if (input.spouseSelfEmploymentIncome !== 0) given.push(jointOnly('spouseSelfEmploymentIncome'));
  if (input.spouseRetirementDistributions > 0) given.push(jointOnly('spouseRetirementDistributions'));
  if (given.length > 0) throw unsatisfiable('Spouse inputs apply only to a joint return (filingStatus "mfj")', given);
}

function jointOnly(field: string): FieldError {
  return {
    path: `/${field}`,
    code: 'joint_return_only',
    message: 'applies only with filingStatus "mfj": on any other return the spouse’s wages are not on it',
  };
}

/** Each earner's deferrals come out of their own wages and stay within their own limit (per person, IRC §402(g)). */
function checkDeferrals(input: TaxInput, tables: TaxTables): void {
  const errors: FieldError[] = [];
  if (input.spouseIncome > input.grossIncome) {
    errors.push({
      path: '/spouseIncome',
      code: 'exceeds_gross_income',
      message: `must not exceed grossIncome (${formatCents(input.grossIncome)}): it is the spouse's part of it`,
    });
    throw unsatisfiable("The spouse's wages cannot exceed the household's gross income", errors);
  }
  const people = [
    [
      'retirement401k',
      input.grossIncome - input.spouseIncome,
      input.retirement401k,
      input.age,
      'grossIncome − spouseIncome',
    ],
    ['spouseRetirement401k', input.spouseIncome, input.spouseRetirement401k, input.spouseAge, 'spouseIncome'],
  ] as const;
  for (const [field, wagesC, deferralsC, age, wagesName] of people) {
    // Elective deferrals come out of wages (IRC §415(c) caps them at 100 % of compensation).
    if (deferralsC > wagesC) {
      errors.push({
        path: `/${field}`,
        code: 'exceeds_gross_income',
        message:
          field === 'retirement401k' && input.spouseIncome === 0
            ? `must not exceed grossIncome (${formatCents(wagesC)}): deferrals come out of wages`
            : `must not exceed the earner's wages, ${wagesName} (${formatCents(wagesC)}): deferrals come out of wages`,
      });
    } else if (age !== undefined && deferralsC > deferralLimitC(tables, age)) {
      errors.push({
        path: `/${field}`,
        code: 'exceeds_deferral_limit',
        message: `must not exceed the ${tables.taxYear} limit at age ${age}, ${formatCents(deferralLimitC(tables, age))}`,
      });
    }
  }
  if (errors.length > 0) throw unsatisfiable('401(k) contributions exceed what the wages or the law allow', errors);
}

/** The federal return of the input's household: one earner, or two on a joint return with spouse wages. */
function federalReturnOf(input: TaxInput, tables: TaxTables): FederalReturn {
  const taxpayer = {
    earner: 'taxpayer',
    wagesC: input.grossIncome - input.spouseIncome,
    deferralsC: input.retirement401k,
    selfEmploymentC: input.selfEmploymentIncome,
    benefitsC: totalOf(benefitsOf(input.preTaxDeductions)),
    age: input.age,
  } as const;
  const spouse = {
    earner: 'spouse',
    wagesC: input.spouseIncome,
    deferralsC: input.spouseRetirement401k,
    selfEmploymentC: input.spouseSelfEmploymentIncome,
    benefitsC: totalOf(benefitsOf(input.spousePreTaxDeductions)),
    age: input.spouseAge,
  } as const;
  // A spouse without wages on a joint return still counts for the 65+ amounts and their own Schedule SE.
  const joint =
    input.filingStatus === 'mfj' &&
    (input.spouseIncome > 0 || input.spouseAge !== undefined || input.spouseSelfEmploymentIncome !== 0);
  return federalReturn(tables, {
    filingStatus: input.filingStatus,
    earners: joint ? [taxpayer, spouse] : [taxpayer],
    otherDeductionsC: input.otherDeductions,
    ...deductionsOf(input),
    children: input.children,
    otherDependents: input.otherDependents,
    ...otherIncomeInputs(input),
    care: careOf(input, tables),
  });
}

/** The whole computation in integer cents. */
function simulateTax(input: TaxInput) {
  const year = input.taxYear;
  const tables = lawFor('US', year);
  checkJointOnly(input);
  checkDeferrals(input, tables);
  checkInvestment(input);
  checkRetirementSplit(input);
  checkChildAges(input);
  checkBenefits(input, tables, input.filingStatus === 'mfj' ? input.spouseIncome : 0);
  checkStatesAvailable(input, year);
  locals.checkLocality(input);
  const f = federalReturnOf(input, tables);
  const state = input.state === undefined ? undefined : stateOf(input.state as StateCode, year, input, f);
  const stateTaxC = state?.incomeTaxC ?? 0;
  const income = incomeOf(f);
  const paidC = state ? contributions.stateContributions(state.rules, f.earners) : [];
  const contributionsTotalC = contributions.contributionsC(paidC);
  const local = locals.localTaxes(input, state, f);
  const localC = locals.localTaxesC(local);
  const totalC = income.federalC + stateTaxC + localC;
  // Refundable credits (the state's, a city's) come back at filing: in take-home, not in the tax.
  const creditRefundC = (state?.refundableCreditsC ?? 0) + locals.localRefundC(local);
  const takeHomeC = income.totalC - totalC - contributionsTotalC - f.deferralsC - f.benefitsC + creditRefundC;

  // FICA is withheld from the same wages, so a deferral can only take what is left after it. Here the
  // AGI is below FICA (under $6,000), far below any standard deduction, so there is no income tax. With
  // self-employment income the taxes are paid from it too (and a business loss can take take-home below 0).
  if (income.beyondWages ? f.wagesC - f.ficaC - contributionsTotalC - f.deferralsC < 0 : takeHomeC < 0) {
    throw unsatisfiable('401(k) contributions and taxes together exceed gross wages', [
      {
        path: '/retirement401k',
        code: 'exceeds_net_wages',
        message: `must not exceed the wages left after taxes: with FICA of ${formatCents(f.ficaC)} on ${formatCents(f.wagesC)}, at most ${formatCents(f.wagesC - f.ficaC - stateTaxC - contributionsTotalC)} can be deferred`,
      },
    ]);
  }
  const compared = statesAsked(input).map((code) => stateOf(code, year, input, f));
  const comparison = compareStates(compared, f.earners, income.federalC, income.totalC - f.deferralsC - f.benefitsC);
  // The paychecks carry the wages' share of a tax on the whole return (the state's, a locality's); a wage tax in full.
  const share = (c: number) => wagesShareC(c, f, income.totalC);
  const paidLocal = locals.withheldLocal(local, share);
  const pay = payroll(input, tables, f, income.totalC, share(stateTaxC), paidC, paidLocal);
  // The return's other taxes (Schedule 2) are owed with the income tax, and no paycheck withholds them.
  const refundC = pay.refundC - income.otherTaxesC;
  const paid = { contributions: paidC, contributionsTotalC };
  const taxes = { stateTaxC, creditRefundC, local, localC, ...paid, totalC };
  return { tables, f, income, state, ...taxes, takeHomeC, comparison, pay, refundC };
}

type Tax = ReturnType<typeof simulateTax>;

function taxWarnings(input: TaxInput, t: Tax): string[] {
  const warnings: string[] = [];
  const tables = t.tables;
  const k401 = tables.retirement401k;
  const status = input.filingStatus;
  if ((status === 'hoh' || status === 'qss') && input.children + input.otherDependents === 0) {
    // IRS Pub. 501: head of household needs a qualifying person; a qualifying surviving spouse, a dependent child.
    warnings.push(
      `Filing status "${status}" (${status === 'hoh' ? 'head of household' : 'qualifying surviving spouse'}) requires ${status === 'hoh' ? 'a qualifying person' : 'a dependent child'} (IRS Pub. 501), and no child or other dependent is given: ` +
        'the return is computed as asked, but the status may not be allowed; an unmarried filer without one files as "single"',
    );
  }
  for (const e of t.f.earners) {
    if (e.age !== undefined || e.deferralsC <= k401.limit * 100) continue;
    warnings.push(
      `401(k) contributions of ${formatCents(e.deferralsC)}${e.earner === 'spouse' ? ' (spouse)' : ''} exceed the ${tables.taxYear} elective deferral limit of ${formatCents(k401.limit * 100)}: ` +
        `they are allowed only with catch-up contributions, up to ${formatCents(k401.limitAge50 * 100)} at age 50 or older ` +
        `and ${formatCents(k401.limitAge60To63 * 100)} at ages 60–63`,
    );
  }
  return warnings;
}

/** Information that needs no action: the larger standard deduction taken in place of the itemized deductions given. */
function taxNotes(input: TaxInput, t: Tax): string[] {
  return input.itemizedDeductions !== undefined && !t.f.itemized
    ? [
        `Itemized deductions of ${formatCents(input.itemizedDeductions)} are not more than the standard deduction of ${formatCents(t.f.standardC)}: the standard deduction is used`,
      ]
    : [];
}

function taxAssumptions(input: TaxInput, t: Tax): string[] {
  const f = t.f;
  const tables = t.tables;
  const status = f.table.label.toLowerCase();
  const thresholdText = `${formatCents(f.table.additionalMedicareThreshold * 100)} (${status}${input.filingStatus === 'mfj' ? ', combined wages' : ''})`;
  const k401 = tables.retirement401k;
  const beyond = t.income.beyondWages;
  const notes = [
    `Tax year ${tables.taxYear}, ${status}: exact federal rate schedule (${tables.source})`,
    f.itemized
      ? `Itemized deductions of ${formatCents(f.deductionC)} used instead of the standard deduction of ${formatCents(f.standardC)}`
      : `Standard deduction ${formatCents(f.standardC)} (${status}${f.aged65 > 0 ? `, with ${formatCents(f.table.additionalStandardDeduction65 * 100)} for each of ${f.aged65} filer(s) aged 65+` : ''})`,
    `401(k) deferrals ${formatCents(f.deferralsC)}${f.earners.length === 1 ? byDefault('retirement401k', input.retirement401k) : ''}: subtracted from income-tax wages, not from FICA wages`,
    `Other deductions ${formatCents(input.otherDeductions)}${byDefault('otherDeductions', input.otherDeductions)}: above-the-line adjustments, subtracted in AGI`,
    'All gross income is treated as wages (W-2): subject to income tax and to employee FICA',
    ...otherIncomeAssumptions(f, tables, input),
    ...creditAssumptions(input, f, tables),
    `Social Security ${tables.socialSecurity.rate}% of each earner's wages up to the ${formatCents(tables.socialSecurity.wageBase * 100)} wage base; ` +
      `Medicare ${tables.medicare.rate}% of all wages; Additional Medicare ${tables.additionalMedicare.rate}% of wages above ${thresholdText}`,
    `Take-home pay = gross income${beyond ? ' + self-employment, investment and retirement income (a loss in full; all the Social Security benefits)' : ''} − federal income tax after credits − FICA${beyond ? ' − self-employment tax and net investment income tax' : ''} − state income tax − local income taxes − state payroll contributions − 401(k) deferrals; other and itemized deductions are not subtracted from it. It is the tax owed on the return, not what an employer withholds`,
    `Paychecks: federal withholding by IRS Pub. 15-T (${tables.taxYear}), the percentage method for automated payroll (Worksheet 1A) on each earner's wages after pre-tax deferrals, ${input.w4 || input.spouseW4 ? 'with the Form W-4 given' : "with the Form W-4 a filer following the form enters (Step 3 on the higher earner's)"}; the refund or balance due is that withholding less the tax after credits${beyond ? ' and the taxes no paycheck withholds (self-employment, net investment income)' : ''}. A paycheck's state income tax is its share of the year's liability`,
  ];
  if (input.filingStatus === 'mfj') {
    notes.push(
      `Two earners: taxpayer ${formatCents(input.grossIncome - input.spouseIncome)}, spouse ${formatCents(input.spouseIncome)}${byDefault('spouseIncome', input.spouseIncome)}; the wage base and the 401(k) limit apply to each`,
    );
  }
  if (f.seniors > 0) {
    notes.push(
      f.table.seniorDeductionPhaseOutThreshold === null
        ? 'Senior deduction: not allowed on a separate return'
        : `Senior deduction ${formatCents(f.seniorC)}: ${formatCents(tables.seniorDeduction.amount * 100)} for each of ${f.seniors} filer(s) aged 65+, each less ${tables.seniorDeduction.phaseOutRatePct}% of MAGI over ${formatCents(f.table.seniorDeductionPhaseOutThreshold * 100)}`,
    );
  }
  if (input.children > 0 || input.otherDependents > 0) {
    const c = tables.childTaxCredit;
    notes.push(
      `Child tax credit ${formatCents(c.perChild * 100)} × ${input.children} and credit for other dependents ${formatCents(c.perOtherDependent * 100)} × ${input.otherDependents}, ` +
        `less ${formatCents(c.phaseOutAmount * 100)} per ${formatCents(c.phaseOutStep * 100)} (or part) of MAGI over ${formatCents(f.table.childCreditPhaseOutThreshold * 100)}: ${formatCents(f.creditAfterPhaseOutC)}; ` +
        `the refundable part (up to ${formatCents(c.refundablePerChild * 100)} per child) by Schedule 8812${input.children >= c.ficaMethodChildren ? ', the larger of its two methods for three or more children' : ''}`,
    );
  }
  const rothThreshold = k401.rothCatchUpWageThreshold;
  if (rothThreshold === null) {
    if (f.earners.some((e) => e.age === undefined || e.age >= k401.catchUpAge)) {
      notes.push(
        `Catch-up deferrals are pre-tax whatever the wages: the Roth catch-up rule (SECURE 2.0 §603) is not applied in ${tables.taxYear} (Notice 2023-62)`,
      );
    }
  } else if (f.earners.some((e) => e.age === undefined)) {
    notes.push(
      `Without an age, deferrals are taken as pre-tax; with one, catch-up deferrals of an earner with FICA wages over ${formatCents(rothThreshold * 100)} are Roth (this year's wages stand in for last year's)`,
    );
  } else if (f.rothCatchUpC > 0) {
    notes.push(
      `Roth catch-up ${formatCents(f.rothCatchUpC)}: catch-up deferrals of an earner with FICA wages over ${formatCents(rothThreshold * 100)} must be Roth (Notice 2025-67; this year's wages stand in for last year's), so they stay in income-tax wages`,
    );
  }
  const st = t.state;
  if (st) {
    const source = st.sources[0];
    notes.push(
      `State: ${st.rules.name} ${st.rules.taxYear}${st.rules.taxesWages ? '' : `, no wage income tax: ${st.rules.reason}`}` +
        (source ? ` (${source.title}, ${source.url})` : ''),
    );
    if (st.rules.notModelled.length > 0)
      notes.push(`${st.rules.name} not modelled: ${st.rules.notModelled.join('; ')}`);
    for (const a of st.rules.assumptions) notes.push(`${st.rules.name}: ${a}`);
    notes.push(...standInAssumptions(st.rules.name, st.rules.provenance));
    notes.push(...contributions.contributionAssumptions(st.rules));
  } else notes.push('No state given: federal income tax and FICA only');
  notes.push(...locals.localAssumptions(input, st?.rules, t.local));
  if (t.comparison.length > 0) notes.push(contributions.COMPARISON_WORDS);
  notes.push(...benefitAssumptions(st?.rules, input, f.benefitsC));
  notes.push(`Pay frequency ${input.payFrequency}${byDefault('payFrequency', input.payFrequency)}`);
  notes.push(...standInAssumptions('Federal', tables.provenance));
  notes.push(tables.notModelled);
  return notes;
}

/** The result's figures, in dollars and percent. */
function taxResult(input: TaxInput, t: Tax): TaxResult {
  const f = t.f;
  return {
    taxYear: t.tables.taxYear,
    grossIncome: fromCents(f.wagesC),
    totalIncome: fromCents(t.income.totalC),
    adjustedGrossIncome: fromCents(f.agiC),
    standardDeduction: fromCents(f.standardC),
    deductionType: f.itemized ? 'itemized' : 'standard',
    deductionUsed: fromCents(f.deductionC),
    seniorDeduction: fromCents(f.seniorC),
    taxableIncome: fromCents(f.taxableC),
    federalIncomeTax: fromCents(f.income.taxC),
    brackets: f.income.bands,
    childTaxCredit: fromCents(f.childTaxCreditC),
    otherDependentsCredit: fromCents(f.otherDependentsCreditC),
    additionalChildTaxCredit: fromCents(f.additionalChildTaxCreditC),
    ...creditResult(f),
    federalIncomeTaxAfterCredits: fromCents(f.afterCreditsC),
    marginalRate: f.income.marginalRate,
    effectiveRate: shareOf(f.afterCreditsC, Math.max(0, t.income.totalC)),
    socialSecurityTax: fromCents(f.socialSecurityC),
    medicareTax: fromCents(f.medicareC),
    additionalMedicareTax: fromCents(f.additionalC),
    ficaTax: fromCents(f.ficaC),
    fica: {
      earners: f.earners.map((e) => ({
        earner: e.earner,
        wages: fromCents(e.wagesC),
        retirement401k: fromCents(e.deferralsC),
        rothCatchUp: fromCents(e.rothCatchUpC),
        socialSecurityTax: fromCents(e.socialSecurityC),
        medicareTax: fromCents(e.medicareC),
      })),
      additionalMedicareTax: fromCents(f.additionalC),
    },
    ...otherIncomeResult(f),
    stateIncomeTax: fromCents(t.stateTaxC),
    state: t.state ? stateResult(t.state, f.wagesC) : null,
    statePayrollContributions: contributions.contributionRows(t.contributions),
    statePayrollContributionsTotal: fromCents(t.contributionsTotalC),
    localTaxes: locals.localTaxRows(t.local),
    totalTax: fromCents(t.totalC),
    allInEffectiveRate: shareOf(t.totalC, Math.max(0, t.income.totalC)),
    takeHomePay: fromCents(t.takeHomeC),
    // The year's take-home (the tax owed, refund included) spread over 12 months by the paychecks' rule.
    monthlyTakeHome: fromCents(
      spreadNetC(12, t.income.totalC, [
        f.afterCreditsC,
        f.ficaC,
        t.income.otherTaxesC,
        t.stateTaxC - t.creditRefundC,
        t.localC,
        t.contributionsTotalC,
        f.deferralsC,
      ]),
    ),
    federalWithholding: fromCents(t.pay.withheldC),
    refundOrBalanceDue: fromCents(t.refundC),
    perPaycheck: t.pay.perPaycheck,
    stateComparison: t.comparison.map(comparisonRow),
  };
}

export const taxCalculator = defineCalculator<TaxInput, TaxResult>('tax-calculator', {
  parts: taxParts,
  schemas: taxSchemas,
  compute(input) {
    const t = simulateTax(input);
    return {
      result: taxResult(input, t),
      assumptions: taxAssumptions(input, t),
      warnings: taxWarnings(input, t),
      notes: taxNotes(input, t),
    };
  },
});
