/**
 * US federal income tax and employee FICA facts for tax year 2026, as data. Next year's update is
 * this one file (and the schema picks up the new 401(k) ceiling from here).
 *
 * Sources:
 * - Rate schedules and standard deductions: IRS Revenue Procedure 2025-32
 *   (IR-2025-103, amounts after the One Big Beautiful Bill Act, P.L. 119-21).
 * - Social Security wage base and FICA rates: SSA 2026 fact sheet; IRC §3101(a), (b)(1).
 * - Additional Medicare Tax thresholds: IRC §3101(b)(2) (not indexed).
 * - 401(k) limits: IRS Notice 2025-67.
 */

export const FILING_STATUSES = ['single', 'mfj', 'hoh'] as const;
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
  /** Wages above which the 0.9 % Additional Medicare Tax applies. */
  readonly additionalMedicareThreshold: number;
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
): FilingStatusTable {
  return {
    label,
    standardDeduction,
    brackets: RATES.map((rate, i) => ({ rate, upTo: tops[i] ?? null })),
    additionalMedicareThreshold,
  };
}

export const TAX_TABLES_2026: TaxTables = {
  taxYear: 2026,
  source: 'IRS Rev. Proc. 2025-32; SSA 2026 fact sheet; IRS Notice 2025-67',
  // statusTable(label, standard deduction, Additional Medicare threshold, tops of the 10 % … 35 % bands)
  byStatus: {
    // Rev. Proc. 2025-32, Table 3 (unmarried individuals).
    single: statusTable('Single', 16_100, 200_000, [12_400, 50_400, 105_700, 201_775, 256_225, 640_600]),
    // Rev. Proc. 2025-32, Table 1 (married filing jointly).
    mfj: statusTable('Married filing jointly', 32_200, 250_000, [24_800, 100_800, 211_400, 403_550, 512_450, 768_700]),
    // Rev. Proc. 2025-32, Table 2 (heads of households). The 24 % and 32 % bands end $25 below
    // the single ones: that is in the Rev. Proc., not a typo.
    hoh: statusTable('Head of household', 24_150, 200_000, [17_700, 67_450, 105_700, 201_750, 256_200, 640_600]),
  },
  socialSecurity: { rate: 6.2, wageBase: 184_500 },
  medicare: { rate: 1.45 },
  additionalMedicare: { rate: 0.9 },
  retirement401k: { limit: 24_500, limitAge50: 32_500, limitAge60To63: 35_750 },
};

/** What the calculator does not model; shown in assumptions and the description. */
export const NOT_MODELLED_2026 =
  'Not modelled: the senior deduction (65+), tax credits (e.g. the child tax credit), the tips and overtime deductions, ' +
  'state and local taxes, and the IRS Tax Table rounding for incomes under $100,000 (the exact rate schedule is used)';
