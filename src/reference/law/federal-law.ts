/**
 * The federal figures of one tax year from `federal.json` (already checked against its schema), in the shape the
 * federal return reads (`TaxTables`): a table per filing status, the FICA rates, the 401(k) limits, the senior
 * deduction and the child tax credit, and the provenance of every group.
 */
import {
  FILING_STATUSES,
  type FilingStatus,
  type FilingStatusTable,
  type TaxTables,
  type WithholdingTables,
} from './federal-types';
import { deductionLaw, type ItemizedLaw, type QbiLaw, type ScheduleOneALaw } from './federal-deductions';
import type { Provenance, Source } from './provenance';
import { resolveYear, type StandIn, type Yearly } from './yearly';

type ByStatus<T> = Readonly<Record<FilingStatus, T>>;
interface Sourced {
  readonly source?: Source;
}

interface FederalFigures {
  readonly brackets: Yearly<{ rates: readonly number[]; topsByStatus: ByStatus<readonly number[]> } & Sourced>;
  readonly standardDeduction: Yearly<{ byStatus: ByStatus<number> } & Sourced>;
  readonly additionalStandardDeduction: Yearly<{ age: number; byStatus: ByStatus<number> } & Sourced>;
  readonly socialSecurity: Yearly<{ rate: number; wageBase: number } & Sourced>;
  readonly medicare: Yearly<
    { rate: number; additionalRate: number; additionalThresholdByStatus: ByStatus<number> } & Sourced
  >;
  readonly retirement401k: Yearly<TaxTables['retirement401k'] & Sourced>;
  readonly seniorDeduction: Yearly<
    {
      amount: number;
      age: number;
      phaseOutRatePct: number;
      phaseOutThresholdByStatus: ByStatus<number | null>;
    } & Sourced
  >;
  readonly childTaxCredit: Yearly<
    TaxTables['childTaxCredit'] & { phaseOutThresholdByStatus: ByStatus<number> } & Sourced
  >;
  readonly selfEmployment: Yearly<TaxTables['selfEmployment'] & Sourced>;
  readonly capitalGains: Yearly<
    {
      rates: readonly number[];
      zeroRateTopByStatus: ByStatus<number>;
      fifteenRateTopByStatus: ByStatus<number>;
      lossLimitByStatus: ByStatus<number>;
    } & Sourced
  >;
  readonly netInvestmentIncomeTax: Yearly<{ ratePct: number; thresholdByStatus: ByStatus<number> } & Sourced>;
  readonly socialSecurityBenefits: Yearly<
    {
      firstTierPct: number;
      secondTierPct: number;
      baseAmountByStatus: ByStatus<number>;
      adjustedBaseAmountByStatus: ByStatus<number>;
    } & Sourced
  >;
  readonly withholding: Yearly<Pick<WithholdingTables, 'allowanceByW4Status' | 'standard' | 'step2Checkbox'> & Sourced>;
  readonly preTaxBenefits: Yearly<TaxTables['preTaxBenefits'] & Sourced>;
  readonly earnedIncomeCredit: Yearly<TaxTables['earnedIncomeCredit'] & Sourced>;
  readonly dependentCareCredit: Yearly<TaxTables['dependentCareCredit'] & Sourced>;
  readonly formW4: Yearly<
    Pick<WithholdingTables, 'step3PerChild' | 'step3PerOtherDependent' | 'step3IncomeLimitByW4Status'> & Sourced
  >;
  readonly scheduleOneA: Yearly<ScheduleOneALaw & Sourced>;
  readonly itemizedLimits: Yearly<ItemizedLaw & Sourced>;
  readonly qbi: Yearly<QbiLaw & Sourced>;
}

export interface FederalFile {
  readonly code: 'US';
  readonly name: string;
  /** The tax years the law covers (every file answers each of them). */
  readonly years: readonly number[];
  /** The year a request without `taxYear` is answered for. */
  readonly defaultYear: number;
  readonly notModelled: string;
  readonly figures: FederalFigures;
}

const LABELS: ByStatus<string> = {
  single: 'Single',
  mfj: 'Married filing jointly',
  mfs: 'Married filing separately',
  hoh: 'Head of household',
  qss: 'Qualifying surviving spouse',
};

const CITED = new Set(['rate schedule', 'standard deduction', 'Social Security wage base and rate', '401(k) limits']);

/** The federal figures of `year` from `file`. */
export function federalLaw(file: FederalFile, year: number): TaxTables {
  const provenance: Provenance[] = [];
  const pick = <K extends keyof FederalFigures>(key: K) => {
    const { value, provenance: p } = resolveYear(file.figures[key] as Yearly<unknown>, key, year, 'federal.json');
    provenance.push(p);
    return value as Exclude<FederalFigures[K][string], StandIn | null>;
  };
  const brackets = pick('brackets');
  const standard = pick('standardDeduction');
  const additional = pick('additionalStandardDeduction');
  const socialSecurity = pick('socialSecurity');
  const medicare = pick('medicare');
  const { source: _k, ...retirement401k } = pick('retirement401k');
  const senior = pick('seniorDeduction');
  const { phaseOutThresholdByStatus: childThresholds, source: _c, ...childTaxCredit } = pick('childTaxCredit');
  const { source: _s, ...selfEmployment } = pick('selfEmployment');
  const capitalGains = pick('capitalGains');
  const niit = pick('netInvestmentIncomeTax');
  const benefits = pick('socialSecurityBenefits');
  const { source: _w, ...percentageMethod } = pick('withholding');
  const { source: _f, ...formW4 } = pick('formW4');
  const { source: _b, ...preTaxBenefits } = pick('preTaxBenefits');
  const { source: _e, ...earnedIncomeCredit } = pick('earnedIncomeCredit');
  const { source: _d, ...dependentCareCredit } = pick('dependentCareCredit');
  const deductions = deductionLaw(pick('scheduleOneA'), pick('itemizedLimits'), pick('qbi'));

  const table = (status: FilingStatus): FilingStatusTable => ({
    label: LABELS[status],
    standardDeduction: standard.byStatus[status],
    brackets: brackets.rates.map((rate, i) => ({ rate, upTo: brackets.topsByStatus[status][i] ?? null })),
    additionalMedicareThreshold: medicare.additionalThresholdByStatus[status],
    additionalStandardDeduction65: additional.byStatus[status],
    childCreditPhaseOutThreshold: childThresholds[status],
    seniorDeductionPhaseOutThreshold: senior.phaseOutThresholdByStatus[status],
    capitalGainsZeroRateTop: capitalGains.zeroRateTopByStatus[status],
    capitalGainsFifteenRateTop: capitalGains.fifteenRateTopByStatus[status],
    capitalLossLimit: capitalGains.lossLimitByStatus[status],
    netInvestmentIncomeThreshold: niit.thresholdByStatus[status],
    socialSecurityBaseAmount: benefits.baseAmountByStatus[status],
    socialSecurityAdjustedBaseAmount: benefits.adjustedBaseAmountByStatus[status],
  });
  // The publications of the schedule, the deductions, the wage base and the 401(k) limits, by their short names.
  const cited = provenance.filter((p) => CITED.has(p.figure));
  const titles = [...new Set(cited.flatMap((p) => (p.source ? [p.source.title.split(' (')[0]!] : [])))];
  return {
    taxYear: year,
    source: titles.join('; '),
    provenance,
    notModelled: file.notModelled,
    byStatus: Object.fromEntries(FILING_STATUSES.map((s) => [s, table(s)])) as TaxTables['byStatus'],
    socialSecurity: { rate: socialSecurity.rate, wageBase: socialSecurity.wageBase },
    medicare: { rate: medicare.rate },
    additionalMedicare: { rate: medicare.additionalRate },
    retirement401k,
    seniorDeduction: { amount: senior.amount, phaseOutRatePct: senior.phaseOutRatePct, age: senior.age },
    additionalStandardDeductionAge: additional.age,
    childTaxCredit,
    selfEmployment,
    capitalGainsRates: capitalGains.rates as [number, number, number],
    netInvestmentIncomeTaxRate: niit.ratePct,
    socialSecurityBenefitsPct: [benefits.firstTierPct, benefits.secondTierPct],
    withholding: { ...percentageMethod, ...formW4 },
    preTaxBenefits,
    earnedIncomeCredit,
    dependentCareCredit,
    deductions,
  };
}
