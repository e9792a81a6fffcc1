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

/**
 * The parts of the states' capital gains rules the computation leaves out, named when the household has a gain:
 * what the inputs cannot say (when or in what business an asset was held, whether it is a collectible or a farm
 * asset). The rules computed are in each state's law file (`capitalGains`: tax-state-capital-gains.ts and
 * state-capital-gains-rates.ts).
 */
const CAPITAL_GAINS_RULES: Partial<Record<StateCode, string>> = {
  AR: "Arkansas' full exemption of the part of a net capital gain over $10,000,000 and its deduction for qualified small business stock (Ark. Code §§26-51-815(b), 26-51-1801): the 50 % exemption is taken on the whole gain",
  AZ: "Arizona's subtraction of 25 % of the net long-term capital gain from assets acquired after 31 December 2011: the inputs do not say when an asset was acquired",
  CO: "Colorado's capital gain subtraction for qualifying assets held five years (C.R.S. §39-22-518, up to $100,000)",
  MA: "Massachusetts' 12 % rate on long-term gains from collectibles and its own netting of capital losses (Schedules B and D): the federal net gains are taken, the short-term one at 8.5 %",
  NM: "New Mexico's deduction of 40 % of up to $1,000,000 of a net capital gain from the sale of a business (NMSA §7-2-34(A)(2)): the inputs do not say a gain is from one; the $2,500 deduction is taken",
  OK: "Oklahoma's capital gain deduction for Oklahoma property held the required years",
  VT: "Vermont's percentage exclusion (40 % of the gain on assets held more than three years other than publicly traded stocks and bonds, 32 V.S.A. §5811(21)(B)(ii)): the inputs do not say; the flat exclusion is taken",
  WI: "Wisconsin's 60 % exclusion of the net capital gain on farm assets: the 30 % exclusion is taken",
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
  if (gains && CAPITAL_GAINS_RULES[code]) notes.push(CAPITAL_GAINS_RULES[code]!);
  if (gains || kinds.interestAndDividends) {
    notes.push(
      'the state’s own treatment of interest, dividends and capital gains beyond its capital gains rules computed here (exemptions such as interest on US obligations): they are taxed as its starting income includes them',
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
