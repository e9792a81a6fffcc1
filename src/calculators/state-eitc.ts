/**
 * A state's earned income credit as a share of the federal one (the state's law file, `earnedIncomeCredit` by
 * year: its percent and whether the state refunds what its tax does not take). It is used against the state's tax
 * after its other credits; a refundable credit's rest is `refundableCreditsC`, so the state's income tax never falls
 * below 0 and take-home pay carries the refund. The twists of `StateEarnedIncomeCredit`: a percent by the number of
 * qualifying children or with a young child (when `childAges` gives one), a childless filer's own rule, a cap in
 * dollars, a refundable percent beside a nonrefundable share (less the tax before the credit), an amount added with a
 * qualifying child, and an alternative credit the household takes when it is worth more. The federal credit it is a share of comes from state-eic-basis.ts. Pure.
 */
import type { StateEarnedIncomeCredit, StateFilingStatus } from '../reference/law';
import { percentOfCentsHalfUp } from './schedule-math';
import type { StateLineC, StateTaxComputation } from './state-tax';

/** The federal credit as the state reads it: its amount (cents) and its number of qualifying children (0–3). */
export interface FederalEic {
  readonly creditC: number;
  readonly children: number;
  /** What the credit is where it is not the return's federal credit (state-eic-basis.ts), in words. */
  readonly basis?: string;
}

/**
 * A credit the state's law subtracts from the share, as allowed against its tax (New York's household credit,
 * §606(d)(1)): its cents and its words.
 */
interface Less {
  readonly amountC: number;
  readonly words: string;
}

/** One way of claiming the credit: the lines shown, the part used against the tax and the part refunded. */
interface Claim {
  readonly lines: readonly StateLineC[];
  readonly usedC: number;
  readonly refundC: number;
}

const kind = (refundable: boolean) => (refundable ? 'refundable' : 'nonrefundable');

/** The percent of the main credit for `children` qualifying children. */
function sharePctOf(rule: StateEarnedIncomeCredit, children: number): number {
  const byChildren = rule.sharePctByChildren;
  return byChildren ? byChildren[Math.min(children, byChildren.length - 1)]! : rule.sharePct;
}

/** The young child's percent where the children's ages are given and one is under its age (Oregon: under 3). */
function youngChildOf(rule: StateEarnedIncomeCredit, childAges: readonly number[] | undefined) {
  const young = rule.youngChild;
  return young && childAges?.some((a) => a < young.underAge) ? young : undefined;
}

function claim(
  pct: number,
  refundable: boolean,
  rule: StateEarnedIncomeCredit,
  eic: FederalEic,
  taxC: number,
  less: Less,
  refundablePct?: number,
  addedAmount = 0,
  young?: string,
): Claim {
  const shareC = Math.max(0, percentOfCentsHalfUp(eic.creditC, pct) - less.amountC);
  const cappedC = rule.maxAmount === undefined ? shareC : Math.min(shareC, rule.maxAmount * 100);
  const capped = cappedC < shareC ? `, at most ${rule.maxAmount}` : '';
  const creditC = cappedC + addedAmount * 100;
  const added =
    (addedAmount > 0 ? ` + $${addedAmount.toLocaleString('en-US')} with a qualifying child` : '') + (young ?? '');
  const usedC = Math.min(creditC, taxC);
  const lines: StateLineC[] = [
    {
      label: `Earned income credit (${pct} % of ${eic.basis ?? 'the federal credit'}${added}${less.words}, ${kind(refundable)}${capped})`,
      amountC: creditC,
    },
  ];
  if (refundable) return { lines, usedC, refundC: creditC - usedC };
  if (refundablePct === undefined) return { lines, usedC, refundC: 0 };
  // Maryland: the refundable percent of the federal credit less the tax before the credit.
  const refundC = Math.max(0, percentOfCentsHalfUp(eic.creditC, refundablePct) - taxC);
  const refundLine = {
    label: `Refundable earned income credit (${refundablePct} % of the federal credit, less the tax before the credit)`,
    amountC: refundC,
  };
  return { lines: refundC > 0 ? [...lines, refundLine] : lines, usedC, refundC };
}

/** The claim the household makes under `rule`: the childless rule where it applies, else the better of the two. */
function bestClaim(
  rule: StateEarnedIncomeCredit,
  eic: FederalEic,
  taxC: number,
  status: StateFilingStatus,
  less: Less,
  childAges: readonly number[] | undefined,
): Claim {
  const childless = rule.childless;
  if (childless && eic.children === 0 && childless.statuses.includes(status))
    return claim(childless.sharePct, childless.refundable, rule, eic, taxC, less);
  const added = eic.children > 0 ? (rule.withChildrenAmount ?? 0) : 0;
  const young = youngChildOf(rule, childAges);
  const pct = young ? young.sharePct : sharePctOf(rule, eic.children);
  const words = young ? ` with a dependent under ${young.underAge}` : undefined;
  const main = claim(pct, rule.refundable, rule, eic, taxC, less, rule.refundablePct, added, words);
  const alt = rule.alternative;
  if (!alt) return main;
  const other = claim(alt.sharePct, alt.refundable, rule, eic, taxC, less);
  return other.usedC + other.refundC > main.usedC + main.refundC ? other : main;
}

/** `c` with the state's earned income credit on the federal credit `eic`, when the state's law has one that year. */
export function withStateEarnedIncomeCredit(
  c: StateTaxComputation,
  eic: FederalEic,
  status: StateFilingStatus,
  childAges?: readonly number[],
): StateTaxComputation {
  const rule = c.rules.taxesWages ? c.rules.earnedIncomeCredit : undefined;
  if (!rule || eic.creditC <= 0) return c;
  const reducing = c.creditLines.filter((l) => l.reducesEarnedIncomeCredit);
  const lessC = Math.min(
    c.taxBeforeCreditsC,
    reducing.reduce((sum, l) => sum + l.amountC, 0),
  );
  const words = lessC > 0 ? ` less the ${reducing.map((l) => l.label.toLowerCase()).join(' and ')}` : '';
  const chosen = bestClaim(rule, eic, c.incomeTaxC, status, { amountC: lessC, words }, childAges);
  if (chosen.lines.every((l) => l.amountC === 0)) return c;
  return {
    ...c,
    creditLines: [...c.creditLines, ...chosen.lines],
    creditsC: c.creditsC + chosen.usedC,
    incomeTaxC: c.incomeTaxC - chosen.usedC,
    refundableCreditsC: (c.refundableCreditsC ?? 0) + chosen.refundC,
    sources: rule.source && !c.sources.includes(rule.source) ? [...c.sources, rule.source] : c.sources,
  };
}
