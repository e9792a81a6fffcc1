import type { FromSchema } from 'json-schema-to-ts';
import {
  inputObject,
  integer,
  money,
  percent,
  returnPercent,
  scheduleInput,
  withDefault,
  years,
  type MoneyInCents,
} from './common';
import { pmiRateInput } from './mortgage-calculator';
import { monthRow, outArray, outInteger, outMoney, outNullable, outObject, SCHEDULES, yearRow } from './output';

/** Defaults of the optional assumptions; each is echoed in `assumptions`. */
const RENT_VS_BUY_DEFAULTS = {
  downPaymentPct: 20,
  yearsToAnalyze: 10,
  loanTermYears: 30,
  homeAppreciationRate: 3,
  rentIncreaseRate: 3,
  propertyTaxRate: 1.1,
  insuranceMonthly: 150,
  maintenanceRate: 1,
  closingCostPct: 3,
  sellingCostPct: 6,
  investmentReturnRate: 5,
} as const;

/** The longest horizon compared, in years. */
export const MAX_YEARS_TO_ANALYZE = 50;

/** Home prices and rents may fall, down to −50 %/yr (the investment return, a return assumption, goes down to −99.99 %). */
const MIN_GROWTH_PCT = -50;

const d = RENT_VS_BUY_DEFAULTS;

export const rentVsBuyInputSchema = inputObject(
  'Rent vs buy calculator input',
  ['homePrice', 'mortgageRate', 'monthlyRent'],
  {
    homePrice: money('Home price', 'Purchase price of the home, in USD.'),
    downPaymentPct: withDefault(
      percent('Down payment', 'Down payment as a percent of the home price (20 = 20 %); the rest is borrowed.'),
      d.downPaymentPct,
    ),
    mortgageRate: percent('Mortgage rate', 'Nominal annual mortgage rate in percent, charged monthly at rate / 12.'),
    monthlyRent: money('Monthly rent', 'Rent of a comparable home today, per month, in USD.'),
    yearsToAnalyze: withDefault(
      integer(
        'Years to compare',
        'How many years you would stay: the home is sold at the end of the last year.',
        1,
        MAX_YEARS_TO_ANALYZE,
        'years',
      ),
      d.yearsToAnalyze,
    ),
    loanTermYears: withDefault(
      years('Loan term', 'Term of the mortgage in years (round(loanTermYears × 12) monthly payments).'),
      d.loanTermYears,
    ),
    homeAppreciationRate: withDefault(
      percent('Home appreciation', 'Yearly change in the home value, in percent (negative for falling prices).', {
        min: MIN_GROWTH_PCT,
      }),
      d.homeAppreciationRate,
    ),
    rentIncreaseRate: withDefault(
      percent('Rent increase', 'Yearly rent increase in percent, applied once a year (negative for falling rents).', {
        min: MIN_GROWTH_PCT,
      }),
      d.rentIncreaseRate,
    ),
    propertyTaxRate: withDefault(
      percent('Property tax rate', "Annual property tax as a percent of the home's value at the start of each year."),
      d.propertyTaxRate,
    ),
    insuranceMonthly: withDefault(
      money('Home insurance', "Homeowner's insurance per month, in USD (held constant)."),
      d.insuranceMonthly,
    ),
    pmiRate: pmiRateInput,
    maintenanceRate: withDefault(
      percent(
        'Maintenance',
        "Yearly maintenance and repairs as a percent of the home's value at the start of each year.",
      ),
      d.maintenanceRate,
    ),
    closingCostPct: withDefault(
      percent('Closing costs', 'Buying costs paid at purchase, as a percent of the home price.'),
      d.closingCostPct,
    ),
    sellingCostPct: withDefault(
      percent(
        'Selling costs',
        'Costs of selling at the end (agent fees, transfer taxes), as a percent of the sale price.',
      ),
      d.sellingCostPct,
    ),
    investmentReturnRate: withDefault(
      returnPercent(
        'Investment return',
        'Yearly return on money invested instead (the down payment and closing costs, and each month the cheaper option saves), in percent; ' +
          'negative for a loss, down to −99.99.',
      ),
      d.investmentReturnRate,
    ),
    schedule: scheduleInput('yearly'),
  },
);

export const rentVsBuyMonthlyRowSchema = monthRow('One month of both options.', {
  rent: outMoney('Rent paid this month.'),
  ownerCosts: outMoney(
    "Buyer's housing costs this month: mortgage payment + property tax + insurance + PMI (while charged) + maintenance.",
  ),
  homeValue: outMoney('Home value at the end of the month.'),
  loanBalance: outMoney('Mortgage balance at the end of the month.'),
  buyerInvestments: outMoney(
    "Buyer's invested savings at the end of the month (months when renting would have cost more).",
  ),
  renterInvestments: outMoney(
    "Renter's investments at the end of the month (down payment and closing costs, plus monthly savings).",
  ),
});

export const rentVsBuyYearlyRowSchema = yearRow(
  "One year of both options, with each side's position if the home were sold at the year's end.",
  {
    rentPaid: outMoney('Rent paid in the year.'),
    ownerCosts: outMoney(
      "Buyer's housing costs in the year: mortgage payments + property tax + insurance + PMI + maintenance.",
    ),
    homeValue: outMoney('Home value at the end of the year.'),
    loanBalance: outMoney('Mortgage balance at the end of the year.'),
    equity: outMoney(
      'What selling at the end of the year would leave: home value − selling costs − loan balance (negative when under water).',
    ),
    buyerInvestments: outMoney("Buyer's invested savings at the end of the year."),
    buyerNetPosition: outMoney("Buyer's net position: equity + buyerInvestments."),
    renterNetPosition: outMoney("Renter's net position: the renter's investments at the end of the year."),
    netAdvantageOfBuying: outMoney(
      'buyerNetPosition − renterNetPosition (positive: buying is ahead at this year end).',
    ),
  },
);

export const rentVsBuyOutputSchema = outObject(
  'Rent vs buy result. Both households spend the same each month; the one whose housing costs less that month invests the difference.',
  {
    monthlyMortgagePayment: outMoney('Monthly principal and interest of the mortgage, rounded to cents.'),
    loanAmount: outMoney('Amount borrowed: home price − down payment.'),
    downPayment: outMoney('Down payment: home price × downPaymentPct / 100.'),
    closingCosts: outMoney('Closing costs at purchase: home price × closingCostPct / 100.'),
    monthlyPmi: outMoney(
      'PMI per month while it applies, as the mortgage calculator charges it: loan × pmiRate / 1200; 0 when the down payment is at least 20 %.',
    ),
    pmiEndsMonth: outNullable(
      outInteger(
        'Last payment that includes PMI (the scheduled balance first at 78 % of the home price, the middle of the term, or payoff, ' +
          "whichever is first: the mortgage calculator's pmiEndsMonth), even when it falls after the horizon; null when no PMI is charged.",
        'months',
      ),
    ),
    pmiPaid: outMoney('PMI paid within the horizon: monthlyPmi × the months it is charged before the home is sold.'),
    homeValueAtEnd: outMoney(
      'Home value at the end of the horizon: homePrice × (1 + homeAppreciationRate/100)^yearsToAnalyze.',
    ),
    sellingCosts: outMoney('Selling costs at the end: homeValueAtEnd × sellingCostPct / 100.'),
    remainingLoanBalance: outMoney('Mortgage balance at the end of the horizon, repaid from the sale.'),
    equityAtEnd: outMoney(
      'Net proceeds of selling at the end: homeValueAtEnd − sellingCosts − remainingLoanBalance (negative when under water).',
    ),
    totalRentPaid: outMoney('Rent paid over the horizon; equals the sum of the yearly rows.'),
    totalOwnerCosts: outMoney(
      "Buyer's cash spent over the horizon: down payment + closing costs + mortgage payments + property tax + insurance + PMI + maintenance.",
    ),
    renterInvestmentsAtEnd: outMoney(
      "Renter's investments at the end: down payment and closing costs invested from month 0, monthly savings, and their growth.",
    ),
    renterInvestmentGrowth: outMoney(
      "Growth earned by the renter's investments: renterInvestmentsAtEnd − the money put in.",
    ),
    buyerInvestmentsAtEnd: outMoney(
      "Buyer's investments at the end: the savings of months when renting would have cost more, and their growth (often 0).",
    ),
    buyerInvestmentGrowth: outMoney(
      "Growth earned by the buyer's investments: buyerInvestmentsAtEnd − the money put in.",
    ),
    totalCostOfBuying: outMoney(
      'Net cost of buying over the horizon: totalOwnerCosts − equityAtEnd + renterInvestmentGrowth (the growth the down payment, ' +
        'closing costs and monthly savings would have earned had you rented: the opportunity cost of buying).',
    ),
    totalCostOfRenting: outMoney(
      'Net cost of renting over the horizon: totalRentPaid + buyerInvestmentGrowth (the growth the buyer earns on the months when owning ' +
        'costs less than renting: the opportunity cost of renting; 0 when owning always costs more).',
    ),
    netAdvantageOfBuying: outMoney(
      'totalCostOfRenting − totalCostOfBuying, which equals (equityAtEnd + buyerInvestmentsAtEnd) − renterInvestmentsAtEnd: ' +
        "how much richer buying leaves you than renting at the end (negative: renting is ahead). The last yearly row's netAdvantageOfBuying.",
    ),
    breakEvenYear: outNullable(
      outInteger(
        "First year at whose end buying's net position is above renting's; null if that never happens within the horizon.",
        'years',
      ),
    ),
    recommendation: {
      type: 'string',
      enum: ['buy', 'rent'],
      description: "'buy' when netAdvantageOfBuying > 0 at the end of the horizon, otherwise 'rent'.",
    },
    schedule: outArray('Monthly rows (schedule = "monthly").', rentVsBuyMonthlyRowSchema, 12 * MAX_YEARS_TO_ANALYZE),
    yearlySchedule: outArray(
      'Yearly rows (schedule = "monthly" or "yearly"); always computed for breakEvenYear, returned unless schedule = "none".',
      rentVsBuyYearlyRowSchema,
      MAX_YEARS_TO_ANALYZE,
    ),
  },
  SCHEDULES,
);

/** What the calculator takes and gives. */
export const rentVsBuySchemas = { input: rentVsBuyInputSchema, output: rentVsBuyOutputSchema };

export type RentVsBuyInput = FromSchema<typeof rentVsBuyInputSchema, MoneyInCents>;
export type RentVsBuyResult = FromSchema<typeof rentVsBuyOutputSchema>;
