import type { FromSchema } from 'json-schema-to-ts';
import { HOME_LOAN_PROGRAMS } from '../reference/home-loan-programs-2026';
import { inputObject, money, percent, select, withDefault, years, type MoneyInCents } from './common';
import { pmiRateInput } from './mortgage-calculator';
import { outArray, outInteger, outMoney, outNullable, outObject, outPercent } from './output';

/** Defaults of the optional inputs that have one (the rate, the down payment and the ratios depend on the loan). */
const AFFORDABILITY_DEFAULTS = {
  monthlyDebts: 0,
  tenureYears: 30,
  propertyTaxRate: 1.1,
  insuranceMonthly: 150,
  hoaMonthly: 0,
  loanType: 'conventional',
  vaFirstUse: true,
  vaFeeExempt: false,
  closingCostPct: 3,
} as const;

function flag<const D extends boolean>(title: string, description: string, value: D) {
  return { type: 'boolean', title, description, default: value } as const;
}

export const affordabilityInputSchema = inputObject('Affordability calculator input', ['annualIncome'], {
  annualIncome: money('Annual income', "The household's gross (pre-tax) income a year, in USD: every borrower's.", {
    min: 1,
  }),
  monthlyDebts: withDefault(
    money(
      'Monthly debts',
      'Minimum payments a month on other debts (car, student loans, cards, support), in USD: they count against the back-end ratio.',
    ),
    AFFORDABILITY_DEFAULTS.monthlyDebts,
  ),
  downPayment: money(
    'Down payment ($)',
    'Cash put down, in USD, whatever the price; instead of downPaymentPct (giving both is a 422).',
  ),
  downPaymentPct: percent(
    'Down payment (%)',
    'Down payment as a percent of the price (20 = 20 %), instead of downPayment. Without either: 20 % conventional, 3.5 % FHA, 0 VA.',
  ),
  annualRate: percent(
    'Annual interest rate',
    'Nominal annual mortgage rate in percent (6.5 = 6.5 %). Without it: the current 30-year fixed average (Freddie Mac PMMS) in the rates store, named with its date.',
    { max: 30 },
  ),
  tenureYears: withDefault(
    years('Loan term', 'Term of the mortgage in years; payments are monthly.', { max: 50 }),
    AFFORDABILITY_DEFAULTS.tenureYears,
  ),
  propertyTaxRate: withDefault(
    percent('Property tax rate', 'Annual property tax as a percent of the price (1.1 = 1.1 %/yr), paid monthly.', {
      max: 10,
    }),
    AFFORDABILITY_DEFAULTS.propertyTaxRate,
  ),
  propertyTaxAnnual: money(
    'Property tax ($/yr)',
    'Annual property tax in USD whatever the price, instead of propertyTaxRate (giving both is a 422).',
  ),
  insuranceMonthly: withDefault(
    money('Home insurance', "Homeowner's insurance premium per month, in USD."),
    AFFORDABILITY_DEFAULTS.insuranceMonthly,
  ),
  hoaMonthly: withDefault(
    money('HOA dues', 'Homeowners association dues per month, in USD.'),
    AFFORDABILITY_DEFAULTS.hoaMonthly,
  ),
  pmiRate: pmiRateInput,
  loanType: withDefault(
    select(
      'Loan type',
      'conventional (PMI under 20 % down), fha (HUD upfront and annual mortgage insurance premiums) or va (VA funding fee, no mortgage insurance).',
      HOME_LOAN_PROGRAMS,
    ),
    AFFORDABILITY_DEFAULTS.loanType,
  ),
  vaFirstUse: flag(
    'First VA loan',
    'VA loans: true when this is the first use of the VA home loan benefit (a lower funding fee with under 5 % down).',
    AFFORDABILITY_DEFAULTS.vaFirstUse,
  ),
  vaFeeExempt: flag(
    'Exempt from the VA funding fee',
    'VA loans: true for a Veteran who receives (or is eligible for) compensation for a service-connected disability, and the others VA exempts.',
    AFFORDABILITY_DEFAULTS.vaFeeExempt,
  ),
  frontEndRatio: percent(
    'Front-end ratio',
    'Largest housing payment as a percent of gross monthly income. Without it: 28 conventional, 31 FHA; VA has none.',
  ),
  backEndRatio: percent(
    'Back-end ratio',
    'Largest housing payment plus monthlyDebts as a percent of gross monthly income. Without it: 36 conventional, 43 FHA, 41 VA.',
  ),
  closingCostPct: withDefault(
    percent(
      'Closing costs',
      'Closing costs paid in cash, as a percent of the price (3 = 3 %); with the down payment they make the cash needed.',
      { max: 20 },
    ),
    AFFORDABILITY_DEFAULTS.closingCostPct,
  ),
});

export const byRateRowSchema = outObject('The largest price at one rate, the other inputs unchanged.', {
  annualRate: outPercent('The rate, percent.'),
  maxHomePrice: outMoney('The largest whole-dollar price whose payment meets both limits at this rate.'),
  totalMonthlyPayment: outMoney('The payment at that price.'),
});

export const affordabilityOutputSchema = outObject('Affordability calculator result.', {
  maxHomePrice: outMoney(
    'The largest whole-dollar price whose first monthly payment meets both ratio limits; one dollar more breaks one of them.',
  ),
  maxLoanAmount: outMoney(
    'The loan at that price: the base loan plus any financed fee (FHA upfront MIP, VA funding fee).',
  ),
  baseLoanAmount: outMoney('Price − down payment.'),
  financedFee: outMoney(
    'FHA upfront mortgage insurance premium or VA funding fee, financed into the loan (0 for a conventional loan).',
  ),
  downPayment: outMoney('Down payment at that price.'),
  downPaymentPct: outPercent('Down payment in percent of the price.'),
  loanToValuePct: outPercent('Base loan in percent of the price.'),
  annualRate: outPercent('The rate the payment is computed at, percent.'),
  mortgageInsuranceRate: outPercent(
    'Annual mortgage insurance, percent of the base loan: PMI (conventional, under 20 % down), the FHA annual MIP, 0 for VA.',
  ),
  monthlyPrincipalAndInterest: outMoney('Principal and interest of the first payment.'),
  monthlyPropertyTax: outMoney('Property tax a month.'),
  monthlyInsurance: outMoney("Homeowner's insurance a month."),
  monthlyMortgageInsurance: outMoney('PMI or FHA annual MIP a month (0 without).'),
  monthlyHoa: outMoney('HOA dues a month.'),
  totalMonthlyPayment: outMoney(
    "The first monthly payment at that price: the mortgage calculator's totalMonthlyPayment for the same loan.",
  ),
  monthlyIncome: outMoney('Gross monthly income: annualIncome / 12.'),
  frontEndRatio: outPercent('Housing payment in percent of gross monthly income, at that price.'),
  backEndRatio: outPercent('Housing payment plus monthlyDebts in percent of gross monthly income, at that price.'),
  frontEndLimit: outNullable(outPercent('The front-end limit applied, percent; null for VA, which sets none.')),
  backEndLimit: outPercent('The back-end limit applied, percent.'),
  bindingLimit: {
    type: 'string',
    enum: ['frontEnd', 'backEnd'],
    description: 'The limit that decides the price: the one allowing the smaller housing payment.',
  },
  maxHousingPayment: outMoney(
    'The largest housing payment both limits allow (0 when the debts alone break the back end).',
  ),
  closingCosts: outMoney('Closing costs paid in cash: price × closingCostPct / 100.'),
  cashToClose: outMoney('Cash needed at closing: down payment + closing costs.'),
  conformingLimit: outMoney("FHFA's 2026 baseline conforming loan limit for one unit (high-cost areas are higher)."),
  byRate: outArray(
    'The largest price at the rate 1 point lower (not below 0), at the rate, and 1 point higher.',
    byRateRowSchema,
    3,
  ),
  payoffMonths: outInteger('Payments of the loan (round(tenureYears × 12)).', 'months'),
});

/** What the calculator takes and gives. */
export const affordabilitySchemas = { input: affordabilityInputSchema, output: affordabilityOutputSchema };

export type AffordabilityInput = FromSchema<typeof affordabilityInputSchema, MoneyInCents>;
export type AffordabilityResult = FromSchema<typeof affordabilityOutputSchema>;
