/**
 * State rules that are formulas rather than tables, by the `name` a state's data gives them
 * (`StateTaxRules.special`). Each reads its figures from the rule's `figures` (sourced beside them in the state's
 * module) and answers tax to add (a recapture, a supplemental tax) or a nonrefundable credit (a forgiveness).
 * A state module naming a rule that is not here is refused by the registry test, never at request time.
 *
 * To add one: write a `SpecialRuleFn` below and list it in `SPECIAL_RULES` under the name the data uses.
 */
import type { ByStatus, SpecialRule, StateFilingStatus, WageIncomeTax } from '../reference/state-tax/types';
import { percentOfCents, taxBySchedule, type StateHousehold } from './state-tax';

export interface SpecialRuleContext {
  readonly household: StateHousehold;
  readonly rules: WageIncomeTax;
  readonly rule: SpecialRule;
  /** The state's starting income after its add-backs, cents. */
  readonly baseC: number;
  /** State taxable income, cents. */
  readonly taxableC: number;
  /** Tax by the rate schedule alone, cents. */
  readonly scheduleTaxC: number;
  /** The schedule's tax plus what surtaxes and the rules listed before this one added, cents. */
  readonly taxSoFarC: number;
  /** Credits claimed by the exemptions and the rules listed before this one, cents (before the cap at the tax). */
  readonly creditsSoFarC: number;
}

export interface SpecialRuleEffect {
  /** Tax added to the schedule's tax, cents. */
  readonly taxC?: number;
  /** Nonrefundable credit against the tax, cents. */
  readonly creditC?: number;
}

export type SpecialRuleFn = (context: SpecialRuleContext) => SpecialRuleEffect;

/** A number figure of `rule`; a missing or mistyped figure is a data defect, named. */
export function figure(rule: SpecialRule, key: string): number {
  const value = rule.figures[key];
  if (typeof value !== 'number') throw new Error(`special rule "${rule.name}": figure "${key}" must be a number`);
  return value;
}

/** A per-status figure of `rule`. */
export function figureByStatus(rule: SpecialRule, key: string, status: StateFilingStatus): number {
  const value = rule.figures[key];
  const perStatus =
    typeof value === 'object' && !Array.isArray(value) ? (value as ByStatus<unknown>)[status] : undefined;
  if (typeof perStatus !== 'number') throw new Error(`special rule "${rule.name}": figure "${key}" must be per status`);
  return perStatus;
}

/** A list figure of `rule` (a table's column), the same for every status or per status. */
export function figureList(rule: SpecialRule, key: string, status: StateFilingStatus): readonly number[] {
  const value = rule.figures[key];
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? (value as ByStatus<readonly number[] | number>)[status]
      : undefined;
  if (!Array.isArray(list)) throw new Error(`special rule "${rule.name}": figure "${key}" must be a list`);
  return list as readonly number[];
}

/**
 * Pennsylvania's Tax Forgiveness (PA-40 Schedule SP; 72 P.S. §7304): a share of the tax is forgiven when the
 * household's eligibility income is at most `base[status]` + `perDependent` per dependent child (100 %), and
 * `stepPct` percent less for every `step` dollars (or part) above it. Eligibility income is taken as the state
 * base (PA compensation, 401(k) deferrals included); married filers use their joint income.
 */
const paTaxForgiveness: SpecialRuleFn = ({ household, rule, baseC, scheduleTaxC }) => {
  const limitC =
    (figureByStatus(rule, 'base', household.filingStatus) +
      figure(rule, 'perDependent') * (household.children + household.otherDependents)) *
    100;
  const overC = baseC - limitC;
  const steps = overC <= 0 ? 0 : Math.ceil(overC / (figure(rule, 'step') * 100));
  const sharePct = Math.max(0, 100 - steps * figure(rule, 'stepPct'));
  return { creditC: Math.round((scheduleTaxC * sharePct) / 100) };
};

/**
 * The effect of a deduction the table cannot express, as the schedule sees it: the tax on the taxable income
 * without it minus the tax with it (a nonrefundable credit), so that a progressive schedule is honoured exactly.
 */
function deductionAsCredit(context: SpecialRuleContext, deductionC: number): SpecialRuleEffect {
  const { rules, household, taxableC, scheduleTaxC } = context;
  if (deductionC <= 0) return {};
  const schedule = rules.brackets.byStatus[household.filingStatus];
  return { creditC: scheduleTaxC - taxBySchedule(Math.max(0, taxableC - deductionC), schedule).taxC };
}

/** Income the table's deductions over-allow (a phase-down it cannot express), taxed at the schedule. */
function lostDeductionAsTax(context: SpecialRuleContext, lostC: number): SpecialRuleEffect {
  const { rules, household, taxableC, scheduleTaxC } = context;
  if (lostC <= 0) return {};
  const schedule = rules.brackets.byStatus[household.filingStatus];
  return { taxC: taxBySchedule(taxableC + lostC, schedule).taxC - scheduleTaxC };
}

/**
 * Massachusetts (M.G.L. c. 62 §3(B)(a)(9); Form 1 line 10): each earner deducts the Social Security and Medicare
 * tax on their wages, at most `capPerEarner`. Social Security is 6.2 % up to the wage base, Medicare 1.45 %.
 */
const maPayrollContributionsDeduction: SpecialRuleFn = (context) => {
  const { household, rule } = context;
  const capC = figure(rule, 'capPerEarner') * 100;
  const wageBaseC = figure(rule, 'socialSecurityWageBase') * 100;
  const earners = household.earnerWagesC ?? [household.wagesC];
  const deductionC = earners.reduce(
    (sum, wagesC) =>
      sum + Math.min(capC, percentOfCents(Math.min(wagesC, wageBaseC), 6.2) + percentOfCents(wagesC, 1.45)),
    0,
  );
  return deductionAsCredit(context, deductionC);
};

/**
 * Maryland (Tax-General §10-211; the booklet's Exemption Amount Chart): each exemption is the table's `amount`
 * up to the first federal-AGI threshold, `amountOverFirst` above it, `amountOverSecond` above the second, 0 above
 * the third. The table allows the full amount; the exemptions lost are taxed back here.
 */
const mdExemptionByAgi: SpecialRuleFn = (context) => {
  const { household: h, rules, rule } = context;
  const status = h.filingStatus;
  const full = rules.personalExemption?.amount ?? 0;
  const agiC = h.federalAgiC;
  const allowed =
    agiC > figureByStatus(rule, 'thirdThreshold', status) * 100
      ? 0
      : agiC > figureByStatus(rule, 'secondThreshold', status) * 100
        ? figure(rule, 'amountOverSecond')
        : agiC > figureByStatus(rule, 'firstThreshold', status) * 100
          ? figure(rule, 'amountOverFirst')
          : full;
  const exemptions = h.filers + h.children + h.otherDependents;
  return lostDeductionAsTax(context, (full - allowed) * 100 * exemptions);
};

/**
 * Minnesota (Minn. Stat. §290.0123 subd. 5): the standard deduction shrinks by `lowPct` % of federal AGI over
 * `lowThreshold` (up to `highThreshold`) plus `highPct` % over `highThreshold`, at most `maxPct` % of it; over
 * `fullReductionOver`, by `maxPct` %. The table allows the full deduction; the part lost is taxed back here.
 */
const mnStandardDeductionLimit: SpecialRuleFn = (context) => {
  const { household: h, rules, rule } = context;
  const status = h.filingStatus;
  const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
  const lowC = figureByStatus(rule, 'lowThreshold', status) * 100;
  const highC = figureByStatus(rule, 'highThreshold', status) * 100;
  const maxC = percentOfCents(fullC, figure(rule, 'maxPct'));
  const agiC = h.federalAgiC;
  const reductionC =
    agiC > figure(rule, 'fullReductionOver') * 100
      ? maxC
      : Math.min(
          maxC,
          percentOfCents(Math.max(0, Math.min(agiC, highC) - lowC), figure(rule, 'lowPct')) +
            percentOfCents(Math.max(0, agiC - highC), figure(rule, 'highPct')),
        );
  return lostDeductionAsTax(context, reductionC);
};

/**
 * Missouri (RSMo §143.171): a share of the federal income tax is deducted, by Missouri AGI (taken as the state
 * base): `pctBelow25000` below $25,000, `pctFrom25000` from $25,000, `pctFrom50000` from $50,000,
 * `pctFrom100000` from $100,000, none from `noneFromAgi`; at most `cap`.
 */
const moFederalTaxDeduction: SpecialRuleFn = (context) => {
  const { household: h, rule, baseC } = context;
  const federalTaxC = h.federalIncomeTaxC ?? 0;
  const pct =
    baseC >= figure(rule, 'noneFromAgi') * 100
      ? 0
      : baseC >= 100_000_00
        ? figure(rule, 'pctFrom100000')
        : baseC >= 50_000_00
          ? figure(rule, 'pctFrom50000')
          : baseC >= 25_000_00
            ? figure(rule, 'pctFrom25000')
            : figure(rule, 'pctBelow25000');
  const deductionC = Math.min(percentOfCents(federalTaxC, pct), figureByStatus(rule, 'cap', h.filingStatus) * 100);
  return deductionAsCredit(context, deductionC);
};

/**
 * Oregon (ORS 316.800; Form OR-40, federal tax liability subtraction): the federal income tax of the year is
 * subtracted, at most `cap`; from federal AGI of `phaseOutFrom` the cap falls by `pctPerStep` percent of itself at
 * once and again for each further `step` of AGI. The federal tax is taken after the nonrefundable child and
 * other-dependent credits (the refundable additional child tax credit only arises when that tax is 0).
 */
const orFederalTaxSubtraction: SpecialRuleFn = (context) => {
  const { household: h, rule } = context;
  const status = h.filingStatus;
  const overC = h.federalAgiC - figureByStatus(rule, 'phaseOutFrom', status) * 100;
  const steps = overC < 0 ? 0 : Math.floor(overC / (figureByStatus(rule, 'step', status) * 100)) + 1;
  const sharePct = Math.max(0, 100 - steps * figure(rule, 'pctPerStep'));
  const capC = Math.round((figureByStatus(rule, 'cap', status) * 100 * sharePct) / 100);
  return deductionAsCredit(context, Math.min(Math.max(0, h.federalIncomeTaxC ?? 0), capC));
};

/**
 * Tax added in steps of federal AGI (Connecticut's Table C add-back and Table D recapture, C.G.S. §12-700(a)):
 * `amount` dollars for each `step` of AGI, or part of one, over `from`, at most `max`; all by filing status.
 */
const agiStepAddition: SpecialRuleFn = ({ household: h, rule }) => {
  const status = h.filingStatus;
  const overC = h.federalAgiC - figureByStatus(rule, 'from', status) * 100;
  if (overC <= 0) return {};
  const steps = Math.ceil(overC / (figureByStatus(rule, 'step', status) * 100));
  return {
    taxC: Math.min(figureByStatus(rule, 'max', status), steps * figureByStatus(rule, 'amount', status)) * 100,
  };
};

/**
 * Connecticut's personal tax credit (C.G.S. §12-703; Table E): `pct[i]` percent of the tax so far (the schedule's
 * tax with the add-back and recapture) where federal AGI is over the row before's `agiUpTo` (the first row: any
 * AGI) and at most `agiUpTo[i]`; none above the last row.
 */
const ctPersonalTaxCredit: SpecialRuleFn = ({ household: h, rule, taxSoFarC }) => {
  const tops = figureList(rule, 'agiUpTo', h.filingStatus);
  const pcts = figureList(rule, 'pct', h.filingStatus);
  if (tops.length !== pcts.length) throw new Error(`special rule "${rule.name}": agiUpTo and pct differ in length`);
  const row = tops.findIndex((top) => h.federalAgiC <= top * 100);
  return row < 0 ? {} : { creditC: Math.round((taxSoFarC * pcts[row]!) / 100) };
};

/** The last index of `values` that `test` accepts (0 when none does). */
function lastIndex(values: readonly number[], test: (value: number) => boolean): number {
  let found = 0;
  values.forEach((value, i) => {
    if (test(value)) found = i;
  });
  return found;
}

/**
 * New York's supplemental tax (Tax Law §601(d-1); the IT-201 tax computation worksheets): above New York AGI of
 * `startAgi`, the benefit of the brackets below the one taxable income falls in is recaptured, so that at full
 * phase-in all taxable income is taxed at that bracket's rate. The recapture base (the benefit already recaptured
 * by the brackets below) is added in full; the bracket's own increment is phased in over `phaseIn` dollars of AGI
 * above the bracket's bottom (above `startAgi` for the first, the bracket `startAgi` falls in), the fraction
 * rounded to four decimals as the worksheets do. Above `flatAbove` of AGI, all taxable income is taxed at the
 * top rate. The amounts are computed from the schedule in cents (the worksheets print them in whole dollars).
 */
const nyRecapture: SpecialRuleFn = ({ household, rules, rule, taxableC, scheduleTaxC }) => {
  const agiC = household.federalAgiC;
  const startC = figure(rule, 'startAgi') * 100;
  if (agiC <= startC) return {};
  const schedule = rules.brackets.byStatus[household.filingStatus];
  const bottomsC = schedule.map((_, i) => (i === 0 ? 0 : schedule[i - 1]!.upTo! * 100));
  const top = schedule.length - 1;
  if (agiC > figure(rule, 'flatAbove') * 100) {
    return { taxC: Math.max(0, percentOfCents(taxableC, schedule[top]!.rate) - scheduleTaxC) };
  }
  // The bracket `startAgi` falls in, and the bracket of the taxable income ("over its bottom"), not below it.
  const first = lastIndex(bottomsC, (bottomC) => bottomC <= startC);
  const band = Math.max(
    first,
    lastIndex(bottomsC, (bottomC) => bottomC < taxableC),
  );
  // Flat-rate tax minus the schedule's tax: the whole benefit of the lower brackets at this bracket's rate.
  const benefitAt = (incomeC: number, rate: number) =>
    percentOfCents(incomeC, rate) - taxBySchedule(incomeC, schedule).taxC;
  const fullC = benefitAt(taxableC, schedule[band]!.rate);
  const recaptureBaseC = band === first ? 0 : benefitAt(bottomsC[band]!, schedule[band - 1]!.rate);
  const phaseStartC = band === first ? startC : bottomsC[band]!;
  const phaseInC = figure(rule, 'phaseIn') * 100;
  // Fraction in ten-thousandths, rounded as the worksheets round it to four decimals.
  const fraction = Math.min(10_000, Math.max(0, Math.round(((agiC - phaseStartC) * 10_000) / phaseInC)));
  const incrementC = Math.round(((fullC - recaptureBaseC) * fraction) / 10_000);
  return { taxC: Math.max(0, recaptureBaseC + incrementC) };
};

/**
 * Alabama (Code §40-18-15(b)): the standard deduction (the table's largest amount) falls by `reductionPerStep`
 * for each full `step` of federal AGI over `threshold`, never below `minimum`; the part lost is taxed back here.
 */
const alStandardDeduction: SpecialRuleFn = (context) => {
  const { household: h, rules, rule } = context;
  const status = h.filingStatus;
  const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
  const overC = h.federalAgiC - figureByStatus(rule, 'threshold', status) * 100;
  const steps = overC <= 0 ? 0 : Math.floor(overC / (figureByStatus(rule, 'step', status) * 100));
  const allowedC = Math.max(
    figureByStatus(rule, 'minimum', status) * 100,
    fullC - steps * figureByStatus(rule, 'reductionPerStep', status) * 100,
  );
  return lostDeductionAsTax(context, fullC - allowedC);
};

/**
 * Alabama (Code §40-18-19(a)(9)): each dependent exemption is the table's amount up to `firstThreshold` of AGI,
 * `amountOverFirst` above it and `amountOverSecond` above `secondThreshold`; the part lost is taxed back here.
 */
const alDependentExemption: SpecialRuleFn = (context) => {
  const { household: h, rules, rule } = context;
  const full = rules.dependentExemption?.amount ?? 0;
  const allowed =
    h.federalAgiC > figure(rule, 'secondThreshold') * 100
      ? figure(rule, 'amountOverSecond')
      : h.federalAgiC > figure(rule, 'firstThreshold') * 100
        ? figure(rule, 'amountOverFirst')
        : full;
  return lostDeductionAsTax(context, (full - allowed) * 100 * (h.children + h.otherDependents));
};

/** Alabama (Code §40-18-15(a)(2)): the federal income tax of the year is deducted in full. */
const alFederalTaxDeduction: SpecialRuleFn = (context) =>
  deductionAsCredit(context, context.household.federalIncomeTaxC ?? 0);

/**
 * A fixed amount of tax once taxable income exceeds `over` (Ohio's schedule: $0 up to $26,050, then "$332 plus
 * 2.75 % of the amount over $26,050"): the schedule's bands carry the rate, this adds the step.
 */
const fixedTaxOver: SpecialRuleFn = ({ rule, taxableC }) =>
  taxableC > figure(rule, 'over') * 100 ? { taxC: figure(rule, 'amount') * 100 } : {};

/**
 * Ohio's exemption credit (R.C. 5747.022): `perExemption` dollars for each exemption (filers and dependents)
 * when the Ohio income tax base (Ohio AGI less exemptions: taxable income here) is below `incomeBelow`.
 */
const ohExemptionCredit: SpecialRuleFn = ({ household, rule, taxableC }) => {
  if (taxableC >= figure(rule, 'incomeBelow') * 100) return {};
  const exemptions = household.filers + household.children + household.otherDependents;
  return { creditC: exemptions * figure(rule, 'perExemption') * 100 };
};

/**
 * Ohio's joint filing credit (R.C. 5747.05(E)): on a joint return where each spouse has at least `minEachSpouse`
 * dollars of qualifying income (wages here), a percentage of the tax after the credits before it, by Ohio taxable
 * income (`pct` to `upTo` dollars, rows in order), at most `cap` dollars; none when modified AGI exceeds `maxAgi`.
 * Without each earner's wages the spouses' split is unknown and the credit is not taken.
 */
const ohJointFilingCredit: SpecialRuleFn = ({ household, rule, taxableC, taxSoFarC, creditsSoFarC }) => {
  if (household.filingStatus !== 'mfj' || household.federalAgiC > figure(rule, 'maxAgi') * 100) return {};
  const earners = household.earnerWagesC ?? [];
  const minC = figure(rule, 'minEachSpouse') * 100;
  if (earners.length < 2 || earners.some((wagesC) => wagesC < minC)) return {};
  const pct =
    taxableC <= figure(rule, 'upTo1') * 100
      ? figure(rule, 'pct1')
      : taxableC <= figure(rule, 'upTo2') * 100
        ? figure(rule, 'pct2')
        : taxableC <= figure(rule, 'upTo3') * 100
          ? figure(rule, 'pct3')
          : figure(rule, 'pctAbove');
  const taxC = Math.max(0, taxSoFarC - creditsSoFarC);
  return { creditC: Math.min(figure(rule, 'cap') * 100, percentOfCents(taxC, pct)) };
};

/**
 * Arkansas (A.C.A. §26-51-201(a)(4)): from net income `from`, the tax is the top rate on all income less a
 * reduction that starts at `startReduction` and falls by `stepReduction` per full `step` to `minReduction`; the
 * schedule gives the reduction `scheduleReduction`, so the difference is added (or, where negative, credited).
 */
const arHighIncomeAdjustment: SpecialRuleFn = ({ rule, taxableC }) => {
  const fromC = figure(rule, 'from') * 100;
  if (taxableC < fromC) return {};
  const steps = Math.floor((taxableC - fromC) / (figure(rule, 'step') * 100));
  const reductionC = Math.round(
    Math.max(figure(rule, 'minReduction'), figure(rule, 'startReduction') - steps * figure(rule, 'stepReduction')) *
      100,
  );
  const deltaC = Math.round(figure(rule, 'scheduleReduction') * 100) - reductionC;
  return deltaC >= 0 ? { taxC: deltaC } : { creditC: -deltaC };
};

/**
 * A minimum tax on federal AGI (Vermont, 32 V.S.A. §5822(a)(6)): with federal AGI over `agiOver`, the tax is at
 * least `pctOfAgi` percent of federal AGI; the difference to the tax so far is added.
 */
const minimumTaxOnAgi: SpecialRuleFn = ({ household, rule, taxSoFarC }) => {
  if (household.federalAgiC <= figure(rule, 'agiOver') * 100) return {};
  const minimumC = percentOfCents(household.federalAgiC, figure(rule, 'pctOfAgi'));
  return minimumC > taxSoFarC ? { taxC: minimumC - taxSoFarC } : {};
};

/**
 * New Mexico (NMSA 1978 §7-2-39): a deduction of `amount` (by filing status; 0 where the status does not qualify)
 * for each dependent but one.
 */
const nmCertainDependentsDeduction: SpecialRuleFn = (context) => {
  const { household: h, rule } = context;
  const dependents = h.children + h.otherDependents;
  const perDependentC = figureByStatus(rule, 'amount', h.filingStatus) * 100;
  return deductionAsCredit(context, Math.max(0, dependents - 1) * perDependentC);
};

/**
 * Wisconsin's sliding-scale standard deduction (Wis. Stat. §71.05(22)): the table's amount less `ratePct` percent
 * of Wisconsin AGI (federal AGI here) over `threshold`, never below 0. A head of household's falls faster
 * (`ratePct` on its own amount) but never below what a single filer with the same income deducts. The part lost
 * is taxed back here.
 */
const wiSlidingStandardDeduction: SpecialRuleFn = (context) => {
  const { household: h, rules, rule } = context;
  const allowedC = (status: StateFilingStatus): number => {
    const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
    const overC = Math.max(0, h.federalAgiC - figureByStatus(rule, 'threshold', status) * 100);
    return Math.max(0, fullC - percentOfCents(overC, figureByStatus(rule, 'ratePct', status)));
  };
  const status = h.filingStatus;
  const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
  const allowed = status === 'hoh' ? Math.max(allowedC('hoh'), Math.min(fullC, allowedC('single'))) : allowedC(status);
  return lostDeductionAsTax(context, fullC - allowed);
};

/**
 * Utah's taxpayer tax credit (Utah Code §59-10-1018): `ratePct` percent of the federal standard deduction plus
 * `perDependent` for each dependent, less `phaseOutPct` percent of state taxable income over `threshold`; a
 * nonrefundable credit, never below 0.
 */
const utTaxpayerCredit: SpecialRuleFn = ({ household: h, rule, taxableC }) => {
  const status = h.filingStatus;
  const baseC = h.federalStandardDeductionC + figure(rule, 'perDependent') * 100 * (h.children + h.otherDependents);
  const overC = Math.max(0, taxableC - figureByStatus(rule, 'threshold', status) * 100);
  const creditC = percentOfCents(baseC, figure(rule, 'ratePct')) - percentOfCents(overC, figure(rule, 'phaseOutPct'));
  return creditC > 0 ? { creditC } : {};
};

/**
 * South Carolina's Income Adjusted Deduction (S.C. Code §12-6-1140(15), as enacted by Act No. 110 of 2026): the
 * table's amount, reduced in proportion as federal AGI runs from `phaseOutStart` over the next `phaseOutWidth`
 * dollars (the whole amount is gone at the end of that range), the reduction rounded down to a multiple of
 * `roundDownTo` dollars. The part lost is taxed back here.
 */
const scIncomeAdjustedDeduction: SpecialRuleFn = (context) => {
  const { household: h, rules, rule } = context;
  const status = h.filingStatus;
  const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
  const overC = Math.max(0, h.federalAgiC - figureByStatus(rule, 'phaseOutStart', status) * 100);
  const widthC = figureByStatus(rule, 'phaseOutWidth', status) * 100;
  const stepC = figure(rule, 'roundDownTo') * 100;
  const lostC = overC >= widthC ? fullC : Math.floor((fullC * overC) / widthC / stepC) * stepC;
  return lostDeductionAsTax(context, lostC);
};

/**
 * Wisconsin's married couple credit (Wis. Stat. §71.07(6); Schedule 2): on a joint return, `pct` percent of the
 * qualified earned income of the spouse who earns less (wages less pre-tax 401(k) deferrals, W-2 box 1), counted
 * up to `maxIncome`. Without each earner's wages the spouses' split is unknown and the credit is not taken.
 */
const wiMarriedCoupleCredit: SpecialRuleFn = ({ household: h, rule }) => {
  const earners = h.earnerWagesC ?? [];
  if (h.filingStatus !== 'mfj' || earners.length < 2) return {};
  const qualifiedC = earners.map((wagesC, i) => Math.max(0, wagesC - (h.earnerDeferrals401kC?.[i] ?? 0)));
  const lowerC = Math.min(figure(rule, 'maxIncome') * 100, ...qualifiedC);
  const creditC = percentOfCents(lowerC, figure(rule, 'pct'));
  return creditC > 0 ? { creditC } : {};
};

/** Every implemented rule by the name state data uses. */
export const SPECIAL_RULES: Readonly<Record<string, SpecialRuleFn>> = {
  paTaxForgiveness,
  'al-standard-deduction': alStandardDeduction,
  'al-dependent-exemption': alDependentExemption,
  'al-federal-tax-deduction': alFederalTaxDeduction,
  'agi-step-addition': agiStepAddition,
  'ar-high-income-adjustment': arHighIncomeAdjustment,
  'ct-personal-tax-credit': ctPersonalTaxCredit,
  'ma-payroll-contributions-deduction': maPayrollContributionsDeduction,
  'md-exemption-by-agi': mdExemptionByAgi,
  'mn-standard-deduction-limit': mnStandardDeductionLimit,
  'mo-federal-tax-deduction': moFederalTaxDeduction,
  'or-federal-tax-subtraction': orFederalTaxSubtraction,
  'nm-certain-dependents-deduction': nmCertainDependentsDeduction,
  nyRecapture,
  fixedTaxOver,
  ohExemptionCredit,
  ohJointFilingCredit,
  'minimum-tax-on-agi': minimumTaxOnAgi,
  'sc-income-adjusted-deduction': scIncomeAdjustedDeduction,
  'ut-taxpayer-credit': utTaxpayerCredit,
  'wi-sliding-standard-deduction': wiSlidingStandardDeduction,
  'wi-married-couple-credit': wiMarriedCoupleCredit,
};
