/**
 * US federal income tax and employee FICA for tax year 2026, by the exact rate schedule
 * (DESIGN.md §6; facts in src/reference/tax-tables-2026.ts):
 * AGI = gross − 401(k); taxable = max(0, AGI − deduction − otherDeductions), the deduction being the
 * larger of the standard and the itemized deductions; FICA on gross wages (401(k) deferrals are FICA
 * wages); Social Security capped at the wage base; Additional Medicare above the status threshold.
 *
 * Everything is computed in integer cents. Bracket edges are whole dollars, so only the top partial
 * band can have a fraction of a cent; each band's tax is rounded once and the bands sum exactly to
 * the federal income tax.
 */
import { ApiError } from '../errors/api-error';
import { taxInputSchema, taxOutputSchema, type TaxInput, type TaxResult } from '../schemas/tax-calculator';
import { defineCalculator } from './define';
import { inputCents } from './exact-cents';
import { formatUsd, fromCents, roundTo } from './money';
import { NOT_MODELLED_2026, TAX_TABLES_2026, type FilingStatusTable } from '../reference/tax-tables-2026';

const TABLES = TAX_TABLES_2026;

/** `rate` percent of `cents`, rounded half up to a cent; exact (BigInt) even where cents × rate passes 2^53. */
function percentOfCents(cents: number, rate: number): number {
  const basisPoints = BigInt(Math.round(rate * 100));
  return Number((BigInt(cents) * basisPoints + 5000n) / 10000n);
}

/** Percent of gross, 2 decimals (tax-2026.md quotes effective rates so: 10.23 %); 0 when there is no income. */
const shareOf = (partC: number, grossC: number) => (grossC === 0 ? 0 : roundTo((partC / grossC) * 100, 2));

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

export const taxCalculator = defineCalculator<TaxInput, TaxResult>({
  slug: 'tax-calculator',
  name: 'Income Tax Calculator',
  category: 'taxes',
  description:
    'US federal income tax and employee FICA (Social Security, Medicare, Additional Medicare) for tax year 2026 by the exact rate ' +
    'schedule of IRS Rev. Proc. 2025-32: tax by bracket, marginal and effective rates, and take-home pay after 401(k) deferrals. ' +
    `${NOT_MODELLED_2026}.`,
  input: taxInputSchema,
  output: taxOutputSchema,
  example: { grossIncome: 75000, filingStatus: 'single', retirement401k: 0, otherDeductions: 0 },
  usesLiveData: false,
  compute(input) {
    const assumptions: string[] = [];
    const warnings: string[] = [];
    const grossC = inputCents(input.grossIncome, 'Gross income', assumptions);
    const k401C = inputCents(input.retirement401k, '401(k) contributions', assumptions);
    const otherC = inputCents(input.otherDeductions, 'Other deductions', assumptions);
    const itemizedC = input.itemizedDeductions === undefined ? undefined : inputCents(input.itemizedDeductions, 'Itemized deductions', assumptions);

    // Elective deferrals come out of wages (IRC §415(c) caps them at 100 % of compensation).
    if (k401C > grossC) {
      throw ApiError.unsatisfiable('401(k) contributions cannot exceed gross wages', [
        {
          path: '/retirement401k',
          code: 'exceeds_gross_income',
          message: `must not exceed grossIncome (${formatUsd(grossC)}): deferrals come out of wages`,
        },
      ]);
    }

    const table = TABLES.byStatus[input.filingStatus];
    const k401 = TABLES.retirement401k;
    const agiC = grossC - k401C;
    const standardC = table.standardDeduction * 100;
    const itemized = itemizedC !== undefined && itemizedC > standardC;
    const deductionC = itemized ? itemizedC : standardC;
    const taxableC = Math.max(0, agiC - deductionC - otherC);
    const income = taxByBand(taxableC, table);

    const socialSecurityC = percentOfCents(Math.min(grossC, TABLES.socialSecurity.wageBase * 100), TABLES.socialSecurity.rate);
    const medicareC = percentOfCents(grossC, TABLES.medicare.rate);
    const additionalC = percentOfCents(Math.max(0, grossC - table.additionalMedicareThreshold * 100), TABLES.additionalMedicare.rate);
    const ficaC = socialSecurityC + medicareC + additionalC;
    const totalC = income.taxC + ficaC;
    const takeHomeC = grossC - totalC - k401C;

    // FICA is withheld from the same wages, so a deferral can only take what is left after it. Here the
    // AGI is below FICA (under $6,000), far below any standard deduction, so there is no income tax.
    if (takeHomeC < 0) {
      const maxDeferralC = grossC - ficaC;
      throw ApiError.unsatisfiable('401(k) contributions and taxes together exceed gross wages', [
        {
          path: '/retirement401k',
          code: 'exceeds_net_wages',
          message: `must not exceed the wages left after taxes: with FICA of ${formatUsd(ficaC)} on ${formatUsd(grossC)}, at most ${formatUsd(maxDeferralC)} can be deferred`,
        },
      ]);
    }

    if (k401C > k401.limit * 100) {
      warnings.push(
        `401(k) contributions of ${formatUsd(k401C)} exceed the ${TABLES.taxYear} elective deferral limit of ${formatUsd(k401.limit * 100)}: ` +
          `they are allowed only with catch-up contributions, up to ${formatUsd(k401.limitAge50 * 100)} at age 50 or older ` +
          `and ${formatUsd(k401.limitAge60To63 * 100)} at ages 60–63`,
      );
    }
    if (itemizedC !== undefined && !itemized) {
      warnings.push(
        `Itemized deductions of ${formatUsd(itemizedC)} are not more than the standard deduction of ${formatUsd(standardC)}: the standard deduction is used`,
      );
    }

    const thresholdText = `${formatUsd(table.additionalMedicareThreshold * 100)} (${table.label.toLowerCase()})`;
    assumptions.push(
      `Tax year ${TABLES.taxYear}, ${table.label.toLowerCase()}: exact federal rate schedule (${TABLES.source})`,
      itemized
        ? `Itemized deductions of ${formatUsd(deductionC)} used instead of the standard deduction of ${formatUsd(standardC)}`
        : `Standard deduction ${formatUsd(standardC)} (${table.label.toLowerCase()})`,
      `401(k) deferrals ${formatUsd(k401C)}${input.retirement401k === 0 ? ' (default)' : ''}: subtracted from income-tax wages, not from FICA wages`,
      `Other deductions ${formatUsd(otherC)}${input.otherDeductions === 0 ? ' (default)' : ''}, subtracted after the ${itemized ? 'itemized' : 'standard'} deduction`,
      'All gross income is treated as wages (W-2): subject to income tax and to employee FICA',
      `Social Security ${TABLES.socialSecurity.rate}% of wages up to the ${formatUsd(TABLES.socialSecurity.wageBase * 100)} wage base; ` +
        `Medicare ${TABLES.medicare.rate}% of all wages; Additional Medicare ${TABLES.additionalMedicare.rate}% of wages above ${thresholdText}`,
      'Take-home pay = gross income − federal income tax − FICA − 401(k) deferrals; other and itemized deductions are not subtracted from it',
      NOT_MODELLED_2026,
    );

    return {
      result: {
        taxYear: TABLES.taxYear,
        grossIncome: fromCents(grossC),
        adjustedGrossIncome: fromCents(agiC),
        standardDeduction: fromCents(standardC),
        deductionType: itemized ? 'itemized' : 'standard',
        deductionUsed: fromCents(deductionC),
        taxableIncome: fromCents(taxableC),
        federalIncomeTax: fromCents(income.taxC),
        brackets: income.bands,
        marginalRate: income.marginalRate,
        effectiveRate: shareOf(income.taxC, grossC),
        socialSecurityTax: fromCents(socialSecurityC),
        medicareTax: fromCents(medicareC),
        additionalMedicareTax: fromCents(additionalC),
        ficaTax: fromCents(ficaC),
        totalTax: fromCents(totalC),
        allInEffectiveRate: shareOf(totalC, grossC),
        takeHomePay: fromCents(takeHomeC),
        monthlyTakeHome: fromCents(Math.round(takeHomeC / 12)),
      },
      assumptions,
      warnings,
    };
  },
});
