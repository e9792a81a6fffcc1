/**
 * New York's credits for low-income households that are tables or formulas (the data file's `special`): the New York
 * State household credit (Tax Law §606(b); Form IT-201 line 40, the instructions' tables 1 and 2), which also
 * reduces the state's earned income credit (§606(d)(1)), and the Empire State child credit (§606(c-1); Form IT-213,
 * IT-201 line 63), refundable.
 */
import { stepsOver } from '../schedule-math';
import { defineSpecialRule, figure, figureByStatus, figureList } from './define';
import { form1040AgiOf } from '../state-household';

/** The index of the first row whose top (dollars) `incomeC` is not over; -1 above the last. */
function rowOf(upTo: readonly number[], incomeC: number): number {
  return upTo.findIndex((top) => incomeC <= top * 100);
}

/**
 * The household credit by federal AGI (IT-201 line 19): a single filer's amount from table 1 (`singleUpTo`,
 * `single`); on a joint, head of household or surviving spouse return table 2's amount for a household of one
 * (`jointFirst`) plus `jointEachOther` for each other member (the spouse and each dependent), by the rows of
 * `jointUpTo`; none above the last row. A separate return's table 3 reads both spouses' returns: not computed here
 * (the state's `notModelled` says so). Nonrefundable: the engine caps the credits at the tax; the allowed part
 * reduces the earned income credit.
 */
export const nyHouseholdCredit = defineSpecialRule(
  'ny-household-credit',
  { singleUpTo: 'list', single: 'list', jointUpTo: 'list', jointFirst: 'list', jointEachOther: 'list' },
  ({ household: h, rule }) => {
    const status = h.filingStatus;
    if (status === 'mfs') return {};
    if (status === 'single') {
      const row = rowOf(figureList(rule, 'singleUpTo', status), form1040AgiOf(h));
      return row < 0
        ? {}
        : { creditC: figureList(rule, 'single', status)[row]! * 100, reducesEarnedIncomeCredit: true };
    }
    const row = rowOf(figureList(rule, 'jointUpTo', status), form1040AgiOf(h));
    if (row < 0) return {};
    const members = h.filers + h.children + h.otherDependents;
    const dollars =
      figureList(rule, 'jointFirst', status)[row]! + (members - 1) * figureList(rule, 'jointEachOther', status)[row]!;
    return { creditC: dollars * 100, reducesEarnedIncomeCredit: true };
  },
);

/**
 * The Empire State child credit (2025–2027 law, §606(c-1)(1-a)): `perChildUnder4` for each qualifying child under 4
 * and `perChild` for each aged 4 to 16, less `phaseOutAmount` for each whole `phaseOutStep` of federal AGI over the
 * threshold of the filing status; refundable. A part of a step does not count: Form IT-213 line 6 rounds federal AGI
 * down to the nearest $1,000 before line 7 takes the threshold off it. The children under 4 are those `childAges` gives; without
 * the ages each child is taken to be 4 to 16 (the state's `notModelled` says so: tax-state-child-ages.ts).
 */
export const nyEmpireStateChildCredit = defineSpecialRule(
  'ny-empire-state-child-credit',
  {
    perChildUnder4: 'number',
    perChild: 'number',
    phaseOutThreshold: 'byStatus',
    phaseOutStep: 'number',
    phaseOutAmount: 'number',
  },
  ({ household: h, rule }) => {
    if (h.children === 0) return {};
    const under4 = (h.childAges ?? []).filter((age) => age < 4).length;
    const fullC = (under4 * figure(rule, 'perChildUnder4') + (h.children - under4) * figure(rule, 'perChild')) * 100;
    const excessC = form1040AgiOf(h) - figureByStatus(rule, 'phaseOutThreshold', h.filingStatus) * 100;
    const steps = stepsOver(excessC, figure(rule, 'phaseOutStep') * 100, 'ignored');
    const reductionC = Math.round(steps * figure(rule, 'phaseOutAmount') * 100);
    const creditC = Math.max(0, fullC - reductionC);
    return creditC > 0 ? { refundableCreditC: creditC } : {};
  },
);
