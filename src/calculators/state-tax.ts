/**
 * A state's (or DC's) individual income tax on a W-2 household, computed from the state's rules as data
 * (`src/reference/law/state-types.ts` describes the steps). Pure: no clock, no I/O; money in integer cents.
 *
 * @example
 *   const state = computeStateTax(lawFor('PA', 2026)!, household);
 *   state.incomeTaxC; // 3.07 % of wages including 401(k) deferrals
 */
import {
  citedSource,
  type Allowance,
  type AmountByIncome,
  type PhaseOut,
  type Source,
  type StateFilingStatus,
  type StateTaxRules,
  type WageIncomeTax,
} from '../reference/law';
import { percentOfCentsHalfUp, stepsOver, taxBySchedule, type BandTaxC } from './schedule-math';
import { form1040AgiOf, type StateHousehold } from './state-household';
import { capitalGainsRateLine } from './state-capital-gains-rates';
import { SPECIAL_RULES } from './state-rules';

export type { StateHousehold } from './state-household';

/** One band of the state's schedule and the income taxed in it, in cents. */
export type StateBandC = BandTaxC;

/** A line the state adds to the schedule's tax (a surtax, a recapture) or takes off it (a credit). */
export interface StateLineC {
  readonly label: string;
  readonly amountC: number;
  /** A credit whose allowed part the state's earned income credit is reduced by (New York's household credit). */
  readonly reducesEarnedIncomeCredit?: boolean;
}

export interface StateTaxComputation {
  readonly rules: StateTaxRules;
  /** The state's starting income: federal AGI, federal taxable income or wages, with its add-backs. */
  readonly baseC: number;
  /**
   * Standard deduction, the exemptions taken as deductions (after their phase-outs) and the deductions by formula;
   * negative where a rule adds back more than the tables deduct.
   */
  readonly deductionsC: number;
  readonly taxableC: number;
  readonly bands: readonly StateBandC[];
  /** Surtaxes, named special rules that add tax, and the state's capital gains rates (negative where lower). */
  readonly additions: readonly StateLineC[];
  /** Schedule tax + additions. */
  readonly taxBeforeCreditsC: number;
  /** Nonrefundable credits claimed (exemption credits, named special rules), each before the cap. */
  readonly creditLines: readonly StateLineC[];
  /** Credits applied: their sum, never more than the tax before credits. */
  readonly creditsC: number;
  readonly incomeTaxC: number;
  /** Refundable credits beyond the tax (the state's earned income credit where it refunds): absent, none. */
  readonly refundableCreditsC?: number;
  /** Percent on the next dollar of state taxable income: the schedule's band + surtaxes in force. */
  readonly marginalRate: number;
  /** Every distinct source the figures came from, the rate schedule's first. */
  readonly sources: readonly Source[];
}

/** The state's income tax for `household`; a state without a wage income tax answers 0 with its reason. */
export function computeStateTax(rules: StateTaxRules, household: StateHousehold): StateTaxComputation {
  if (!rules.taxesWages) {
    return {
      rules,
      baseC: 0,
      deductionsC: 0,
      taxableC: 0,
      bands: [],
      additions: [],
      taxBeforeCreditsC: 0,
      creditLines: [],
      creditsC: 0,
      incomeTaxC: 0,
      marginalRate: 0,
      sources: distinctSources([citedSource(rules)]),
    };
  }
  return computeWageIncomeTax(rules, household);
}

function computeWageIncomeTax(rules: WageIncomeTax, h: StateHousehold): StateTaxComputation {
  const status = h.filingStatus;
  const baseC = stateBase(rules, h);
  const measures: PhaseOutMeasures = { federalAgi: form1040AgiOf(h), stateBase: baseC };

  const deductions: number[] = [];
  const credits: StateLineC[] = [];
  const sd = rules.standardDeduction;
  if (sd) {
    const amountC = sd.followsFederal ? h.federalStandardDeductionC : (sd.amount?.[status] ?? 0) * 100;
    deductions.push(afterPhaseOut(amountC, 1, sd.phaseOut, status, measures));
  }
  const allowances: [Allowance | undefined, number, number, string][] = [
    [rules.personalExemption, h.filers, 0, 'Personal exemption credit'],
    [rules.dependentExemption, h.children, h.otherDependents, 'Dependent exemption credit'],
    [rules.seniorExemption, h.filersAged65Plus, 0, 'Age 65 or older credit'],
  ];
  for (const [allowance, units, otherUnits, creditLabel] of allowances) {
    if (!allowance || units + otherUnits === 0) continue;
    const totalC = allowanceTotal(allowance, units, otherUnits, status, measures);
    if (allowance.kind === 'deduction') deductions.push(totalC);
    else if (totalC > 0) credits.push({ label: creditLabel, amountC: totalC });
  }
  // Deductions by formula (special rules declared with `defineDeductionRule`), taken before the schedule.
  for (const rule of rules.special ?? []) {
    const deduct = SPECIAL_RULES.get(rule.name)?.deduct;
    if (deduct) deductions.push(deduct({ household: h, rules, rule, baseC }));
  }
  // Negative where a rule adds back more than the tables deduct (Colorado's add-back of federal deductions).
  const deductionsC = deductions.reduce((a, b) => a + b, 0);
  const taxableC = Math.max(0, baseC - deductionsC);

  const schedule = rules.brackets.byStatus[status];
  const { bands, taxC: scheduleTaxC, marginalRate: bandRate } = taxBySchedule(taxableC, schedule);
  let marginalRate = bandRate;
  const additions: StateLineC[] = [];
  for (const surtax of rules.surtaxes ?? []) {
    const overC = surtax.over[status] * 100;
    if (taxableC >= overC) marginalRate += surtax.rate;
    if (taxableC > overC)
      additions.push({ label: surtax.label, amountC: percentOfCentsHalfUp(taxableC - overC, surtax.rate) });
  }
  // The state's own rates on capital gains: a line of the difference they make to the schedule's tax.
  const gainsLine = capitalGainsRateLine(rules, h, taxableC, scheduleTaxC);
  if (gainsLine) additions.push(gainsLine);
  const sources: (Source | undefined)[] = [citedSource(rules.brackets), citedSource(rules.base)];
  if (gainsLine && rules.capitalGains) sources.push(citedSource(rules.capitalGains));
  const refundables: StateLineC[] = [];
  for (const rule of rules.special ?? []) {
    const definition = SPECIAL_RULES.get(rule.name);
    if (!definition)
      throw new Error(`${rules.code} ${rules.taxYear}: no implementation of the special rule "${rule.name}"`);
    sources.push(citedSource(rule));
    const { apply } = definition;
    if (!apply) continue; // a deduction, taken above
    const taxSoFarC = scheduleTaxC + additions.reduce((sum, line) => sum + line.amountC, 0);
    const creditsSoFarC = credits.reduce((sum, line) => sum + line.amountC, 0);
    const effect = apply({ household: h, rules, rule, baseC, taxableC, scheduleTaxC, taxSoFarC, creditsSoFarC });
    const label = rule.label ?? rule.name;
    if (effect.taxC) additions.push({ label, amountC: effect.taxC });
    if (effect.creditC) {
      const reduces = effect.reducesEarnedIncomeCredit ? { reducesEarnedIncomeCredit: true } : {};
      credits.push({ label, amountC: effect.creditC, ...reduces });
    }
    if (effect.refundableCreditC) refundables.push({ label, amountC: effect.refundableCreditC });
  }
  const taxBeforeCreditsC = scheduleTaxC + additions.reduce((sum, line) => sum + line.amountC, 0);
  const creditsC = Math.min(
    taxBeforeCreditsC,
    credits.reduce((sum, line) => sum + line.amountC, 0),
  );
  for (const group of [sd, rules.personalExemption, rules.dependentExemption, rules.seniorExemption]) {
    if (group) sources.push(citedSource(group));
  }
  for (const surtax of rules.surtaxes ?? []) sources.push(citedSource(surtax));
  // Refundable credits by rule: used against the tax the nonrefundable ones leave, the rest paid at filing.
  const refundableC = refundables.reduce((sum, line) => sum + line.amountC, 0);
  const usedRefundableC = Math.min(refundableC, taxBeforeCreditsC - creditsC);
  return {
    rules,
    baseC,
    deductionsC,
    taxableC,
    bands,
    additions,
    taxBeforeCreditsC,
    creditLines: [...credits, ...refundables],
    creditsC: creditsC + usedRefundableC,
    incomeTaxC: taxBeforeCreditsC - creditsC - usedRefundableC,
    ...(refundableC > 0 ? { refundableCreditsC: refundableC - usedRefundableC } : {}),
    marginalRate: Math.round(marginalRate * 10_000) / 10_000,
    sources: distinctSources(sources),
  };
}

/** The state's starting income (`base.startsFrom`), with the 401(k) deferrals added back where it taxes them. */
function stateBase(rules: WageIncomeTax, h: StateHousehold): number {
  const { startsFrom, addsBack401k } = rules.base;
  const startC =
    startsFrom === 'federalAgi'
      ? h.federalAgiC
      : startsFrom === 'federalTaxableIncome'
        ? h.federalTaxableIncomeC
        : h.wagesC - h.deferrals401kC + (h.otherIncomeC ?? 0); // W-2 box 1 wages: deferrals are already out
  return startC + (addsBack401k ? h.deferrals401kC : 0);
}

interface PhaseOutMeasures {
  readonly federalAgi: number;
  readonly stateBase: number;
}

/** `units` × `amountC`, reduced as `phaseOut` says (per unit or on the total), never below 0. */
export function afterPhaseOut(
  amountC: number,
  units: number,
  phaseOut: PhaseOut | undefined,
  status: StateFilingStatus,
  measures: PhaseOutMeasures,
): number {
  if (!phaseOut || units === 0) return amountC * units;
  const excessC = measures[phaseOut.of] - phaseOut.threshold[status] * 100;
  if (excessC <= 0) return amountC * units;
  // The allowance the reduction applies to: one unit's, or the whole total's.
  const fullC = phaseOut.appliesTo === 'eachUnit' ? amountC : amountC * units;
  let reductionC: number;
  const step = phaseOut.stepByStatus?.[status] ?? phaseOut.step;
  if (step !== undefined) {
    const stepC = step * 100;
    const steps = stepsOver(excessC, stepC, phaseOut.partialStep ?? 'counts');
    reductionC =
      phaseOut.pctPerStep !== undefined
        ? percentOfCentsHalfUp(fullC, Math.min(100, steps * phaseOut.pctPerStep))
        : steps * (phaseOut.amount ?? 0) * 100;
  } else {
    reductionC = percentOfCentsHalfUp(excessC, phaseOut.ratePctByStatus?.[status] ?? phaseOut.ratePct ?? 0);
  }
  const leftC = Math.max(0, fullC - reductionC);
  return phaseOut.appliesTo === 'eachUnit' ? units * leftC : leftC;
}

/** An allowance's total for its units (per person, per return, or children and other dependents apart). */
function allowanceTotal(
  allowance: Allowance,
  units: number,
  otherUnits: number,
  status: StateFilingStatus,
  measures: PhaseOutMeasures,
): number {
  const { phaseOut } = allowance;
  if (allowance.perReturn) return afterPhaseOut(allowance.perReturn[status] * 100, 1, phaseOut, status, measures);
  const amount = allowance.amountByIncome
    ? amountByIncome(allowance.amountByIncome, measures)
    : (allowance.amountByStatus?.[status] ?? allowance.amount);
  const otherAmount = allowance.otherDependentAmount ?? amount;
  if (phaseOut?.appliesTo === 'total') {
    // One reduction of the whole allowance, children's and other dependents' amounts together.
    const sumC = amount * 100 * units + otherAmount * 100 * otherUnits;
    return afterPhaseOut(sumC, 1, phaseOut, status, measures);
  }
  return (
    afterPhaseOut(amount * 100, units, phaseOut, status, measures) +
    afterPhaseOut(otherAmount * 100, otherUnits, phaseOut, status, measures)
  );
}

/** The per-unit amount of the first row of `table` whose `upTo` the income is not over (null: no top). */
function amountByIncome(table: AmountByIncome, measures: PhaseOutMeasures): number {
  const incomeC = measures[table.of];
  const row = table.rows.find((r) => r.upTo === null || incomeC <= r.upTo * 100);
  return row?.amount ?? 0;
}

function distinctSources(sources: readonly (Source | undefined)[]): Source[] {
  const seen = new Set<string>();
  return sources.filter((s): s is Source => s !== undefined && !seen.has(s.url) && seen.add(s.url) !== undefined);
}

/** The state names, for the adapters above the calculators (the pages' state names and comparison). */
export { STATE_NAMES, type StateCode } from '../reference/law';
export { statesWithRules } from './law';
