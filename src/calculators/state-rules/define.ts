/**
 * How a state rule that is a formula rather than a table is declared: `defineSpecialRule(name, figures, apply)`,
 * one file per state beside this one. `name` is what a state's data file writes in `special[].name`; `figures`
 * declares the figures the rule reads (their names and shapes), and the law's schema refuses a file naming an
 * undeclared rule or giving it other figures. `apply` answers tax to add (a recapture, a supplemental tax), a
 * nonrefundable credit (a forgiveness) or a refundable credit (New York's Empire State child credit). A rule that changes what is taxed (a deduction, the phase-down of a table's
 * deduction, an add-back) is declared with `defineDeductionRule` instead: it is taken before the schedule, so
 * taxable income is the state's own line and the tax before credits is the tax on it; a deduction is never answered
 * as tax or as a credit.
 */
import type { ByStatus, SpecialRule, StateFilingStatus, WageIncomeTax } from '../../reference/law';
import type { RuleFigures } from '../../reference/law';
import type { StateHousehold } from '../state-household';

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
  /** The schedule's tax plus what surtaxes and the rules listed before this one added, cents. */
  readonly taxSoFarC: number;
  /** Credits claimed by the exemptions and the rules listed before this one, cents (before the cap at the tax). */
  readonly creditsSoFarC: number;
}

export interface SpecialRuleEffect {
  /** Tax added to the schedule's tax, cents. */
  readonly taxC?: number;
  /** Nonrefundable credit against the tax, cents. */
  readonly creditC?: number;
  /** The allowed part of `creditC` reduces the state's earned income credit (New York's household credit). */
  readonly reducesEarnedIncomeCredit?: boolean;
  /** Refundable credit: used against the tax left after the nonrefundable credits, the rest paid, cents. */
  readonly refundableCreditC?: number;
}

export type SpecialRuleFn = (context: SpecialRuleContext) => SpecialRuleEffect;

/** What a deduction rule sees: the household, the rules, the state's starting income. */
export interface DeductionRuleContext {
  readonly household: StateHousehold;
  readonly rules: WageIncomeTax;
  readonly rule: SpecialRule;
  /** The state's starting income after its add-backs, cents. */
  readonly baseC: number;
}

/**
 * A deduction the data's tables cannot express, in cents, taken from the starting income before the schedule so
 * that taxable income is the state's own line: positive for a deduction (Virginia's age deduction, the federal tax
 * deductions of Alabama, Missouri and Oregon), negative for the part of a table's deduction the state takes back
 * (South Carolina's Income Adjusted Deduction, the standard deductions of Alabama, Minnesota and Wisconsin, reduced
 * as income rises) or for an addition (Colorado's add-back of federal deductions).
 */
export type DeductionRuleFn = (context: DeductionRuleContext) => number;

/** A declared rule: its name in the data, the figures it reads, and what it does (a deduction, or tax or credit). */
export type SpecialRuleDefinition =
  | {
      readonly name: string;
      readonly figures: RuleFigures;
      readonly apply: SpecialRuleFn;
      readonly deduct?: undefined;
    }
  | {
      readonly name: string;
      readonly figures: RuleFigures;
      readonly deduct: DeductionRuleFn;
      readonly apply?: undefined;
    };

/** Declares the rule `name`, reading `figures` (name → shape), computed by `apply`. */
export function defineSpecialRule(name: string, figures: RuleFigures, apply: SpecialRuleFn): SpecialRuleDefinition {
  return { name, figures, apply };
}

/** Declares the deduction rule `name`, reading `figures`: `deduct` answers the deduction in cents. */
export function defineDeductionRule(
  name: string,
  figures: RuleFigures,
  deduct: DeductionRuleFn,
): SpecialRuleDefinition {
  return { name, figures, deduct };
}

/** A number figure of `rule`; a missing or mistyped figure is a data defect, named. */
export function figure(rule: SpecialRule, key: string): number {
  const value = rule.figures[key];
  if (typeof value !== 'number') throw new Error(`special rule "${rule.name}": figure "${key}" must be a number`);
  return value;
}

/** A per-status figure of `rule`. */
export function figureByStatus(rule: SpecialRule, key: string, status: StateFilingStatus): number {
  const value = rule.figures[key];
  const perStatus =
    typeof value === 'object' && !Array.isArray(value) ? (value as ByStatus<unknown>)[status] : undefined;
  if (typeof perStatus !== 'number') throw new Error(`special rule "${rule.name}": figure "${key}" must be per status`);
  return perStatus;
}

/** A list figure of `rule` (a table's column), the same for every status or per status. */
export function figureList(rule: SpecialRule, key: string, status: StateFilingStatus): readonly number[] {
  const value = rule.figures[key];
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? (value as ByStatus<readonly number[] | number>)[status]
      : undefined;
  if (!Array.isArray(list)) throw new Error(`special rule "${rule.name}": figure "${key}" must be a list`);
  return list as readonly number[];
}

/**
 * The federal refundable credits a state's federal tax deduction takes off Form 1040 line 22 (the earned income credit
 * and the additional child tax credit), cents; 0 where the household carries none.
 */
export function federalRefundableCreditsC(h: StateHousehold): number {
  const parts = h.federalTaxParts;
  return (parts?.earnedIncomeCreditC ?? 0) + (parts?.additionalChildTaxCreditC ?? 0);
}
