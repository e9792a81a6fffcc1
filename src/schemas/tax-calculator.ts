import type { FromSchema } from 'json-schema-to-ts';
import { inputObject, integer, money, percent, select, withAliases, withDefault, type MoneyInCents } from './common';
import { outArray, outInteger, outMoney, outNullable, outObject, outPercent } from './output';
import { localTaxSchema, stateComparisonRowSchema, stateContributionSchema, stateTaxResultSchema } from './state-tax';
import { deductionInputs, deductionResults } from './tax-deductions';
import { retirementInputs } from './tax-retirement-input';
import { creditResults, dependentCareExpensesInput } from './tax-credits-input';
import { childAgesInput, MAX_CHILDREN } from './tax-child-ages-input';
import { PAY_FREQUENCY_NAMES, perPaycheckSchema, preTaxInput, w4Input } from './tax-paycheck';
import { federalLaw, LAW_DATA, LOCALITIES, STATE_CODES, type FederalFile, type FilingStatus } from '../reference/law';

const FEDERAL = LAW_DATA.federal as FederalFile;
/** The tax years the law answers (`federal.json`'s `years`), and the one answered when none is asked for. */
export const TAX_YEARS: readonly number[] = FEDERAL.years;
export const DEFAULT_TAX_YEAR = FEDERAL.defaultYear;
const TABLES_BY_YEAR = TAX_YEARS.map((year) => federalLaw(FEDERAL, year));
const DEFAULT_TABLES = federalLaw(FEDERAL, DEFAULT_TAX_YEAR);

const ctc = DEFAULT_TABLES.childTaxCredit;
/** The highest deferral any year allows anyone (the schema's bound; each year's limit by age is checked after). */
const maxDeferral = Math.max(...TABLES_BY_YEAR.map((t) => t.retirement401k.limitAge60To63));
const deferralLimits = TABLES_BY_YEAR.map(
  ({ taxYear, retirement401k: k }) =>
    `${taxYear}: ${k.limit}, ${k.limitAge50} at age 50+, ${k.limitAge60To63} at ages 60–63`,
).join('; ');

export { PAY_FREQUENCIES, type PayFrequency } from './tax-paycheck';

/**
 * Every filing status, in the order forms offer them: the three most filed first (the order the tools list's
 * `required_inputs` has always had), then married filing separately and qualifying surviving spouse.
 */
const FILING_STATUS_OPTIONS = ['single', 'mfj', 'hoh', 'mfs', 'qss'] as const satisfies readonly FilingStatus[];

/** A USPS state code, accepted in any letter case (as every select is) and echoed upper-cased. */
function stateCode(title: string, description: string) {
  return select(title, description, STATE_CODES);
}

/**
 * The locality select: the law's localities by id, with their titles (`x-enum-titles`); data without localities (a
 * test's fixture year) refuses every value.
 */
function localitySelect() {
  const schema = {
    ...select(
      'Locality',
      "The local income tax where you live: an id of the state's own (NY-NYC, MD-MONTGOMERY; x-enum-titles names each). Requires state.",
      LOCALITIES.map((l) => l.id),
    ),
    'x-enum-titles': LOCALITIES.map((l) => l.title),
  };
  if (LOCALITIES.length > 0) return schema;
  return {
    type: 'string',
    title: schema.title,
    description: 'No locality is listed',
    not: {},
  } as unknown as typeof schema;
}

const deferrals = (title: string, whose: string) =>
  money(
    title,
    `Pre-tax 401(k) elective deferrals of ${whose} for the year, in USD. They reduce income-tax wages but not FICA wages. ` +
      `Limits per person by tax year (${deferralLimits}); with an age given, that age's limit of the year.`,
    { max: maxDeferral },
  );

const age = (title: string, whose: string) =>
  integer(
    title,
    `Age of ${whose} on 31 December of the tax year, in years. At 65+: the additional standard deduction and ` +
      `the senior deduction; at 50+ (60–63): the 401(k) catch-up limits; a state's pension and IRA exclusions by age. ` +
      'Omit when unknown (no age-based amounts).',
    0,
    130,
    'years',
  );

/** Net profit of a business, a loss negative: bounded at ±$1 billion. */
const MAX_PROFIT = 1_000_000_000;
const selfEmployment = (title: string, whose: string) =>
  withDefault(
    money(
      title,
      `Net profit from self-employment of ${whose} for the year, in USD (Schedule C line 31 or Schedule F line 34; a loss negative): ` +
        'added to income (Schedule 1 line 3) and, at 92.35 % when $400 or more, taxed by Schedule SE (12.4 % Social Security up to the wage base their own wages left, 2.9 % Medicare, ' +
        'half of it deducted in AGI) and by Form 8959 over the Additional Medicare threshold. Default 0.',
      { min: -MAX_PROFIT, max: MAX_PROFIT },
    ),
    0,
  );

/** An investment income of the year in USD (a gain or loss of ±$1 billion at most), 0 by default. */
const investment = (title: string, description: string, signed = false) =>
  withDefault(money(title, `${description} Default 0.`, { min: signed ? -MAX_PROFIT : 0, max: MAX_PROFIT }), 0);

export const taxInputSchema = inputObject('Income tax calculator input', ['grossIncome', 'filingStatus'], {
  grossIncome: money(
    'Gross income',
    "Annual gross wages in USD of the household, before pre-tax 401(k) deferrals (on a joint return both spouses' wages; spouseIncome says how much of it is the spouse's). All of it is treated as wages: subject to income tax and FICA.",
  ),
  taxYear: withDefault(
    {
      type: 'integer',
      enum: TAX_YEARS,
      title: 'Tax year',
      description: `Tax year of the return: ${TAX_YEARS.join(' or ')} (default ${DEFAULT_TAX_YEAR}). Every figure that depends on the year follows it: the federal schedule, deductions and credits, the Social Security wage base, the 401(k) limits, the age on 31 December, and the state's figures (where the law has no figure of that year for a state yet, the year that stands in is named in assumptions).`,
    } as const,
    DEFAULT_TAX_YEAR,
  ),
  filingStatus: select(
    'Filing status',
    'Federal filing status, any letter case: "single", "mfj" (married filing jointly), "hoh" (head of household), "mfs" (married filing separately) or "qss" (qualifying surviving spouse).',
    FILING_STATUS_OPTIONS,
  ),
  retirement401k: withDefault(withAliases(deferrals('401(k) contributions', 'the taxpayer'), ['k401Contribution']), 0),
  otherDeductions: withDefault(
    money(
      'Other deductions',
      'Further above-the-line adjustments in USD (e.g. deductible traditional IRA contributions, student-loan interest): subtracted in AGI; they do not reduce FICA.',
    ),
    0,
  ),
  itemizedDeductions: money(
    'Itemized deductions',
    'Total itemized deductions in USD (Schedule A line 17, its limits already applied; or give itemized by kind, not both). When larger than the standard deduction they replace it (from 2026 less the 2/37 limit in the 37 % bracket); omit to take the standard deduction.',
  ),
  state: stateCode(
    'State',
    'USPS code of the state (or DC) of residence, any letter case ("CA", "dc"): adds that state\'s income tax for the year. Omit for federal only.',
  ),
  locality: localitySelect(),
  localIncomeTaxRate: percent(
    'Local wage tax rate',
    "A flat local wage tax not listed in locality, percent of each earner's gross wages (e.g. 1.5). Only without locality.",
  ),
  spouseIncome: withDefault(
    money(
      'Spouse income',
      'For "mfj" only: the part of grossIncome earned by the spouse, in USD (Social Security and the 401(k) limit apply per person). Default 0: one earner.',
    ),
    0,
  ),
  selfEmploymentIncome: selfEmployment('Self-employment income', 'the taxpayer'),
  spouseSelfEmploymentIncome: selfEmployment('Spouse self-employment income', 'the spouse ("mfj" only)'),
  interestIncome: investment(
    'Interest income',
    'Taxable interest of the household for the year, in USD (Form 1040 line 2b): ordinary income, and net investment income for the 3.8 % tax.',
  ),
  ordinaryDividends: investment(
    'Ordinary dividends',
    'Total ordinary dividends of the household, in USD, the qualified ones included (Form 1040 line 3b; Form 1099-DIV box 1a).',
  ),
  qualifiedDividends: investment(
    'Qualified dividends',
    'The part of ordinaryDividends that is qualified, in USD (Form 1040 line 3a; Form 1099-DIV box 1b): taxed at 0 / 15 / 20 % by the Qualified Dividends and Capital Gain Tax Worksheet. At most ordinaryDividends.',
  ),
  shortTermCapitalGains: investment(
    'Short-term capital gains',
    'Net short-term capital gain of the household for the year, in USD (Schedule D line 7; a loss negative): taxed as ordinary income.',
    true,
  ),
  longTermCapitalGains: investment(
    'Long-term capital gains',
    'Net long-term capital gain of the household for the year, in USD (Schedule D line 15; a loss negative): taxed at 0 / 15 / 20 %. A net capital loss (short- and long-term together) deducts at most 3,000 (1,500 "mfs") from other income.',
    true,
  ),
  ...retirementInputs,
  ...deductionInputs,
  spouseRetirement401k: withDefault(deferrals('Spouse 401(k) contributions', 'the spouse ("mfj" only)'), 0),
  age: age('Age', 'the taxpayer'),
  spouseAge: age('Spouse age', 'the spouse ("mfj" only)'),
  children: withDefault(
    integer(
      'Children under 17',
      `Qualifying children under ${ctc.childAgeLimit} at the end of the year: $${ctc.perChild} child tax credit each (up to $${ctc.refundablePerChild} of it refundable).`,
      0,
      MAX_CHILDREN,
    ),
    0,
  ),
  childAges: childAgesInput(ctc.childAgeLimit),
  otherDependents: withDefault(
    integer(
      'Other dependents',
      `Dependents who are not qualifying children under ${ctc.childAgeLimit} (older children, parents): $${ctc.perOtherDependent} credit for other dependents each.`,
      0,
      MAX_CHILDREN,
    ),
    0,
  ),
  dependentCareExpenses: dependentCareExpensesInput,
  payFrequency: withDefault(
    select(
      'Pay frequency',
      'Paychecks a year for the perPaycheck breakdown, any letter case: "weekly" (52), "biweekly" (26), "semimonthly" (24) or "monthly" (12).',
      PAY_FREQUENCY_NAMES,
    ),
    'monthly',
  ),
  preTaxDeductions: preTaxInput(
    'Pre-tax benefits',
    'the taxpayer',
    TABLES_BY_YEAR.map((t) => ({ ...t.preTaxBenefits, taxYear: t.taxYear })),
  ),
  spousePreTaxDeductions: preTaxInput(
    'Spouse pre-tax benefits',
    'the spouse ("mfj" with spouse wages only)',
    TABLES_BY_YEAR.map((t) => ({ ...t.preTaxBenefits, taxYear: t.taxYear })),
  ),
  w4: w4Input('Form W-4', 'the taxpayer (the taxpayer’s job)'),
  spouseW4: w4Input('Spouse Form W-4', 'the spouse’s job ("mfj" with spouse wages only)'),
  federalWithheldToDate: money(
    'Federal tax withheld to date',
    "Federal income tax withheld so far this year, USD (the household's pay stubs' year-to-date figures summed): with payPeriodsRemaining, the year's withholding is this plus the remaining paychecks' withholding.",
  ),
  payPeriodsRemaining: integer(
    'Pay periods remaining',
    'Paychecks still to come this year at payFrequency (with federalWithheldToDate; at most the paychecks of a year).',
    0,
    52,
  ),
  compareStates: {
    type: 'array',
    title: 'Compare states',
    description:
      'USPS codes (any case, up to 51) to answer the same household in each state: stateComparison, sorted by take-home pay.',
    items: stateCode('State', 'USPS code of a state or DC.'),
    maxItems: STATE_CODES.length,
  },
});

export const taxBracketRowSchema = outObject('One band of the rate schedule and the income taxed in it.', {
  rate: outPercent('Rate of the band, percent.'),
  from: outMoney('Taxable income above which the band starts.'),
  to: outNullable(outMoney('Top of the band (taxable income "not over"); null for the top band.')),
  taxedAmount: outMoney('Taxable income that falls in this band.'),
  tax: outMoney('Tax on the income in this band (rate × taxedAmount), rounded to cents.'),
});

const selfEmploymentEarnerSchema = outObject("One earner's Schedule SE.", {
  earner: { type: 'string', enum: ['taxpayer', 'spouse'], description: 'Whose net profit.' },
  netProfit: outMoney('Net profit from self-employment (Schedule SE line 3; a loss negative).'),
  netEarnings: outMoney(
    'Net earnings from self-employment: 92.35 % of a profit (line 4a), 0 under $400 or with a loss (line 6).',
  ),
  socialSecurityTax: outMoney("12.4 % of net earnings up to the wage base less this earner's wages (line 10)."),
  medicareTax: outMoney('2.9 % of net earnings (line 11).'),
  selfEmploymentTax: outMoney('Line 10 + line 11 (line 12).'),
});

const ficaEarnerSchema = outObject("One earner's wages and employee FICA.", {
  earner: { type: 'string', enum: ['taxpayer', 'spouse'], description: 'Whose wages.' },
  wages: outMoney('Gross wages of this earner (FICA wages: 401(k) deferrals included).'),
  retirement401k: outMoney("This earner's 401(k) deferrals (pre-tax and Roth catch-up)."),
  rothCatchUp: outMoney(
    'Part of the deferrals that must be Roth catch-up (age 50+ with FICA wages over $150,000): not excluded from income-tax wages.',
  ),
  socialSecurityTax: outMoney("6.2 % of this earner's wages up to the wage base (per person)."),
  medicareTax: outMoney("1.45 % of this earner's wages."),
});

export const taxOutputSchema = outObject('Income tax calculator result.', {
  taxYear: outInteger('Tax year of the return: the figures of this year are used (the input taxYear).', 'years'),
  grossIncome: outMoney('Gross wages (the input, rounded to cents).'),
  totalIncome: outMoney(
    'Gross wages + self-employment income + interest + ordinary dividends + short- and long-term capital gains (a loss subtracts in full) + Social Security benefits (all of them) + retirement distributions: the income take-home pay and the effective rates are measured against.',
  ),
  adjustedGrossIncome: outMoney(
    'Gross income − pre-tax 401(k) deferrals + self-employment income + investmentIncome + retirementDistributions + taxableSocialSecurity − half the self-employment tax − otherDeductions (above-the-line adjustments); at least 0.',
  ),
  standardDeduction: outMoney(
    'Standard deduction of the filing status, with the additional amount for each filer aged 65 or older.',
  ),
  deductionType: {
    type: 'string',
    enum: ['standard', 'itemized'],
    description: 'Which deduction was used: the larger of the two.',
  },
  deductionUsed: outMoney(
    'The deduction subtracted: itemized deductions (from 2026 after the 2/37 limit in the 37 % bracket) when larger than the standard deduction, else the standard deduction.',
  ),
  seniorDeduction: outMoney(
    'Senior deduction (2025–2028): $6,000 per filer aged 65+, each less 6 % of MAGI over $75,000 ($150,000 joint); none for mfs.',
  ),
  taxableIncome: outMoney(
    'max(0, AGI − deductionUsed − seniorDeduction − tipsDeduction − overtimeDeduction − carLoanInterestDeduction − charitableNonItemizerDeduction − qbiDeduction).',
  ),
  federalIncomeTax: outMoney(
    "Federal income tax before credits: the exact rate schedule on ordinary income, and the 0 / 15 / 20 % rates on qualified dividends and net capital gain; equals the sum of the brackets' tax plus capitalGainsTax.",
  ),
  brackets: outArray(
    'Every band of the rate schedule with the ordinary income taxed in it (0 in bands above it): the taxable income less the qualified dividends and net capital gain taxed at 0 / 15 / 20 % (all of it when the schedule alone is lower).',
    taxBracketRowSchema,
    10,
  ),
  childTaxCredit: outMoney('Nonrefundable child tax credit used against the tax (Schedule 8812).'),
  otherDependentsCredit: outMoney('Nonrefundable credit for other dependents used against the tax.'),
  additionalChildTaxCredit: outMoney('Refundable additional child tax credit (Schedule 8812 Part II-A).'),
  ...creditResults,
  federalIncomeTaxAfterCredits: outMoney(
    'federalIncomeTax − dependentCareCredit − childTaxCredit − otherDependentsCredit − additionalChildTaxCredit − earnedIncomeCredit (negative: a refund beyond the tax).',
  ),
  marginalRate: outPercent('Federal rate of the band holding the next dollar of taxable income (10 at $0), percent.'),
  effectiveRate: outPercent('Federal income tax after credits ÷ total income, percent (4 decimals; 0 without income).'),
  socialSecurityTax: outMoney('Employee Social Security tax: 6.2 % of each earner’s wages up to the wage base.'),
  medicareTax: outMoney('Employee Medicare tax: 1.45 % of all wages.'),
  additionalMedicareTax: outMoney(
    "Additional Medicare Tax: 0.9 % of the return's combined wages above the filing-status threshold.",
  ),
  ficaTax: outMoney('Social Security + Medicare + Additional Medicare.'),
  selfEmploymentIncome: outMoney(
    "The household's net profit from self-employment (Schedule 1 line 3; a loss negative): the inputs summed.",
  ),
  selfEmploymentTax: outMoney(
    'Self-employment tax of every earner (Schedule SE line 12 summed; Schedule 2 line 4): Social Security and Medicare on net earnings.',
  ),
  selfEmploymentTaxDeduction: outMoney(
    'Half of the self-employment tax, deducted in AGI (Schedule SE line 13; Schedule 1 line 15).',
  ),
  additionalMedicareTaxOnSelfEmployment: outMoney(
    "Additional Medicare Tax on self-employment income (Form 8959 Part II line 13): 0.9 % of it above the status threshold less the return's wages.",
  ),
  selfEmployment: outArray(
    'Schedule SE of each earner (the taxpayer, and the spouse on a joint return).',
    selfEmploymentEarnerSchema,
    2,
  ),
  investmentIncome: outMoney(
    'Interest + ordinary dividends + the net capital gain, or the net capital loss down to 3,000 (1,500 mfs) (Form 1040 lines 2b, 3b and 7): the investment income in AGI.',
  ),
  capitalGainsTax: outMoney(
    'The part of federalIncomeTax at the 0 / 15 / 20 % rates on qualified dividends and net capital gain (Qualified Dividends and Capital Gain Tax Worksheet lines 18 + 21; 0 when the rate schedule alone is lower).',
  ),
  netInvestmentIncomeTax: outMoney(
    '3.8 % of the smaller of net investment income and MAGI over 200,000 (250,000 joint, 125,000 mfs) (Form 8960 line 17; Schedule 2 line 12).',
  ),
  socialSecurityBenefits: outMoney('The gross Social Security benefits (the input; Form 1040 line 6a).'),
  taxableSocialSecurity: outMoney(
    'The taxable part of the Social Security benefits in AGI (Form 1040 line 6b; IRS Pub. 915 Worksheet 1 line 18): at most 85 % of them.',
  ),
  retirementDistributions: outMoney(
    'Taxable pensions, annuities and IRA distributions in AGI (the input; Form 1040 lines 4b + 5b).',
  ),
  ...deductionResults,
  fica: outObject('FICA per earner.', {
    earners: outArray('The taxpayer, and the spouse on a joint return with spouse wages.', ficaEarnerSchema, 2),
    additionalMedicareTax: outMoney('On the combined wages of the return.'),
  }),
  stateIncomeTax: outMoney('state.incomeTax, 0 without a state.'),
  state: outNullable(stateTaxResultSchema),
  statePayrollContributions: outArray(
    "The state's payroll contribution programs (employee share) on each earner's wages: disability and paid-leave insurance (CA, NY, NJ, RI, HI, WA, MA, OR, CO, CT, DE, ME, MN), WA Cares and Oregon's statewide transit tax; empty without a state or in a state without one.",
    stateContributionSchema,
    12,
  ),
  statePayrollContributionsTotal: outMoney('The sum of statePayrollContributions: taken from take-home pay.'),
  localTaxes: outArray(
    "The local taxes: the locality's (each of its taxes on the household's base, or one row per earner on each earner's own wages or earned income), or the flat wage tax of localIncomeTaxRate per earner; empty without either.",
    localTaxSchema,
    8,
  ),
  totalTax: outMoney(
    'Federal income tax after credits + FICA + self-employment tax + Additional Medicare Tax on self-employment income + net investment income tax + state income tax + local income taxes.',
  ),
  allInEffectiveRate: outPercent('Total tax ÷ total income, percent (4 decimals; 0 without income).'),
  takeHomePay: outMoney(
    'Total income − total tax − statePayrollContributionsTotal − 401(k) deferrals (other and itemized deductions are not subtracted): the taxes owed on the return, not what an employer withholds.',
  ),
  monthlyTakeHome: outMoney(
    "takeHomePay spread over 12 months by the paychecks' rule: each annual figure (totalIncome, federal income tax after credits, FICA, the self-employment and net investment income taxes, state income tax, state payroll contributions, 401(k)) ÷ 12 rounded toward zero to the cent, gross less the others, so it can differ from takeHomePay ÷ 12 by a few cents. It is the tax owed, refund included, not the withholding.",
  ),
  federalWithholding: outMoney(
    "Federal income tax withheld over the year: the paychecks' Pub. 15-T withholding summed (with federalWithheldToDate: that plus the remaining paychecks').",
  ),
  refundOrBalanceDue: outMoney(
    'federalWithholding − federalIncomeTaxAfterCredits (refundable credits included) − selfEmploymentTax − additionalMedicareTaxOnSelfEmployment − netInvestmentIncomeTax (no paycheck withholds them): positive, the refund the return brings; negative, the balance due.',
  ),
  perPaycheck: perPaycheckSchema,
  stateComparison: outArray(
    "The same household in each of the states to compare, by take-home pay (highest first): each state's income tax and payroll contributions, without local income taxes (no locality is compared).",
    stateComparisonRowSchema,
    STATE_CODES.length,
  ),
});

/** What the calculator takes and gives. */
export const taxSchemas = { input: taxInputSchema, output: taxOutputSchema };

export type TaxInput = FromSchema<typeof taxInputSchema, MoneyInCents>;
export type TaxResult = FromSchema<typeof taxOutputSchema>;
