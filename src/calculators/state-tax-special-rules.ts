/**
 * State rules that are formulas rather than tables, by the `name` a state's data gives them
 * (`StateTaxRules.special`). Each reads its figures from the rule's `figures` (sourced beside them in the state's
 * module) and answers tax to add (a recapture, a supplemental tax) or a nonrefundable credit (a forgiveness).
 * A state module naming a rule that is not here is refused by the registry test, never at request time.
 *
 * To add one: write a `SpecialRuleFn` below and list it in `SPECIAL_RULES` under the name the data uses.
 */
import type { ByStatus, SpecialRule, StateFilingStatus, WageIncomeTax } from '../reference/state-tax/types';
import type { StateHousehold } from './state-tax';

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
  if (typeof value !== 'object') throw new Error(`special rule "${rule.name}": figure "${key}" must be per status`);
  return (value as ByStatus<number>)[status];
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

/** Every implemented rule by the name state data uses. */
export const SPECIAL_RULES: Readonly<Record<string, SpecialRuleFn>> = {
  paTaxForgiveness,
};
