/**
 * Rent vs buy: two households with the same budget over the same horizon, simulated month by month
 * in integer cents.
 *
 * - The buyer pays the down payment and closing costs at month 0, then each month the mortgage
 *   payment (EMI convention, from `amortize`), property tax, insurance, PMI while the mortgage
 *   calculator would charge it (pmi.ts: the same house pays the same PMI in both) and maintenance;
 *   the home is sold at the end of the horizon, paying selling costs and the remaining loan balance.
 * - The renter invests the same down payment and closing costs at month 0 and pays rent, which rises
 *   once a year.
 * - Each month both spend the same amount: whoever's housing costs less that month invests the
 *   difference at month end (symmetric: the renter when owning costs more, the buyer when renting
 *   costs more). Investments earn the monthly rate equivalent to `investmentReturnRate`, credited
 *   monthly and rounded to cents.
 *
 * So each side's net position (buyer: sale proceeds + investments; renter: investments) differs by
 * exactly totalCostOfRenting − totalCostOfBuying (see the output schema's definitions).
 */
import {
  rentVsBuyInputSchema,
  rentVsBuySchemas,
  type RentVsBuyInput,
  type RentVsBuyResult,
} from '../schemas/rent-vs-buy-calculator';
import { amortize, paymentRoundingWarnings } from './amortize';
import { defaultNotes } from './default-note';
import { defineCalculator } from './define';
import { rentVsBuyParts } from './rent-vs-buy-parts';
import { precisionWarnings } from './exact-cents';
import { formatCents, fromCents, homePurchase, monthlyPercentOfCents, percentOfCents, roundTo, toCents } from './money';
import { pmiAssumption, pmiOf, pmiRequired } from './pmi';
import { growth } from './tvm';

type MonthRow = NonNullable<RentVsBuyResult['schedule']>[number];
type YearRow = NonNullable<RentVsBuyResult['yearlySchedule']>[number];

const byDefault = defaultNotes(rentVsBuyInputSchema);

/** A cash pot invested at a monthly rate, in integer cents, with the growth it has earned (negative after losses). */
class InvestmentPot {
  balanceC = 0;
  growthC = 0;
  constructor(private readonly monthlyRate: number) {}
  /** One month: growth on the opening balance, then the deposit at month end. A loss never takes more than the balance (rate > −100 %). */
  month(depositC: number): void {
    const g = this.balanceC === 0 || this.monthlyRate === 0 ? 0 : toCents(fromCents(this.balanceC) * this.monthlyRate);
    this.growthC += g;
    this.balanceC += g + depositC;
  }
}

/** Both households month by month, in integer cents. */
function simulateRentVsBuy(input: RentVsBuyInput) {
  const horizonYears = input.yearsToAnalyze;
  const appreciation = input.homeAppreciationRate / 100;
  const homeC = input.homePrice;
  const { downC, loanC } = homePurchase(homeC, input.downPaymentPct);
  const closingC = percentOfCents(homeC, input.closingCostPct);
  const insuranceC = input.insuranceMonthly;
  const loan = amortize(loanC, input.mortgageRate, Math.round(input.loanTermYears * 12));
  // No extra payments here: the loan as paid is its original schedule.
  const pmi = pmiOf(input.pmiRate, homeC, loanC, pmiRequired(homeC, loanC, input.downPaymentPct), {
    base: loan,
    actual: loan,
    terms: { perYear: 12 },
  });
  const pmiMonths = pmi.endsMonth ?? 0;
  const monthlyReturn = Math.expm1(Math.log1p(input.investmentReturnRate / 100) / 12);
  const homeValueC = (months: number) => toCents(fromCents(homeC) * growth(appreciation, months / 12));

  const renter = new InvestmentPot(monthlyReturn);
  const buyer = new InvestmentPot(monthlyReturn);
  renter.balanceC = downC + closingC; // invested at month 0
  const monthly: MonthRow[] = [];
  const yearly: YearRow[] = [];
  let totalRentC = 0;
  let pmiPaidC = 0;
  let totalOwnerC = downC + closingC;
  let loanBalanceC = loanC;
  let valueC: number = homeC;

  for (let year = 1; year <= horizonYears; year++) {
    // Rent, property tax and maintenance change once a year; tax and maintenance on the value at the start of the year.
    const rentC = toCents(fromCents(input.monthlyRent) * growth(input.rentIncreaseRate / 100, year - 1));
    const taxC = monthlyPercentOfCents(valueC, input.propertyTaxRate);
    const maintenanceC = monthlyPercentOfCents(valueC, input.maintenanceRate);
    let yearRentC = 0;
    let yearOwnerC = 0;
    for (let month = 12 * (year - 1) + 1; month <= 12 * year; month++) {
      const row = loan.rows[month - 1]; // undefined once the loan is repaid
      const pmiC = month <= pmiMonths ? pmi.monthlyC : 0;
      const ownerC = (row ? row.paymentC : 0) + taxC + insuranceC + pmiC + maintenanceC;
      pmiPaidC += pmiC;
      loanBalanceC = row ? row.balanceC : 0;
      renter.month(Math.max(0, ownerC - rentC));
      buyer.month(Math.max(0, rentC - ownerC));
      yearRentC += rentC;
      yearOwnerC += ownerC;
      if (input.schedule === 'monthly') {
        monthly.push({
          month,
          rent: fromCents(rentC),
          ownerCosts: fromCents(ownerC),
          homeValue: fromCents(homeValueC(month)),
          loanBalance: fromCents(loanBalanceC),
          buyerInvestments: fromCents(buyer.balanceC),
          renterInvestments: fromCents(renter.balanceC),
        });
      }
    }
    totalRentC += yearRentC;
    totalOwnerC += yearOwnerC;
    valueC = homeValueC(12 * year);
    const equityC = valueC - toCents((fromCents(valueC) * input.sellingCostPct) / 100) - loanBalanceC;
    yearly.push({
      year,
      rentPaid: fromCents(yearRentC),
      ownerCosts: fromCents(yearOwnerC),
      homeValue: fromCents(valueC),
      loanBalance: fromCents(loanBalanceC),
      equity: fromCents(equityC),
      buyerInvestments: fromCents(buyer.balanceC),
      buyerNetPosition: fromCents(equityC + buyer.balanceC),
      renterNetPosition: fromCents(renter.balanceC),
      netAdvantageOfBuying: fromCents(equityC + buyer.balanceC - renter.balanceC),
    });
  }

  const sellingC = toCents((fromCents(valueC) * input.sellingCostPct) / 100);
  const equityC = valueC - sellingC - loanBalanceC;
  const costOfBuyingC = totalOwnerC - equityC + renter.growthC;
  const costOfRentingC = totalRentC + buyer.growthC;
  return {
    homeC,
    downC,
    loanC,
    closingC,
    insuranceC,
    loan,
    pmi,
    pmiPaidC,
    monthlyReturn,
    renter,
    buyer,
    monthly,
    yearly,
    totalRentC,
    totalOwnerC,
    loanBalanceC,
    valueC,
    sellingC,
    equityC,
    costOfBuyingC,
    costOfRentingC,
    advantageC: costOfRentingC - costOfBuyingC,
    breakEven: yearly.find((y) => y.netAdvantageOfBuying > 0),
  };
}

type Comparison = ReturnType<typeof simulateRentVsBuy>;

function rentVsBuyAssumptions(input: RentVsBuyInput, c: Comparison): string[] {
  const returnRate = input.investmentReturnRate;
  return [
    `Down payment ${input.downPaymentPct}%${byDefault('downPaymentPct', input.downPaymentPct)} (${formatCents(c.downC)}) and closing costs ` +
      `${input.closingCostPct}% of the price${byDefault('closingCostPct', input.closingCostPct)} (${formatCents(c.closingC)}) paid at purchase; ` +
      'the renter invests the same amount from month 0',
    `Mortgage of ${formatCents(c.loanC)} at ${input.mortgageRate}%, ${c.loan.termMonths} monthly payments${byDefault('loanTermYears', input.loanTermYears)}: ` +
      `${formatCents(c.loan.paymentC)}/month`,
    `Compared over ${input.yearsToAnalyze} years${byDefault('yearsToAnalyze', input.yearsToAnalyze)}; the home is sold at the end, ` +
      `with selling costs of ${input.sellingCostPct}% of the sale price${byDefault('sellingCostPct', input.sellingCostPct)}, and the loan balance repaid`,
    `Home value changes ${input.homeAppreciationRate}%/yr${byDefault('homeAppreciationRate', input.homeAppreciationRate)}, compounded`,
    `Rent starts at ${formatCents(input.monthlyRent)}/month and rises ${input.rentIncreaseRate}%${byDefault('rentIncreaseRate', input.rentIncreaseRate)} once a year`,
    `Property tax ${input.propertyTaxRate}%/yr${byDefault('propertyTaxRate', input.propertyTaxRate)} and maintenance ` +
      `${input.maintenanceRate}%/yr${byDefault('maintenanceRate', input.maintenanceRate)} of the home's value at the start of each year (reassessed yearly)`,
    `Home insurance ${formatCents(c.insuranceC)}/month${byDefault('insuranceMonthly', input.insuranceMonthly)}, constant`,
    pmiAssumption(input.pmiRate, c.pmi, 'month', byDefault('pmiRate', input.pmiRate)) +
      (c.pmi.endsMonth !== null && c.pmi.endsMonth > 12 * input.yearsToAnalyze
        ? `; the home is sold first, after payment ${12 * input.yearsToAnalyze}`
        : ''),
    `Investments ${returnRate < 0 ? 'lose' : 'earn'} ${Math.abs(returnRate)}%/yr${byDefault('investmentReturnRate', returnRate)}, credited monthly at ` +
      `(1 + ${returnRate}%)^(1/12) − 1 = ${roundTo(c.monthlyReturn * 100, 6)}%`,
    'Both households spend the same each month: when owning costs more the renter invests the difference, ' +
      'when renting costs more the buyer invests it (at month end)',
    'Not included: income tax (mortgage interest and property tax deductions, tax on investment gains or on the sale), renters insurance, moving costs',
  ];
}

function rentVsBuyWarnings(input: RentVsBuyInput, c: Comparison): string[] {
  const warnings = paymentRoundingWarnings(c.loan);
  // Every other figure is bounded by these (a pot never exceeds its deposits at a negative return).
  const largestC = Math.max(
    c.homeC,
    c.valueC,
    c.totalOwnerC,
    c.totalRentC,
    c.renter.balanceC,
    c.buyer.balanceC,
    Math.abs(c.costOfBuyingC),
    Math.abs(c.advantageC),
  );
  warnings.push(...precisionWarnings(fromCents(largestC)));
  if (c.breakEven && c.advantageC <= 0) {
    warnings.push(
      `Buying is ahead at the end of year ${c.breakEven.year} but behind again by the end of year ${input.yearsToAnalyze}: the break-even does not last.`,
    );
  }
  if (c.equityC < 0)
    warnings.push('Selling at the end would not repay the loan after selling costs: the home is under water.');
  if (input.investmentReturnRate < 0) {
    warnings.push(
      `Investments are assumed to lose ${-input.investmentReturnRate}% a year: the money not spent on housing shrinks.`,
    );
  }
  return warnings;
}

export const rentVsBuyCalculator = defineCalculator<RentVsBuyInput, RentVsBuyResult>('rent-vs-buy-calculator', {
  parts: rentVsBuyParts,
  schemas: rentVsBuySchemas,
  compute(input) {
    const c = simulateRentVsBuy(input);
    return {
      result: {
        monthlyMortgagePayment: fromCents(c.loan.paymentC),
        loanAmount: fromCents(c.loanC),
        downPayment: fromCents(c.downC),
        closingCosts: fromCents(c.closingC),
        monthlyPmi: fromCents(c.pmi.monthlyC),
        pmiEndsMonth: c.pmi.endsMonth,
        pmiPaid: fromCents(c.pmiPaidC),
        homeValueAtEnd: fromCents(c.valueC),
        sellingCosts: fromCents(c.sellingC),
        remainingLoanBalance: fromCents(c.loanBalanceC),
        equityAtEnd: fromCents(c.equityC),
        totalRentPaid: fromCents(c.totalRentC),
        totalOwnerCosts: fromCents(c.totalOwnerC),
        renterInvestmentsAtEnd: fromCents(c.renter.balanceC),
        renterInvestmentGrowth: fromCents(c.renter.growthC),
        buyerInvestmentsAtEnd: fromCents(c.buyer.balanceC),
        buyerInvestmentGrowth: fromCents(c.buyer.growthC),
        totalCostOfBuying: fromCents(c.costOfBuyingC),
        totalCostOfRenting: fromCents(c.costOfRentingC),
        netAdvantageOfBuying: fromCents(c.advantageC),
        breakEvenYear: c.breakEven ? c.breakEven.year : null,
        recommendation: c.advantageC > 0 ? 'buy' : 'rent',
        ...(input.schedule === 'monthly' ? { schedule: c.monthly } : {}),
        ...(input.schedule !== 'none' ? { yearlySchedule: c.yearly } : {}),
      },
      assumptions: rentVsBuyAssumptions(input, c),
      warnings: rentVsBuyWarnings(input, c),
    };
  },
});
