/**
 * The paycheck parts of the tax calculator's schemas: the Form W-4 (2020 or later) of an earner as it is taken
 * (`w4`, `spouseW4`: the steps that change withholding, in the form's own units, Steps 3, 4(a) and 4(b) a year,
 * Step 4(c) a paycheck), and the paychecks of the result (the household's and each earner's).
 */
import { money, select } from './common';
import type { TaxTables } from '../reference/law';
import { outArray, outInteger, outMoney, outObject } from './output';

/** Pay periods a year by frequency (the loans' `paymentFrequency` spellings). */
export const PAY_FREQUENCIES = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 } as const;
export type PayFrequency = keyof typeof PAY_FREQUENCIES;
export const PAY_FREQUENCY_NAMES = Object.keys(PAY_FREQUENCIES) as [PayFrequency, ...PayFrequency[]];

/** The largest Step 3 amount taken: the credits of 20 children and 20 other dependents, with room for other credits. */
const MAX_STEP3 = 100_000;
/** The largest annual Step 4(a) / 4(b) amount taken. */
const MAX_ANNUAL_ADJUSTMENT = 10_000_000;
/** The largest extra withholding a paycheck takes (Step 4(c)). */
const MAX_EXTRA_PER_PAYCHECK = 100_000;

type BenefitLimits = TaxTables['preTaxBenefits'] & { readonly taxYear: number };

/**
 * An earner's pre-tax benefits taken through payroll, annual USD (`preTaxDeductions`, `spousePreTaxDeductions`): the
 * schema's bounds are the highest of the years' limits; each year's own limit is checked after.
 */
export function preTaxInput(title: string, whose: string, years: readonly BenefitLimits[]) {
  const highest = (pick: (l: BenefitLimits) => number) => Math.max(...years.map(pick));
  const byYear = (pick: (l: BenefitLimits) => number | string) =>
    years.map((l) => `${l.taxYear}: ${pick(l)}`).join('; ');
  return {
    type: 'object',
    title,
    description: `Pre-tax benefits taken from the pay of ${whose}, annual USD: each out of income-tax wages and FICA wages (a cafeteria plan, IRC §125, and §132(f) commuter benefits), and out of state wages except where the state's law taxes it (named in assumptions).`,
    additionalProperties: false,
    properties: {
      healthPremiums: money(
        'Health, dental and vision premiums',
        'The employee’s share of health, dental and vision premiums paid through a cafeteria plan (section 125), a year.',
        { max: 100_000 },
      ),
      hsa: money(
        'HSA contributions',
        `Health savings account contributions through payroll, a year, within the year's limit for hsaCoverage (${byYear((l) => `${l.hsaSelf} self-only, ${l.hsaFamily} family`)}; ${years[0]!.hsaCatchUp} more from age ${years[0]!.hsaCatchUpAge} with an age given).`,
        { max: highest((l) => l.hsaFamily + l.hsaCatchUp) },
      ),
      hsaCoverage: select(
        'HSA coverage',
        'The high-deductible plan the HSA goes with: "self" (self-only) or "family". Default self.',
        ['self', 'family'] as const,
      ),
      healthFsa: money(
        'Health FSA',
        `Health flexible spending account salary reductions, a year (${byYear((l) => l.healthFsa)}).`,
        { max: highest((l) => l.healthFsa) },
      ),
      dependentCareFsa: money(
        'Dependent care FSA',
        `Dependent care assistance salary reductions, a year (${byYear((l) => l.dependentCareFsa)} for the household, half on a separate return).`,
        { max: highest((l) => l.dependentCareFsa) },
      ),
      commuter: money(
        'Commuter benefits',
        `Transit passes and parking through payroll, a year (each up to ${byYear((l) => l.commuterMonthly)} a month).`,
        { max: highest((l) => 24 * l.commuterMonthly) },
      ),
    },
  } as const;
}

export function w4Input(title: string, whose: string) {
  return {
    type: 'object',
    title,
    description:
      `Form W-4 (2020 or later) of ${whose}, for the federal withholding by IRS Pub. 15-T's percentage method (Worksheet 1A). ` +
      'Step 1(c) follows filingStatus (mfs as single, qss as married filing jointly). Given, it is the whole form: a step left out is empty. ' +
      "Omitted, the W-4 is what a filer following the form enters: Step 3 from children and otherDependents on the higher earner's W-4 (when total income is within the form's limit), nothing else.",
    additionalProperties: false,
    properties: {
      step2Checkbox: {
        type: 'boolean',
        title: 'Step 2: multiple jobs box checked',
        description:
          'Form W-4 Step 2(c): the box for two jobs (or a working spouse) is checked. Withholding uses the Step 2 checkbox tables and no line 1g allowance.',
      },
      step3Credits: money(
        'Step 3: dependents and other credits',
        'Form W-4 Step 3 total, annual USD: subtracted from the year’s tentative withholding, a pay period’s share from each paycheck.',
        { max: MAX_STEP3 },
      ),
      step4aOtherIncome: money(
        'Step 4(a): other income',
        'Form W-4 Step 4(a), annual USD of income not from jobs: added to the annual wage before the tables.',
        { max: MAX_ANNUAL_ADJUSTMENT },
      ),
      step4bDeductions: money(
        'Step 4(b): deductions',
        'Form W-4 Step 4(b), annual USD of deductions beyond the standard deduction: subtracted from the annual wage before the tables.',
        { max: MAX_ANNUAL_ADJUSTMENT },
      ),
      step4cExtraWithholding: money(
        'Step 4(c): extra withholding',
        'Form W-4 Step 4(c), USD withheld from each paycheck on top of the tables’ amount.',
        { max: MAX_EXTRA_PER_PAYCHECK },
      ),
    },
  } as const;
}

/** The W-4 an earner's withholding was computed with, in the form's units. */
const w4UsedSchema = outObject(
  "The Form W-4 used for this earner's withholding (given, or as a filer following the form fills it in).",
  {
    step1c: {
      type: 'string',
      enum: ['single', 'mfj', 'hoh'],
      description:
        'Form W-4 Step 1(c): single (or married filing separately), mfj (or qualifying surviving spouse), hoh.',
    },
    step2Checkbox: { type: 'boolean', description: 'Form W-4 Step 2(c) box checked.' },
    step3Credits: outMoney('Form W-4 Step 3, annual.'),
    step4aOtherIncome: outMoney('Form W-4 Step 4(a), annual.'),
    step4bDeductions: outMoney('Form W-4 Step 4(b), annual.'),
    step4cExtraWithholding: outMoney('Form W-4 Step 4(c), per paycheck.'),
  },
);

const earnerPaycheckSchema = outObject("One earner's paycheck, in USD: what the pay stub shows.", {
  earner: { type: 'string', enum: ['taxpayer', 'spouse'], description: 'Whose paycheck.' },
  gross: outMoney("This earner's gross wages of the paycheck."),
  retirement401k: outMoney('401(k) deferrals taken from the paycheck (pre-tax, and any Roth catch-up).'),
  healthPremiums: outMoney('Health, dental and vision premiums (section 125), pre-tax.'),
  hsa: outMoney('HSA contributions, pre-tax.'),
  healthFsa: outMoney('Health FSA salary reductions, pre-tax.'),
  dependentCareFsa: outMoney('Dependent care FSA salary reductions, pre-tax.'),
  commuter: outMoney('Commuter benefits (transit, parking), pre-tax.'),
  federalWithholding: outMoney(
    "Federal income tax withheld: IRS Pub. 15-T's percentage method (Worksheet 1A) on the paycheck's taxable wages (gross − pre-tax deferrals) with this earner's Form W-4.",
  ),
  socialSecurity: outMoney("Social Security tax: this earner's annual figure spread over the paychecks."),
  medicare: outMoney(
    "Medicare tax, with this earner's share (by wages) of the return's Additional Medicare Tax, spread over the paychecks.",
  ),
  stateIncomeTax: outMoney(
    "This earner's share (by wages) of the year's state income tax liability, spread over the paychecks: a share of what the return owes, not a state withholding computation. With income beyond wages, the paychecks carry the wages' share of the liability by total income.",
  ),
  statePayrollContributions: outMoney(
    "The state's payroll contributions (employee share) on this earner's wages, the year's spread over the paychecks.",
  ),
  localTax: outMoney(
    "The local income taxes (localTaxes): a wage tax on this earner's wages, a locality's tax shared by wages, the year's spread over the paychecks.",
  ),
  net: outMoney(
    'gross − retirement401k − the pre-tax benefits − federalWithholding − socialSecurity − medicare − stateIncomeTax − statePayrollContributions − localTax; never above gross.',
  ),
});

const paycheckSchema = outObject("One paycheck of the household (the earners' paychecks summed), in USD.", {
  gross: outMoney('Gross wages.'),
  federalIncomeTax: outMoney(
    "The year's federal income tax after the nonrefundable credits, spread over the paychecks (never negative; the refundable credit arrives once, as a refund): the liability's share, not subtracted in net.",
  ),
  federalWithholding: outMoney("Federal income tax withheld (Pub. 15-T), the earners' summed."),
  fica: outMoney('Social Security + Medicare + Additional Medicare.'),
  stateIncomeTax: outMoney("The state income tax liability's share (0 without a state)."),
  statePayrollContributions: outMoney("The state's payroll contributions (employee share), the earners' summed."),
  localTax: outMoney("The local income taxes' share, the earners' summed (0 without a locality)."),
  retirement401k: outMoney('401(k) deferrals.'),
  preTaxBenefits: outMoney('Pre-tax benefits (premiums, HSA, FSAs, commuter), the earners’ summed.'),
  net: outMoney(
    'gross − federalWithholding − fica − stateIncomeTax − statePayrollContributions − localTax − retirement401k − preTaxBenefits; never above gross.',
  ),
});

export const perPaycheckSchema = outObject(
  "The paychecks: each annual figure (gross, 401(k), FICA, state share) spread evenly and rounded down to the cent, the last paycheck of the year carrying the cents left over, so the paychecks sum to the annual figures exactly; federal withholding by IRS Pub. 15-T's percentage method on each paycheck's own wages, summing to federalWithholding.",
  {
    payFrequency: { type: 'string', enum: PAY_FREQUENCY_NAMES, description: 'The frequency used.' },
    paychecksPerYear: outInteger('Paychecks a year.'),
    regular: paycheckSchema,
    last: paycheckSchema,
    earners: outArray(
      'Each earner’s paychecks (the taxpayer, and the spouse on a joint return with spouse wages).',
      outObject("One earner's regular and last paycheck.", {
        earner: { type: 'string', enum: ['taxpayer', 'spouse'], description: 'Whose paychecks.' },
        w4: w4UsedSchema,
        federalWithholding: outMoney("This earner's federal withholding over the year."),
        regular: earnerPaycheckSchema,
        last: earnerPaycheckSchema,
      }),
      2,
    ),
  },
);
