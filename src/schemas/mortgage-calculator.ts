import type { FromSchema } from 'json-schema-to-ts';
import {
  annualInterestRate,
  derivedFrom,
  inputObject,
  money,
  percent,
  withAliases,
  withDefault,
  years,
  type MoneyInCents,
} from './common';
import {
  LOAN_TERMS_OUTPUT_KEYS,
  loanScheduleInput,
  loanTermsInputs,
  loanTermsOutputs,
  outDate,
  rowDate,
} from './loan-terms';
import {
  deprecatedAlias,
  outInteger,
  outMoney,
  outNullable,
  outPayoffYears,
  outPercent,
  outScheduled,
  paymentRow,
  paymentYearRow,
} from './output';

/** Defaults of the optional inputs; the calculator names them in `assumptions`. */
const MORTGAGE_DEFAULTS = {
  downPaymentPct: 20,
  propertyTaxRate: 1.1,
  insuranceMonthly: 150,
  pmiRate: 0.5,
  hoaMonthly: 0,
  extraMonthlyPayment: 0,
} as const;

/** The PMI rate input, the same in every calculator that buys a home (mortgage, rent vs buy). */
export const pmiRateInput = withDefault(
  percent(
    'PMI rate',
    'Private mortgage insurance, annual percent of the original loan, charged monthly while the down payment is under 20 % ' +
      'until the Homeowners Protection Act ends it (scheduled balance at 78 % of the home price, or the middle of the term).',
  ),
  MORTGAGE_DEFAULTS.pmiRate,
);

export const mortgageInputSchema = inputObject(
  'Mortgage calculator input',
  ['homePrice', 'annualRate', 'tenureYears'],
  {
    homePrice: money(
      'Home price',
      'Purchase price of the home, in USD; also the base of the property tax and of the PMI loan-to-value tests.',
    ),
    downPaymentPct: derivedFrom(
      withAliases(
        withDefault(
          percent(
            'Down payment',
            'Down payment as a percent of the home price (20 = 20 %); the loan is the rest. Under 20 % the loan carries PMI. ' +
              'With downPayment in dollars and without this, it is derived from them (meta.derivedInputs).',
          ),
          MORTGAGE_DEFAULTS.downPaymentPct,
        ),
        ['downPaymentPercent'],
      ),
      'downPayment',
    ),
    downPayment: money(
      'Down payment ($)',
      'Down payment in USD, instead of downPaymentPct (which it then sets); both given and disagreeing by more than a cent is a 422.',
    ),
    annualRate: annualInterestRate(
      'Nominal annual mortgage rate in percent (6.5 = 6.5 %), charged monthly at rate / 12.',
    ),
    tenureYears: years(
      'Loan term',
      'Term of the mortgage in years; payments are monthly and their number is round(tenureYears × 12).',
    ),
    propertyTaxRate: derivedFrom(
      withDefault(
        percent(
          'Property tax rate',
          'Annual property tax as a percent of the home price, paid monthly (1.1 = 1.1 %/yr). With propertyTaxAnnual ' +
            'and without this, it is derived from the dollars (meta.derivedInputs).',
        ),
        MORTGAGE_DEFAULTS.propertyTaxRate,
      ),
      'propertyTaxAnnual',
    ),
    propertyTaxAnnual: money(
      'Property tax ($/yr)',
      'Annual property tax in USD, instead of propertyTaxRate; both given and disagreeing by more than a cent is a 422.',
    ),
    insuranceMonthly: withDefault(
      money('Home insurance', "Homeowner's insurance premium per month, in USD."),
      MORTGAGE_DEFAULTS.insuranceMonthly,
    ),
    pmiRate: pmiRateInput,
    hoaMonthly: withDefault(
      money('HOA dues', 'Homeowners association dues per month, in USD.'),
      MORTGAGE_DEFAULTS.hoaMonthly,
    ),
    extraMonthlyPayment: withDefault(
      money(
        'Extra monthly payment',
        'Extra principal paid every month on top of the scheduled payment, in USD (monthly payments only; extraPayment works at every frequency); the result then shows the months and interest saved.',
      ),
      MORTGAGE_DEFAULTS.extraMonthlyPayment,
    ),
    schedule: loanScheduleInput(),
    ...loanTermsInputs,
    points: percent(
      'Points',
      'Discount points in percent of the loan (1 = 1 %), prepaid finance charges added to fees for the APR.',
      { max: 20 },
    ),
  },
);

export const mortgageMonthlyRowSchema = paymentRow(
  'One mortgage payment (one a month unless paymentFrequency says otherwise).',
  {
    date: rowDate,
    payment: outMoney(
      'Loan payment: principal + interest, plus any extra principal (taxes, insurance, PMI and HOA excluded).',
    ),
    principal: outMoney('Principal repaid with this payment, including any extra principal.'),
  },
  {
    extra: outMoney('Extra principal paid with this payment: the extra payment and any lump sum (0 without either).'),
    pmi: outMoney('PMI charged with this payment (0 once PMI has ended, or without PMI).'),
    balance: outMoney('Loan balance after this payment.'),
  },
  ['date'],
);

export const mortgageYearlyRowSchema = paymentYearRow(
  'Totals for one year of mortgage payments.',
  'Principal repaid in the year, including extra principal.',
  {
    pmiPaid: outMoney('PMI paid in the year.'),
    balance: outMoney('Loan balance at the end of the year (or at payoff).'),
  },
);

const PMI_ENDS =
  'Last payment that includes PMI (it ends when the scheduled balance first reaches 78 % of the home price, at the middle of the term, or at payoff, whichever is first); null when no PMI is charged.';
const PMI_CANCELABLE =
  'First payment after which the actual balance is at or below 80 % of the home price, from when the borrower may ask the servicer to cancel PMI ' +
  '(12 U.S.C. 4902(a)) before it ends automatically; null when no PMI is charged.';
const NUMBER_OF_PAYMENTS =
  'Payments until the loan is repaid: the rows of the schedule. The term, or fewer with an extra payment, lump sums or an accelerated frequency (or, at a high rate over a long term, when the cent-rounded payment repays early; a warning says so).';

export const mortgageOutputSchema = outScheduled(
  'Mortgage calculator result.',
  {
    loanAmount: outMoney('Amount borrowed: home price − down payment.'),
    downPayment: outMoney('Down payment: home price × downPaymentPct / 100, rounded to cents.'),
    loanToValuePct: outPercent(
      'Loan-to-value at purchase in percent: 100 − downPaymentPct, unrounded by the cents of the down payment (0 when the home price is 0), 4 decimals. PMI applies when it is over 80.',
    ),
    principalAndInterestPerPayment: outMoney(
      'Scheduled principal and interest per payment, at the chosen frequency (monthly unless paymentFrequency says otherwise): the level payment rounded to a whole cent, down or up, whichever schedule ends closer to the term (usually the nearer cent); for the accelerated frequencies half or a quarter of the monthly one, rounded up.',
    ),
    propertyTaxPerPayment: outMoney(
      'Property tax per payment: the annual tax (home price × propertyTaxRate / 100, or propertyTaxAnnual) / payments a year (12 monthly).',
    ),
    insurancePerPayment: outMoney("Homeowner's insurance per payment: insuranceMonthly × 12 / payments a year."),
    pmiPerPayment: outMoney(
      'PMI per payment while it applies: loan × pmiRate / 100 / payments a year (12 monthly); 0 when the down payment is at least 20 % (decided on downPaymentPct, not on the cent-rounded loan).',
    ),
    hoaPerPayment: outMoney('HOA dues per payment: hoaMonthly × 12 / payments a year.'),
    totalPerPayment: outMoney(
      'Required first payment: principal and interest + property tax + insurance + PMI + HOA, per payment (any extra principal not included).',
    ),
    totalInterest: outMoney(
      'Interest over the life of the loan, with the extra payment if one is given; equals the sum of the schedule rows.',
    ),
    totalOfPayments: outMoney(
      'Sum of all loan payments (principal + interest, including extra principal) = loanAmount + totalInterest; taxes, insurance, PMI and HOA excluded.',
    ),
    totalPmi: outMoney(
      'PMI paid in total: pmiPerPayment × the number of payments it is charged with; equals the sum of the schedule rows.',
    ),
    pmiEndsPayment: outNullable(outInteger(PMI_ENDS)),
    pmiCancelablePayment: outNullable(outInteger(PMI_CANCELABLE)),
    numberOfPayments: outInteger(NUMBER_OF_PAYMENTS),
    payoffYears: outPayoffYears,
    monthlyPrincipalAndInterest: deprecatedAlias(
      outMoney('Scheduled principal and interest per payment.'),
      'principalAndInterestPerPayment',
    ),
    monthlyPropertyTax: deprecatedAlias(outMoney('Property tax per payment.'), 'propertyTaxPerPayment'),
    monthlyInsurance: deprecatedAlias(outMoney("Homeowner's insurance per payment."), 'insurancePerPayment'),
    monthlyPmi: deprecatedAlias(outMoney('PMI per payment while it applies.'), 'pmiPerPayment'),
    monthlyHoa: deprecatedAlias(outMoney('HOA dues per payment.'), 'hoaPerPayment'),
    totalMonthlyPayment: deprecatedAlias(outMoney('Required first payment, all items.'), 'totalPerPayment'),
    pmiEndsMonth: outNullable(deprecatedAlias(outInteger(PMI_ENDS, 'months'), 'pmiEndsPayment')),
    pmiCancelableMonth: outNullable(deprecatedAlias(outInteger(PMI_CANCELABLE, 'months'), 'pmiCancelablePayment')),
    payoffMonths: deprecatedAlias(outInteger(NUMBER_OF_PAYMENTS, 'months'), 'numberOfPayments'),
    downPaymentPct: outPercent('Down payment in percent of the home price (with downPayment in dollars).'),
    propertyTaxAnnual: outMoney('Annual property tax in USD (given, or home price × propertyTaxRate / 100).'),
    propertyTaxRate: outPercent('Property tax rate in percent of the home price (with propertyTaxAnnual in dollars).'),
    pmiEndsDate: outDate('Date of the last payment with PMI (with firstPaymentDate and PMI).'),
    pmiCancelableDate: outDate('Date from which PMI may be cancelled (with firstPaymentDate).'),
    ...loanTermsOutputs,
  },
  {
    monthly: mortgageMonthlyRowSchema,
    yearly: mortgageYearlyRowSchema,
    rows: 'amortization rows',
    yearlyRows: 'totals',
    maxRows: 3000,
    maxYears: 101,
    perPayment: true,
  },
  [
    'downPaymentPct',
    'propertyTaxAnnual',
    'propertyTaxRate',
    'pmiEndsDate',
    'pmiCancelableDate',
    ...LOAN_TERMS_OUTPUT_KEYS,
  ],
);

/** What the calculator takes and gives. */
export const mortgageSchemas = { input: mortgageInputSchema, output: mortgageOutputSchema };

type MortgageSchemaInput = FromSchema<typeof mortgageInputSchema, MoneyInCents>;
/** The input as compute sees it: the percents derived from dollars sent are absent then (their defaults unused). */
export type MortgageInput = Omit<MortgageSchemaInput, 'downPaymentPct' | 'propertyTaxRate'> &
  Partial<Pick<MortgageSchemaInput, 'downPaymentPct' | 'propertyTaxRate'>>;
export type MortgageResult = FromSchema<typeof mortgageOutputSchema>;
