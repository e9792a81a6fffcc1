/**
 * One state's (or DC's) individual income tax rules for one tax year, as the calculators receive them from the law
 * (`lawFor(code, year)` in `src/calculators/law.ts`): the figures of `src/reference/law/states/<code>.json` for that
 * year, each group with the `source` it was read from (or the `projected` method), and the `provenance` of every
 * group (which year's figure answers, and why).
 *
 * What the engine (`src/calculators/state-tax.ts`) computes from it, for a W-2 household:
 *   base       = federal AGI, federal taxable income or wages (`base.startsFrom`), plus the 401(k) deferrals
 *                where the state taxes them (`base.addsBack401k`)
 *   deductions = the state's standard deduction (or the federal one, `standardDeduction.followsFederal`)
 *                + personal, dependent and 65+ exemptions of `kind: 'deduction'`, each after its phase-out
 *   taxable    = max(0, base − deductions)
 *   tax        = the rate schedule of the filing status on `taxable`, + surtaxes, + a named special rule
 *                (recapture and the like, declared in `src/calculators/state-rules/`), − credits of
 *                `kind: 'credit'` (nonrefundable: never below 0)
 * Amounts are whole dollars (or cents where the state prints cents); rates are percent (4.4 = 4.4 %).
 */
import type { StateCapitalGains } from './capital-gains-types';
import type { BenefitTreatment, PayrollContribution } from './payroll-types';
import type { StateOwnEarnedIncomeCredit } from './own-credit-types';
import type { EarlierFederalRules, OwnChildlessRule } from './state-eic-types';
import type { Projection, Provenance, Source } from './provenance';

export type { Projection, Provenance, Source } from './provenance';
export type * from './own-credit-types';
export type * from './state-eic-types';
export type { StateCapitalGains } from './capital-gains-types';
export * from './payroll-types';

/** Filing statuses of the federal return; a state that does not distinguish two of them repeats the figure. */
export const STATE_FILING_STATUSES = ['single', 'mfj', 'mfs', 'hoh', 'qss'] as const;
export type StateFilingStatus = (typeof STATE_FILING_STATUSES)[number];

/** A figure per filing status. */
export type ByStatus<T> = Readonly<Record<StateFilingStatus, T>>;

/** One band: `rate` percent on taxable income above the previous band's top, up to `upTo` (null: no top). */
export interface Band {
  readonly rate: number;
  readonly upTo: number | null;
}

/**
 * How an allowance (deduction, exemption, credit) shrinks as income rises: by `amount` dollars for every `step`
 * dollars (or part of one, when `partialStep` is 'counts') of the measure over `threshold`; or, without `step`, by
 * `ratePct` percent of the excess. Never below 0.
 */
export interface PhaseOut {
  /**
   * The income the phase-out reads: `federalAgi`, federal AGI as Form 1040 line 11 has it (California's, Illinois',
   * Oregon's federal AGI), or `stateBase`, the state's own starting income after its additions and subtractions
   * (Connecticut AGI, Rhode Island's modified federal AGI, Ohio's and Alabama's AGI, which leave out the Social
   * Security benefits).
   */
  readonly of: 'federalAgi' | 'stateBase';
  readonly threshold: ByStatus<number>;
  readonly step?: number;
  /** A different `step` per filing status (e.g. $1,250 for `mfs` where the others use $2,500); overrides `step`. */
  readonly stepByStatus?: ByStatus<number>;
  readonly amount?: number;
  /** With `step`: the allowance shrinks by this percent of its full amount per step (instead of `amount` dollars). */
  readonly pctPerStep?: number;
  readonly partialStep?: 'counts' | 'ignored';
  readonly ratePct?: number;
  /** A different `ratePct` per filing status (e.g. New Mexico: 15 % single, 10 % joint, 20 % separate). */
  readonly ratePctByStatus?: ByStatus<number>;
  /** Applies per allowance unit (per person / per dependent) or to the allowance's total. */
  readonly appliesTo: 'eachUnit' | 'total';
  readonly source?: Source;
  readonly projected?: Projection;
}

export interface StateTaxBase {
  readonly startsFrom: 'federalAgi' | 'federalTaxableIncome' | 'wages';
  /** The state taxes 401(k) elective deferrals (adds them back to federal AGI), e.g. Pennsylvania. */
  readonly addsBack401k: boolean;
  readonly source?: Source;
  readonly projected?: Projection;
}

export interface StandardDeduction {
  /** The state's own amounts; omitted when `followsFederal`. */
  readonly amount?: ByStatus<number>;
  /** The state allows the federal standard deduction (incl. its 65+ additions) instead of its own amounts. */
  readonly followsFederal?: boolean;
  readonly phaseOut?: PhaseOut;
  readonly source?: Source;
  readonly projected?: Projection;
}

/** A per-person allowance: `deduction` from the base, or `credit` against the tax. */
export interface Allowance {
  readonly kind: 'deduction' | 'credit';
  /** Per person (per filer for `personalExemption`, per dependent for `dependentExemption`). */
  readonly amount: number;
  /**
   * `personalExemption` only: the allowance for the whole return by filing status, where the state's amount is not
   * `amount` × filers (e.g. Massachusetts: $4,400 single, $6,800 head of household, $8,800 joint). Replaces `amount`.
   */
  readonly perReturn?: ByStatus<number>;
  /**
   * The amount per unit by filing status, where the state's differs by status (e.g. Nebraska's additional standard
   * deduction at 65: $2,050 for an unmarried filer, $1,700 for each married one). Replaces `amount`.
   */
  readonly amountByStatus?: ByStatus<number>;
  /**
   * `dependentExemption` only: the amount per dependent who is not a qualifying child under 17, where the state's
   * amount differs from the children's `amount` (e.g. Arizona: $100 per child under 17, $25 per other dependent).
   */
  readonly otherDependentAmount?: number;
  /**
   * The amount per unit by income, where the state prints a table rather than a phase-out (e.g. Ohio: $2,400 per
   * exemption to $40,000 of modified AGI, $2,150 to $80,000, $1,900 above, none above $500,000). Replaces `amount`.
   */
  readonly amountByIncome?: AmountByIncome;
  readonly phaseOut?: PhaseOut;
  readonly source?: Source;
  readonly projected?: Projection;
}

/** A per-unit amount by income: the first row whose `upTo` (dollars; null: no top) the income is not over. */
export interface AmountByIncome {
  /** The income the rows read, as `PhaseOut.of`. */
  readonly of: 'federalAgi' | 'stateBase';
  readonly rows: readonly { readonly upTo: number | null; readonly amount: number }[];
}

export interface Surtax {
  readonly label: string;
  /** Percent of taxable income over `over`. */
  readonly rate: number;
  readonly over: ByStatus<number>;
  readonly source?: Source;
  readonly projected?: Projection;
}

/**
 * Rules that are formulas rather than tables, implemented by name in the engine (a named special rule reads the
 * figures it needs from `figures`, each with its source in `source`). The implementations live in
 * `src/calculators/state-rules/<code>.ts`, each declared under its `name` with the figures it reads; a rule adds tax (a recapture) or a
 * nonrefundable credit (a forgiveness), and its `label` (or `name`) is shown in the result.
 */
export interface SpecialRule {
  readonly name: string;
  /** What the rule is called on the state's return, shown in the result (default: `name`). */
  readonly label?: string;
  /** Numbers, numbers by filing status, or lists of numbers (a table's rows), by name. */
  readonly figures: Readonly<
    Record<string, number | ByStatus<number> | readonly number[] | ByStatus<readonly number[]>>
  >;
  readonly source?: Source;
  readonly projected?: Projection;
}

/** A row of a locality's rate schedule as the publication prints it: `plus` dollars and `rate` % of the excess over `over`. */
export interface LocalScheduleRow {
  readonly over: number;
  readonly plus: number;
  readonly rate: number;
}

/**
 * What a local tax is on. Household bases: `stateTaxableIncome`, `stateTax` (a surcharge on the state's income tax),
 * `federalAgi`. Each earner's own (one line per earner): `wages` (Medicare wages, Form W-2 box 5: gross wages less
 * pre-tax cafeteria-plan benefits, 401(k) deferrals included), `grossWages` (before any pre-tax deduction),
 * `federalWages` (Form W-2 box 1: Medicare wages less pre-tax 401(k) deferrals) and `earnedIncome` (Medicare wages
 * plus a positive net profit from self-employment).
 */
export type LocalBase =
  'stateTaxableIncome' | 'stateTax' | 'federalAgi' | 'wages' | 'grossWages' | 'federalWages' | 'earnedIncome';

/** A flat amount a year or a month, due when the base of that period is at least `whenAtLeast` dollars. */
export interface LocalFlat {
  readonly amount: number;
  readonly per: 'year' | 'month';
  readonly whenAtLeast: number;
}

/** A row of a local credit's table: for income not over `upTo` (null: no top), `amount` plus `perPerson` each. */
export interface LocalCreditRow {
  readonly upTo: number | null;
  readonly amount?: number;
  readonly perPerson?: number;
}

/** A row of a local credit's share of the federal earned income credit: `pct` from `from` of income, less the taper. */
export interface LocalEicShareRow {
  readonly from: number;
  readonly pct: number;
  /** The percent falls by `taperPctPerDollar` for each dollar over `taperOver` (rounded as the worksheet rounds). */
  readonly taperOver?: number;
}

/**
 * A credit against a local tax (New York City's on IT-201 lines 48, 69, 69a and 70), on `of`: federal AGI, the
 * state's adjusted gross income (`stateAgi`) or the tax's own base. One of: `byIncome`, a table by filing status (a
 * status without rows has none); `schedule`, a schedule as published on the income; or `eicShare`, a percent of the
 * federal earned income credit by the income. None above `incomeLimit`. A nonrefundable credit reduces the tax, never
 * below 0; a refundable one is paid at filing whatever the tax.
 */
export interface LocalCredit {
  readonly name: string;
  readonly refundable: boolean;
  readonly of: 'federalAgi' | 'stateAgi' | 'base';
  readonly byIncome?: ByStatus<readonly LocalCreditRow[]>;
  readonly schedule?: ByStatus<readonly LocalScheduleRow[]>;
  readonly eicShare?: readonly LocalEicShareRow[];
  readonly taperPctPerDollar?: number;
  readonly incomeLimit?: number;
  readonly source?: Source;
  readonly projected?: Projection;
}

/**
 * One local tax: its base less `exemptionPerPerson` for each person (on a household base the filers and
 * dependents; on an earner's base the earner, the taxpayer also the dependents), counted up to `baseCap`, taxed by
 * one of: a flat `rate`; a `schedule` by filing status as the publication prints it (over, plus, rate % of the
 * excess; a threshold is a first row at rate 0); `wholeAtRate`, brackets by filing status whose rate applies to the
 * whole base (Frederick County, Maryland); or a `flat` amount.
 */
export interface LocalTax {
  readonly name: string;
  /** Credits against this tax, in the order of the return (a household base only). */
  readonly credits?: readonly LocalCredit[];
  readonly base: LocalBase;
  readonly rate?: number;
  readonly schedule?: ByStatus<readonly LocalScheduleRow[]>;
  readonly wholeAtRate?: ByStatus<readonly { rate: number; upTo: number | null }[]>;
  readonly flat?: LocalFlat;
  readonly exemptionPerPerson?: number;
  readonly baseCap?: number;
  readonly note?: string;
  readonly source?: Source;
  readonly projected?: Projection;
}

/**
 * A locality of a state's `localities` (an id `<STATE>-<NAME>`): one tax written in place (its `name` the tax's),
 * or `taxes`, each its own (its `name` then the place's, e.g. Portland's three).
 */
export type Locality =
  | (LocalTax & { readonly id: string; readonly taxes?: undefined })
  | { readonly id: string; readonly name: string; readonly taxes: readonly LocalTax[]; readonly note?: string };

interface StateBase {
  /** USPS code, upper case. */
  readonly code: string;
  readonly name: string;
  readonly taxYear: number;
  /** What this state's figure leaves out (local taxes, state EITC, itemizing, …), in plain words. */
  readonly notModelled: readonly string[];
  /** What the figures take for granted that holds whatever the year (a status the state lacks, and the like). */
  readonly assumptions: readonly string[];
  /** Each figure group: which year's figure answers this year, from which source or projection. */
  readonly provenance: readonly Provenance[];
  /** The payroll contribution programs of the year whose employee share comes out of wages (none: empty). */
  readonly payrollContributions?: readonly PayrollContribution[];
  /** The state's treatment of each pre-tax benefit the year's data names (none: every benefit follows federal). */
  readonly benefitTreatment?: readonly BenefitTreatment[];
  /** The local income taxes of the year (none: empty), and which year's figures answer, from which source. */
  readonly localities?: readonly Locality[];
  readonly localitiesProvenance?: Provenance;
  /** The state's own credit for low-income workers (not a share of the federal one), refundable; absent: none. */
  readonly ownEarnedIncomeCredit?: StateOwnEarnedIncomeCredit;
  /** The state's own rule for capital gains (none: gains are income like any other). */
  readonly capitalGains?: StateCapitalGains;
}

export interface NoWageIncomeTax extends StateBase {
  readonly taxesWages: false;
  /** Why wages are not taxed (e.g. "Texas has no individual income tax (Tex. Const. art. 8, §24-a)"). */
  readonly reason: string;
  readonly source?: Source;
  readonly projected?: Projection;
}

export interface WageIncomeTax extends StateBase {
  readonly taxesWages: true;
  readonly base: StateTaxBase;
  readonly standardDeduction?: StandardDeduction;
  /** Per filer: the taxpayer, and the spouse on a joint return. */
  readonly personalExemption?: Allowance;
  /** Per dependent (children and other dependents). */
  readonly dependentExemption?: Allowance;
  /** Per filer aged 65 or older on 31 December (the taxpayer, and the spouse on a joint return). */
  readonly seniorExemption?: Allowance;
  /** The schedule, read from a publication (`source`) or projected by the statute's index (`projected`). */
  readonly brackets: {
    readonly byStatus: ByStatus<readonly Band[]>;
    readonly source?: Source;
    readonly projected?: Projection;
  };
  readonly surtaxes?: readonly Surtax[];
  readonly special?: readonly SpecialRule[];
  /** The state's earned income credit as a share of the federal credit (absent: none, or not a share). */
  readonly earnedIncomeCredit?: StateEarnedIncomeCredit;
  /** The state's own rule for the Social Security benefits in federal AGI (absent: their taxable part is exempt). */
  readonly socialSecurityBenefits?: StateSocialSecurity;
}

/**
 * How a state treats the Social Security benefits in federal AGI: `exempt` (all subtracted), `taxed` (as federal
 * AGI holds them), or a rule of its own that `src/calculators/state-social-security.ts` implements by name with
 * the figures it reads (by `src/reference/law/social-security-schema.ts`).
 */
export type StateSocialSecurityRule =
  | 'exempt'
  | 'taxed'
  | 'ct-adjustment'
  | 'nm-exemption'
  | 'co-pension-subtraction'
  | 'mn-subtraction'
  | 'ri-modification'
  | 'ut-credit'
  | 'vt-exemption'
  | 'wv-modification';

export interface StateSocialSecurity {
  readonly rule: StateSocialSecurityRule;
  readonly figures: Readonly<Record<string, number | ByStatus<number>>>;
  readonly note?: string;
  readonly source?: Source;
  readonly projected?: Projection;
}

/**
 * A state earned income credit of `sharePct` % of the federal credit; `refundable`: what the tax does not take is
 * paid. The optional fields say the states' twists; each replaces or bounds the share as its comment says.
 */
export interface StateEarnedIncomeCredit {
  /** Percent of the federal credit (above 100 where the state gives more, e.g. South Carolina's 125 %). */
  readonly sharePct: number;
  readonly refundable: boolean;
  /**
   * The percent by the number of the federal credit's qualifying children, from none to the last entry's number or
   * more (Wisconsin: 0, 4, 11, 34 for none, one, two, three or more); replaces `sharePct`.
   */
  readonly sharePctByChildren?: readonly number[];
  /**
   * The percent for a filer with a dependent under `underAge` at the end of the year (Oregon: 12 % under 3), applied
   * when `childAges` gives one; without the ages `sharePct` applies and the result names this percent as not modelled.
   */
  readonly youngChild?: { readonly underAge: number; readonly sharePct: number };
  /**
   * Beside a nonrefundable `sharePct`: this percent of the federal credit, less the state's tax before the credit, is
   * refunded (Maryland: 50 % against the tax, and 45 % less the tax refunded).
   */
  readonly refundablePct?: number;
  /**
   * The rule for a filer with no qualifying child filing with one of `statuses`, instead of the others (Maryland:
   * 100 % of the federal credit, refundable, for a single, head of household or surviving spouse filer).
   */
  readonly childless?: {
    readonly statuses: readonly StateFilingStatus[];
    readonly sharePct: number;
    readonly refundable: boolean;
  };
  /** The most the credit is, in dollars (South Carolina from 2026: $200). */
  readonly maxAmount?: number;
  /**
   * Dollars added to the main credit of a filer with at least one qualifying child, refunded as it is (Connecticut
   * from 2025: $250).
   */
  readonly withChildrenAmount?: number;
  /**
   * A credit the filer may claim instead; the one worth more to the household (tax saved plus refund) is taken, the
   * main one on a tie (Virginia: 20 % refundable, or 20 % nonrefundable).
   */
  readonly alternative?: { readonly sharePct: number; readonly refundable: boolean };
  /** The share is of the federal credit as an earlier year's federal rules compute it (Oklahoma: 2020's). */
  readonly federalRulesOf?: EarlierFederalRules;
  /** The share is prorated by the state's AGI over federal AGI, at most 1 (Oklahoma). */
  readonly proratedByStateAgi?: boolean;
  /** Without a qualifying child, the share is of the state's own credit (the District). */
  readonly ownChildless?: OwnChildlessRule;
  readonly source?: Source;
  readonly projected?: Projection;
}

export type StateTaxRules = NoWageIncomeTax | WageIncomeTax;
