/**
 * A state's own credit for low-income workers, by its own schedule rather than as a share of the federal credit
 * (the state's law file, `ownEarnedIncomeCredit` by year): Washington's Working Families Tax Credit, Minnesota's
 * child and working family credits and California's Young Child Tax Credit. Each is refundable: used against the state's income tax after its other
 * credits, the rest in `refundableCreditsC` (all of it where the state has no income tax), so the tax never falls
 * below 0 and take-home pay carries the payment. Pure; cents, rounded half up.
 */
import type {
  ChildAndWorkingFamilyCredit,
  FilingStatus,
  WorkingFamiliesTaxCredit,
  YoungChildTaxCredit,
} from '../reference/law';
import { percentOfCentsHalfUp } from './schedule-math';
import type { StateTaxComputation } from './state-tax';
import type { EarnedIncomeCredit } from './tax-credits';

/** What the state's own credit reads of the federal return (cents). */
export interface OwnCreditHousehold {
  readonly filingStatus: FilingStatus;
  /** Qualifying children (the return's children under 17). */
  readonly children: number;
  /** The age of each qualifying child on 31 December, where given (`childAges`); absent: unknown. */
  readonly childAges?: readonly number[];
  readonly earnedC: number;
  readonly agiC: number;
  /** The federal earned income credit as computed (its column, outcome and amount). */
  readonly eic: EarnedIncomeCredit;
  /** The filers' ages (undefined where not given). */
  readonly ages: readonly (number | undefined)[];
}

/**
 * RCW 82.08.0206(3): the maximum for the children, from `phaseOutBelowLimit` below the federal credit's income
 * limit (the EIC Table's completed phase-out, joint or not) reduced in a straight line to the minimum at the limit,
 * on the greater of earned income and AGI; none without the federal credit.
 */
export function workingFamiliesTaxCreditC(rule: WorkingFamiliesTaxCredit, h: OwnCreditHousehold): number {
  if (h.eic.creditC <= 0) return 0;
  const i = Math.min(h.eic.children, rule.maxByChildren.length - 1);
  const maxC = rule.maxByChildren[i]! * 100;
  const minC = rule.minimum * 100;
  const widthC = rule.phaseOutBelowLimitByChildren[i]! * 100;
  const col = h.eic.column;
  const limitC = (h.eic.joint ? col.phaseOutEndJoint : col.phaseOutEnd) * 100;
  const overC = Math.max(h.earnedC, h.agiC) - (limitC - widthC);
  if (overC <= 0) return maxC;
  if (overC >= widthC) return minC;
  return Math.max(minC, maxC - Math.floor(((maxC - minC) * overC) / widthC + 0.5));
}

/**
 * Schedule M1CWFC: the child credit for each qualifying child plus the working family credit on earned income, the
 * sum reduced by the rate on the greater of AGI and earned income over the threshold; none on a separate return,
 * with investment income over the federal limit, or without a child when no filer is of the ages (an age not
 * given is taken to meet them).
 */
export function childAndWorkingFamilyCreditC(rule: ChildAndWorkingFamilyCredit, h: OwnCreditHousehold): number {
  if (h.filingStatus === 'mfs' || h.eic.outcome === 'investmentIncome') return 0;
  const known = h.ages.filter((a): a is number => a !== undefined);
  const ofAge = known.length === 0 || known.some((a) => a >= rule.childlessMinAge && a <= rule.childlessMaxAge);
  const childC = h.children * rule.perChild * 100;
  const workC =
    h.children > 0 || ofAge
      ? percentOfCentsHalfUp(Math.min(Math.max(0, h.earnedC), rule.earnedIncomeUpTo * 100), rule.earnedIncomeRatePct)
      : 0;
  const thresholdC = (h.filingStatus === 'mfj' ? rule.phaseOutThresholdJoint : rule.phaseOutThreshold) * 100;
  const overC = Math.max(0, Math.max(h.earnedC, h.agiC) - thresholdC);
  return Math.max(0, childC + workC - percentOfCentsHalfUp(overC, rule.phaseOutRatePct));
}

/**
 * R&TC §17052.1: the amount with a child under the age limit, less the reduction for each $100 or part of one of
 * earned income over the threshold, not below 0; none without such a child (or with the ages unknown), with earned
 * income or federal AGI at the earned income limit or over, investment income over its limit, or a net loss over
 * its limit (earned income of 0 or a loss within it is allowed: §17052.1(b)).
 */
export function youngChildTaxCreditC(rule: YoungChildTaxCredit, h: OwnCreditHousehold): number {
  if (!(h.childAges ?? []).some((a) => a < rule.childAgeLimit)) return 0;
  const limitC = rule.earnedIncomeLimit * 100;
  if (h.earnedC >= limitC || h.agiC >= limitC || h.eic.investmentC > rule.investmentIncomeLimit * 100) return 0;
  if (-h.earnedC > rule.netLossLimit * 100) return 0;
  const overC = Math.max(0, h.earnedC - rule.phaseOutThreshold * 100);
  const steps = Math.ceil(overC / 10_000);
  return Math.max(0, rule.amount * 100 - Math.round(steps * rule.reductionPer100 * 100));
}

const LABELS = {
  workingFamiliesTaxCredit: 'Working Families Tax Credit (refundable)',
  childAndWorkingFamilyCredit: 'Child and working family credit (refundable)',
  youngChildTaxCredit: 'Young Child Tax Credit (refundable)',
} as const;

/** The credit `rule` gives the household, in cents. */
function ownCreditC(rule: NonNullable<StateTaxComputation['rules']['ownEarnedIncomeCredit']>, h: OwnCreditHousehold) {
  switch (rule.kind) {
    case 'workingFamiliesTaxCredit':
      return workingFamiliesTaxCreditC(rule, h);
    case 'childAndWorkingFamilyCredit':
      return childAndWorkingFamilyCreditC(rule, h);
    case 'youngChildTaxCredit':
      return youngChildTaxCreditC(rule, h);
  }
}

/** `c` with the state's own credit for low-income workers, when the state's law has one that year. */
export function withStateOwnEarnedIncomeCredit(c: StateTaxComputation, h: OwnCreditHousehold): StateTaxComputation {
  const rule = c.rules.ownEarnedIncomeCredit;
  if (!rule) return c;
  const creditC = ownCreditC(rule, h);
  if (creditC <= 0) return withAgesUnknown(c, rule, h);
  const usedC = Math.min(creditC, c.incomeTaxC);
  return {
    ...withSeparateReturnWords(c, rule, h),
    creditLines: [...c.creditLines, { label: LABELS[rule.kind], amountC: creditC }],
    creditsC: c.creditsC + usedC,
    incomeTaxC: c.incomeTaxC - usedC,
    refundableCreditsC: (c.refundableCreditsC ?? 0) + creditC - usedC,
    sources:
      rule.source && !c.sources.some((s) => s.url === rule.source!.url) ? [...c.sources, rule.source] : c.sources,
  };
}

/**
 * A credit that needs a child's age, for a household with children whose ages were not given: the answer says it was
 * not claimed, and why, in the state's `notModelled`.
 */
function withAgesUnknown(
  c: StateTaxComputation,
  rule: NonNullable<StateTaxComputation['rules']['ownEarnedIncomeCredit']>,
  h: OwnCreditHousehold,
): StateTaxComputation {
  if (rule.kind !== 'youngChildTaxCredit' || h.children === 0 || h.childAges !== undefined) return c;
  const words = `Young Child Tax Credit (R&TC §17052.1, a child under ${rule.childAgeLimit}): not claimed, no child age was given (give childAges)`;
  return { ...c, rules: { ...c.rules, notModelled: [...c.rules.notModelled, words] } };
}

/**
 * The Young Child Tax Credit on a separate return: the FTB allows the CalEITC, and so this credit, to a married/RDP
 * filer filing separately only with a qualifying child living with the filer more than half the year and the spouses
 * apart (FTB EITC calculator, "Help with filing status",
 * https://www.ftb.ca.gov/file/personal/credits/EITC-calculator/Help/FilingStatus, read 2026-11-29); the return is taken to meet that rule, as the federal
 * credit takes it to meet IRC §32(d)(2), and the answer says so.
 */
function withSeparateReturnWords(
  c: StateTaxComputation,
  rule: NonNullable<StateTaxComputation['rules']['ownEarnedIncomeCredit']>,
  h: OwnCreditHousehold,
): StateTaxComputation {
  if (rule.kind !== 'youngChildTaxCredit' || h.filingStatus !== 'mfs') return c;
  const words =
    'Young Child Tax Credit on a separate return: the return is taken to meet the FTB’s rule for married/RDP filing separately (a qualifying child lived with the filer more than half the year, and the spouses lived apart the last 6 months of the year or are legally separated and did not live together at its end)';
  return { ...c, rules: { ...c.rules, assumptions: [...c.rules.assumptions, words] } };
}
