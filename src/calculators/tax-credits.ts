/**
 * Two credits of the federal return, in integer cents, from the year's figures in the law (`earnedIncomeCredit`,
 * `dependentCareCredit` in federal.json):
 *
 * - the earned income credit (IRC §32; Form 1040 line 27a) as the EIC Worksheet A of the Form 1040 instructions
 *   and the EIC Table compute it: the table's $50 bands, the credit of a band figured at its midpoint and rounded to
 *   the dollar; the smaller of the credit on earned income and on AGI once AGI reaches the phase-out; none with
 *   investment income over the limit, and none without a qualifying child outside the ages 25–64;
 * - the child and dependent care credit (IRC §21; Form 2441 lines 3–11): qualifying expenses up to $3,000 or
 *   $6,000 less the dependent care benefits excluded (Part III), limited by the lower earner's earned income, at the
 *   rate of AGI's line 8, nonrefundable; the qualifying persons are the children under 13 when their ages are given.
 *
 * Pure: the words about them live in tax-credit-words.ts.
 */
import type { CareRateStep, EarnedIncomeCreditColumn, FilingStatus, TaxTables } from '../reference/law';
import { percentOfCentsHalfUp, stepsOver } from './schedule-math';

/** Exactly representable: a rate of up to four decimals in millionths, so products stay integers. */
const micro = (ratePct: number) => Math.round(ratePct * 10_000);

/** Cents of `dollarsTimes1e8` (a dollar amount × 10⁸) rounded half up to a whole dollar, never below 0. */
function wholeDollarC(dollarsTimes1e8: number): number {
  return Math.max(0, Math.floor((dollarsTimes1e8 + 50_000_000) / 100_000_000) * 100);
}

/**
 * The EIC Table's credit for an amount (earned income or AGI, cents) in one column: none under $1 or at the
 * completed phase-out; in a $50 band the credit at the band's midpoint, rounded half up to the dollar (IRC §32(f)).
 * A band holding the earned income amount or the phase-out threshold gets the maximum; the last band ends at the
 * completed phase-out, its midpoint taken within it. (The IRS figures its table from unrounded amounts, so a phase-out
 * row can differ from this by $1.)
 */
export function eicTableC(col: EarnedIncomeCreditColumn, joint: boolean, amountC: number, bandWidth: number): number {
  const startC = (joint ? col.phaseOutStartJoint : col.phaseOutStart) * 100;
  const endC = (joint ? col.phaseOutEndJoint : col.phaseOutEnd) * 100;
  const bandC = bandWidth * 100;
  if (amountC < 100 || amountC >= endC) return 0;
  const lowerC = Math.floor(amountC / bandC) * bandC;
  const upperC = Math.min(lowerC + bandC, endC);
  const midC = (lowerC + upperC) / 2;
  const maxC = col.maxCredit * 100;
  if (upperC <= col.earnedIncomeAmount * 100) return Math.min(maxC, wholeDollarC(midC * micro(col.creditRatePct)));
  if (lowerC < startC) return maxC;
  return Math.min(maxC, wholeDollarC(maxC * 1_000_000 - (midC - startC) * micro(col.phaseOutRatePct)));
}

/** What the earned income credit reads of the return (cents; ages of the filers on it, undefined when not given). */
export interface EicInput {
  readonly filingStatus: FilingStatus;
  readonly children: number;
  readonly earnedC: number;
  readonly agiC: number;
  /** Interest, ordinary dividends and a capital gain (Form 1040 lines 2b, 3b, 7 when above 0): Pub. 596 Worksheet 1. */
  readonly investmentC: number;
  readonly ages: readonly (number | undefined)[];
}

export type EicOutcome = 'allowed' | 'investmentIncome' | 'age' | 'separateReturn' | 'noEarnedIncome';

/** EIC Worksheet A (Form 1040 instructions, line 27a): line 6, and why it is 0 when a rule denies it. */
export function earnedIncomeCredit(tables: Pick<TaxTables, 'earnedIncomeCredit'>, h: EicInput) {
  const e = tables.earnedIncomeCredit;
  const children = Math.min(h.children, e.byChildren.length - 1);
  const col = e.byChildren[children]!;
  const joint = h.filingStatus === 'mfj';
  const investmentC = h.investmentC;
  const none = (outcome: EicOutcome) => ({ creditC: 0, outcome, children, column: col, joint, investmentC });
  if (h.investmentC > e.investmentIncomeLimit * 100) return none('investmentIncome');
  // A married filer on a separate return has the credit only as a separated spouse, which needs a qualifying child
  // living with the filer more than half the year (IRC §32(d)(1) and (2)(B); Pub. 596, "Married filing separately").
  if (h.filingStatus === 'mfs' && children === 0) return none('separateReturn');
  // Without a qualifying child the filer, or a spouse on a joint return, is 25–64 (IRC §32(c)(1)(A)(ii)(II)); an
  // age not given is taken to meet it, and a return with no age given at all meets it.
  const known = h.ages.filter((a): a is number => a !== undefined);
  if (children === 0 && known.length > 0 && !known.some((a) => a >= e.noChildMinAge && a <= e.noChildMaxAge))
    return none('age');
  if (h.earnedC <= 0) return none('noEarnedIncome');
  const line2C = eicTableC(col, joint, h.earnedC, e.tableBandWidth);
  const startC = (joint ? col.phaseOutStartJoint : col.phaseOutStart) * 100;
  // Lines 4–6: when AGI differs from earned income and reaches the threshold, the smaller of the two lookups.
  const line6C =
    h.agiC === h.earnedC || h.agiC < startC
      ? line2C
      : Math.min(line2C, eicTableC(col, joint, h.agiC, e.tableBandWidth));
  return { creditC: line6C, outcome: 'allowed' as EicOutcome, children, column: col, joint, investmentC };
}

export type EarnedIncomeCredit = ReturnType<typeof earnedIncomeCredit>;

/** Form 2441 line 8: the rate for an AGI (cents), each reduction of the year's schedule in turn ("further reduced"). */
export function careRatePct(startRatePct: number, schedule: readonly CareRateStep[], joint: boolean, agiC: number) {
  let rate = startRatePct;
  for (const s of schedule) {
    const over = agiC - (joint ? s.agiOverJoint : s.agiOver) * 100;
    rate = Math.max(s.floorRatePct, rate - stepsOver(over, (joint ? s.stepJoint : s.step) * 100, 'counts'));
  }
  return rate;
}

/**
 * Form 2441's qualifying persons among the return's children (IRC §21(b)(1)(A): a dependent child under
 * `underAge`, 13): with their ages given (on 31 December), the children under it; without them, every child given
 * (the children under 17 stand in for those under 13).
 */
export function careQualifyingPersons(underAge: number, children: number, childAges: readonly number[] | undefined) {
  return childAges === undefined ? children : childAges.filter((age) => age < underAge).length;
}

/** What Form 2441 reads of the return (cents). */
export interface CareInput {
  readonly filingStatus: FilingStatus;
  /** Qualifying persons (careQualifyingPersons). */
  readonly persons: number;
  /** Care expenses of the year, those paid with dependent care benefits included. */
  readonly expensesC: number;
  /** Dependent care benefits excluded from wages (a dependent care FSA: Form 2441 line 25). */
  readonly excludedBenefitsC: number;
  /** Each spouse's earned income on a joint return; the filer's alone otherwise. */
  readonly earnedByEarnerC: readonly number[];
  readonly agiC: number;
  /** The tax the credit may use (Form 1040 line 18 less the credits before it: nonrefundable). */
  readonly taxC: number;
}

/** Form 2441 lines 3–11 with Part III's limit. */
export function dependentCareCredit(tables: TaxTables, h: CareInput) {
  const c = tables.dependentCareCredit;
  const limitC = h.persons === 0 ? 0 : (h.persons === 1 ? c.expenseLimitOne : c.expenseLimitTwoOrMore) * 100;
  const line29C = Math.max(0, limitC - h.excludedBenefitsC);
  const line30C = Math.max(0, h.expensesC - h.excludedBenefitsC);
  const line3C = Math.min(line29C, line30C);
  // Lines 4–5: a joint return needs both spouses' earned income (a spouse without any: no credit).
  const earned =
    h.filingStatus === 'mfj' && h.earnedByEarnerC.length < 2 ? [...h.earnedByEarnerC, 0] : h.earnedByEarnerC;
  const line6C = Math.max(0, Math.min(line3C, ...earned));
  const ratePct = careRatePct(c.startRatePct, c.rateSchedule, h.filingStatus === 'mfj', h.agiC);
  const line9C = percentOfCentsHalfUp(line6C, ratePct);
  return {
    creditC: Math.min(line9C, Math.max(0, h.taxC)),
    persons: h.persons,
    line3C,
    line6C,
    line9C,
    ratePct,
    limitC,
  };
}

export type DependentCareCredit = ReturnType<typeof dependentCareCredit>;
