/**
 * The state income tax part of a tax result: one state's figure for the household, with its sources and what it
 * leaves out, and a row of a state comparison.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { outArray, outMoney, outNullable, outObject, outPercent } from './output';

const sourceSchema = outObject("A publication the state's figures come from.", {
  title: { type: 'string', description: 'Title of the publication, form instructions or statute.' },
  url: { type: 'string', format: 'uri', description: 'Where to read it.' },
});

const lineSchema = outObject('A line added to or taken off the tax, in USD.', {
  label: { type: 'string', description: 'What the state calls it.' },
  amount: outMoney('Amount, USD.'),
});

const stateBandSchema = outObject('One band of the state rate schedule and the income taxed in it.', {
  rate: outPercent('Rate of the band, percent.'),
  from: outMoney('State taxable income above which the band starts.'),
  to: outNullable(outMoney('Top of the band; null for the top band.')),
  taxedAmount: outMoney('State taxable income that falls in this band.'),
  tax: outMoney('Tax on the income in this band, rounded to cents.'),
});

export const stateTaxResultSchema = outObject("The state's (or DC's) income tax on the household for the tax year.", {
  code: { type: 'string', description: 'USPS code.' },
  name: { type: 'string', description: 'Name of the state.' },
  taxYear: { type: 'integer', description: "Tax year of the state's rules." },
  taxesWages: {
    type: 'boolean',
    description: 'False for a state without a wage income tax (incomeTax 0; see reason).',
  },
  reason: { type: ['string', 'null'], description: 'Why wages are not taxed; null where they are.' },
  baseIncome: outMoney(
    "The state's starting income: federal AGI, federal taxable income or wages, plus 401(k) deferrals where the state taxes them.",
  ),
  deductions: outMoney(
    "The state's standard deduction, exemptions taken as deductions and deductions by formula, after phase-downs; negative where the state adds back more than it deducts.",
  ),
  taxableIncome: outMoney('max(0, baseIncome − deductions).'),
  brackets: outArray('Every band of the state schedule for the filing status.', stateBandSchema, 20),
  additions: outArray(
    "Surtaxes and recaptures added to the schedule tax, and the difference the state's own capital gains rates make to it (negative where they are lower).",
    lineSchema,
    10,
  ),
  taxBeforeCredits: outMoney('Schedule tax + additions.'),
  creditLines: outArray(
    'Credits claimed, each before the cap: nonrefundable ones, then refundable ones (their labels say so).',
    lineSchema,
    10,
  ),
  credits: outMoney('Credits applied: never more than taxBeforeCredits.'),
  incomeTax: outMoney('taxBeforeCredits − credits (never below 0).'),
  refundableCredits: outMoney(
    "The part of the state's refundable credits its tax does not take (its earned income credit where the state refunds it, New York's Empire State child credit): paid at filing, in takeHomePay; 0 without one.",
  ),
  marginalRate: outPercent('State rate on the next dollar of state taxable income (schedule + surtaxes), percent.'),
  effectiveRate: outPercent('incomeTax ÷ gross income, percent (4 decimals).'),
  source: sourceSchema,
  sources: outArray('Every publication the figures come from (the rate schedule first).', sourceSchema, 12),
  notModelled: outArray("What this state's figure leaves out.", { type: 'string' }, 20),
  assumptions: outArray('Where an official figure for the year was not published: which value is used and why.', {
    type: 'string',
  }),
});

export const stateComparisonRowSchema = outObject('The same household in one state.', {
  code: { type: 'string', description: 'USPS code.' },
  name: { type: 'string', description: 'Name of the state.' },
  stateIncomeTax: outMoney("The state's income tax."),
  stateMarginalRate: outPercent('State rate on the next dollar, percent.'),
  statePayrollContributions: outMoney(
    "The state's payroll contributions (employee share: disability and paid-leave insurance, WA Cares, Oregon's transit tax) on each earner's wages, summed.",
  ),
  totalTax: outMoney('Federal income tax after credits + FICA + state income tax.'),
  takeHomePay: outMoney(
    'Gross income − total tax − statePayrollContributions − 401(k) deferrals; no local income tax (states are compared without localities).',
  ),
  sourceUrl: { type: 'string', format: 'uri', description: "The state's rate schedule source." },
});

const contributionSourceSchema = outObject('The notice or statute the figures come from.', {
  title: { type: 'string', description: 'Title of the notice, statute or page.' },
  url: { type: 'string', format: 'uri', description: 'Where to read it.' },
});

export const stateContributionSchema = outObject("One state payroll contribution program on one earner's wages.", {
  program: { type: 'string', description: 'Program id, <STATE>-<PROGRAM> (e.g. CA-SDI, NY-PFL, WA-CARES).' },
  name: { type: 'string', description: 'Name of the program.' },
  earner: { type: 'string', enum: ['taxpayer', 'spouse'], description: 'Whose wages.' },
  rate: outPercent(
    "The employee's rate, percent of wages: the program's rate × the employee's share, to four decimals (the amount is figured from the rate and the share exactly).",
  ),
  wageBase: outNullable(outMoney('The wages of a year it is due on (a weekly cap: 52 weeks of it); null: all wages.')),
  amount: outMoney('rate × min(wages, wageBase), rounded half-up to the cent.'),
  source: outNullable(contributionSourceSchema),
});

export type StateTaxResult = FromSchema<typeof stateTaxResultSchema>;
export type StateComparisonRow = FromSchema<typeof stateComparisonRowSchema>;

export const localTaxSchema = outObject('One local income tax.', {
  id: {
    type: 'string',
    description: 'Locality id, <STATE>-<NAME> (e.g. NY-NYC, MD-MONTGOMERY); LOCAL-WAGE_TAX for localIncomeTaxRate.',
  },
  name: { type: 'string', description: 'Name of the tax.' },
  base: {
    type: 'string',
    enum: ['stateTaxableIncome', 'stateTax', 'federalAgi', 'wages', 'grossWages', 'federalWages', 'earnedIncome'],
    description:
      "What it is on: the state's taxable income, the state's income tax (a surcharge), federal AGI, or an earner's wages (Medicare wages; gross wages for localIncomeTaxRate), gross wages (grossWages), Form W-2 box 1 wages (federalWages) or earned income (wages plus net self-employment profit).",
  },
  earner: outNullable({
    type: 'string',
    enum: ['taxpayer', 'spouse', null],
    description: "Whose wages or earned income (a tax on each earner's own); null: the household's.",
  } as const),
  taxableAmount: outMoney('The base the tax is on, less its exemptions and up to its cap.'),
  tax: outMoney('The tax, rounded half-up to the cent, less its nonrefundable credits (never below 0).'),
  marginalRate: outPercent('Percent of the base on its next dollar (0 for a flat amount).'),
  creditLines: outArray(
    "Credits against the tax (New York City's household, school tax and earned income credits), each as claimed; empty without any.",
    lineSchema,
    6,
  ),
  refundableCredits: outMoney(
    'The refundable credits (paid at filing whatever the tax: in takeHomePay, not in tax); 0 without any.',
  ),
  source: outNullable(contributionSourceSchema),
});
