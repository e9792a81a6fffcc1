/**
 * US federal income tax and employee FICA facts for tax year 2026, as data. Next year's update is
 * this one file (and the schema picks up the new 401(k) ceiling from here).
 *
 * Sources:
 * - Rate schedules and standard deductions: IRS Revenue Procedure 2025-32
 *   (IR-2025-103, amounts after the One Big Beautiful Bill Act, P.L. 119-21).
 * - Social Security wage base and FICA rates: SSA 2026 fact sheet; IRC §3101(a), (b)(1).
 * - Additional Medicare Tax thresholds: IRC §3101(b)(2) (not indexed).
 * - 401(k) limits and the Roth catch-up wage threshold: IRS Notice 2025-67.
 * - Child tax credit, credit for other dependents, senior deduction: IRC §24 and §151(f) as amended by
 *   P.L. 119-21 (OBBBA §§70104, 70103), amounts for 2026 from Rev. Proc. 2025-32.
 */

/** Every federal filing status: single, married filing jointly / separately, head of household, qualifying surviving spouse. */
export const FILING_STATUSES = ['single', 'mfj', 'mfs', 'hoh', 'qss'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

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
  /** Additional standard deduction per filer aged 65 or older (IRC §63(f)): married $1,650, unmarried $2,050. */
  readonly additionalStandardDeduction65: number;
  /** Modified AGI above which the child tax credit and the credit for other dependents phase out (IRC §24(b)(2)). */
  readonly childCreditPhaseOutThreshold: number;
  /** Modified AGI above which the senior deduction phases out (IRC §151(f)); null: not allowed (mfs). */
  readonly seniorDeductionPhaseOutThreshold: number | null;
}

export interface TaxTables {
  readonly taxYear: number;
  readonly source: string;
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
    /** Prior-year FICA wages above which catch-up contributions must be Roth (SECURE 2.0 §603; Notice 2025-67). */
    readonly rothCatchUpWageThreshold: number;
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
}

/** The rates of the seven bands, percent, lowest first: the same for every filing status (Rev. Proc. 2025-32, Tables 1–3). */
const RATES = [10, 12, 22, 24, 32, 35, 37] as const;

/** A status's table; `tops` are the tops of the bands below 37 % ("not over"), lowest first; the 37 % band has none. */
function statusTable(
  label: string,
  standardDeduction: number,
  additionalMedicareThreshold: number,
  tops: readonly number[],
  household: Pick<
    FilingStatusTable,
    'additionalStandardDeduction65' | 'childCreditPhaseOutThreshold' | 'seniorDeductionPhaseOutThreshold'
  >,
): FilingStatusTable {
  return {
    label,
    standardDeduction,
    brackets: RATES.map((rate, i) => ({ rate, upTo: tops[i] ?? null })),
    additionalMedicareThreshold,
    ...household,
  };
}

// Rev. Proc. 2025-32 §4.15 (additional standard deduction: $1,650 married, $2,050 unmarried); IRC §24(b)(2)
// ($400,000 joint, $200,000 otherwise; not indexed); IRC §151(f)(3) ($150,000 joint, $75,000 otherwise; no
// deduction on a separate return).
const UNMARRIED = {
  additionalStandardDeduction65: 2_050,
  childCreditPhaseOutThreshold: 200_000,
  seniorDeductionPhaseOutThreshold: 75_000,
};
const JOINT = {
  additionalStandardDeduction65: 1_650,
  childCreditPhaseOutThreshold: 400_000,
  seniorDeductionPhaseOutThreshold: 150_000,
};

export const TAX_TABLES_2026: TaxTables = {
  taxYear: 2026,
  source: 'IRS Rev. Proc. 2025-32; SSA 2026 fact sheet; IRS Notice 2025-67',
  // statusTable(label, standard deduction, Additional Medicare threshold, tops of the 10 % … 35 % bands, household)
  byStatus: {
    // Rev. Proc. 2025-32, Table 3 (unmarried individuals).
    single: statusTable('Single', 16_100, 200_000, [12_400, 50_400, 105_700, 201_775, 256_225, 640_600], UNMARRIED),
    // Rev. Proc. 2025-32, Table 1 (married filing jointly and surviving spouses).
    mfj: statusTable(
      'Married filing jointly',
      32_200,
      250_000,
      [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      JOINT,
    ),
    // Rev. Proc. 2025-32, Table 4 (married filing separately): the single edges except the 35 % band, which ends
    // at half the joint one. Additional Medicare Tax from $125,000 (IRC §3101(b)(2)(B)).
    mfs: statusTable(
      'Married filing separately',
      16_100,
      125_000,
      [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
      { ...JOINT, childCreditPhaseOutThreshold: 200_000, seniorDeductionPhaseOutThreshold: null },
    ),
    // Rev. Proc. 2025-32, Table 2 (heads of households). The 24 % and 32 % bands end $25 below
    // the single ones: that is in the Rev. Proc., not a typo.
    hoh: statusTable(
      'Head of household',
      24_150,
      200_000,
      [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
      UNMARRIED,
    ),
    // Qualifying surviving spouse: the joint schedule and standard deduction (Rev. Proc. 2025-32, Table 1), the
    // married additional deduction (IRC §63(f)(1)), the $200,000 Additional Medicare threshold (§3101(b)(2)(C))
    // and the unmarried credit and senior thresholds (§24(b)(2), §151(f)(3) name only joint returns).
    qss: statusTable(
      'Qualifying surviving spouse',
      32_200,
      200_000,
      [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      { ...UNMARRIED, additionalStandardDeduction65: 1_650 },
    ),
  },
  socialSecurity: { rate: 6.2, wageBase: 184_500 },
  medicare: { rate: 1.45 },
  additionalMedicare: { rate: 0.9 },
  retirement401k: {
    limit: 24_500,
    limitAge50: 32_500,
    limitAge60To63: 35_750,
    catchUpAge: 50,
    superCatchUpAges: [60, 63],
    rothCatchUpWageThreshold: 150_000,
  },
  seniorDeduction: { amount: 6_000, phaseOutRatePct: 6, age: 65 },
  additionalStandardDeductionAge: 65,
  childTaxCredit: {
    perChild: 2_200,
    childAgeLimit: 17,
    perOtherDependent: 500,
    phaseOutStep: 1_000,
    phaseOutAmount: 50,
    refundablePerChild: 1_700,
    earnedIncomeThreshold: 2_500,
    earnedIncomeRatePct: 15,
    ficaMethodChildren: 3,
  },
};

/** What the calculator does not model; shown in assumptions and the description. */
export const NOT_MODELLED_2026 =
  'Not modelled: the earned income tax credit and credits other than the child tax credit and the credit for other ' +
  'dependents, the tips and overtime deductions, the additional standard deduction for blindness, local income taxes, ' +
  'and the IRS Tax Table rounding for incomes under $100,000 (the exact rate schedule is used)';
