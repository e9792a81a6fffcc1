/**
 * The federal credit a state's earned income credit is a share of, as the state's law reads it (its `earnedIncomeCredit`
 * by year; state-eitc.ts takes the share): the federal credit of the return, or
 *
 * - the federal credit figured by an earlier year's federal rules (Oklahoma, 68 O.S. §2357.43: the 2020 rules), by
 *   the same EIC Table lookups as the federal credit here (tax-credits.ts), that year's figures applied to this year's
 *   earned income, AGI, investment income and ages; prorated, where the state says so, by its AGI over federal AGI
 *   (at most 1: Okla. Admin. Code 710:50-15-90(c); 0 when either is not above 0, unless they are equal);
 * - for a filer without a qualifying child, the state's own credit (the District, D.C. Code §47-1806.04(f)(1)(C)):
 *   the federal credit's phase-in by its formula (its rate of earned income, up to its maximum: not the EIC Table's
 *   rows) less its own phase-out over its own threshold, on the federal credit's other tests.
 *
 * Pure; cents, rounded half up.
 */
import type { StateEarnedIncomeCredit } from '../reference/law';
import { percentOfCentsHalfUp } from './schedule-math';
import { earnedIncomeCredit, type EarnedIncomeCredit, type EicInput } from './tax-credits';
import type { FederalEic } from './state-eitc';

/** What the basis reads of the return (cents): the federal credit's input and outcome, and the state's AGI. */
export interface EicBasisHousehold extends EicInput {
  readonly eic: EarnedIncomeCredit;
  /** The state's AGI (its starting income where it starts from federal AGI). */
  readonly stateAgiC: number;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The state's AGI over federal AGI, in millionths, between 0 and 1 (both above 0, or no proration). */
function prorationMicro(h: EicBasisHousehold): number {
  if (h.agiC <= 0 || h.stateAgiC <= 0) return h.agiC === h.stateAgiC ? 1_000_000 : 0;
  return Math.min(1_000_000, Math.floor((h.stateAgiC * 1_000_000) / h.agiC));
}

/** The state's own credit without a qualifying child (cents), or none where the federal credit's tests deny it. */
function ownChildlessC(rule: NonNullable<StateEarnedIncomeCredit['ownChildless']>, h: EicBasisHousehold): number {
  if (h.eic.outcome !== 'allowed' || h.earnedC <= 0) return 0;
  const col = h.eic.column;
  const phaseInC = Math.min(col.maxCredit * 100, percentOfCentsHalfUp(h.earnedC, col.creditRatePct));
  const overC = Math.max(0, Math.max(h.earnedC, h.agiC) - rule.phaseOutStart * 100);
  return Math.max(0, phaseInC - percentOfCentsHalfUp(overC, rule.phaseOutRatePct));
}

/** The federal credit `rule`'s share is of, with the words that say which when it is not the return's. */
export function stateEicBasis(rule: StateEarnedIncomeCredit | undefined, h: EicBasisHousehold): FederalEic {
  const own = rule?.ownChildless;
  if (own && h.eic.children === 0)
    return {
      creditC: ownChildlessC(own, h),
      children: 0,
      basis:
        `its own credit without a qualifying child: the federal credit's phase-in less ${own.phaseOutRatePct} % of ` +
        `the greater of AGI and earned income over ${dollars(own.phaseOutStart)}`,
    };
  const earlier = rule?.federalRulesOf;
  const base = earlier ? earnedIncomeCredit({ earnedIncomeCredit: earlier.figures }, h) : h.eic;
  const micro = rule?.proratedByStateAgi ? prorationMicro(h) : 1_000_000;
  const creditC = Math.floor((base.creditC * micro) / 1_000_000 + 0.5);
  const words = [
    earlier ? `the federal credit by the federal rules of ${earlier.taxYear}` : 'the federal credit',
    micro < 1_000_000 ? `× ${(micro / 10_000).toFixed(2)} % (the state's AGI over federal AGI)` : '',
  ].filter(Boolean);
  return { creditC, children: base.children, basis: words.length > 1 || earlier ? words.join(' ') : undefined };
}
