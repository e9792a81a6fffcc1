/**
 * The US federal income tax and employee FICA figures of one tax year, as the calculators receive them from the
 * law (`src/reference/law/federal.json`, resolved by `federalLaw` in `./federal.ts`).
 */
import type { DeductionLaw } from './federal-deductions';
import type { FilingStatus } from './filing-status';
import type { Provenance } from './provenance';

export { FILING_STATUSES, type FilingStatus } from './filing-status';

/** One band of a rate schedule: `rate` percent on taxable income above the previous band's top, up to `upTo` (null: no top). */
export interface TaxBand {
  readonly rate: number;
  readonly upTo: number | null;
}

export interface FilingStatusTable {
  readonly label: string;
  readonly standardDeduction: number;
  /** Bands from the lowest; each `upTo` is the top of the band ("over … but not over …"). */
  readonly brackets: readonly TaxBand[];
  /** Wages above which the 0.9 % Additional Medicare Tax applies (the couple's combined wages on a joint return). */
  readonly additionalMedicareThreshold: number;
  /** Additional standard deduction per filer aged 65 or older (IRC §63(f)), by marital status. */
  readonly additionalStandardDeduction65: number;
  /** Modified AGI above which the child tax credit and the credit for other dependents phase out (IRC §24(b)(2)). */
  readonly childCreditPhaseOutThreshold: number;
  /** Modified AGI above which the senior deduction phases out (IRC §151(f)); null: not allowed (mfs). */
  readonly seniorDeductionPhaseOutThreshold: number | null;
  /** Taxable income up to which qualified dividends and net capital gain are taxed at 0 %, then at 15 % (IRC §1(h)). */
  readonly capitalGainsZeroRateTop: number;
  readonly capitalGainsFifteenRateTop: number;
  /** The most a net capital loss deducts from other income (IRC §1211(b)). */
  readonly capitalLossLimit: number;
  /** Modified AGI above which the net investment income tax applies (IRC §1411(b)). */
  readonly netInvestmentIncomeThreshold: number;
  /** Provisional income over which Social Security benefits are taxable (IRC §86(c)(1); 0 mfs living together). */
  readonly socialSecurityBaseAmount: number;
  /** Provisional income over which 85 % of the excess is taxable (IRC §86(c)(2)). */
  readonly socialSecurityAdjustedBaseAmount: number;
}

/** The filing statuses of Form W-4 Step 1(c): single or married filing separately, married filing jointly or qualifying surviving spouse, head of household. */
export const W4_STATUSES = ['single', 'mfj', 'hoh'] as const;
export type W4Status = (typeof W4_STATUSES)[number];

/** One row of a Pub. 15-T annual percentage method table: at least `atLeast`, `tentative` plus `rate` % of the excess. */
export interface PercentageRow {
  readonly atLeast: number;
  readonly tentative: number;
  readonly rate: number;
}

/** Pub. 15-T's percentage method for Forms W-4 from 2020 or later (Worksheet 1A) and Form W-4's Step 3 amounts. */
export interface WithholdingTables {
  /** Worksheet 1A line 1g: subtracted from the annual wage unless the Step 2 box is checked. */
  readonly allowanceByW4Status: Readonly<Record<W4Status, number>>;
  /** The annual tables: STANDARD withholding, and with the Form W-4 Step 2 box checked. */
  readonly standard: Readonly<Record<W4Status, readonly PercentageRow[]>>;
  readonly step2Checkbox: Readonly<Record<W4Status, readonly PercentageRow[]>>;
  /** Form W-4 Step 3: per qualifying child and other dependent, when total income is at most the status limit. */
  readonly step3PerChild: number;
  readonly step3PerOtherDependent: number;
  readonly step3IncomeLimitByW4Status: Readonly<Record<W4Status, number>>;
}

/** One column of the EIC table: the credit rises at `creditRatePct` % of earned income to `maxCredit`, then falls. */
export interface EarnedIncomeCreditColumn {
  readonly creditRatePct: number;
  /** Earned income at or above which the maximum credit is allowed. */
  readonly earnedIncomeAmount: number;
  readonly maxCredit: number;
  readonly phaseOutRatePct: number;
  /** Earned income (or AGI) above which the credit falls: other returns, and a joint return. */
  readonly phaseOutStart: number;
  readonly phaseOutStartJoint: number;
  /** Earned income (or AGI) at or above which there is no credit. */
  readonly phaseOutEnd: number;
  readonly phaseOutEndJoint: number;
}

export interface EarnedIncomeCreditFigures {
  readonly byChildren: readonly EarnedIncomeCreditColumn[];
  /** Investment income above which no credit is allowed (IRC §32(i)). */
  readonly investmentIncomeLimit: number;
  /** The EIC table's income bands (IRC §32(f)(2): not more than $50). */
  readonly tableBandWidth: number;
  /** Without a qualifying child, the filer (or a spouse on a joint return) must be this old, at most the max. */
  readonly noChildMinAge: number;
  readonly noChildMaxAge: number;
}

/** One reduction of the credit's rate, applied in turn: 1 point per `step` (or part) of AGI over `agiOver`, not below `floorRatePct`. */
export interface CareRateStep {
  readonly floorRatePct: number;
  readonly agiOver: number;
  readonly agiOverJoint: number;
  readonly step: number;
  readonly stepJoint: number;
}

export interface DependentCareCreditFigures {
  /** A dependent child is a qualifying person while under this age (IRC §21(b)(1)(A)). */
  readonly qualifyingChildUnderAge: number;
  /** Qualifying expenses counted at most: one qualifying person, two or more (IRC §21(c)). */
  readonly expenseLimitOne: number;
  readonly expenseLimitTwoOrMore: number;
  /** Form 2441 line 8 before any reduction. */
  readonly startRatePct: number;
  readonly rateSchedule: readonly CareRateStep[];
}

export interface TaxTables {
  readonly taxYear: number;
  /** The publications the year's figures come from, their titles joined (for the words of the result). */
  readonly source: string;
  /** Each figure group: which year's figure answers, from which source or projection. */
  readonly provenance: readonly Provenance[];
  /** What the federal computation leaves out, in one sentence. */
  readonly notModelled: string;
  readonly byStatus: Readonly<Record<FilingStatus, FilingStatusTable>>;
  /** Employee Social Security (OASDI) rate, percent, on wages up to `wageBase`. */
  readonly socialSecurity: { readonly rate: number; readonly wageBase: number };
  /** Employee Medicare (HI) rate, percent, on all wages. */
  readonly medicare: { readonly rate: number };
  /** Additional Medicare Tax rate, percent, on wages above the status threshold. */
  readonly additionalMedicare: { readonly rate: number };
  readonly retirement401k: {
    /** Elective deferral limit (IRC §402(g)). */
    readonly limit: number;
    /** Limit including the age 50+ catch-up. */
    readonly limitAge50: number;
    /** Limit including the age 60–63 catch-up (SECURE 2.0 §109), the highest any employee can defer. */
    readonly limitAge60To63: number;
    /** Age from which catch-up contributions are allowed (in the year the employee turns it). */
    readonly catchUpAge: number;
    /** The ages with the higher catch-up limit (SECURE 2.0 §109). */
    readonly superCatchUpAges: readonly [number, number];
    /**
     * Prior-year FICA wages above which catch-up contributions must be Roth (SECURE 2.0 §603; Notice 2025-67);
     * null in a year the rule is not applied (before 2026: Notice 2023-62's transition period).
     */
    readonly rothCatchUpWageThreshold: number | null;
  };
  /** Senior deduction (2025–2028) per filer aged 65 or older, reduced by `phaseOutRatePct` % of MAGI over the threshold. */
  readonly seniorDeduction: { readonly amount: number; readonly phaseOutRatePct: number; readonly age: number };
  /** Age on 31 December from which the additional standard deduction applies. */
  readonly additionalStandardDeductionAge: number;
  readonly childTaxCredit: {
    /** Per qualifying child under `childAgeLimit` (IRC §24(h)(2), indexed). */
    readonly perChild: number;
    readonly childAgeLimit: number;
    /** Credit for other dependents (IRC §24(h)(4)). */
    readonly perOtherDependent: number;
    /** Phase-out: `phaseOutAmount` per `phaseOutStep` of MAGI (or part) over the status threshold. */
    readonly phaseOutStep: number;
    readonly phaseOutAmount: number;
    /** Refundable (additional child tax credit) per child at most (IRC §24(h)(5), indexed). */
    readonly refundablePerChild: number;
    /** The refundable part is `earnedIncomeRatePct` % of earned income over `earnedIncomeThreshold` (§24(d)(1)(B)(i)). */
    readonly earnedIncomeThreshold: number;
    readonly earnedIncomeRatePct: number;
    /** From this many children the larger of the two Schedule 8812 methods (the FICA method) applies. */
    readonly ficaMethodChildren: number;
  };
  /** Schedule SE: the self-employment tax on `netEarningsPct` % of net profit (IRC §1401, §1402). */
  readonly selfEmployment: {
    readonly netEarningsPct: number;
    /** OASDI rate, percent, on net earnings up to the wage base left after the earner's wages. */
    readonly socialSecurityRate: number;
    /** HI rate, percent, on all net earnings. */
    readonly medicareRate: number;
    /** Net earnings below which there is no self-employment tax (Schedule SE line 4c). */
    readonly minimumNetEarnings: number;
    /** The part of the tax deducted in AGI (Schedule 1 line 15). */
    readonly deductiblePct: number;
  };
  /** The rates of qualified dividends and net capital gain, percent, from the lowest (0, 15, 20). */
  readonly capitalGainsRates: readonly [number, number, number];
  /** Net investment income tax rate, percent (IRC §1411). */
  readonly netInvestmentIncomeTaxRate: number;
  /** The earned income credit (IRC §32) by qualifying children (index 0–3, the last for 3 or more). */
  readonly earnedIncomeCredit: EarnedIncomeCreditFigures;
  /** The child and dependent care credit (IRC §21; Form 2441). */
  readonly dependentCareCredit: DependentCareCreditFigures;
  /** The taxable percents of Social Security benefits: over the base amount, over the adjusted base amount (IRC §86). */
  readonly socialSecurityBenefitsPct: readonly [number, number];
  readonly withholding: WithholdingTables;
  /** Yearly limits of the pre-tax benefits taken through payroll, per employee (dependent care: per return). */
  /** The deductions after AGI: Schedule 1-A, Schedule A's limits, the qualified business income deduction. */
  readonly deductions: DeductionLaw;
  readonly preTaxBenefits: {
    readonly hsaSelf: number;
    readonly hsaFamily: number;
    /** HSA catch-up contribution from `hsaCatchUpAge` (IRC §223(b)(3)). */
    readonly hsaCatchUp: number;
    readonly hsaCatchUpAge: number;
    readonly healthFsa: number;
    /** Dependent care assistance excluded (IRC §129(a)(2)(A)); half on a separate return. */
    readonly dependentCareFsa: number;
    /** Qualified transportation fringe a month, transit passes and parking each (IRC §132(f)(2)). */
    readonly commuterMonthly: number;
  };
}
