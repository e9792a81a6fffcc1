import type { FromSchema } from 'json-schema-to-ts';
import { inputObject, money, select, withAliases, withDefault, type MoneyInCents } from './common';
import { outArray, outInteger, outMoney, outNullable, outObject, outPercent } from './output';
import { FILING_STATUSES, TAX_TABLES_2026 } from '../reference/tax-tables-2026';

const { limit, limitAge50, limitAge60To63 } = TAX_TABLES_2026.retirement401k;

export const taxInputSchema = inputObject('Income tax calculator input', ['grossIncome', 'filingStatus'], {
  grossIncome: money(
    'Gross income',
    'Annual gross wages in USD, before pre-tax 401(k) deferrals. All of it is treated as wages: subject to income tax and FICA.',
  ),
  filingStatus: select(
    'Filing status',
    'Federal filing status: "single", "mfj" (married filing jointly) or "hoh" (head of household).',
    FILING_STATUSES,
  ),
  retirement401k: withDefault(
    withAliases(
      money(
        '401(k) contributions',
        `Pre-tax 401(k) elective deferrals for the year, in USD. They reduce income-tax wages but not FICA wages. ` +
          `${TAX_TABLES_2026.taxYear} limit ${limit}; ${limitAge50} at age 50+; ${limitAge60To63} at ages 60–63 (the maximum accepted).`,
        { max: limitAge60To63 },
      ),
      ['k401Contribution'],
    ),
    0,
  ),
  otherDeductions: withDefault(
    money(
      'Other deductions',
      'Further pre-tax adjustments in USD (e.g. deductible traditional IRA contributions, student-loan interest), subtracted after the standard deduction; they do not reduce FICA.',
    ),
    0,
  ),
  itemizedDeductions: money(
    'Itemized deductions',
    'Total itemized deductions in USD (Schedule A). When larger than the standard deduction they replace it; omit to take the standard deduction.',
  ),
});

export const taxBracketRowSchema = outObject('One band of the rate schedule and the income taxed in it.', {
  rate: outPercent('Rate of the band, percent.'),
  from: outMoney('Taxable income above which the band starts.'),
  to: outNullable(outMoney('Top of the band (taxable income "not over"); null for the top band.')),
  taxedAmount: outMoney('Taxable income that falls in this band.'),
  tax: outMoney('Tax on the income in this band (rate × taxedAmount), rounded to cents.'),
});

export const taxOutputSchema = outObject('Income tax calculator result.', {
  taxYear: outInteger('Tax year of the tables used.', 'years'),
  grossIncome: outMoney('Gross wages (the input, rounded to cents).'),
  adjustedGrossIncome: outMoney('Gross income minus 401(k) deferrals.'),
  standardDeduction: outMoney('Standard deduction of the filing status.'),
  deductionType: {
    type: 'string',
    enum: ['standard', 'itemized'],
    description: 'Which deduction was used: the larger of the two.',
  },
  deductionUsed: outMoney(
    'The deduction subtracted: itemized deductions when larger than the standard deduction, else the standard deduction.',
  ),
  taxableIncome: outMoney('max(0, AGI − deductionUsed − otherDeductions).'),
  federalIncomeTax: outMoney("Federal income tax by the exact rate schedule; equals the sum of the brackets' tax."),
  brackets: outArray(
    'Every band of the rate schedule with the income taxed in it (0 in bands above the taxable income).',
    taxBracketRowSchema,
    10,
  ),
  marginalRate: outPercent(
    'Rate of the band holding the last dollar of taxable income (0 when there is no taxable income), percent.',
  ),
  effectiveRate: outPercent('Federal income tax ÷ gross income, percent (4 decimals).'),
  socialSecurityTax: outMoney('Employee Social Security tax: 6.2 % of wages up to the wage base.'),
  medicareTax: outMoney('Employee Medicare tax: 1.45 % of all wages.'),
  additionalMedicareTax: outMoney('Additional Medicare Tax: 0.9 % of wages above the filing-status threshold.'),
  ficaTax: outMoney('Social Security + Medicare + Additional Medicare.'),
  totalTax: outMoney('Federal income tax + FICA.'),
  allInEffectiveRate: outPercent('Total tax ÷ gross income, percent (4 decimals).'),
  takeHomePay: outMoney(
    'Gross income − total tax − 401(k) deferrals (other and itemized deductions are not subtracted).',
  ),
  monthlyTakeHome: outMoney('takeHomePay / 12, rounded to cents.'),
});

/** What the calculator takes and gives. */
export const taxSchemas = { input: taxInputSchema, output: taxOutputSchema };

export type TaxInput = FromSchema<typeof taxInputSchema, MoneyInCents>;
export type TaxResult = FromSchema<typeof taxOutputSchema>;
