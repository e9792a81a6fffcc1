/**
 * A state's earned income credit as a share of the federal one (the state's law file, `earnedIncomeCredit` by
 * year: its percent and whether the state refunds what its tax does not take). It is used against the state's tax
 * after its other credits; a refundable credit's rest is `refundableCreditsC`, so the state's income tax never falls
 * below 0 and take-home pay carries the refund. Pure.
 */
import { percentOfCentsHalfUp } from './schedule-math';
import type { StateTaxComputation } from './state-tax';

/** `c` with the state's earned income credit on `federalEicC` (cents), when the state's law has one that year. */
export function withStateEarnedIncomeCredit(c: StateTaxComputation, federalEicC: number): StateTaxComputation {
  const rule = c.rules.taxesWages ? c.rules.earnedIncomeCredit : undefined;
  if (!rule || federalEicC <= 0) return c;
  const creditC = percentOfCentsHalfUp(federalEicC, rule.sharePct);
  const usedC = Math.min(creditC, c.incomeTaxC);
  const label = `Earned income credit (${rule.sharePct} % of the federal credit, ${rule.refundable ? 'refundable' : 'nonrefundable'})`;
  return {
    ...c,
    creditLines: [...c.creditLines, { label, amountC: creditC }],
    creditsC: c.creditsC + usedC,
    incomeTaxC: c.incomeTaxC - usedC,
    refundableCreditsC: (c.refundableCreditsC ?? 0) + (rule.refundable ? creditC - usedC : 0),
    sources: rule.source && !c.sources.includes(rule.source) ? [...c.sources, rule.source] : c.sources,
  };
}
