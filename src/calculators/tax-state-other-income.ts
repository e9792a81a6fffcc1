/**
 * The household's income beyond wages as a state's return sees it, and what the state does with it that the engine
 * does not model, named in the state's `notModelled`: a state starting from federal AGI or federal taxable income
 * sees the self-employment and investment income in it; one starting from wages (New Jersey, Pennsylvania) has it
 * added, each class of income at 0 or more, as those states do not let a loss in one class offset another.
 */
import type { StateCode } from '../reference/law';
import type { StateHousehold, StateTaxComputation } from './state-tax';
import type { FederalReturn } from './tax-household';

/** The household's income beyond wages as a state's return reads it (`otherIncomeC`, `otherIncomeKinds`). */
export function otherIncomeOf(f: FederalReturn): Pick<StateHousehold, 'otherIncomeC' | 'otherIncomeKinds'> {
  const inv = f.investment;
  return {
    otherIncomeC:
      f.earners.reduce((sum, e) => sum + Math.max(0, e.selfEmploymentC), 0) +
      inv.interestC +
      inv.ordinaryDividendsC +
      Math.max(0, inv.shortTermC + inv.longTermC),
    otherIncomeKinds: {
      selfEmployment: f.earners.some((e) => e.selfEmploymentC !== 0),
      interestAndDividends: inv.interestC + inv.ordinaryDividendsC > 0,
      shortTermGains: inv.shortTermC !== 0,
      longTermGains: inv.longTermC !== 0,
    },
  };
}

/** States with an exclusion, a deduction or rates of their own for (long-term) capital gains not modelled (North
 * Dakota's, South Carolina's and Wisconsin's are: tax-state-capital-gains.ts). */
const CAPITAL_GAINS_RULES: Partial<Record<StateCode, string>> = {
  AR: "Arkansas' exclusion of part of long-term capital gains",
  HI: "Hawaii's maximum rate on capital gains",
  MT: "Montana's lower rates on net long-term capital gains",
  NM: "New Mexico's capital gains deduction",
  VT: "Vermont's capital gains exclusion",
};

/** What the state does with the household's income beyond wages that the computation leaves out. */
function otherIncomeNotModelled(s: StateTaxComputation, h: StateHousehold): string[] {
  const kinds = h.otherIncomeKinds;
  if (!kinds) return [];
  const code = s.rules.code as StateCode;
  const notes: string[] = [];
  if (code === 'WA' && kinds.longTermGains) notes.push("Washington's capital gains excise tax on long-term gains");
  if (!s.rules.taxesWages) return notes;
  const gains = kinds.shortTermGains || kinds.longTermGains;
  if (code === 'MA' && kinds.shortTermGains) notes.push("Massachusetts' higher rate on short-term capital gains");
  if (kinds.longTermGains && CAPITAL_GAINS_RULES[code]) notes.push(CAPITAL_GAINS_RULES[code]!);
  if (gains || kinds.interestAndDividends) {
    notes.push(
      'the state’s own treatment of interest, dividends and capital gains (exemptions such as interest on US obligations, exclusions, separate rates): they are taxed as its starting income includes them',
    );
  }
  if (kinds.selfEmployment) {
    notes.push(
      'the state’s own treatment of self-employment income (its own business deductions, whether half the self-employment tax is deducted, local business taxes)',
    );
  }
  return notes;
}

/** The state's computation with its `notModelled` naming what it does with the household's income beyond wages. */
export function withOtherIncomeNotModelled(s: StateTaxComputation, h: StateHousehold): StateTaxComputation {
  const more = otherIncomeNotModelled(s, h);
  return more.length === 0 ? s : { ...s, rules: { ...s.rules, notModelled: [...s.rules.notModelled, ...more] } };
}
