/**
 * A state's own credit for low-income workers, by its own schedule rather than as a share of the federal credit
 * (the state's law file, `ownEarnedIncomeCredit` by year): Washington's Working Families Tax Credit and Minnesota's
 * child and working family credits. Each is refundable: used against the state's income tax after its other
 * credits, the rest in `refundableCreditsC` (all of it where the state has no income tax), so the tax never falls
 * below 0 and take-home pay carries the payment. Pure; cents, rounded half up.
 */
import type { ChildAndWorkingFamilyCredit, FilingStatus, WorkingFamiliesTaxCredit } from '../reference/law';
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

const LABELS = {
  workingFamiliesTaxCredit: 'Working Families Tax Credit (refundable)',
  childAndWorkingFamilyCredit: 'Child and working family credit (refundable)',
} as const;

/** `c` with the state's own credit for low-income workers, when the state's law has one that year. */
export function withStateOwnEarnedIncomeCredit(c: StateTaxComputation, h: OwnCreditHousehold): StateTaxComputation {
  const rule = c.rules.ownEarnedIncomeCredit;
  if (!rule) return c;
  const creditC =
    rule.kind === 'workingFamiliesTaxCredit'
      ? workingFamiliesTaxCreditC(rule, h)
      : childAndWorkingFamilyCreditC(rule, h);
  if (creditC <= 0) return c;
  const usedC = Math.min(creditC, c.incomeTaxC);
  return {
    ...c,
    creditLines: [...c.creditLines, { label: LABELS[rule.kind], amountC: creditC }],
    creditsC: c.creditsC + usedC,
    incomeTaxC: c.incomeTaxC - usedC,
    refundableCreditsC: (c.refundableCreditsC ?? 0) + creditC - usedC,
    sources:
      rule.source && !c.sources.some((s) => s.url === rule.source!.url) ? [...c.sources, rule.source] : c.sources,
  };
}
