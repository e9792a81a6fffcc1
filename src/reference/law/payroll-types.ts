/**
 * The types of a state's payroll figure groups (`payrollContributions` and `benefitTreatment` of a state's law file),
 * apart from the income tax's (./state-types.ts re-exports them).
 */
import type { Projection, Source } from './provenance';

/**
 * A state payroll contribution program (`payrollContributions` of the state's file): the employee pays
 * `rate` × `employeeSharePct` / 100 percent of each earner's wages up to `wageBase` a year (null: all wages), or up to
 * `weeklyWageBase` a week where the program caps a week's wages (a year of even weekly wages: 52 weeks of it).
 */
export interface PayrollContribution {
  /** `<STATE>-<PROGRAM>`, e.g. `CA-SDI`, `NY-PFL`. */
  readonly program: string;
  readonly name: string;
  /** The whole premium, percent of wages. */
  readonly rate: number;
  /** The employee's share of `rate`, percent (100: the employee pays it all). */
  readonly employeeSharePct: number;
  readonly wageBase: number | null;
  readonly weeklyWageBase?: number;
  readonly note?: string;
  readonly source?: Source;
  readonly projected?: Projection;
}

/** The pre-tax benefits an employee takes through payroll, in the order a pay stub lists them. */
export const PRE_TAX_BENEFITS = ['healthPremiums', 'hsa', 'healthFsa', 'dependentCareFsa', 'commuter'] as const;
export type PreTaxBenefit = (typeof PRE_TAX_BENEFITS)[number];

/**
 * How a state's income tax treats salary reductions for `benefits` (`benefitTreatment` of the state's file):
 * `inStateWages` true where the state keeps them in its wages (adds back what federal wages leave out), false where
 * it leaves them out as federal wages do. A benefit no entry names follows the federal exclusion, and the answer
 * says the state's own treatment of it is not modelled.
 */
export interface BenefitTreatment {
  readonly benefits: readonly PreTaxBenefit[];
  readonly inStateWages: boolean;
  /** The rule in words, naming the law, as the answer states it. */
  readonly law: string;
  readonly source?: Source;
  readonly projected?: Projection;
}
