/**
 * US federal income tax and employee FICA for one tax year (the tables' year), by the exact rate schedule
 * (facts and their sources in src/reference/tax-tables-2026.ts):
 * AGI = gross − 401(k); taxable = max(0, AGI − deduction − otherDeductions), the deduction being the
 * larger of the standard and the itemized deductions; FICA on gross wages (401(k) deferrals are FICA
 * wages); Social Security capped at the wage base; Additional Medicare above the status threshold.
 *
 * Everything is computed in integer cents. Bracket edges are whole dollars, so only the top partial
 * band can have a fraction of a cent; each band's tax is rounded once and the bands sum exactly to
 * the federal income tax.
 */
import { ApiError } from '../errors/api-error';
import { taxInputSchema, taxSchemas, type TaxInput, type TaxResult } from '../schemas/tax-calculator';
import { defaultNotes } from './default-note';
import { defineCalculator } from './define';
import { formatCents, fromCents, roundPct } from './money';
import { NOT_MODELLED_2026, TAX_TABLES_2026, type FilingStatusTable } from '../reference/tax-tables-2026';

/** The tables this calculator applies, for the adapters that cite them (the MCP tax-tables resource). */
export { NOT_MODELLED_2026, TAX_TABLES_2026 };

const TABLES = TAX_TABLES_2026;
const byDefault = defaultNotes(taxInputSchema);

/** `rate` percent of `cents`, rounded half up to a cent; exact (BigInt) even where cents × rate passes 2^53. */
function percentOfCents(cents: number, rate: number): number {
  const basisPoints = BigInt(Math.round(rate * 100));
  return Number((BigInt(cents) * basisPoints + 5000n) / 10000n);
}

/** Percent of gross, rounded like every percent output (4 decimals); 0 when there is no income. */
const shareOf = (partC: number, grossC: number) => (grossC === 0 ? 0 : roundPct((partC / grossC) * 100));

interface BandResult {
  rate: number;
  from: number;
  to: number | null;
  taxedAmount: number;
  tax: number;
}

/** Income tax band by band: each band taxes the part of `taxableC` between its bottom and its top. */
function taxByBand(taxableC: number, table: FilingStatusTable) {
  const bands: BandResult[] = [];
  let taxC = 0;
  let marginalRate = 0;
  let bottomC = 0;
  for (const { rate, upTo } of table.brackets) {
    const topC = upTo === null ? Infinity : upTo * 100;
    const taxedC = Math.max(0, Math.min(taxableC, topC) - bottomC);
    const bandTaxC = percentOfCents(taxedC, rate);
    // "Over `from` but not over `to`": income exactly at a band's top is in that band.
    if (taxableC > bottomC && taxableC <= topC) marginalRate = rate;
    bands.push({ rate, from: fromCents(bottomC), to: upTo, taxedAmount: fromCents(taxedC), tax: fromCents(bandTaxC) });
    taxC += bandTaxC;
    bottomC = topC;
  }
  return { bands, taxC, marginalRate };
}

/** The 422s for 401(k) deferrals that the wages cannot fund; nothing when they can. */
function checkDeferrals(grossC: number, k401C: number): void {
  // Elective deferrals come out of wages (IRC §415(c) caps them at 100 % of compensation).
  if (k401C > grossC) {
    throw ApiError.unsatisfiable('401(k) contributions cannot exceed gross wages', [
      {
        path: '/retirement401k',
        code: 'exceeds_gross_income',
        message: `must not exceed grossIncome (${formatCents(grossC)}): deferrals come out of wages`,
      },
    ]);
  }
}

/** The whole computation in integer cents. */
function simulateTax(input: TaxInput) {
  const grossC = input.grossIncome;
  const k401C = input.retirement401k;
  const otherC = input.otherDeductions;
  const itemizedC = input.itemizedDeductions;
  checkDeferrals(grossC, k401C);

  const table = TABLES.byStatus[input.filingStatus];
  const agiC = grossC - k401C;
  const standardC = table.standardDeduction * 100;
  const itemized = itemizedC !== undefined && itemizedC > standardC;
  const deductionC = itemized ? itemizedC : standardC;
  const taxableC = Math.max(0, agiC - deductionC - otherC);
  const income = taxByBand(taxableC, table);

  const socialSecurityC = percentOfCents(
    Math.min(grossC, TABLES.socialSecurity.wageBase * 100),
    TABLES.socialSecurity.rate,
  );
  const medicareC = percentOfCents(grossC, TABLES.medicare.rate);
  const additionalC = percentOfCents(
    Math.max(0, grossC - table.additionalMedicareThreshold * 100),
    TABLES.additionalMedicare.rate,
  );
  const ficaC = socialSecurityC + medicareC + additionalC;
  const totalC = income.taxC + ficaC;
  const takeHomeC = grossC - totalC - k401C;

  // FICA is withheld from the same wages, so a deferral can only take what is left after it. Here the
  // AGI is below FICA (under $6,000), far below any standard deduction, so there is no income tax.
  if (takeHomeC < 0) {
    throw ApiError.unsatisfiable('401(k) contributions and taxes together exceed gross wages', [
      {
        path: '/retirement401k',
        code: 'exceeds_net_wages',
        message: `must not exceed the wages left after taxes: with FICA of ${formatCents(ficaC)} on ${formatCents(grossC)}, at most ${formatCents(grossC - ficaC)} can be deferred`,
      },
    ]);
  }
  return {
    grossC,
    k401C,
    otherC,
    itemizedC,
    table,
    agiC,
    standardC,
    itemized,
    deductionC,
    taxableC,
    income,
    socialSecurityC,
    medicareC,
    additionalC,
    ficaC,
    totalC,
    takeHomeC,
  };
}

type Tax = ReturnType<typeof simulateTax>;

function taxWarnings(t: Tax): string[] {
  const warnings: string[] = [];
  const k401 = TABLES.retirement401k;
  if (t.k401C > k401.limit * 100) {
    warnings.push(
      `401(k) contributions of ${formatCents(t.k401C)} exceed the ${TABLES.taxYear} elective deferral limit of ${formatCents(k401.limit * 100)}: ` +
        `they are allowed only with catch-up contributions, up to ${formatCents(k401.limitAge50 * 100)} at age 50 or older ` +
        `and ${formatCents(k401.limitAge60To63 * 100)} at ages 60–63`,
    );
  }
  if (t.itemizedC !== undefined && !t.itemized) {
    warnings.push(
      `Itemized deductions of ${formatCents(t.itemizedC)} are not more than the standard deduction of ${formatCents(t.standardC)}: the standard deduction is used`,
    );
  }
  return warnings;
}

function taxAssumptions(input: TaxInput, t: Tax): string[] {
  const status = t.table.label.toLowerCase();
  const thresholdText = `${formatCents(t.table.additionalMedicareThreshold * 100)} (${status})`;
  return [
    `Tax year ${TABLES.taxYear}, ${status}: exact federal rate schedule (${TABLES.source})`,
    t.itemized
      ? `Itemized deductions of ${formatCents(t.deductionC)} used instead of the standard deduction of ${formatCents(t.standardC)}`
      : `Standard deduction ${formatCents(t.standardC)} (${status})`,
    `401(k) deferrals ${formatCents(t.k401C)}${byDefault('retirement401k', input.retirement401k)}: subtracted from income-tax wages, not from FICA wages`,
    `Other deductions ${formatCents(t.otherC)}${byDefault('otherDeductions', input.otherDeductions)}, subtracted after the ${t.itemized ? 'itemized' : 'standard'} deduction`,
    'All gross income is treated as wages (W-2): subject to income tax and to employee FICA',
    `Social Security ${TABLES.socialSecurity.rate}% of wages up to the ${formatCents(TABLES.socialSecurity.wageBase * 100)} wage base; ` +
      `Medicare ${TABLES.medicare.rate}% of all wages; Additional Medicare ${TABLES.additionalMedicare.rate}% of wages above ${thresholdText}`,
    'Take-home pay = gross income − federal income tax − FICA − 401(k) deferrals; other and itemized deductions are not subtracted from it',
    NOT_MODELLED_2026,
  ];
}

/** The result's figures, in dollars and percent. */
function taxResult(t: Tax): TaxResult {
  return {
    taxYear: TABLES.taxYear,
    grossIncome: fromCents(t.grossC),
    adjustedGrossIncome: fromCents(t.agiC),
    standardDeduction: fromCents(t.standardC),
    deductionType: t.itemized ? 'itemized' : 'standard',
    deductionUsed: fromCents(t.deductionC),
    taxableIncome: fromCents(t.taxableC),
    federalIncomeTax: fromCents(t.income.taxC),
    brackets: t.income.bands,
    marginalRate: t.income.marginalRate,
    effectiveRate: shareOf(t.income.taxC, t.grossC),
    socialSecurityTax: fromCents(t.socialSecurityC),
    medicareTax: fromCents(t.medicareC),
    additionalMedicareTax: fromCents(t.additionalC),
    ficaTax: fromCents(t.ficaC),
    totalTax: fromCents(t.totalC),
    allInEffectiveRate: shareOf(t.totalC, t.grossC),
    takeHomePay: fromCents(t.takeHomeC),
    monthlyTakeHome: fromCents(Math.round(t.takeHomeC / 12)),
  };
}

export const taxCalculator = defineCalculator<TaxInput, TaxResult>('tax-calculator', {
  schemas: taxSchemas,
  compute(input) {
    const t = simulateTax(input);
    return { result: taxResult(t), assumptions: taxAssumptions(input, t), warnings: taxWarnings(t) };
  },
});
